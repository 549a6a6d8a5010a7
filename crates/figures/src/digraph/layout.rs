//! Where a graph game's vertices go: in rows by the longest path to a sink
//! (sinks on the bottom row), each row ordered to keep edges short, and
//! each edge straight unless a straight line would cross another vertex.

use grundy::games::digraph::Board;

/// A vertex's half height, and its radius when its name is short.
pub const RADIUS: f64 = 17.0;
/// The distance between rows, and between many rows.
const ROW: f64 = 80.0;
const ROW_TIGHT: f64 = 62.0;
/// The room between two vertices of a row (the value badge sits in it).
const GAP: f64 = 30.0;
/// The room around the drawing.
const MARGIN: f64 = 28.0;
/// The narrowest drawing, so a lone vertex is not blown up.
const MIN_WIDTH: f64 = 180.0;
/// The most vertices drawn; a larger graph is drawn in part.
pub const MAX_DRAWN: usize = 80;
/// The most characters of a name drawn or spoken.
const NAME_CHARS: usize = 13;

/// A name cut to a drawable length.
pub fn short(name: &str) -> String {
    if name.chars().count() <= NAME_CHARS {
        name.to_string()
    } else {
        let mut s: String = name.chars().take(NAME_CHARS - 1).collect();
        s.push('…');
        s
    }
}

/// The vertices' places in a drawing.
#[derive(Clone, Debug)]
pub struct Layout {
    /// Each vertex's centre, `None` when it is not drawn.
    pub at: Vec<Option<(f64, f64)>>,
    /// Each vertex's half width (a long name makes a wide pill).
    pub half: Vec<f64>,
    /// The drawing's size.
    pub width: f64,
    /// The drawing's height.
    pub height: f64,
    /// Vertices among those asked for that are left out.
    pub hidden: usize,
    /// The distance between rows.
    pub row: f64,
}

/// Each vertex's longest path to a sink, counted in edges.
pub fn levels(board: &Board) -> Vec<usize> {
    let n = board.names.len();
    let mut level = vec![0usize; n];
    // A board built by hand may hold a cycle: then every vertex stays on
    // the bottom row rather than the walk failing.
    let Ok(order) = board.order() else {
        return level;
    };
    for &v in order.iter().rev() {
        level[v] = board
            .followers(v)
            .iter()
            .map(|&w| level[w] + 1)
            .max()
            .unwrap_or(0);
    }
    level
}

/// Which vertices are drawn: all of them when few enough, otherwise
/// `seeds` and what they reach first (so a token's slides stay visible),
/// then the rest in the order of the text.
fn pick(board: &Board, seeds: &[usize]) -> Vec<bool> {
    let n = board.names.len();
    if n <= MAX_DRAWN {
        return vec![true; n];
    }
    let mut drawn = vec![false; n];
    let mut taken = 0;
    let mut queue: std::collections::VecDeque<usize> =
        seeds.iter().copied().filter(|&s| s < n).collect();
    while let Some(v) = queue.pop_front() {
        if taken >= MAX_DRAWN {
            break;
        }
        if drawn[v] {
            continue;
        }
        drawn[v] = true;
        taken += 1;
        queue.extend(board.followers(v));
    }
    for d in drawn.iter_mut() {
        if taken >= MAX_DRAWN {
            break;
        }
        if !*d {
            *d = true;
            taken += 1;
        }
    }
    drawn
}

