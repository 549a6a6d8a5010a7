//! Games reached through text: positions and moves held as their notation,
//! behind one object-safe trait. A program can then hold a game whose
//! engine it does not link (a web page that asks another module for the
//! answers), or many games of different types in one list, and play them
//! through [`crate::spec::AnyGame`] like any other.
//!
//! [`Erased`] puts any [`Game`] behind the trait: it reads each position
//! and move from its text, answers with the game's own methods, and keeps
//! the game's values in a [`Solver`], so asking again is cheap.

use crate::game::{Game, MoveWords, TextError};
use crate::moves::{MoveGroup, MoveRow};
use crate::{Nimber, Solver};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

/// A move held as text, with what the page needs without reading it: the
/// component it acts on and what it leaves there.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DynMove {
    /// The move as the game writes it in the whole position.
    pub text: String,
    /// The index of the component it acts on.
    pub component: usize,
    /// What it leaves in place of that component, in notation.
    pub pieces: String,
}

/// Why a text is not a position or a move: the place and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DynError {
    /// Byte offset of the problem in the text.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

impl DynError {
    /// The same error as another game's text error gives it.
    pub fn from_text(e: &impl TextError) -> DynError {
        DynError {
            offset: e.offset(),
            message: e.message(),
        }
    }
}

impl fmt::Display for DynError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for DynError {}

impl TextError for DynError {
    fn offset(&self) -> usize {
        self.offset
    }

    fn message(&self) -> String {
        self.message.clone()
    }
}

/// A game answered through the text of its positions and moves. Positions
/// given to it are ones it wrote (from [`DynGame::parse_position`],
/// [`DynGame::components`] or [`DynGame::play`]); a text it cannot read
/// counts as a position with no moves.
pub trait DynGame: fmt::Debug {
    /// The game's spec (`turtles`, `moore:2`).
    fn spec(&self) -> String;
    /// The game's name for people.
    fn name(&self) -> String;
    /// The words for its moves.
    fn words(&self) -> MoveWords;
    /// False while the engine is not at hand (still loading); such a game
    /// answers nothing yet.
    fn ready(&self) -> bool {
        true
    }
    /// Reads a position and writes it back in the game's own form.
    fn parse_position(&self, text: &str) -> Result<String, DynError>;
    /// The independent parts of a position.
    fn components(&self, position: &str) -> Vec<String>;
    /// Every legal move.
    fn moves(&self, position: &str) -> Vec<DynMove>;
    /// True when no move is possible.
    fn is_terminal(&self, position: &str) -> bool;
    /// The position after `mv`, or why it cannot be made.
    fn play(&self, position: &str, mv: &DynMove) -> Result<String, String>;
    /// Reads a move from `position`.
    fn parse_move(&self, position: &str, text: &str) -> Result<DynMove, DynError>;
    /// The value of one component.
    fn value(&self, component: &str) -> Nimber;
    /// A component in words.
    fn describe_component(&self, component: &str) -> String;
    /// A move in words.
    fn describe_move(&self, position: &str, mv: &DynMove) -> String;
    /// A move to a position of value 0, if there is one.
    fn winning_move(&self, position: &str) -> Option<DynMove>;
    /// The perfect player's choice.
    fn computer_move(&self, position: &str) -> Option<DynMove>;
    /// The move of a group too large to list, with parameter `a`.
    fn move_for(&self, position: &str, component: usize, group: &str, a: u64) -> Option<DynMove>;
    /// The moves of one component, grouped, with the values they lead to.
    fn move_groups(&self, position: &str, component: usize, limit: u64) -> Vec<MoveGroup<DynMove>>;
    /// The moves of one component acting on its own component `within`
    /// ([`Game::move_groups_within`]), grouped, with the values they lead
    /// to.
    fn move_groups_within(
        &self,
        position: &str,
        component: usize,
        within: usize,
        limit: u64,
    ) -> Vec<MoveGroup<DynMove>>;
}

/// A shared [`DynGame`]. Two are the same game when their specs are.
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

impl<G: Game> Erased<G> {
    /// `game` behind the text interface.
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

    /// A position this game wrote, read back.
    pub fn read(&self, position: &str) -> Option<G::Position> {
        self.game.parse_position(position).ok()
    }

    /// A move this game listed, read back in `position`.
    pub fn read_move(&self, position: &G::Position, mv: &DynMove) -> Option<G::Move> {
        self.game.parse_move(position, &mv.text).ok()
    }

    /// `mv` from `position` as text.
    pub fn write_move(&self, position: &G::Position, mv: &G::Move) -> DynMove {
        DynMove {
            text: self.game.format_move(position, mv),
            component: self.game.component_of(mv),
            pieces: self.game.pieces(mv),
        }
    }

    fn row(&self, p: &G::Position, row: MoveRow<G::Move>) -> MoveRow<DynMove> {
        let mv = self.write_move(p, &row.mv);
        row.map(|_| mv)
    }

