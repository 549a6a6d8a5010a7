//! Why a text is not a position or a move of a game held without its
//! types.

use crate::game::TextError;
use std::fmt;

/// Why a text is not a position or a move: the place and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DynError {
    /// Byte offset of the problem in the text.
    pub offset: usize,
    /// The same place counted in characters, from 1.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl DynError {
    /// The same error as another game's text error gives it, placed in
    /// `text`.
    pub fn from_text(e: &impl TextError, text: &str) -> DynError {
        DynError {
            offset: e.offset(),
            column: crate::game::character_at(text, e.offset()),
            message: e.message(),
        }
    }

    /// An error about the whole text, placed at its start.
    pub fn whole(message: impl Into<String>) -> DynError {
        DynError {
            offset: 0,
            column: 1,
            message: message.into(),
        }
    }
}

impl fmt::Display for DynError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at character {}: {}", self.column, self.message)
    }
}

impl std::error::Error for DynError {}

impl TextError for DynError {
    fn offset(&self) -> usize {
        self.offset
    }

    fn message(&self) -> String {
        self.message.clone()
    }
}
