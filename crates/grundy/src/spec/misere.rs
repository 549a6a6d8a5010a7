//! Any game of the engine in misère play (`nim:misere`,
//! `octal:0.77:misere`, `turtles:misere`): the same positions and moves,
//! but whoever makes the last move loses.
//!
//! Sums no longer add as nim-sums, so who wins is found in one of three
//! ways, tried in this order, each exact where it answers:
//! - Nim by Bouton's rule, at any size;
//! - a sum whose every component is tame, by Conway's rule from each
//!   component's genus ([`crate::misere::tame_outcome`]);
//! - any position by a search of the whole game tree
//!   ([`crate::misere::MisereSolver`]).
//!
//! A heap game's quotient and search take turns, or run side by side
//! where the quotient is computed on a thread of its own ([`search`]); each
//! question has a budget of memory and time ([`crate::misere::Budget`]),
//! past which the outcome is "not computed", with how far the search got.

mod oracle;
pub mod quotient;
mod search;

pub use oracle::{MisereOracle, MisereVerdict, MisereWay};
pub use search::{Inbox, MisereReach, MisereSearch, SharedClock, StartQuotient};

use super::any::{AnyIllegalMove, AnyMove, AnyPosition, AnyTextError};
use super::any_game::{AnyGame, MisereGame};
use crate::catalogue::Family;
use crate::game::{Game, MoveWords, PlayError, Values};
use crate::games::nim::Nim;
use crate::misere::{Budget, HeapQuotient, Outcome};
use crate::moves::MoveGroup;
use crate::Nimber;
use std::cell::RefCell;
use std::rc::Rc;

/// Bouton's rule for misère Nim: the player to move loses exactly when
/// some heap has two or more counters and the nim-sum is 0, or when every
/// heap has at most one counter and an odd number have one.
pub fn bouton_misere(heaps: &[u64]) -> Outcome {
    let sum = heaps.iter().fold(0, |x, &h| x ^ h);
    let small = heaps.iter().all(|&h| h <= 1);
    let lost = if small { sum == 1 } else { sum == 0 };
    if lost {
        Outcome::Previous
    } else {
        Outcome::Next
    }
}

impl MisereGame {
    /// `inner` played by the misère rule. The surface game has its own
    /// misère play ([`crate::games::lab`]), and a misère game is not
    /// wrapped twice: both are refused.
    pub fn new(inner: AnyGame) -> Option<MisereGame> {
        if inner.misere() || inner.entry().family == Family::Surfaces {
            return None;
        }
        Some(MisereGame {
            inner,
            oracle: Rc::new(RefCell::new(None)),
        })
    }

    /// The same, with the quotient, the tame rule and the search
    /// attached, for a program of its own, each question within
    /// [`Budget::NATIVE`] ([`MisereGame::searching_within`] for another).
    pub fn searching(inner: AnyGame) -> Option<MisereGame> {
        MisereGame::searching_within(inner, Budget::NATIVE, crate::misere::budget::native_clock())
    }

    /// The same within `budget`, time read from `clock`.
    pub fn searching_within(
        inner: AnyGame,
        budget: Budget,
        clock: search::SharedClock,
    ) -> Option<MisereGame> {
        let game = MisereGame::new(inner)?;
        game.attach(Rc::new(MisereSearch::new(
            game.inner.clone(),
            MisereReach::Native(budget),
            clock,
        )));
        Some(game)
    }

    /// A computation of the game's misère quotient from the start, for a
    /// heap game ([`quotient::quotient_game`]).
    pub fn quotient_run(&self) -> Option<crate::misere::QuotientRun> {
        quotient::quotient_run(&self.inner)
    }

    /// The game's misère quotient as far as it is known, for a heap game
    /// once the oracle is attached.
    pub fn quotient(&self) -> Option<HeapQuotient> {
        self.oracle.borrow().as_ref()?.quotient()
    }

    /// Hands the attached oracle a quotient computed elsewhere (the
    /// page's worker), which it keeps when it reaches further than the
    /// one held; nothing before one is attached.
    pub fn install(&self, quotient: HeapQuotient) {
        if let Some(oracle) = self.oracle.borrow().as_ref() {
            oracle.install(quotient);
        }
    }

    /// Hands the attached oracle the outcome of `position` found
    /// elsewhere; nothing before one is attached.
    pub fn learn(&self, position: &AnyPosition, outcome: Outcome) {
        if let Some(oracle) = self.oracle.borrow().as_ref() {
            oracle.learn(position, outcome);
        }
    }

