//! Conway's genus of a position, and the tame rule that decides sums of
//! tame positions.
//!
//! The misère value `G⁻` of a position is 1 when there is no move and the
//! mex of its options' misère values otherwise; the player to move loses
//! exactly when it is 0, and `G⁻(A) = n` exactly when `A + *n` is a misère
//! P-position (induction on `n` and on `A`). The genus of `A` is its normal
//! value `g` with the sequence `γk = G⁻(A + k·*2)` (`k` heaps of two) as a
//! superscript: `*0` has genus `0^120`, `*1` has `1^031`, `*2` has `2^20`.
//! The sequence alternates between two values from some point on, and is
//! written up to the point where its last two entries repeat for ever.
//!
//! How the sequence is computed, exactly: with `τk = G⁻(A + k·*2 + *1)`,
//! the options of `A + k·*2` are `A′ + k·*2`, `A + (k−1)·*2` and
//! `A + (k−1)·*2 + *1`; those of `A + k·*2 + *1` are `A′ + k·*2 + *1`,
//! `A + k·*2`, `A + (k−1)·*2 + *1` and `A + (k−1)·*2` (since `*1 + *1`
//! is equivalent to 0 in misère play, and `G⁻` depends only on outcomes).
//! So `(γk, τk)` is a function of `(γk−1, τk−1)` and of the options' own
//! `γk, τk`. Once every option alternates (from index `m` on), the same
//! two functions apply in turn, and a repeat `(γk, τk) = (γk−2, τk−2)` with
//! `k − 1 ≥ m` makes the pair alternate for ever. The solver stops at the
//! first such repeat, so every genus it gives is exact, not observed.

use crate::game::Game;
use crate::misere::Outcome;
use std::collections::{HashMap, HashSet};
use std::fmt;

/// The most heaps of two the solver adds before it gives up on a position
/// whose sequence has not settled; Conway's theorem says it always
/// settles, so this bound only stops a defect from looping for ever.
const MAX_TWOS: usize = 4096;

/// The deepest the genus search goes, in moves from the position asked
/// about: it recurses, and the thread's stack is finite.
pub const MAX_DEPTH: usize = 2000;

/// Conway's genus: the normal value and the misère values of the position
/// with 0, 1, 2, … heaps of two added.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Genus {
    /// The value in normal play, `g`.
    pub normal: u32,
    /// `γ0, γ1, …` up to the point where the last two repeat for ever
    /// (at least two entries).
    pub misere: Vec<u32>,
}

/// Where a genus stands in Conway's theory of tame games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Tameness {
    /// `0^120` or `1^031`: misère play swaps 0 and 1, as for a heap of
    /// at most one counter.
    Fickle,
    /// `g^g(g⊕2)` for some `g`: the misère value is the normal value, as
    /// for a heap of two or more.
    Firm,
    /// Any other genus.
    Wild,
}

impl Genus {
    /// `γk`, for any `k`.
    pub fn gamma(&self, k: usize) -> u32 {
        let len = self.misere.len();
        if k < len {
            self.misere[k]
        } else {
            self.misere[len - 2 + (k - (len - 2)) % 2]
        }
    }

    /// Fickle, firm or wild.
    pub fn tameness(&self) -> Tameness {
        let g = self.normal;
        match (g, self.misere.as_slice()) {
            (0, [1, 2, 0]) | (1, [0, 3, 1]) => Tameness::Fickle,
            (_, [a, b]) if *a == g && *b == g ^ 2 => Tameness::Firm,
            _ => Tameness::Wild,
        }
    }

    /// The superscript as written: digits run together, or separated by
    /// commas when some entry has two digits.
    pub fn superscript(&self) -> String {
        let parts: Vec<String> = self.misere.iter().map(u32::to_string).collect();
        if self.misere.iter().all(|&x| x < 10) {
            parts.concat()
        } else {
            parts.join(",")
        }
    }
}

impl fmt::Display for Genus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}^{}", self.normal, self.superscript())
    }
}

