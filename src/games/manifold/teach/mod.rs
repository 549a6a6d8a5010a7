//! The surface game's teaching panels: why the selected surface has its
//! value, the nim-sum of the position in powers of two, and how long the
//! game can still last.

pub mod length;
pub mod nim_sum;
pub mod why_value;

use crate::state::{PlayContext, UiContext};
use yew::prelude::*;

/// The three panels, under the play area.
#[component]
pub fn Teaching() -> Html {
    let state = use_context::<PlayContext>().expect("Teaching is inside the app context");
    let ui = use_context::<UiContext>().expect("Teaching is inside the app context");
    html! {
        <div class="teaching">
            {why_value::why_value(&state)}
            {nim_sum::nim_sum(&state, &ui)}
            {length::length(&state, &ui)}
        </div>
    }
}
