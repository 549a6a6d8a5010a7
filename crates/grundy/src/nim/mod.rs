//! Nim, and the paper's way of finding its winning moves with powers of two.

use crate::game::ImpartialGame;
use crate::Nimber;

/// Nim: take one or more counters from one heap.
///
/// A position is the list of heap sizes; its value is their nim-sum
/// (Bouton's theorem).
#[derive(Clone, Copy, Debug, Default)]
pub struct Nim;

impl ImpartialGame for Nim {
    type Position = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for to in 0..h {
                let mut next = heaps.clone();
                next[i] = to;
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }
}

/// A Nim move: heap `heap` (0-based) goes from `from` to `to` counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NimMove {
    /// Index of the heap.
    pub heap: usize,
    /// Its size before.
    pub from: u64,
    /// Its size after.
    pub to: u64,
}

/// The nim-sum of the heaps.
pub fn value(heaps: &[u64]) -> Nimber {
    heaps.iter().map(|&h| Nimber(h)).sum()
}

/// Every winning move: each heap `h` with `h ⊕ s < h` (where `s` is the
/// nim-sum) goes to `h ⊕ s`. None when the nim-sum is 0.
pub fn winning_moves(heaps: &[u64]) -> Vec<NimMove> {
    let s = value(heaps).get();
    heaps
        .iter()
        .enumerate()
        .filter(|&(_, &h)| s != 0 && h ^ s < h)
        .map(|(heap, &h)| NimMove {
            heap,
            from: h,
            to: h ^ s,
        })
        .collect()
}

/// One power of two in the multiset of all heaps' powers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PowerCount {
    /// The power of two.
    pub power: u64,
    /// How many heaps contain it.
    pub count: usize,
}

impl PowerCount {
    /// True when the power is left over after pairing.
    pub const fn is_odd(self) -> bool {
        self.count % 2 == 1
    }
}

/// The steps of one winning move, as the paper's introduction spells them:
/// subtract the unpaired powers the heap has, add those it lacks.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoveExplanation {
    /// The move.
    pub mv: NimMove,
    /// Unpaired powers the heap contains: subtracted.
    pub subtract: Vec<u64>,
    /// Unpaired powers the heap lacks: added.
    pub add: Vec<u64>,
}

/// The nim-sum worked out by pairing powers of two, as in the paper's
/// introduction (50, 53, 30, 14 -> 16 + 4 + 2 + 1 = 23).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PowerPairing {
    /// Each heap and its powers of two, largest first.
    pub heaps: Vec<(u64, Vec<u64>)>,
    /// Every power that occurs, largest first, with how often.
    pub powers: Vec<PowerCount>,
    /// The nim-sum: the sum of the powers that occur an odd number of times.
    pub sum: Nimber,
    /// The largest unpaired power, which every winning move must take from
    /// a heap that contains it.
    pub key_power: Option<u64>,
    /// The winning moves, with their subtract / add steps.
    pub moves: Vec<MoveExplanation>,
}

/// Works out the nim-sum of `heaps` by pairing powers of two.
pub fn explain(heaps: &[u64]) -> PowerPairing {
    let split: Vec<(u64, Vec<u64>)> = heaps
        .iter()
        .map(|&h| (h, Nimber(h).powers_of_two()))
        .collect();
    let powers: Vec<PowerCount> = (0..64)
        .rev()
        .map(|bit| 1u64 << bit)
        .map(|power| PowerCount {
            power,
            count: heaps.iter().filter(|&&h| h & power != 0).count(),
        })
        .filter(|p| p.count > 0)
        .collect();
    let sum = value(heaps);
    let odd: Vec<u64> = sum.powers_of_two();
    let moves = winning_moves(heaps)
        .into_iter()
        .map(|mv| MoveExplanation {
            mv,
            subtract: odd.iter().copied().filter(|p| mv.from & p != 0).collect(),
            add: odd.iter().copied().filter(|p| mv.from & p == 0).collect(),
        })
        .collect();
    PowerPairing {
        heaps: split,
        powers,
        sum,
        key_power: odd.first().copied(),
        moves,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Evaluator;

    #[test]
    fn values_are_the_nim_sum_by_brute_force() {
        let mut eval = Evaluator::new(Nim);
        for a in 0..6 {
            for b in 0..6 {
                for c in 0..4 {
                    let mut p = vec![a, b, c];
                    p.sort_unstable();
                    assert_eq!(eval.value(&p), value(&p), "{p:?}");
                }
            }
        }
    }

    #[test]
    fn winning_moves_reach_zero() {
        for mv in winning_moves(&[3, 5, 7]) {
            let mut h = vec![3, 5, 7];
            h[mv.heap] = mv.to;
            assert!(value(&h).is_zero());
        }
        assert!(winning_moves(&[1, 2, 3]).is_empty());
    }

    #[test]
    fn explanation_subtracts_and_adds_unpaired_powers() {
        let e = explain(&[50, 53, 30, 14]);
        let first = &e.moves[0];
        assert_eq!((first.mv.from, first.mv.to), (50, 37));
        assert_eq!(first.subtract, vec![16, 2]);
        assert_eq!(first.add, vec![4, 1]);
        assert_eq!(e.key_power, Some(16));
    }
}
