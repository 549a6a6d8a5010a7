//! The value of a Green Hackenbush graph by the notes' two principles,
//! with each step recorded so a page can draw it.
//!
//! - The fusion principle: the vertices of a cycle may be fused into one
//!   without changing the value; the cycle's edges become loops there.
//!   Fusing every cycle leaves a tree of the edges that are bridges (whose
//!   cut disconnects the graph), with loops at its vertices.
//! - The colon principle: stalks branching from one vertex may be replaced
//!   by a single stalk whose length is the nim-sum of theirs. A loop is a
//!   stalk of one edge, and an edge below a stalk of `s` makes one of
//!   `s + 1`; working up from the leaves, the tree becomes one stalk on
//!   the ground, whose length is the value.

use super::graph::{format_graph, vertex_name, Graph, Joined, GROUND};
use crate::Nimber;

/// What one step did.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum StepKind {
    /// Fusion: the vertices on cycles through each other, fused into one.
    Fuse {
        /// The vertices fused, increasing.
        vertices: Vec<u32>,
        /// The vertex they became (the ground if it was among them).
        into: u32,
        /// How many edges became loops.
        loops: usize,
    },
    /// Colon: the stalks on one vertex replaced by one stalk.
    Colon {
        /// The vertex.
        at: u32,
        /// The lengths of the stalks on it (a loop is a stalk of 1).
        branches: Vec<u64>,
        /// Their nim-sum: the length of the stalk that replaces them.
        stalk: u64,
    },
}

/// One step: the graph before, what happened, the graph after.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Step {
    /// The graph before the step.
    pub before: Graph,
    /// What the step did.
    pub kind: StepKind,
    /// The graph after it (new stalks get vertex numbers past the largest).
    pub after: Graph,
}

impl Step {
    /// The step in words.
    pub fn words(&self) -> String {
        match &self.kind {
            StepKind::Fuse {
                vertices,
                into,
                loops,
            } => format!(
                "fusion: {} lie on cycles, so they fuse into {}; their {loops} edge{} become loops",
                names(vertices),
                vertex_name(*into),
                if *loops == 1 { "" } else { "s" }
            ),
            StepKind::Colon {
                at,
                branches,
                stalk,
            } => format!(
                "colon: the stalks of {} on {} become one stalk of {} = {stalk}",
                list(branches),
                vertex_name(*at),
                branches
                    .iter()
                    .map(|b| b.to_string())
                    .collect::<Vec<_>>()
                    .join(" ⊕ ")
            ),
        }
    }
}

fn names(vertices: &[u32]) -> String {
    vertices
        .iter()
        .map(|&v| vertex_name(v))
        .collect::<Vec<_>>()
        .join(", ")
}

