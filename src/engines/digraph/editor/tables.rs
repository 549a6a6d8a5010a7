//! The editor's tables: every vertex and every edge as a row of buttons,
//! with the same actions as the drawing, for the keyboard and for graphs
//! too large to click through.

use super::actions::head_action;
use super::edits::{with_token, without_edge, without_token, without_vertex, Edits};
use super::Mode;
use crate::engines::digraph::draw::{Action, Data};
use crate::engines::digraph::layout::short;
use grundy::games::digraph::{Board, MAX_VERTICES};
use maud::{html, Markup};

/// Vertices and edges listed as rows of buttons; a larger graph is
/// edited in its text.
const MAX_ROWS: usize = 60;

/// A button doing `action`: `class` replaces the usual class when given,
/// `pressed` is a toggle's state, and a disabled button does nothing now.
pub fn button(
    action: &Action,
    text: &str,
    class: Option<&str>,
    pressed: Option<bool>,
    disabled: bool,
) -> Markup {
    html! {
        button type="button" class=(class.unwrap_or("digraph-edit-button"))
            data-move=[action.get(Data::Move)]
            data-component=[action.get(Data::Component)]
            data-edit=[action.get(Data::Edit)]
            data-editor=[action.get(Data::Editor)]
            aria-label=(action.label)
            aria-pressed=[pressed.map(|on| if on { "true" } else { "false" })]
            disabled[disabled] { (text) }
    }
}

/// An edit to a whole new position, `text`, said as `label`.
fn edit(text: String, label: String) -> Action {
    Action {
        attr: Data::Edit,
        value: text,
        label,
    }
}

/// The vertices as a table of buttons: the same actions as the drawing,
/// for the keyboard.
pub fn vertex_rows(board: &Board, mode: &Mode, closes: &[bool], edits: &mut Edits) -> Markup {
    let n = board.names.len();
    if n == 0 {
        return html! { p { "No vertices yet: add one." } };
    }
    let mut rows = Vec::new();
    for (v, &closes_here) in closes.iter().enumerate().take(MAX_ROWS) {
        // A row carries up to four new texts.
        if edits.left < 4 {
            break;
        }
        rows.push(vertex_row(board, mode, v, closes_here, edits));
    }
    html! {
        table class="digraph-table digraph-edit-table" {
            caption { "Vertices" }
            thead {
                tr {
                    @for h in ["Vertex", "Tokens", "Edge", "Token", "Remove"] {
                        th scope="col" { (h) }
                    }
                }
            }
            tbody {
                @for row in &rows {
                    (row)
                }
            }
        }
        @if n > rows.len() {
            p.digraph-more {
                "… and " (n - rows.len()) " more vertices: edit them in the position's text."
            }
        }
    }
}

/// Vertex `v`'s row: its tokens, what it does to the edge being drawn,
/// and buttons to put a token on, take one off, or remove the vertex.
fn vertex_row(board: &Board, mode: &Mode, v: usize, closes: bool, edits: &mut Edits) -> Markup {
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
            Action {
                attr: Data::Editor,
                value: format!("edge:{}", board.names[v]),
                label: format!("start an edge at {name}"),
            },
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
    html! {
        tr {
            th scope="row" { (name) }
            td { (count) }
            td {
                @if let Some((action, text)) = &edge {
                    @let refused = action.value.starts_with("refused:");
                    (button(action, text,
                        refused.then_some("digraph-edit-button digraph-refused-button"),
                        None, false))
                }
            }
            td.digraph-pair {
                (button(&put, "+", None, None, board.tokens.len() >= MAX_VERTICES))
                (button(&take, "−", None, None, count == 0))
            }
            td { (button(&remove, "Remove", None, None, false)) }
        }
    }
}

/// The edges, each with a button that removes it.
pub fn edge_rows(board: &Board, edits: &mut Edits) -> Markup {
    let mut seen = std::collections::HashSet::new();
    let edges: Vec<(usize, usize)> = board
        .edges
        .iter()
        .copied()
        .filter(|&e| seen.insert(e))
        .collect();
    if edges.is_empty() {
        return html! {};
    }
    let mut rows = Vec::new();
    for &(a, b) in edges.iter().take(MAX_ROWS) {
        if !edits.take() {
            break;
        }
        let text = format!("{}>{}", short(&board.names[a]), short(&board.names[b]));
        let remove = edit(without_edge(board, a, b), format!("remove the edge {text}"));
        rows.push(html! {
            tr {
                th scope="row" { (text) }
                td { (button(&remove, "Remove", None, None, false)) }
            }
        });
    }
    html! {
        table class="digraph-table digraph-edit-table" {
            caption { "Edges" }
            tbody {
                @for row in &rows {
                    (row)
                }
            }
        }
        @if edges.len() > rows.len() {
            p.digraph-more {
                "… and " (edges.len() - rows.len()) " more edges: edit them in the position's text."
            }
        }
    }
}
