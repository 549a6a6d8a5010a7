//! The Sprague-Grundy algebra: nimbers, their sum, and the minimal excludant.

use std::fmt;
use std::iter::Sum;
use std::ops::{BitXor, BitXorAssign};

/// A Grundy value (G-value, nimber) `*n`.
///
/// Nimbers add by XOR: writing both in binary and adding without carries is
/// the nim-sum `⊕` of Bouton's theorem, so `BitXor` is the game sum.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Nimber(pub u64);

impl Nimber {
    /// The nimber 0: a loss for the player to move.
    pub const ZERO: Nimber = Nimber(0);

    /// The value as a plain integer.
    pub const fn get(self) -> u64 {
        self.0
    }

    /// True for the value 0, the positions the player to move loses.
    pub const fn is_zero(self) -> bool {
        self.0 == 0
    }

    /// The minimal excludant: the least nimber not in `values`.
    ///
    /// ```
    /// use grundy::Nimber;
    /// let v = Nimber::mex([Nimber(0), Nimber(1), Nimber(3), Nimber(5)]);
    /// assert_eq!(v, Nimber(2));
    /// ```
    pub fn mex<I: IntoIterator<Item = Nimber>>(values: I) -> Nimber {
        // Values of this crate's games are small; a 128-bit mask covers them
        // and the vector handles anything larger.
        let mut low: u128 = 0;
        let mut high: Vec<u64> = Vec::new();
        for Nimber(v) in values {
            if v < 128 {
                low |= 1 << v;
            } else {
                high.push(v);
            }
        }
        let first = (!low).trailing_zeros() as u64;
        if first < 128 {
            return Nimber(first);
        }
        crate::sort::sort(&mut high);
        high.dedup();
        let mut m = 128;
        for v in high {
            if v == m {
                m += 1;
            } else if v > m {
                break;
            }
        }
        Nimber(m)
    }

    /// The powers of two that make up this value, largest first
    /// (`23 = 16 + 4 + 2 + 1`), as the paper's nim-sum by pairing uses them.
    pub fn powers_of_two(self) -> Vec<u64> {
        (0..64)
            .rev()
            .map(|bit| 1u64 << bit)
            .filter(|p| self.0 & p != 0)
            .collect()
    }
}

impl BitXor for Nimber {
    type Output = Nimber;
    /// Nim-sum is XOR.
    fn bitxor(self, rhs: Nimber) -> Nimber {
        Nimber(self.0 ^ rhs.0)
    }
}

impl BitXorAssign for Nimber {
    fn bitxor_assign(&mut self, rhs: Nimber) {
        self.0 ^= rhs.0;
    }
}

impl Sum for Nimber {
    /// The nim-sum of a collection: the value of the sum of games.
    fn sum<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber::ZERO, |a, b| a ^ b)
    }
}

impl From<u64> for Nimber {
    fn from(v: u64) -> Nimber {
        Nimber(v)
    }
}

impl fmt::Display for Nimber {
    /// The plain decimal value, honouring width and alignment.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nim_sum_of_the_papers_example_is_nineteen() {
        assert_eq!(Nimber(29) ^ Nimber(14), Nimber(19));
    }

    #[test]
    fn mex_of_empty_set_is_zero() {
        assert_eq!(Nimber::mex([]), Nimber(0));
    }

    #[test]
    fn mex_skips_present_values() {
        assert_eq!(Nimber::mex([1, 3, 5].map(Nimber)), Nimber(0));
        assert_eq!(Nimber::mex([0, 1, 3, 5].map(Nimber)), Nimber(2));
    }

    #[test]
    fn mex_beyond_the_mask() {
        let all: Vec<Nimber> = (0..200).map(Nimber).collect();
        assert_eq!(Nimber::mex(all), Nimber(200));
        let gap: Vec<Nimber> = (0..150).filter(|&v| v != 140).map(Nimber).collect();
        assert_eq!(Nimber::mex(gap), Nimber(140));
    }

    #[test]
    fn sum_folds_by_xor() {
        let total: Nimber = [50, 53, 30, 14].map(Nimber).into_iter().sum();
        assert_eq!(total, Nimber(23));
        assert_eq!(total.powers_of_two(), vec![16, 4, 2, 1]);
    }
}
