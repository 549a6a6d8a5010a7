//! The G-series page of a heap game: values to a chosen heap, computed
//! at once on the page when that is light (the first run of every game but
//! Grundy's and the games played from text, [`first_run_here`]) and in the
//! background worker otherwise, with progress and Cancel; either way the
//! result is data, which the page draws (`result`: pre-period, period
//! and certificate, Grundy's game's rare values and timings, the rectangle
//! table against Schrage's theorem).
//!
//! The page is loaded on first use (chunk `heap_series`): this shell holds
//! its frame, the chunk the rest. Its state lives in a store for the visit
//! (`state`), so a run keeps going across a tab switch.

mod body;
mod boxes;
mod result;
mod state;

pub use state::first_run_here;

use crate::split::{use_chunk, Chunk, Load, LoadError, Pending};
use grundy::spec::AnyGame;
use grundy::Game;
use yew::prelude::*;

/// What the chunk hands the page: the page's body for a game.
type View = fn(AnyGame) -> Html;

/// The page's body, in its chunk.
fn view(game: AnyGame) -> Html {
    html! { <body::HeapBody {game} /> }
}

#[cfg_attr(
    feature = "split",
    wasm_split_helpers::wasm_split(heap_series, fallible)
)]
fn entry() -> Result<View, LoadError> {
    Ok(view)
}

thread_local! {
    static CHUNK: Chunk<View> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}

/// Properties of [`HeapSeries`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The heap game.
    pub game: AnyGame,
}

/// The G-series page of a heap game.
#[component]
pub fn HeapSeries(props: &Props) -> Html {
    let body = match use_chunk(&CHUNK) {
        Load::Ready(view) => view(props.game.clone()),
        _ => html! { <Pending<View> chunk={&CHUNK} /> },
    };
    html! {
        <main class="page">
            <section class="view series-view" aria-labelledby="view-title" data-testid="heap-series"
                data-game={props.game.spec()}>
                {body}
            </section>
        </main>
    }
}
