//! [`AnyGame`], the one game type that holds any game of the engine, and
//! [`MisereGame`], any other of them in misère play, which holds its
//! normal-play twin: each type holds the other, so both are here.

use super::misere::MisereOracle;
use crate::dynamic::Shared;
use crate::game::Game;
use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

/// Any game of the engine: a game held without its types
/// ([`crate::dynamic`]), as its family's code plays it, or any of them in
/// misère play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyGame {
    /// A game in normal play (the surface game under any rules, its
    /// misère play included), its positions and moves its own.
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
    /// The surface game.
    fn default() -> AnyGame {
        AnyGame::Dyn(Shared::new(crate::dynamic::Erased::new(
            crate::games::manifold::Manifold,
        )))
    }
}
