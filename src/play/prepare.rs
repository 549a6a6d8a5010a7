//! The play page while the table a position's values rest on is computed
//! ([`crate::state::play::prepare`]): the position at once, with how far
//! the table has come, computed a slice of at most [`SLICE_MS`] at a time
//! between frames, so the page keeps answering.

use crate::state::play::PlayAction;
use crate::state::PlayContext;
use crate::text::with_separators;
use crate::worker::clock::now;
use gloo::timers::callback::Timeout;
use grundy::Game;
use yew::prelude::*;

/// The longest slice of work between two frames, in milliseconds.
pub const SLICE_MS: f64 = 40.0;

/// Steps (heaps, coins) computed between two looks at the clock.
const STEP: u64 = 8;

/// The position and the table's progress; computes the next slice after
/// each frame, and says when the table is there.
#[component]
pub fn Preparing() -> Html {
    let state = use_context::<PlayContext>().expect("Preparing is inside the app context");
    let slices = use_state(|| 0u32);
    let table = state.table();
    let preparing = table.preparing();
    {
        let (slices, dispatcher) = (slices.clone(), state.dispatcher());
        let (game, position) = (table.game().clone(), table.position().clone());
        let going = preparing.is_some();
        use_effect_with((game.spec(), position.clone(), going, *slices), move |_| {
            let timer = going.then(|| {
                Timeout::new(0, move || {
                    let started = now();
                    let mut done = false;
                    while !done && now() - started < SLICE_MS {
                        done = game.prepare(&position, STEP).is_none();
                    }
                    if done {
                        dispatcher.dispatch(PlayAction::Prepared);
                    } else {
                        slices.set(*slices + 1);
                    }
                })
            });
            move || drop(timer)
        });
    }
    let Some(p) = preparing else {
        return Html::default();
    };
    let permille = p.done.min(p.total) * 1000 / p.total.max(1);
    let position = crate::route::clipped(&table.game().format_position(table.position()));
    html! {
        <section class="panel preparing" data-testid="preparing" aria-live="polite">
            <h2>{position}</h2>
            <p>
                {format!(
                    "Working out {} to {} {}, which this position's values rest on: {} so far. \
                     The moves come when they are there.",
                    p.what,
                    p.unit,
                    with_separators(u128::from(p.total.saturating_sub(1))),
                    with_separators(u128::from(p.done))
                )}
            </p>
            <p class="small muted">
                <progress max="1000" value={permille.to_string()} aria-label="Progress of the values"></progress>
                {format!(" {}%", permille / 10)}
            </p>
        </section>
    }
}
