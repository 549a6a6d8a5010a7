//! Outcomes for learning a step ([`super::learn`]): positions of heaps the
//! quotient so far covers are read from it; the others are searched and
//! remembered. The same search answers positions past a quotient that
//! stopped short of a proof ([`AidedSearch`]).

pub use super::budget::SEARCH_BUDGET;
use super::heaps::{HeapQuotient, Leaves};
use super::learn::Oracle;
use crate::outcome::Outcome;
use std::collections::HashMap;

/// Outcomes for learning: positions of heaps the quotient covers are read
/// from it; the others are searched, remembered.
pub struct SearchOracle<'a> {
    /// The quotient so far.
    pub quotient: &'a HeapQuotient,
    /// Each heap's options.
    pub options: &'a [Vec<Vec<u64>>],
    /// What is known of the positions searched.
    pub memo: HashMap<Vec<u64>, bool>,
    /// How many more positions may be searched.
    pub budget: usize,
}

impl SearchOracle<'_> {
    fn options_of(&self, x: &[u64]) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &h) in x.iter().enumerate() {
            if i > 0 && x[i - 1] == h {
                continue;
            }
            for leaves in &self.options[h as usize] {
                let mut y: Vec<u64> = x[..i]
                    .iter()
                    .chain(&x[i + 1..])
                    .chain(leaves)
                    .copied()
                    .collect();
                y.sort_unstable();
                out.push(y);
            }
        }
        out
    }

    fn known(&self, x: &[u64]) -> Option<bool> {
        if x.last().is_none_or(|&h| h <= self.quotient.bound()) {
            return self.quotient.outcome(x).map(|o| o == Outcome::Previous);
        }
        self.memo.get(x).copied()
    }
}

/// A search of a heap game's misère positions in which every position of
/// heaps the quotient covers is answered by it at once: what the quotient
/// leaves open is searched, with what is settled remembered between
/// questions.
pub struct AidedSearch {
    quotient: HeapQuotient,
    leaves: Leaves,
    /// Each heap's options, as far as the positions asked reach.
    options: Vec<Vec<Vec<u64>>>,
    memo: HashMap<Vec<u64>, bool>,
    searched: usize,
}

impl AidedSearch {
    /// A search of the game whose moves are `leaves`, aided by `quotient`.
    pub fn new(quotient: HeapQuotient, leaves: Leaves) -> AidedSearch {
        AidedSearch {
            quotient,
            leaves,
            options: Vec::new(),
            memo: HashMap::new(),
            searched: 0,
        }
    }

    /// Positions searched so far (those the quotient answered aside).
    pub fn searched(&self) -> usize {
        self.searched
    }

    /// Whether the player to move loses `heaps` in misère play, looking at
    /// no more than `budget` positions not settled before; `None` past
    /// that, having kept what was settled.
    pub fn lost_within(&mut self, heaps: &[u64], budget: usize) -> Option<bool> {
        let largest = heaps.iter().copied().max().unwrap_or(0);
        while self.options.len() as u64 <= largest {
            let n = self.options.len() as u64;
            self.options
                .push(if n == 0 { Vec::new() } else { (self.leaves)(n) });
        }
        let mut oracle = SearchOracle {
            quotient: &self.quotient,
            options: &self.options,
            memo: std::mem::take(&mut self.memo),
            budget,
        };
        let lost = oracle.lost(heaps);
        self.searched += budget - oracle.budget;
        self.memo = oracle.memo;
        lost
    }
}

impl Oracle for SearchOracle<'_> {
    fn lost(&mut self, heaps: &[u64]) -> Option<bool> {
        let mut x: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        x.sort_unstable();
        if let Some(k) = self.known(&x) {
            return Some(k);
        }
        // Depth first with a stack of its own: a position, its options
        // still to look at.
        let mut stack: Vec<(Vec<u64>, Vec<Vec<u64>>, bool)> = Vec::new();
        let first = self.options_of(&x);
        let end = first.is_empty();
        stack.push((x.clone(), first, end));
        while let Some((_, children, _)) = stack.last_mut() {
            let mut decided = None;
            let mut descend = None;
            while let Some(child) = children.pop() {
                match self.known(&child) {
                    Some(true) => {
                        decided = Some(false);
                        break;
                    }
                    Some(false) => {}
                    None => {
                        descend = Some(child);
                        break;
                    }
                }
            }
            if let Some(child) = descend {
                self.budget = self.budget.checked_sub(1)?;
                let back = child.clone();
                let grand = self.options_of(&child);
                let end = grand.is_empty();
                stack.last_mut().expect("a frame").1.push(back);
                stack.push((child, grand, end));
                continue;
            }
            let (done, _, end) = stack.pop().expect("a frame");
            // Lost when there are moves and none reaches a lost position.
            let lost = decided.unwrap_or(!end);
            self.memo.insert(done, lost);
        }
        self.memo.get(&x).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::misere::{MisereSolver, QuotientRun, Reach};
    use crate::outcome::Outcome;
    use crate::spec::{quotient, AnyGame, AnyPosition};

    #[test]
    fn a_search_aided_by_a_short_quotient_agrees_with_the_plain_one() {
        // Kayles' quotient of heaps up to 6 only: positions with larger
        // heaps are searched, every part of them small enough read from it.
        let game = AnyGame::from_spec("octal:0.77").unwrap();
        let mut run = QuotientRun::new(
            quotient::leaves(&game),
            Reach::Octal {
                take: 2,
                splits: true,
            },
            quotient::MAX_ORDER,
        );
        run.run_to(6, |_| {});
        let mut aided = AidedSearch::new(run.into_quotient(), quotient::leaves(&game));
        let mut plain = MisereSolver::new(game);
        for heaps in [
            vec![9, 3],
            vec![12],
            vec![10, 7, 1],
            vec![8, 8],
            vec![11, 2, 2],
        ] {
            let lost = aided.lost_within(&heaps, usize::MAX).expect("no budget");
            let truth = plain.outcome(&AnyPosition::new::<Vec<u64>>(heaps.clone()));
            assert_eq!(lost, truth == Outcome::Previous, "{heaps:?}");
        }
        assert!(aided.searched() > 0);
    }

    #[test]
    fn past_its_budget_the_search_says_nothing_and_goes_on_later() {
        let game = AnyGame::from_spec("octal:0.07").unwrap();
        let run = QuotientRun::new(quotient::leaves(&game), Reach::None, 8);
        let mut aided = AidedSearch::new(run.into_quotient(), quotient::leaves(&game));
        assert_eq!(aided.lost_within(&[20, 15], 10), None);
        // What was settled stays: the rest of the way costs less each time.
        let mut tries = 0;
        let lost = loop {
            tries += 1;
            if let Some(lost) = aided.lost_within(&[20, 15], 2_000) {
                break lost;
            }
        };
        let truth = MisereSolver::new(game).outcome(&AnyPosition::new::<Vec<u64>>(vec![20, 15]));
        assert_eq!(lost, truth == Outcome::Previous);
        assert!(tries > 1, "{tries}");
    }
}
