//! Lasker's Nim: take any number of counters from one heap, or split a heap
//! into two non-empty heaps.
//!
//! # The closed form
//!
//! `G(0) = 0` and, for `k ≥ 0`, `G(4k + 1) = 4k + 1`, `G(4k + 2) = 4k + 2`,
//! `G(4k + 3) = 4k + 4`, `G(4k + 4) = 4k + 3`: values stay in place except
//! that each pair `4k + 3`, `4k + 4` is swapped.
//!
//! Why, by induction on `n`, writing `L` for the claimed values. Taking
//! counters from `n` reaches `L(j)` for every `j < n`; `L` maps `{0}` and
//! each block `{4k+1, ..., 4k+4}` onto itself. A split `a + b = n` reaches
//! `L(a) ⊕ L(b)`, and `L(a) mod 4` depends only on `a mod 4`: residues
//! 1, 2, 3, 0 go to 1, 2, 0, 3. So the last two bits of a split's value
//! follow from the residues of `a` and `b`:
//!
//! - `n = 4k+1`: removals reach `0..=4k`; splits have residues (0, 1) or
//!   (2, 3), values `≡ 2 (mod 4)`, never `n`. The mex is `4k+1`.
//! - `n = 4k+2`: removals reach `0..=4k+1`; splits (0, 2), (1, 1), (3, 3)
//!   give values `≡ 1` or `0 (mod 4)`, never `n`. The mex is `4k+2`.
//! - `n = 4k+3`: removals reach `0..=4k+2`; the split `1 + (4k+2)` reaches
//!   `4k+3`; splits (0, 3), (1, 2) give values `≡ 3 (mod 4)`, never `4k+4`.
//!   The mex is `4k+4`.
//! - `n = 4k+4`: removals reach `0..=4k+2` and `L(4k+3) = 4k+4`; splits
//!   (0, 0), (1, 3), (2, 2) give values `≡ 0` or `1 (mod 4)`, never `4k+3`.
//!   The mex is `4k+3`. ∎
//!
//! The test `lasker_closed_form_equals_brute_force` checks the form against
//! the definition to heap 200.

use super::rule::HeapRule;
use crate::Nimber;

/// Lasker's Nim.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Lasker;

/// The value of a heap of `n` by the closed form; `None` for the one heap
/// whose value does not fit in 64 bits (`u64::MAX`, of the form `4k + 3`).
pub fn value(n: u64) -> Option<Nimber> {
    match n % 4 {
        0 if n == 0 => Some(Nimber(0)),
        1 | 2 => Some(Nimber(n)),
        3 => n.checked_add(1).map(Nimber),
        _ => Some(Nimber(n - 1)),
    }
}

/// The closed form in words, for one heap.
pub fn reason(n: u64) -> String {
    match n % 4 {
        _ if n == 0 => "an empty heap has value 0".to_string(),
        1 | 2 => format!(
            "{n} is 4k + {}: Lasker's Nim keeps such a heap's value, G({n}) = {n}",
            n % 4
        ),
        3 => format!(
            "{n} is 4k + 3: Lasker's Nim swaps 4k + 3 and 4k + 4, G({n}) = {}",
            n as u128 + 1
        ),
        _ => format!(
            "{n} is 4k + 4: Lasker's Nim swaps 4k + 3 and 4k + 4, G({n}) = {}",
            n - 1
        ),
    }
}

impl HeapRule for Lasker {
    fn rule_spec(&self) -> String {
        "lasker".to_string()
    }

    fn rule_name(&self) -> String {
        "Lasker's Nim".to_string()
    }

