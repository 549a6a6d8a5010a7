//! Values of the heap games whose moves take a few counters and leave at
//! most two heaps (the octal games, Grundy's game), one heap at a time, by
//! the definition ([`Method::Plain`]) or by the sparse method
//! ([`Method::Sparse`]).
//!
//! # The sparse method
//!
//! Fix a mask `m` and call a value *rare* when `v & m` has an even number
//! of ones, *common* otherwise. Parities add under nim-sum, so a split into
//! one rare and one common heap has a common value, and a split into two
//! heaps of the same kind a rare one. When few heaps are rare:
//!
//! 1. pair each rare heap `r` with the rest of the heap: this gives every
//!    common value among the options (and some rare ones), in a number of
//!    steps that is the number of rare heaps;
//! 2. the least common value not seen bounds the mex; a rare value below it
//!    not seen yet may still come from two common heaps, so one pass over
//!    the splits marks values (a block of splits at a time, then the values
//!    still wanted are looked up) until none of those is left. Where a heap
//!    may be split after taking different numbers of counters, a block of
//!    each is read in turn: a value reached late by one is often reached
//!    early by another. Only a heap whose value is rare, or a rare value
//!    reached by few splits, makes the pass read all of them.
//!
//! The values (below 2^16) are kept in two bytes each; a heap's value
//! costs about the number of rare heaps plus the splits the pass reads,
//! which stay about the same as the heaps grow while the rare heaps stay
//! few (Grundy's game, 0.16, 0.56, 0.376: `examples/heap_bench.rs`).
//!
//! With [`Class::Chosen`] the mask is the one whose rare class holds the
//! fewest heaps so far: the Walsh–Hadamard transform of the counts of each
//! value gives, for every mask at once, the number of even heaps minus the
//! number of odd ones. It is chosen again each time the number of heaps
//! doubles (or the rare heaps grow past what the choice expected). Where
//! the rare heaps are not few, a heap's value is found by the definition.

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
    /// Only splits into two heaps of different sizes (Grundy's game).
    pub unequal: bool,
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
            unequal: false,
        }
    }

    /// Grundy's game: split a heap into two heaps of different sizes.
    pub fn grundy() -> SplitRules {
        SplitRules {
            empty: Vec::new(),
            one: Vec::new(),
            two: vec![0],
            unequal: true,
        }
    }
}

/// How a heap's value is found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Every option, then the mex: `n / 2` splits per heap.
    Plain,
    /// The sparse method (module documentation).
    Sparse,
}

/// Which values are rare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// The class of fewest heaps so far, by the Walsh–Hadamard transform.
    Chosen,
    /// An even number of ones in `v & mask`.
    Fixed(u16),
}

/// The splits are read in blocks of this many before the wanted values
/// are looked up.
const BLOCK: usize = 256;

/// Heaps below this are found by the definition (and the class is first
/// chosen here).
const FIRST_REVIEW: usize = 256;

/// The 16-bit values.
const VALUES: usize = 1 << 16;

/// A series of values, extended one heap at a time.
#[derive(Clone, Debug)]
pub struct HeapValues {
    rules: SplitRules,
    method: Method,
    class: Class,
    values: Vec<u16>,
    largest: u16,
    /// How many heaps from 1 have each value.
    counts: Vec<u64>,
    mask: u16,
    /// The heaps from 1 whose value is rare, in order.
    rare: Vec<u32>,
    /// Their values, in the same order.
    rare_values: Vec<u16>,
    review_at: usize,
    rare_at_review: usize,
    /// `seen[v] == stamp` when `v` is an option of the heap in hand (a
    /// place for every 16-bit value, so a nim-sum needs no check).
    seen: Box<[u32; VALUES]>,
    stamp: u32,
    /// Rare values still wanted in the pass, in increasing order.
    wanted: Vec<u16>,
    start: usize,
    checks: u64,
    /// The sparse steps even where the rare heaps are many.
    always: bool,
}

impl HeapValues {
    /// No values yet; the pass over the splits starts at `a = start`
    /// (the order changes the time, never the values).
    pub fn new(rules: SplitRules, method: Method, class: Class, start: usize) -> HeapValues {
        let mask = match class {
            Class::Fixed(m) => m,
            Class::Chosen => 0,
        };
        HeapValues {
            rules,
            method,
            class,
            values: Vec::new(),
            largest: 0,
            counts: vec![0],
            mask,
            rare: Vec::new(),
            rare_values: Vec::new(),
            review_at: FIRST_REVIEW,
            rare_at_review: 0,
            // Made on the heap directly, never on the stack.
            seen: vec![0; VALUES]
                .into_boxed_slice()
                .try_into()
                .unwrap_or_else(|_| unreachable!("the vector has a place for every value")),
            stamp: 0,
            wanted: Vec::new(),
            start: start.max(1),
            checks: 0,
            always: false,
        }
    }

