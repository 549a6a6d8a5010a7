//! A variant's table of misère outcomes grown on the page itself, where
//! the browser cannot start the worker that would build it.

use crate::state::play::{PlayAction, PlayState};
use gloo::timers::callback::Timeout;
use grundy::games::lab::{LabGame, MISERE_REACH};
use std::rc::Rc;
use yew::prelude::*;

/// What the page says when its worker cannot build a variant's table.
pub(super) fn growing_here(why: &str) -> String {
    format!(
        "{why} Every position's misère outcome to weight {MISERE_REACH} is computed on the page \
         instead, a little at a time."
    )
}

/// Positions of the misère table worked out between two looks at the
/// clock when the page grows it itself.
const GROWN_PART: usize = 1024;

/// How long one task of growing the table on the page may run, in
/// milliseconds, so the page answers between tasks.
const GROWN_SLICE_MS: f64 = 30.0;

/// What the page says once it has grown the table itself.
pub(super) fn grown_here() -> String {
    format!(
        "Every position's misère outcome to weight {MISERE_REACH} was computed on the page (the \
         background worker could not be used)."
    )
}

/// Grows a variant's misère table on the page where the worker could
/// not: a slice of positions a task, so the page answers between them,
/// redrawn as each weight is finished. It goes on while `on_table` says
/// the game is still the one on the table, and calls `finished` at the
/// end.
pub(super) fn grow_here(
    game: LabGame,
    d: UseReducerDispatcher<PlayState>,
    on_table: Rc<dyn Fn() -> bool>,
    finished: Rc<dyn Fn()>,
) {
    Timeout::new(0, move || {
        if !on_table() {
            return;
        }
        let (started, known) = (crate::worker::clock::now(), game.misere_known_below());
        // A task ends when its time is up or a weight is finished, so the
        // redrawing and the next weight's first part (which lists the
        // weight's positions) fall in tasks of their own.
        let more = loop {
            let more = game.grow_misere_part(GROWN_PART);
            if !more
                || game.misere_known_below() != known
                || crate::worker::clock::now() - started >= GROWN_SLICE_MS
            {
                break more;
            }
        };
        if !more {
            finished();
        }
        // Redrawn when a weight more is known.
        if !more || game.misere_known_below() != known {
            d.dispatch(PlayAction::MisereReady);
        }
        if more {
            grow_here(game, d, on_table, finished);
        }
    })
    .forget();
}
