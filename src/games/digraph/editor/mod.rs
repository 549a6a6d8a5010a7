//! The graph editor: add vertices, join them by edges (tail first, then
//! head; an edge closing a cycle is refused with the cycle named), remove
//! edges and vertices, put tokens on and take them off.
//!
//! What a click on the graph does (its [`Mode`]) is the editor's own
//! state, started afresh for each position; an edit starts a new game
//! from the position it makes.

mod actions;
mod edits;
mod hands;
mod tables;

use super::draw::{Act, Badge, Drawing};
use crate::games::shown::Scene;
use actions::{reaching, vertex_action};
use edits::{next_name, with_edge, with_vertex, without_edge, Edits};
use figures::digraph::layout::{self, short};
use grundy::games::digraph::{format_board, parse_board, Board, MAX_VERTICES};
pub use hands::{Hands, Mode};
use std::rc::Rc;
use tables::{button, edge_rows, vertex_rows};
use yew::prelude::*;

/// Properties of [`Editor`].
#[derive(Properties, PartialEq)]
pub struct EditorProps {
    /// The position edited, and where its new positions go.
    pub scene: Scene,
}

/// The editor, with what a click does its own: the parent keys it by the
/// position's text, so another position starts with edges added.
#[component]
pub fn Editor(props: &EditorProps) -> Html {
    let mode = use_state(|| Mode::Edge(None));
    let Some(board) = props.scene.position.get::<Board>() else {
        return Html::default();
    };
    let hands = Hands {
        board: Rc::new(board.clone()),
        set: {
            let mode = mode.clone();
            Callback::from(move |m: Mode| mode.set(m))
        },
        send: props.scene.send.clone(),
    };
    editor(&hands, &mode)
}

/// The editor of `hands.board` in `mode`.
pub fn editor(hands: &Hands, mode: &Mode) -> Html {
    let board = &*hands.board;
    let n = board.names.len();
    let mut edits = Edits::new(board);
    let closes = match mode {
        Mode::Edge(Some(t)) => reaching(board, *t),
        _ => vec![false; n],
    };
    // The drawing's clicks come first to the budget of edits, then the
    // vertices' rows, then the edges'.
    let figure = figure(hands, mode, &closes, &mut edits);
    let vertices = vertex_rows(hands, mode, &closes, &mut edits);
    let edges = edge_rows(hands, &mut edits);
    let class = if matches!(mode, Mode::Refused(..)) {
        "digraph-message digraph-refusal"
    } else {
        "digraph-message"
    };
    html! {
        <section class="digraph-editor">
            <h3>{"Edit the graph"}</h3>
            {toolbar(hands, mode)}
            <p {class} role="status">{message(board, mode)}</p>
            {figure}
            {vertices}
            {edges}
        </section>
    }
}

/// The buttons that choose what a click on the graph does, and those
/// that add a vertex or clear the graph.
fn toolbar(hands: &Hands, mode: &Mode) -> Html {
    let board = &*hands.board;
    let modes = [
        (
            Mode::Edge(None),
            "Add edges",
            matches!(mode, Mode::Edge(_) | Mode::Refused(..)),
        ),
        (Mode::Unedge, "Remove edges", *mode == Mode::Unedge),
        (Mode::Token, "Put tokens", *mode == Mode::Token),
        (Mode::Untoken, "Take tokens", *mode == Mode::Untoken),
    ];
    let name = next_name(board);
    let add = hands.edit(with_vertex(board), format!("add a vertex named {name}"));
    let clear = hands.edit(
        Board::default(),
        "clear the graph and its tokens".to_string(),
    );
    let choices = modes.into_iter().map(|(m, text, on)| {
        let choose = hands.state(m, text.to_string());
        button(&choose, text, None, Some(on), false)
    });
    let full = board.names.len() >= MAX_VERTICES;
    html! {
        <div class="digraph-toolbar" role="toolbar" aria-label="What a click on the graph does">
            { for choices }
            {button(&add, &format!("Add vertex {name}"), None, None, full)}
            {button(&clear, "Clear", None, None, false)}
        </div>
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
            // The notation's own words for the cycle the edge would close.
            let why = match parse_board(&format_board(&with_edge(board, *t, *h))) {
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
fn figure(hands: &Hands, mode: &Mode, closes: &[bool], edits: &mut Edits) -> Html {
    let board = &*hands.board;
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
            // Several vertices may do the same (keep the tail chosen):
            // each is keyed by its name too.
            d.vertex_actions[v] = vertex_action(hands, mode, closes, v, edits).map(|a| Act {
                key: format!("{} {}", board.names[v], a.key),
                ..a
            });
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
            let label = format!(
                "remove the edge {}>{}",
                short(&board.names[a]),
                short(&board.names[b])
            );
            d.edge_actions
                .insert((a, b), hands.edit(without_edge(board, a, b), label));
        }
    }
    html! {
        <figure class="digraph-board digraph-edit-figure">
            {d.figure()}
            if lay.hidden > 0 {
                <figcaption class="digraph-more">
                    {format!("… and {} more vertices not drawn", lay.hidden)}
                </figcaption>
            }
        </figure>
    }
}

#[cfg(test)]
pub(super) mod tests;
