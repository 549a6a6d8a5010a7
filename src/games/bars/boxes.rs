//! A box of Schrage's box game. A box of three sides is drawn in oblique
//! projection: the front face holds its rows and columns, the top and right
//! faces its depth. Every plane that breaks the box into pieces the game
//! allows is drawn as a score line on the faces it crosses, and a click on
//! either line makes that break. A box of more sides has no such picture:
//! each of its sides is drawn as a row of unit lengths, one row under the
//! other ([`sides_picture`]), with a score line where a break across that
//! side is allowed.

use super::score::{score_line, Pick};
use super::side::Side;
use crate::text::with_separators;
use figures::heaps::boxes::{box_label, box_layout, MAX_GRID};
use figures::heaps::score::allowed;
use figures::heaps::score::ScoreLine;
use grundy::games::heap::bars::Bar;
use grundy::games::heap::{BoxMove, Cuboid};
use yew::prelude::*;

/// Box `index` of the position, in a game whose breaks leave pieces at
/// least `d` apart; with `pick`, a click on a breaking score sends the
/// break.
pub fn box_picture(boxes: &[Cuboid], index: usize, d: u64, pick: Option<&Pick>) -> Html {
    let Some(&b) = boxes.get(index) else {
        return Html::default();
    };
    let live = pick.is_some();
    if b.sides() > 3 {
        return sides_picture(b, d, pick);
    }
    let [bl, bm, bn] = [0, 1, 2].map(|k| b.side(k));
    let l = box_layout([bl, bm, bn], d);
    let grid = l.grid;
    let point = |(x, y): (f64, f64)| format!("{x:.1},{y:.1}");
    let face = |corners: [(f64, f64); 4]| {
        corners
            .iter()
            .map(|&c| point(c))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let (front, top, right) = (face(l.front), face(l.top), face(l.right));
    let (vw, vh) = (l.w + l.depth_x + 8.0, l.h + l.depth_y + 8.0);
    let label = box_label([bl, bm, bn]);
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
    let score = |line: &ScoreLine| {
        let ends = line.ends.map(|c| format!("{c:.1}"));
        score_line(
            pick.filter(|_| line.breaks),
            line.side.into(),
            line.at,
            ends,
        )
    };
    html! {
        <figure class="heap-picture bar-picture box-picture">
            <svg viewBox={format!("-4 -4 {vw:.1} {vh:.1}")} width={format!("{vw:.0}")}
                height={format!("{vh:.0}")} role="img" aria-label={label}>
                <polygon class="bar box-top" points={top} />
                <polygon class="bar box-right" points={right} />
                <polygon class="bar" points={front} />
                {for l.lines.iter().map(score)}
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
pub fn sides_picture(b: Cuboid, d: u64, pick: Option<&Pick>) -> Html {
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

/// The move that breaking box `index` of `boxes` across `side` at `at`
/// makes.
pub fn break_move(boxes: &[Cuboid], index: usize, side: Side, at: u64) -> Option<BoxMove> {
    let from = *boxes.get(index)?;
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
    Some(BoxMove {
        piece: index,
        from,
        leaves: [piece(at.min(length - at)), piece(at.max(length - at))],
    })
}
