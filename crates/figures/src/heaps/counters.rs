//! A heap as the page draws it: a row of counters in groups of ten, at
//! most [`MAX_DOTS`] of them, the rest counted; and a whole position of
//! heaps, a row each.

use crate::figure::Figure;
use crate::mark::{text_width, Font, Look, Mark};
use crate::text::{plural, with_separators};
use crate::theme::Colour;

/// Counters drawn per heap; a larger heap shows the rest as a count.
pub const MAX_DOTS: u64 = 100;
/// Heaps drawn in a figure of a whole position; the rest are counted.
pub const MAX_HEAPS: usize = 24;
/// A counter's size, as the page's large picture draws it.
const DOT: f64 = 14.0;
/// The space between counters, and the extra space after each ten.
const GAP: f64 = 4.0;
const TEN: f64 = 6.0;
/// Counters on one line of a drawing.
const PER_LINE: u64 = 50;
/// A label's font size.
const LABEL: f64 = 13.0;

/// A heap in words: "an empty heap", "a heap of 1 counter", "a heap of
/// 1,000 counters".
pub fn heap_label(size: u64) -> String {
    match size {
        0 => "an empty heap".to_string(),
        1 => "a heap of 1 counter".to_string(),
        n => format!("a heap of {} counters", with_separators(u128::from(n))),
    }
}

/// What is said of the counters left undrawn, if any are.
pub fn more_counters(size: u64) -> Option<String> {
    (size > MAX_DOTS).then(|| {
        format!(
            "and {} more counters",
            with_separators(u128::from(size - MAX_DOTS))
        )
    })
}

/// The centre of counter `k` (from 0) of a drawn heap.
fn centre(k: u64) -> (f64, f64) {
    let (line, col) = (k / PER_LINE, k % PER_LINE);
    let x = col as f64 * (DOT + GAP) + (col / 10) as f64 * TEN + DOT / 2.0;
    (x, line as f64 * (DOT + GAP) + DOT / 2.0)
}

/// A heap of `size` as marks from (0, 0): its counters, "empty" for an
/// empty heap, and the count of those undrawn. Returns the marks and
/// their size.
pub fn heap_marks(size: u64) -> (Vec<Mark>, f64, f64) {
    let drawn = size.min(MAX_DOTS);
    let mut marks: Vec<Mark> = (0..drawn)
        .map(|k| {
            let (x, y) = centre(k);
            Mark::circle(x, y, DOT / 2.0, Look::fill(Colour::Accent))
        })
        .collect();
    let lines = drawn.div_ceil(PER_LINE).max(1);
    let mut width = match drawn {
        0 => 0.0,
        n => centre(n.min(PER_LINE) - 1).0 + DOT / 2.0,
    };
    let mut height = lines as f64 * (DOT + GAP) - GAP;
    let quiet = Look::text(Colour::Muted, Font::Sans, LABEL).anchored("start");
    if size == 0 {
        marks.push(Mark::text(0.0, DOT - 2.0, "empty", quiet));
        width = text_width("empty", LABEL);
    }
    if let Some(more) = more_counters(size) {
        marks.push(Mark::text(0.0, height + LABEL + 4.0, &more, quiet));
        width = width.max(text_width(&more, LABEL));
        height += LABEL + 8.0;
    }
    (marks, width, height)
}

/// One heap of the game `name`, drawn as the page's picture of it.
pub fn heap_figure(name: &str, size: u64) -> Figure {
    let (marks, width, height) = heap_marks(size);
    Figure {
        width,
        height,
        title: format!("{name}: {}", with_separators(u128::from(size))),
        desc: format!("{name}: {}", heap_label(size)),
        marks,
    }
}

/// A position of the game `name`: a row per heap, each labelled with its
/// number and size; past [`MAX_HEAPS`] the rest are counted.
pub fn heaps_figure(name: &str, heaps: &[u64]) -> Figure {
    let shown = &heaps[..heaps.len().min(MAX_HEAPS)];
    let labels: Vec<String> = shown
        .iter()
        .enumerate()
        .map(|(i, &h)| format!("heap {}: {}", i + 1, with_separators(u128::from(h))))
        .collect();
    let left = labels
        .iter()
        .map(|l| text_width(l, LABEL))
        .fold(0.0, f64::max)
        + 12.0;
    let (mut marks, mut y, mut width) = (Vec::new(), 0.0, 0.0f64);
    let label = Look::text(Colour::Muted, Font::Sans, LABEL).anchored("start");
    for (&size, text) in shown.iter().zip(&labels) {
        let (row, w, h) = heap_marks(size);
        marks.push(Mark::text(0.0, y + DOT / 2.0 + LABEL * 0.35, text, label));
        marks.push(Mark::moved(left, y, row));
        width = width.max(left + w);
        y += h + 10.0;
    }
    let rest = heaps.len() - shown.len();
    if rest > 0 {
        let more = crate::text::and_more(rest as u64, "heap", "heaps");
        marks.push(Mark::text(0.0, y + LABEL, &more, label.italic()));
        width = width.max(text_width(&more, LABEL));
        y += LABEL + 14.0;
    }
    let sizes = crate::text::joined(
        heaps.iter().map(|&h| with_separators(u128::from(h))),
        MAX_HEAPS,
    );
    Figure {
        width,
        height: (y - 10.0).max(DOT),
        title: format!("{name}: {sizes}"),
        desc: format!(
            "{name}: {} {}, {sizes}",
            with_separators(heaps.len() as u128),
            plural(heaps.len() as u64, "heap", "heaps")
        ),
        marks,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn circles(marks: &[Mark]) -> usize {
        marks
            .iter()
            .map(|m| match m {
                Mark::Circle { .. } => 1,
                Mark::Group { marks, .. } => circles(marks),
                _ => 0,
            })
            .sum()
    }

    #[test]
    fn a_heap_is_drawn_one_counter_each() {
        let f = heap_figure("Lasker's Nim", 7);
        assert_eq!(circles(&f.marks), 7);
        assert_eq!(f.desc, "Lasker's Nim: a heap of 7 counters");
    }

    #[test]
    fn a_large_heap_draws_a_hundred_and_counts_the_rest() {
        let f = heap_figure("Nim", 1_000_000);
        assert_eq!(circles(&f.marks), 100);
        assert!(f.words().contains(&"and 999,900 more counters"));
    }

    #[test]
    fn counters_come_in_groups_of_ten() {
        let gap = |k: u64| centre(k + 1).0 - centre(k).0;
        assert_eq!(gap(8), DOT + GAP);
        assert_eq!(gap(9), DOT + GAP + TEN);
    }

    #[test]
    fn many_heaps_draw_a_few_rows_and_count_the_rest() {
        let f = heaps_figure("Nim", &[3; 10_000]);
        assert_eq!(circles(&f.marks), 3 * MAX_HEAPS);
        assert!(f.words().contains(&"… and 9,976 more heaps"));
        assert!(f.title.ends_with("(10,000 in all)"));
    }
}
