//! The graph editor: add vertices, join them by edges (tail first, then
//! head; an edge closing a cycle is refused with the cycle named), remove
//! edges and vertices, put tokens on and take them off.
//!
//! Its state is one of `edge` (the default, also the empty state),
//! `edge:T` (tail `T` chosen), `refused:T:H` (the edge `T>H` was refused),
//! `unedge`, `token` and `untoken`; anything else reads as `edge`. Vertex
//! names are letters, digits and underscores, so `:` cannot be in them.

mod actions;
mod edits;
mod tables;

use super::draw::{Action, Badge, Drawing};
use super::layout::{self, short};
use crate::engines::protocol::{Block, Button, Figure, GroupTag, ModuleView, ViewAction};
use actions::{reaching, vertex_action};
use edits::{next_name, with_edge, with_vertex, without_edge, Edits};
use grundy::games::digraph::{parse_board, Board, MAX_VERTICES};
use tables::{button, edge_rows, vertex_rows};

/// What a click on a vertex does.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Mode {
    /// Edges are added; the tail, once chosen.
    Edge(Option<usize>),
    /// The edge from the first to the second was refused.
    Refused(usize, usize),
    /// A click on an edge removes it.
    Unedge,
    /// A click on a vertex puts a token there.
    Token,
    /// A click on a vertex takes one of its tokens off.
    Untoken,
}

/// The mode of `state`; names not on the board read as no tail chosen.
fn read_state(board: &Board, state: &str) -> Mode {
    let find = |name: &str| board.names.iter().position(|n| n == name);
    let parts: Vec<&str> = state.split(':').collect();
    match parts.as_slice() {
        ["edge", t] => Mode::Edge(find(t)),
        ["refused", t, h] => match (find(t), find(h)) {
            (Some(t), Some(h)) => Mode::Refused(t, h),
            _ => Mode::Edge(None),
        },
        ["unedge"] => Mode::Unedge,
        ["token"] => Mode::Token,
        ["untoken"] => Mode::Untoken,
        _ => Mode::Edge(None),
    }
}

/// The editor in `state`.
pub fn editor(board: &Board, state: &str) -> ModuleView {
    let n = board.names.len();
    let mode = read_state(board, state);
    let mut edits = Edits::new(board);
    let closes = match mode {
        Mode::Edge(Some(t)) => reaching(board, t),
        _ => vec![false; n],
    };
    // The drawing's clicks come first to the budget of edits, then the
    // vertices' rows, then the edges'.
    let figure = figure(board, &mode, &closes, &mut edits);
    let vertices = vertex_rows(board, &mode, &closes, &mut edits);
    let edges = edge_rows(board, &mut edits);
    let refused = matches!(mode, Mode::Refused(..));
    let mut blocks = vec![
        Block::Heading {
            id: None,
            text: "Edit the graph".to_string(),
        },
        toolbar(board, &mode),
        Block::Status {
            class: if refused {
                "digraph-message digraph-refusal"
            } else {
                "digraph-message"
            }
            .to_string(),
            role: Some("status".to_string()),
            live: None,
            testid: None,
            text: message(board, &mode),
        },
        figure,
    ];
    blocks.extend(vertices);
    blocks.extend(edges);
    ModuleView {
        blocks: vec![Block::group(GroupTag::Section, "digraph-editor", blocks)],
    }
}

/// The buttons that choose what a click on the graph does, and those
/// that add a vertex or clear the graph.
fn toolbar(board: &Board, mode: &Mode) -> Block {
    let modes = [
        (
            "edge",
            "Add edges",
            matches!(mode, Mode::Edge(_) | Mode::Refused(..)),
        ),
        ("unedge", "Remove edges", *mode == Mode::Unedge),
        ("token", "Put tokens", *mode == Mode::Token),
        ("untoken", "Take tokens", *mode == Mode::Untoken),
    ];
    let name = next_name(board);
    let add = Action::new(
        ViewAction::Edit(with_vertex(board)),
        format!("add a vertex named {name}"),
    );
    let clear = Action::new(
        ViewAction::Edit("; tokens".to_string()),
        "clear the graph and its tokens".to_string(),
    );
    let mut buttons: Vec<Button> = modes
        .into_iter()
        .map(|(state, text, on)| {
            let choose = Action::new(ViewAction::State(state.to_string()), text.to_string());
            button(&choose, text, None, Some(on), false)
        })
        .collect();
    let full = board.names.len() >= MAX_VERTICES;
    buttons.push(button(
        &add,
        &format!("Add vertex {name}"),
        None,
        None,
        full,
    ));
    buttons.push(button(&clear, "Clear", None, None, false));
    Block::Buttons {
        class: "digraph-toolbar".to_string(),
        role: "toolbar".to_string(),
        label: "What a click on the graph does".to_string(),
        buttons,
    }
}

/// What the editor asks for next, or why an edge was refused.
fn message(board: &Board, mode: &Mode) -> String {
    match mode {
        Mode::Edge(None) => "Choose the tail of a new edge: the vertex it leaves.".to_string(),
        Mode::Edge(Some(t)) => format!(
            "Tail {} chosen. Now choose the head, the vertex the edge enters, or {} again to \
             cancel.",
            short(&board.names[*t]),
            short(&board.names[*t])
        ),
        Mode::Refused(t, h) => {
            let why = match parse_board(&with_edge(board, *t, *h)) {
                Err(e) => e.kind.to_string(),
                Ok(_) => "it is allowed now".to_string(),
            };
            format!(
                "The edge {}>{} is refused: {why}.",
                short(&board.names[*t]),
                short(&board.names[*h])
            )
        }
        Mode::Unedge => "Choose an edge to remove it.".to_string(),
        Mode::Token => "Choose a vertex to put a token on it.".to_string(),
        Mode::Untoken => "Choose a vertex to take one of its tokens off.".to_string(),
    }
}

