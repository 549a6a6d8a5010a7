//! A box of Schrage's box game in oblique projection: the front face holds
//! its rows and columns, the top and right faces its depth. Every plane
//! between two layers of cubes is a score line on the faces it crosses,
//! marked when the game allows the break.

use super::score::{allowed, wood, ScoreLine, Side};
use crate::figure::{pieces, Figure, Panel};
use crate::mark::{Look, Mark};
use crate::text::with_separators;

/// Cubes drawn along a side; a longer box is drawn without its scores.
pub const MAX_GRID: u64 = 24;
/// Boxes drawn in a figure of a whole position; the rest are counted.
pub const MAX_BOXES: usize = 12;

/// A box laid out: its faces and its score lines, the drawing from (0, 0)
/// to (`w + depth_x`, `h + depth_y`).
#[derive(Clone, Debug, PartialEq)]
pub struct BoxLayout {
    /// True when every cube is drawn (no side past [`MAX_GRID`]).
    pub grid: bool,
    /// The front face's width and height.
    pub w: f64,
    /// The front face's height.
    pub h: f64,
    /// How far the depth reaches right and up.
    pub depth_x: f64,
    /// How far the depth reaches up.
    pub depth_y: f64,
    /// The top face's corners.
    pub top: [(f64, f64); 4],
    /// The right face's corners.
    pub right: [(f64, f64); 4],
    /// The front face's corners.
    pub front: [(f64, f64); 4],
    /// The score lines, two for each plane (one on each face it crosses):
    /// across the columns, the rows, then the depth.
    pub lines: Vec<ScoreLine>,
}

