//! The Surface builder page.

use yew::prelude::*;

/// The Surface builder page.
#[component]
pub fn BuilderView() -> Html {
    html! {
        <section class="view" aria-labelledby="view-title">
            <h2 id="view-title">{"Surface builder"}</h2>
        </section>
    }
}