    /// The same, taking the sparse steps from heap 256 on even where the
    /// rare heaps are many (they are slower there, and give the same
    /// values: a check of the method).
    pub fn always_sparse(mut self) -> HeapValues {
        self.always = true;
        self
    }

    /// `G(0), G(1), ...` so far.
    pub fn values(&self) -> &[u16] {
        &self.values
    }

    /// The largest value so far.
    pub fn largest(&self) -> u16 {
        self.largest
    }

    /// The heaps from 1 whose value is rare under [`HeapValues::mask`].
    pub fn rare_heaps(&self) -> &[u32] {
        &self.rare
    }

    /// The mask of the rare class (an even number of ones in `v & mask`).
    pub fn mask(&self) -> u16 {
        self.mask
    }

    /// Splits read to find rare values from two common heaps, in all.
    pub fn checks(&self) -> u64 {
        self.checks
    }

    /// Room for `more` values, or `false` when memory cannot be had.
    pub fn reserve(&mut self, more: usize) -> bool {
        self.values.try_reserve_exact(more).is_ok()
    }

    /// Computes the next heap's value and returns it, or `None` (and
    /// computes nothing) when it does not fit in 16 bits.
    pub fn push_next(&mut self) -> Option<u16> {
        let n = self.values.len();
        let v = match self.method {
            Method::Sparse if n >= FIRST_REVIEW && (self.always || 3 * self.rare.len() < n) => {
                self.sparse_value(n)
            }
            _ => self.plain_value(n),
        };
        let v = u16::try_from(v).ok()?;
        self.values.push(v);
        if n == 0 {
            return Some(v);
        }
        if v > self.largest {
            self.largest = v;
            let size = (usize::from(v) + 1).next_power_of_two();
            self.counts.resize(size, 0);
        }
        self.counts[usize::from(v)] += 1;
        if self.is_rare(v) {
            self.rare.push(n as u32);
            self.rare_values.push(v);
        }
        if self.method == Method::Sparse
            && self.class == Class::Chosen
            && (n + 1 >= self.review_at || self.rare.len() > 2 * self.rare_at_review + 1024)
        {
            self.review(n + 1);
        }
        Some(v)
    }

    /// Whether `v` is rare under the current mask.
    pub fn is_rare(&self, v: u16) -> bool {
        (v & self.mask).count_ones() % 2 == 0
    }

    /// Chooses the class again (unless fixed) and lists the rare heaps.
    fn review(&mut self, len: usize) {
        self.review_at = 2 * len;
        if self.class == Class::Chosen {
            self.mask = best_mask(&self.counts);
        }
        let mask = self.mask;
        self.rare = (1..len)
            .filter(|&h| (self.values[h] & mask).count_ones() % 2 == 0)
            .map(|h| h as u32)
            .collect();
        self.rare_values = self.rare.iter().map(|&r| self.values[r as usize]).collect();
        self.rare_at_review = self.rare.len();
    }

