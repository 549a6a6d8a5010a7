//! A box of Schrage's box game drawn in oblique projection: the front face
//! holds its rows and columns, the top and right faces its depth. Every
//! plane that breaks the box into pieces the game allows is drawn as a score
//! line on the faces it crosses, and a click on either line makes that
//! break.

use super::score_line;
use crate::games::{Pick, Side};
use crate::state::play::Table;
use crate::text::with_separators;
use grundy::games::heap::bars::Bar;
use grundy::games::heap::{BoxMove, Cuboid};
use grundy::spec::{AnyGame, AnyMove};
use yew::prelude::*;

/// Cubes drawn along a side; a longer box is drawn without its scores.
const MAX_GRID: u64 = 24;

/// How much a break must leave the two pieces apart, for the game on the
/// table.
fn least_difference(table: &Table) -> u64 {
    match table.game().base() {
        AnyGame::Boxes(g) => g.d(),
        _ => 1,
    }
}

/// Whether cutting a side of `side` at `at` is a break with difference `d`.
fn allowed(side: u64, at: u64, d: u64) -> bool {
    at.min(side - at) >= 1 && side.abs_diff(2 * at) >= d
}

struct Line {
    side: Side,
    at: u64,
    ends: [(f64, f64); 2],
    breaks: bool,
}

/// Box `index` of the position; with `pick`, a click on a breaking score
/// sends the break.
pub fn box_picture(
    table: &Table,
    boxes: &[Cuboid],
    index: usize,
    pick: Option<&Callback<Pick>>,
) -> Html {
    let Some(b) = boxes.get(index) else {
        return Html::default();
    };
    let live = pick.is_some();
    let d = least_difference(table);
    let grid = b.l <= MAX_GRID && b.m <= MAX_GRID && b.n <= MAX_GRID;
    let (l, rows, cols) = (
        b.l.min(MAX_GRID) as f64,
        b.m.min(MAX_GRID) as f64,
        b.n.min(MAX_GRID) as f64,
    );
    // The receding edges are drawn at half length, rising at 40°.
    let (kx, ky) = (0.5 * 0.766, 0.5 * 0.643);
    let cell = (300.0 / (cols + l * kx).max(rows + l * ky)).clamp(6.0, 40.0);
    let (dx, dy) = (cell * kx, cell * ky);
    let (w, h) = (cols * cell, rows * cell);
    let (depth_x, depth_y) = (l * dx, l * dy);
    let mut lines = Vec::new();
    if grid {
        for a in 1..b.n {
            let x = a as f64 * cell;
            let breaks = allowed(b.n, a, d);
            for ends in [
                [(x, depth_y), (x, depth_y + h)],
                [(x, depth_y), (x + depth_x, 0.0)],
            ] {
                lines.push(Line {
                    side: Side::N,
                    at: a,
                    ends,
                    breaks,
                });
            }
        }
        for a in 1..b.m {
            let y = depth_y + a as f64 * cell;
            let breaks = allowed(b.m, a, d);
            for ends in [[(0.0, y), (w, y)], [(w, y), (w + depth_x, y - depth_y)]] {
                lines.push(Line {
                    side: Side::M,
                    at: a,
                    ends,
                    breaks,
                });
            }
        }
        for a in 1..b.l {
            let (x, y) = (a as f64 * dx, depth_y - a as f64 * dy);
            let breaks = allowed(b.l, a, d);
            for ends in [[(x, y), (x + w, y)], [(x + w, y), (x + w, y + h)]] {
                lines.push(Line {
                    side: Side::L,
                    at: a,
                    ends,
                    breaks,
                });
            }
        }
    }
    let point = |(x, y): (f64, f64)| format!("{x:.1},{y:.1}");
    let face = |corners: [(f64, f64); 4]| {
        corners
            .iter()
            .map(|&c| point(c))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let front = face([
        (0.0, depth_y),
        (w, depth_y),
        (w, depth_y + h),
        (0.0, depth_y + h),
    ]);
    let top = face([
        (0.0, depth_y),
        (depth_x, 0.0),
        (w + depth_x, 0.0),
        (w, depth_y),
    ]);
    let right = face([
        (w, depth_y),
        (w + depth_x, 0.0),
        (w + depth_x, h),
        (w, depth_y + h),
    ]);
    let (vw, vh) = (w + depth_x + 8.0, h + depth_y + 8.0);
    let label = format!(
        "a box of {} by {} by {} cubes",
        with_separators(u128::from(b.l)),
        with_separators(u128::from(b.m)),
        with_separators(u128::from(b.n))
    );
    let caption = if !grid {
        format!(
            "{} × {} × {}: too many cubes to draw one by one; choose a break from the list",
            with_separators(u128::from(b.l)),
            with_separators(u128::from(b.m)),
            with_separators(u128::from(b.n))
        )
    } else if live {
        format!(
            "{} × {} × {}: {} rows of {} cubes, {} deep; choose a score line on any face to \
             break the box there",
            b.l, b.m, b.n, b.m, b.n, b.l
        )
    } else {
        // A card names its box beside the picture already.
        String::new()
    };
    let score = |line: &Line| {
        let [(x1, y1), (x2, y2)] = line.ends;
        let ends = [x1, y1, x2, y2].map(|c| format!("{c:.1}"));
        score_line(pick.filter(|_| line.breaks), line.side, line.at, ends)
    };
    html! {
        <figure class="heap-picture bar-picture box-picture">
            <svg viewBox={format!("-4 -4 {vw:.1} {vh:.1}")} width={format!("{vw:.0}")}
                height={format!("{vh:.0}")} role="img" aria-label={label}>
                <polygon class="bar box-top" points={top} />
                <polygon class="bar box-right" points={right} />
                <polygon class="bar" points={front} />
                {for lines.iter().map(score)}
            </svg>
            if !caption.is_empty() {
                <figcaption class="small muted">{caption}</figcaption>
            }
        </figure>
    }
}

/// The move that breaking box `index` across `side` at `at` makes.
pub fn picked(table: &Table, index: usize, side: Side, at: u64) -> Option<AnyMove> {
    let from = *table.position().boxes()?.get(index)?;
    let k = match side {
        Side::L => 0,
        Side::M => 1,
        Side::N => 2,
    };
    let length = from.side(k);
    if at == 0 || at >= length {
        return None;
    }
    let piece = |len: u64| from.with_side(k, len);
    Some(AnyMove::Box(BoxMove {
        piece: index,
        from,
        leaves: [piece(at.min(length - at)), piece(at.max(length - at))],
    }))
}