/// A box of sides `[l, m, n]` (`l` deep, `m` rows of `n` cubes) in a game
/// whose breaks leave pieces differing by at least `d`.
pub fn box_layout([bl, bm, bn]: [u64; 3], d: u64) -> BoxLayout {
    let grid = bl <= MAX_GRID && bm <= MAX_GRID && bn <= MAX_GRID;
    let (l, rows, cols) = (
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
    let mut push = |side, at, ends: [[(f64, f64); 2]; 2], breaks| {
        for [(x1, y1), (x2, y2)] in ends {
            lines.push(ScoreLine {
                side,
                at,
                ends: [x1, y1, x2, y2],
                breaks,
            });
        }
    };
    if grid {
        for a in 1..bn {
            let x = a as f64 * cell;
            let ends = [
                [(x, depth_y), (x, depth_y + h)],
                [(x, depth_y), (x + depth_x, 0.0)],
            ];
            push(Side::N, a, ends, allowed(bn, a, d));
        }
        for a in 1..bm {
            let y = depth_y + a as f64 * cell;
            let ends = [[(0.0, y), (w, y)], [(w, y), (w + depth_x, y - depth_y)]];
            push(Side::M, a, ends, allowed(bm, a, d));
        }
        for a in 1..bl {
            let (x, y) = (a as f64 * dx, depth_y - a as f64 * dy);
            let ends = [[(x, y), (x + w, y)], [(x + w, y), (x + w, y + h)]];
            push(Side::L, a, ends, allowed(bl, a, d));
        }
    }
    BoxLayout {
        grid,
        w,
        h,
        depth_x,
        depth_y,
        top: [
            (0.0, depth_y),
            (depth_x, 0.0),
            (w + depth_x, 0.0),
            (w, depth_y),
        ],
        right: [
            (w, depth_y),
            (w + depth_x, 0.0),
            (w + depth_x, h),
            (w, depth_y + h),
        ],
        front: [
            (0.0, depth_y),
            (w, depth_y),
            (w, depth_y + h),
            (0.0, depth_y + h),
        ],
        lines,
    }
}

/// A box in words.
pub fn box_label([l, m, n]: [u64; 3]) -> String {
    format!(
        "a box of {} by {} by {} cubes",
        with_separators(u128::from(l)),
        with_separators(u128::from(m)),
        with_separators(u128::from(n))
    )
}

/// The marks of a box laid out as `b`: its faces and plain score lines.
fn box_marks(b: &BoxLayout) -> Vec<Mark> {
    let face = |corners: [(f64, f64); 4], fill| Mark::Polygon {
        points: corners.to_vec(),
        look: Look::outlined(fill, wood::EDGE, 2.0),
    };
    let score = Look {
        opacity: Some(0.45),
        ..Look::stroke(wood::EDGE, 1.0)
    };
    let mut marks = vec![
        face(b.top, wood::TOP),
        face(b.right, wood::SIDE),
        face(b.front, wood::FACE),
    ];
    marks.extend(b.lines.iter().map(|s| Mark::Line {
        ends: s.ends,
        look: score,
    }));
    marks
}

/// Height of one side's row in a box of other than three sides.
const SIDE_ROW: f64 = 30.0;

/// A box of other than three sides: each side a row of unit lengths, one
/// under the other, with a score line between units (light where the game
/// does not allow the break); a side longer than twice [`MAX_GRID`] is a
/// plain bar.
fn sides_panel(sides: &[u64], d: u64) -> Figure {
    let longest = sides
        .iter()
        .copied()
        .max()
        .unwrap_or(1)
        .clamp(1, MAX_GRID * 2);
    let cell = (300.0 / longest as f64).clamp(6.0, 28.0);
    let mut marks = Vec::new();
    for (k, &s) in sides.iter().enumerate() {
        let y = k as f64 * SIDE_ROW;
        let w = s.min(MAX_GRID * 2) as f64 * cell;
        marks.push(Mark::rect(
            0.0,
            y + 4.0,
            w,
            SIDE_ROW - 8.0,
            0.0,
            Look::outlined(wood::FACE, wood::EDGE, 2.0),
        ));
        if s <= MAX_GRID * 2 {
            for a in 1..s {
                let x = a as f64 * cell;
                let look = Look {
                    opacity: Some(if allowed(s, a, d) { 0.8 } else { 0.3 }),
                    ..Look::stroke(wood::EDGE, 1.0)
                };
                marks.push(Mark::Line {
                    ends: [x, y + 4.0, x, y + SIDE_ROW - 4.0],
                    look,
                });
            }
        }
    }
    Figure {
        width: longest as f64 * cell,
        height: sides.len() as f64 * SIDE_ROW,
        title: String::new(),
        desc: String::new(),
        marks,
    }
}

/// A box in words: "a box of 2 by 3 by 4 cubes"; of other than three
/// sides, "a box of 4 sides, 2 by 3 by 4 by 5".
pub fn any_box_label(sides: &[u64]) -> String {
    let each: Vec<String> = sides
        .iter()
        .map(|&s| with_separators(u128::from(s)))
        .collect();
    match sides {
        &[l, m, n] => box_label([l, m, n]),
        _ => format!("a box of {} sides, {}", sides.len(), each.join(" by ")),
    }
}

/// A position of the game `name` (breaks differing by `d`), each box given
/// by its sides: a box of three sides drawn in oblique projection, any
/// other as its sides in rows; each with its sides under it, in rows; past
/// [`MAX_BOXES`] the rest are counted.
pub fn boxes_figure(name: &str, boxes: &[Vec<u64>], d: u64) -> Figure {
    let shown = &boxes[..boxes.len().min(MAX_BOXES)];
    let panels: Vec<Panel> = shown
        .iter()
        .map(|sides| {
            let figure = match sides.as_slice() {
                &[l, m, n] => {
                    let b = box_layout([l, m, n], d);
                    Figure {
                        width: b.w + b.depth_x,
                        height: b.h + b.depth_y,
                        title: String::new(),
                        desc: String::new(),
                        marks: box_marks(&b),
                    }
                }
                other => sides_panel(other, d),
            };
            let caption = sides
                .iter()
                .map(|&s| with_separators(u128::from(s)))
                .collect::<Vec<_>>()
                .join(" × ");
            Panel {
                figure,
                caption: Some(caption),
            }
        })
        .collect();
    let sizes = crate::text::joined(
        boxes.iter().map(|sides| {
            sides
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join("x")
        }),
        MAX_BOXES,
    );
    let words: Vec<String> = shown.iter().map(|b| any_box_label(b)).collect();
    pieces(
        &panels,
        boxes.len(),
        ("box", "boxes"),
        format!("{name}: {sizes}"),
        format!("{name}: {}", words.join("; ")),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_plane_between_layers_is_scored_on_two_faces() {
        let b = box_layout([2, 3, 4], 1);
        assert!(b.grid);
        assert_eq!(b.lines.len(), 2 * ((2 - 1) + (3 - 1) + (4 - 1)));
        let depth = b.lines.iter().filter(|s| s.side == Side::L).count();
        assert_eq!(depth, 2);
    }

    #[test]
    fn the_faces_meet_at_the_front_top_corner() {
        let b = box_layout([3, 4, 5], 1);
        assert_eq!(b.top[3], b.front[1]);
        assert_eq!(b.right[0], b.front[1]);
    }

    #[test]
    fn a_huge_box_is_drawn_without_scores() {
        let b = box_layout([1_000_000, 2, 2], 1);
        assert!(!b.grid && b.lines.is_empty());
    }
}
