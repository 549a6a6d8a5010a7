//! Games held without their types: positions and moves as values of the
//! game's own types behind one object-safe trait. A program can then hold a
//! game whose engine is not linked where the program is compiled (a web
//! page whose game comes in a part of its code loaded later), or many
//! games of different types in one list, and play them through
//! [`crate::spec::AnyGame`] like any other. Nothing goes through text but
//! what a person types or reads.
//!
//! [`Erased`] puts any [`Game`] behind the trait: a position it hands out
//! is the game's own position, and a position handed back to it is read
//! back by its type, with the game's values kept in a [`Solver`], so
//! asking again is cheap.
//!
//! ```
//! use grundy::dynamic::{DynGame, Erased};
//! use grundy::games::nim::Nim;
//! use grundy::Nimber;
//!
//! let nim = Erased::new(Nim);
//! let p = nim.parse_position("3 + 5").unwrap();
//! assert_eq!(nim.value(&p), Nimber(6));
//! let win = nim.winning_move(&p).unwrap();
//! assert_eq!(nim.format_position(&nim.play(&p, &win).unwrap()), "3 + 3");
//! ```

mod error;
mod held;

pub use error::DynError;
pub use held::{DynMove, DynPosition};

use crate::game::{Game, MoveWords};
use crate::moves::{MoveGroup, MoveRow};
use crate::{Nimber, Solver};
use std::any::Any;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

/// A game answered through positions and moves held without their types.
/// Positions and moves given to it are ones it handed out (from
/// [`DynGame::parse_position`], [`DynGame::components`], [`DynGame::play`],
/// [`DynGame::moves`] and the like); one of another game's counts as a
/// position with no moves, or a move that cannot be made.
pub trait DynGame: fmt::Debug {
    /// The game's spec (`turtles`, `moore:2`).
    fn spec(&self) -> String;
    /// The game's name for people.
    fn name(&self) -> String;
    /// The words for its moves.
    fn words(&self) -> MoveWords;
    /// False while the engine is not at hand (its code still on its way);
    /// such a game answers nothing yet.
    fn ready(&self) -> bool {
        true
    }
    /// Reads a position typed by a person.
    fn parse_position(&self, text: &str) -> Result<DynPosition, DynError>;
    /// The games a position written `text` names besides this one
    /// ([`Game::needs`]).
    fn needs(&self, _text: &str) -> Vec<String> {
        Vec::new()
    }
    /// A position in the game's notation.
    fn format_position(&self, position: &DynPosition) -> String;
    /// The independent parts of a position.
    fn components(&self, position: &DynPosition) -> Vec<DynPosition>;
    /// The position made of `parts` side by side ([`Game::join`]).
    fn join(&self, _parts: Vec<DynPosition>) -> Option<DynPosition> {
        None
    }
    /// Every legal move, one at a time (a heap of 2^64 has more moves
    /// than memory holds).
    fn moves<'a>(&'a self, position: &'a DynPosition) -> Box<dyn Iterator<Item = DynMove> + 'a>;
    /// True when no move is possible.
    fn is_terminal(&self, position: &DynPosition) -> bool;
    /// A form in which positions equal as games compare equal
    /// ([`Game::canonical`]), so a memo shares their work.
    fn canonical(&self, position: &DynPosition) -> DynPosition {
        position.clone()
    }
    /// The position after `mv`, or why it cannot be made.
    fn play(&self, position: &DynPosition, mv: &DynMove) -> Result<DynPosition, String>;
    /// Reads a move of `position` typed by a person.
    fn parse_move(&self, position: &DynPosition, text: &str) -> Result<DynMove, DynError>;
    /// `mv` in the game's notation.
    fn format_move(&self, position: &DynPosition, mv: &DynMove) -> String;
    /// What `mv` leaves in place of its component, in notation.
    fn pieces(&self, mv: &DynMove) -> String;
    /// The value of one component.
    fn value(&self, component: &DynPosition) -> Nimber;
    /// Who wins a position past every search by the game's rule
    /// ([`Game::rule_outcome`]); `None` where values are known.
    fn rule_outcome(&self, _position: &DynPosition) -> Option<crate::outcome::Outcome> {
        None
    }
    /// True when the game is played by the misère rule itself (the
    /// surface game's misère variants).
    fn misere(&self) -> bool {
        false
    }
    /// Who wins a component alone in the game's own misère play
    /// ([`Game::misere_outcome`]).
    fn misere_outcome(&self, _component: &DynPosition) -> Option<crate::misere::Outcome> {
        None
    }
    /// The game itself, to be read back by its type
    /// ([`Shared::game`]).
    fn as_any(&self) -> &dyn Any;
    /// Computes at most `budget` more steps of what the position's values
    /// rest on ([`Game::prepare`]); `None` once it is there.
    fn prepare(&self, _position: &DynPosition, _budget: u64) -> Option<crate::game::Preparing> {
        None
    }
    /// A component in words.
    fn describe_component(&self, component: &DynPosition) -> String;
    /// A move in words.
    fn describe_move(&self, position: &DynPosition, mv: &DynMove) -> String;
    /// A move to a position of value 0, if there is one.
    fn winning_move(&self, position: &DynPosition) -> Option<DynMove>;
    /// The perfect player's choice.
    fn computer_move(&self, position: &DynPosition) -> Option<DynMove>;
    /// The move of a group too large to list, with parameter `a`.
    fn move_for(
        &self,
        position: &DynPosition,
        component: usize,
        group: &str,
        a: u64,
    ) -> Option<DynMove>;
    /// The moves of one component, grouped, with the values they lead to.
    fn move_groups(
        &self,
        position: &DynPosition,
        component: usize,
        limit: u64,
    ) -> Vec<MoveGroup<DynMove>>;
    /// The moves of one component acting on its own component `within`
    /// ([`Game::move_groups_within`]), grouped, with the values they lead
    /// to.
    fn move_groups_within(
        &self,
        position: &DynPosition,
        component: usize,
        within: usize,
        limit: u64,
    ) -> Vec<MoveGroup<DynMove>>;
}

