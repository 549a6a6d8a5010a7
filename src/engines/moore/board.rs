//! The board: the heaps as rows of counters, a row per heap, each counter
//! a move in Nim's manner where one heap alone may be taken from.

use super::{counters, MAX_ROWS};
use crate::engines::protocol::{Block, Button, Figure, ModuleView, Part, Svg, Target, ViewAction};
use crate::text::{plural, with_separators};
use grundy::games::moore::MooreMove;
use maud::html;

/// Distance between neighbouring counters.
const GAP: i64 = 20;
/// A counter's radius.
const R: i64 = 7;
/// The radius of the transparent circle a click or a tap on a counter
/// lands in: 24 units across, 24 CSS px at the figure's full size. The
/// circles of neighbouring counters, [`GAP`] apart, overlap a little, and
/// the later drawn takes the overlap.
const HIT: i64 = 12;
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

/// What a counter says it does: "Heap 2: take down to 4 counters".
fn counter_label(heap: usize, size: u64, to: u64) -> String {
    match (to, size) {
        (0, 1) => format!("Heap {}: take its counter", heap + 1),
        (0, _) => format!("Heap {}: take all {}", heap + 1, counters(size)),
        _ => format!("Heap {}: take down to {}", heap + 1, counters(to)),
    }
}

/// Counter `c` of heap `i` (of `size` counters), centred at `cx`, `cy`.
/// With `moves` it is a button that takes it and those after it, from
/// that heap alone, as in Nim; a transparent circle around it takes the
/// click or the tap.
fn counter(i: usize, size: u64, c: u64, (cx, cy): (i64, i64), taken: bool, moves: bool) -> Part {
    let drawn = html! {
        circle.moore-counter.moore-taken[taken].moore-target[!taken && moves]
            cx=(cx) cy=(cy) r=(R) {}
    };
    if !moves {
        return Part::Markup(drawn.into_string());
    }
    let inner = html! {
        circle.moore-hit cx=(cx) cy=(cy) r=(HIT) {}
        (drawn)
    };
    let button = Button::new(
        "",
        "moore-pick",
        ViewAction::Play(format!("{}: {size} → {c}", i + 1)),
    )
    .labelled(counter_label(i, size, c));
    Target::group(button, inner.into_string())
}

/// The heaps as rows of counters, those a previewed move takes drawn
/// hollow and dashed, each row labelled with its size. With `moves`, each
/// counter is a button that takes it and those after it, from that heap
/// alone, as in Nim, and the figure is a group of them.
pub(super) fn heaps_figure(heaps: &[u64], preview: Option<&MooreMove>, moves: bool) -> ModuleView {
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

    let mut parts = Vec::new();
    for (row, ((&i, label), tail)) in rows.iter().zip(&labels).zip(&tails).enumerate() {
        let cy = row as i64 * ROW_H + ROW_H / 2 + 2;
        let to = taken_to(preview, i);
        let shown = heaps[i].min(MAX_COUNTERS);
        let head = html! {
            text.moore-label.moore-touched[to.is_some()] x="4" y=(cy + 4) { (label) }
        };
        parts.push(Part::Markup(head.into_string()));
        // A row of its own, so hovering a counter marks those after it alone.
        let row_parts = (0..shown)
            .map(|c| {
                let taken = to.is_some_and(|to| c >= to);
                let cx = label_w + c as i64 * GAP + GAP / 2;
                counter(i, heaps[i], c, (cx, cy), taken, moves)
            })
            .collect();
        parts.push(Part::Group {
            class: if moves { "moore-row" } else { "" }.to_string(),
            transform: None,
            parts: row_parts,
        });
        let after = html! {
            @if heaps[i] == 0 {
                text.moore-tail x=(label_w) y=(cy + 4) { "empty" }
            }
            @if !tail.is_empty() {
                text.moore-tail x=(label_w + shown as i64 * GAP + 4) y=(cy + 4) { (tail) }
            }
        }
        .into_string();
        if !after.is_empty() {
            parts.push(Part::Markup(after));
        }
    }
    if let Some(more) = &more {
        let y = rows.len() as i64 * ROW_H + ROW_H / 2 + 6;
        let more = html! { text.moore-tail x="4" y=(y) { (more) } };
        parts.push(Part::Markup(more.into_string()));
    }
    let clickable = moves && rows.iter().any(|&i| heaps[i] > 0);
    let figure = Figure {
        class: "moore-figure moore-board".to_string(),
        svg: Svg {
            class: format!("moore-svg {}", fit_class(w)),
            view_box: format!("0 0 {w} {h}"),
            aspect: "xMidYMid meet".to_string(),
            role: if clickable { "group" } else { "img" }.to_string(),
            label: aria_label(heaps, preview),
            size: None,
        },
        parts,
        caption: None,
    };
    ModuleView {
        blocks: vec![Block::Figure(figure)],
    }
}

#[cfg(test)]
mod tests {
    use super::{HIT, MAX_COUNTERS};
    use crate::engines::protocol::Part;
    use crate::engines::Shown;
    use grundy::games::moore::Moore;
    use grundy::Game;

    fn g() -> Moore {
        Moore { k: 2, exact: false }
    }

