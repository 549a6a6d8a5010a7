//! The rare class of the sparse method and its choice.
//!
//! A heap is *rare* when `v & mask` has an even number of ones, `v` its
//! value; with `position` set, the heap's own parity counts as one more
//! bit, and with `odd` it is the other class that is rare (for a class
//! of the heap's parity, where either half may be the small one; the
//! class of a mask of the value alone holds value 0, as the literature
//! takes it, since a mask of bits few values use would leave few heaps
//! rare but many values to look for). Parities add
//! under nim-sum and heap sizes add in a split, so a split of `m` counters
//! into one rare and one common heap has a value whose kind
//! ([`RareClass::pairs_common`]) depends only on `v` and the parity of
//! `m`, whichever class is called rare: which is why the heap's parity may
//! join the class only when every split takes counts of one parity.

use std::fmt;

/// Which heaps are rare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RareClass {
    /// The bits of the value that count.
    pub mask: u16,
    /// Whether the heap's parity counts too.
    pub position: bool,
    /// Whether the rare class is the one with an odd count.
    pub odd: bool,
}

impl RareClass {
    /// The class of a mask of the value alone.
    pub const fn of_mask(mask: u16) -> RareClass {
        RareClass {
            mask,
            position: false,
            odd: false,
        }
    }

    /// Whether heap `heap` with value `v` is rare.
    pub fn is_rare(self, heap: usize, v: u16) -> bool {
        let ones = (v & self.mask).count_ones() + u32::from(self.position && heap % 2 == 1);
        (ones + u32::from(self.odd)) % 2 == 0
    }

    /// Whether a value `v` reached by splitting `m` counters into two
    /// heaps can only come from one rare and one common heap (otherwise
    /// only from two heaps of the same class).
    pub fn pairs_common(self, m: usize, v: u16) -> bool {
        ((v & self.mask).count_ones() + u32::from(self.position && m % 2 == 1)) % 2 == 1
    }

    /// The class as the literature prints it: the mask in hexadecimal over
    /// the `bits` bits the values use, `pos` after it when the heap's
    /// parity counts (`fe`, `1pos`), and `~` before it when the odd class
    /// is the rare one.
    pub fn words(self, bits: u32) -> String {
        let shown = u32::from(self.mask) & ((1u32 << bits.min(16)) - 1);
        let pos = if self.position { "pos" } else { "" };
        let odd = if self.odd { "~" } else { "" };
        format!("{odd}{shown:x}{pos}")
    }
}

impl fmt::Display for RareClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(16))
    }
}

/// The index of a heap of value `v` and parity `heap % 2` among the counts
/// the class is chosen from.
pub fn count_index(heap: usize, v: u16) -> usize {
    (usize::from(v) << 1) | (heap % 2)
}

/// The class whose rare heaps are fewest among those counted (`counts` by
/// [`count_index`], a power of two of them), the heap's parity counted
/// only where `position` allows it: the Walsh–Hadamard transform gives,
/// for every mask at once, the number of heaps with an even count minus
/// those with an odd one. Of equal counts the first mask is taken.
pub fn best_class(counts: &[u64], position: bool) -> RareClass {
    let mut w: Vec<i64> = counts.iter().map(|&c| c as i64).collect();
    let mut h = 1;
    while h < w.len() {
        for i in (0..w.len()).step_by(2 * h) {
            for j in i..i + h {
                let (x, y) = (w[j], w[j + h]);
                w[j] = x + y;
                w[j + h] = x - y;
            }
        }
        h *= 2;
    }
    // Twice the rare heaps less all of them: the even class of a value
    // mask, the smaller class of a mask with the heap's parity.
    let excess = |m: usize| if m % 2 == 0 { w[m] } else { -w[m].abs() };
    let best = (1..w.len())
        .filter(|&m| position || m % 2 == 0)
        .min_by_key(|&m| excess(m))
        .unwrap_or(2);
    RareClass {
        mask: (best >> 1) as u16,
        position: best % 2 == 1,
        odd: best % 2 == 1 && w[best] > 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(by_value: &[(u16, u64, u64)]) -> Vec<u64> {
        let mut c = vec![0; 8];
        for &(v, even, odd) in by_value {
            c[count_index(0, v)] += even;
            c[count_index(1, v)] += odd;
        }
        c
    }

    #[test]
    fn the_transform_finds_the_mask_of_fewest_heaps() {
        // Values 2 and 3 common, 0 and 1 rare: the mask is 2.
        let c = counts(&[(0, 1, 0), (1, 1, 1), (2, 20, 20), (3, 15, 15)]);
        assert_eq!(best_class(&c, false), RareClass::of_mask(2));
        // Values 1 and 2 common, 0 and 3 rare: mask 3.
        let c = counts(&[(0, 1, 0), (1, 20, 20), (2, 15, 15), (3, 1, 1)]);
        assert_eq!(best_class(&c, false), RareClass::of_mask(3));
    }

    #[test]
    fn the_heaps_parity_joins_the_class_where_allowed() {
        // Odd heaps of value 0 and even heaps of value 1 are common.
        let c = counts(&[(0, 1, 30), (1, 30, 1)]);
        let with = best_class(&c, true);
        assert_eq!(
            with,
            RareClass {
                mask: 1,
                position: true,
                odd: false
            }
        );
        assert!(!with.is_rare(5, 0) && !with.is_rare(4, 1));
        assert!(with.is_rare(4, 0) && with.is_rare(5, 1));
        assert!(!best_class(&c, false).position);
    }

    #[test]
    fn a_split_of_a_rare_and_a_common_heap_is_in_the_pairs_class() {
        for odd in [false, true] {
            let class = RareClass {
                mask: 6,
                position: true,
                odd,
            };
            for (a, b) in [(3usize, 8usize), (4, 9), (10, 11), (6, 6)] {
                for (x, y) in [(0u16, 2u16), (5, 7), (1, 4)] {
                    let one_of_each = class.is_rare(a, x) != class.is_rare(b, y);
                    assert_eq!(
                        class.pairs_common(a + b, x ^ y),
                        one_of_each,
                        "{a} {b} {x} {y}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_odd_class_of_a_parity_mask_is_rare_where_it_is_smaller() {
        // Even heaps of value 0 and odd heaps of value 1 are common.
        let c = counts(&[(0, 30, 1), (1, 1, 30)]);
        let class = best_class(&c, true);
        assert_eq!((class.mask, class.position, class.odd), (1, true, true));
        assert!(class.is_rare(5, 0) && class.is_rare(4, 1));
        assert!(!class.is_rare(4, 0) && !class.is_rare(5, 1));
        // A mask of the value alone keeps value 0 in the rare class.
        let c = counts(&[(0, 40, 40), (1, 1, 1), (2, 1, 1), (3, 30, 30)]);
        let class = best_class(&c, false);
        assert!(!class.odd && class.is_rare(2, 0));
    }

    #[test]
    fn the_class_is_printed_over_the_bits_in_use() {
        assert_eq!(RareClass::of_mask(!1).words(8), "fe");
        let class = RareClass {
            mask: 1,
            position: true,
            odd: false,
        };
        assert_eq!(class.words(6), "1pos");
        assert_eq!(RareClass { odd: true, ..class }.words(6), "~1pos");
    }
}
