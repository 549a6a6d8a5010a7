//! The moves of a heap game the sparse method handles: which counts taken
//! leave no heap, one heap or two, and how far apart two heaps must be.

/// The moves of a heap game whose moves take at most a few counters from
/// one heap and leave none, one or two heaps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitRules {
    /// `k > 0` such that a heap of exactly `k` may be taken away.
    pub empty: Vec<usize>,
    /// `k > 0` such that taking `k` counters may leave one heap.
    pub one: Vec<usize>,
    /// `k` such that taking `k` counters may leave two non-empty heaps.
    pub two: Vec<usize>,
    /// How much the two heaps of a split must differ at least (0 in octal
    /// games, 1 in Grundy's game).
    pub gap: usize,
}

impl SplitRules {
    /// The moves of the octal game with these digits (digit 0 before the
    /// point).
    pub fn octal(digits: &[u8]) -> SplitRules {
        let with = |bit: u8, from: usize| -> Vec<usize> {
            (from..digits.len())
                .filter(|&k| digits[k] & bit != 0)
                .collect()
        };
        SplitRules {
            empty: with(1, 1),
            one: with(2, 1),
            two: with(4, 0),
            gap: 0,
        }
    }

    /// Grundy's game: split a heap into two heaps of different sizes.
    pub fn grundy() -> SplitRules {
        SplitRules::spread(1)
    }

    /// Schrage's split game: split a heap into two heaps whose sizes
    /// differ by at least `d`.
    pub fn spread(d: usize) -> SplitRules {
        SplitRules {
            empty: Vec::new(),
            one: Vec::new(),
            two: vec![0],
            gap: d,
        }
    }

    /// The largest smaller part `a` of a split `a + (m - a)` of `m`
    /// counters (none when 0).
    pub fn half(&self, m: usize) -> usize {
        m.saturating_sub(self.gap) / 2
    }

    /// Whether every split takes counts of one parity, so that a heap's
    /// parity may join its class.
    pub(super) fn one_parity(&self) -> bool {
        self.two.iter().all(|&k| k % 2 == self.two[0] % 2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_of_an_octal_code() {
        let r = SplitRules::octal(&[0, 1, 6]);
        assert_eq!((r.empty, r.one, r.two), (vec![1], vec![2], vec![2]));
        let r = SplitRules::octal(&[4, 3]);
        assert_eq!((r.empty, r.one, r.two), (vec![1], vec![1], vec![0]));
    }

    #[test]
    fn a_split_game_halves_with_its_gap() {
        assert_eq!(SplitRules::octal(&[4]).half(10), 5);
        assert_eq!(SplitRules::grundy().half(10), 4);
        assert_eq!(SplitRules::grundy().half(9), 4);
        assert_eq!(SplitRules::spread(3).half(10), 3);
        assert_eq!(SplitRules::spread(12).half(10), 0);
    }

    #[test]
    fn the_parity_joins_the_class_only_for_splits_of_one_parity() {
        assert!(SplitRules::octal(&[0, 1, 2, 7]).one_parity());
        assert!(!SplitRules::octal(&[0, 3, 5, 4]).one_parity());
    }
}
