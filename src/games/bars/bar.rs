//! A bar of Schrage's rectangle game drawn as a grid of squares. Every
//! line that breaks the bar into pieces the game allows is a score line, and
//! a click on it makes that break.

use super::score::{score_line, Pick};
use super::side::Side;
use crate::text::with_separators;
use figures::heaps::bars::{bar_label, bar_layout};
use grundy::games::heap::{Rect, RectMove};
use yew::prelude::*;

/// Bar `index` of the position as a grid of squares. Each line that breaks
/// the bar into pieces differing by at least `d` is a score line; with
/// `pick`, a click on it sends the break.
pub fn bar_picture(bars: &[Rect], index: usize, d: u64, pick: Option<&Pick>) -> Html {
    let Some(r) = bars.get(index) else {
        return Html::default();
    };
    let label = bar_label(r.m, r.n);
    let l = bar_layout(r.m, r.n, d);
    let (grid, w, h) = (l.grid, l.w, l.h);
    let lines = l.lines.iter().map(|s| {
        // Whole numbers, as the grid's squares are.
        let ends = s.ends.map(|c| (c as u64).to_string());
        score_line(pick.filter(|_| s.breaks), s.side.into(), s.at, ends)
    });
    let caption = if grid {
        format!(
            "{} × {}: choose a score line to break the bar there",
            r.m, r.n
        )
    } else {
        format!(
            "{} × {}: too many squares to draw one by one; choose a break from the list",
            with_separators(u128::from(r.m)),
            with_separators(u128::from(r.n))
        )
    };
    html! {
        <figure class="heap-picture bar-picture">
            <svg viewBox={format!("-4 -4 {} {}", w + 8, h + 8)} width={(w + 8).to_string()}
                height={(h + 8).to_string()} role="img" aria-label={label}>
                <rect class="bar" width={w.to_string()} height={h.to_string()} />
                {for lines}
            </svg>
            <figcaption class="small muted">{caption}</figcaption>
        </figure>
    }
}

/// The move that breaking bar `index` of `bars` across `side` at `at`
/// makes.
pub fn break_move(bars: &[Rect], index: usize, side: Side, at: u64) -> Option<RectMove> {
    let from = *bars.get(index)?;
    let length = match side {
        Side::N => from.n,
        _ => from.m,
    };
    if at == 0 || at >= length {
        return None;
    }
    let (small, large) = (at.min(length - at), at.max(length - at));
    let leaves = match side {
        Side::N => [
            Rect {
                m: from.m,
                n: small,
            },
            Rect {
                m: from.m,
                n: large,
            },
        ],
        _ => [
            Rect {
                m: small,
                n: from.n,
            },
            Rect {
                m: large,
                n: from.n,
            },
        ],
    };
    Some(RectMove {
        piece: index,
        from,
        leaves,
    })
}
