//! A box of Schrage's box game. A box of three sides is drawn in oblique
//! projection: the front face holds its rows and columns, the top and right
//! faces its depth. Every plane that breaks the box into pieces the game
//! allows is drawn as a score line on the faces it crosses, and a click on
//! either line makes that break. A box of more sides has no such picture:
//! each of its sides is drawn as a row of unit lengths, one row under the
//! other ([`sides_picture`]), with a score line where a break across that
//! side is allowed.

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
    let Some(&b) = boxes.get(index) else {
        return Html::default();
    };
    let live = pick.is_some();
    let d = least_difference(table);
    if b.sides() > 3 {
        return sides_picture(b, d, pick);
    }
    let [bl, bm, bn] = [0, 1, 2].map(|k| b.side(k));
    let grid = bl <= MAX_GRID && bm <= MAX_GRID && bn <= MAX_GRID;
    let (l, rows, cols): (f64, f64, f64) = (
        bl.min(MAX_GRID) as f64,
        bm.min(MAX_GRID) as f64,
        bn.min(MAX_GRID) as f64,
    );
    // The receding edges are drawn at half length, rising at 40°.
    let (kx, ky) = (0.5 * 0.766, 0.5 * 0.643);
    let cell = (300.0 / (cols + l * kx).max(rows + l * ky)).clamp(6.0, 40.0);
    let (dx, dy) = (cell * kx, cell * ky);
    let (w, h) = (cols * cell, rows * cell);
    let (depth_x, depth_y) = (l * dx, l * dy);
    let mut lines = Vec::new();
    if grid {
        for a in 1..bn {
            let x = a as f64 * cell;
            let breaks = allowed(bn, a, d);
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
        for a in 1..bm {
            let y = depth_y + a as f64 * cell;
            let breaks = allowed(bm, a, d);
            for ends in [[(0.0, y), (w, y)], [(w, y), (w + depth_x, y - depth_y)]] {
                lines.push(Line {
                    side: Side::M,
                    at: a,
                    ends,
                    breaks,
                });
            }
        }
        for a in 1..bl {
            let (x, y) = (a as f64 * dx, depth_y - a as f64 * dy);
            let breaks = allowed(bl, a, d);
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
    let label = format!("a box of {} cubes", sides_text(&b, " by "));
    let caption = if !grid {
        format!(
            "{}: too many cubes to draw one by one; choose a break from the list",
            sides_text(&b, " × ")
        )
    } else if live {
        format!(
            "{bl} × {bm} × {bn}: {bm} rows of {bn} cubes, {bl} deep; choose a score line on any \
             face to break the box there"
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

/// The box's sides joined by `between`, each with its thousands marked.
fn sides_text(b: &Cuboid, between: &str) -> String {
    let each: Vec<String> = b
        .lengths()
        .map(|s| with_separators(u128::from(s)))
        .collect();
    each.join(between)
}

/// Height of one side's row, and the room its label takes on the left.
const ROW: f64 = 34.0;
const LABEL: f64 = 64.0;

/// A box of more than three sides: each side a row of unit lengths, under
/// a label naming the side and its length; a score line wherever a break
/// across that side is allowed (a side longer than the drawing holds is a
/// plain bar, its breaks in the list).
pub fn sides_picture(b: Cuboid, d: u64, pick: Option<&Callback<Pick>>) -> Html {
    let longest = b.lengths().max().unwrap_or(1).min(MAX_GRID * 2);
    let cell = (320.0 / longest as f64).clamp(6.0, 28.0);
    let rows = b.sides();
    let (vw, vh) = (LABEL + longest as f64 * cell + 8.0, rows as f64 * ROW + 8.0);
    let drawn = |s: u64| s <= MAX_GRID * 2;
    let row = |k: usize| {
        let s = b.side(k);
        let y = k as f64 * ROW;
        let w = s.min(MAX_GRID * 2) as f64 * cell;
        let scores = (1..s)
            .filter(|_| drawn(s))
            .map(|a| {
                let x = LABEL + a as f64 * cell;
                let ends = [x, y + 6.0, x, y + ROW - 6.0].map(|c| format!("{c:.1}"));
                score_line(pick.filter(|_| allowed(s, a, d)), Side::Of(k), a, ends)
            })
            .collect::<Html>();
        html! {
            <g>
                <text class="box-side-label" x="0" y={format!("{:.1}", y + ROW / 2.0 + 4.0)}>
                    {format!("side {}: {}", k + 1, with_separators(u128::from(s)))}
                </text>
                <rect class="bar" x={format!("{LABEL:.1}")} y={format!("{:.1}", y + 6.0)}
                    width={format!("{w:.1}")} height={format!("{:.1}", ROW - 12.0)} />
                {scores}
            </g>
        }
    };
    let caption = format!(
        "{}: a box of {} sides has no picture in three dimensions, so each side is drawn as a \
         row of its lengths{}",
        sides_text(&b, " × "),
        rows,
        if pick.is_some() {
            "; click a score line on a side to break the box across that side there"
        } else {
            ""
        }
    );
    html! {
        <figure class="heap-picture bar-picture box-picture box-sides">
            <svg viewBox={format!("-4 -4 {vw:.1} {vh:.1}")} width={format!("{vw:.0}")}
                height={format!("{vh:.0}")} role="img"
                aria-label={format!("a box of {} sides, {}", rows, sides_text(&b, " by "))}>
                {for (0..rows).map(row)}
            </svg>
            <figcaption class="small muted">{caption}</figcaption>
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
        Side::Of(k) => k,
    };
    if k >= from.sides() {
        return None;
    }
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