    /// Hands the attached oracle word that a search of `position`
    /// elsewhere stopped before an answer; nothing before one is attached.
    pub fn stopped(&self, position: &AnyPosition, halt: crate::misere::Halt) {
        if let Some(oracle) = self.oracle.borrow().as_ref() {
            oracle.stopped(position, halt);
        }
    }

    /// True when nothing more will come for `position` without a new
    /// question: its outcome is known, or the search elsewhere (the
    /// page's worker) stopped before an answer. A search stopped for want
    /// of the page's own frame is not settled: the worker follows it.
    pub fn settled(&self, position: &AnyPosition) -> bool {
        let verdict = self.verdict(position);
        verdict.outcome.is_some() || verdict.way == Some(MisereWay::Worker)
    }

    /// Attaches what decides positions no closed rule decides.
    pub fn attach(&self, oracle: Rc<dyn MisereOracle>) {
        *self.oracle.borrow_mut() = Some(oracle);
    }

    /// The memory and time one question may use: the attached oracle's,
    /// or a page's main thread's ([`Budget::FRAME`]) before one is.
    pub fn budget(&self) -> Budget {
        match self.oracle.borrow().as_ref() {
            Some(o) => o.budget(),
            None => Budget::FRAME,
        }
    }

    /// True once an oracle is attached.
    pub fn attached(&self) -> bool {
        self.oracle.borrow().is_some()
    }

    /// True when outcomes can be asked for: by Bouton's rule for Nim, by
    /// the attached oracle for other games (and, for a game reached
    /// through text, once its engine is here).
    pub fn ready(&self) -> bool {
        if self.inner.downcast::<Nim>().is_some() {
            return true;
        }
        self.inner.engine().ready() && self.oracle.borrow().is_some()
    }

    /// The game whose moves are played.
    pub fn inner(&self) -> &AnyGame {
        &self.inner
    }

    /// Who wins `position`, how that is known, and each component's genus
    /// where it is found; nothing is known before [`MisereGame::ready`].
    pub fn verdict(&self, position: &AnyPosition) -> MisereVerdict {
        if let (Some(_), Some(h)) = (self.inner.downcast::<Nim>(), position.get::<Vec<u64>>()) {
            return MisereVerdict {
                outcome: Some(bouton_misere(h)),
                way: Some(MisereWay::Bouton),
                genera: Vec::new(),
                halted: None,
            };
        }
        let oracle = self.oracle.borrow().clone();
        match oracle {
            Some(oracle) if self.ready() => oracle.verdict(position),
            _ => MisereVerdict {
                outcome: None,
                way: None,
                genera: Vec::new(),
                halted: None,
            },
        }
    }

    /// Who wins `position` in misère play, where it is computed.
    pub fn outcome(&self, position: &AnyPosition) -> Option<Outcome> {
        self.verdict(position).outcome
    }

    /// `groups` with each move marked winning when it leaves a position the
    /// opponent loses in misère play.
    fn marked(
        &self,
        position: &AnyPosition,
        mut groups: Vec<MoveGroup<AnyMove>>,
    ) -> Vec<MoveGroup<AnyMove>> {
        for group in &mut groups {
            for row in group.rows.iter_mut().chain(group.reach.iter_mut()) {
                row.winning = self.wins_by(position, &row.mv);
            }
        }
        groups
    }

    /// True when `mv` is known to leave a position the opponent loses.
    fn wins_by(&self, position: &AnyPosition, mv: &AnyMove) -> bool {
        self.inner
            .apply(position, mv)
            .is_ok_and(|next| self.outcome(&next) == Some(Outcome::Previous))
    }
}

impl Game for MisereGame {
    type Position = AnyPosition;
    type Move = AnyMove;
    type IllegalMove = AnyIllegalMove;
    type TextError = AnyTextError;

    fn spec(&self) -> String {
        format!("{}:misere", self.inner.spec())
    }

    fn name(&self) -> String {
        format!("Misère {}", self.inner.name())
    }

    fn moves<'a>(&'a self, position: &'a AnyPosition) -> Box<dyn Iterator<Item = AnyMove> + 'a> {
        self.inner.moves(position)
    }

    fn play(
        &self,
        position: AnyPosition,
        mv: &AnyMove,
    ) -> Result<AnyPosition, PlayError<AnyPosition, AnyIllegalMove>> {
        self.inner.play(position, mv)
    }

