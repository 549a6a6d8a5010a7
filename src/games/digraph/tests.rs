//! The graph game's board and presets: every slide and every choice a
//! clickable part, named and hooked, in a sum too; and the drawings of a
//! huge position kept small.

use super::board::play;
use super::editor::tests::edited;
use super::editor::Mode;
use super::explain::explanation;
use super::*;
use crate::games::shown::{BoardMsg, PartOf};
use crate::testing::{attributes, hooks, render, tags_with};
use grundy::dynamic::{DynMove, DynPosition};
use grundy::games::digraph::{parse_board, Slide};
use grundy::Game;
use std::cell::RefCell;
use std::rc::Rc;

fn preset(label: &str) -> Board {
    let text = (grundy::games::digraph::entry::DIGRAPH.presets)("digraph")
        .into_iter()
        .find(|p| p.label.contains(label))
        .map(|p| p.position)
        .unwrap();
    parse_board(&text).unwrap()
}

fn value_of(b: &Board, name: &str) -> u64 {
    let v = b.names.iter().position(|n| n == name).unwrap();
    b.label().values[v].get()
}

/// A scene of `b` with `preview` shown and token `selected` chosen, where
/// a person may move, its messages kept in `sent`.
fn scene_of(
    b: &Board,
    preview: Option<&Slide>,
    selected: Option<usize>,
    sent: &Rc<RefCell<Vec<BoardMsg>>>,
) -> Scene {
    let sent = sent.clone();
    Scene {
        position: DynPosition::new(b.clone()),
        preview: preview.map(|m| DynMove::new(m.clone(), m.token)),
        selected,
        within: None,
        live: true,
        part: None,
        send: Callback::from(move |m| sent.borrow_mut().push(m)),
    }
}

/// The board of `b`, as markup.
fn drawn(b: &Board, preview: Option<&Slide>, selected: Option<usize>) -> String {
    render(Graphs.board(&scene_of(b, preview, selected, &Rc::default())))
}

/// The value of attribute `name` in the opening tag `tag`.
fn attr(tag: &str, name: &str) -> Option<String> {
    attributes(&format!("<{tag}>"), name).into_iter().next()
}

#[test]
fn lasker_preset_has_the_notes_values() {
    // The notes: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4,
    // g(4k+4) = 4k+3.
    let b = preset("piles 2, 5 and 7");
    for (pile, g) in [
        ("1", 1),
        ("2", 2),
        ("3", 4),
        ("4", 3),
        ("5", 5),
        ("6", 6),
        ("7", 8),
    ] {
        assert_eq!(value_of(&b, pile), g, "pile {pile}");
    }
}

#[test]
fn subtraction_preset_loses_exactly_on_multiples_of_four() {
    let b = preset("Take 1, 2 or 3");
    for n in 0..=7 {
        assert_eq!(value_of(&b, &n.to_string()) == 0, n % 4 == 0, "{n}");
    }
}

#[test]
fn every_slide_is_a_play_that_parses_back() {
    let b = parse_board("a>b a>c b>c c>d d>e b>e; tokens a c c").unwrap();
    for selected in [None, Some(0), Some(1), Some(2)] {
        let mut found = hooks(&drawn(&b, None, selected), "move ");
        let mut expected: Vec<String> = Digraph
            .moves(&b)
            .filter(|mv| selected.is_none_or(|i| b.tokens[i] == mv.from))
            .map(|mv| Digraph.format_move(&b, &mv))
            .collect();
        found.sort();
        expected.sort();
        assert_eq!(found, expected, "{selected:?}");
        for text in found {
            let mv = Digraph.parse_move(&b, &text).unwrap();
            assert_eq!(Digraph.format_move(&b, &mv), text);
        }
    }
}

#[test]
fn each_token_vertex_selects_its_first_token() {
    let b = parse_board("a>b a>c b>c; tokens b a b").unwrap();
    let markup = drawn(&b, None, None);
    let mut found: Vec<usize> = hooks(&markup, "pick ")
        .iter()
        .map(|i| i.parse().unwrap())
        .collect();
    found.sort();
    assert_eq!(found, vec![0, 1]);
    assert!(markup.contains(">2</text>"));
}