    fn next_stamp(&mut self) -> u32 {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.iter_mut().for_each(|s| *s = 0);
            self.stamp = 1;
        }
        self.stamp
    }

    /// Marks the options that leave no heap or one heap.
    fn mark_small(&mut self, n: usize, stamp: u32) {
        for &k in &self.rules.empty {
            if k == n {
                self.seen[0] = stamp;
            }
        }
        for &k in &self.rules.one {
            if k < n {
                self.seen[usize::from(self.values[n - k])] = stamp;
            }
        }
    }

    /// The largest `a` of a split `a + (m - a)` with `a <= m - a`.
    fn half(&self, m: usize) -> usize {
        if self.rules.unequal {
            (m - 1) / 2
        } else {
            m / 2
        }
    }

    /// The mex of every option, by the definition.
    fn plain_value(&mut self, n: usize) -> usize {
        let stamp = self.next_stamp();
        self.mark_small(n, stamp);
        let g = &self.values;
        for &k in &self.rules.two {
            if n < k + 2 {
                continue;
            }
            let m = n - k;
            for a in 1..=self.half(m) {
                self.seen[usize::from(g[a] ^ g[m - a])] = stamp;
            }
        }
        (0..self.seen.len())
            .find(|&v| self.seen[v] != stamp)
            .unwrap_or(self.seen.len())
    }

    fn sparse_value(&mut self, n: usize) -> usize {
        let stamp = self.next_stamp();
        self.mark_small(n, stamp);
        let g = &self.values[..];
        let seen = &mut self.seen;
        for &k in &self.rules.two {
            if n < k + 2 {
                continue;
            }
            let m = n - k;
            let below = self.rare.partition_point(|&r| (r as usize) < m);
            // In Grundy's game the split into two halves is no move.
            let halves = match self.rules.unequal && m % 2 == 0 {
                true => self.rare[..below].binary_search(&(m as u32 / 2)).ok(),
                false => None,
            };
            let (early, late) = match halves {
                Some(i) => (i, i + 1),
                None => (below, below),
            };
            for range in [0..early, late..below] {
                let (rs, vs) = (&self.rare[range.clone()], &self.rare_values[range]);
                for (&r, &x) in rs.iter().zip(vs) {
                    seen[usize::from(x ^ g[m - r as usize])] = stamp;
                }
            }
        }
        // Every common option is seen: the least common value not seen is
        // not an option. The rare values below it not seen are wanted.
        let mask = self.mask;
        let mut common = seen.len();
        self.wanted.clear();
        for v in 0..seen.len() {
            if seen[v] == stamp {
                continue;
            }
            if (v as u16 & mask).count_ones() % 2 == 1 {
                common = v;
                break;
            }
            self.wanted.push(v as u16);
        }
        if !self.wanted.is_empty() {
            self.pass(n, stamp);
        }
        self.wanted.first().map_or(common, |&v| usize::from(v))
    }

    /// Reads the splits of heap `n`, marking their values seen, until every
    /// wanted value is seen or every split is read; the wanted values never
    /// seen are left in `wanted`. With several ways to split (several
    /// counts taken), a block of each is read in turn.
    fn pass(&mut self, n: usize, stamp: u32) {
        let mut cursors: Vec<Cursor> = self
            .rules
            .two
            .iter()
            .filter(|&&k| n >= k + 2)
            .map(|&k| {
                let m = n - k;
                let half = if self.rules.unequal {
                    (m - 1) / 2
                } else {
                    m / 2
                };
                Cursor {
                    m,
                    half,
                    start: (self.start - 1).min(half),
                    done: 0,
                }
            })
            .collect();
        let g = &self.values[..];
        let seen = &mut self.seen;
        let mut looked = 0u64;
        while !cursors.is_empty() {
            for c in &mut cursors {
                let (a0, a1) = c.next_block();
                let xs = &g[a0..a1];
                let ys = &g[c.m + 1 - a1..c.m + 1 - a0];
                for (&x, &y) in xs.iter().zip(ys.iter().rev()) {
                    seen[usize::from(x ^ y)] = stamp;
                }
                looked += (a1 - a0) as u64;
            }
            cursors.retain(|c| c.done < c.half);
            self.wanted.retain(|&w| seen[usize::from(w)] != stamp);
            if self.wanted.is_empty() {
                break;
            }
        }
        self.checks += looked;
    }
}

/// Where the pass is in the splits `a + (m - a)`, `1 <= a <= half`: first
/// `a` from `start + 1` up to `half`, then from 1 up to `start`.
struct Cursor {
    m: usize,
    half: usize,
    start: usize,
    /// How many splits are read.
    done: usize,
}

impl Cursor {
    /// The next block, `a0 <= a < a1`.
    fn next_block(&mut self) -> (usize, usize) {
        let late = self.half - self.start;
        let (a0, end) = if self.done < late {
            (self.start + 1 + self.done, self.half + 1)
        } else {
            (1 + self.done - late, self.start + 1)
        };
        let a1 = end.min(a0 + BLOCK);
        self.done += a1 - a0;
        (a0, a1)
    }
}

/// The mask whose even class holds the fewest of the values counted
/// (`counts[v]` heaps of value `v`; a power of two of them).
pub fn best_mask(counts: &[u64]) -> u16 {
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
    // w[m] is the number of even heaps minus the odd ones under mask m.
    (1..w.len()).min_by_key(|&m| w[m]).unwrap_or(1) as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_transform_finds_the_class_of_fewest_heaps() {
        // Values 2 and 3 common, 0 and 1 rare: the mask is 2.
        let mut counts = vec![1, 2, 40, 30];
        assert_eq!(best_mask(&counts), 2);
        // Values 1 and 2 common, 0 and 3 rare: mask 3.
        counts = vec![1, 40, 30, 2];
        assert_eq!(best_mask(&counts), 3);
    }

    #[test]
    fn the_rules_of_an_octal_code() {
        let r = SplitRules::octal(&[0, 1, 6]);
        assert_eq!((r.empty, r.one, r.two), (vec![1], vec![2], vec![2]));
        let r = SplitRules::octal(&[4, 3]);
        assert_eq!((r.empty, r.one, r.two), (vec![1], vec![1], vec![0]));
    }
}
