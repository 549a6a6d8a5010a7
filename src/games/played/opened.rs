//! What a family's chunk hands the page: the function opening each of its
//! games, and what it opens, a game with how it is shown.

use crate::games::shown::Shown;
use grundy::dynamic::{Erased, Shared};
use grundy::Game;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// A game opened by its chunk: the core's game and how it is shown.
#[derive(Clone)]
pub struct Opened {
    /// The game.
    pub game: Shared,
    /// Its board, explanation and editor.
    pub shown: Rc<dyn Shown>,
}

thread_local! {
    /// Every game opened by its chunk, by its checked spec.
    static OPENED: RefCell<HashMap<String, Opened>> = RefCell::default();
}

impl Opened {
    /// The game `spec` names, opened by `open` the first time only. The
    /// engine the play state holds and the face that draws it are then one
    /// game: what one has worked out (a table prepared a slice at a time,
    /// values remembered) the other has, and the face never computes again
    /// on the page's thread what the engine computed between frames.
    pub fn once(spec: &str, open: impl FnOnce(&str) -> Option<Opened>) -> Option<Opened> {
        if let Some(o) = OPENED.with_borrow(|m| m.get(spec).cloned()) {
            return Some(o);
        }
        let o = open(spec)?;
        OPENED.with_borrow_mut(|m| m.insert(spec.to_string(), o.clone()));
        Some(o)
    }

    /// `game`, shown by `shown`.
    pub fn new<G: Game + 'static>(game: G, shown: impl Shown + 'static) -> Opened {
        Opened {
            game: Shared::new(Erased::new(game)),
            shown: Rc::new(shown),
        }
    }
}

/// How the page shows each game by its checked spec, for a game whose
/// parts are games (a sum draws each part as its own game draws it).
pub type Faces = fn(&str) -> Option<Rc<dyn Shown>>;

/// What a family's chunk hands the page: the function that opens each of
/// its games by its checked spec (`turtles`, `moore:2`), with the page's
/// faces for its parts, `None` for a spec that is not one of them.
#[derive(Clone, Copy)]
pub struct Opener(pub fn(&str, Faces) -> Option<Opened>);

/// No faces: for opening a game's engine alone.
pub fn no_faces(_: &str) -> Option<Rc<dyn Shown>> {
    None
}
