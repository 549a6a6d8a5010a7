//! The G-series page of a heap game. The content module runs it
//! ([`crate::content::heap_page`]); this component shows its markup and
//! hands over what a person does.

use super::listeners;
use crate::content::pages::PageName;
use crate::content::Request;
use crate::lazy::lazy;
use crate::state::UiContext;
use grundy::spec::AnyGame;
use grundy::Game;
use yew::prelude::*;

/// Properties of [`HeapSeries`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The heap game.
    pub game: AnyGame,
}

/// The G-series page of a heap game.
#[component]
pub fn HeapSeries(props: &Props) -> Html {
    let ui = use_context::<UiContext>().expect("HeapSeries is inside the app context");
    let on = listeners(&ui, PageName::HeapSeries);
    let game = props.game.spec();
    let part = |result: bool| {
        lazy(
            &ui,
            &Request::HeapSeries {
                game: game.clone(),
                result,
            },
        )
    };
    html! {
        <main class="page">
            <section class="view series-view" aria-labelledby="view-title" data-testid="heap-series"
                data-game={game.clone()}
                onclick={on.click} onchange={on.change} oninput={on.input} onsubmit={on.submit}>
                {part(false)}
                {part(true)}
            </section>
        </main>
    }
}
