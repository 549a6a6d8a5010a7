//! A variant of the surface game on the engine's [`Game`] trait: the
//! paper's surfaces and cuts, only the allowed kinds, normal or misère
//! play.
//!
//! Values come from the series computed by brute force to weight
//! [`REACH`] (genus 2,000 for ng, 1,000 for og), which covers every
//! position a person can play here; a surface beyond it is refused with a
//! message rather than valued by a guess. In misère play the outcome of a
//! position comes from the whole position: a table of every position
//! up to the weight asked for ([`MisereTable`]), grown on demand to at
//! most [`MISERE_REACH`], or handed over finished
//! ([`LabGame::install_misere_table`]) by a program that builds it
//! elsewhere (the page, in its worker).

use super::misere_table::MisereTable;
use super::period::{analyze, LabPeriod};
use super::rules::{Rules, Variant};
use super::series::lab_series;
pub use super::weight::{position_weight, weight, MISERE_REACH};
use crate::game::{Game, MoveWords, PlayError, Values};
use crate::games::manifold::view::{describe_move, param_range, pieces_text};
use crate::games::manifold::{
    format_move, parse_move, parse_position, Cut, CutKind, Cuts, Manifold, Move, MoveError,
    Orientability, ParseError, ParseErrorKind, Position, Surface,
};
use crate::misere::Outcome;
use crate::moves::{MoveGroup, MoveRow};
use crate::Nimber;
use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::fmt;
use std::rc::Rc;

/// The heaviest surface valued: weight `w = 2 − χ` (`w(og) = 2g`,
/// `w(ng) = g`).
pub const REACH: u64 = 2000;

/// What is computed once per variant and shared by its copies.
struct Table {
    o: Vec<Nimber>,
    n: Vec<Nimber>,
    period: LabPeriod,
    misere: RefCell<Option<MisereTable>>,
}

/// The surface game under a [`Variant`].
#[derive(Clone)]
pub struct LabGame {
    variant: Variant,
    table: Rc<RefCell<Option<Rc<Table>>>>,
    /// The misère table grows here when a position lighter than this
    /// asks; a heavier one waits for a table handed over. Shared by the
    /// game's copies.
    grows_below: Rc<Cell<u64>>,
}

impl fmt::Debug for LabGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "LabGame({})", self.variant.spec())
    }
}

impl PartialEq for LabGame {
    fn eq(&self, other: &LabGame) -> bool {
        self.variant == other.variant
    }
}

impl Eq for LabGame {}

/// A cut that cannot be made under the variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabMoveError {
    /// The kind is not among the rules.
    NotAllowed(CutKind),
    /// The cut does not fit the position.
    Cut(MoveError),
}

