//! Heap games in the browser: heaps drawn as rows of counters (in Nim, a
//! click on a counter takes it and every counter after it), and the Nim
//! primer.

pub mod boxes;
pub mod primer;

use crate::markup::{Builder as _, Markup};
use crate::state::play::Table;
use crate::text::with_separators;
use grundy::games::heap::{Rect, RectMove};
use grundy::spec::AnyMove;
use grundy::Game;
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
    let clickable = !table.session.computer_to_move();
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

/// Squares drawn along a side; a longer bar is drawn without its lines.
const MAX_GRID: u64 = 40;

/// Bar `index` of the rectangle game as a grid of squares whose scores
/// can be clicked: each line that breaks the bar into pieces differing by
/// at least `d` carries the break (`data-cut`, read by [`clicked_bar`]).
pub fn bar_picture(bars: &[Rect], index: usize, live: bool, d: u64) -> Markup {
    let mut m = Markup::new();
    let Some(r) = bars.get(index) else {
        return m;
    };
    let label = format!("a bar of {} by {} squares", r.m, r.n);
    let grid = r.m <= MAX_GRID && r.n <= MAX_GRID;
    let (rows, cols) = if grid {
        (r.m, r.n)
    } else {
        (r.m.min(MAX_GRID), r.n.min(MAX_GRID))
    };
    let cell = (320 / rows.max(cols)).clamp(6, 28);
    let (w, h) = (cols * cell, rows * cell);
    m.open("figure", &[("class", "heap-picture bar-picture")]);
    m.open(
        "svg",
        &[
            ("viewBox", &format!("-4 -4 {} {}", w + 8, h + 8)),
            ("width", &(w + 8).to_string()),
            ("height", &(h + 8).to_string()),
            ("role", "img"),
            ("aria-label", &label),
        ],
    );
    m.el(
        "rect",
        &[
            ("class", "bar"),
            ("width", &w.to_string()),
            ("height", &h.to_string()),
        ],
        "",
    );
    if grid {
        let line =
            |m: &mut Markup, cut: String, x1: u64, y1: u64, x2: u64, y2: u64, breaks: bool| {
                let class = if breaks && live {
                    "score breaks"
                } else {
                    "score"
                };
                let mut attrs = vec![
                    ("class", class.to_string()),
                    ("x1", x1.to_string()),
                    ("y1", y1.to_string()),
                    ("x2", x2.to_string()),
                    ("y2", y2.to_string()),
                ];
                if breaks && live {
                    attrs.push(("data-cut", cut));
                }
                let attrs: Vec<(&str, &str)> =
                    attrs.iter().map(|(k, v)| (*k, v.as_str())).collect();
                m.el("line", &attrs, "");
            };
        for b in 1..r.n {
            line(
                &mut m,
                format!("n:{b}"),
                b * cell,
                0,
                b * cell,
                h,
                r.n.abs_diff(2 * b) >= d,
            );
        }
        for a in 1..r.m {
            line(
                &mut m,
                format!("m:{a}"),
                0,
                a * cell,
                w,
                a * cell,
                r.m.abs_diff(2 * a) >= d,
            );
        }
    }
    m.close("svg");
    m.el(
        "figcaption",
        &[("class", "small muted")],
        &if grid {
            format!(
                "{} × {}: click a score line to break the bar there",
                r.m, r.n
            )
        } else {
            format!(
                "{} × {}: too many squares to draw one by one; choose a break from the list",
                with_separators(u128::from(r.m)),
                with_separators(u128::from(r.n))
            )
        },
    );
    m.close("figure");
    m
}

/// The break a click on a score line of bar `index` makes.
pub fn clicked_bar(table: &Table, index: usize, e: &MouseEvent) -> Option<AnyMove> {
    if table.session.computer_to_move() {
        return None;
    }
    let from = *table.position().rectangles()?.get(index)?;
    let cut = target_attr(e, "data-cut")?;
    let (side, at) = cut.split_once(':')?;
    let at: u64 = at.parse().ok()?;
    let leaves = match side {
        "n" => [
            Rect {
                m: from.m,
                n: at.min(from.n - at),
            },
            Rect {
                m: from.m,
                n: at.max(from.n - at),
            },
        ],
        _ => [
            Rect {
                m: at.min(from.m - at),
                n: from.n,
            },
            Rect {
                m: at.max(from.m - at),
                n: from.n,
            },
        ],
    };
    Some(AnyMove::Rect(RectMove {
        piece: index,
        from,
        leaves,
    }))
}

pub(crate) fn target_attr(e: &MouseEvent, name: &str) -> Option<String> {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| t.get_attribute(name))
}

/// The move a click on a counter of heap `index` makes: leave the heap
/// at that counter's place (take the rest); where the game cannot, split
/// it there.
pub fn clicked(table: &Table, index: usize, e: &MouseEvent) -> Option<AnyMove> {
    if table.session.computer_to_move() {
        return None;
    }
    let from = *table.position().heaps()?.get(index)?;
    let to = target_attr(e, "data-to")?
        .parse::<u64>()
        .ok()
        .filter(|&to| to < from)?;
    let (game, position) = (table.game(), table.position());
    game.move_for(position, index, "t", to)
        .or_else(|| game.move_for(position, index, "s", to.min(from - to)))
        .or_else(|| game.move_for(position, index, "s", to.min(from - to - 1)))
}
