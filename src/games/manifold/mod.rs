//! The surface game in the browser: surfaces drawn as handle and cross-cap
//! diagrams with the curve J of a cut, and the teaching panels.

pub mod diagram;
pub mod picture;
pub mod teach;

use crate::markup::Markup;
use diagram::layout;
use grundy::manifold::Position;
use grundy::spec::AnyMove;

/// The picture of surface `index`, with the curve of `preview` when it is a
/// cut of that surface (drawn on the cut's mixed form for (d), (f), (h));
/// `compact` for a narrow place (a card, or classroom view's picture).
pub fn picture(
    position: &Position,
    index: usize,
    preview: Option<&AnyMove>,
    compact: bool,
) -> Markup {
    let mut m = Markup::new();
    if let Some(&surface) = position.surfaces().get(index) {
        let cut = match preview {
            Some(AnyMove::Cut(c)) if c.component == index => Some(c.cut),
            _ => None,
        };
        m.trusted(&layout(surface, cut.as_ref(), compact).to_html());
    }
    m
}

/// The Euler characteristic of a surface card.
pub fn card_facts(component: &Position, m: &mut Markup) {
    if let [s] = component.surfaces() {
        m.el(
            "p",
            &[("class", "chi")],
            &format!("χ = {}", s.euler_characteristic()),
        );
    }
}
