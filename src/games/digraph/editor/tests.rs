//! The editor: its modes, the positions its buttons start, and the typed
//! messages they send.

use super::*;
use crate::games::shown::BoardMsg;
use crate::testing::{attributes, hooks, render, tags_with};
use grundy::dynamic::DynPosition;
use std::cell::RefCell;

/// The editor of `b` in `mode`, as markup.
pub(crate) fn edited(b: &Board, mode: &Mode) -> String {
    let hands = Hands {
        board: Rc::new(b.clone()),
        set: Callback::noop(),
        send: Callback::noop(),
    };
    render(editor(&hands, mode))
}

/// The modes the editor's buttons go to, by name.
fn states(markup: &str) -> Vec<String> {
    hooks(markup, "state ")
}

/// The positions the editor's buttons start.
fn edits(markup: &str) -> Vec<String> {
    hooks(markup, "edit ")
}

#[test]
fn editor_refuses_a_cycle_and_names_it() {
    let b = parse_board("a>b b>c; tokens a").unwrap();
    let markup = edited(&b, &Mode::Edge(Some(2)));
    assert!(states(&markup).contains(&"refused:c:a".to_string()));
    // No edit anywhere adds c>a.
    for text in edits(&markup) {
        assert!(parse_board(&text).is_ok(), "{text}");
    }
    let refused = edited(&b, &Mode::Refused(2, 0));
    let status: Vec<&str> = tags_with(&refused, "role=\"status\"");
    assert_eq!(status.len(), 1);
    assert_eq!(
        attributes(&format!("<{}>", status[0]), "class"),
        ["digraph-message digraph-refusal"]
    );
    let at = refused.find(status[0]).unwrap() + status[0].len() + 1;
    let s = refused[at..]
        .split("</p>")
        .next()
        .unwrap()
        .replace("&gt;", ">");
    assert!(s.contains("The edge c>a is refused"), "{s}");
    assert!(s.contains("is a cycle"), "{s}");
    assert!(["a > b > c > a", "b > c > a > b", "c > a > b > c"]
        .iter()
        .any(|cycle| s.contains(cycle)));
}

#[test]
fn an_edge_is_added_by_tail_then_head() {
    let b = parse_board("a>b c; tokens a").unwrap();
    assert!(states(&edited(&b, &Mode::Edge(None))).contains(&"edge:b".to_string()));
    let second = edited(&b, &Mode::Edge(Some(1)));
    assert!(edits(&second).contains(&"a>b b>c; tokens a".to_string()));
}

#[test]
fn a_new_vertex_is_added_by_the_toolbar() {
    let b = parse_board("a>b c; tokens a").unwrap();
    let markup = edited(&b, &Mode::Edge(None));
    let toolbar = markup
        .split("class=\"digraph-toolbar\"")
        .nth(1)
        .unwrap()
        .split("</div>")
        .next()
        .unwrap();
    let buttons: Vec<(String, String, Option<String>)> = toolbar
        .split("<button ")
        .skip(1)
        .map(|b| {
            let (tag, rest) = b.split_once('>').unwrap();
            let words = rest.split("</button>").next().unwrap().to_string();
            let one = |name| attributes(&format!("<{tag}>"), name).into_iter().next();
            (words, one("data-testid").unwrap(), one("aria-pressed"))
        })
        .collect();
    let add = buttons.iter().find(|b| b.0 == "Add vertex d");
    assert_eq!(add.map(|b| b.1.as_str()), Some("edit a>b c d; tokens a"));
    let modes: Vec<(&str, Option<&str>)> = buttons
        .iter()
        .take(4)
        .map(|b| (b.0.as_str(), b.2.as_deref()))
        .collect();
    assert_eq!(
        modes,
        [
            ("Add edges", Some("true")),
            ("Remove edges", Some("false")),
            ("Put tokens", Some("false")),
            ("Take tokens", Some("false"))
        ]
    );
}

#[test]
fn tokens_go_on_and_come_off() {
    let b = parse_board("a>b; tokens a a").unwrap();
    assert!(edits(&edited(&b, &Mode::Token)).contains(&"a>b; tokens a a b".to_string()));
    assert!(edits(&edited(&b, &Mode::Untoken)).contains(&"a>b; tokens a".to_string()));
}

#[test]
fn edges_and_vertices_can_be_removed() {
    let b = parse_board("a>b b>c; tokens c").unwrap();
    let edits = edits(&edited(&b, &Mode::Unedge));
    assert!(edits.contains(&"b>c a; tokens c".to_string()));
    assert!(edits.contains(&"a>b; tokens".to_string()));
    assert!(edits.contains(&"; tokens".to_string()));
}

#[test]
fn a_mode_is_the_editor_s_own_and_an_edit_sends_the_new_position() {
    let b = parse_board("a>b c; tokens a").unwrap();
    let (modes, sent) = (
        Rc::new(RefCell::new(Vec::new())),
        Rc::new(RefCell::new(Vec::new())),
    );
    let hands = Hands {
        board: Rc::new(b.clone()),
        set: {
            let modes = modes.clone();
            Callback::from(move |m| modes.borrow_mut().push(m))
        },
        send: {
            let sent = sent.clone();
            Callback::from(move |m| sent.borrow_mut().push(m))
        },
    };
    let start = hands.state(Mode::Edge(Some(2)), "start an edge at c".to_string());
    assert_eq!(start.hook.as_deref(), Some("state edge:c"));
    start.act.emit(());
    let join = hands.edit(edits::with_edge(&b, 2, 0), "add the edge c>a".to_string());
    assert_eq!(join.hook.as_deref(), Some("edit a>b c>a; tokens a"));
    join.act.emit(());
    assert_eq!(*modes.borrow(), [Mode::Edge(Some(2))]);
    // The game's own position, its vertices as its text names them.
    let made = parse_board("a>b c>a; tokens a").unwrap();
    assert_eq!(*sent.borrow(), [BoardMsg::Edit(DynPosition::new(made))]);
}