#[test]
fn the_boards_parts_play_slides_and_choose_real_tokens() {
    let b = parse_board("a>b a>c b>c c>d d>e b>e; tokens a c c e").unwrap();
    let components = Digraph.components(&b);
    for selected in [None, Some(0), Some(1), Some(2), Some(3)] {
        let markup = drawn(&b, None, selected);
        assert_eq!(
            markup.matches("<svg").count(),
            1,
            "one drawing on the board"
        );
        let parts = tags_with(&markup, "role=\"button\"");
        assert!(!parts.is_empty());
        // Every clickable part of the drawing plays or chooses; the board
        // has no other button.
        assert!(!markup.contains("<button"));
        let mut chosen = Vec::new();
        for part in parts {
            let hook = attr(part, "data-testid").unwrap_or_default();
            if let Some(text) = hook.strip_prefix("move ") {
                let mv = Digraph.parse_move(&b, text).expect(text);
                assert_eq!(Digraph.format_move(&b, &mv), text);
                if let Some(i) = selected {
                    assert_eq!(mv.from, b.tokens[i], "{text}");
                }
                assert_eq!(attr(part, "aria-pressed"), None);
            } else if let Some(i) = hook.strip_prefix("pick ") {
                // Component i is the first token on its vertex.
                let i: usize = i.parse().unwrap();
                let token = b.tokens[i];
                assert_eq!(components[i].tokens, vec![token]);
                assert_eq!(b.tokens.iter().position(|&t| t == token), Some(i));
                let on = selected.is_some_and(|s| b.tokens[s] == token);
                assert_eq!(attr(part, "aria-pressed"), Some(on.to_string()), "{i}");
                assert!(attr(part, "class").unwrap().contains("digraph-token"));
                chosen.push(token);
            } else {
                panic!("{part}");
            }
            assert!(attr(part, "aria-label").is_some_and(|l| !l.is_empty()));
        }
        // Every vertex holding tokens is chosen by its disc.
        chosen.sort_unstable();
        let mut holding = b.tokens.clone();
        holding.sort_unstable();
        holding.dedup();
        assert_eq!(chosen, holding, "{selected:?}");
    }
}

#[test]
fn a_slide_sends_its_own_move_and_only_while_a_person_may_move() {
    let b = parse_board("a>b a>c b>c; tokens c a").unwrap();
    let mv = Digraph.parse_move(&b, "a>b").unwrap();
    let sent = Rc::new(RefCell::new(Vec::new()));
    let mut scene = scene_of(&b, None, None, &sent);
    let act = play(&scene, "a>b", &mv, "slide".to_string());
    assert!(!act.disabled);
    act.act.emit(());
    // The token on a is the second: the move is component 1's.
    assert_eq!(
        *sent.borrow(),
        [BoardMsg::Play(DynMove::new(mv.clone(), 1))]
    );
    scene.live = false;
    let act = play(&scene, "a>b", &mv, "slide".to_string());
    act.act.emit(());
    assert_eq!(sent.borrow().len(), 1);
    // Drawn acting on nothing: every slide says so, the tokens still
    // choose.
    let markup = render(Graphs.board(&scene));
    for part in tags_with(&markup, "role=\"button\"") {
        let slide = attr(part, "data-testid").is_some_and(|h| h.starts_with("move "));
        assert_eq!(attr(part, "aria-disabled").is_some(), slide, "{part}");
    }
}

#[test]
fn a_graph_drawn_in_a_sum_plays_and_chooses_as_the_sum() {
    let b = parse_board("a>b a>c b>c; tokens a b").unwrap();
    let mut scene = scene_of(&b, None, None, &Rc::default());
    let part = |component, chosen| PartOf {
        at: 1,
        component,
        chosen,
    };
    // The second part of the sum, its component 3, not chosen.
    scene.part = Some(part(Some(3), false));
    let markup = render(Graphs.board(&scene));
    let mut moves = hooks(&markup, "move ");
    moves.sort();
    assert_eq!(moves, ["2:a>b", "2:a>c", "2:b>c"]);
    assert_eq!(hooks(&markup, "pick "), ["3", "3"]);
    // Chosen, its tokens are chosen within it.
    scene.part = Some(part(Some(3), true));
    let markup = render(Graphs.board(&scene));
    assert_eq!(hooks(&markup, "within "), ["3:0", "3:1"]);
    // Without a move left, a token chooses nothing in the sum.
    scene.part = Some(part(None, false));
    let markup = render(Graphs.board(&scene));
    assert!(hooks(&markup, "pick ").is_empty() && hooks(&markup, "within ").is_empty());
}

#[test]
fn preview_highlights_the_path_and_both_ends() {
    let b = parse_board("a>b a>c b>c; tokens a").unwrap();
    let mv = Digraph.parse_move(&b, "a>c").unwrap();
    let s = drawn(&b, Some(&mv), None);
    assert_eq!(s.matches("digraph-path").count(), 1);
    assert_eq!(s.matches("digraph-from").count(), 1);
    assert_eq!(
        s.matches("digraph-to\"").count() + s.matches("digraph-to ").count(),
        1
    );
    assert!(s.contains("slides to c"));
}

#[test]
fn board_badges_and_text_state_values() {
    let b = parse_board("a>b a>c b>c; tokens a").unwrap();
    let s = drawn(&b, None, None);
    assert!(s.contains("a: value 2, winning (N)"));
    assert!(s.contains("c: value 0, losing (P)"));
    assert!(s.contains("add (nim-sum) to 2"));
}