/// The outcome of a sum of tame positions from their genera alone, by
/// Conway's rule: with `g` the nim-sum of their normal values, the player
/// to move loses when every part is fickle and `g = 1`, or some part is
/// firm and `g = 0`. `None` when some part is wild.
pub fn tame_outcome(parts: &[Genus]) -> Option<Outcome> {
    let mut sum = 0;
    let mut all_fickle = true;
    for genus in parts {
        match genus.tameness() {
            Tameness::Wild => return None,
            Tameness::Firm => all_fickle = false,
            Tameness::Fickle => {}
        }
        sum ^= genus.normal;
    }
    let lost = if all_fickle { sum == 1 } else { sum == 0 };
    Some(if lost {
        Outcome::Previous
    } else {
        Outcome::Next
    })
}

/// The sequences of one position: `γ` and `τ` (with one heap of one
/// added), both alternating from `start` on, stored to `start + 1`.
struct Entry {
    normal: u32,
    gamma: Vec<u32>,
    tau: Vec<u32>,
    start: usize,
}

impl Entry {
    fn at(v: &[u32], start: usize, k: usize) -> u32 {
        if k < v.len() {
            v[k]
        } else {
            v[start + (k - start) % 2]
        }
    }
}

fn mex(values: &mut Vec<u32>) -> u32 {
    values.sort_unstable();
    values.dedup();
    values
        .iter()
        .enumerate()
        .find(|&(i, &v)| v != i as u32)
        .map_or(values.len() as u32, |(i, _)| i as u32)
}

/// Genera of a game's positions, memoised over canonical positions.
pub struct GenusSolver<G: Game> {
    game: G,
    memo: HashMap<G::Position, Entry>,
}

impl<G: Game> GenusSolver<G> {
    /// A solver with an empty memo.
    pub fn new(game: G) -> Self {
        GenusSolver {
            game,
            memo: HashMap::new(),
        }
    }

    /// How many positions are known.
    pub fn known(&self) -> usize {
        self.memo.len()
    }

    /// The genus of `position`; `None` only if its sequence did not settle
    /// within 4096 heaps of two, which Conway's theorem rules out.
    pub fn genus(&mut self, position: &G::Position) -> Option<Genus> {
        self.genus_within(position, usize::MAX)
    }

    /// The genus of `position`, if it is found having looked at no more
    /// than `budget` moves of positions not met before and gone no deeper
    /// than [`MAX_DEPTH`] moves; `None` past that reach.
    pub fn genus_within(&mut self, position: &G::Position, budget: usize) -> Option<Genus> {
        let key = self.game.canonical(position);
        let mut left = budget;
        self.solve(&key, &mut left, 0)?;
        let e = &self.memo[&key];
        Some(Genus {
            normal: e.normal,
            misere: e.gamma[..e.start + 2].to_vec(),
        })
    }

