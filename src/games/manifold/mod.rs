//! The surface game in the browser: surfaces drawn as handle and cross-cap
//! diagrams with the curve J of a cut, and the teaching panels.

pub mod diagram;
pub mod picture;
pub mod teach;

use grundy::manifold::Position;
use grundy::spec::AnyMove;
use picture::SurfaceDiagram;
use yew::prelude::*;

/// The picture of surface `index`, with the curve of `preview` when it is a
/// cut of that surface (drawn on the cut's mixed form for (d), (f), (h)).
pub fn picture(
    position: &Position,
    index: usize,
    preview: Option<&AnyMove>,
    large: bool,
    compact: bool,
) -> Html {
    let Some(&surface) = position.surfaces().get(index) else {
        return Html::default();
    };
    let cut = match preview {
        Some(AnyMove::Cut(m)) if m.component == index => Some(m.cut),
        _ => None,
    };
    html! { <SurfaceDiagram {surface} {cut} compact={compact && !large} /> }
}

/// The Euler characteristic of a surface card.
pub fn card_facts(component: &Position) -> Html {
    match component.surfaces() {
        [s] => html! { <p class="chi">{format!("χ = {}", s.euler_characteristic())}</p> },
        _ => Html::default(),
    }
}
