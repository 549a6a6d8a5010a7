//! The board: the heaps as rows of counters, a row per heap, each counter
//! a move in Nim's manner where one heap alone may be taken from.

use super::words::counters;
use crate::display::raw;
use crate::games::shown::{BoardMsg, Scene};
use crate::games::target::{self, Named};
use figures::moore::{heaps_label, Layout, GAP, R};
use grundy::dynamic::DynMove;
use grundy::games::moore::{Moore, MooreMove};
use grundy::Game;
use yew::prelude::*;

/// The radius of the transparent circle a click or a tap on a counter
/// lands in: half of `figures::moore::GAP`, so the circles of neighbouring
/// counters meet and none takes another's touch. The style sheet never
/// draws the figure at less than 1.25 CSS px a unit, so each circle is at
/// least 25 px across.
const HIT: i64 = GAP / 2;

/// The smallest of the figure widths (CSS classes) at least `natural`.
pub(crate) fn fit_class(natural: i64) -> &'static str {
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
    layout: &'a Layout,
    row: &'a figures::moore::Row,
}

impl Row<'_> {
    /// The centre of counter `c`.
    fn centre(&self, c: u64) -> (i64, i64) {
        self.layout.centre(self.row, c)
    }

    /// Counter `c` as drawn: hollow and dashed when a previewed move
    /// takes it, marked as a move's when `moves`.
    fn drawn(&self, c: u64, moves: bool) -> maud::Markup {
        let (cx, cy) = self.centre(c);
        let taken = self.row.to.is_some_and(|to| c >= to);
        maud::html! {
            circle.moore-counter.moore-taken[taken].moore-target[!taken && moves]
                cx=(cx) cy=(cy) r=(R) {}
        }
    }

    /// Counter `c` as a button that takes it and those after it, from
    /// this heap alone, as in Nim: keyed by that move, with a transparent
    /// circle around it that takes the click or the tap.
    fn counter(&self, c: u64, scene: &Scene) -> Html {
        let (i, size) = (self.row.i, self.heaps[self.row.i]);
        let mv = MooreMove::new(self.heaps, vec![(i, size, c)]);
        let text = self.game.format_move(&self.heaps.to_vec(), &mv);
        let (cx, cy) = self.centre(c);
        let inner = maud::html! {
            circle.moore-hit cx=(cx) cy=(cy) r=(HIT) {}
            (self.drawn(c, true))
        };
        let named = Named::new("moore-pick", counter_label(i, size, c))
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
        let shown = self.row.shown;
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
    let l = Layout::new(heaps, preview);
    let (w, h) = (l.w, l.h);
    let drawn_rows = l.rows.iter().map(|r| {
        let row = Row {
            game,
            heaps,
            layout: &l,
            row: r,
        };
        let (lx, ly) = Layout::label_at(r);
        let head = maud::html! {
            text.moore-label.moore-touched[r.to.is_some()] x=(lx) y=(ly) { (r.label) }
        };
        let (ex, ey) = l.empty_at(r);
        let (tx, ty) = l.tail_at(r);
        let after = maud::html! {
            @if heaps[r.i] == 0 {
                text.moore-tail x=(ex) y=(ey) { "empty" }
            }
            @if !r.tail.is_empty() {
                text.moore-tail x=(tx) y=(ty) { (r.tail) }
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
    let more = l
        .more
        .as_ref()
        .map(|((x, y), more)| raw(maud::html! { text.moore-tail x=(x) y=(y) { (more) } }));
    let clickable = moves && l.rows.iter().any(|r| heaps[r.i] > 0);
    html! {
        <figure class="moore-figure moore-board">
            <svg class={format!("moore-svg {}", fit_class(w))} viewBox={format!("0 0 {w} {h}")}
                width="100%" preserveAspectRatio="xMidYMid meet"
                role={if clickable { "group" } else { "img" }}
                aria-label={heaps_label(heaps, preview)}>
                { for drawn_rows }
                {more}
            </svg>
        </figure>
    }
}

#[cfg(test)]
mod tests;
