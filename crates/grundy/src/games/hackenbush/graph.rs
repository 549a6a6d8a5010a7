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
        let mut joined = Joined::new(self);
        // Join the ends of every edge off the ground; the ground joins
        // nothing, since parts meeting there stay independent.
        for &(a, b) in &self.edges {
            if a != GROUND {
                joined.join(a, b);
            }
        }
        let mut keys: Vec<usize> = Vec::new();
        self.edges
            .iter()
            .enumerate()
            .map(|(i, &(_, b))| {
                // A loop at the ground is a part by itself.
                let key = if b == GROUND {
                    joined.vertices().len() + i
                } else {
                    joined.root(b)
                };
                keys.iter().position(|&k| k == key).unwrap_or_else(|| {
                    keys.push(key);
                    keys.len() - 1
                })
            })
            .collect()
    }
}

/// A graph's vertices in classes, joined two at a time (a union-find):
/// the parts of a graph, or the vertices that fuse.
pub(super) struct Joined {
    /// The vertices, sorted ([`Graph::vertices`]).
    vertices: Vec<u32>,
    /// Each vertex's parent, by index; a root is its own.
    parent: Vec<usize>,
}

impl Joined {
    /// Every vertex of `graph` in a class of its own.
    pub(super) fn new(graph: &Graph) -> Joined {
        let vertices = graph.vertices();
        let parent = (0..vertices.len()).collect();
        Joined { vertices, parent }
    }

    /// The vertices, sorted.
    pub(super) fn vertices(&self) -> &[u32] {
        &self.vertices
    }

    /// The root of vertex `v`'s class (by index), shortening the path.
    pub(super) fn root(&mut self, v: u32) -> usize {
        let mut x = self.vertices.binary_search(&v).unwrap_or_default();
        while self.parent[x] != x {
            self.parent[x] = self.parent[self.parent[x]];
            x = self.parent[x];
        }
        x
    }

    /// Puts `a` and `b` in one class.
    pub(super) fn join(&mut self, a: u32, b: u32) {
        let (ra, rb) = (self.root(a), self.root(b));
        self.parent[ra.max(rb)] = ra.min(rb);
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
