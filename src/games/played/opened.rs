//! What a family's chunk hands the page: the function opening each of its
//! games, and what it opens, a game with how it is shown.

use crate::games::shown::Shown;
use grundy::dynamic::{Erased, Shared};
use grundy::Game;
use std::rc::Rc;

/// A game opened by its chunk: the core's game and how it is shown.
#[derive(Clone)]
pub struct Opened {
    /// The game.
    pub game: Shared,
    /// Its board, explanation and editor.
    pub shown: Rc<dyn Shown>,
}

impl Opened {
    /// `game`, shown by `shown`.
    pub fn new<G: Game + 'static>(game: G, shown: impl Shown + 'static) -> Opened {
        Opened {
            game: Shared::new(Erased::new(game)),
            shown: Rc::new(shown),
        }
    }
}

/// What a family's chunk hands the page: the function that opens each of
/// its games by its checked spec (`turtles`, `moore:2`), `None` for a
/// spec that is not one of them.
#[derive(Clone, Copy)]
pub struct Opener(pub fn(&str) -> Option<Opened>);
