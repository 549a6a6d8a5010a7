//! The surface game in the browser: surfaces drawn as handle and cross-cap
//! diagrams with the curve J of a cut, and the teaching panels.

pub mod face;
pub mod teach;
pub mod variant;

use figures::surface::layout;
use grundy::manifold::{Move, Position};
use grundy::spec::AnyMove;
use grundy::{Cut, Surface};
use maud::{html, Markup, PreEscaped};
use std::rc::Rc;

/// The picture of surface `index`, with the curve of `preview` when it is a
/// cut of that surface (drawn on the cut's mixed form for (d), (f), (h));
/// `compact` for a narrow place (a card, or classroom view's picture).
pub fn picture(position: &Position, index: usize, preview: Option<&Move>, compact: bool) -> Markup {
    let Some(&surface) = position.surfaces().get(index) else {
        return html! {};
    };
    let cut = preview.filter(|c| c.component == index).map(|c| c.cut);
    // The drawing is the figures crate's own SVG.
    html! { (PreEscaped(&*drawn(surface, cut, compact))) }
}

/// How many drawings are kept: a position's distinct surfaces, each plain
/// and with a previewed cut, in both sizes, many times over.
const KEPT: usize = 64;

/// What a drawing shows: a surface, the curve of a cut on it, and the size.
type Drawn = (Surface, Option<Cut>, bool);

thread_local! {
    /// The last drawings made, newest last. Positions repeat their
    /// surfaces (a move changes one card of many), and a drawing depends on
    /// nothing but what it shows, so each is laid out once.
    static DRAWINGS: std::cell::RefCell<Vec<(Drawn, Rc<str>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// The markup of a surface's drawing, from [`DRAWINGS`] when it was drawn
/// lately.
fn drawn(surface: Surface, cut: Option<Cut>, compact: bool) -> Rc<str> {
    let key = (surface, cut, compact);
    DRAWINGS.with_borrow_mut(|kept| {
        if let Some((_, text)) = kept.iter().rev().find(|(k, _)| *k == key) {
            return text.clone();
        }
        let text: Rc<str> = layout(surface, cut.as_ref(), compact).to_html().into();
        if kept.len() == KEPT {
            kept.remove(0);
        }
        kept.push((key, text.clone()));
        text
    })
}

/// A cut as a move of the game on the table.
pub fn cut(mv: Move) -> AnyMove {
    let component = mv.component;
    AnyMove::new(mv, component)
}

/// The Euler characteristic of a surface card.
pub fn card_facts(component: &Position) -> Markup {
    html! {
        @if let [s] = component.surfaces() {
            p.chi { "χ = " (s.euler_characteristic()) }
        }
    }
}
