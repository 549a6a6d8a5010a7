//! Heap games in the browser: heaps drawn as rows of counters (in Nim, a
//! click on a counter takes it and every counter after it), and the Nim
//! primer.

pub mod primer;

use crate::markup::Markup;
use crate::state::play::Table;
use crate::text::with_separators;
use grundy::games::heap::Rect;
use grundy::nim::NimMove;
use grundy::spec::{AnyGame, AnyMove};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Counters drawn per heap; a larger heap shows the rest as a count.
pub const MAX_DOTS: u64 = 100;

/// The heap's size after `preview`, when it acts on heap `index`.
fn previewed(preview: Option<&AnyMove>, index: usize) -> Option<u64> {
    match preview {
        Some(AnyMove::Nim(m)) if m.heap == index => Some(m.to),
        Some(AnyMove::Octal(m)) if m.heap == index => Some(m.leaves.iter().sum()),
        Some(AnyMove::Heap(m)) if m.heap == index => Some(m.leaves.iter().sum()),
        _ => None,
    }
}

/// Heap `index` as a row of counters. In Nim each counter is a target: a
/// click leaves the heap at that counter's place ([`clicked`] reads it),
/// and hovering shows the counters that would go. The same moves are in
/// the move list, for the keyboard; the counters themselves are a picture
/// to assistive technology.
pub fn picture(
    table: &Table,
    heaps: &[u64],
    index: usize,
    preview: Option<&AnyMove>,
    large: bool,
) -> Markup {
    let mut m = Markup::new();
    let Some(&size) = heaps.get(index) else {
        return m;
    };
    let clickable = matches!(table.game(), AnyGame::Nim(_)) && !table.session.computer_to_move();
    let drawn = size.min(MAX_DOTS);
    let keep = previewed(preview, index);
    let label = match size {
        0 => "an empty heap".to_string(),
        1 => "a heap of 1 counter".to_string(),
        n => format!("a heap of {} counters", with_separators(u128::from(n))),
    };
    let class = match (large, clickable) {
        (true, true) => "heap-picture large clickable",
        (true, false) => "heap-picture large",
        (false, true) => "heap-picture clickable",
        (false, false) => "heap-picture",
    };
    m.open("figure", &[("class", class)]).open(
        "div",
        &[
            ("class", "counters"),
            ("role", "img"),
            ("aria-label", &label),
        ],
    );
    for k in 0..drawn {
        let taken = keep.is_some_and(|to| k >= to);
        m.el(
            "span",
            &[
                ("class", if taken { "dot taken" } else { "dot" }),
                ("data-to", &k.to_string()),
            ],
            "",
        );
    }
    if size == 0 {
        m.el(
            "span",
            &[("class", "empty-heap"), ("aria-hidden", "true")],
            "empty",
        );
    }
    m.close("div");
    if size > drawn {
        m.el(
            "figcaption",
            &[("class", "small muted")],
            &format!(
                "and {} more counters",
                with_separators(u128::from(size - drawn))
            ),
        );
    }
    m.close("figure");
    m
}

/// Bar `index` of the rectangle game, as its two sides in words.
pub fn bar_picture(bars: &[Rect], index: usize) -> Markup {
    let mut m = Markup::new();
    let Some(r) = bars.get(index) else {
        return m;
    };
    let label = format!("a bar of {} by {}", r.m, r.n);
    m.open("figure", &[("class", "heap-picture")])
        .el(
            "div",
            &[("role", "img"), ("aria-label", &label)],
            &format!(
                "{} × {}",
                with_separators(u128::from(r.m)),
                with_separators(u128::from(r.n))
            ),
        )
        .close("figure");
    m
}

/// The Nim move a click on a counter of heap `index` makes, if the click
/// was on a counter (the event's target carries its place).
pub fn clicked(table: &Table, index: usize, e: &MouseEvent) -> Option<AnyMove> {
    if !matches!(table.game(), AnyGame::Nim(_)) || table.session.computer_to_move() {
        return None;
    }
    let from = *table.position().heaps()?.get(index)?;
    let to = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| t.get_attribute("data-to"))
        .and_then(|v| v.parse::<u64>().ok())
        .filter(|&to| to < from)?;
    Some(AnyMove::Nim(NimMove {
        heap: index,
        from,
        to,
    }))
}
