//! Where a Green Hackenbush graph's vertices and edges go. The ground is a
//! line at the bottom; every other vertex sits on a level given by its
//! distance from the ground, and each part is spread out as the tree of a
//! breadth-first search from the ground, so trees look like trees and a
//! cycle's extra edges join vertices already placed. Parallel edges bend
//! apart, and a loop is a small circle on its vertex, turned towards the
//! freest direction.

use grundy::games::hackenbush::{Graph, GROUND};
use std::collections::BTreeMap;

/// Width of one column, in drawing units.
const SLOT: f64 = 44.0;
/// Height of one level while the graph is low.
const ROW: f64 = 50.0;
/// Height the levels may take before rows shrink (a long stalk).
const TALL: f64 = 480.0;
/// Room above the highest vertex, for loops and names.
const TOP: f64 = 26.0;
/// Room left and right of the parts.
const SIDE: f64 = 20.0;
/// Room under the ground line, for the parts' labels.
const BELOW: f64 = 30.0;
/// Space between two parts, in columns.
const GAP: f64 = 0.4;
/// Room right of the parts for the count of those not drawn.
const MORE: f64 = 110.0;

/// A vertex off the ground, where it is drawn and where its name goes.
#[derive(Clone, Debug, PartialEq)]
pub struct Spot {
    /// The vertex.
    pub vertex: u32,
    /// Its centre.
    pub x: f64,
    /// Its centre.
    pub y: f64,
    /// Where its name is written (the middle of the text).
    pub name: (f64, f64),
}

/// A part's place on the ground.
#[derive(Clone, Debug, PartialEq)]
pub struct PartSpot {
    /// The part's index.
    pub part: usize,
    /// The middle of its columns.
    pub x: f64,
    /// The width of its columns.
    pub width: f64,
}

/// The drawing of a graph: a size, the ground, the vertices and the
/// edges as SVG paths.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// The view box's width.
    pub width: f64,
    /// The view box's height.
    pub height: f64,
    /// The ground line's height.
    pub ground_y: f64,
    /// The vertices drawn.
    pub spots: Vec<Spot>,
    /// Each edge's path, by its index in the graph; `None` when its part
    /// is not drawn.
    pub paths: Vec<Option<String>>,
    /// The parts drawn, in order.
    pub parts: Vec<PartSpot>,
    /// How many parts were left out.
    pub hidden: usize,
    /// The radius of a loop and of the hit area's scale, shrunk with
    /// the rows.
    pub scale: f64,
}

/// What to draw and how small the view box may be.
#[derive(Clone, Copy, Debug)]
pub struct Frame {
    /// The most parts drawn.
    pub max_parts: usize,
    /// The least view box width, so a small graph is not blown up.
    pub min_width: f64,
    /// The least view box height.
    pub min_height: f64,
    /// The least width of a part, in columns (room for its label).
    pub min_columns: f64,
}

/// One part's vertices: level and column (in columns from the part's left).
struct Placed {
    at: BTreeMap<u32, (usize, f64)>,
    columns: f64,
}

/// Places a part's vertices: levels by a breadth-first search from the
/// ground, columns by the width of each vertex's subtree in that search.
fn place(graph: &Graph, edges: &[usize]) -> Placed {
    let mut level: BTreeMap<u32, usize> = BTreeMap::new();
    let mut order: Vec<u32> = vec![GROUND];
    let mut children: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    level.insert(GROUND, 0);
    let mut i = 0;
    while i < order.len() {
        let u = order[i];
        let next = level.get(&u).copied().unwrap_or(0) + 1;
        for &e in edges {
            let (a, b) = graph.edges[e];
            let w = if a == u {
                b
            } else if b == u {
                a
            } else {
                continue;
            };
            if let std::collections::btree_map::Entry::Vacant(slot) = level.entry(w) {
                slot.insert(next);
                order.push(w);
                children.entry(u).or_default().push(w);
            }
        }
        i += 1;
    }
    // Widths from the leaves up, then spans from the ground down.
    let mut width: BTreeMap<u32, f64> = BTreeMap::new();
    for &v in order.iter().rev() {
        let sum: f64 = children.get(&v).map_or(0.0, |c| {
            c.iter().map(|w| width.get(w).copied().unwrap_or(1.0)).sum()
        });
        width.insert(v, if v == GROUND { sum } else { sum.max(1.0) });
    }
    let mut left: BTreeMap<u32, f64> = BTreeMap::new();
    left.insert(GROUND, 0.0);
    let mut at = BTreeMap::new();
    for &v in &order {
        let l = left.get(&v).copied().unwrap_or(0.0);
        if v != GROUND {
            let w = width.get(&v).copied().unwrap_or(1.0);
            at.insert(v, (level.get(&v).copied().unwrap_or(1), l + w / 2.0));
        }
        let mut x = l;
        for c in children.get(&v).map_or(&[][..], |c| &c[..]) {
            left.insert(*c, x);
            x += width.get(c).copied().unwrap_or(1.0);
        }
    }
    let columns = width.get(&GROUND).copied().unwrap_or(0.0).max(1.0);
    Placed { at, columns }
}

