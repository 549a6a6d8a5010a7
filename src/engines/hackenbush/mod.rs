//! Green Hackenbush on screen: graphs standing on the ground, each edge a
//! button that cuts it; the value of each part found by the fusion and
//! colon principles, step by step; and an editor to draw graphs.

mod draw;
mod editor;
mod explain;
mod layout;

use super::protocol::{Block, EditorState, Figure, ModuleView};
use super::{Info, Shown};
use draw::{falling, figure, Look};
use grundy::games::hackenbush::{format_graph, Cut, Graph, Hackenbush};
use grundy::Game;
use layout::Frame;
use maud::html;

/// Parts drawn on the board; the rest are counted beside the ground.
const BOARD_PARTS: usize = 12;
/// Edges named in a figure's label before it gives a count instead.
const NAMED: usize = 12;

/// The edge a previewed cut removes, if it is an edge of `whole`.
fn cut_edge(whole: &Graph, preview: Option<&Cut>) -> Option<usize> {
    let c = preview?;
    (whole.edges.get(c.edge) == Some(&c.ends)).then_some(c.edge)
}

/// "g-1 1-2" for a few edges, "40 edges" for many.
fn edges_said(g: &Graph) -> String {
    match g.edges.len() {
        0 => "no edges".to_string(),
        n if n <= NAMED => format_graph(g),
        n => format!("{n} edges"),
    }
}

/// A sentence on what a previewed cut does.
fn preview_said(whole: &Graph, cut: usize) -> String {
    let drops = falling(whole, cut).iter().filter(|&&f| f).count();
    let text = draw::move_text(whole, &whole.parts(), cut);
    match drops {
        0 => format!("Cutting {text} (dashed): nothing else falls."),
        1 => format!("Cutting {text} (dashed): 1 more edge falls (faded)."),
        n => format!("Cutting {text} (dashed): {n} more edges fall (faded)."),
    }
}

impl Shown for Hackenbush {
    fn info(&self) -> Info {
        let presets = [
            (
                "Three parts",
                "g-1 1-2 2-3 g-4 4-5 5-6 4-7 g-8 8-9 9-10 10-8",
            ),
            ("A stalk of 4", "g-1 1-2 2-3 3-4"),
            ("A tree with branches", "g-1 1-2 1-3 3-4 3-5 5-6"),
            ("A triangle on one edge", "g-1 1-2 2-3 3-1"),
            ("A cycle and a loop", "g-1 1-2 2-g 2-3 3-3"),
            ("Parallel edges", "g-1 g-1 1-2 1-2 1-2"),
        ];
        Info {
            component: "part".to_string(),
            components: "parts".to_string(),
            one_move: "cut".to_string(),
            moves: "cuts".to_string(),
            all_done: "Nothing stands on the ground: no cut is left.".to_string(),
            add: Vec::new(),
            presets: presets
                .iter()
                .map(|(l, t)| (l.to_string(), t.to_string()))
                .collect(),
            intro: html! {
                p {
                    "Graphs stand on the ground. A move cuts one edge, and whatever no longer \
                     connects to the ground falls away; a player with nothing to cut loses. Each \
                     part standing on the ground is worth a Nim heap, found by the fusion and \
                     colon principles."
                }
            }
            .into_string(),
            notation: "edges a-b, g the ground, vertices numbered from 1: g-1 1-2 2-3 3-1"
                .to_string(),
        }
    }

    fn board(&self, whole: &Graph, preview: Option<&Cut>, selected: Option<usize>) -> ModuleView {
        let cut = cut_edge(whole, preview);
        let parts = self.components(whole).len();
        let mut label = format!(
            "The graph on the ground: {} in {} part{}",
            edges_said(whole),
            parts,
            if parts == 1 { "" } else { "s" }
        );
        if let Some(c) = cut {
            label.push_str(". ");
            label.push_str(&preview_said(whole, c));
        }
        let look = Look {
            moves: true,
            names: true,
            part_tags: true,
            selected,
            cut,
            falls: cut.map(|c| falling(whole, c)).unwrap_or_default(),
            ..Look::plain(
                "hb-svg hb-board",
                label,
                Frame {
                    max_parts: BOARD_PARTS,
                    min_width: 480.0,
                    min_height: 200.0,
                    min_columns: 1.6,
                },
            )
        };
        let (svg, parts) = figure(whole, &look);
        ModuleView {
            blocks: vec![Block::Figure(Figure {
                class: "hb-figure hb-board-figure".to_string(),
                svg,
                parts,
                caption: cut.map(|c| ("hb-caption".to_string(), preview_said(whole, c))),
            })],
        }
    }

    fn explain(&self, whole: &Graph, selected: Option<usize>, step: usize) -> ModuleView {
        ModuleView {
            blocks: explain::explain(whole, &self.components(whole), selected, step),
        }
    }

    fn editor(&self, whole: &Graph, state: &EditorState) -> Option<ModuleView> {
        Some(editor::editor(whole, state.name()))
    }
}

#[cfg(test)]
mod tests;
