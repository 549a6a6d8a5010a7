//! How the parts of a sum that are games of other chunks are shown: each
//! game's `Shown` opened once by its spec and kept for the next board.

use crate::games::played::Opened;
use crate::games::shown::Shown;
use grundy::spec::AnyGame;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

thread_local! {
    /// How each game of a chunk met as a part is shown, by spec.
    static PARTS: RefCell<HashMap<String, Rc<dyn Shown>>> = RefCell::new(HashMap::new());
}

/// Any other game by its checked spec, as a part of a sum.
fn open_part(spec: &str) -> Option<Opened> {
    crate::games::manifold::open(spec)
        .or_else(|| crate::games::heaps::open(spec))
        .or_else(|| crate::games::bars::open(spec))
        .or_else(|| crate::games::coins::open(spec))
        .or_else(|| crate::games::hackenbush::open(spec))
        .or_else(|| crate::games::digraph::open(spec))
        .or_else(|| crate::games::counters::open(spec))
}

/// How the game of a part is shown.
pub fn part_shown(game: &AnyGame) -> Option<Rc<dyn Shown>> {
    let spec = game.engine().spec();
    PARTS.with_borrow_mut(|kept| {
        if let Some(s) = kept.get(&spec) {
            return Some(s.clone());
        }
        let s = open_part(&spec)?.shown;
        kept.insert(spec, s.clone());
        Some(s)
    })
}