fn fmt(x: f64) -> String {
    let r = (x * 10.0).round() / 10.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
    }
}

/// The angular distance between two directions, in degrees.
fn apart(a: f64, b: f64) -> f64 {
    let d = (a - b).rem_euclid(360.0);
    d.min(360.0 - d)
}

/// The direction, among every 15 degrees, furthest from `used`; ties go
/// to the one nearest straight up (-90 degrees, the y axis pointing down).
fn freest(used: &[f64], upward_only: bool) -> f64 {
    let mut best = -90.0;
    let mut best_key = (f64::MIN, f64::MIN);
    for k in 0..24 {
        let a = -180.0 + 15.0 * f64::from(k);
        if upward_only && a > 0.0 {
            continue;
        }
        let room = used.iter().map(|&u| apart(a, u)).fold(360.0, f64::min);
        let key = (room, -apart(a, -90.0));
        if key > best_key {
            best_key = key;
            best = a;
        }
    }
    best
}

/// A loop on `(x, y)`: a narrow petal `len` long pointing at angle `deg`,
/// narrow so that several loops on one vertex stay apart.
fn loop_path(x: f64, y: f64, len: f64, deg: f64) -> String {
    let at = |d: f64| {
        let (s, c) = (deg + d).to_radians().sin_cos();
        (x + len * c, y + len * s)
    };
    let (a, b) = (at(-24.0), at(24.0));
    format!(
        "M{} {}C{} {} {} {} {} {}",
        fmt(x),
        fmt(y),
        fmt(a.0),
        fmt(a.1),
        fmt(b.0),
        fmt(b.1),
        fmt(x),
        fmt(y)
    )
}

/// A line from `p` to `q`, bent sideways by `bend` at its middle.
fn line_path(p: (f64, f64), q: (f64, f64), bend: f64) -> String {
    if bend.abs() < 0.01 {
        return format!("M{} {}L{} {}", fmt(p.0), fmt(p.1), fmt(q.0), fmt(q.1));
    }
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (nx, ny) = (dy / len, -dx / len);
    // The control point lies twice as far out as the curve's middle.
    let (cx, cy) = (
        (p.0 + q.0) / 2.0 + 2.0 * bend * nx,
        (p.1 + q.1) / 2.0 + 2.0 * bend * ny,
    );
    format!(
        "M{} {}Q{} {} {} {}",
        fmt(p.0),
        fmt(p.1),
        fmt(cx),
        fmt(cy),
        fmt(q.0),
        fmt(q.1)
    )
}

/// Whether some point of `others` lies on the segment from `p` to `q`
/// (not at its ends), so a straight line would run through a vertex.
fn blocked(p: (f64, f64), q: (f64, f64), others: &[(f64, f64)]) -> bool {
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    let len2 = dx * dx + dy * dy;
    if len2 < 1.0 {
        return false;
    }
    others.iter().any(|&(x, y)| {
        let t = ((x - p.0) * dx + (y - p.1) * dy) / len2;
        if t <= 0.02 || t >= 0.98 {
            return false;
        }
        let (px, py) = (p.0 + t * dx, p.1 + t * dy);
        (px - x).powi(2) + (py - y).powi(2) < 36.0
    })
}