    fn solve(&mut self, key: &G::Position, left: &mut usize, depth: usize) -> Option<()> {
        if self.memo.contains_key(key) {
            return Some(());
        }
        if depth > MAX_DEPTH {
            return None;
        }
        let mut options: Vec<G::Position> = Vec::new();
        for mv in self.game.moves(key) {
            *left = left.checked_sub(1)?;
            if let Ok(next) = self.game.apply(key, &mv) {
                options.push(self.game.canonical(&next));
            }
        }
        let mut seen = HashSet::new();
        options.retain(|p| seen.insert(p.clone()));
        for o in &options {
            self.solve(o, left, depth + 1)?;
        }
        let entries: Vec<&Entry> = options.iter().map(|o| &self.memo[o]).collect();
        let normal = mex(&mut entries.iter().map(|e| e.normal).collect());
        let settled = entries.iter().map(|e| e.start).max().unwrap_or(0);
        let mut gamma: Vec<u32> = Vec::new();
        let mut tau: Vec<u32> = Vec::new();
        let mut scratch = Vec::with_capacity(entries.len() + 2);
        for k in 0..MAX_TWOS {
            scratch.clear();
            scratch.extend(entries.iter().map(|e| Entry::at(&e.gamma, e.start, k)));
            if k > 0 {
                scratch.push(gamma[k - 1]);
                scratch.push(tau[k - 1]);
            }
            // No move at all: the player to move has already won.
            let g = if scratch.is_empty() {
                1
            } else {
                mex(&mut scratch)
            };
            scratch.clear();
            scratch.extend(entries.iter().map(|e| Entry::at(&e.tau, e.start, k)));
            scratch.push(g);
            if k > 0 {
                scratch.push(gamma[k - 1]);
                scratch.push(tau[k - 1]);
            }
            let t = mex(&mut scratch);
            gamma.push(g);
            tau.push(t);
            if k >= 2 && k > settled && gamma[k] == gamma[k - 2] && tau[k] == tau[k - 2] {
                // Alternates from k − 2 on; keep the shortest form.
                let mut start = k - 2;
                while start > 0
                    && gamma[start - 1] == gamma[start + 1]
                    && tau[start - 1] == tau[start + 1]
                {
                    start -= 1;
                }
                gamma.truncate(start + 2);
                tau.truncate(start + 2);
                self.memo.insert(
                    key.clone(),
                    Entry {
                        normal,
                        gamma,
                        tau,
                        start,
                    },
                );
                return Some(());
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim::Nim;
    use crate::misere::MisereSolver;

    fn genus_of(heaps: &[u64]) -> Genus {
        GenusSolver::new(Nim).genus(&heaps.to_vec()).unwrap()
    }

    #[test]
    fn small_heaps_have_conways_genera() {
        assert_eq!(genus_of(&[]).to_string(), "0^120");
        assert_eq!(genus_of(&[1]).to_string(), "1^031");
        assert_eq!(genus_of(&[2]).to_string(), "2^20");
        assert_eq!(genus_of(&[3]).to_string(), "3^31");
        assert_eq!(genus_of(&[2, 2]).to_string(), "0^02");
    }

    #[test]
    fn every_nim_position_is_tame() {
        let mut solver = GenusSolver::new(Nim);
        for a in 0..6u64 {
            for b in 0..6 {
                for c in 0..5 {
                    let g = solver.genus(&vec![a, b, c]).unwrap();
                    assert_ne!(g.tameness(), Tameness::Wild, "{a}+{b}+{c}: {g}");
                    assert_eq!(g.normal as u64, a ^ b ^ c);
                }
            }
        }
    }

    #[test]
    fn the_tame_rule_is_boutons_rule_for_nim() {
        let mut genera = GenusSolver::new(Nim);
        let mut outcomes = MisereSolver::new(Nim);
        for a in 0..7u64 {
            for b in 0..7 {
                for c in 0..7 {
                    let parts: Vec<Genus> = [a, b, c]
                        .iter()
                        .map(|&h| genera.genus(&vec![h]).unwrap())
                        .collect();
                    assert_eq!(
                        tame_outcome(&parts),
                        Some(outcomes.outcome(&vec![a, b, c])),
                        "{a}+{b}+{c}"
                    );
                }
            }
        }
    }

    #[test]
    fn gamma_zero_decides_the_outcome() {
        let mut genera = GenusSolver::new(Nim);
        let mut outcomes = MisereSolver::new(Nim);
        for a in 0..6u64 {
            for b in 0..6 {
                let g = genera.genus(&vec![a, b]).unwrap();
                let lost = outcomes.outcome(&vec![a, b]) == Outcome::Previous;
                assert_eq!(g.gamma(0) == 0, lost, "{a}+{b}");
            }
        }
    }

    #[test]
    fn the_tail_repeats_for_ever() {
        let g = genus_of(&[]);
        assert_eq!(
            (0..7).map(|k| g.gamma(k)).collect::<Vec<_>>(),
            [1, 2, 0, 2, 0, 2, 0]
        );
    }

    #[test]
    fn a_wild_genus_is_named_wild() {
        let g = Genus {
            normal: 2,
            misere: vec![1, 4, 2, 0],
        };
        assert_eq!(g.tameness(), Tameness::Wild);
        assert_eq!(tame_outcome(&[g]), None);
        let wide = Genus {
            normal: 12,
            misere: vec![12, 14],
        };
        assert_eq!(wide.to_string(), "12^12,14");
        assert_eq!(wide.tameness(), Tameness::Firm);
    }
}
