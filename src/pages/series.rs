//! The G-series page: `G(og)` and `G(ng)` by the closed forms of Theorems
//! 2.3 and 2.4, and a brute-force check of the closed forms in a Web
//! Worker, with progress and Cancel.
//!
//! The content module runs the page ([`crate::content::series_page`]): its
//! state, the check's worker and its markup; the check lives there for the
//! visit, so it keeps running across a tab switch. This component shows the
//! markup and hands over what a person does; the range and the bound, which
//! the address holds, and a surface to play come back as effects.

use super::listeners_playing;
use crate::content::pages::PageName;
use crate::content::series_page::SeriesPart;
use crate::content::Request;
use crate::lazy::{lazy, ready};
use crate::state::{PlayContext, UiContext};
use grundy::spec::AnyGame;
use yew::prelude::*;

/// The G-series page.
#[component]
pub fn SeriesPage() -> Html {
    let ui = use_context::<UiContext>().expect("SeriesPage is inside the app context");
    let play = use_context::<PlayContext>().expect("SeriesPage is inside the app context");
    let game = play.table().game().clone();
    // A heap game has its own series; Nim's is G(n) = n, and its tab is the
    // primer, so beside it this page stays the surfaces' series.
    if !matches!(
        game,
        AnyGame::Manifold(_) | AnyGame::Lab(_) | AnyGame::Nim(_)
    ) {
        return html! { <super::heap_series::HeapSeries {game} /> };
    }
    let on = listeners_playing(&ui, &play, PageName::Series);
    let (n, verify) = (ui.series_n, ui.verify);
    let part = |part: SeriesPart| lazy(&ui, &Request::Series { n, verify, part });
    html! {
        <main class="page">
        <section class="view series-view" aria-labelledby="view-title"
            onclick={on.click} oninput={on.input} onsubmit={on.submit}>
            // Until the module is here, the first part alone says so.
            {part(SeriesPart::Top)}
            if ready() {
                <div class="series-rows">{part(SeriesPart::Rows)}</div>
                <section class="panel verify" aria-labelledby="verify-title" data-testid="verify">
                    {part(SeriesPart::VerifyForm)}
                    {part(SeriesPart::Progress)}
                    // The live region stays while the verdict in it is drawn anew.
                    <div role="status">{part(SeriesPart::Verdict)}</div>
                </section>
            }
        </section>
        </main>
    }
}
