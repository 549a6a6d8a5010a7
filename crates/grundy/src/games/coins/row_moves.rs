//! What a row game of coins says about its moves: which coins a move may
//! flip besides the head, the value of a lone head, and how the notes
//! number the coins. The named games ([`super::CoinRule`]: Turning Turtles,
//! Mock Turtles, Ruler) and any rule of shapes ([`super::RowRule`]) say it
//! alike, so a row ([`super::CoinGame`]) and a Tartan product
//! ([`super::tartan::Tartan`]) play either.

use crate::Nimber;
use std::fmt;
use std::hash::Hash;

/// The moves of a one-dimensional coin-turning game, and its lone heads'
/// values.
pub trait Flips: Clone + fmt::Debug + PartialEq + Eq + Hash {
    /// The spec: `turtles`, `coins:;a;a,b`.
    fn spec(&self) -> String;
    /// The name for people.
    fn name(&self) -> String;
    /// The notes' number of the coin at index `i` (from 0, leftmost).
    fn number(&self, i: usize) -> u64;
    /// The value of a lone head at index `i`.
    fn head_value(&self, i: usize) -> Nimber;
    /// Why a lone head at index `i` has its value, in words.
    fn reason(&self, i: usize) -> String;
    /// The sets of other coins (all left of `head`, increasing) that a
    /// move turning `head` to tails may flip, each once.
    fn others(&self, head: usize) -> Box<dyn Iterator<Item = Vec<usize>> + '_>;
    /// Whether a lone head at coin `head` has a move.
    fn has_move(&self, head: usize) -> bool {
        self.others(head).next().is_some()
    }
    /// The coins besides `head` of the first move from it (in the order
    /// of [`Flips::others`]) whose lone heads' values have nim-sum
    /// `change`: the move that changes a row's value by `change`.
    fn others_worth(&self, head: usize, change: Nimber) -> Option<Vec<usize>> {
        self.others(head)
            .find(|set| set.iter().map(|&c| self.head_value(c)).sum::<Nimber>() == change)
    }
    /// Why the coins (increasing, the head last) are not a move, if they
    /// are not.
    fn check(&self, coins: &[usize]) -> Result<(), String>;
    /// Which lines (`row`, `column`) a Tartan move's lines may be, in
    /// words: "the corner's row and at most one row before it".
    fn lines_words(&self, line: &str) -> String;
    /// The move of the fewest coins that turns `head` to tails and flips
    /// `coin` (at most `head`); `None` when no move flips it.
    fn through(&self, head: usize, coin: usize) -> Option<Vec<usize>> {
        let mut best: Option<Vec<usize>> = None;
        for mut set in self.others(head) {
            if coin != head && !set.contains(&coin) {
                continue;
            }
            set.push(head);
            if best.as_ref().is_none_or(|b| set.len() < b.len()) {
                best = Some(set);
            }
        }
        best
    }

    /// Computes the values of at most `budget` more lone heads towards coin
    /// `last` ([`crate::Game::prepare`]); `None` once they are there. The
    /// named games' values come from formulas: `None`.
    fn prepare_to(&self, _last: usize, _budget: u64) -> Option<crate::game::Preparing> {
        None
    }
}
