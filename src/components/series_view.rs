//! The The G-series page.

use yew::prelude::*;

/// The The G-series page.
#[component]
pub fn SeriesView() -> Html {
    html! {
        <section class="view" aria-labelledby="view-title">
            <h2 id="view-title">{"The G-series"}</h2>
        </section>
    }
}
