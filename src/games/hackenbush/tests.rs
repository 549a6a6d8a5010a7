//! Green Hackenbush's board, walkthrough and editor, rendered to markup.

use super::editor::{action, Does, Editor, End};
use super::*;
use crate::games::shown::PartOf;
use crate::testing::{attributes, hooks, render, tags_with};
use grundy::dynamic::{DynMove, DynPosition};
use grundy::games::hackenbush::{format_graph, parse_graph};

fn graph(text: &str) -> Graph {
    parse_graph(text).expect("a graph")
}

/// The scene of `g` with `preview` and `selected`.
fn scene(g: &Graph, preview: Option<&Cut>, selected: Option<usize>) -> Scene {
    Scene {
        position: DynPosition::new(g.clone()),
        preview: preview.map(|c| DynMove::new(c.clone(), c.component)),
        selected,
        within: None,
        live: true,
        part: None,
        send: Callback::noop(),
    }
}

/// The board of `g`, as markup.
fn board_of(g: &Graph, preview: Option<&Cut>, selected: Option<usize>) -> String {
    render(Shows.board(&scene(g, preview, selected)))
}

/// The explanation of `g` with `selected` chosen, at `step`, as markup.
fn explained(g: &Graph, selected: Option<usize>, step: usize) -> String {
    render(explain::explain(
        g,
        &Hackenbush.components(g),
        selected,
        step,
    ))
}

/// The editor of `g` with `first` chosen, as markup.
fn editor_of(g: &Graph, first: Option<End>) -> String {
    render(html! { <Editor graph={g.clone()} send={Callback::noop()} {first} /> })
}

/// The classes of the edges' groups on the board, in order.
fn edge_classes(markup: &str) -> Vec<String> {
    tags_with(markup, "class=\"hb-e")
        .into_iter()
        .filter(|t| t.starts_with("g "))
        .flat_map(|t| attributes(&format!("<{t}>"), "class"))
        .collect()
}

/// The opening tags of the buttons whose words are `text`.
fn buttons_saying<'a>(markup: &'a str, text: &str) -> Vec<&'a str> {
    markup
        .split("<button")
        .skip(1)
        .filter(|b| {
            b.split_once('>')
                .is_some_and(|(_, rest)| rest.starts_with(&format!("{text}</button>")))
        })
        .map(|b| b.split('>').next().unwrap_or(b))
        .collect()
}

#[test]
fn the_triangle_on_one_edge_is_worth_two() {
    // The notes: fusion and colon reduce an odd cycle to one edge, so
    // the triangle over the edge g-1 is a stalk of two edges.
    let g = graph("g-1 1-2 2-3 3-1");
    let m = explained(&g, None, 99);
    assert!(m.contains("Why the whole graph has value 2"));
    assert!(m.contains("so the value is 2."));
}

