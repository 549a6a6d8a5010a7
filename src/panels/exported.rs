//! What the export panel exports, as the play page names it.

use grundy::manifold::{Cut, Position};
use yew::AttrValue;

/// What the export panel exports.
#[derive(Clone, Debug, PartialEq)]
pub enum Exported {
    /// A surface's figure, drawn by the figures crate.
    Surface {
        /// The position.
        position: Position,
        /// The surface, counted from 0.
        component: usize,
        /// The cut in view on it, if any.
        cut: Option<Cut>,
    },
    /// Another game's picture, drawn by the figures crate from the
    /// position on the table: the chosen component's, or the whole board
    /// of a game drawn on one.
    Picture {
        /// The files' name: the game and the part.
        name: AttrValue,
        /// The whole position is drawn above the cards, and is the
        /// picture exported.
        board: bool,
    },
}