/// Lays out `graph` within `frame`.
pub fn layout(graph: &Graph, frame: Frame) -> Layout {
    let part_of = graph.parts();
    let count = part_of.iter().max().map_or(0, |m| m + 1);
    let drawn: Vec<usize> = (0..count.min(frame.max_parts)).collect();
    let mut placed: Vec<(usize, Placed)> = Vec::new();
    for &p in &drawn {
        let edges: Vec<usize> = (0..graph.edges.len())
            .filter(|&i| part_of[i] == p)
            .collect();
        let mut pl = place(graph, &edges);
        if pl.columns < frame.min_columns {
            // Widen the part around its middle.
            let shift = (frame.min_columns - pl.columns) / 2.0;
            for v in pl.at.values_mut() {
                v.1 += shift;
            }
            pl.columns = frame.min_columns;
        }
        placed.push((p, pl));
    }
    let levels = placed
        .iter()
        .flat_map(|(_, pl)| pl.at.values().map(|&(l, _)| l))
        .max()
        .unwrap_or(0);
    let row = if levels == 0 {
        ROW
    } else {
        (TALL / levels as f64).clamp(4.0, ROW)
    };
    let scale = row / ROW;
    let columns: f64 = placed.iter().map(|(_, pl)| pl.columns).sum::<f64>()
        + GAP * placed.len().saturating_sub(1) as f64;
    let hidden = count - drawn.len();
    let natural_w = 2.0 * SIDE + columns * SLOT + if hidden > 0 { MORE } else { 0.0 };
    let natural_h = TOP + levels as f64 * row + BELOW;
    let width = natural_w.max(frame.min_width);
    let height = natural_h.max(frame.min_height);
    // A small drawing sits in the middle of its view box, on the ground.
    let x0 = (width - natural_w) / 2.0 + SIDE;
    let ground_y = height - BELOW;

    let mut pos: BTreeMap<u32, (f64, f64)> = BTreeMap::new();
    let mut parts = Vec::new();
    let mut left = x0;
    for (p, pl) in &placed {
        for (&v, &(l, c)) in &pl.at {
            pos.insert(v, (left + c * SLOT, ground_y - l as f64 * row));
        }
        parts.push(PartSpot {
            part: *p,
            x: left + pl.columns * SLOT / 2.0,
            width: pl.columns * SLOT,
        });
        left += (pl.columns + GAP) * SLOT;
    }

    let r = 26.0 * scale.max(0.4);
    let mut paths: Vec<Option<String>> = vec![None; graph.edges.len()];
    // Directions already taken at each vertex, for loops and names.
    let mut used: BTreeMap<u32, Vec<f64>> = BTreeMap::new();
    let spot = |v: u32| pos.get(&v).copied();
    let foot = |v: u32| spot(v).map(|(x, _)| (x, ground_y));
    for (i, &(a, b)) in graph.edges.iter().enumerate() {
        if a == b {
            continue;
        }
        let (Some(pb), Some(pa)) = (spot(b), if a == GROUND { foot(b) } else { spot(a) }) else {
            continue;
        };
        let copies = graph.edges.iter().filter(|&&e| e == (a, b)).count();
        let copy = graph.edges[..i].iter().filter(|&&e| e == (a, b)).count();
        let mut bend = (copy as f64 - (copies as f64 - 1.0) / 2.0) * 14.0 * scale.max(0.5);
        if copies == 1 {
            let others: Vec<(f64, f64)> = pos
                .iter()
                .filter(|&(&v, _)| v != a && v != b)
                .map(|(_, &q)| q)
                .collect();
            if blocked(pa, pb, &others) {
                let len = ((pb.0 - pa.0).powi(2) + (pb.1 - pa.1).powi(2)).sqrt();
                bend = 0.18 * len;
            }
        }
        // A curve leaves each end towards its control point.
        let (dx, dy) = (pb.0 - pa.0, pb.1 - pa.1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let control = (
            (pa.0 + pb.0) / 2.0 + 2.0 * bend * dy / len,
            (pa.1 + pb.1) / 2.0 - 2.0 * bend * dx / len,
        );
        for (v, from) in [(a, pa), (b, pb)] {
            if v != GROUND {
                let deg = (control.1 - from.1).atan2(control.0 - from.0).to_degrees();
                used.entry(v).or_default().push(deg);
            }
        }
        paths[i] = Some(line_path(pa, pb, bend));
    }
    for (i, &(a, b)) in graph.edges.iter().enumerate() {
        if a != b {
            continue;
        }
        if a == GROUND {
            // A loop on the ground is a part by itself, in its own column.
            if let Some(p) = parts.iter().find(|s| part_of[i] == s.part) {
                paths[i] = Some(loop_path(p.x, ground_y, r * 1.2, -90.0));
            }
            continue;
        }
        let Some((x, y)) = spot(a) else {
            continue;
        };
        let taken = used.entry(a).or_default();
        let deg = freest(taken, false);
        taken.push(deg);
        paths[i] = Some(loop_path(x, y, r, deg));
    }
    let spots = pos
        .iter()
        .map(|(&v, &(x, y))| {
            let taken = used.get(&v).map_or(&[][..], |u| &u[..]);
            let deg = freest(taken, false);
            let (s, c) = deg.to_radians().sin_cos();
            let d = 14.0;
            Spot {
                vertex: v,
                x,
                y,
                name: (x + d * c, y + d * s),
            }
        })
        .collect();
    Layout {
        width,
        height,
        ground_y,
        spots,
        paths,
        parts,
        hidden,
        scale,
    }
}

/// A number for an SVG attribute, with at most one decimal.
pub fn num(x: f64) -> String {
    fmt(x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::games::hackenbush::parse_graph;

    fn frame() -> Frame {
        Frame {
            max_parts: 40,
            min_width: 0.0,
            min_height: 0.0,
            min_columns: 1.0,
        }
    }

    #[test]
    fn a_stalk_stands_in_one_column_one_level_per_edge() {
        let g = parse_graph("g-1 1-2 2-3").unwrap();
        let l = layout(&g, frame());
        let xs: Vec<f64> = l.spots.iter().map(|s| s.x).collect();
        assert!(xs.iter().all(|&x| (x - xs[0]).abs() < 0.01));
        let ys: Vec<f64> = l.spots.iter().map(|s| l.ground_y - s.y).collect();
        assert_eq!(ys, vec![50.0, 100.0, 150.0]);
    }

    #[test]
    fn branches_spread_and_their_vertex_sits_between_them() {
        let g = parse_graph("g-1 1-2 1-3").unwrap();
        let l = layout(&g, frame());
        let x = |v: u32| l.spots.iter().find(|s| s.vertex == v).unwrap().x;
        assert!(x(2) < x(1) && x(1) < x(3));
        assert!((x(1) - (x(2) + x(3)) / 2.0).abs() < 0.01);
    }

    #[test]
    fn parallel_edges_bend_apart_and_a_single_one_stays_straight() {
        let g = parse_graph("g-1 g-1 1-2").unwrap();
        let l = layout(&g, frame());
        let p: Vec<&str> = l.paths.iter().map(|p| p.as_deref().unwrap()).collect();
        assert!(p[0].contains('Q') && p[1].contains('Q') && p[0] != p[1]);
        assert!(p[2].contains('L'));
    }

    #[test]
    fn a_loop_is_a_circle_on_its_vertex() {
        let g = parse_graph("g-1 1-1").unwrap();
        let l = layout(&g, frame());
        let one = l.spots.iter().find(|s| s.vertex == 1).unwrap();
        let path = l.paths[1].as_deref().unwrap();
        assert!(path.starts_with(&format!("M{} {}C", num(one.x), num(one.y))));
        assert!(path.ends_with(&format!("{} {}", num(one.x), num(one.y))));
    }

    #[test]
    fn parts_past_the_limit_are_counted_not_drawn() {
        let g = parse_graph("g-1 g-2 g-3 g-4").unwrap();
        let l = layout(
            &g,
            Frame {
                max_parts: 2,
                ..frame()
            },
        );
        assert_eq!(l.parts.len(), 2);
        assert_eq!(l.hidden, 2);
        assert!(l.paths[2].is_none());
    }
}