/// Places the vertices (at most [`MAX_DRAWN`], `seeds` first).
pub fn layout(board: &Board, seeds: &[usize]) -> Layout {
    let n = board.names.len();
    let drawn = pick(board, seeds);
    let hidden = n - drawn.iter().filter(|&&d| d).count();
    let half: Vec<f64> = board
        .names
        .iter()
        .map(|name| {
            let chars = short(name).chars().count() as f64;
            (chars * 4.1 + 9.0).max(RADIUS)
        })
        .collect();
    let level = levels(board);
    // Rows: the drawn levels from the highest (top) to 0 (bottom), with
    // empty levels closed up.
    let mut used: Vec<usize> = (0..n).filter(|&v| drawn[v]).map(|v| level[v]).collect();
    used.sort_unstable_by(|a, b| b.cmp(a));
    used.dedup();
    let mut rows: Vec<Vec<usize>> = vec![Vec::new(); used.len()];
    let mut row_of = vec![0usize; n];
    for v in (0..n).filter(|&v| drawn[v]) {
        let r = used.iter().position(|&l| l == level[v]).unwrap_or(0);
        row_of[v] = r;
        rows[r].push(v);
    }
    let mut x = vec![0.0f64; n];
    let place = |row: &[usize], x: &mut Vec<f64>| {
        let total: f64 =
            row.iter().map(|&v| 2.0 * half[v]).sum::<f64>() + GAP * (row.len().max(1) - 1) as f64;
        let mut left = -total / 2.0;
        for &v in row {
            x[v] = left + half[v];
            left += 2.0 * half[v] + GAP;
        }
    };
    for row in &rows {
        place(row, &mut x);
    }
    // Each vertex's neighbours in other rows, for the barycentre sweeps.
    let mut near: Vec<Vec<usize>> = vec![Vec::new(); n];
    for &(a, b) in &board.edges {
        if a < n && b < n && drawn[a] && drawn[b] && row_of[a] != row_of[b] {
            near[a].push(b);
            near[b].push(a);
        }
    }
    // A few sweeps down and up, each row sorted by its vertices' mean
    // neighbour position: a cheap, deterministic cut in crossings.
    for sweep in 0..6 {
        let order: Vec<usize> = if sweep % 2 == 0 {
            (0..rows.len()).collect()
        } else {
            (0..rows.len()).rev().collect()
        };
        for r in order {
            let keys: Vec<(usize, f64)> = rows[r]
                .iter()
                .map(|&v| {
                    let k = if near[v].is_empty() {
                        x[v]
                    } else {
                        near[v].iter().map(|&w| x[w]).sum::<f64>() / near[v].len() as f64
                    };
                    (v, k)
                })
                .collect();
            let mut sorted = keys;
            sorted.sort_by(|p, q| p.1.total_cmp(&q.1));
            rows[r] = sorted.into_iter().map(|p| p.0).collect();
            place(&rows[r], &mut x);
        }
    }
    let widest = rows
        .iter()
        .map(|row| {
            row.iter().map(|&v| 2.0 * half[v]).sum::<f64>() + GAP * (row.len().max(1) - 1) as f64
        })
        .fold(0.0, f64::max);
    let width = (widest + 2.0 * MARGIN).max(MIN_WIDTH);
    // A deep graph gets closer rows, so it is less tall and thin.
    let step = if rows.len() > 8 { ROW_TIGHT } else { ROW };
    let height = (rows.len().max(1) - 1) as f64 * step + 2.0 * (RADIUS + MARGIN);
    let mut at = vec![None; n];
    for (r, row) in rows.iter().enumerate() {
        for &v in row {
            at[v] = Some((x[v] + width / 2.0, RADIUS + MARGIN + r as f64 * step));
        }
    }
    Layout {
        at,
        half,
        width,
        height,
        hidden,
        row: step,
    }
}

/// The shape of a drawn edge: its path, and its tip with the direction it
/// arrives in (for the arrowhead).
#[derive(Clone, Debug, PartialEq)]
pub struct EdgeShape {
    /// The SVG path.
    pub d: String,
    /// Where the arrow's tip touches the head.
    pub tip: (f64, f64),
    /// The unit direction of travel at the tip.
    pub dir: (f64, f64),
}

/// A number for SVG: one decimal at most.
pub fn num(x: f64) -> String {
    let r = (x * 10.0).round() / 10.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
    }
}

impl Layout {
    /// True when point `p` lies on a drawn vertex other than `a` and `b`
    /// (with a little room around it).
    fn hits(&self, p: (f64, f64), a: usize, b: usize) -> bool {
        self.at.iter().enumerate().any(|(v, c)| match c {
            Some((x, y)) if v != a && v != b => {
                (p.0 - x).abs() < self.half[v] + 6.0 && (p.1 - y).abs() < RADIUS + 6.0
            }
            _ => false,
        })
    }

    /// The point where a line from vertex `v`'s centre towards `to` leaves
    /// its outline (a circle, or a pill treated as its box).
    fn boundary(&self, v: usize, to: (f64, f64)) -> (f64, f64) {
        let Some((x, y)) = self.at[v] else {
            return to;
        };
        let (dx, dy) = (to.0 - x, to.1 - y);
        let len = dx.hypot(dy).max(1e-9);
        let (ux, uy) = (dx / len, dy / len);
        let hw = self.half[v];
        let t = if hw <= RADIUS + 0.5 {
            RADIUS
        } else {
            let tx = if ux.abs() > 1e-9 {
                hw / ux.abs()
            } else {
                f64::MAX
            };
            let ty = if uy.abs() > 1e-9 {
                RADIUS / uy.abs()
            } else {
                f64::MAX
            };
            tx.min(ty)
        };
        (x + ux * t, y + uy * t)
    }

