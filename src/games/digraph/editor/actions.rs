//! What a click on a vertex does in each of the editor's modes: start an
//! edge, finish it (or refuse it, when it would close a cycle), put a
//! token on or take one off.

use super::edits::{with_edge, with_token, without_token, Edits};
use super::{Hands, Mode};
use crate::games::digraph::draw::Act;
use figures::digraph::layout::short;
use grundy::games::digraph::{Board, MAX_VERTICES};

/// The vertices with a path to `t` (itself included): an edge from `t`
/// to any of them would close a cycle.
pub fn reaching(board: &Board, t: usize) -> Vec<bool> {
    let mut seen = vec![false; board.names.len()];
    if t >= seen.len() {
        return seen;
    }
    seen[t] = true;
    let mut stack = vec![t];
    while let Some(v) = stack.pop() {
        for &(a, b) in &board.edges {
            if b == v && !seen[a] {
                seen[a] = true;
                stack.push(a);
            }
        }
    }
    seen
}

/// True when choosing `v` as the head after tail `t` is refused: the
/// edge would close a cycle (`closes`), and is neither the tail again nor
/// an edge already there.
pub fn refused(board: &Board, t: usize, v: usize, closes: bool) -> bool {
    t != v && !board.edges.contains(&(t, v)) && closes
}

/// What choosing `v` as the head after tail `t` does: add the edge, or
/// refuse it (a cycle, or an edge already there), or cancel the tail;
/// `closes` says whether the edge would close a cycle. `None` when the
/// edit would name a position once too often.
pub fn head_action(
    hands: &Hands,
    t: usize,
    v: usize,
    closes: bool,
    edits: &mut Edits,
) -> Option<Act> {
    let board = &*hands.board;
    let (tn, vn) = (short(&board.names[t]), short(&board.names[v]));
    if t == v {
        return Some(hands.state(Mode::Edge(None), format!("{tn} again: cancel the edge")));
    }
    if board.edges.contains(&(t, v)) {
        return Some(hands.state(Mode::Edge(Some(t)), format!("{tn}>{vn} is already an edge")));
    }
    if closes {
        return Some(hands.state(
            Mode::Refused(t, v),
            format!("{tn}>{vn} would close a cycle: refused"),
        ));
    }
    edits
        .take()
        .then(|| hands.edit(with_edge(board, t, v), format!("add the edge {tn}>{vn}")))
}

/// What a click on vertex `v` does in `mode`; `closes` marks the vertices
/// an edge from the chosen tail may not enter.
pub fn vertex_action(
    hands: &Hands,
    mode: &Mode,
    closes: &[bool],
    v: usize,
    edits: &mut Edits,
) -> Option<Act> {
    let board = &*hands.board;
    let name = short(&board.names[v]);
    match mode {
        Mode::Edge(Some(t)) => head_action(hands, *t, v, closes[v], edits),
        Mode::Edge(None) | Mode::Refused(..) => {
            Some(hands.state(Mode::Edge(Some(v)), format!("start an edge at {name}")))
        }
        Mode::Token if board.tokens.len() < MAX_VERTICES && edits.take() => {
            Some(hands.edit(with_token(board, v), format!("put a token on {name}")))
        }
        Mode::Untoken if board.tokens.contains(&v) && edits.take() => {
            Some(hands.edit(without_token(board, v), format!("take a token off {name}")))
        }
        _ => None,
    }
}
