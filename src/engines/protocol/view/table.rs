//! The lists, tables and forms of a view.

use super::Button;
use serde::{Deserialize, Serialize};

/// An item of a list: its words and its buttons.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Item {
    /// Its words.
    pub text: String,
    /// The classes of the words' `<span>`.
    pub text_class: String,
    /// Its buttons.
    pub buttons: Vec<Button>,
}

/// A table: caption, column heads, and rows each headed by a cell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// Its classes.
    pub class: String,
    /// Its caption.
    pub caption: String,
    /// The column heads; none, no head row.
    pub head: Vec<String>,
    /// The rows.
    pub rows: Vec<TableRow>,
}

/// A row of a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableRow {
    /// The row's head cell.
    pub header: String,
    /// The other cells.
    pub cells: Vec<Cell>,
}

/// A cell of a table: words or buttons.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cell {
    /// Its classes, if any.
    pub class: Option<String>,
    /// Its words.
    pub text: String,
    /// Its buttons.
    pub buttons: Vec<Button>,
}

/// A form of an editor: its fields, whose values the page holds as
/// typed, and the button (or Enter in a field) that hands them over as
/// [`crate::engines::protocol::EditorState::Fields`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Form {
    /// Its classes.
    pub class: String,
    /// Its test id.
    pub testid: Option<String>,
    /// Words between two fields.
    pub between: String,
    /// The fields.
    pub fields: Vec<Field>,
    /// The button that hands the fields over ([`ViewAction::Submit`]).
    pub submit: Button,
}

/// A labelled text field of a form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Field {
    /// The words of its label, before it.
    pub label: String,
    /// Its name.
    pub name: String,
    /// Its test id.
    pub testid: Option<String>,
    /// Its value at first.
    pub value: String,
}
