//! The editor's tables: every vertex and every edge as a row of buttons,
//! with the same actions as the drawing, for the keyboard and for graphs
//! too large to click through.

use super::actions::head_action;
use super::edits::{with_token, without_edge, without_token, without_vertex, Edits};
use super::Mode;
use crate::engines::digraph::draw::Action;
use crate::engines::digraph::layout::short;
use crate::engines::protocol::{Block, Button, Cell, Table, TableRow, ViewAction};
use grundy::games::digraph::{Board, MAX_VERTICES};
use maud::html;

/// Vertices and edges listed as rows of buttons; a larger graph is
/// edited in its text.
const MAX_ROWS: usize = 60;

/// A button doing the editor's `action`: `class` replaces the usual class
/// when given, `pressed` is a toggle's state, and a disabled button does
/// nothing now.
pub fn button(
    action: &Action,
    text: &str,
    class: Option<&str>,
    pressed: Option<bool>,
    disabled: bool,
) -> Button {
    Button {
        text: text.to_string(),
        class: class.unwrap_or("digraph-edit-button").to_string(),
        label: Some(action.label.clone()),
        pressed,
        disabled,
        action: Some(action.does.clone()),
        ..Button::default()
    }
}

/// A table of the editor's, its class the editor's tables'.
fn table(caption: &str, head: &[&str], rows: Vec<TableRow>) -> Block {
    Block::Table(Table {
        class: "digraph-table digraph-edit-table".to_string(),
        caption: caption.to_string(),
        head: head.iter().map(|h| h.to_string()).collect(),
        rows,
    })
}

/// A cell of buttons, of class `class` when given.
fn cell(class: Option<&str>, buttons: Vec<Button>) -> Cell {
    Cell {
        class: class.map(str::to_string),
        text: String::new(),
        buttons,
    }
}

/// A paragraph saying how many were left out.
fn more(text: String) -> Block {
    Block::Markup(html! { p.digraph-more { (text) } }.into_string())
}

/// An edit to a whole new position, `text`, said as `label`.
fn edit(text: String, label: String) -> Action {
    Action::new(ViewAction::Edit(text), label)
}

/// The vertices as a table of buttons: the same actions as the drawing,
/// for the keyboard.
pub fn vertex_rows(board: &Board, mode: &Mode, closes: &[bool], edits: &mut Edits) -> Vec<Block> {
    let n = board.names.len();
    if n == 0 {
        return vec![Block::Markup(
            html! { p { "No vertices yet: add one." } }.into_string(),
        )];
    }
    let mut rows = Vec::new();
    for (v, &closes_here) in closes.iter().enumerate().take(MAX_ROWS) {
        // A row carries up to four new texts.
        if edits.left < 4 {
            break;
        }
        rows.push(vertex_row(board, mode, v, closes_here, edits));
    }
    let shown = rows.len();
    let head = ["Vertex", "Tokens", "Edge", "Token", "Remove"];
    let mut blocks = vec![table("Vertices", &head, rows)];
    if n > shown {
        blocks.push(more(format!(
            "… and {} more vertices: edit them in the position's text.",
            n - shown
        )));
    }
    blocks
}

/// Vertex `v`'s row: its tokens, what it does to the edge being drawn,
/// and buttons to put a token on, take one off, or remove the vertex.
fn vertex_row(board: &Board, mode: &Mode, v: usize, closes: bool, edits: &mut Edits) -> TableRow {
    let name = short(&board.names[v]);
    let count = board.tokens.iter().filter(|&&t| t == v).count();
    let edge = match mode {
        Mode::Edge(Some(t)) => {
            let text = if *t == v {
                "Cancel".to_string()
            } else if closes {
                format!("{}>{name}: cycle", short(&board.names[*t]))
            } else {
                format!("{}>{name}", short(&board.names[*t]))
            };
            head_action(board, *t, v, closes, edits).map(|a| (a, text))
        }
        _ => Some((
            Action::new(
                ViewAction::State(format!("edge:{}", board.names[v])),
                format!("start an edge at {name}"),
            ),
            "From here".to_string(),
        )),
    };
    edits.left = edits.left.saturating_sub(3);
    let put = edit(with_token(board, v), format!("put a token on {name}"));
    let take = edit(without_token(board, v), format!("take a token off {name}"));
    let remove = edit(
        without_vertex(board, v),
        format!("remove the vertex {name}, its edges and tokens"),
    );
    let edge = edge.map(|(action, text)| {
        let refused = matches!(&action.does, ViewAction::State(s) if s.starts_with("refused:"));
        button(
            &action,
            &text,
            refused.then_some("digraph-edit-button digraph-refused-button"),
            None,
            false,
        )
    });
    TableRow {
        header: name,
        cells: vec![
            Cell {
                text: count.to_string(),
                ..Cell::default()
            },
            cell(None, edge.into_iter().collect()),
            cell(
                Some("digraph-pair"),
                vec![
                    button(&put, "+", None, None, board.tokens.len() >= MAX_VERTICES),
                    button(&take, "−", None, None, count == 0),
                ],
            ),
            cell(None, vec![button(&remove, "Remove", None, None, false)]),
        ],
    }
}

/// The edges, each with a button that removes it.
pub fn edge_rows(board: &Board, edits: &mut Edits) -> Vec<Block> {
    let mut seen = std::collections::HashSet::new();
    let edges: Vec<(usize, usize)> = board
        .edges
        .iter()
        .copied()
        .filter(|&e| seen.insert(e))
        .collect();
    if edges.is_empty() {
        return Vec::new();
    }
    let mut rows = Vec::new();
    for &(a, b) in edges.iter().take(MAX_ROWS) {
        if !edits.take() {
            break;
        }
        let text = format!("{}>{}", short(&board.names[a]), short(&board.names[b]));
        let remove = edit(without_edge(board, a, b), format!("remove the edge {text}"));
        rows.push(TableRow {
            header: text,
            cells: vec![cell(
                None,
                vec![button(&remove, "Remove", None, None, false)],
            )],
        });
    }
    let shown = rows.len();
    let mut blocks = vec![table("Edges", &[], rows)];
    if edges.len() > shown {
        blocks.push(more(format!(
            "… and {} more edges: edit them in the position's text.",
            edges.len() - shown
        )));
    }
    blocks
}