    /// The edge from `a` to `b`: straight when that crosses no other
    /// vertex, otherwise a curve bent to the side that clears them.
    pub fn edge(&self, a: usize, b: usize) -> Option<EdgeShape> {
        let p = self.at.get(a).copied().flatten()?;
        let q = self.at.get(b).copied().flatten()?;
        let point = |c: (f64, f64), t: f64| {
            let s = 1.0 - t;
            (
                s * s * p.0 + 2.0 * s * t * c.0 + t * t * q.0,
                s * s * p.1 + 2.0 * s * t * c.1 + t * t * q.1,
            )
        };
        let clear =
            |c: (f64, f64)| (1..24).all(|i| !self.hits(point(c, f64::from(i) / 24.0), a, b));
        let mid = ((p.0 + q.0) / 2.0, (p.1 + q.1) / 2.0);
        let (dx, dy) = (q.0 - p.0, q.1 - p.1);
        let len = dx.hypot(dy).max(1e-9);
        let normal = (-dy / len, dx / len);
        let mut control = mid;
        if !clear(mid) {
            // Edges spanning an even number of rows bend one way and odd
            // ones the other, and longer ones further, so parallel skips
            // (as in a subtraction game) do not lie on one another.
            let span = ((q.1 - p.1).abs() / self.row).round().max(1.0);
            let sides = if span as i64 % 2 == 0 {
                [1.0, -1.0]
            } else {
                [-1.0, 1.0]
            };
            let mut found = None;
            for bend in [20.0, 40.0, 70.0, 100.0, 140.0, 190.0] {
                let bend = bend + 8.0 * span;
                for side in sides {
                    let c = (
                        mid.0 + side * bend * normal.0,
                        mid.1 + side * bend * normal.1,
                    );
                    if found.is_none() && clear(c) {
                        found = Some(c);
                    }
                }
            }
            control = found.unwrap_or((mid.0 + 60.0 * normal.0, mid.1 + 60.0 * normal.1));
        }
        let start = self.boundary(a, control);
        let tip = self.boundary(b, control);
        let (ex, ey) = (tip.0 - control.0, tip.1 - control.1);
        let elen = ex.hypot(ey).max(1e-9);
        let dir = (ex / elen, ey / elen);
        // The line stops short of the tip so the arrowhead's point is sharp.
        let end = (tip.0 - dir.0 * 6.0, tip.1 - dir.1 * 6.0);
        let d = if control == mid {
            format!(
                "M{} {}L{} {}",
                num(start.0),
                num(start.1),
                num(end.0),
                num(end.1)
            )
        } else {
            format!(
                "M{} {}Q{} {} {} {}",
                num(start.0),
                num(start.1),
                num(control.0),
                num(control.1),
                num(end.0),
                num(end.1)
            )
        };
        Some(EdgeShape { d, tip, dir })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::games::digraph::parse_board;

    #[test]
    fn sinks_are_on_the_bottom_row() {
        let b = parse_board("a>b b>c a>c d; tokens a").unwrap();
        let l = layout(&b, &[]);
        let y = |v: usize| l.at[v].unwrap().1;
        assert!(y(0) < y(1) && y(1) < y(2));
        assert_eq!(y(2), y(3));
    }

    #[test]
    fn an_edge_skipping_a_row_bends_around_the_vertex_between() {
        let b = parse_board("a>b b>c a>c; tokens a").unwrap();
        let l = layout(&b, &[]);
        assert!(l.edge(0, 1).unwrap().d.contains('L'));
        assert!(l.edge(0, 2).unwrap().d.contains('Q'));
    }

    #[test]
    fn a_large_graph_is_drawn_in_part_from_the_seeds() {
        let text: Vec<String> = (0..300).map(|i| format!("v{i}>v{}", i + 1)).collect();
        let b = parse_board(&format!("{}; tokens v200", text.join(" "))).unwrap();
        let l = layout(&b, &b.tokens);
        assert_eq!(l.hidden, b.names.len() - MAX_DRAWN);
        assert!(l.at[200].is_some() && l.at[201].is_some());
    }
}
