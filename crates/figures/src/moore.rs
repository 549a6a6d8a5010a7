//! Moore's Nim_k as the board draws it: a row of counters per heap, each
//! row labelled with its heap and size, at most [`MAX_COUNTERS`] counters
//! a row and [`MAX_ROWS`] rows, the rest counted; a previewed move's
//! counters marked as taken.

use crate::figure::Figure;
use crate::mark::{Font, Look, Mark};
use crate::text::{plural, with_separators};
use crate::theme::Colour;
use grundy::games::moore::{Moore, MooreMove};
use grundy::Game;

/// Distance between neighbouring counters.
pub const GAP: i64 = 20;
/// A counter's radius.
pub const R: i64 = 7;
/// Height of one heap's row.
pub const ROW_H: i64 = 26;
/// Counters drawn per heap; a larger heap gives its count.
pub const MAX_COUNTERS: u64 = 30;
/// Heaps drawn (and listed in the page's tables); a move's heaps are drawn
/// as well.
pub const MAX_ROWS: usize = 20;

/// The width `text` takes at the figures' 12-unit font, roughly.
fn text_width(text: &str) -> i64 {
    text.chars().count() as i64 * 7
}

/// "4,000 counters".
pub fn counters(n: u64) -> String {
    format!(
        "{} {}",
        with_separators(u128::from(n)),
        plural(n, "counter", "counters")
    )
}

/// The size heap `index` goes to in `mv`, if `mv` takes from it.
pub fn taken_to(mv: Option<&MooreMove>, index: usize) -> Option<u64> {
    mv?.takes
        .iter()
        .find(|t| t.0 == index)
        .map(|&(_, _, to)| to)
}

/// The move in words: "heap 2 from 5 to 3 and heap 3 from 6 to 3".
pub fn move_words(mv: &MooreMove) -> String {
    mv.takes
        .iter()
        .map(|&(i, from, to)| format!("heap {} from {from} to {to}", i + 1))
        .collect::<Vec<_>>()
        .join(" and ")
}

/// The heaps in words: the sizes of the first, and the previewed move.
pub fn heaps_label(heaps: &[u64], preview: Option<&MooreMove>) -> String {
    let mut sizes: Vec<String> = heaps
        .iter()
        .take(MAX_ROWS)
        .map(|h| with_separators(u128::from(*h)))
        .collect();
    if heaps.len() > MAX_ROWS {
        sizes.push(format!("and {} more", heaps.len() - MAX_ROWS));
    }
    let mut label = format!(
        "{} {}: {}",
        heaps.len(),
        plural(heaps.len() as u64, "heap", "heaps"),
        sizes.join(", ")
    );
    if let Some(mv) = preview {
        label.push_str(&format!("; the move takes {}", move_words(mv)));
    }
    label
}

/// One heap's row.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The heap's index.
    pub i: usize,
    /// The row's centre line.
    pub cy: i64,
    /// Its label: "heap 2: 5", "heap 2: 5 → 3".
    pub label: String,
    /// The words after the counters drawn, for a heap larger than
    /// [`MAX_COUNTERS`]; empty otherwise.
    pub tail: String,
    /// The counters drawn.
    pub shown: u64,
    /// The size a previewed move leaves the heap.
    pub to: Option<u64>,
}

/// The heaps laid out in rows.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// The rows drawn.
    pub rows: Vec<Row>,
    /// Where the counters start, right of the labels.
    pub left: i64,
    /// The drawing's width.
    pub w: i64,
    /// Its height.
    pub h: i64,
    /// The heaps not drawn, counted, and where that is written.
    pub more: Option<((i64, i64), String)>,
}