    /// The counters drawn, each once.
    fn counters(markup: &str) -> usize {
        markup.matches("<circle class=\"moore-counter").count()
    }

    #[test]
    fn each_counter_of_the_board_takes_it_and_those_after_it_from_its_heap() {
        let heaps = vec![3, 0, 2];
        let view = g().board(&heaps, None, None);
        let moves = view.plays();
        // One per counter: heap 1's three leave 0, 1 or 2; heap 3's two leave 0 or 1.
        assert_eq!(
            moves,
            ["1: 3 → 0", "1: 3 → 1", "1: 3 → 2", "3: 2 → 0", "3: 2 → 1"]
        );
        for text in &moves {
            let mv = g().parse_move(&heaps, text).expect(text);
            assert!(g().moves(&heaps).any(|m| m == mv), "{text}");
        }
        // Each is a button named by what it does, in a group.
        let labels: Vec<_> = view.buttons().iter().map(|b| b.label.clone()).collect();
        assert_eq!(
            labels,
            [
                "Heap 1: take all 3 counters",
                "Heap 1: take down to 1 counter",
                "Heap 1: take down to 2 counters",
                "Heap 3: take all 2 counters",
                "Heap 3: take down to 1 counter",
            ]
            .map(|l| Some(l.to_string()))
        );
        assert_eq!(
            view.only_figure()
                .expect("the board is one figure")
                .svg
                .role,
            "group"
        );
        assert_eq!(counters(&view.markup()), 5);
        assert_eq!(
            g().board(&vec![1], None, None).buttons()[0]
                .label
                .as_deref(),
            Some("Heap 1: take its counter")
        );
    }

    #[test]
    fn every_counter_is_a_target_24_across_whose_move_reads_back() {
        let hit = "<circle class=\"moore-hit\" cx=";
        let radius = format!(" r=\"{HIT}\"></circle><circle class=\"moore-counter");
        const { assert!(2 * HIT >= 24) };
        for (heaps, preview) in [
            (vec![3, 5, 6], None),
            (vec![3, 5, 6], Some("2: 5 -> 3, 3: 6 -> 3")),
            (vec![40, 0, 1], Some("1: 40 -> 7")),
        ] {
            let mv = preview.map(|p| g().parse_move(&heaps, p).unwrap());
            let view = g().board(&heaps, mv.as_ref(), None);
            let targets: Vec<_> = view
                .only_figure()
                .expect("the board is one figure")
                .parts
                .iter()
                .flat_map(|p| match p {
                    Part::Group { parts, .. } => parts.iter().collect(),
                    other => vec![other],
                })
                .filter_map(|p| match p {
                    Part::Target(t) => Some(t),
                    _ => None,
                })
                .collect();
            let drawn: u64 = heaps.iter().map(|&h| h.min(MAX_COUNTERS)).sum();
            assert_eq!(targets.len() as u64, drawn, "{heaps:?}");
            for t in &targets {
                assert!(
                    t.inner.starts_with(hit) && t.inner.contains(&radius),
                    "{}",
                    t.inner
                );
                assert_eq!(t.button.class, "moore-pick");
            }
            for text in view.plays() {
                let read = g().parse_move(&heaps, text).expect(text);
                assert!(g().moves(&heaps).any(|m| m == read), "{text}");
            }
        }
    }

    #[test]
    fn a_preview_marks_the_counters_it_takes() {
        let heaps = vec![3, 5, 6];
        let mv = g().parse_move(&heaps, "2: 5 -> 3, 3: 6 -> 3").unwrap();
        let view = g().board(&heaps, Some(&mv), None);
        let s = view.markup();
        assert_eq!(s.matches("moore-counter moore-taken").count(), 2 + 3);
        assert_eq!(counters(&s), 14);
        assert!(s.contains("heap 2: 5 → 3") && s.contains("heap 3: 6 → 3"));
        assert!(view
            .only_figure()
            .expect("the board is one figure")
            .svg
            .label
            .contains("the move takes heap 2 from 5 to 3 and heap 3 from 6 to 3"));
    }

    #[test]
    fn huge_heaps_are_drawn_up_to_a_limit() {
        let huge = |size: u64, empty: usize| -> Vec<u64> {
            std::iter::once(size).chain(vec![0; empty]).collect()
        };
        let heaps = huge(4000, 200);
        let view = g().board(&heaps, None, None);
        let s = view.markup();
        assert!(s.len() < 12_000, "{}", s.len());
        assert_eq!(counters(&s), MAX_COUNTERS as usize);
        assert_eq!(view.plays().len(), MAX_COUNTERS as usize);
        assert!(s.contains("… 4,000 counters"));
        assert!(s.contains("… and 181 more heaps"));
        // What is sent, buttons and all, does not grow with the heaps:
        // ten times larger, and ten times as many, it is as long but for
        // the digits of the larger numbers.
        let sent = |heaps: &Vec<u64>| serde_json::to_string(&g().board(heaps, None, None)).unwrap();
        let (small, large) = (sent(&heaps), sent(&huge(40_000, 2_000)));
        assert!(
            large.len() <= small.len() + 200,
            "{} {}",
            small.len(),
            large.len()
        );
    }
}
