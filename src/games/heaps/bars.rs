//! A bar of Schrage's rectangle game drawn as a grid of squares. Every
//! line that breaks the bar into pieces the game allows is a score line, and
//! a click on it makes that break.

use super::score_line;
use crate::games::{Pick, Side};
use crate::state::play::Table;
use crate::text::with_separators;
use grundy::games::heap::{Rect, RectMove};
use grundy::spec::AnyMove;
use yew::prelude::*;

/// Squares drawn along a side; a longer bar is drawn without its lines.
const MAX_GRID: u64 = 40;

/// Bar `index` of the position as a grid of squares. Each line that breaks
/// the bar into pieces differing by at least `d` is a score line; with
/// `pick`, a click on it sends the break.
pub fn bar_picture(bars: &[Rect], index: usize, d: u64, pick: Option<&Callback<Pick>>) -> Html {
    let Some(r) = bars.get(index) else {
        return Html::default();
    };
    let label = format!("a bar of {} by {} squares", r.m, r.n);
    let grid = r.m <= MAX_GRID && r.n <= MAX_GRID;
    let (rows, cols) = (r.m.min(MAX_GRID), r.n.min(MAX_GRID));
    let cell = (320 / rows.max(cols)).clamp(6, 28);
    let (w, h) = (cols * cell, rows * cell);
    let line = |side: Side, at: u64, [x1, y1, x2, y2]: [u64; 4], length: u64| {
        let breaks = length.abs_diff(2 * at) >= d;
        let ends = [x1, y1, x2, y2].map(|c| c.to_string());
        score_line(pick.filter(|_| breaks), side, at, ends)
    };
    let lines: Vec<Html> = if grid {
        let across = (1..r.n).map(|b| line(Side::N, b, [b * cell, 0, b * cell, h], r.n));
        let down = (1..r.m).map(|a| line(Side::M, a, [0, a * cell, w, a * cell], r.m));
        across.chain(down).collect()
    } else {
        Vec::new()
    };
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

/// The move that breaking bar `index` across `side` at `at` makes.
pub fn picked(table: &Table, index: usize, side: Side, at: u64) -> Option<AnyMove> {
    let from = *table.position().rectangles()?.get(index)?;
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
    Some(AnyMove::Rect(RectMove {
        piece: index,
        from,
        leaves,
    }))
}
