//! Green Hackenbush's board, walkthrough and editor.

use super::*;
use crate::engines::protocol::{Block, Button, Part, Shape, Target, ViewAction};
use grundy::games::hackenbush::parse_graph;

fn graph(text: &str) -> Graph {
    parse_graph(text).expect("a graph")
}

/// The classes of the edges' groups on the board, in order.
fn edge_classes(view: &ModuleView) -> Vec<&str> {
    view.only_figure()
        .expect("the board is one figure")
        .parts
        .iter()
        .filter_map(|p| match p {
            Part::Group { class, .. } => Some(class.as_str()),
            _ => None,
        })
        .collect()
}

/// The button of `view` whose words are `text`.
fn button<'a>(view: &'a ModuleView, text: &str) -> &'a Button {
    view.buttons()
        .into_iter()
        .find(|b| b.text == text)
        .unwrap_or_else(|| panic!("no button {text}"))
}

#[test]
fn the_triangle_on_one_edge_is_worth_two() {
    // The notes: fusion and colon reduce an odd cycle to one edge, so
    // the triangle over the edge g-1 is a stalk of two edges.
    let g = graph("g-1 1-2 2-3 3-1");
    let m = Hackenbush.explain(&g, None, 99).markup();
    assert!(m.contains("Why the whole graph has value 2"));
    assert!(m.contains("so the value is 2."));
}

#[test]
fn every_edge_is_a_move_that_parses_back() {
    let g = graph("g-1 g-1 1-2 2-3 3-1 2-2 g-4 g-g");
    let board = Hackenbush.board(&g, None, None);
    let moves = board.plays();
    assert_eq!(moves.len(), g.edges.len());
    for (text, &edge) in moves.iter().zip(&g.edges) {
        let cut = Hackenbush.parse_move(&g, text).expect("a move");
        assert_eq!(cut.ends, edge);
    }
    for mv in Hackenbush.moves(&g) {
        assert!(moves.contains(&Hackenbush.format_move(&g, &mv).as_str()));
    }
}

#[test]
fn a_previewed_cut_is_dashed_and_what_falls_is_faded() {
    let g = graph("g-1 1-2 g-3");
    let cut = Hackenbush.parse_move(&g, "g-1").expect("a move");
    let board = Hackenbush.board(&g, Some(&cut), None);
    let groups = edge_classes(&board);
    assert_eq!(groups.len(), 3);
    assert!(groups[0].contains("hb-cut") && !groups[0].contains("hb-falls"));
    assert!(groups[1].contains("hb-falls"));
    assert!(!groups[2].contains("hb-cut") && !groups[2].contains("hb-falls"));
    let caption = board
        .only_figure()
        .expect("the board is one figure")
        .caption
        .as_ref()
        .expect("a caption");
    assert!(caption
        .1
        .contains("Cutting g-1 (dashed): 1 more edge falls"));
}

#[test]
fn each_part_has_a_label_selecting_it() {
    let g = graph("g-1 1-2 g-3 g-4 4-5 5-4");
    let board = Hackenbush.board(&g, None, Some(1));
    let tags: Vec<&Button> = board
        .buttons()
        .into_iter()
        .filter(|b| matches!(b.action, Some(ViewAction::Select(_))))
        .collect();
    let picks: Vec<_> = tags.iter().map(|b| b.action.clone()).collect();
    assert_eq!(picks, [0, 1, 2].map(|i| Some(ViewAction::Select(i))));
    let pressed: Vec<bool> = tags.iter().map(|b| b.pressed == Some(true)).collect();
    assert_eq!(pressed, [false, true, false]);
    assert_eq!(tags[1].label.as_deref(), Some("Select part 2"));
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
    let m = Hackenbush.explain(&g, None, scenes.len() - 1).markup();
    let n = scenes.len();
    assert!(m.contains(&format!("Step {n} of {n}")));
    assert!(m.contains("a stalk of 6 edges, so the value is 6."));
}

#[test]
fn the_stepper_moves_by_one_and_stops_at_the_ends() {
    let g = graph("g-1 1-2 2-3 3-1");
    let first = Hackenbush.explain(&g, None, 0);
    assert!(button(&first, "Previous").disabled);
    let next = button(&first, "Next");
    assert!(!next.disabled);
    assert_eq!(next.action, Some(ViewAction::Step(1)));
    let far = Hackenbush.explain(&g, None, 1000);
    assert!(button(&far, "Next").disabled);
    // The list of steps: each shows its step, the one shown marked.
    let steps: Vec<&Button> = first
        .buttons()
        .into_iter()
        .filter(|b| b.class.starts_with("hb-step"))
        .collect();
    let (scenes, _) = explain::scenes(&g, 4);
    assert_eq!(steps.len(), scenes.len());
    for (i, b) in steps.iter().enumerate() {
        assert_eq!(b.action, Some(ViewAction::Step(i)));
        assert_eq!(b.current, i == 0);
    }
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
    let m = Hackenbush.explain(&g, Some(1), 0).markup();
    assert!(m.contains("3 ⊕ 4 ⊕ 2"));
    assert!(m.contains("Winning cut: 5-6 in part 2"));
}

#[test]
fn a_zero_sum_says_the_player_to_move_loses() {
    let g = graph("g-1 g-2");
    let m = Hackenbush.explain(&g, None, 0).markup();
    assert!(m.contains("The nim-sum is 0"));
    assert!(!m.contains("Winning cut"));
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
    let board = Hackenbush.board(&g, None, None);
    // On the board, every edge and every part's label is a named button,
    // and no display-only markup acts.
    let named = board.buttons();
    assert_eq!(named.len(), g.edges.len() + 2);
    assert!(named
        .iter()
        .all(|b| b.label.is_some() && b.action.is_some()));
    assert!(!board.markup().contains("role=\"button\""));
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
    let frame = &board.only_figure().expect("the board is one figure").svg;
    assert_eq!(frame.role, "group");
    assert!(frame.label.starts_with("The graph on the ground"));
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
    let size = |v: ModuleView| serde_json::to_string(&v).unwrap().len();
    assert!(size(Hackenbush.board(&g, cut.as_ref(), Some(0))) < 60_000);
    assert!(size(Hackenbush.explain(&g, None, 3)) < 80_000);
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
        .board(&g, None, Some(3))
        .markup()
        .contains("hb-ground"));
    assert!(Hackenbush
        .explain(&g, Some(0), 5)
        .markup()
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
