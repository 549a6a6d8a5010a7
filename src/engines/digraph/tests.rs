use super::*;
use crate::engines::protocol::{Button, Part};
use grundy::games::digraph::parse_board;

fn preset(label: &str) -> Board {
    let info = Digraph.info();
    let text = info
        .presets
        .iter()
        .find(|p| p.0.contains(label))
        .map(|p| p.1.clone())
        .unwrap();
    parse_board(&text).unwrap()
}

fn value_of(b: &Board, name: &str) -> u64 {
    let v = b.names.iter().position(|n| n == name).unwrap();
    b.label().values[v].get()
}

/// The buttons of a figure's clickable parts.
fn targets(figure: &Figure) -> Vec<&Button> {
    fn walk<'a>(parts: &'a [Part], out: &mut Vec<&'a Button>) {
        for p in parts {
            match p {
                Part::Target(t) => out.push(&t.button),
                Part::Group { parts, .. } => walk(parts, out),
                Part::Markup(_) => {}
            }
        }
    }
    let mut out = Vec::new();
    walk(&figure.parts, &mut out);
    out
}

/// What a view shows: its display-only markup, and the classes of its
/// buttons and clickable parts as the page writes them.
fn shown(view: &ModuleView) -> String {
    let mut s = view.markup();
    for b in view.buttons() {
        s.push_str(&format!(" class=\"{}\"", b.class));
    }
    s
}

#[test]
fn every_preset_reads() {
    for (label, text) in Digraph.info().presets {
        assert!(parse_board(&text).is_ok(), "{label}");
    }
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
        let view = Digraph.board(&b, None, selected);
        let mut found = view.plays();
        let mut expected: Vec<String> = Digraph
            .moves(&b)
            .filter(|mv| selected.is_none_or(|i| b.tokens[i] == mv.from))
            .map(|mv| Digraph.format_move(&b, &mv))
            .collect();
        found.sort();
        expected.sort();
        assert_eq!(found, expected, "{selected:?}");
        for text in found {
            let mv = Digraph.parse_move(&b, text).unwrap();
            assert_eq!(Digraph.format_move(&b, &mv), text);
        }
    }
}

#[test]
fn each_token_vertex_selects_its_first_token() {
    let b = parse_board("a>b a>c b>c; tokens b a b").unwrap();
    let view = Digraph.board(&b, None, None);
    let mut found: Vec<usize> = view
        .actions()
        .into_iter()
        .filter_map(|a| match a {
            ViewAction::Select(i) => Some(*i),
            _ => None,
        })
        .collect();
    found.sort();
    assert_eq!(found, vec![0, 1]);
    assert!(view.markup().contains(">2</text>"));
}

