//! The parts of a sum that are the page's own games, drawn on the sum's
//! board: surfaces as the figures crate draws them, heaps as rows of
//! counters, bars and boxes named by their sides. Display-only.

use crate::display::raw;
use figures::text::with_separators;
use grundy::games::sum::SumPart;
use grundy::spec::{AnyMove, AnyPosition};
use grundy::Game;
use maud::{html, Markup, PreEscaped};
use yew::Html;

/// Counters drawn per heap; the rest are counted.
const MAX_DOTS: u64 = 40;

/// A heap as a row of counters, with the counters a previewed move takes
/// marked.
fn heap(size: u64, keep: Option<u64>) -> Markup {
    let label = match size {
        1 => "a heap of 1 counter".to_string(),
        n => format!("a heap of {} counters", with_separators(u128::from(n))),
    };
    html! {
        span.sum-heap role="img" aria-label=(label) {
            @for k in 0..size.min(MAX_DOTS) {
                span.dot.taken[keep.is_some_and(|to| k >= to)] {}
            }
            @if size > MAX_DOTS {
                span.sum-more { "… " (with_separators(u128::from(size))) }
            }
        }
    }
}

/// Component `index` of a part (its `large` picture when asked).
pub fn part_picture(part: &SumPart, index: usize, preview: Option<&AnyMove>, large: bool) -> Html {
    raw(match &part.position {
        AnyPosition::Surfaces(s) => match s.surfaces().get(index) {
            Some(&surface) => {
                let cut = match preview {
                    Some(AnyMove::Cut(c)) if c.component == index => Some(c.cut),
                    _ => None,
                };
                PreEscaped(figures::surface::layout(surface, cut.as_ref(), !large).to_html())
            }
            None => html! {},
        },
        AnyPosition::Heaps(h) => match h.get(index) {
            Some(&size) => {
                let keep = preview.and_then(|mv| {
                    (part.game.component_of(mv) == index)
                        .then(|| part.game.pieces(mv).split('+').next()?.trim().parse().ok())
                        .flatten()
                });
                html! { figure.heap-picture.sum-part-figure { (heap(size, keep)) } }
            }
            None => html! {},
        },
        AnyPosition::Boxes(b) => html! {
            @if let Some(b) = b.get(index) {
                p.sum-bar { "a box of " (b.to_string().replace('x', " × ")) " cubes" }
            }
        },
        AnyPosition::Rectangles(r) => html! {
            @if let Some(bar) = r.get(index) {
                p.sum-bar { "a bar of " (bar.m) " × " (bar.n) " squares" }
            }
        },
        AnyPosition::Dyn(_) => html! {},
    })
}