/// A shared [`DynGame`]. Two are the same game when their specs are and
/// both are ready or both are not.
#[derive(Clone)]
pub struct Shared(pub Rc<dyn DynGame>);

impl Shared {
    /// Shares `game`.
    pub fn new(game: impl DynGame + 'static) -> Shared {
        Shared(Rc::new(game))
    }
}

impl fmt::Debug for Shared {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl PartialEq for Shared {
    fn eq(&self, other: &Shared) -> bool {
        self.0.spec() == other.0.spec() && self.0.ready() == other.0.ready()
    }
}

impl Eq for Shared {}

impl Hash for Shared {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.spec().hash(state);
    }
}

impl Shared {
    /// The game itself, when it is a `G`.
    pub fn game<G: Any>(&self) -> Option<&G> {
        self.0.as_any().downcast_ref::<G>()
    }
}

impl std::ops::Deref for Shared {
    type Target = dyn DynGame;
    fn deref(&self) -> &(dyn DynGame + 'static) {
        &*self.0
    }
}

/// Any [`Game`] behind [`DynGame`], with its values remembered.
pub struct Erased<G: Game> {
    game: G,
    solver: Solver<G>,
}

impl<G: Game + 'static> Erased<G> {
    /// `game` behind the trait.
    pub fn new(game: G) -> Erased<G> {
        Erased {
            solver: Solver::new(game.clone()),
            game,
        }
    }

    /// The game itself.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The values of the game's positions, remembered.
    pub fn solver(&self) -> &Solver<G> {
        &self.solver
    }

    /// A position this game handed out, by its own type.
    pub fn read<'a>(&self, position: &'a DynPosition) -> Option<&'a G::Position> {
        position.get::<G::Position>()
    }

    /// A move this game handed out, by its own type.
    pub fn read_move<'a>(&self, mv: &'a DynMove) -> Option<&'a G::Move> {
        mv.get::<G::Move>()
    }

    /// `position` held without its type.
    pub fn hold(&self, position: G::Position) -> DynPosition {
        DynPosition::new(position)
    }

    /// `mv` held without its type.
    pub fn hold_move(&self, mv: G::Move) -> DynMove {
        let component = self.game.component_of(&mv);
        DynMove::new(mv, component)
    }

    fn row(&self, row: MoveRow<G::Move>) -> MoveRow<DynMove> {
        let mv = self.hold_move(row.mv.clone());
        row.map(|_| mv)
    }

    /// Groups of moves, each move held without its type.
    fn groups(&self, groups: Vec<MoveGroup<G::Move>>) -> Vec<MoveGroup<DynMove>> {
        groups
            .into_iter()
            .map(|g| MoveGroup {
                key: g.key,
                title: g.title,
                count: g.count,
                rows: g.rows.into_iter().map(|r| self.row(r)).collect(),
                reach: g.reach.into_iter().map(|r| self.row(r)).collect(),
                range: g.range,
            })
            .collect()
    }
}

