//! Outcomes for learning a step ([`super::learn`]): positions of heaps the
//! quotient so far covers are read from it; the others are searched and
//! remembered.

use super::heaps::HeapQuotient;
use super::learn::Oracle;
use crate::outcome::Outcome;
use std::collections::HashMap;

/// The most positions one learning step may search.
pub const SEARCH_BUDGET: usize = 2_000_000;

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
