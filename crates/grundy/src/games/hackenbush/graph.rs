//! A Green Hackenbush graph: its edges, the ground, which edges reach it
//! and how the graph falls into parts, and its text (`g-1 1-2 2-3 3-1`).

use crate::games::notation::{NotationError, NotationErrorKind, Reader};

/// The most edges a graph may have.
pub const MAX_EDGES: usize = 200;
/// The largest vertex number.
pub const MAX_VERTEX: u32 = 9999;
/// The ground's number; it is written `g`.
pub const GROUND: u32 = 0;

/// A graph: edges between vertices (0 the ground), each written with its
/// smaller end first, in the order given.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Graph {
    /// The edges.
    pub edges: Vec<(u32, u32)>,
}

/// A vertex as text: `g` or its number.
pub fn vertex_name(v: u32) -> String {
    if v == GROUND {
        "g".to_string()
    } else {
        v.to_string()
    }
}

/// An edge as text: `g-1`.
pub(super) fn edge_name((a, b): (u32, u32)) -> String {
    format!("{}-{}", vertex_name(a), vertex_name(b))
}

impl Graph {
    /// A graph of `edges`, each put smaller end first.
    pub fn new(edges: impl IntoIterator<Item = (u32, u32)>) -> Graph {
        Graph {
            edges: edges
                .into_iter()
                .map(|(a, b)| (a.min(b), a.max(b)))
                .collect(),
        }
    }

    /// Every vertex an edge touches, and the ground, increasing.
    pub fn vertices(&self) -> Vec<u32> {
        let mut v: Vec<u32> = self.edges.iter().flat_map(|&(a, b)| [a, b]).collect();
        v.push(GROUND);
        v.sort_unstable();
        v.dedup();
        v
    }

    /// For each edge, whether it has a path to the ground.
    pub fn grounded(&self) -> Vec<bool> {
        let mut reached = vec![GROUND];
        let mut on = vec![false; self.edges.len()];
        let mut grew = true;
        while grew {
            grew = false;
            for (i, &(a, b)) in self.edges.iter().enumerate() {
                if !on[i] && (reached.contains(&a) || reached.contains(&b)) {
                    on[i] = true;
                    grew = true;
                    for v in [a, b] {
                        if !reached.contains(&v) {
                            reached.push(v);
                        }
                    }
                }
            }
        }
        on
    }

    /// The graph without the edges that have no path to the ground.
    pub fn pruned(&self) -> Graph {
        let on = self.grounded();
        Graph {
            edges: self
                .edges
                .iter()
                .zip(on)
                .filter(|&(_, keep)| keep)
                .map(|(&e, _)| e)
                .collect(),
        }
    }

    /// For each edge, the index of its part: parts meet only at the
    /// ground, and are numbered in the order of their first edges.
    pub fn parts(&self) -> Vec<usize> {
        let vs = self.vertices();
        let index = |v: u32| vs.binary_search(&v).unwrap_or_default();
        let mut parent: Vec<usize> = (0..vs.len()).collect();
        fn root(parent: &mut [usize], mut x: usize) -> usize {
            while parent[x] != x {
                parent[x] = parent[parent[x]];
                x = parent[x];
            }
            x
        }
        // Join the ends of every edge off the ground; the ground joins
        // nothing, since parts meeting there stay independent.
        for &(a, b) in &self.edges {
            if a != GROUND {
                let (ra, rb) = (root(&mut parent, index(a)), root(&mut parent, index(b)));
                parent[ra] = rb;
            }
        }
        let mut keys: Vec<usize> = Vec::new();
        self.edges
            .iter()
            .enumerate()
            .map(|(i, &(_, b))| {
                // A loop at the ground is a part by itself.
                let key = if b == GROUND {
                    vs.len() + i
                } else {
                    root(&mut parent, index(b))
                };
                keys.iter().position(|&k| k == key).unwrap_or_else(|| {
                    keys.push(key);
                    keys.len() - 1
                })
            })
            .collect()
    }
}

fn read_vertex(r: &mut Reader) -> Result<u32, NotationError> {
    r.skip_space();
    let at = r.at;
    match r.word() {
        Some((_, "g" | "G")) => Ok(GROUND),
        Some((_, w)) if w.bytes().all(|b| b.is_ascii_digit()) => match w.parse::<u32>() {
            Ok(n) if (1..=MAX_VERTEX).contains(&n) => Ok(n),
            _ => Err(r.error_at(
                NotationErrorKind::NotAMove(format!(
                    "a vertex is g (the ground) or a number from 1 to {MAX_VERTEX}"
                )),
                at,
            )),
        },
        Some(_) => Err(r.error_at(
            NotationErrorKind::Expected("a vertex: g (the ground) or a number"),
            at,
        )),
        None => Err(r.unexpected("a vertex: g (the ground) or a number")),
    }
}

/// Reads one edge, `a-b`, smaller end first.
pub(super) fn read_edge(r: &mut Reader) -> Result<(u32, u32), NotationError> {
    let a = read_vertex(r)?;
    if !r.eat('-') {
        return Err(r.unexpected("a dash between the ends of an edge"));
    }
    let b = read_vertex(r)?;
    Ok((a.min(b), a.max(b)))
}

/// Reads edges such as `g-1 1-2 2-3 3-1`.
pub fn parse_graph(text: &str) -> Result<Graph, NotationError> {
    let mut r = Reader::new(text);
    let mut edges = Vec::new();
    let mut starts = Vec::new();
    while !r.done() {
        starts.push(r.at);
        edges.push(read_edge(&mut r)?);
        if edges.len() > MAX_EDGES {
            return Err(r.error_at(
                NotationErrorKind::TooBig(format!("a graph has at most {MAX_EDGES} edges")),
                starts[starts.len() - 1],
            ));
        }
        r.eat(',');
    }
    let graph = Graph { edges };
    if let Some(i) = graph.grounded().iter().position(|&on| !on) {
        return Err(r.error_at(
            NotationErrorKind::Floating(edge_name(graph.edges[i])),
            starts[i],
        ));
    }
    Ok(graph)
}

/// Writes edges as `g-1 1-2`.
pub fn format_graph(graph: &Graph) -> String {
    graph
        .edges
        .iter()
        .map(|&e| edge_name(e))
        .collect::<Vec<_>>()
        .join(" ")
}
