//! The board: the heaps as rows of counters, a row per heap, each counter
//! a move in Nim's manner where one heap alone may be taken from.

use super::{counters, MAX_ROWS};
use crate::text::{plural, with_separators};
use grundy::games::moore::MooreMove;
use maud::{html, Markup};

/// Distance between neighbouring counters.
const GAP: i64 = 20;
/// A counter's radius.
const R: i64 = 7;
/// Height of one heap's row.
const ROW_H: i64 = 26;
/// Counters drawn per heap on the board; a larger heap gives its count.
const MAX_COUNTERS: u64 = 30;

/// The width `text` takes at the figures' 12-unit font, roughly.
fn text_width(text: &str) -> i64 {
    text.chars().count() as i64 * 7
}

/// The size heap `index` goes to in `mv`, if `mv` takes from it.
fn taken_to(mv: Option<&MooreMove>, index: usize) -> Option<u64> {
    mv?.takes
        .iter()
        .find(|t| t.0 == index)
        .map(|&(_, _, to)| to)
}

/// The move in words: "heap 2 from 5 to 3 and heap 3 from 6 to 3".
fn move_words(mv: &MooreMove) -> String {
    mv.takes
        .iter()
        .map(|&(i, from, to)| format!("heap {} from {from} to {to}", i + 1))
        .collect::<Vec<_>>()
        .join(" and ")
}

/// The smallest of the figure widths (CSS classes) at least `natural`.
fn fit_class(natural: i64) -> &'static str {
    const FITS: [(i64, &str); 6] = [
        (160, "moore-fit-160"),
        (220, "moore-fit-220"),
        (300, "moore-fit-300"),
        (420, "moore-fit-420"),
        (640, "moore-fit-640"),
        (900, "moore-fit-900"),
    ];
    FITS.iter()
        .find(|(w, _)| *w >= natural)
        .map_or("moore-fit-900", |(_, c)| c)
}

