//! Where the board puts the dots of a region and of a loop, and the figure
//! of a position drawn from the laid-out bodies, with its text
//! alternative.

use super::layout::{
    lay_out, Body, Cluster, Inside, Item, Shape, GAP, LABEL, MAX_ON_LOOP, PAD, TOP,
};
use super::names::{loop_name, region_name};
use crate::figure::Figure;
use crate::mark::{Font, Look, Mark};
use crate::text::plural;
use crate::theme::Colour;
use grundy::games::rims::{LoopMove, Region};

/// A dot's radius.
pub const DOT: i64 = 5;
/// Margin around the whole drawing.
pub const MARGIN: i64 = 8;
/// A loop's corner radius.
pub const ROUND: i64 = 14;
/// Regions named in a figure's text alternative.
pub const MAX_NAMED: usize = 30;

/// The centres of the dots of `c`, its grid's top left at (`x`, `y`).
pub fn cluster_dots(c: &Cluster, x: i64, y: i64) -> Vec<(i64, i64)> {
    let (w, _) = c.size();
    let cols = c.columns();
    let left = x + (w - cols * GAP) / 2;
    (0..c.drawn() as i64)
        .map(|i| {
            let (row, col) = (i / cols, i % cols);
            (left + col * GAP + GAP / 2, y + row * GAP + GAP / 2)
        })
        .collect()
}

/// Where the count under the dots of `c` is written (its middle).
pub fn count_at(c: &Cluster, x: i64, y: i64) -> (i64, i64) {
    let (w, h) = c.size();
    (x + w / 2, y + h - 3)
}

/// The centres of the dots on the outline of `s`, drawn at (`x`, `y`).
pub fn on_dots(s: &Shape, x: i64, y: i64) -> Vec<(i64, i64)> {
    let (w, _) = s.size();
    let on = s.through.min(MAX_ON_LOOP) as i64;
    (0..on).map(|i| (x + (i + 1) * w / (on + 1), y)).collect()
}

/// Where a loop's caption is written (its start).
pub fn caption_at(s: &Shape, x: i64, y: i64) -> (i64, i64) {
    (x + 8, y + s.size().1 - 6)
}

/// Where what a loop encloses goes: its body's top left, or the start of
/// the words counting what is not drawn.
pub fn inside_at(s: &Shape, x: i64, y: i64) -> (i64, i64) {
    match &s.inside {
        Inside::Drawn(b) => (x + (s.size().0 - b.w) / 2, y + TOP),
        Inside::Hidden { .. } => (x + PAD, y + TOP + LABEL - 3),
    }
}

/// The loops of `region`, nested ones included.
pub fn count_loops(region: &Region) -> usize {
    region
        .loops
        .iter()
        .map(|l| 1 + count_loops(&l.inside))
        .sum()
}

/// A text alternative: the free dots of each region, and the preview.
pub fn describe(position: &Region, preview: Option<&LoopMove>) -> String {
    let regions: Vec<(Vec<usize>, u64)> = position
        .regions()
        .into_iter()
        .filter(|(_, r)| r.dots > 0)
        .map(|(p, r)| (p, r.dots))
        .collect();
    let loops = count_loops(position);
    let mut out = format!(
        "Rims: {loops} {}; free dots ",
        plural(loops as u64, "loop", "loops")
    );
    if regions.is_empty() {
        out.push_str("none");
    }
    let named: Vec<String> = regions
        .iter()
        .take(MAX_NAMED)
        .map(|(p, d)| format!("{d} {}", region_name(p)))
        .collect();
    out.push_str(&named.join(", "));
    if regions.len() > MAX_NAMED {
        out.push_str(&format!(" and {} more regions", regions.len() - MAX_NAMED));
    }
    if let Some(mv) = preview {
        out.push_str(&format!(
            ". Dashed: a new loop {} through {} free {}, around {} of them",
            region_name(&mv.region),
            mv.through,
            plural(mv.through, "dot", "dots"),
            mv.enclose
        ));
        if !mv.loops.is_empty() {
            let names: Vec<String> = mv
                .loops
                .iter()
                .map(|j| {
                    let mut p = mv.region.clone();
                    p.push(*j);
                    loop_name(&p)
                })
                .collect();
            out.push_str(&format!(" and around loop {}", names.join(", ")));
        }
    }
    out
}