    /// The inner game's position, but not one whose normal-play outcome a
    /// rule gives past every search (Moore's Nim_k of large heaps): that
    /// rule says nothing of misère play, and no search reaches it.
    fn parse_position(&self, text: &str) -> Result<AnyPosition, AnyTextError> {
        let position = self.inner.parse_position(text)?;
        if self.inner.rule_outcome(&position).is_some() {
            return Err(crate::dynamic::DynError::whole(
                "this position is too large for a search, and the rule that decides it in \
                 normal play says nothing of misère play; try smaller heaps",
            ));
        }
        Ok(position)
    }

    fn needs(&self, text: &str) -> Vec<String> {
        self.inner.needs(text)
    }

    fn format_position(&self, position: &AnyPosition) -> String {
        self.inner.format_position(position)
    }

    fn parse_move(&self, position: &AnyPosition, text: &str) -> Result<AnyMove, AnyTextError> {
        self.inner.parse_move(position, text)
    }

    fn format_move(&self, position: &AnyPosition, mv: &AnyMove) -> String {
        self.inner.format_move(position, mv)
    }

    fn components(&self, position: &AnyPosition) -> Vec<AnyPosition> {
        self.inner.components(position)
    }

    fn component_of(&self, mv: &AnyMove) -> usize {
        self.inner.component_of(mv)
    }

    fn join(&self, parts: Vec<AnyPosition>) -> Option<AnyPosition> {
        self.inner.join(parts)
    }

    fn pieces(&self, mv: &AnyMove) -> String {
        self.inner.pieces(mv)
    }

    fn misere(&self) -> bool {
        true
    }

    fn misere_outcome(&self, position: &AnyPosition) -> Option<Outcome> {
        self.outcome(position)
    }

    fn is_terminal(&self, position: &AnyPosition) -> bool {
        self.inner.is_terminal(position)
    }

    fn canonical(&self, position: &AnyPosition) -> AnyPosition {
        self.inner.canonical(position)
    }

    /// The normal-play value: the first part of each component's genus,
    /// shown beside it, though it does not decide misère play.
    fn closed_value(&self, component: &AnyPosition) -> Option<Nimber> {
        self.inner.closed_value(component)
    }

    fn prepare(&self, position: &AnyPosition, budget: u64) -> Option<crate::game::Preparing> {
        self.inner.prepare(position, budget)
    }

    fn describe_component(&self, component: &AnyPosition) -> String {
        self.inner.describe_component(component)
    }

    fn describe_move(&self, position: &AnyPosition, mv: &AnyMove) -> String {
        self.inner.describe_move(position, mv)
    }

    fn words(&self) -> MoveWords {
        self.inner.words()
    }

    fn winning_move(
        &self,
        position: &AnyPosition,
        _values: Values<'_, AnyPosition>,
    ) -> Option<AnyMove> {
        if self.outcome(position) != Some(Outcome::Next) {
            return None;
        }
        let moves: Vec<AnyMove> = self.inner.moves(position).collect();
        moves.into_iter().find(|mv| self.wins_by(position, mv))
    }

    /// A winning move where one is known; otherwise (a lost position, or
    /// one past the reach) the move that leaves the opponent the most
    /// moves to choose from.
    fn computer_move(
        &self,
        position: &AnyPosition,
        values: Values<'_, AnyPosition>,
    ) -> Option<AnyMove> {
        // Before the oracle is here there is no telling a good move.
        if !self.ready() {
            return None;
        }
        self.winning_move(position, values).or_else(|| {
            let moves: Vec<AnyMove> = self.inner.moves(position).take(400).collect();
            moves.into_iter().max_by_key(|mv| {
                self.inner
                    .apply(position, mv)
                    .map(|next| self.inner.moves(&next).take(10_000).count())
                    .unwrap_or(0)
            })
        })
    }

    fn move_for(
        &self,
        position: &AnyPosition,
        component: usize,
        group: &str,
        a: u64,
    ) -> Option<AnyMove> {
        self.inner.move_for(position, component, group, a)
    }

    /// The inner game's groups, each move marked winning when it leaves a
    /// position the opponent loses in misère play.
    fn move_groups(
        &self,
        position: &AnyPosition,
        component: usize,
        limit: u64,
        values: Values<'_, AnyPosition>,
    ) -> Vec<MoveGroup<AnyMove>> {
        let groups = self.inner.move_groups(position, component, limit, values);
        self.marked(position, groups)
    }

    /// The same for the moves on the component's own component `within`.
    fn move_groups_within(
        &self,
        position: &AnyPosition,
        component: usize,
        within: usize,
        limit: u64,
        values: Values<'_, AnyPosition>,
    ) -> Vec<MoveGroup<AnyMove>> {
        let groups = self
            .inner
            .move_groups_within(position, component, within, limit, values);
        self.marked(position, groups)
    }
}
