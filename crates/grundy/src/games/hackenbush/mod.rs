//! Green Hackenbush: graphs rooted on the ground; a move cuts one edge,
//! and whatever no longer connects to the ground falls away.
//!
//! Text: edges `a-b` separated by spaces (or commas), each end `g` for the
//! ground or a vertex number from 1: `g-1 1-2 2-3 3-1`. Parallel edges and
//! loops (`2-2`) are allowed. Every edge must connect to the ground, since
//! an edge that does not would already have fallen.
//!
//! The parts of the graph that meet only at the ground are independent
//! games, so they are the components. Values come from the colon and
//! fusion principles ([`reduce()`]), with every step recorded.

pub mod entry;
mod graph;
pub mod reduce;

use graph::{edge_name, read_edge};
pub use graph::{format_graph, parse_graph, vertex_name, Graph, GROUND, MAX_EDGES, MAX_VERTEX};
pub use reduce::{reduce, Reduction, Step, StepKind};

use super::notation::{NotationError, NotationErrorKind, Reader, RuleError};
use crate::game::{Game, MoveWords, PlayError, Values};
use crate::Nimber;

/// Green Hackenbush.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hackenbush;

/// A cut: one edge, by its index in the graph.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Cut {
    /// The part of the graph the edge is in.
    pub component: usize,
    /// The edge's index.
    pub edge: usize,
    /// Its ends, smaller first.
    pub ends: (u32, u32),
    /// What remains of its part, in notation.
    pub rest: String,
}

impl Hackenbush {
    fn cut(&self, graph: &Graph, parts: &[usize], edge: usize) -> Cut {
        let mut after = graph.clone();
        after.edges.remove(edge);
        let after = after.pruned();
        let after_parts = after.parts();
        // What remains of this part: the edges of the pruned graph that
        // share a vertex off the ground with the part (all of them, when
        // the part was a single edge or lost everything).
        let part_vertices: Vec<u32> = graph
            .edges
            .iter()
            .zip(parts)
            .filter(|&(_, &p)| p == parts[edge])
            .flat_map(|(&(a, b), _)| [a, b])
            .filter(|&v| v != GROUND)
            .collect();
        let rest: Vec<(u32, u32)> = after
            .edges
            .iter()
            .zip(&after_parts)
            .filter(|&(&(a, b), _)| part_vertices.contains(&a) || part_vertices.contains(&b))
            .map(|(&e, _)| e)
            .collect();
        Cut {
            component: parts[edge],
            edge,
            ends: graph.edges[edge],
            rest: format_graph(&Graph { edges: rest }),
        }
    }
}

impl Game for Hackenbush {
    type Position = Graph;
    type Move = Cut;
    type IllegalMove = RuleError;
    type TextError = NotationError;

    fn spec(&self) -> String {
        "hackenbush".to_string()
    }

    fn name(&self) -> String {
        "Green Hackenbush".to_string()
    }

    fn moves<'a>(&'a self, graph: &'a Graph) -> Box<dyn Iterator<Item = Cut> + 'a> {
        let parts = graph.parts();
        // Parallel copies of an edge are interchangeable: one cut each.
        let firsts: Vec<usize> = (0..graph.edges.len())
            .filter(|&i| !graph.edges[..i].contains(&graph.edges[i]))
            .collect();
        Box::new(firsts.into_iter().map(move |i| self.cut(graph, &parts, i)))
    }

    fn play(&self, graph: Graph, mv: &Cut) -> Result<Graph, PlayError<Graph, RuleError>> {
        match graph.edges.get(mv.edge) {
            Some(&e) if e == mv.ends => {
                let mut after = graph;
                after.edges.remove(mv.edge);
                Ok(after.pruned())
            }
            _ => Err(PlayError {
                error: RuleError::NotInPosition(format!("edge {}", edge_name(mv.ends))),
                position: graph,
            }),
        }
    }

    fn parse_position(&self, text: &str) -> Result<Graph, NotationError> {
        parse_graph(text)
    }

    fn format_position(&self, graph: &Graph) -> String {
        format_graph(graph)
    }

