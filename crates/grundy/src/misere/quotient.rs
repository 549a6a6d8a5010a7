//! The misère quotient of a finite set of positions, as far as that set
//! can see it (after Plambeck and Siegel).
//!
//! Two positions `x` and `y` are indistinguishable when `x + z` and
//! `y + z` have the same misère outcome for every position `z` of the game;
//! the classes, added by adding representatives, form the misère quotient.
//! Here `z` runs over the given positions only, so positions the set
//! cannot tell apart may still differ beyond it: the result is an observed
//! quotient, exact only as a lower bound on the number of classes.

use crate::game::Game;
use crate::misere::{MisereSolver, Outcome};
use std::collections::HashMap;

/// One class of the observed quotient.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct QuotientClass {
    /// Index (into the positions given) of the class's first member.
    pub representative: usize,
    /// The misère outcome of its members alone.
    pub outcome: Outcome,
    /// How many of the positions given fall in it.
    pub members: usize,
}

/// The classes of a set of positions under indistinguishability within
/// the set, and their sums where the set holds them.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ObservedQuotient {
    /// The classes, in the order their first members were given.
    pub classes: Vec<QuotientClass>,
    /// The class of each position given.
    pub class_of: Vec<usize>,
    /// `sums[i][j]`: the class of the sum of the representatives of
    /// classes `i` and `j`, when that sum is among the positions given.
    pub sums: Vec<Vec<Option<usize>>>,
}

impl ObservedQuotient {
    /// How many classes are P-positions (the P-portion's size).
    pub fn p_classes(&self) -> usize {
        self.classes
            .iter()
            .filter(|c| c.outcome == Outcome::Previous)
            .count()
    }
}

/// The observed quotient of `positions` (partners drawn from the same
/// list), with `join` adding two positions. The outcome of each sum comes
/// from `solver`.
pub fn observed_quotient<G: Game>(
    solver: &mut MisereSolver<G>,
    positions: &[G::Position],
    join: impl Fn(&G::Position, &G::Position) -> G::Position,
) -> ObservedQuotient {
    let game = solver.game().clone();
    let index: HashMap<G::Position, usize> = positions
        .iter()
        .enumerate()
        .map(|(i, p)| (game.canonical(p), i))
        .collect();
    let mut by_signature: HashMap<Vec<bool>, usize> = HashMap::new();
    let mut classes: Vec<QuotientClass> = Vec::new();
    let mut class_of = Vec::with_capacity(positions.len());
    for (i, x) in positions.iter().enumerate() {
        let signature: Vec<bool> = positions
            .iter()
            .map(|z| solver.outcome(&join(x, z)) == Outcome::Next)
            .collect();
        let next = classes.len();
        let class = *by_signature.entry(signature).or_insert(next);
        if class == next {
            classes.push(QuotientClass {
                representative: i,
                outcome: solver.outcome(x),
                members: 0,
            });
        }
        classes[class].members += 1;
        class_of.push(class);
    }
    let sums = classes
        .iter()
        .map(|a| {
            classes
                .iter()
                .map(|b| {
                    let sum = join(&positions[a.representative], &positions[b.representative]);
                    index.get(&game.canonical(&sum)).map(|&k| class_of[k])
                })
                .collect()
        })
        .collect();
    ObservedQuotient {
        classes,
        class_of,
        sums,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim::Nim;

    fn join(a: &[u64], b: &[u64]) -> Vec<u64> {
        a.iter().chain(b).copied().collect()
    }

    /// Nim positions of heaps of one and two, with at most `n` counters.
    fn ones_and_twos(n: u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for twos in 0..=n / 2 {
            for ones in 0..=n - 2 * twos {
                let mut p = vec![2; twos as usize];
                p.extend(std::iter::repeat_n(1, ones as usize));
                out.push(p);
            }
        }
        out
    }

    #[test]
    fn heaps_of_one_make_a_group_of_two() {
        let positions: Vec<Vec<u64>> = (0..8).map(|n| vec![1; n]).collect();
        let q = observed_quotient(&mut MisereSolver::new(Nim), &positions, |a, b| join(a, b));
        assert_eq!(q.classes.len(), 2);
        assert_eq!(q.p_classes(), 1);
        assert_eq!(q.sums[1][1], Some(0));
    }

    #[test]
    fn heaps_of_one_and_two_make_plambecks_six_elements() {
        // The quotient of the closure of *2 has six elements, two of them
        // P-positions (*1 and *2 + *2), and *2 + *2 + *2 acts as *2.
        let positions = ones_and_twos(10);
        let q = observed_quotient(&mut MisereSolver::new(Nim), &positions, |a, b| join(a, b));
        assert_eq!(q.classes.len(), 6);
        assert_eq!(q.p_classes(), 2);
        let class = |p: &[u64]| q.class_of[positions.iter().position(|x| x == p).unwrap()];
        assert_eq!(class(&[2, 2, 2]), class(&[2]));
        assert_ne!(class(&[2, 2]), class(&[]));
        assert_eq!(class(&[1, 1]), class(&[]));
    }
}
