//! The board: the heaps as rows of counters, a row per heap, each counter
//! a move in Nim's manner where one heap alone may be taken from.

use super::words::{counters, MAX_ROWS};
use crate::display::raw;
use crate::games::shown::{BoardMsg, Scene};
use crate::games::target::{self, Named};
use crate::text::{plural, with_separators};
use grundy::dynamic::DynMove;
use grundy::games::moore::{Moore, MooreMove};
use grundy::Game;
use yew::prelude::*;

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

/// Where the counters of one heap are drawn, and what they may do.
struct Row<'a> {
    game: &'a Moore,
    heaps: &'a [u64],
    /// The heap's index.
    i: usize,
    /// The centre line's height.
    cy: i64,
    /// Where its first counter starts.
    left: i64,
    /// The size a previewed move leaves it.
    to: Option<u64>,
}

impl Row<'_> {
    /// The centre of counter `c`.
    fn centre(&self, c: u64) -> (i64, i64) {
        (self.left + c as i64 * GAP + GAP / 2, self.cy)
    }

    /// Counter `c` as drawn: hollow and dashed when a previewed move
    /// takes it, marked as a move's when `moves`.
    fn drawn(&self, c: u64, moves: bool) -> maud::Markup {
        let (cx, cy) = self.centre(c);
        let taken = self.to.is_some_and(|to| c >= to);
        maud::html! {
            circle.moore-counter.moore-taken[taken].moore-target[!taken && moves]
                cx=(cx) cy=(cy) r=(R) {}
        }
    }

    /// Counter `c` as a button that takes it and those after it, from
    /// this heap alone, as in Nim: keyed by that move, with a transparent
    /// circle around it that takes the click or the tap.
    fn counter(&self, c: u64, scene: &Scene) -> Html {
        let size = self.heaps[self.i];
        let mv = MooreMove::new(self.heaps, vec![(self.i, size, c)]);
        let text = self.game.format_move(&self.heaps.to_vec(), &mv);
        let (cx, cy) = self.centre(c);
        let inner = maud::html! {
            circle.moore-hit cx=(cx) cy=(cy) r=(HIT) {}
            (self.drawn(c, true))
        };
        let named = Named::new("moore-pick", counter_label(self.i, size, c))
            .hook(scene.play_hook(&text))
            .disabled(!scene.live);
        // Off a person's turn the counters are drawn, and do nothing.
        let act = if scene.live {
            let component = self.game.component_of(&mv);
            scene
                .send
                .reform(move |()| BoardMsg::Play(DynMove::new(mv.clone(), component)))
        } else {
            Callback::noop()
        };
        target::target(text, target::Shape::Group(raw(inner)), named, act)
    }

    /// The heap's counters, at most [`MAX_COUNTERS`]: buttons when
    /// `moves`, else a drawing.
    fn counters(&self, moves: bool, scene: &Scene) -> Html {
        let shown = self.heaps[self.i].min(MAX_COUNTERS);
        if moves {
            (0..shown).map(|c| self.counter(c, scene)).collect()
        } else {
            raw(maud::html! { @for c in 0..shown { (self.drawn(c, false)) } })
        }
    }
}

/// The heaps as rows of counters, those a previewed move takes drawn
/// hollow and dashed, each row labelled with its size. Where one heap
/// alone may be taken from (not with exactly k > 1 heaps, where the
/// composer makes every move), each counter is a button that takes it and
/// those after it, from that heap alone, as in Nim, and the figure is a
/// group of them.
pub(super) fn heaps_figure(
    game: &Moore,
    heaps: &[u64],
    preview: Option<&MooreMove>,
    scene: &Scene,
) -> Html {
    let moves = !(game.exact && game.k > 1);
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

    let drawn_rows =
        rows.iter()
            .zip(&labels)
            .zip(&tails)
            .enumerate()
            .map(|(at, ((&i, label), tail))| {
                let cy = at as i64 * ROW_H + ROW_H / 2 + 2;
                let row = Row {
                    game,
                    heaps,
                    i,
                    cy,
                    left: label_w,
                    to: taken_to(preview, i),
                };
                let shown = heaps[i].min(MAX_COUNTERS);
                let head = maud::html! {
                    text.moore-label.moore-touched[row.to.is_some()] x="4" y=(cy + 4) { (label) }
                };
                let after = maud::html! {
                    @if heaps[i] == 0 {
                        text.moore-tail x=(label_w) y=(cy + 4) { "empty" }
                    }
                    @if !tail.is_empty() {
                        text.moore-tail x=(label_w + shown as i64 * GAP + 4) y=(cy + 4) { (tail) }
                    }
                };
                // A row of its own, so hovering a counter marks those after it alone.
                html! {
                    <>
                        {raw(head)}
                        <g class={moves.then_some("moore-row")}>{row.counters(moves, scene)}</g>
                        if !after.0.is_empty() { {raw(after)} }
                    </>
                }
            });
    let more = more.map(|more| {
        let y = rows.len() as i64 * ROW_H + ROW_H / 2 + 6;
        raw(maud::html! { text.moore-tail x="4" y=(y) { (more) } })
    });
    let clickable = moves && rows.iter().any(|&i| heaps[i] > 0);
    html! {
        <figure class="moore-figure moore-board">
            <svg class={format!("moore-svg {}", fit_class(w))} viewBox={format!("0 0 {w} {h}")}
                width="100%" preserveAspectRatio="xMidYMid meet"
                role={if clickable { "group" } else { "img" }}
                aria-label={aria_label(heaps, preview)}>
                { for drawn_rows }
                {more}
            </svg>
        </figure>
    }
}

#[cfg(test)]
mod tests;
