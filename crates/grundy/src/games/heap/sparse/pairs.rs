//! Step 1 of the sparse method: each rare heap paired with the rest of
//! the heap, for the [`BATCH`] heaps `b, b + 1, ...` of a batch at once.
//!
//! For a rare heap `r` and the heaps `b + j` split after taking `k`, the
//! partners `b + j - k - r` are neighbours, so one loop over the rare heaps
//! reads them together. That needs partners already computed (below `b`)
//! and a split legal for all four heaps: a small part `r` from [`BATCH`]
//! up to the half of `b - k`, or a large part `r` from the rest of
//! `b + BATCH - 1 - k` beyond that half up to `b - k - 1`. The other rare
//! heaps (the first few, those about the middle, those from `b - k` on,
//! and rare heaps found in the batch) are paired one heap at a time.

use super::rules::SplitRules;
use super::table::{Table, BATCH};
use std::ops::Range;

/// The rare heaps, by their place in the list, paired for a whole batch:
/// small parts, then large ones.
#[derive(Clone, Debug, Default)]
pub(super) struct Shared {
    small: Range<usize>,
    large: Range<usize>,
}

/// What the pairing reads: the rules, every value so far, and the rare
/// heaps from 1 in order with their values.
pub(super) struct Pairing<'a> {
    /// The game's moves.
    pub rules: &'a SplitRules,
    /// `G(0), G(1), ...` so far.
    pub values: &'a [u16],
    /// The rare heaps, increasing.
    pub rare: &'a [u32],
    /// Their values, in the same order.
    pub rare_values: &'a [u16],
}

impl Pairing<'_> {
    /// Where rare heaps stop being below `x`, in the list.
    fn rare_below(&self, x: usize) -> usize {
        self.rare.partition_point(|&r| (r as usize) < x)
    }

    /// The rare heaps paired for the whole batch from `b` after taking `k`
    /// (none for heaps too small to be worth it).
    fn shared(&self, b: usize, k: usize) -> Shared {
        if b < k + 4 * BATCH {
            return Shared {
                small: 0..0,
                large: 0..0,
            };
        }
        let m0 = b - k;
        let lo = self.rules.half(m0);
        let first = self.rare_below(BATCH);
        let small_end = self.rare_below(lo + 1).max(first);
        let large_start = self.rare_below(m0 + BATCH - 1 - lo).max(small_end);
        let large_end = self.rare_below(m0).max(large_start);
        Shared {
            small: first..small_end,
            large: large_start..large_end,
        }
    }

    /// Marks with `stamp`, in the table of each heap of the batch from `b`
    /// (`seen`), the values of the splits shared by the batch, and keeps in
    /// `kept` which rare heaps those were for each count taken.
    pub(super) fn mark_batch(
        &self,
        seen: &mut [Table; BATCH],
        stamp: u32,
        b: usize,
        kept: &mut Vec<Shared>,
    ) {
        kept.clear();
        for i in 0..self.rules.two.len() {
            let k = self.rules.two[i];
            let shared = self.shared(b, k);
            kept.push(shared.clone());
            let Shared { small, large } = shared;
            let m0 = b - k.min(b);
            let g = &self.values[..b];
            let [t0, t1, t2, t3] = &mut *seen;
            for range in [small, large] {
                let rs = &self.rare[range.clone()];
                let xs = &self.rare_values[range];
                for (&r, &x) in rs.iter().zip(xs) {
                    let at = m0 - r as usize;
                    let w = &g[at..at + BATCH];
                    t0[usize::from(x ^ w[0])] = stamp;
                    t1[usize::from(x ^ w[1])] = stamp;
                    t2[usize::from(x ^ w[2])] = stamp;
                    t3[usize::from(x ^ w[3])] = stamp;
                }
            }
        }
    }

    /// Marks with `stamp`, in the table of heap `n` (`seen`), the values of
    /// its splits after taking `two[i]` with a rare heap that the batch
    /// did not pair (`shared`, as [`Pairing::mark_batch`] kept it).
    pub(super) fn mark_rest(
        &self,
        seen: &mut Table,
        stamp: u32,
        shared: &[Shared],
        n: usize,
        i: usize,
    ) {
        let m = n - self.rules.two[i];
        let lo = self.rules.half(m);
        let Shared { small, large } = shared[i].clone();
        let below = self.rare_below(m);
        let alone = [
            0..small.start.min(below),
            small.end.min(below)..large.start.min(below),
            large.end.min(below)..below,
        ];
        let g = self.values;
        for range in alone {
            let rs = &self.rare[range.clone()];
            let xs = &self.rare_values[range];
            for (&r, &x) in rs.iter().zip(xs) {
                let r = r as usize;
                if r <= lo || r >= m - lo {
                    seen[usize::from(x ^ g[m - r])] = stamp;
                }
            }
        }
    }
}