#[test]
fn every_edge_is_a_move_that_parses_back() {
    let g = graph("g-1 g-1 1-2 2-3 3-1 2-2 g-4 g-g");
    let board = board_of(&g, None, None);
    let moves = hooks(&board, "move ");
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
fn each_edge_sends_its_own_cut() {
    // The cut each edge's button sends is the game's own move, the first
    // copy of a parallel edge named as the core names it.
    let g = graph("g-1 g-1 1-2");
    let parts = g.parts();
    for i in 0..g.edges.len() {
        let cut = draw::cut_of(&g, &parts, i);
        assert!(Hackenbush.moves(&g).any(|m| m == cut), "edge {i}");
    }
    assert_eq!(draw::cut_of(&g, &parts, 1), draw::cut_of(&g, &parts, 0));
}

#[test]
fn a_previewed_cut_is_dashed_and_what_falls_is_faded() {
    let g = graph("g-1 1-2 g-3");
    let cut = Hackenbush.parse_move(&g, "g-1").expect("a move");
    let board = board_of(&g, Some(&cut), None);
    let groups = edge_classes(&board);
    assert_eq!(groups.len(), 3);
    assert!(groups[0].contains("hb-cut") && !groups[0].contains("hb-falls"));
    assert!(groups[1].contains("hb-falls"));
    assert!(!groups[2].contains("hb-cut") && !groups[2].contains("hb-falls"));
    let caption = tags_with(&board, "figcaption class=\"hb-caption\"");
    assert_eq!(caption.len(), 1);
    assert!(board.contains("Cutting g-1 (dashed): 1 more edge falls"));
}

#[test]
fn each_part_has_a_label_selecting_it() {
    let g = graph("g-1 1-2 g-3 g-4 4-5 5-4");
    let board = board_of(&g, None, Some(1));
    assert_eq!(hooks(&board, "pick "), ["0", "1", "2"]);
    let tags: Vec<String> = tags_with(&board, "Select part")
        .into_iter()
        .map(|t| format!("<{t}>"))
        .collect();
    let pressed: Vec<String> = tags
        .iter()
        .flat_map(|t| attributes(t, "aria-pressed"))
        .collect();
    assert_eq!(pressed, ["false", "true", "false"]);
    assert_eq!(attributes(&tags[1], "aria-label"), ["Select part 2"]);
}

#[test]
fn inside_a_sum_the_graphs_parts_are_its_pieces() {
    // The sum numbers its own parts ("part 3 of 3"): the graph's are
    // pieces there, so no label says "part 1" of another part.
    let g = graph("g-1 g-2");
    let mut inside = scene(&g, None, None);
    inside.part = Some(PartOf {
        at: 2,
        component: Some(2),
        chosen: false,
    });
    let board = render(Shows.board(&inside));
    assert!(
        !board.contains("part 1") && !board.contains("Select part"),
        "{board}"
    );
    let tags = tags_with(&board, "Select piece");
    assert_eq!(tags.len(), 2, "{board}");
    assert!(board.contains("piece 1"), "{board}");
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
    let m = explained(&g, None, scenes.len() - 1);
    let n = scenes.len();
    assert!(m.contains(&format!("Step {n} of {n}")));
    assert!(m.contains("a stalk of 6 edges, so the value is 6."));
}

#[test]
fn the_stepper_moves_by_one_and_stops_at_the_ends() {
    let g = graph("g-1 1-2 2-3 3-1");
    let first = explained(&g, None, 0);
    assert!(buttons_saying(&first, "Previous")[0].contains("disabled"));
    let next = buttons_saying(&first, "Next")[0];
    assert!(!next.contains("disabled"), "{next}");
    assert!(next.contains("data-testid=\"step 1\""), "{next}");
    let far = explained(&g, None, 1000);
    assert!(buttons_saying(&far, "Next")[0].contains("disabled"));
    // The list of steps: each shows its step, the one shown marked.
    let steps: Vec<String> = tags_with(&first, "class=\"hb-step")
        .into_iter()
        .filter(|t| t.starts_with("button "))
        .map(|t| format!("<{t}>"))
        .collect();
    let (scenes, _) = explain::scenes(&g, 4);
    assert_eq!(steps.len(), scenes.len());
    for (i, b) in steps.iter().enumerate() {
        assert_eq!(attributes(b, "data-testid"), [format!("step {i}")]);
        assert_eq!(!attributes(b, "aria-current").is_empty(), i == 0, "{b}");
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
    let m = explained(&g, Some(1), 0);
    assert!(m.contains("3 ⊕ 4 ⊕ 2"));
    assert!(m.contains("Winning cut: 5-6 in part 2"));
}

#[test]
fn a_zero_sum_says_the_player_to_move_loses() {
    let g = graph("g-1 g-2");
    let m = explained(&g, None, 0);
    assert!(m.contains("The nim-sum is 0"));
    assert!(!m.contains("Winning cut"));
}

/// The names of the pressed parts of `markup`.
fn pressed(markup: &str) -> Vec<String> {
    tags_with(markup, "aria-pressed=\"true\"")
        .into_iter()
        .flat_map(|t| attributes(&format!("<{t}>"), "aria-label"))
        .collect()
}

#[test]
fn the_editor_starts_an_edge_at_a_chosen_end() {
    let g = graph("g-1 1-2");
    for (end, label) in [
        (End::Old(0), "Start an edge at the ground"),
        (End::Old(1), "Start an edge at vertex 1"),
        (End::Old(2), "Start an edge at vertex 2"),
        (End::New, "Start an edge at a new vertex 3"),
    ] {
        let a = action(&g, None, end);
        assert_eq!(a.does, Some(Does::Choose(end)));
        assert_eq!(a.label, label);
    }
    let view = editor_of(&g, None);
    for label in ["Start an edge at the ground", "Start an edge at vertex 2"] {
        // Once in the figure, once in the list.
        let named = attributes(&view, "aria-label");
        assert_eq!(named.iter().filter(|l| *l == label).count(), 2, "{label}");
    }
    assert!(pressed(&view).is_empty());
}

#[test]
fn the_editor_adds_the_edge_to_the_second_end() {
    let g = graph("g-1 1-2");
    let from = Some(End::Old(2));
    let made: Vec<String> = [End::Old(0), End::Old(1), End::Old(2), End::New]
        .into_iter()
        .filter_map(|end| match action(&g, from, end).does {
            Some(Does::Add(after)) => Some(format_graph(&after)),
            _ => None,
        })
        .collect();
    assert_eq!(
        made,
        ["g-1 1-2 g-2", "g-1 1-2 1-2", "g-1 1-2 2-2", "g-1 1-2 2-3"]
    );
    for text in &made {
        assert!(parse_graph(text).is_ok());
    }
    let view = editor_of(&g, from);
    assert!(pressed(&view).contains(&"Add a loop at vertex 2".to_string()));
    assert_eq!(buttons_saying(&view, "Cancel").len(), 1);
    assert!(view.contains("First end: vertex 2."));
}

#[test]
fn a_new_vertex_joins_only_an_old_one() {
    let g = graph("g-1");
    let from = Some(End::New);
    let added = |end| match action(&g, from, end).does {
        Some(Does::Add(after)) => Some(format_graph(&after)),
        _ => None,
    };
    assert_eq!(added(End::Old(0)).as_deref(), Some("g-1 g-2"));
    assert_eq!(added(End::Old(1)).as_deref(), Some("g-1 1-2"));
    assert_eq!(added(End::New), None);
    let view = editor_of(&g, from);
    let new = buttons_saying(&view, "new vertex (2)");
    assert!(new[0].contains("disabled"), "{}", new[0]);
}

#[test]
fn removing_an_edge_drops_what_it_held_up() {
    let g = graph("g-1 1-2 g-3");
    assert_eq!(format_graph(&editor::without_edge(&g, 0)), "g-3");
    assert_eq!(format_graph(&editor::without_edge(&g, 1)), "g-1 g-3");
    assert_eq!(format_graph(&editor::without_edge(&g, 2)), "g-1 1-2");
    let view = editor_of(&g, None);
    let removals = attributes(&view, "aria-label")
        .into_iter()
        .filter(|l| l.starts_with("Remove the edge"))
        .collect::<Vec<_>>();
    assert_eq!(
        removals,
        [
            "Remove the edge g-1 and the 1 edge it holds up",
            "Remove the edge 1-2",
            "Remove the edge g-3"
        ]
    );
    let clear = buttons_saying(&view, "Clear");
    assert_eq!(
        attributes(&format!("<{}>", clear[0]), "class"),
        ["secondary hb-clear"]
    );
}

#[test]
fn an_end_chosen_in_another_graph_chooses_nothing() {
    let g = graph("g-1");
    let view = editor_of(&g, Some(End::Old(7)));
    assert!(
        view.contains("Choose the first end of a new edge"),
        "{view}"
    );
    assert!(buttons_saying(&view, "Cancel").is_empty());
}

#[test]
fn figures_have_labels_and_buttons_can_be_focused() {
    let g = graph("g-1 1-2 2-3 3-1 g-4");
    let board = board_of(&g, None, None);
    // On the board, every edge and every part's label is a named,
    // focusable button.
    let buttons = tags_with(&board, "role=\"button\"");
    assert_eq!(buttons.len(), g.edges.len() + 2);
    for b in &buttons {
        let b = format!("<{b}>");
        assert_eq!(attributes(&b, "tabindex"), ["0"], "{b}");
        assert_eq!(attributes(&b, "aria-label").len(), 1, "{b}");
    }
    // The editor's figure: every vertex, the ground and the new vertex
    // a named, focusable button, the ground's a path.
    let view = editor_of(&g, Some(End::Old(1)));
    let figure = &view[view.find("<figure").unwrap()..view.find("</figure>").unwrap()];
    let svg = tags_with(figure, "svg ")[0];
    assert_eq!(attributes(&format!("<{svg}>"), "role"), ["group"]);
    let targets = tags_with(figure, "role=\"button\"");
    assert_eq!(targets.len(), g.vertices().len() + 1);
    assert!(targets[0].starts_with("path "), "{}", targets[0]);
    let board_svg = tags_with(&board, "svg ")[0];
    assert_eq!(attributes(&format!("<{board_svg}>"), "role"), ["group"]);
    assert!(attributes(&format!("<{board_svg}>"), "aria-label")[0]
        .starts_with("The graph on the ground"));
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
    assert!(board_of(&g, cut.as_ref(), Some(0)).len() < 60_000);
    assert!(explained(&g, None, 3).len() < 80_000);
    let g = Graph {
        edges: g.edges[..199].to_vec(),
    };
    // Two hundred ends and as many removals stay under a megabyte.
    assert!(editor_of(&g, Some(End::Old(1))).len() < 700_000);
}

#[test]
fn an_empty_graph_draws_the_ground_alone() {
    let g = Graph::default();
    assert!(board_of(&g, None, Some(3)).contains("hb-ground"));
    assert!(explained(&g, Some(0), 5).contains("so the value is 0."));
    assert!(buttons_saying(&editor_of(&g, Some(End::Old(0))), "Clear").is_empty());
}

#[test]
fn a_board_out_of_play_acts_on_nothing() {
    let g = graph("g-1");
    let mut s = scene(&g, None, None);
    s.live = false;
    let board = render(Shows.board(&s));
    let hit = tags_with(&board, "class=\"hb-hit\"")[0];
    assert!(hit.contains("aria-disabled=\"true\""), "{hit}");
}