    fn parse_move(&self, graph: &Graph, text: &str) -> Result<Cut, NotationError> {
        let mut r = Reader::new(text);
        let ends = read_edge(&mut r)?;
        if !r.done() {
            return Err(r.unexpected("the end of the move: one edge, as in 1-2"));
        }
        match graph.edges.iter().position(|&e| e == ends) {
            Some(i) => Ok(self.cut(graph, &graph.parts(), i)),
            None => Err(r.error_at(
                NotationErrorKind::NotAMove(format!("the graph has no edge {}", edge_name(ends))),
                0,
            )),
        }
    }

    fn format_move(&self, _graph: &Graph, mv: &Cut) -> String {
        edge_name(mv.ends)
    }

    fn components(&self, graph: &Graph) -> Vec<Graph> {
        let parts = graph.parts();
        let count = parts.iter().max().map_or(0, |m| m + 1);
        (0..count)
            .map(|p| Graph {
                edges: graph
                    .edges
                    .iter()
                    .zip(&parts)
                    .filter(|&(_, &q)| q == p)
                    .map(|(&e, _)| e)
                    .collect(),
            })
            .collect()
    }

    fn component_of(&self, mv: &Cut) -> usize {
        mv.component
    }

    fn pieces(&self, mv: &Cut) -> String {
        mv.rest.clone()
    }

    fn canonical(&self, graph: &Graph) -> Graph {
        let mut edges = graph.edges.clone();
        edges.sort_unstable();
        Graph { edges }
    }

    fn closed_value(&self, graph: &Graph) -> Option<Nimber> {
        Some(reduce(graph).value)
    }

    /// The edge, and the edges that lose their way to the ground with it
    /// and fall: `the edge 1-2; 2-3 and 1-3 fall`.
    fn describe_move(&self, graph: &Graph, mv: &Cut) -> String {
        let cut = format!("the edge {}", edge_name(mv.ends));
        let Ok(after) = self.play(graph.clone(), mv) else {
            return cut;
        };
        let mut kept = after.edges;
        let mut fallen: Vec<String> = Vec::new();
        for (i, &e) in graph.edges.iter().enumerate() {
            if i == mv.edge {
                continue;
            }
            match kept.iter().position(|&k| k == e) {
                Some(at) => {
                    kept.swap_remove(at);
                }
                None => fallen.push(edge_name(e)),
            }
        }
        match fallen.len() {
            0 => cut,
            1 => format!("{cut}; {} falls", fallen[0]),
            _ => format!("{cut}; {} fall", crate::view::listed(&fallen)),
        }
    }

    fn words(&self) -> MoveWords {
        MoveWords::fixed("cut", "cut", "cut")
    }

    fn computer_move(&self, graph: &Graph, values: Values<'_, Graph>) -> Option<Cut> {
        super::modest_computer_move(self, graph, values)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges_read_and_write_back() {
        let g = parse_graph("g-1 2-1, 2-3 3-1 2-2").unwrap();
        assert_eq!(format_graph(&g), "g-1 1-2 2-3 1-3 2-2");
    }

    #[test]
    fn floating_edges_are_refused_where_they_are() {
        let e = parse_graph("g-1 2-3").unwrap_err();
        assert_eq!(e.offset, 4);
        assert!(matches!(e.kind, NotationErrorKind::Floating(_)));
    }

    #[test]
    fn cutting_a_trunk_drops_what_it_held() {
        let g = parse_graph("g-1 1-2 1-3").unwrap();
        let cut = Hackenbush.parse_move(&g, "g-1").unwrap();
        assert_eq!(Hackenbush.apply(&g, &cut).unwrap(), Graph::default());
        assert_eq!(cut.rest, "");
    }

    #[test]
    fn parts_meet_only_at_the_ground() {
        let g = parse_graph("g-1 g-2 1-3 g-g 2-4").unwrap();
        assert_eq!(g.parts(), vec![0, 1, 0, 2, 1]);
        assert_eq!(Hackenbush.components(&g).len(), 3);
    }

    #[test]
    fn parallel_edges_give_one_cut() {
        let g = parse_graph("g-1 g-1").unwrap();
        assert_eq!(Hackenbush.moves(&g).count(), 1);
    }
}