/// What a screen reader hears for the figure: the sizes of the first
/// heaps, and the previewed move in words.
fn aria_label(heaps: &[u64], preview: Option<&MooreMove>) -> String {
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

/// The heaps as rows of counters, those a previewed move takes drawn
/// hollow and dashed, each row labelled with its size. With `moves`, a
/// click on a counter takes it and those after it, from that heap alone,
/// as in Nim. The move list and the composer make the same moves from the
/// keyboard, so the counters are not tab stops.
pub(super) fn heaps_figure(heaps: &[u64], preview: Option<&MooreMove>, moves: bool) -> Markup {
    let rows: Vec<usize> = (0..heaps.len())
        .filter(|&i| i < MAX_ROWS || taken_to(preview, i).is_some())
        .collect();
    let labels: Vec<String> = rows
        .iter()
        .map(|&i| match taken_to(preview, i) {
            Some(to) => format!("heap {}: {} → {to}", i + 1, heaps[i]),
            None => format!("heap {}: {}", i + 1, heaps[i]),
        })
        .collect();
    let label_w = labels.iter().map(|l| text_width(l)).max().unwrap_or(0) + 12;
    let tails: Vec<String> = rows
        .iter()
        .map(|&i| {
            let size = heaps[i];
            if size <= MAX_COUNTERS {
                return String::new();
            }
            match taken_to(preview, i) {
                Some(to) => format!(
                    "… {}, {} taken",
                    counters(size),
                    with_separators(u128::from(size - to))
                ),
                None => format!("… {}", counters(size)),
            }
        })
        .collect();
    let widest = rows
        .iter()
        .zip(&tails)
        .map(|(&i, tail)| heaps[i].min(MAX_COUNTERS) as i64 * GAP + text_width(tail) + 8)
        .max()
        .unwrap_or(0);
    let skipped = heaps.len() - rows.len();
    let more = (skipped > 0).then(|| {
        format!(
            "… and {skipped} more {}",
            plural(skipped as u64, "heap", "heaps")
        )
    });
    let w = (label_w + widest).max(more.as_deref().map_or(0, text_width)) + 8;
    let h = (rows.len() + usize::from(more.is_some())).max(1) as i64 * ROW_H + 4;

    html! {
        figure class="moore-figure moore-board" {
            svg class=(format!("moore-svg {}", fit_class(w))) viewBox=(format!("0 0 {w} {h}"))
                width="100%" role="img" aria-label=(aria_label(heaps, preview)) {
                @for (row, ((&i, label), tail)) in rows.iter().zip(&labels).zip(&tails).enumerate() {
                    @let cy = row as i64 * ROW_H + ROW_H / 2 + 2;
                    @let to = taken_to(preview, i);
                    @let shown = heaps[i].min(MAX_COUNTERS);
                    text.moore-label.moore-touched[to.is_some()] x="4" y=(cy + 4) { (label) }
                    // A row of its own, so hovering a counter marks those after it alone.
                    g class=[moves.then_some("moore-row")] {
                        @for c in 0..shown {
                            @let taken = to.is_some_and(|to| c >= to);
                            circle.moore-counter.moore-taken[taken].moore-target[!taken && moves]
                                cx=(label_w + c as i64 * GAP + GAP / 2) cy=(cy) r=(R)
                                data-move=[moves.then(|| format!("{}: {} → {c}", i + 1, heaps[i]))] {}
                        }
                    }
                    @if heaps[i] == 0 {
                        text.moore-tail x=(label_w) y=(cy + 4) { "empty" }
                    }
                    @if !tail.is_empty() {
                        text.moore-tail x=(label_w + shown as i64 * GAP + 4) y=(cy + 4) { (tail) }
                    }
                }
                @if let Some(more) = &more {
                    text.moore-tail x="4" y=(rows.len() as i64 * ROW_H + ROW_H / 2 + 6) { (more) }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::MAX_COUNTERS;
    use crate::engines::reading::attr_values;
    use crate::engines::Shown;
    use grundy::games::moore::Moore;
    use grundy::Game;

    fn g() -> Moore {
        Moore { k: 2, exact: false }
    }

    #[test]
    fn each_counter_of_the_board_takes_it_and_those_after_it_from_its_heap() {
        let heaps = vec![3, 0, 2];
        let board = g().board_markup(&heaps, None, None).into_string();
        let moves = attr_values(&board, "data-move");
        // One per counter: heap 1's three leave 0, 1 or 2; heap 3's two leave 0 or 1.
        assert_eq!(
            moves,
            ["1: 3 → 0", "1: 3 → 1", "1: 3 → 2", "3: 2 → 0", "3: 2 → 1"]
        );
        for text in &moves {
            let mv = g().parse_move(&heaps, text).expect(text);
            assert!(g().moves(&heaps).any(|m| m == mv), "{text}");
        }
    }

    #[test]
    fn a_preview_marks_the_counters_it_takes() {
        let heaps = vec![3, 5, 6];
        let mv = g().parse_move(&heaps, "2: 5 -> 3, 3: 6 -> 3").unwrap();
        let s = g().board_markup(&heaps, Some(&mv), None).into_string();
        assert_eq!(s.matches("moore-counter moore-taken").count(), 2 + 3);
        assert_eq!(s.matches("<circle").count(), 14);
        assert!(s.contains("heap 2: 5 → 3") && s.contains("heap 3: 6 → 3"));
        assert!(s.contains("the move takes heap 2 from 5 to 3 and heap 3 from 6 to 3"));
    }

    #[test]
    fn huge_heaps_are_drawn_up_to_a_limit() {
        let heaps: Vec<u64> = std::iter::once(4000).chain(vec![0; 200]).collect();
        let s = g().board_markup(&heaps, None, None).into_string();
        assert!(s.len() < 12_000, "{}", s.len());
        assert_eq!(s.matches("<circle").count(), MAX_COUNTERS as usize);
        assert!(s.contains("… 4,000 counters"));
        assert!(s.contains("… and 181 more heaps"));
    }
}
