//! Who wins a position with best play, in the literature's letters. Normal
//! play reads it from a value (0 or not); misère play ([`crate::misere`])
//! searches for it.

/// Who wins a position with best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// The player to move wins (an N-position).
    Next,
    /// The player to move loses (a P-position): the previous player wins.
    Previous,
}

impl Outcome {
    /// `N` or `P`, as the literature writes them.
    pub const fn letter(self) -> char {
        match self {
            Outcome::Next => 'N',
            Outcome::Previous => 'P',
        }
    }
}
