//! [`AnyGame`], the one game type that holds any game of the engine, and
//! [`MisereGame`], any other of them in misère play, which holds its
//! normal-play twin: each type holds the other, so both are here.

use super::misere::MisereOracle;
use crate::dynamic::Shared;
use crate::game::Game;
use crate::games::heap::boxes::Boxes;
use crate::games::heap::{GrundyGame, Lasker, Rectangles, Subtraction};
use crate::games::lab::LabGame;
use crate::games::manifold::Manifold;
use crate::games::nim::Nim;
use crate::games::octal::OctalGame;
use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

/// Any game of the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyGame {
    /// The manifold decomposition game.
    Manifold(Manifold),
    /// The surface game under other rules, or in misère play.
    Lab(LabGame),
    /// Nim.
    Nim(Nim),
    /// An octal game.
    Octal(OctalGame),
    /// A subtraction game.
    Subtraction(Subtraction),
    /// Lasker's Nim.
    Lasker(Lasker),
    /// Grundy's game.
    GrundyGame(GrundyGame),
    /// Schrage's rectangle game.
    Rectangles(Rectangles),
    /// Schrage's box game.
    Boxes(Boxes),
    /// A game reached through text ([`crate::dynamic`]): the coin, graph
    /// and loop games, Moore's Nim and sums, whose engines a program may
    /// link or reach elsewhere.
    Dyn(Shared),
    /// Any other game in misère play (`nim:misere`).
    Misere(Box<MisereGame>),
}

/// A game of the engine played by the misère rule.
#[derive(Clone)]
pub struct MisereGame {
    pub(super) inner: AnyGame,
    /// Decides what Bouton's rule does not, once attached; shared by every
    /// copy of the game.
    pub(super) oracle: Rc<RefCell<Option<Rc<dyn MisereOracle>>>>,
}

impl fmt::Debug for MisereGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("MisereGame").field(&self.inner).finish()
    }
}

impl PartialEq for MisereGame {
    fn eq(&self, other: &MisereGame) -> bool {
        self.inner == other.inner
    }
}

impl Eq for MisereGame {}

impl std::hash::Hash for AnyGame {
    /// Games with equal specs are equal, so the spec is hash enough.
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.spec().hash(state);
    }
}

impl Default for AnyGame {
    fn default() -> AnyGame {
        AnyGame::Manifold(Manifold)
    }
}