impl Layout {
    /// The rows of `heaps`, with `preview`'s heaps drawn whatever their
    /// place.
    pub fn new(heaps: &[u64], preview: Option<&MooreMove>) -> Layout {
        let shown: Vec<usize> = (0..heaps.len())
            .filter(|&i| i < MAX_ROWS || taken_to(preview, i).is_some())
            .collect();
        let labels: Vec<String> = shown
            .iter()
            .map(|&i| match taken_to(preview, i) {
                Some(to) => format!("heap {}: {} → {to}", i + 1, heaps[i]),
                None => format!("heap {}: {}", i + 1, heaps[i]),
            })
            .collect();
        let left = labels.iter().map(|l| text_width(l)).max().unwrap_or(0) + 12;
        let rows: Vec<Row> = shown
            .iter()
            .zip(labels)
            .enumerate()
            .map(|(at, (&i, label))| {
                let size = heaps[i];
                let to = taken_to(preview, i);
                let tail = match to {
                    _ if size <= MAX_COUNTERS => String::new(),
                    Some(to) => format!(
                        "… {}, {} taken",
                        counters(size),
                        with_separators(u128::from(size - to))
                    ),
                    None => format!("… {}", counters(size)),
                };
                Row {
                    i,
                    cy: at as i64 * ROW_H + ROW_H / 2 + 2,
                    label,
                    tail,
                    shown: size.min(MAX_COUNTERS),
                    to,
                }
            })
            .collect();
        let widest = rows
            .iter()
            .map(|r| r.shown as i64 * GAP + text_width(&r.tail) + 8)
            .max()
            .unwrap_or(0);
        let skipped = heaps.len() - rows.len();
        let more = (skipped > 0).then(|| {
            let y = rows.len() as i64 * ROW_H + ROW_H / 2 + 6;
            let words = format!(
                "… and {skipped} more {}",
                plural(skipped as u64, "heap", "heaps")
            );
            ((4, y), words)
        });
        let w = (left + widest).max(more.as_ref().map_or(0, |(_, m)| text_width(m))) + 8;
        let h = (rows.len() + usize::from(more.is_some())).max(1) as i64 * ROW_H + 4;
        Layout {
            rows,
            left,
            w,
            h,
            more,
        }
    }

    /// The centre of counter `c` of `row`.
    pub fn centre(&self, row: &Row, c: u64) -> (i64, i64) {
        (self.left + c as i64 * GAP + GAP / 2, row.cy)
    }

    /// Where a row's label starts.
    pub fn label_at(row: &Row) -> (i64, i64) {
        (4, row.cy + 4)
    }

    /// Where "empty" is written on an empty heap's row.
    pub fn empty_at(&self, row: &Row) -> (i64, i64) {
        (self.left, row.cy + 4)
    }

    /// Where a row's tail starts.
    pub fn tail_at(&self, row: &Row) -> (i64, i64) {
        (self.left + row.shown as i64 * GAP + 4, row.cy + 4)
    }
}

/// The heaps of `game` as the board draws them with no move shown.
pub fn moore_figure(game: &Moore, heaps: &[u64]) -> Figure {
    let l = Layout::new(heaps, None);
    let f = |v: i64| v as f64;
    let label = Look::text(Colour::Muted, Font::Sans, 12.0).anchored("start");
    let mut marks = Vec::new();
    for row in &l.rows {
        let (x, y) = Layout::label_at(row);
        marks.push(Mark::text(f(x), f(y), &row.label, label));
        for c in 0..row.shown {
            let (cx, cy) = l.centre(row, c);
            marks.push(Mark::circle(f(cx), f(cy), f(R), Look::fill(Colour::Text)));
        }
        if heaps[row.i] == 0 {
            let (x, y) = l.empty_at(row);
            marks.push(Mark::text(f(x), f(y), "empty", label.italic()));
        }
        if !row.tail.is_empty() {
            let (x, y) = l.tail_at(row);
            marks.push(Mark::text(f(x), f(y), &row.tail, label.italic()));
        }
    }
    if let Some(((x, y), words)) = &l.more {
        marks.push(Mark::text(f(*x), f(*y), words, label.italic()));
    }
    Figure {
        width: f(l.w),
        height: f(l.h),
        title: format!(
            "{}: {}",
            game.name(),
            crate::text::joined(heaps.iter().map(|h| h.to_string()), MAX_ROWS)
        ),
        desc: format!("{}: {}", game.name(), heaps_label(heaps, None)),
        marks,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn circles(f: &Figure) -> usize {
        f.marks
            .iter()
            .filter(|m| matches!(m, Mark::Circle { .. }))
            .count()
    }

    #[test]
    fn each_heap_is_a_row_of_its_counters() {
        let game = Moore { k: 2, exact: false };
        let f = moore_figure(&game, &[3, 5, 6]);
        assert_eq!(circles(&f), 14);
        assert!(f.words().contains(&"heap 3: 6"));
    }

    #[test]
    fn a_large_heap_draws_thirty_and_many_heaps_draw_twenty() {
        let game = Moore { k: 2, exact: false };
        let f = moore_figure(&game, &[1_000; 25]);
        assert_eq!(circles(&f), 20 * 30);
        assert!(f.words().contains(&"… 1,000 counters"));
        assert!(f.words().contains(&"… and 5 more heaps"));
    }

    #[test]
    fn a_previewed_move_draws_its_heap_past_the_rows() {
        let heaps = vec![2; 30];
        let mv = MooreMove::new(&heaps, vec![(25, 2, 0)]);
        let l = Layout::new(&heaps, Some(&mv));
        assert_eq!(l.rows.len(), 21);
        assert_eq!(l.rows[20].label, "heap 26: 2 → 0");
    }
}
