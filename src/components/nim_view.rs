//! The Nim page.

use yew::prelude::*;

/// The Nim page.
#[component]
pub fn NimView() -> Html {
    html! {
        <section class="view" aria-labelledby="view-title">
            <h2 id="view-title">{"Nim"}</h2>
        </section>
    }
}
