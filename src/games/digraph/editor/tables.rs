//! The editor's tables: every vertex and every edge as a row of buttons,
//! with the same actions as the drawing, for the keyboard and for graphs
//! too large to click through.

use super::actions::{head_action, refused};
use super::edits::{with_token, without_edge, without_token, without_vertex, Edits};
use super::{Hands, Mode};
use crate::display::raw;
use crate::games::digraph::draw::Act;
use figures::digraph::layout::short;
use grundy::games::digraph::MAX_VERTICES;
use maud::html;
use yew::{html as yew_html, Html};

/// Vertices and edges listed as rows of buttons; a larger graph is
/// edited in its text.
const MAX_ROWS: usize = 60;

/// A button doing the editor's `act`: `class` replaces the usual class
/// when given, `pressed` is a toggle's state, and a disabled button does
/// nothing now.
pub fn button(
    act: &Act,
    text: &str,
    class: Option<&str>,
    pressed: Option<bool>,
    disabled: bool,
) -> Html {
    let onclick = act.act.reform(|_| ());
    let class = class.unwrap_or("digraph-edit-button").to_string();
    yew_html! {
        <button type="button" {class} aria-label={act.label.clone()}
            aria-pressed={pressed.map(|p| if p { "true" } else { "false" })} {disabled}
            data-testid={act.hook.clone()} {onclick}>
            {text.to_string()}
        </button>
    }
}

/// A table of the editor's: its caption, its column heads (none when
/// empty) and its rows, each a header cell and the rest.
fn table(caption: &str, head: &[&str], rows: Vec<Html>) -> Html {
    yew_html! {
        <table class="digraph-table digraph-edit-table">
            <caption>{caption.to_string()}</caption>
            if !head.is_empty() {
                <thead>
                    <tr>{ for head.iter().map(|h| yew_html! { <th scope="col">{h.to_string()}</th> }) }</tr>
                </thead>
            }
            <tbody>{ for rows }</tbody>
        </table>
    }
}

/// A paragraph saying how many were left out.
fn more(text: String) -> Html {
    raw(html! { p.digraph-more { (text) } })
}

/// The vertices as a table of buttons: the same actions as the drawing,
/// for the keyboard.
pub fn vertex_rows(hands: &Hands, mode: &Mode, closes: &[bool], edits: &mut Edits) -> Html {
    let n = hands.board.names.len();
    if n == 0 {
        return raw(html! { p { "No vertices yet: add one." } });
    }
    let mut rows = Vec::new();
    for (v, &closes_here) in closes.iter().enumerate().take(MAX_ROWS) {
        // A row carries up to four new texts.
        if edits.left < 4 {
            break;
        }
        rows.push(vertex_row(hands, mode, v, closes_here, edits));
    }
    let shown = rows.len();
    let head = ["Vertex", "Tokens", "Edge", "Token", "Remove"];
    let more = (n > shown).then(|| {
        more(format!(
            "… and {} more vertices: edit them in the position's text.",
            n - shown
        ))
    });
    yew_html! { <>{table("Vertices", &head, rows)}{more}</> }
}

/// Vertex `v`'s row: its tokens, what it does to the edge being drawn,
/// and buttons to put a token on, take one off, or remove the vertex.
fn vertex_row(hands: &Hands, mode: &Mode, v: usize, closes: bool, edits: &mut Edits) -> Html {
    let board = &*hands.board;
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
            let class = refused(board, *t, v, closes)
                .then_some("digraph-edit-button digraph-refused-button");
            head_action(hands, *t, v, closes, edits).map(|a| (a, text, class))
        }
        _ => Some((
            hands.state(Mode::Edge(Some(v)), format!("start an edge at {name}")),
            "From here".to_string(),
            None,
        )),
    };
    edits.left = edits.left.saturating_sub(3);
    let put = hands.edit(with_token(board, v), format!("put a token on {name}"));
    let take = hands.edit(without_token(board, v), format!("take a token off {name}"));
    let remove = hands.edit(
        without_vertex(board, v),
        format!("remove the vertex {name}, its edges and tokens"),
    );
    let edge = edge.map(|(act, text, class)| button(&act, &text, class, None, false));
    yew_html! {
        <tr>
            <th scope="row">{name}</th>
            <td>{count.to_string()}</td>
            <td>{edge}</td>
            <td class="digraph-pair">
                {button(&put, "+", None, None, board.tokens.len() >= MAX_VERTICES)}
                {button(&take, "−", None, None, count == 0)}
            </td>
            <td>{button(&remove, "Remove", None, None, false)}</td>
        </tr>
    }
}

/// The edges, each with a button that removes it.
pub fn edge_rows(hands: &Hands, edits: &mut Edits) -> Html {
    let board = &*hands.board;
    let mut seen = std::collections::HashSet::new();
    let edges: Vec<(usize, usize)> = board
        .edges
        .iter()
        .copied()
        .filter(|&e| seen.insert(e))
        .collect();
    if edges.is_empty() {
        return Html::default();
    }
    let mut rows = Vec::new();
    for &(a, b) in edges.iter().take(MAX_ROWS) {
        if !edits.take() {
            break;
        }
        let text = format!("{}>{}", short(&board.names[a]), short(&board.names[b]));
        let remove = hands.edit(without_edge(board, a, b), format!("remove the edge {text}"));
        rows.push(yew_html! {
            <tr>
                <th scope="row">{text}</th>
                <td>{button(&remove, "Remove", None, None, false)}</td>
            </tr>
        });
    }
    let shown = rows.len();
    let more = (edges.len() > shown).then(|| {
        more(format!(
            "… and {} more edges: edit them in the position's text.",
            edges.len() - shown
        ))
    });
    yew_html! { <>{table("Edges", &[], rows)}{more}</> }
}
