//! The Sprague-Grundy algebra: nimbers, their sum and product, and the
//! minimal excludant.

use std::fmt;
use std::iter::Sum;
use std::ops::{BitXor, BitXorAssign, Mul};

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
        high.sort_unstable();
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

/// The nim-product of two values below `2^bits` (`bits` a power of two
/// from 1 to 64).
///
/// With `F = 2^(bits/2)` a Fermat 2-power, every value below `2^bits` is
/// `x1·F ⊕ x0` with both halves below `F`; the product of a value below `F`
/// by `F` is the ordinary product, and `F ⊗ F = F ⊕ F/2`. So
/// `(a1F ⊕ a0)(b1F ⊕ b0) = (a1b1 ⊕ a1b0 ⊕ a0b1)·F ⊕ a0b0 ⊕ a1b1 ⊗ F/2`,
/// and the middle term comes from one product of sums (Karatsuba's trick):
/// three half-width products and one by the constant `F/2`.
fn nim_mul_bits(a: u64, b: u64, bits: u32) -> u64 {
    if bits == 1 || a <= 1 || b <= 1 {
        // 0 and 1 are the field's zero and one.
        return if a <= 1 { a * b } else { a & b.wrapping_neg() };
    }
    let half = bits / 2;
    if (a | b) >> half == 0 {
        // Both below the Fermat 2-power F: a product of halves.
        return nim_mul_bits(a, b, half);
    }
    let mask = (1u64 << half) - 1;
    let (a1, a0) = (a >> half, a & mask);
    let (b1, b0) = (b >> half, b & mask);
    let low = nim_mul_bits(a0, b0, half);
    let high = nim_mul_bits(a1, b1, half);
    let both = nim_mul_bits(a0 ^ a1, b0 ^ b1, half);
    let upper = both ^ low;
    let carry = nim_mul_bits(high, 1 << (half - 1), half);
    (upper << half) ^ low ^ carry
}

/// The nim-product `a ⊗ b` of two 64-bit values, exactly: the values below
/// `2^64` form a field under nim-sum and nim-product.
///
/// ```
/// use grundy::nimber::nim_mul;
/// assert_eq!(nim_mul(2, 2), 3);
/// assert_eq!(nim_mul(16, 16), 24);
/// ```
pub fn nim_mul(a: u64, b: u64) -> u64 {
    // The narrowest field 2^(2^k) holding both: small values recurse little.
    let width = (64 - (a | b).leading_zeros()).max(1).next_power_of_two();
    nim_mul_bits(a, b, width)
}

impl Nimber {
    /// The nim-product inverse: the `b` with `self ⊗ b = 1`; `None` for 0.
    ///
    /// The non-zero values below `2^64` form a multiplicative group of
    /// order `2^64 - 1`, so the inverse is `self^(2^64 - 2)`.
    pub fn inverse(self) -> Option<Nimber> {
        if self.is_zero() {
            return None;
        }
        Some(self.pow(u64::MAX - 1))
    }

    /// `self` nim-multiplied by itself `e` times (1 for `e = 0`).
    pub fn pow(self, mut e: u64) -> Nimber {
        let mut base = self;
        let mut acc = Nimber(1);
        while e > 0 {
            if e & 1 == 1 {
                acc = acc * base;
            }
            base = base * base;
            e >>= 1;
        }
        acc
    }
}

impl Mul for Nimber {
    type Output = Nimber;
    /// Nim-product ([`nim_mul`]); with `^` as sum the nimbers are a field.
    fn mul(self, rhs: Nimber) -> Nimber {
        Nimber(nim_mul(self.0, rhs.0))
    }
}

/// One option in the definition `x ⊗ y = mex { a⊗y ⊕ x⊗b ⊕ a⊗b : a < x, b < y }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MulOption {
    /// The smaller first factor.
    pub a: u64,
    /// The smaller second factor.
    pub b: u64,
    /// `a⊗y ⊕ x⊗b ⊕ a⊗b`.
    pub value: Nimber,
}