fn list(branches: &[u64]) -> String {
    branches
        .iter()
        .map(|b| b.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The whole reduction of a graph: its steps and its value.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Reduction {
    /// The steps, fusions first, then the colon steps from the leaves down.
    pub steps: Vec<Step>,
    /// The length of the final stalk: the graph's value.
    pub value: Nimber,
}

impl Reduction {
    /// The reduction in words, one step a line, ending with the value.
    pub fn words(&self) -> Vec<String> {
        let mut lines: Vec<String> = self
            .steps
            .iter()
            .map(|s| format!("{}  →  {}", s.words(), format_graph(&s.after)))
            .collect();
        lines.push(format!(
            "a stalk of {} on the ground: value {}",
            self.value, self.value
        ));
        lines
    }
}

/// Which edges are bridges: their cut disconnects their ends. Loops and
/// parallel edges never are.
fn bridges(graph: &Graph) -> Vec<bool> {
    let vs = graph.vertices();
    let index = |v: u32| vs.binary_search(&v).unwrap_or_default();
    let mut adjacent: Vec<Vec<(usize, usize)>> = vec![Vec::new(); vs.len()];
    for (i, &(a, b)) in graph.edges.iter().enumerate() {
        if a != b {
            adjacent[index(a)].push((index(b), i));
            adjacent[index(b)].push((index(a), i));
        }
    }
    // Depth-first search with discovery times and low points, by an
    // explicit stack; an edge is a bridge when the far end's low point is
    // later than the near end's discovery.
    let mut time = vec![usize::MAX; vs.len()];
    let mut low = vec![0; vs.len()];
    let mut bridge = vec![false; graph.edges.len()];
    let mut clock = 0;
    for start in 0..vs.len() {
        if time[start] != usize::MAX {
            continue;
        }
        time[start] = clock;
        low[start] = clock;
        clock += 1;
        // Frames: vertex, the edge it was entered by, next neighbour index.
        let mut stack: Vec<(usize, usize, usize)> = vec![(start, usize::MAX, 0)];
        while let Some(&mut (v, via, ref mut next)) = stack.last_mut() {
            if let Some(&(w, e)) = adjacent[v].get(*next) {
                *next += 1;
                if e == via {
                    continue;
                }
                if time[w] == usize::MAX {
                    time[w] = clock;
                    low[w] = clock;
                    clock += 1;
                    stack.push((w, e, 0));
                } else {
                    low[v] = low[v].min(time[w]);
                }
            } else {
                stack.pop();
                if let Some(&(u, _, _)) = stack.last() {
                    low[u] = low[u].min(low[v]);
                    if low[v] > time[u] {
                        bridge[via] = true;
                    }
                }
            }
        }
    }
    bridge
}

/// The classes of vertices joined by edges that are not bridges: each is
/// one vertex after fusion.
fn fusion_classes(graph: &Graph, bridge: &[bool]) -> Vec<Vec<u32>> {
    let mut joined = Joined::new(graph);
    for (i, &(a, b)) in graph.edges.iter().enumerate() {
        if !bridge[i] && a != b {
            joined.join(a, b);
        }
    }
    let mut classes: Vec<Vec<u32>> = Vec::new();
    let mut roots: Vec<usize> = Vec::new();
    for v in joined.vertices().to_vec() {
        let r = joined.root(v);
        match roots.iter().position(|&q| q == r) {
            Some(k) => classes[k].push(v),
            None => {
                roots.push(r);
                classes.push(vec![v]);
            }
        }
    }
    classes
}

/// Reduces a graph (every edge grounded) to a stalk by fusion and the
/// colon principle, recording each step.
pub fn reduce(graph: &Graph) -> Reduction {
    let mut steps = Vec::new();
    let mut current = graph.clone();
    let bridge = bridges(graph);
    for class in fusion_classes(graph, &bridge) {
        if class.len() < 2 {
            continue;
        }
        // Vertices sort with the ground first, so it absorbs its class.
        let into = class[0];
        let before = current.clone();
        let mut loops = 0;
        current.edges = current
            .edges
            .iter()
            .map(|&(a, b)| {
                let (a2, b2) = (
                    if class.contains(&a) { into } else { a },
                    if class.contains(&b) { into } else { b },
                );
                if a != b && a2 == b2 {
                    loops += 1;
                }
                (a2.min(b2), a2.max(b2))
            })
            .collect();
        steps.push(Step {
            before,
            kind: StepKind::Fuse {
                vertices: class,
                into,
                loops,
            },
            after: current.clone(),
        });
    }
    // New stalks take numbers no vertex of the drawing has had.
    let fresh = graph.vertices().last().copied().unwrap_or(GROUND) + 1;
    let value = colon(&mut current, fresh, &mut steps);
    Reduction {
        steps,
        value: Nimber(value),
    }
}

/// The colon principle on a tree with loops, from the leaves to the
/// ground; returns the final stalk's length.
fn colon(tree: &mut Graph, mut fresh: u32, steps: &mut Vec<Step>) -> u64 {
    // Children of each vertex, from a search out of the ground.
    let mut order = vec![GROUND];
    let mut parent_of: Vec<(u32, u32)> = vec![(GROUND, GROUND)];
    let mut i = 0;
    while i < order.len() {
        let v = order[i];
        for &(a, b) in &tree.edges {
            let w = if a == v {
                b
            } else if b == v {
                a
            } else {
                continue;
            };
            if w != v && !order.contains(&w) {
                order.push(w);
                parent_of.push((w, v));
            }
        }
        i += 1;
    }
    let parent = |v: u32| parent_of.iter().find(|p| p.0 == v).map(|p| p.1);
    let mut stalk: Vec<(u32, u64)> = Vec::new();
    // Vertices below each vertex, in the current drawing.
    let mut below: Vec<(u32, Vec<u32>)> = Vec::new();
    for &v in order.iter().rev() {
        let mut branches: Vec<u64> = Vec::new();
        let mut under = vec![v];
        let loops = tree.edges.iter().filter(|&&e| e == (v, v)).count();
        branches.extend(std::iter::repeat_n(1, loops));
        for &w in &order {
            if w != v && w != GROUND && parent(w) == Some(v) {
                let s = stalk.iter().find(|p| p.0 == w).map_or(0, |p| p.1);
                branches.push(s + 1);
                if let Some((_, b)) = below.iter().find(|p| p.0 == w) {
                    under.extend(b);
                }
            }
        }
        let total = branches.iter().fold(0, |a, b| a ^ b);
        if branches.len() >= 2 {
            let before = tree.clone();
            tree.edges
                .retain(|&(a, b)| !(under.contains(&a) && under.contains(&b)));
            under = vec![v];
            let mut top = v;
            for _ in 0..total {
                tree.edges.push((top.min(fresh), top.max(fresh)));
                under.push(fresh);
                top = fresh;
                fresh += 1;
            }
            steps.push(Step {
                before,
                kind: StepKind::Colon {
                    at: v,
                    branches,
                    stalk: total,
                },
                after: tree.clone(),
            });
        }
        stalk.push((v, total));
        below.push((v, under));
    }
    stalk.iter().find(|p| p.0 == GROUND).map_or(0, |p| p.1)
}

#[cfg(test)]
mod tests {
    use super::super::parse_graph;
    use super::*;

    fn value(text: &str) -> u64 {
        reduce(&parse_graph(text).unwrap()).value.get()
    }

    #[test]
    fn a_stalk_is_a_heap_of_its_length() {
        assert_eq!(value("g-1 1-2 2-3"), 3);
        assert_eq!(value(""), 0);
    }

    #[test]
    fn branches_add_by_nim_sum_plus_one() {
        // Two stalks of 1 on vertex 1 cancel: the tree is a stalk of 1.
        assert_eq!(value("g-1 1-2 1-3"), 1);
        // Stalks of 2 and 1 on vertex 1: 3, plus the trunk: 4.
        assert_eq!(value("g-1 1-2 2-3 1-4"), 4);
    }

    #[test]
    fn odd_cycles_are_an_edge_and_even_ones_a_vertex() {
        // A triangle on the ground: three loops, a stalk of 1.
        assert_eq!(value("g-1 1-2 2-g"), 1);
        // A square on the ground: four loops, nothing.
        assert_eq!(value("g-1 1-2 2-3 3-g"), 0);
    }

    #[test]
    fn steps_record_the_fusion_then_the_colon() {
        let r = reduce(&parse_graph("g-1 1-2 2-3 3-1").unwrap());
        assert!(matches!(r.steps[0].kind, StepKind::Fuse { loops: 3, .. }));
        assert_eq!(format_graph(&r.steps[0].after), "g-1 1-1 1-1 1-1");
        // Three loops on 1 make a stalk of 1, under the edge g-1: 2.
        assert_eq!(r.value, Nimber(2));
        assert_eq!(format_graph(&r.steps.last().unwrap().after), "g-1 1-4");
    }
}