/// The marks of `body` placed at (`x0`, `y0`).
fn body_marks(body: &Body, x0: i64, y0: i64, out: &mut Vec<Mark>) {
    let f = |v: i64| v as f64;
    let quiet = |size| Look::text(Colour::Muted, Font::Sans, size).anchored("start");
    for (x, y, item) in &body.items {
        let (x, y) = (x0 + x, y0 + y);
        match item {
            Item::Dots(c) => {
                let fill = if c.enclosed {
                    Colour::Accent
                } else {
                    Colour::Text
                };
                for (cx, cy) in cluster_dots(c, x, y) {
                    out.push(Mark::circle(f(cx), f(cy), f(DOT), Look::fill(fill)));
                }
                let (tx, ty) = count_at(c, x, y);
                let look = Look::text(Colour::Muted, Font::Sans, 11.0);
                out.push(Mark::text(f(tx), f(ty), c.label(), look));
            }
            Item::Loop(s) => {
                let (w, h) = s.size();
                let outline = Look::stroke(Colour::Text, 1.6);
                out.push(Mark::rect(f(x), f(y), f(w), f(h), f(ROUND), outline));
                for (cx, cy) in on_dots(s, x, y) {
                    let on = Look::outlined(Colour::Surface, Colour::Text, 1.6);
                    out.push(Mark::circle(f(cx), f(cy), f(DOT), on));
                }
                let (tx, ty) = caption_at(s, x, y);
                let name = Look::text(Colour::Muted, Font::Mono, 10.0).anchored("start");
                out.push(Mark::text(f(tx), f(ty), s.caption(), name));
                let (ix, iy) = inside_at(s, x, y);
                match &s.inside {
                    Inside::Drawn(b) => body_marks(b, ix, iy, out),
                    Inside::Hidden { dots } => out.push(Mark::text(
                        f(ix),
                        f(iy),
                        Shape::hidden_text(*dots),
                        quiet(11.0).italic(),
                    )),
                }
            }
            Item::More(n) => out.push(Mark::text(
                f(x + 4),
                f(y + 14),
                Item::more_text(*n),
                quiet(11.0).italic(),
            )),
        }
    }
}

/// The position as the board draws it with no move shown.
pub fn rims_figure(position: &Region) -> Figure {
    let body = lay_out(position, None);
    let mut marks = Vec::new();
    body_marks(&body, MARGIN, MARGIN + DOT, &mut marks);
    Figure {
        width: (body.w + 2 * MARGIN) as f64,
        height: (body.h + 2 * MARGIN + DOT) as f64,
        title: format!("Rims: {}", grundy::games::rims::format_rims(position)),
        desc: describe(position, None),
        marks,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::games::rims::parse_rims;

    #[test]
    fn every_free_dot_and_every_loop_is_drawn() {
        let p = parse_rims("5 (2: 3 (1:))").unwrap();
        let f = rims_figure(&p);
        let dots = f
            .marks
            .iter()
            .filter(|m| matches!(m, Mark::Circle { .. }))
            .count();
        // Free dots 5 + 3, and 2 + 1 on the loops.
        assert_eq!(dots, 11);
        let loops = f
            .marks
            .iter()
            .filter(|m| matches!(m, Mark::Rect { .. }))
            .count();
        assert_eq!(loops, 2);
        assert!(f
            .desc
            .starts_with("Rims: 2 loops; free dots 5 outside every loop"));
    }

    #[test]
    fn the_dots_on_a_loop_are_spread_along_its_top() {
        let p = parse_rims("(3:)").unwrap();
        let body = lay_out(&p, None);
        let Item::Loop(s) = &body.items[0].2 else {
            panic!("a loop");
        };
        let on = on_dots(s, 0, 0);
        assert_eq!(on.len(), 3);
        assert!(on.windows(2).all(|w| w[0].0 < w[1].0 && w[0].1 == 0));
    }
}