impl fmt::Display for LabMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LabMoveError::NotAllowed(kind) => write!(f, "cut {kind} is not allowed by these rules"),
            LabMoveError::Cut(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for LabMoveError {}

impl LabGame {
    /// The game under `variant`; its series are computed when first needed.
    pub fn new(variant: Variant) -> LabGame {
        LabGame {
            variant,
            table: Rc::new(RefCell::new(None)),
            grows_below: Rc::new(Cell::new(MISERE_REACH + 1)),
        }
    }

    /// From now on the misère table is not grown here: outcomes come from
    /// the table handed over ([`LabGame::install_misere_table`]), and are
    /// not known until it is.
    pub fn hand_over_misere_table(&self) {
        self.grows_below.set(0);
    }

    /// The misère table is grown here only for positions lighter than
    /// `weight`; heavier ones wait for a table handed over. A page sets
    /// this so that its main thread grows only the light weights, whose
    /// steps take a millisecond or two, and leaves the rest to its worker
    /// (a step of weight 36 takes a tenth of a second natively).
    pub fn grow_here_below(&self, weight: u64) {
        self.grows_below.set(weight.min(self.grows_below.get()));
    }

    /// Works out at most `most` more positions of the misère table here,
    /// whatever [`LabGame::grow_here_below`] or
    /// [`LabGame::hand_over_misere_table`] said: for a page whose worker
    /// could not build the table, a part at a time between frames. Gives
    /// back whether positions remain.
    pub fn grow_misere_part(&self, most: usize) -> bool {
        let t = self.table();
        let mut held = t.misere.borrow_mut();
        let table = held.get_or_insert_with(|| MisereTable::new(self.variant.rules, MISERE_REACH));
        table.step_part(most);
        !table.done()
    }

    /// Takes a misère table built elsewhere, when it reaches further
    /// than the one held; gives back whether it did.
    pub fn install_misere_table(&self, table: MisereTable) -> bool {
        if table.rules() != self.variant.rules {
            return false;
        }
        let t = self.table();
        let mut held = t.misere.borrow_mut();
        let further = held
            .as_ref()
            .is_none_or(|h| h.progress().weight < table.progress().weight);
        if further {
            *held = Some(table);
        }
        further
    }

    /// Every position lighter than this has a misère outcome known now.
    pub fn misere_known_below(&self) -> u64 {
        let held = self.table.borrow();
        held.as_ref()
            .and_then(|t| t.misere.borrow().as_ref().map(|m| m.progress().weight))
            .unwrap_or(0)
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The rules.
    pub fn rules(&self) -> Rules {
        self.variant.rules
    }

    fn table(&self) -> Rc<Table> {
        if let Some(t) = self.table.borrow().as_ref() {
            return t.clone();
        }
        let (o, n) = lab_series(self.variant.rules, REACH);
        let period = analyze(self.variant.rules, &o, &n);
        let t = Rc::new(Table {
            o,
            n,
            period,
            misere: RefCell::new(None),
        });
        *self.table.borrow_mut() = Some(t.clone());
        t
    }

    /// The series' repetition, as far as computed.
    pub fn period(&self) -> LabPeriod {
        self.table().period.clone()
    }

    /// The value of one surface in normal play, where computed.
    pub fn surface_value(&self, s: Surface) -> Option<Nimber> {
        let t = self.table();
        let g = usize::try_from(s.genus()).ok()?;
        match s.orientability() {
            Orientability::Orientable => t.o.get(g).copied(),
            Orientability::Nonorientable => t.n.get(g).copied(),
        }
    }

    /// Why `position` cannot be played here, if it cannot.
    pub fn check(&self, position: &Position) -> Result<(), String> {
        match position
            .surfaces()
            .iter()
            .find(|&&s| weight(s) > u128::from(REACH))
        {
            Some(s) => Err(format!(
                "under these rules values are computed to genus {} for og and {REACH} for ng; \
                 {s} is beyond that",
                REACH / 2
            )),
            None => Ok(()),
        }
    }

    /// Who wins `position` under the variant's play: in normal play from
    /// its value, in misère play by search (`None` past [`MISERE_REACH`]).
    pub fn outcome(&self, position: &Position) -> Option<Outcome> {
        if !self.variant.misere {
            let v = self.position_value(position)?;
            return Some(if v.is_zero() {
                Outcome::Previous
            } else {
                Outcome::Next
            });
        }
        if position_weight(position) > u128::from(MISERE_REACH) {
            return None;
        }
        self.misere_outcome(position)
    }

    /// A move after which the opponent loses, where the answer is computed.
    pub fn winning_cut(&self, position: &Position) -> Option<Move> {
        if self.variant.misere {
            if position_weight(position) > u128::from(MISERE_REACH) {
                return None;
            }
            let moves: Vec<Move> = self.moves(position).collect();
            return moves
                .into_iter()
                .find(|mv| self.winning_after(position, mv));
        }
        let moves: Vec<Move> = self.moves(position).collect();
        moves.into_iter().find(|mv| {
            self.apply(position, mv)
                .ok()
                .and_then(|p| self.position_value(&p))
                .is_some_and(|v| v.is_zero())
        })
    }

    /// The misère outcome from the variant's table, grown to the
    /// position's weight first; `None` past [`MISERE_REACH`].
    fn misere_outcome(&self, position: &Position) -> Option<Outcome> {
        let w = position_weight(position);
        if w > u128::from(MISERE_REACH) {
            return None;
        }
        let t = self.table();
        let mut held = t.misere.borrow_mut();
        if w < u128::from(self.grows_below.get()) {
            let table =
                held.get_or_insert_with(|| MisereTable::new(self.variant.rules, MISERE_REACH));
            while !table.done() && table.progress().weight <= w as u64 {
                table.step();
            }
        }
        held.as_ref()?.outcome(position)
    }

    /// The normal-play value of a position, where computed.
    pub fn position_value(&self, position: &Position) -> Option<Nimber> {
        position
            .surfaces()
            .iter()
            .map(|&s| self.surface_value(s))
            .sum()
    }

    fn row(&self, position: &Position, component: usize, cut: Cut) -> MoveRow<Move> {
        let mv = Move { component, cut };
        let value = self
            .apply(position, &mv)
            .ok()
            .and_then(|p| self.position_value(&p))
            .unwrap_or_default();
        let mut row = MoveRow::new(
            mv,
            cut.kind().letter().to_string(),
            format_move(position, &mv),
            pieces_text(&cut, "+"),
            value,
        );
        row.description = cut.description();
        if self.variant.misere {
            row.winning = self.winning_after(position, &mv);
        }
        row
    }

    fn winning_after(&self, position: &Position, mv: &Move) -> bool {
        self.apply(position, mv)
            .ok()
            .is_some_and(|p| self.misere_outcome(&p) == Some(Outcome::Previous))
    }
}

impl Game for LabGame {
    type Position = Position;
    type Move = Move;
    type IllegalMove = LabMoveError;
    type TextError = ParseError;

    fn spec(&self) -> String {
        self.variant.spec()
    }

    fn name(&self) -> String {
        format!("The surface game with {}", self.variant.describe())
    }

    fn moves<'a>(&'a self, position: &'a Position) -> Box<dyn Iterator<Item = Move> + 'a> {
        let rules = self.variant.rules;
        Box::new(position.moves().filter(move |m| rules.allows(m.cut.kind())))
    }

    fn play(
        &self,
        position: Position,
        mv: &Move,
    ) -> Result<Position, PlayError<Position, LabMoveError>> {
        if !self.variant.rules.allows(mv.cut.kind()) {
            return Err(PlayError {
                position,
                error: LabMoveError::NotAllowed(mv.cut.kind()),
            });
        }
        match position.apply(mv) {
            Ok(next) => Ok(next),
            Err(error) => Err(PlayError {
                position,
                error: LabMoveError::Cut(error),
            }),
        }
    }

    /// Reads a position, refusing surfaces beyond [`REACH`].
    fn parse_position(&self, text: &str) -> Result<Position, ParseError> {
        let p = parse_position(text)?;
        match p
            .surfaces()
            .iter()
            .find(|&&s| weight(s) > u128::from(REACH))
        {
            Some(&s) => Err(ParseError {
                kind: ParseErrorKind::BeyondReach(s, REACH),
                offset: 0,
                column: 1,
            }),
            None => Ok(p),
        }
    }

    fn format_position(&self, position: &Position) -> String {
        crate::games::manifold::notation::format_position(position)
    }

    fn parse_move(&self, position: &Position, text: &str) -> Result<Move, ParseError> {
        parse_move(position, text)
    }

    fn format_move(&self, position: &Position, mv: &Move) -> String {
        format_move(position, mv)
    }

    fn components(&self, position: &Position) -> Vec<Position> {
        crate::games::manifold::game::components(position)
    }

    fn join(&self, parts: Vec<Position>) -> Option<Position> {
        crate::games::manifold::game::join(parts)
    }

    fn component_of(&self, mv: &Move) -> usize {
        mv.component
    }

    fn pieces(&self, mv: &Move) -> String {
        pieces_text(&mv.cut, "+")
    }

    fn canonical(&self, position: &Position) -> Position {
        crate::games::manifold::game::canonical(position)
    }

    fn closed_value(&self, component: &Position) -> Option<Nimber> {
        self.position_value(component)
    }

    fn describe_component(&self, component: &Position) -> String {
        match component.surfaces() {
            [s] => s.describe(),
            _ => self.format_position(component),
        }
    }

    fn describe_move(&self, _position: &Position, mv: &Move) -> String {
        describe_move(mv)
    }

    fn misere(&self) -> bool {
        self.variant.misere
    }

    fn misere_outcome(&self, position: &Position) -> Option<Outcome> {
        if self.variant.misere {
            self.outcome(position)
        } else {
            None
        }
    }

    fn words(&self) -> MoveWords {
        MoveWords::fixed("cut", "cut", "cut")
    }

    fn winning_move(&self, position: &Position, _values: Values<'_, Position>) -> Option<Move> {
        self.winning_cut(position)
    }

    fn computer_move(&self, position: &Position, values: Values<'_, Position>) -> Option<Move> {
        self.winning_cut(position).or_else(|| {
            if self.variant.misere {
                // Losing, or past the reach of the search: the move that
                // leaves the most to play.
                let moves: Vec<Move> = self.moves(position).collect();
                moves.into_iter().max_by_key(|m| {
                    self.apply(position, m)
                        .map(|p| position_weight(&p))
                        .unwrap_or(0)
                })
            } else {
                crate::game::hardest_move(self, position, values)
            }
        })
    }

    fn move_for(&self, position: &Position, component: usize, group: &str, a: u64) -> Option<Move> {
        let kind = group.chars().next().and_then(CutKind::from_letter)?;
        if !self.variant.rules.allows(kind) {
            return None;
        }
        Manifold.move_for(position, component, group, a)
    }

    /// The allowed kinds in the paper's order; a kind with more than
    /// `limit` cuts is summarised by one cut per value it reaches.
    fn move_groups(
        &self,
        position: &Position,
        component: usize,
        limit: u64,
        _values: Values<'_, Position>,
    ) -> Vec<MoveGroup<Move>> {
        let Some(&surface) = position.surfaces().get(component) else {
            return Vec::new();
        };
        self.variant
            .rules
            .kinds()
            .filter_map(|kind| {
                let n = crate::games::manifold::count(surface, kind);
                if n == 0 {
                    return None;
                }
                let all =
                    Cuts::of_kind(surface, kind).map(|cut| self.row(position, component, cut));
                let (rows, reach, range) = if n <= limit {
                    (all.collect(), Vec::new(), None)
                } else {
                    // One cut per value reached, in order of value.
                    let mut by_value = BTreeMap::new();
                    for row in all {
                        by_value.entry((!row.winning, row.value)).or_insert(row);
                    }
                    let reach: Vec<MoveRow<Move>> = by_value.into_values().collect();
                    (Vec::new(), reach, param_range(surface, kind))
                };
                Some(MoveGroup {
                    key: kind.letter().to_string(),
                    title: format!("{kind} {}", kind.summary()),
                    count: u128::from(n),
                    rows,
                    reach,
                    range,
                })
            })
            .collect()
    }
}

#[cfg(test)]
#[path = "game_tests.rs"]
mod tests;