/// The entry `x ⊗ y` of a nim-multiplication table with its definition
/// worked out: every option and their mex, which equals the product.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MulEntry {
    /// The row.
    pub x: u64,
    /// The column.
    pub y: u64,
    /// Every option, `a` then `b` increasing.
    pub options: Vec<MulOption>,
    /// The least value no option takes: `x ⊗ y`.
    pub mex: Nimber,
}

/// The most options [`mul_entry`] lists (`x · y`), so a table page asks
/// for the definition only where it can be read.
pub const MAX_MUL_OPTIONS: u64 = 4096;

/// The entry `x ⊗ y` by its mex definition, with the options' values from
/// the fast product; `None` when `x · y` exceeds [`MAX_MUL_OPTIONS`].
pub fn mul_entry(x: u64, y: u64) -> Option<MulEntry> {
    if x.checked_mul(y)? > MAX_MUL_OPTIONS {
        return None;
    }
    let mut options = Vec::new();
    for a in 0..x {
        for b in 0..y {
            let value = nim_mul(a, y) ^ nim_mul(x, b) ^ nim_mul(a, b);
            options.push(MulOption {
                a,
                b,
                value: Nimber(value),
            });
        }
    }
    let mex = Nimber::mex(options.iter().map(|o| o.value));
    Some(MulEntry { x, y, options, mex })
}

/// The nim-multiplication table for `0..n` by `0..n`, rows by `x`.
pub fn mul_table(n: u64) -> Vec<Vec<Nimber>> {
    (0..n)
        .map(|x| (0..n).map(|y| Nimber(nim_mul(x, y))).collect())
        .collect()
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
    fn fermat_two_powers_square_to_one_and_a_half_times() {
        for f in [2u64, 4, 16, 256, 65536, 1 << 32] {
            assert_eq!(nim_mul(f, f), f ^ (f / 2));
        }
    }

    #[test]
    fn products_below_a_fermat_power_by_it_are_ordinary() {
        assert_eq!(nim_mul(3, 4), 12);
        assert_eq!(nim_mul(200, 256), 200 * 256);
    }

    #[test]
    fn small_entry_lists_its_options() {
        let e = mul_entry(2, 2).expect("small");
        assert_eq!(e.options.len(), 4);
        assert_eq!(e.mex, Nimber(3));
        assert!(mul_entry(100, 100).is_none());
    }

    #[test]
    fn inverse_multiplies_to_one() {
        let x = Nimber(0x1234_5678_9abc_def0);
        assert_eq!(x * x.inverse().expect("non-zero"), Nimber(1));
        assert_eq!(Nimber(0).inverse(), None);
    }

    #[test]
    fn sum_folds_by_xor() {
        let total: Nimber = [50, 53, 30, 14].map(Nimber).into_iter().sum();
        assert_eq!(total, Nimber(23));
        assert_eq!(total.powers_of_two(), vec![16, 4, 2, 1]);
    }

    #[test]
    fn products_below_64_follow_the_definition() {
        // x ⊗ y = mex { a⊗y ⊕ x⊗b ⊕ a⊗b : a < x, b < y }, table by table;
        // the products lie below 256, the field holding both.
        let mut t = [[0u64; 64]; 64];
        for x in 0..64 {
            for y in 0..64 {
                let mut seen = [false; 256];
                for a in 0..x {
                    for b in 0..y {
                        seen[(t[a][y] ^ t[x][b] ^ t[a][b]) as usize] = true;
                    }
                }
                t[x][y] = (0..256).find(|&v| !seen[v as usize]).unwrap();
                assert_eq!(nim_mul(x as u64, y as u64), t[x][y], "{x} ⊗ {y}");
            }
        }
    }

    #[test]
    fn the_narrow_field_agrees_with_the_whole_one() {
        let mut v = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..2_000 {
            v ^= v << 13;
            v ^= v >> 7;
            v ^= v << 17;
            let (a, b) = (v >> (v % 61), v.rotate_left(17) >> (v % 37));
            assert_eq!(nim_mul(a, b), nim_mul_bits(a, b, 64), "{a} ⊗ {b}");
        }
    }
}
