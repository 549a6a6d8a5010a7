//! The G-series page: `G(og)` and `G(ng)` by the closed forms of Theorems
//! 2.3 and 2.4, and a brute-force check of the closed forms in a Web
//! Worker, with progress and Cancel. A heap game has a G-series page of
//! its own ([`super::heap_series`]).
//!
//! The page is loaded on first use (chunk `series`): this shell holds the
//! page's frame and what the address needs to know (the largest genus),
//! and the chunk holds the rest. Its state lives in a store for the visit
//! (`state`), so a check keeps running across a tab switch; the range
//! and the bound, which the address holds, and a surface to play go to
//! the app's contexts.

mod download;
pub mod limits;
mod rows;
mod state;
mod top;
mod verify;

use crate::split::{use_chunk, Chunk, Load, LoadError, Pending};
use crate::state::{PlayContext, UiContext};
use grundy::catalogue::SeriesPage as SeriesOf;
use grundy::spec::AnyGame;
use yew::prelude::*;

pub use limits::{DEFAULT_VERIFY_N, MAX_N};

/// What the chunk hands the page: the page's body.
type View = fn() -> Html;

/// The page's body, in its chunk.
fn body() -> Html {
    html! { <SeriesBody /> }
}

#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(series, fallible))]
fn entry() -> Result<View, LoadError> {
    Ok(body)
}

thread_local! {
    static CHUNK: Chunk<View> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}

/// Whether the G-series page beside `game` is the surfaces' series (else
/// it is the heap games' page, which says so of a game without a series),
/// as the game's entry in the catalogue says. A game in misère play goes
/// with its normal-play twin. (static/modules.js fetches the page's chunk
/// early by the same rule.)
pub fn shows_surfaces(game: &AnyGame) -> bool {
    game.entry().series == Some(SeriesOf::Surfaces)
}

/// The G-series page: the surfaces' series, a game's own page (drawn by
/// its face once its code is here), or a heap game's.
#[component]
pub fn SeriesPage() -> Html {
    let play = use_context::<PlayContext>().expect("SeriesPage is inside the app context");
    let game = play.table().game().clone();
    if shows_surfaces(&game) {
        return html! { <SurfaceSeries /> };
    }
    if game.entry().series == Some(SeriesOf::Own) && !grundy::Game::misere(&game) {
        let own = crate::games::played::view::shown_at(play.table()).and_then(|s| s.series());
        return html! {
            <main class="page">
                if let Some(own) = own {
                    {own}
                } else {
                    <crate::games::played::view::Gate />
                }
            </main>
        };
    }
    // A heap game's bounds and proofs are its engine's: the page waits for
    // its family's code.
    if !game.engine().ready() {
        return html! {
            <main class="page"><crate::games::played::view::Gate /></main>
        };
    }
    html! { <super::heap_series::HeapSeries {game} /> }
}

/// The surfaces' G-series page: its frame, and its body once the chunk
/// is here.
#[component]
fn SurfaceSeries() -> Html {
    let body = match use_chunk(&CHUNK) {
        Load::Ready(body) => body(),
        _ => html! { <Pending<View> chunk={&CHUNK} /> },
    };
    html! {
        <main class="page">
            <section class="view series-view" aria-labelledby="view-title">{body}</section>
        </main>
    }
}

/// The page's body: the range's form, both series' rows, and the check.
#[component]
fn SeriesBody() -> Html {
    let ui = use_context::<UiContext>().expect("SeriesBody is inside the app context");
    // A bound the address names anew (a reload, a shared link) runs.
    let verify = ui.verify;
    use_effect_with(verify, |verify| state::follow(*verify));
    html! {
        <>
            <top::RangeForm n={ui.series_n} />
            <div class="series-rows"><rows::Rows n={ui.series_n} /></div>
            <verify::VerifyPanel bound={verify.unwrap_or(DEFAULT_VERIFY_N)} />
        </>
    }
}