    /// Taking 1, 2, ... counters, then every split.
    fn leaves(&self, h: u64) -> Box<dyn Iterator<Item = Vec<u64>> + '_> {
        let takes = (0..h)
            .rev()
            .map(|to| if to == 0 { Vec::new() } else { vec![to] });
        let splits = (1..=h / 2).map(move |a| vec![a, h - a]);
        Box::new(takes.chain(splits))
    }

    fn allows(&self, h: u64, leaves: &[u64]) -> bool {
        match leaves {
            [] => h > 0,
            [x] => *x >= 1 && *x < h,
            [a, b] => *a >= 1 && *b >= 1 && a.checked_add(*b) == Some(h),
            _ => false,
        }
    }

    fn heap_value(&self, h: u64) -> Option<Nimber> {
        value(h)
    }

    /// The value of `u64::MAX` does not fit a nimber.
    fn max_heap(&self) -> u64 {
        u64::MAX - 1
    }

    /// Each group on its own, so a huge heap's splits are reached without
    /// passing every take.
    fn group_leaves(&self, h: u64, key: &'static str) -> Box<dyn Iterator<Item = Vec<u64>> + '_> {
        if key == "s" {
            Box::new((1..=h / 2).map(move |a| vec![a, h - a]))
        } else {
            Box::new(
                (0..h)
                    .rev()
                    .map(|to| if to == 0 { Vec::new() } else { vec![to] }),
            )
        }
    }

    fn group_sizes(&self, h: u64) -> Option<(u128, u128)> {
        Some((u128::from(h), u128::from(h / 2)))
    }

    /// The closed form read backwards: the heap of value `target`, or for
    /// `target = h` with `h = 4k + 3` (the swapped value), the split 1 + (h - 1).
    fn leaves_of_value(&self, h: u64, target: Nimber) -> Option<Vec<u64>> {
        let t = target.get();
        let x = match t % 4 {
            _ if t == 0 => return Some(Vec::new()),
            1 | 2 => t,
            3 => t.checked_add(1)?,
            _ => t - 1,
        };
        if x < h {
            Some(vec![x])
        } else if t == h && h % 4 == 3 {
            Some(vec![1, h - 1])
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, Solver};

    #[test]
    fn a_huge_heap_is_answered_by_the_closed_form() {
        let solver = Solver::new(Lasker);
        for p in [
            vec![1u64 << 40, 5],
            vec![(1u64 << 40) + 3, 2],
            vec![1u64 << 41, 1u64 << 41],
        ] {
            let total = solver.value(&p);
            match solver.game().winning_move(&p, &|q| solver.value(q)) {
                Some(m) => assert!(solver.value(&Lasker.apply(&p, &m).unwrap()).is_zero()),
                None => assert!(total.is_zero()),
            }
            assert!(Lasker.computer_move(&p, &|q| solver.value(q)).is_some());
        }
    }

    #[test]
    fn lasker_closed_form_equals_brute_force() {
        let solver = Solver::brute_force(Lasker);
        for n in 0..=200 {
            assert_eq!(Some(solver.value(&vec![n])), value(n), "heap {n}");
        }
    }

    #[test]
    fn the_lecture_example_is_won_by_splitting_the_seven() {
        // G(2, 5, 7) = 2 ⊕ 5 ⊕ 8 = 15; the winning moves split 7.
        let solver = Solver::new(Lasker);
        let p = vec![2, 5, 7];
        assert_eq!(solver.value(&p), Nimber(15));
        let wins: Vec<String> = Lasker
            .moves(&p)
            .filter(|m| solver.value(&Lasker.apply(&p, m).unwrap()).is_zero())
            .map(|m| Lasker.format_move(&p, &m))
            .collect();
        assert_eq!(wins, ["7 → 1 + 6", "7 → 2 + 5", "7 → 3 + 4"]);
    }

    #[test]
    fn the_largest_heap_is_refused_with_a_message() {
        let e = Lasker
            .parse_position("3 + 18446744073709551615")
            .unwrap_err();
        assert_eq!(e.column, 5);
        assert!(Lasker.parse_position("18446744073709551614").is_ok());
        assert_eq!(value(u64::MAX - 1), Some(Nimber(u64::MAX - 1)));
        assert_eq!(value(u64::MAX - 3), Some(Nimber(u64::MAX - 4)));
        assert_eq!(value(u64::MAX), None);
    }

    #[test]
    fn moves_round_trip_as_text() {
        let p = vec![4, 6, 4];
        for mv in Lasker.moves(&p) {
            let text = Lasker.format_move(&p, &mv);
            assert_eq!(Lasker.parse_move(&p, &text), Ok(mv), "{text}");
        }
        assert!(Lasker.parse_move(&p, "6 -> 4 + 2").is_ok());
        assert!(Lasker.parse_move(&p, "6 -> 4 + 4").is_err());
    }
}
