//! The three named row games, Turning Turtles, Mock Turtles and Ruler:
//! which coins a move may flip besides the head, and the closed forms of
//! their values, each given by its own module.

use super::{mock, ruler, turtles};
use crate::Nimber;

/// Which coins a move may flip besides the head it turns to tails.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CoinRule {
    /// At most one coin to its left.
    Turtles,
    /// At most two coins to its left.
    MockTurtles,
    /// A run of coins ending at it.
    Ruler,
}

impl CoinRule {
    /// The spec: `turtles`, `mock-turtles`, `ruler`.
    pub fn spec(self) -> &'static str {
        match self {
            CoinRule::Turtles => "turtles",
            CoinRule::MockTurtles => "mock-turtles",
            CoinRule::Ruler => "ruler",
        }
    }

    /// The name for people.
    pub fn name(self) -> &'static str {
        match self {
            CoinRule::Turtles => "Turning Turtles",
            CoinRule::MockTurtles => "Mock Turtles",
            CoinRule::Ruler => "Ruler",
        }
    }

    /// The notes' number of the coin at index `i` (from 0, leftmost).
    pub fn number(self, i: usize) -> u64 {
        match self {
            CoinRule::Turtles => turtles::number(i),
            CoinRule::MockTurtles => mock::number(i),
            CoinRule::Ruler => ruler::number(i),
        }
    }

    /// The value of a lone head at index `i`, by the notes' closed form.
    pub fn head_value(self, i: usize) -> Nimber {
        match self {
            CoinRule::Turtles => turtles::value(i),
            CoinRule::MockTurtles => mock::value(i),
            CoinRule::Ruler => ruler::value(i),
        }
    }

    /// Why a lone head at index `i` has its value, in the notes' words.
    pub fn reason(self, i: usize) -> String {
        match self {
            CoinRule::Turtles => turtles::reason(i),
            CoinRule::MockTurtles => mock::reason(i),
            CoinRule::Ruler => ruler::reason(i),
        }
    }

    /// The sets of other coins (all left of `head`, increasing) that a
    /// move turning `head` to tails may flip.
    pub fn others(self, head: usize) -> Box<dyn Iterator<Item = Vec<usize>>> {
        match self {
            CoinRule::Turtles => Box::new(turtles::others(head)),
            CoinRule::MockTurtles => Box::new(mock::others(head)),
            CoinRule::Ruler => Box::new(ruler::others(head)),
        }
    }

    /// Why the coins (increasing, the head last) are not a move of the
    /// rule, if they are not.
    pub fn check(self, coins: &[usize]) -> Result<(), String> {
        match self {
            CoinRule::Turtles => turtles::check(coins),
            CoinRule::MockTurtles => mock::check(coins),
            CoinRule::Ruler => ruler::check(coins),
        }
    }
}
