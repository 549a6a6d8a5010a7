//! The play page while the table a position's values rest on is computed
//! ([`crate::state::play::prepare`]): the position at once, with how far
//! the table has come, computed a slice of at most [`SLICE_MS`] at a time
//! between frames, so the page keeps answering.

use crate::state::play::prepare::needed;
use crate::state::play::PlayAction;
use crate::state::PlayContext;
use crate::text::with_separators;
use crate::worker::clock::now;
use gloo::timers::callback::Timeout;
use grundy::Game;
use yew::prelude::*;

/// The longest slice of work between two frames, in milliseconds.
pub const SLICE_MS: f64 = 40.0;

/// Heaps computed between two looks at the clock.
const STEP: u64 = 32;

/// The position and the table's progress; computes the next slice after
/// each frame, and says when the table is there.
#[component]
pub fn Preparing() -> Html {
    let state = use_context::<PlayContext>().expect("Preparing is inside the app context");
    let slices = use_state(|| 0u32);
    let table = state.table();
    let need = needed(table.game(), table.position());
    {
        let (slices, dispatcher) = (slices.clone(), state.dispatcher());
        let need = need.clone();
        use_effect_with((need.clone(), *slices), move |_| {
            let timer = need.map(|need| {
                Timeout::new(0, move || {
                    let started = now();
                    let mut done = false;
                    while !done && now() - started < SLICE_MS {
                        done = need.line.prepare(need.to, STEP);
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
    let Some(need) = need else {
        return Html::default();
    };
    let reached = need.line.prepared().min(need.to + 1);
    let permille = reached * 1000 / (need.to + 1);
    let game = table.game();
    html! {
        <section class="panel preparing" data-testid="preparing" aria-live="polite">
            <h2>{game.format_position(table.position())}</h2>
            <p>
                {format!(
                    "Working out the values of {} for every heap to {}, which this position's values \
                     rest on: heap {} so far.",
                    need.line.name(),
                    with_separators(u128::from(need.to)),
                    with_separators(u128::from(reached))
                )}
            </p>
            <p class="small muted">
                <progress max="1000" value={permille.to_string()} aria-label="Progress of the values"></progress>
                {format!(" {}%", permille / 10)}
            </p>
        </section>
    }
}
