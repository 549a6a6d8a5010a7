//! What a table notes beside its game: the hint last asked for, a text the
//! position field could not read, and how many moves a group lists.

use grundy::spec::AnyMove;

/// Kinds with at most this many moves are listed in full.
pub const LIST_LIMIT: u64 = 12;

/// Of a group too large to list, at most this many of the moves to each
/// value reached are drawn as buttons (the winning one first); the
/// group's chooser makes any other.
pub const REACH_SHOWN: usize = 24;

/// A text the position field could not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// The text as typed.
    pub text: String,
    /// Byte offset of the problem.
    pub offset: usize,
    /// The same place in characters, from 1.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

/// The answer to the hint button.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// A winning move.
    Win(AnyMove),
    /// No move wins: every move leaves the opponent a winning position.
    NoWin,
}