#[test]
fn the_boards_parts_play_slides_and_choose_real_tokens() {
    let b = parse_board("a>b a>c b>c c>d d>e b>e; tokens a c c e").unwrap();
    let components = Digraph.components(&b);
    for selected in [None, Some(0), Some(1), Some(2), Some(3)] {
        let view = Digraph.board(&b, None, selected);
        let [figure] = view.figures()[..] else {
            panic!("one drawing on the board");
        };
        let parts = targets(figure);
        assert!(!parts.is_empty());
        // Every clickable part of the drawing plays or chooses; the board
        // has no other button.
        assert_eq!(parts.len(), view.buttons().len());
        let mut chosen = Vec::new();
        for part in parts {
            match part.action.as_ref() {
                Some(ViewAction::Play(text)) => {
                    let mv = Digraph.parse_move(&b, text).expect(text);
                    assert_eq!(&Digraph.format_move(&b, &mv), text);
                    if let Some(i) = selected {
                        assert_eq!(mv.from, b.tokens[i], "{text}");
                    }
                    assert_eq!(part.pressed, None);
                }
                Some(ViewAction::Select(i)) => {
                    // Component i is the first token on its vertex.
                    let token = b.tokens[*i];
                    assert_eq!(components[*i].tokens, vec![token]);
                    assert_eq!(b.tokens.iter().position(|&t| t == token), Some(*i));
                    let on = selected.is_some_and(|s| b.tokens[s] == token);
                    assert_eq!(part.pressed, Some(on), "{i}");
                    assert!(part.class.contains("digraph-token"));
                    chosen.push(token);
                }
                other => panic!("{other:?}"),
            }
            assert!(part.label.as_deref().is_some_and(|l| !l.is_empty()));
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
fn preview_highlights_the_path_and_both_ends() {
    let b = parse_board("a>b a>c b>c; tokens a").unwrap();
    let mv = Digraph.parse_move(&b, "a>c").unwrap();
    let view = Digraph.board(&b, Some(&mv), None);
    let s = shown(&view);
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
    let s = Digraph.board(&b, None, None).markup();
    assert!(s.contains("a: value 2, winning (N)"));
    assert!(s.contains("c: value 0, losing (P)"));
    assert!(s.contains("add (nim-sum) to 2"));
}

#[test]
fn clickable_elements_are_labelled_buttons() {
    let b = parse_board("a>b a>c b>c c>d; tokens a c").unwrap();
    let board = Digraph.board(&b, None, None);
    let explain = Digraph.explain(&b, None, 2);
    // The editor's clickable parts are the page's buttons too.
    let editor = Digraph
        .editor(&b, &EditorState::Named("edge:a".into()))
        .unwrap();
    for view in [&board, &explain, &editor] {
        // Every button and clickable part is named: a part by its label,
        // its words unused.
        assert!(view
            .buttons()
            .iter()
            .all(|b| b.label.is_some() || !b.text.is_empty()));
        for figure in view.figures() {
            let parts = targets(figure);
            assert!(parts.iter().all(|b| b.label.is_some()));
            let role = if parts.is_empty() { "img" } else { "group" };
            assert_eq!(figure.svg.role, role);
            assert!(!figure.svg.label.is_empty());
        }
        // Its markup only shows: no button of its own, nothing a listener
        // would read.
        let markup = view.markup();
        for piece in markup.split('<').skip(1) {
            let tag = piece.split('>').next().unwrap_or("");
            assert!(!tag.contains("role=\"button\""), "{tag}");
            assert!(!tag.starts_with("button"), "{tag}");
            assert!(!tag.contains("data-"), "{tag}");
            if tag.starts_with("svg") {
                assert!(
                    tag.contains("role=\"") && tag.contains("aria-label=\""),
                    "{tag}"
                );
            }
        }
    }
    assert!(!board.figures().is_empty());
    assert!(!explain.buttons().is_empty());
}

#[test]
fn nothing_shown_carries_a_data_attribute() {
    let b = parse_board("a>b a>c b>c c>d; tokens a c").unwrap();
    let mut views = vec![
        Digraph.board(&b, None, None),
        Digraph.board(&b, None, Some(1)),
        Digraph.explain(&b, None, 0),
        Digraph.explain(&b, Some(0), 3),
    ];
    let mv = Digraph.parse_move(&b, "a>b").unwrap();
    views.push(Digraph.board(&b, Some(&mv), Some(0)));
    for view in views {
        let json = serde_json::to_string(&view).unwrap();
        for attr in ["data-move", "data-component", "data-within", "data-step"] {
            assert!(!json.contains(attr), "{attr} in {json}");
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
    let size = |view: ModuleView| serde_json::to_string(&view).unwrap().len();
    assert!(size(Digraph.board(&b, None, None)) < 300_000);
    assert!(size(Digraph.explain(&b, None, 250)) < 200_000);
    for state in ["", "edge:v3", "token", "untoken", "unedge"] {
        let view = Digraph
            .editor(&b, &EditorState::Named(state.into()))
            .unwrap();
        assert!(
            serde_json::to_string(&view).unwrap().len() < 400_000,
            "{state}"
        );
    }
}
