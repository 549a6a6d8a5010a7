//! Green Hackenbush on screen: graphs standing on the ground, each edge a
//! button that cuts it; the value of each part found by the fusion and
//! colon principles, step by step; and an editor to draw graphs.

mod draw;
mod editor;
mod explain;
mod layout;

use super::protocol::{EditorState, ModuleView};
use super::{Info, Shown};
use draw::{falling, svg, Look};
use grundy::games::hackenbush::{format_graph, Cut, Graph, Hackenbush};
use grundy::Game;
use layout::Frame;
use maud::{html, Markup};

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

    fn board_markup(
        &self,
        whole: &Graph,
        preview: Option<&Cut>,
        selected: Option<usize>,
    ) -> Markup {
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
        html! {
            figure.hb-figure.hb-board-figure {
                (svg(whole, &look))
                @if let Some(c) = cut {
                    figcaption.hb-caption { (preview_said(whole, c)) }
                }
            }
        }
    }

    fn explain_markup(&self, whole: &Graph, selected: Option<usize>, step: usize) -> Markup {
        explain::explain(whole, &self.components(whole), selected, step)
    }

    fn editor(&self, whole: &Graph, state: &EditorState) -> Option<ModuleView> {
        Some(editor::editor(whole, state.name()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::protocol::{Block, Part, Shape, Target, ViewAction};
    use crate::engines::reading::{attr_values as values, tags_with};
    use grundy::games::hackenbush::parse_graph;

    fn graph(text: &str) -> Graph {
        parse_graph(text).expect("a graph")
    }

    #[test]
    fn the_triangle_on_one_edge_is_worth_two() {
        // The notes: fusion and colon reduce an odd cycle to one edge, so
        // the triangle over the edge g-1 is a stalk of two edges.
        let g = graph("g-1 1-2 2-3 3-1");
        let m = Hackenbush.explain_markup(&g, None, 99).into_string();
        assert!(m.as_str().contains("Why the whole graph has value 2"));
        assert!(m.as_str().contains("so the value is 2."));
    }

    #[test]
    fn every_edge_is_a_move_that_parses_back() {
        let g = graph("g-1 g-1 1-2 2-3 3-1 2-2 g-4 g-g");
        let board = Hackenbush.board_markup(&g, None, None).into_string();
        let moves = values(board.as_str(), "data-move");
        assert_eq!(moves.len(), g.edges.len());
        for (text, &edge) in moves.iter().zip(&g.edges) {
            let cut = Hackenbush.parse_move(&g, text).expect("a move");
            assert_eq!(cut.ends, edge);
        }
        for mv in Hackenbush.moves(&g) {
            assert!(moves.contains(&Hackenbush.format_move(&g, &mv)));
        }
    }

    #[test]
    fn a_previewed_cut_is_dashed_and_what_falls_is_faded() {
        let g = graph("g-1 1-2 g-3");
        let cut = Hackenbush.parse_move(&g, "g-1").expect("a move");
        let board = Hackenbush.board_markup(&g, Some(&cut), None).into_string();
        let groups: Vec<&str> = tags_with(board.as_str(), "class=\"hb-e");
        assert_eq!(groups.len(), 3);
        assert!(groups[0].contains("hb-cut") && !groups[0].contains("hb-falls"));
        assert!(groups[1].contains("hb-falls"));
        assert!(!groups[2].contains("hb-cut") && !groups[2].contains("hb-falls"));
        assert!(board
            .as_str()
            .contains("Cutting g-1 (dashed): 1 more edge falls"));
    }

    #[test]
    fn each_part_has_a_label_selecting_it() {
        let g = graph("g-1 1-2 g-3 g-4 4-5 5-4");
        let board = Hackenbush.board_markup(&g, None, Some(1)).into_string();
        assert_eq!(values(board.as_str(), "data-component"), ["0", "1", "2"]);
        let selected = tags_with(board.as_str(), "data-component=\"1\"");
        assert!(selected[0].contains("aria-pressed=\"true\""));
    }

    #[test]
    fn the_walkthrough_ends_on_a_stalk_as_long_as_the_value() {
        for text in [
            "g-1 1-2 1-3 3-4 3-5 5-6",
            "g-1 1-1",
            "g-g",
            "g-1 1-2 2-g 2-3 3-3",
        ] {
            let g = graph(text);
            let (scenes, value) = explain::scenes(&g, 1);
            let last = &scenes[scenes.len() - 1].graph;
            assert_eq!(last.edges.len() as u64, value, "{text}");
            assert!(last.edges.iter().all(|&(a, b)| a != b), "{text}");
            // A stalk: one edge on the ground, and no vertex with three edges.
            let on_ground = last.edges.iter().filter(|e| e.0 == 0).count();
            assert_eq!(on_ground, usize::from(value > 0), "{text}");
        }
    }

    #[test]
    fn the_last_step_says_the_value() {
        let g = graph("g-1 1-2 1-3 3-4 3-5 5-6");
        let (scenes, value) = explain::scenes(&g, 1);
        assert_eq!(value, 6);
        let m = Hackenbush
            .explain_markup(&g, None, scenes.len() - 1)
            .into_string();
        let n = scenes.len();
        assert!(m.as_str().contains(&format!("Step {n} of {n}")));
        assert!(m
            .as_str()
            .contains("a stalk of 6 edges, so the value is 6."));
    }

    #[test]
    fn the_stepper_moves_by_one_and_stops_at_the_ends() {
        let g = graph("g-1 1-2 2-3 3-1");
        let first = Hackenbush.explain_markup(&g, None, 0).into_string();
        let prev = tags_with(first.as_str(), ">Previous")[0];
        assert!(prev.contains(" disabled"));
        assert!(tags_with(first.as_str(), ">Next")[0].contains("data-step=\"1\""));
        let far = Hackenbush.explain_markup(&g, None, 1000).into_string();
        assert!(tags_with(far.as_str(), ">Next")[0].contains(" disabled"));
    }

    #[test]
    fn a_fusion_step_lights_the_loops_it_makes() {
        let g = graph("g-1 1-2 2-3 3-1");
        let (scenes, _) = explain::scenes(&g, 4);
        let fused = &scenes[1];
        assert_eq!(format_graph(&fused.graph), "g-1 1-1 1-1 1-1");
        assert_eq!(fused.lit_edges, [false, true, true, true]);
        assert_eq!(fused.lit_vertices, [1]);
        assert!(fused
            .words
            .starts_with("Fusion principle: 1, 2 and 3 lie on cycles"));
    }

    #[test]
    fn a_colon_step_names_the_branches_and_their_nim_sum() {
        let g = graph("g-1 1-2 2-3 1-4");
        let (scenes, value) = explain::scenes(&g, 5);
        assert_eq!(value, 4);
        assert!(scenes[1].words.contains("stalks of lengths 2, 1"));
        assert!(scenes[1].words.contains("2 ⊕ 1 = 3"));
        // The new stalk's vertices are numbered from 5.
        assert_eq!(format_graph(&scenes[1].graph), "g-1 1-5 5-6 6-7");
    }

    #[test]
    fn the_sum_names_a_winning_cut() {
        // Parts worth 3 (a stalk), 4 (branches of 2 and 1 on a trunk) and
        // 2 (a triangle on an edge): nim-sum 5, so part 2 must go to 1.
        let g = graph("g-1 1-2 2-3 g-4 4-5 5-6 4-7 g-8 8-9 9-10 10-8");
        let m = Hackenbush.explain_markup(&g, Some(1), 0).into_string();
        assert!(m.as_str().contains("3 ⊕ 4 ⊕ 2"));
        assert!(m.as_str().contains("Winning cut: 5-6 in part 2"));
    }

    #[test]
    fn a_zero_sum_says_the_player_to_move_loses() {
        let g = graph("g-1 g-2");
        let m = Hackenbush.explain_markup(&g, None, 0).into_string();
        assert!(m.as_str().contains("The nim-sum is 0"));
        assert!(!m.as_str().contains("Winning cut"));
    }

    /// The buttons of `view` that are pressed, by their names.
    fn pressed(view: &ModuleView) -> Vec<String> {
        view.buttons()
            .into_iter()
            .filter(|b| b.pressed == Some(true))
            .filter_map(|b| b.label.clone())
            .collect()
    }

    #[test]
    fn the_editor_starts_an_edge_at_a_chosen_end() {
        let g = graph("g-1 1-2");
        let view = editor::editor(&g, "");
        let states = view.states();
        for s in ["from=g", "from=1", "from=2", "from=new"] {
            // Once in the figure, once in the list.
            assert_eq!(states.iter().filter(|&&t| t == s).count(), 2, "{s}");
        }
        assert!(pressed(&view).is_empty());
    }

    #[test]
    fn the_editor_adds_the_edge_to_the_second_end() {
        let g = graph("g-1 1-2");
        let view = editor::editor(&g, "from=2");
        let edits = view.edits();
        for text in ["g-1 1-2 g-2", "g-1 1-2 1-2", "g-1 1-2 2-2", "g-1 1-2 2-3"] {
            assert!(edits.contains(&text), "{text}");
            assert!(parse_graph(text).is_ok());
        }
        assert!(pressed(&view).contains(&"Add a loop at vertex 2".to_string()));
        let cancel = view.buttons().into_iter().find(|b| b.text == "Cancel");
        assert_eq!(
            cancel.and_then(|b| b.action.clone()),
            Some(ViewAction::State("idle".to_string()))
        );
    }

    #[test]
    fn a_new_vertex_joins_only_an_old_one() {
        let g = graph("g-1");
        let view = editor::editor(&g, "from=new");
        let edits = view.edits();
        assert!(edits.contains(&"g-1 g-2"));
        assert!(edits.contains(&"g-1 1-2"));
        let buttons = view.buttons();
        let new = buttons.iter().find(|b| b.text == "new vertex (2)").unwrap();
        assert!(new.disabled && new.action.is_none());
    }

    #[test]
    fn removing_an_edge_drops_what_it_held_up() {
        let g = graph("g-1 1-2 g-3");
        assert_eq!(editor::without_edge(&g, 0), "g-3");
        assert_eq!(editor::without_edge(&g, 1), "g-1 g-3");
        let view = editor::editor(&g, "");
        let removals: Vec<&str> = view
            .buttons()
            .into_iter()
            .filter(|b| b.text == "Remove" || b.text == "Clear")
            .filter_map(|b| match &b.action {
                Some(ViewAction::Edit(p)) => Some(p.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(removals, ["g-3", "g-1 g-3", "g-1 1-2", ""]);
        assert_eq!(
            view.buttons()
                .last()
                .map(|b| (b.text.as_str(), b.class.as_str())),
            Some(("Clear", "secondary hb-clear"))
        );
    }

    #[test]
    fn an_unknown_editor_state_chooses_nothing() {
        let g = graph("g-1");
        assert_eq!(editor::chosen(&g, "from=7"), None);
        assert_eq!(editor::chosen(&g, "junk"), None);
        assert_eq!(editor::chosen(&g, "from=1"), Some(editor::End::Old(1)));
    }

    #[test]
    fn figures_have_labels_and_buttons_can_be_focused() {
        let g = graph("g-1 1-2 2-3 3-1 g-4");
        let board = Hackenbush.board_markup(&g, None, None).into_string();
        for tag in tags_with(board.as_str(), "role=\"button\"") {
            assert!(tag.contains("tabindex=\"0\""), "{tag}");
            assert!(tag.contains("aria-label=\""), "{tag}");
        }
        // The editor's figure: every vertex, the ground and the new vertex
        // a named part the page draws as a focusable button.
        let view = editor::editor(&g, "from=1");
        let Some(Block::Group { blocks, .. }) = view.blocks.first() else {
            panic!("the editor's section");
        };
        let figure = blocks.iter().find_map(|b| match b {
            Block::Figure(f) => Some(f),
            _ => None,
        });
        let figure = figure.expect("a figure");
        assert_eq!(figure.svg.role, "group");
        let targets: Vec<&Target> = figure
            .parts
            .iter()
            .filter_map(|p| match p {
                Part::Target(t) => Some(&**t),
                Part::Markup(m) => {
                    assert!(!m.contains("role=\"button\""), "{m}");
                    None
                }
                Part::Group { .. } => None,
            })
            .collect();
        assert_eq!(targets.len(), g.vertices().len() + 1);
        assert!(targets.iter().all(|t| t.button.label.is_some()));
        assert!(matches!(targets[0].shape, Shape::Path { .. }));
        assert!(board.as_str().starts_with("<figure"));
        assert!(board
            .as_str()
            .contains("role=\"group\" aria-label=\"The graph on the ground"));
    }

    #[test]
    fn a_graph_of_the_most_edges_stays_small() {
        let text: String = (1..=200)
            .map(|i| {
                if i % 4 == 1 {
                    format!("g-{i} ")
                } else {
                    format!("{}-{i} ", i - 1)
                }
            })
            .collect();
        let g = graph(&text);
        assert_eq!(g.edges.len(), 200);
        let cut = Hackenbush.moves(&g).next();
        assert!(
            Hackenbush
                .board_markup(&g, cut.as_ref(), Some(0))
                .into_string()
                .len()
                < 60_000
        );
        assert!(Hackenbush.explain_markup(&g, None, 3).into_string().len() < 80_000);
        let g = Graph {
            edges: g.edges[..199].to_vec(),
        };
        // Each of its buttons carries a whole position: 199 edges, two
        // hundred ends and as many removals stay under a megabyte.
        let view = editor::editor(&g, "from=1");
        assert!(serde_json::to_string(&view).unwrap().len() < 700_000);
    }

    #[test]
    fn an_empty_graph_draws_the_ground_alone() {
        let g = Graph::default();
        assert!(Hackenbush
            .board_markup(&g, None, Some(3))
            .into_string()
            .contains("hb-ground"));
        assert!(Hackenbush
            .explain_markup(&g, Some(0), 5)
            .into_string()
            .contains("so the value is 0."));
        assert!(!editor::editor(&g, "from=g")
            .buttons()
            .iter()
            .any(|b| b.text == "Clear"));
    }

    #[test]
    fn the_presets_are_graphs() {
        for (label, text) in Hackenbush.info().presets {
            assert!(parse_graph(&text).is_ok(), "{label}");
        }
    }
}