    /// Groups of moves from `p`, each move as text.
    fn groups(&self, p: &G::Position, groups: Vec<MoveGroup<G::Move>>) -> Vec<MoveGroup<DynMove>> {
        groups
            .into_iter()
            .map(|g| MoveGroup {
                key: g.key,
                title: g.title,
                count: g.count,
                rows: g.rows.into_iter().map(|r| self.row(p, r)).collect(),
                reach: g.reach.into_iter().map(|r| self.row(p, r)).collect(),
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

    fn parse_position(&self, text: &str) -> Result<String, DynError> {
        self.game
            .parse_position(text)
            .map(|p| self.game.format_position(&p))
            .map_err(|e| DynError::from_text(&e))
    }

    fn components(&self, position: &str) -> Vec<String> {
        self.read(position).map_or_else(Vec::new, |p| {
            self.game
                .components(&p)
                .iter()
                .map(|c| self.game.format_position(c))
                .collect()
        })
    }

    fn moves(&self, position: &str) -> Vec<DynMove> {
        self.read(position).map_or_else(Vec::new, |p| {
            self.game
                .moves(&p)
                .map(|m| self.write_move(&p, &m))
                .collect()
        })
    }

    fn is_terminal(&self, position: &str) -> bool {
        self.read(position)
            .is_none_or(|p| self.game.is_terminal(&p))
    }

    fn play(&self, position: &str, mv: &DynMove) -> Result<String, String> {
        let p = self
            .game
            .parse_position(position)
            .map_err(|e| e.message())?;
        let m = self
            .game
            .parse_move(&p, &mv.text)
            .map_err(|e| e.message())?;
        self.game
            .play(p, &m)
            .map(|after| self.game.format_position(&after))
            .map_err(|e| e.error.to_string())
    }

    fn parse_move(&self, position: &str, text: &str) -> Result<DynMove, DynError> {
        let p = self
            .game
            .parse_position(position)
            .map_err(|e| DynError::from_text(&e))?;
        self.game
            .parse_move(&p, text)
            .map(|m| self.write_move(&p, &m))
            .map_err(|e| DynError::from_text(&e))
    }

    fn value(&self, component: &str) -> Nimber {
        self.read(component)
            .map_or(Nimber::ZERO, |p| self.solver.value(&p))
    }

    fn describe_component(&self, component: &str) -> String {
        self.read(component).map_or_else(
            || component.to_string(),
            |p| self.game.describe_component(&p),
        )
    }

    fn describe_move(&self, position: &str, mv: &DynMove) -> String {
        self.read(position)
            .and_then(|p| {
                let m = self.read_move(&p, mv)?;
                Some(self.game.describe_move(&p, &m))
            })
            .unwrap_or_else(|| mv.text.clone())
    }

    fn winning_move(&self, position: &str) -> Option<DynMove> {
        let p = self.read(position)?;
        let m = self.game.winning_move(&p, &|q| self.solver.value(q))?;
        Some(self.write_move(&p, &m))
    }

    fn computer_move(&self, position: &str) -> Option<DynMove> {
        let p = self.read(position)?;
        let m = self.game.computer_move(&p, &|q| self.solver.value(q))?;
        Some(self.write_move(&p, &m))
    }

    fn move_for(&self, position: &str, component: usize, group: &str, a: u64) -> Option<DynMove> {
        let p = self.read(position)?;
        let m = self.game.move_for(&p, component, group, a)?;
        Some(self.write_move(&p, &m))
    }

    fn move_groups(&self, position: &str, component: usize, limit: u64) -> Vec<MoveGroup<DynMove>> {
        let Some(p) = self.read(position) else {
            return Vec::new();
        };
        let groups = self
            .game
            .move_groups(&p, component, limit, &|q| self.solver.value(q));
        self.groups(&p, groups)
    }

    fn move_groups_within(
        &self,
        position: &str,
        component: usize,
        within: usize,
        limit: u64,
    ) -> Vec<MoveGroup<DynMove>> {
        let Some(p) = self.read(position) else {
            return Vec::new();
        };
        let groups = self
            .game
            .move_groups_within(&p, component, within, limit, &|q| self.solver.value(q));
        self.groups(&p, groups)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim::Nim;

    #[test]
    fn an_erased_game_plays_through_text() {
        let nim = Erased::new(Nim);
        let p = nim.parse_position("3+5").unwrap();
        assert_eq!(p, "3 + 5");
        assert_eq!(nim.components(&p), ["3", "5"]);
        assert_eq!(nim.value("3"), Nimber(3));
        let win = nim.winning_move(&p).unwrap();
        assert_eq!(nim.play(&p, &win).unwrap(), "3 + 3");
        assert_eq!(nim.moves(&p).len(), 8);
    }

    #[test]
    fn errors_keep_their_place() {
        let nim = Erased::new(Nim);
        let e = nim.parse_position("3 + x").unwrap_err();
        assert_eq!(e.offset, 4);
        let bad = DynMove {
            text: "9 → 1".to_string(),
            component: 0,
            pieces: String::new(),
        };
        assert!(nim.play("3", &bad).is_err());
    }

    #[test]
    fn shared_games_are_equal_by_spec() {
        let a = Shared::new(Erased::new(Nim));
        let b = Shared::new(Erased::new(Nim));
        assert_eq!(a, b);
    }
}
