//! A box of Schrage's box game drawn in oblique projection: the front face
//! holds its rows and columns, the top and right faces its depth. Every
//! plane that breaks the box into pieces the game allows is drawn as a score
//! line on the faces it crosses, and a click on either line makes that
//! break.

use super::score_line;
use crate::games::{Pick, Side};
use crate::state::play::Table;
use crate::text::with_separators;
use figures::heaps::boxes::{box_label, box_layout};
use figures::heaps::score::ScoreLine;
use grundy::games::heap::bars::Bar;
use grundy::games::heap::{BoxMove, Cuboid};
use grundy::spec::{AnyGame, AnyMove};
use yew::prelude::*;

/// How much a break must leave the two pieces apart, for the game on the
/// table.
fn least_difference(table: &Table) -> u64 {
    match table.game().base() {
        AnyGame::Boxes(g) => g.d(),
        _ => 1,
    }
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
    let l = box_layout([b.l, b.m, b.n], d);
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
    let label = box_label([b.l, b.m, b.n]);
    let caption = if !grid {
        format!(
            "{} × {} × {}: too many cubes to draw one by one; choose a break from the list",
            with_separators(u128::from(b.l)),
            with_separators(u128::from(b.m)),
            with_separators(u128::from(b.n))
        )
    } else if live {
        format!(
            "{} × {} × {}: {} rows of {} cubes, {} deep; click a score line on any face to \
             break the box there",
            b.l, b.m, b.n, b.m, b.n, b.l
        )
    } else {
        // A card names its box beside the picture already.
        String::new()
    };
    let score = |line: &ScoreLine| {
        let ends = line.ends.map(|c| format!("{c:.1}"));
        score_line(pick.filter(|_| line.breaks), line.side, line.at, ends)
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
