//! The positions and moves of any game of the engine, held without their
//! types ([`crate::dynamic`]), and why a move is refused.

use crate::dynamic::{DynError, DynMove, DynPosition};
use crate::games::notation::RuleError;
use std::fmt;

/// A position of any game: the game's own position, held without its
/// type.
pub type AnyPosition = DynPosition;

/// A move of any game: the game's own move, held without its type.
pub type AnyMove = DynMove;

/// Why a text is not a position or move of the game, and where.
pub type AnyTextError = DynError;

/// Why a move of any game cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyIllegalMove {
    /// The game's reason.
    Dyn(String),
    /// A move of a part of a sum that does not fit.
    Rule(RuleError),
    /// A move or position of another game.
    OtherGame,
}

impl fmt::Display for AnyIllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyIllegalMove::Dyn(e) => f.write_str(e),
            AnyIllegalMove::Rule(e) => e.fmt(f),
            AnyIllegalMove::OtherGame => f.write_str("this move belongs to another game"),
        }
    }
}

impl std::error::Error for AnyIllegalMove {}
