//! What a game whose board is still laid out as data shows: its board,
//! its explanation and its editor are blocks the page draws as its own
//! elements ([`super::blocks`]), every button and clickable part of a
//! figure carrying a typed [`ViewAction`].

use serde::{Deserialize, Serialize};

#[cfg(test)]
mod tests;
mod view;

pub use view::{
    Block, Button, Cell, Field, Figure, Form, GroupTag, Item, ModuleView, Part, Shape, Svg, Table,
    TableRow, Target, ViewAction,
};

/// The state of a game's editor, as the page keeps it between clicks.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum EditorState {
    /// Its first state.
    #[default]
    Start,
    /// The state a button of the editor named
    /// ([`ViewAction::State`], in the game's own notation).
    Named(String),
    /// The values of the fields of the editor's form, in order.
    Fields(Vec<String>),
}

impl EditorState {
    /// The state a button named, in the notation of the game's editor;
    /// empty for the first state and for a form's fields, which an editor
    /// reads one by one ([`EditorState::Fields`]).
    pub fn name(&self) -> &str {
        match self {
            EditorState::Named(state) => state,
            EditorState::Start | EditorState::Fields(_) => "",
        }
    }
}