impl<G: Game> fmt::Debug for Erased<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Erased({})", self.game.spec())
    }
}

impl<G: Game + 'static> DynGame for Erased<G> {
    fn spec(&self) -> String {
        self.game.spec()
    }

    fn name(&self) -> String {
        self.game.name()
    }

    fn words(&self) -> MoveWords {
        self.game.words()
    }

    fn parse_position(&self, text: &str) -> Result<DynPosition, DynError> {
        self.game
            .parse_position(text)
            .map(|p| self.hold(p))
            .map_err(|e| DynError::from_text(&e, text))
    }

    fn needs(&self, text: &str) -> Vec<String> {
        self.game.needs(text)
    }

    fn format_position(&self, position: &DynPosition) -> String {
        self.read(position)
            .map_or_else(String::new, |p| self.game.format_position(p))
    }

    fn components(&self, position: &DynPosition) -> Vec<DynPosition> {
        self.read(position).map_or_else(Vec::new, |p| {
            self.game
                .components(p)
                .into_iter()
                .map(|c| self.hold(c))
                .collect()
        })
    }

    fn join(&self, parts: Vec<DynPosition>) -> Option<DynPosition> {
        let parts: Option<Vec<G::Position>> = parts.iter().map(|p| self.read(p).cloned()).collect();
        self.game.join(parts?).map(|p| self.hold(p))
    }

    fn moves<'a>(&'a self, position: &'a DynPosition) -> Box<dyn Iterator<Item = DynMove> + 'a> {
        match self.read(position) {
            Some(p) => Box::new(self.game.moves(p).map(|m| self.hold_move(m))),
            None => Box::new(std::iter::empty()),
        }
    }

    fn is_terminal(&self, position: &DynPosition) -> bool {
        self.read(position).is_none_or(|p| self.game.is_terminal(p))
    }

    fn canonical(&self, position: &DynPosition) -> DynPosition {
        match self.read(position) {
            Some(p) => self.hold(self.game.canonical(p)),
            None => position.clone(),
        }
    }

    fn play(&self, position: &DynPosition, mv: &DynMove) -> Result<DynPosition, String> {
        let (Some(p), Some(m)) = (self.read(position), self.read_move(mv)) else {
            return Err(format!("this is not a move of {}", self.game.name()));
        };
        self.game
            .play(p.clone(), m)
            .map(|after| self.hold(after))
            .map_err(|e| e.error.to_string())
    }

    fn parse_move(&self, position: &DynPosition, text: &str) -> Result<DynMove, DynError> {
        let Some(p) = self.read(position) else {
            return Err(DynError::whole(format!(
                "this is not a position of {}",
                self.game.name()
            )));
        };
        self.game
            .parse_move(p, text)
            .map(|m| self.hold_move(m))
            .map_err(|e| DynError::from_text(&e, text))
    }

    fn format_move(&self, position: &DynPosition, mv: &DynMove) -> String {
        match (self.read(position), self.read_move(mv)) {
            (Some(p), Some(m)) => self.game.format_move(p, m),
            _ => String::new(),
        }
    }

    fn pieces(&self, mv: &DynMove) -> String {
        self.read_move(mv)
            .map_or_else(String::new, |m| self.game.pieces(m))
    }

    fn value(&self, component: &DynPosition) -> Nimber {
        self.read(component)
            .map_or(Nimber::ZERO, |p| self.solver.value(p))
    }

    fn rule_outcome(&self, position: &DynPosition) -> Option<crate::outcome::Outcome> {
        self.read(position).and_then(|p| self.game.rule_outcome(p))
    }

    fn misere(&self) -> bool {
        self.game.misere()
    }

    fn misere_outcome(&self, component: &DynPosition) -> Option<crate::misere::Outcome> {
        self.read(component)
            .and_then(|p| self.game.misere_outcome(p))
    }

    fn as_any(&self) -> &dyn Any {
        &self.game
    }

    fn prepare(&self, position: &DynPosition, budget: u64) -> Option<crate::game::Preparing> {
        self.read(position)
            .and_then(|p| self.game.prepare(p, budget))
    }

    fn describe_component(&self, component: &DynPosition) -> String {
        self.read(component)
            .map_or_else(String::new, |p| self.game.describe_component(p))
    }

    fn describe_move(&self, position: &DynPosition, mv: &DynMove) -> String {
        match (self.read(position), self.read_move(mv)) {
            (Some(p), Some(m)) => self.game.describe_move(p, m),
            _ => String::new(),
        }
    }

    fn winning_move(&self, position: &DynPosition) -> Option<DynMove> {
        let p = self.read(position)?;
        let m = self.game.winning_move(p, &|q| self.solver.value(q))?;
        Some(self.hold_move(m))
    }

    fn computer_move(&self, position: &DynPosition) -> Option<DynMove> {
        let p = self.read(position)?;
        let m = self.game.computer_move(p, &|q| self.solver.value(q))?;
        Some(self.hold_move(m))
    }

    fn move_for(
        &self,
        position: &DynPosition,
        component: usize,
        group: &str,
        a: u64,
    ) -> Option<DynMove> {
        let p = self.read(position)?;
        let m = self.game.move_for(p, component, group, a)?;
        Some(self.hold_move(m))
    }

    fn move_groups(
        &self,
        position: &DynPosition,
        component: usize,
        limit: u64,
    ) -> Vec<MoveGroup<DynMove>> {
        let Some(p) = self.read(position) else {
            return Vec::new();
        };
        let groups = self
            .game
            .move_groups(p, component, limit, &|q| self.solver.value(q));
        self.groups(groups)
    }

    fn move_groups_within(
        &self,
        position: &DynPosition,
        component: usize,
        within: usize,
        limit: u64,
    ) -> Vec<MoveGroup<DynMove>> {
        let Some(p) = self.read(position) else {
            return Vec::new();
        };
        let groups = self
            .game
            .move_groups_within(p, component, within, limit, &|q| self.solver.value(q));
        self.groups(groups)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim::Nim;
    use crate::games::octal::OctalGame;

    #[test]
    fn an_erased_game_plays_its_own_positions() {
        let nim = Erased::new(Nim);
        let p = nim.parse_position("3+5").unwrap();
        assert_eq!(p.get::<Vec<u64>>(), Some(&vec![3, 5]));
        assert_eq!(nim.format_position(&p), "3 + 5");
        let parts = nim.components(&p);
        assert_eq!(parts.len(), 2);
        assert_eq!(nim.value(&parts[0]), Nimber(3));
        let win = nim.winning_move(&p).unwrap();
        assert_eq!(win.component(), 1);
        assert_eq!(nim.format_position(&nim.play(&p, &win).unwrap()), "3 + 3");
        assert_eq!(nim.moves(&p).count(), 8);
    }

    #[test]
    fn a_move_read_from_text_equals_the_move_listed() {
        let nim = Erased::new(Nim);
        let p = nim.parse_position("3 + 5").unwrap();
        let listed: Vec<DynMove> = nim.moves(&p).collect();
        let typed = nim.parse_move(&p, "5 → 1").unwrap();
        assert!(listed.contains(&typed));
        assert_eq!(nim.format_move(&p, &typed), "5 → 1");
    }

    #[test]
    fn errors_keep_their_place() {
        let nim = Erased::new(Nim);
        let e = nim.parse_position("3 + x").unwrap_err();
        assert_eq!(e.offset, 4);
    }

    #[test]
    fn another_games_position_or_move_is_refused() {
        let nim = Erased::new(Nim);
        let kayles = Erased::new(OctalGame::parse("0.77").unwrap());
        let p = nim.parse_position("3").unwrap();
        let foreign = DynPosition::new("3".to_string());
        assert!(nim.moves(&foreign).next().is_none());
        assert!(nim.is_terminal(&foreign));
        let q = kayles.parse_position("3").unwrap();
        let kayles_move = kayles.moves(&q).next().unwrap();
        assert!(nim.play(&p, &kayles_move).is_err());
    }

    #[test]
    fn positions_of_different_types_differ() {
        assert_ne!(DynPosition::new(3u64), DynPosition::new(3u32));
        assert_eq!(DynPosition::new(vec![3u64]), DynPosition::new(vec![3u64]));
    }

    #[test]
    fn shared_games_are_equal_by_spec() {
        let a = Shared::new(Erased::new(Nim));
        let b = Shared::new(Erased::new(Nim));
        assert_eq!(a, b);
    }
}
