//! Impartial games in general and their memoised Grundy evaluation.

use crate::Nimber;
use std::collections::HashMap;
use std::hash::Hash;

/// An impartial game: both players have the same moves from every position,
/// and the player who cannot move loses.
///
/// Implementors describe only the moves; [`Evaluator`] derives values from
/// them, so a closed form can be checked against brute force.
pub trait ImpartialGame {
    /// A position, in a canonical form: positions that are equal as games
    /// should compare equal so the memo shares their work.
    type Position: Clone + Eq + Hash;

    /// Every position reachable in one move (duplicates are allowed).
    fn moves(&self, position: &Self::Position) -> Vec<Self::Position>;
}

/// Computes Grundy values by the definition, `G(p) = mex { G(q) : p -> q }`,
/// remembering every value it has found.
///
/// The memo belongs to the evaluator, so separate evaluations never share
/// hidden state. Recursion is done with an explicit stack, so long games do
/// not overflow the call stack.
#[derive(Debug)]
pub struct Evaluator<G: ImpartialGame> {
    game: G,
    memo: HashMap<G::Position, Nimber>,
}

impl<G: ImpartialGame> Evaluator<G> {
    /// An evaluator with an empty memo.
    pub fn new(game: G) -> Self {
        Evaluator {
            game,
            memo: HashMap::new(),
        }
    }

    /// The game being evaluated.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many positions have a known value.
    pub fn known(&self) -> usize {
        self.memo.len()
    }

    /// The Grundy value of `position`.
    pub fn value(&mut self, position: &G::Position) -> Nimber {
        if let Some(&v) = self.memo.get(position) {
            return v;
        }
        // Each frame holds a position and its options; a frame is finished
        // once every option has a value.
        let mut stack: Vec<(G::Position, Vec<G::Position>)> = Vec::new();
        let options = self.game.moves(position);
        stack.push((position.clone(), options));
        while let Some((_, options)) = stack.last() {
            let pending = options
                .iter()
                .find(|q| !self.memo.contains_key(*q))
                .cloned();
            match pending {
                Some(q) => {
                    let next = self.game.moves(&q);
                    stack.push((q, next));
                }
                None => {
                    let (p, options) = stack.pop().expect("stack is not empty");
                    let v = Nimber::mex(options.iter().map(|q| self.memo[q]));
                    self.memo.insert(p, v);
                }
            }
        }
        self.memo[position]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Subtraction game: take 1, 2 or 3 counters from one heap.
    struct TakeUpToThree;

    impl ImpartialGame for TakeUpToThree {
        type Position = u32;
        fn moves(&self, n: &u32) -> Vec<u32> {
            (1..=3).filter(|k| k <= n).map(|k| n - k).collect()
        }
    }

    #[test]
    fn subtraction_game_values_cycle_mod_four() {
        let mut eval = Evaluator::new(TakeUpToThree);
        for n in 0..40u32 {
            assert_eq!(eval.value(&n), Nimber(u64::from(n % 4)));
        }
    }

    #[test]
    fn deep_games_do_not_overflow_the_stack() {
        let mut eval = Evaluator::new(TakeUpToThree);
        assert_eq!(eval.value(&1_000_000), Nimber(0));
    }
}