/// The graph being edited, each vertex and (when removing edges) each
/// edge doing what a click does in `mode`.
fn figure(board: &Board, mode: &Mode, closes: &[bool], edits: &mut Edits) -> Block {
    let n = board.names.len();
    let mut seeds: Vec<usize> = board.tokens.clone();
    if let Mode::Edge(Some(t)) = *mode {
        seeds.insert(0, t);
    }
    let lay = layout::layout(board, &seeds);
    let mut d = Drawing::new(
        board,
        &lay,
        format!(
            "The graph being edited: {}",
            figures::text::count_in_words(n as u64, "vertex", "vertices")
        ),
    );
    d.badges = board
        .label()
        .values
        .iter()
        .map(|v| Badge::Text(v.to_string(), v.is_zero()))
        .collect();
    for &t in &board.tokens {
        d.tokens[t] += 1;
    }
    for v in 0..n {
        if lay.at[v].is_some() {
            d.vertex_actions[v] = vertex_action(board, mode, closes, v, edits);
            d.marks[v].refused = closes[v] && matches!(*mode, Mode::Edge(Some(t)) if t != v);
        }
    }
    if let Mode::Edge(Some(t)) = *mode {
        d.marks[t].current = true;
    }
    if let Mode::Refused(t, h) = *mode {
        d.marks[t].current = true;
        d.marks[h].refused = true;
    }
    if *mode == Mode::Unedge {
        for &(a, b) in &board.edges {
            if d.edge_actions.contains_key(&(a, b))
                || lay.at[a].is_none()
                || lay.at[b].is_none()
                || !edits.take()
            {
                continue;
            }
            d.edge_actions.insert(
                (a, b),
                Action::new(
                    ViewAction::Edit(without_edge(board, a, b)),
                    format!(
                        "remove the edge {}>{}",
                        short(&board.names[a]),
                        short(&board.names[b])
                    ),
                ),
            );
        }
    }
    let (svg, parts) = d.figure();
    Block::Figure(Figure {
        class: "digraph-board digraph-edit-figure".to_string(),
        svg,
        parts,
        caption: (lay.hidden > 0).then(|| {
            (
                "digraph-more".to_string(),
                format!("… and {} more vertices not drawn", lay.hidden),
            )
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::games::digraph::parse_board;

    #[test]
    fn editor_refuses_a_cycle_and_names_it() {
        let b = parse_board("a>b b>c; tokens a").unwrap();
        let view = editor(&b, "edge:c");
        assert!(view.states().contains(&"refused:c:a"));
        // No edit anywhere adds c>a.
        for text in view.edits() {
            assert!(parse_board(text).is_ok(), "{text}");
        }
        let refused = editor(&b, "refused:c:a");
        let Some(Block::Group { blocks, .. }) = refused.blocks.first() else {
            panic!("the editor's section");
        };
        let said = blocks.iter().find_map(|b| match b {
            Block::Status { class, text, .. } => Some((class.as_str(), text.as_str())),
            _ => None,
        });
        let (class, s) = said.expect("a status line");
        assert_eq!(class, "digraph-message digraph-refusal");
        assert!(s.contains("The edge c>a is refused"));
        assert!(s.contains("is a cycle"));
        assert!(["a > b > c > a", "b > c > a > b", "c > a > b > c"]
            .iter()
            .any(|cycle| s.contains(cycle)));
    }

    #[test]
    fn an_edge_is_added_by_tail_then_head() {
        let b = parse_board("a>b c; tokens a").unwrap();
        assert!(editor(&b, "").states().contains(&"edge:b"));
        let second = editor(&b, "edge:b");
        assert!(second.edits().contains(&"a>b b>c; tokens a"));
    }

    #[test]
    fn a_new_vertex_is_added_by_the_toolbar() {
        let b = parse_board("a>b c; tokens a").unwrap();
        let view = editor(&b, "");
        let buttons = view.buttons();
        let add = buttons.iter().find(|b| b.text == "Add vertex d");
        assert_eq!(
            add.and_then(|b| b.action.clone()),
            Some(ViewAction::Edit("a>b c d; tokens a".to_string()))
        );
        let modes: Vec<(&str, Option<bool>)> = buttons
            .iter()
            .take(4)
            .map(|b| (b.text.as_str(), b.pressed))
            .collect();
        assert_eq!(
            modes,
            [
                ("Add edges", Some(true)),
                ("Remove edges", Some(false)),
                ("Put tokens", Some(false)),
                ("Take tokens", Some(false))
            ]
        );
    }

    #[test]
    fn tokens_go_on_and_come_off() {
        let b = parse_board("a>b; tokens a a").unwrap();
        assert!(editor(&b, "token").edits().contains(&"a>b; tokens a a b"));
        assert!(editor(&b, "untoken").edits().contains(&"a>b; tokens a"));
    }

    #[test]
    fn edges_and_vertices_can_be_removed() {
        let b = parse_board("a>b b>c; tokens c").unwrap();
        let view = editor(&b, "unedge");
        let edits = view.edits();
        assert!(edits.contains(&"b>c a; tokens c"));
        assert!(edits.contains(&"a>b; tokens"));
        assert!(edits.contains(&"; tokens"));
    }
}
