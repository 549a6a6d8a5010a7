//! What a click on a vertex does in each of the editor's states: start an
//! edge, finish it (or refuse it, when it would close a cycle), put a
//! token on or take one off.

use super::edits::{with_edge, with_token, without_token, Edits};
use super::Mode;
use crate::engines::digraph::draw::Action;
use crate::engines::digraph::layout::short;
use crate::engines::protocol::ViewAction;
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

/// What choosing `v` as the head after tail `t` does: add the edge, or
/// refuse it (a cycle, or an edge already there), or cancel the tail;
/// `closes` says whether the edge would close a cycle. `None` when the
/// edit would carry the text once too often.
pub fn head_action(
    board: &Board,
    t: usize,
    v: usize,
    closes: bool,
    edits: &mut Edits,
) -> Option<Action> {
    let (tn, vn) = (&board.names[t], &board.names[v]);
    if t == v {
        return Some(Action::new(
            ViewAction::State("edge".to_string()),
            format!("{} again: cancel the edge", short(tn)),
        ));
    }
    if board.edges.contains(&(t, v)) {
        return Some(Action::new(
            ViewAction::State(format!("edge:{tn}")),
            format!("{}>{} is already an edge", short(tn), short(vn)),
        ));
    }
    if closes {
        return Some(Action::new(
            ViewAction::State(format!("refused:{tn}:{vn}")),
            format!("{}>{} would close a cycle: refused", short(tn), short(vn)),
        ));
    }
    edits.take().then(|| {
        Action::new(
            ViewAction::Edit(with_edge(board, t, v)),
            format!("add the edge {}>{}", short(tn), short(vn)),
        )
    })
}

/// What a click on vertex `v` does in `mode`; `closes` marks the vertices
/// an edge from the chosen tail may not enter.
pub fn vertex_action(
    board: &Board,
    mode: &Mode,
    closes: &[bool],
    v: usize,
    edits: &mut Edits,
) -> Option<Action> {
    let name = &board.names[v];
    match mode {
        Mode::Edge(Some(t)) => head_action(board, *t, v, closes[v], edits),
        Mode::Edge(None) | Mode::Refused(..) => Some(Action::new(
            ViewAction::State(format!("edge:{name}")),
            format!("start an edge at {}", short(name)),
        )),
        Mode::Token if board.tokens.len() < MAX_VERTICES && edits.take() => Some(Action::new(
            ViewAction::Edit(with_token(board, v)),
            format!("put a token on {}", short(name)),
        )),
        Mode::Untoken if board.tokens.contains(&v) && edits.take() => Some(Action::new(
            ViewAction::Edit(without_token(board, v)),
            format!("take a token off {}", short(name)),
        )),
        _ => None,
    }
}
