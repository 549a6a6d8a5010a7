//! The editor's modes, and where its clicks go: to its own mode, or to
//! the page as a new position.

use super::edits::settled;
use crate::games::digraph::draw::Act;
use crate::games::shown::BoardMsg;
use grundy::dynamic::DynPosition;
use grundy::games::digraph::{format_board, Board};
use std::rc::Rc;
use yew::prelude::*;

/// What a click on a vertex does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
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

impl Mode {
    /// The mode's name in a test id, by the vertices' names: `edge`,
    /// `edge:T` (tail `T` chosen), `refused:T:H`, `unedge`, `token`,
    /// `untoken`. Vertex names cannot hold `:`.
    fn name(&self, board: &Board) -> String {
        let name = |v: usize| board.names.get(v).map_or("", String::as_str);
        match self {
            Mode::Edge(None) => "edge".to_string(),
            Mode::Edge(Some(t)) => format!("edge:{}", name(*t)),
            Mode::Refused(t, h) => format!("refused:{}:{}", name(*t), name(*h)),
            Mode::Unedge => "unedge".to_string(),
            Mode::Token => "token".to_string(),
            Mode::Untoken => "untoken".to_string(),
        }
    }
}

/// Where the editor's clicks go: to its own mode, or to the page as a
/// new position.
pub struct Hands {
    /// The graph edited.
    pub board: Rc<Board>,
    /// Sets the editor's mode.
    pub set: Callback<Mode>,
    /// Hears the new positions.
    pub send: Callback<BoardMsg>,
}

impl Hands {
    /// The act of going to `mode`, named `label`.
    pub fn state(&self, mode: Mode, label: String) -> Act {
        let hook = format!("state {}", mode.name(&self.board));
        let act = self.set.reform(move |()| mode.clone());
        Act::new(hook.clone(), label, Some(hook), act)
    }

    /// The act of starting a new game from `board`, named `label`.
    pub fn edit(&self, board: Board, label: String) -> Act {
        let hook = format!("edit {}", format_board(&board));
        let act = self
            .send
            .reform(move |()| BoardMsg::Edit(DynPosition::new(settled(&board))));
        Act::new(hook.clone(), label, Some(hook), act)
    }
}