#[test]
fn clickable_elements_are_labelled_buttons() {
    let b = parse_board("a>b a>c b>c c>d; tokens a c").unwrap();
    let scene = scene_of(&b, None, None, &Rc::default());
    let board = drawn(&b, None, None);
    let explain = render(explanation(&b, &scene, 2, &Callback::noop()));
    // The editor's clickable parts are buttons too.
    let editor = edited(&b, &Mode::Edge(Some(0)));
    for markup in [&board, &explain, &editor] {
        // Every button is named, by its label or its words.
        let buttons: Vec<&str> = markup.split("<button").skip(1).collect();
        for b in &buttons {
            let (tag, rest) = b.split_once('>').unwrap();
            let words = rest.split("</button>").next().unwrap_or("");
            assert!(tag.contains("aria-label=\"") || !words.is_empty(), "{tag}");
        }
        // Every clickable part is focusable and named by its label.
        for tag in tags_with(markup, "role=\"button\"") {
            assert!(tag.contains("tabindex=\"0\""), "{tag}");
            assert!(
                attr(tag, "aria-label").is_some_and(|l| !l.is_empty()),
                "{tag}"
            );
        }
        // A drawing with clickable parts is a group, one without an
        // image; each is named.
        for svg in markup.split("<svg").skip(1) {
            let tag = svg.split('>').next().unwrap_or("");
            let body = svg.split("</svg>").next().unwrap_or("");
            let role = if body.contains("role=\"button\"") {
                "group"
            } else {
                "img"
            };
            assert_eq!(attr(tag, "role").as_deref(), Some(role), "{tag}");
            assert!(attr(tag, "aria-label").is_some_and(|l| !l.is_empty()));
        }
        // Nothing carries a data attribute but its test id, and only what
        // acts has one: the drawings and words only show.
        for tag in markup.split('<').skip(1) {
            let tag = tag.split('>').next().unwrap_or("");
            assert!(!tag.replace("data-testid", "").contains("data-"), "{tag}");
            if tag.contains("data-testid") {
                assert!(
                    tag.starts_with("button") || tag.contains("role=\"button\""),
                    "{tag}"
                );
            }
        }
    }
    assert!(board.contains("<svg"));
    assert!(explain.contains("<button"));
}

#[test]
fn nothing_shown_carries_a_data_attribute() {
    let b = parse_board("a>b a>c b>c c>d; tokens a c").unwrap();
    let scene = scene_of(&b, None, None, &Rc::default());
    let mv = Digraph.parse_move(&b, "a>b").unwrap();
    let shown = [
        drawn(&b, None, None),
        drawn(&b, None, Some(1)),
        render(explanation(&b, &scene, 0, &Callback::noop())),
        render(explanation(&b, &scene, 3, &Callback::noop())),
        drawn(&b, Some(&mv), Some(0)),
    ];
    for markup in shown {
        for attr in ["data-move", "data-component", "data-within", "data-step"] {
            assert!(!markup.contains(attr), "{attr} in {markup}");
        }
    }
}

#[test]
fn a_huge_position_stays_small() {
    let mut edges = Vec::new();
    for i in 0..499 {
        edges.push(format!("v{i}>v{}", i + 1));
        if i + 7 < 500 {
            edges.push(format!("v{i}>v{}", i + 7));
        }
    }
    let tokens: Vec<String> = (0..500).map(|i| format!("v{}", i % 500)).collect();
    let b = parse_board(&format!("{}; tokens {}", edges.join(" "), tokens.join(" "))).unwrap();
    let scene = scene_of(&b, None, None, &Rc::default());
    assert!(drawn(&b, None, None).len() < 300_000);
    assert!(render(explanation(&b, &scene, 250, &Callback::noop())).len() < 200_000);
    let v3 = b.names.iter().position(|n| n == "v3").unwrap();
    for mode in [
        Mode::Edge(None),
        Mode::Edge(Some(v3)),
        Mode::Token,
        Mode::Untoken,
        Mode::Unedge,
    ] {
        assert!(edited(&b, &mode).len() < 400_000, "{mode:?}");
    }
}

#[test]
fn the_walkthrough_and_the_editor_start_afresh_for_each_position() {
    let b = parse_board("a>b b>c; tokens a").unwrap();
    let scene = scene_of(&b, None, None, &Rc::default());
    // Each is keyed by the position's text, at its first state.
    let explain = render(Graphs.explain(&scene));
    assert!(explain.contains("Step 1 of 4"), "{explain}");
    let editor = render(Graphs.editor(&scene).unwrap());
    assert!(editor.contains("Choose the tail of a new edge"), "{editor}");
}
