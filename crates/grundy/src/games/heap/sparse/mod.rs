//! Values of the heap games whose moves take a few counters and leave at
//! most two heaps (the octal games, Grundy's game and Schrage's split
//! games), one heap at a time, by the definition ([`Method::Plain`]) or by
//! the sparse method ([`Method::Sparse`]).
//!
//! # The sparse method
//!
//! Fix a mask `m` and call a heap *rare* when its value `v` has an even
//! number of ones in `v & m`, *common* otherwise ([`RareClass`]; the
//! heap's own parity may count as one more bit). Parities add under
//! nim-sum, so a split into one rare and one common heap has a value of one
//! kind, and a split into two heaps of the same class a value of the
//! other. When few heaps are rare:
//!
//! 1. pair each rare heap `r` with the rest of the heap: this gives every
//!    value of the first kind among the options (and some of the other),
//!    in a number of steps that is the number of rare heaps. Four heaps in
//!    a row are paired in one loop, each rare heap's partners being four
//!    neighbouring values; the few pairs that need a value of the four
//!    themselves are added one heap at a time;
//! 2. the least value of the first kind not seen bounds the mex; a value
//!    of the other kind below it not seen yet may still come from two
//!    heaps of the same class, so one pass over the splits looks for those
//!    (`pass`) until none is left. Where a heap may be split after
//!    taking different numbers of counters, a block of each is read in
//!    turn: a value reached late by one is often reached early by another.
//!    Only a heap whose value is rare, or a value reached by few splits,
//!    makes the pass read all of them.
//!
//! The values (below 2^16) are kept in two bytes each; a heap's value
//! costs about the number of rare heaps plus the splits the pass reads,
//! which stay about the same as the heaps grow while the rare heaps stay
//! few (Grundy's game, 0.16, 0.56, 0.376: `examples/heap_bench.rs`).
//!
//! With [`Class::Chosen`] the class is the one with the fewest rare heaps
//! so far ([`best_class`]), chosen again each time the number of heaps
//! doubles (or the rare heaps grow past what the choice expected). Where
//! the rare heaps are not few, a heap's value is found by the definition.

pub mod class;
mod pairs;
mod pass;
mod rules;
mod table;

pub use class::{best_class, count_index, RareClass};
pub use rules::SplitRules;
pub use table::VALUES;
use table::{table, Table, BATCH};

/// How a heap's value is found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Every option, then the mex: `n / 2` splits per heap.
    Plain,
    /// The sparse method (module documentation).
    Sparse,
}

/// Which heaps are rare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// The class of fewest heaps so far ([`best_class`]).
    Chosen,
    /// An even number of ones in `v & mask`.
    Fixed(u16),
}

/// Heaps below this are found by the definition (and the class is first
/// chosen here).
const FIRST_REVIEW: usize = 256;

/// A series of values, extended one heap at a time.
#[derive(Clone, Debug)]
pub struct HeapValues {
    rules: SplitRules,
    method: Method,
    class: Class,
    values: Vec<u16>,
    largest: u16,
    largest_at: usize,
    /// How many heaps from 1 have each value and parity ([`count_index`]).
    counts: Vec<u64>,
    rare_class: RareClass,
    /// The heaps from 1 that are rare, in order.
    rare: Vec<u32>,
    /// Their values, in the same order.
    rare_values: Vec<u16>,
    review_at: usize,
    rare_at_review: usize,
    /// A table for each heap of a batch.
    seen: [Table; BATCH],
    stamp: u32,
    /// The first heap of the batch whose rare splits are marked with
    /// `stamp`.
    batch: Option<usize>,
    /// The rare heaps the batch paired, for each count a split takes.
    shared: Vec<pairs::Shared>,
    /// Values still wanted in the pass, in increasing order.
    wanted: Vec<u16>,
    cursors: Vec<pass::Cursor>,
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
            largest_at: 0,
            counts: vec![0; 2],
            rare_class: RareClass::of_mask(mask),
            rare: Vec::new(),
            rare_values: Vec::new(),
            review_at: FIRST_REVIEW,
            rare_at_review: 0,
            seen: std::array::from_fn(|_| table()),
            stamp: 0,
            batch: None,
            shared: Vec::new(),
            wanted: Vec::new(),
            cursors: Vec::new(),
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

    /// The first heap with the largest value.
    pub fn largest_at(&self) -> usize {
        self.largest_at
    }

    /// The heaps from 1 that are rare under [`HeapValues::class`].
    pub fn rare_heaps(&self) -> &[u32] {
        &self.rare
    }

    /// The rare class in use (chosen again as the heaps double, with
    /// [`Class::Chosen`]).
    pub fn class(&self) -> RareClass {
        self.rare_class
    }

    /// The mask of the rare class.
    pub fn mask(&self) -> u16 {
        self.rare_class.mask
    }

    /// The counts of heaps from 1 by value and parity ([`count_index`]).
    pub fn counts(&self) -> &[u64] {
        &self.counts
    }

    /// Whether the class is chosen by the counts.
    pub fn chooses_class(&self) -> bool {
        self.class == Class::Chosen
    }

    /// Whether a heap's parity may join its class in this game.
    pub fn parity_may_count(&self) -> bool {
        self.rules.one_parity()
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
        let sparse = self.method == Method::Sparse
            && n >= FIRST_REVIEW
            && (self.always || 3 * self.rare.len() < n);
        let v = if sparse {
            self.sparse_value(n)
        } else {
            self.plain_value(n)
        };
        let v = u16::try_from(v).ok()?;
        self.values.push(v);
        if n == 0 {
            return Some(v);
        }
        if v > self.largest {
            (self.largest, self.largest_at) = (v, n);
            let size = 2 * (usize::from(v) + 1).next_power_of_two();
            self.counts.resize(size, 0);
        }
        self.counts[count_index(n, v)] += 1;
        if self.rare_class.is_rare(n, v) {
            self.rare.push(n as u32);
            self.rare_values.push(v);
        }
        // The class is chosen again only between batches, whose marks
        // follow the list of rare heaps.
        if self.method == Method::Sparse
            && self.class == Class::Chosen
            && (n + 1) % BATCH == 0
            && (n + 1 >= self.review_at || self.rare.len() > 2 * self.rare_at_review + 1024)
        {
            self.review(n + 1);
        }
        Some(v)
    }

    /// Chooses the class again and lists the rare heaps.
    fn review(&mut self, len: usize) {
        self.review_at = 2 * len;
        self.rare_class = best_class(&self.counts, self.rules.one_parity());
        let class = self.rare_class;
        self.rare = (1..len)
            .filter(|&h| class.is_rare(h, self.values[h]))
            .map(|h| h as u32)
            .collect();
        self.rare_values = self.rare.iter().map(|&r| self.values[r as usize]).collect();
        self.rare_at_review = self.rare.len();
        self.batch = None;
    }

    fn next_stamp(&mut self) -> u32 {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            for t in &mut self.seen {
                t.iter_mut().for_each(|s| *s = 0);
            }
            self.stamp = 1;
        }
        self.stamp
    }

    /// Marks in table `j` the options that leave no heap or one heap.
    fn mark_small(&mut self, n: usize, j: usize, stamp: u32) {
        let seen = &mut self.seen[j];
        for &k in &self.rules.empty {
            if k == n {
                seen[0] = stamp;
            }
        }
        for &k in &self.rules.one {
            if k < n {
                seen[usize::from(self.values[n - k])] = stamp;
            }
        }
    }

    /// The mex of every option, by the definition.
    fn plain_value(&mut self, n: usize) -> usize {
        self.batch = None;
        let stamp = self.next_stamp();
        self.mark_small(n, 0, stamp);
        let g = &self.values;
        let seen = &mut self.seen[0];
        for &k in &self.rules.two {
            if n < k + 2 {
                continue;
            }
            let m = n - k;
            for a in 1..=self.rules.half(m) {
                seen[usize::from(g[a] ^ g[m - a])] = stamp;
            }
        }
        (0..VALUES).find(|&v| seen[v] != stamp).unwrap_or(VALUES)
    }

    fn sparse_value(&mut self, n: usize) -> usize {
        let b = n - n % BATCH;
        if self.batch != Some(b) {
            let stamp = self.next_stamp();
            let pairing = pairs::Pairing {
                rules: &self.rules,
                values: &self.values,
                rare: &self.rare,
                rare_values: &self.rare_values,
            };
            pairing.mark_batch(&mut self.seen, stamp, b, &mut self.shared);
            self.batch = Some(b);
        }
        let (j, stamp) = (n - b, self.stamp);
        self.mark_small(n, j, stamp);
        let pairing = pairs::Pairing {
            rules: &self.rules,
            values: &self.values,
            rare: &self.rare,
            rare_values: &self.rare_values,
        };
        for i in 0..self.rules.two.len() {
            if n >= self.rules.two[i] + 2 {
                pairing.mark_rest(&mut self.seen[j], stamp, &self.shared, n, i);
            }
        }
        // Every option from a rare and a common heap is seen: the least
        // such value not seen is not an option. The values of the other
        // kind below it not seen are wanted.
        let class = self.rare_class;
        let m = n - self.rules.two.first().map_or(0, |&k| k.min(n));
        let split = !self.rules.two.is_empty();
        let seen = &self.seen[j];
        let mut bound = VALUES;
        self.wanted.clear();
        for v in 0..VALUES {
            if seen[v] == stamp {
                continue;
            }
            if !split || class.pairs_common(m, v as u16) {
                bound = v;
                break;
            }
            self.wanted.push(v as u16);
        }
        if !self.wanted.is_empty() {
            self.pass(n, j, stamp);
        }
        self.wanted.first().map_or(bound, |&v| usize::from(v))
    }

    /// Reads the splits of heap `n` until every wanted value is reached or
    /// every split is read; the wanted values never reached are left in
    /// `wanted`. With several ways to split (several counts taken), a
    /// block of each is read in turn.
    fn pass(&mut self, n: usize, j: usize, stamp: u32) {
        let mut cursors = std::mem::take(&mut self.cursors);
        cursors.clear();
        for &k in &self.rules.two {
            if n >= k + 2 && self.rules.half(n - k) > 0 {
                let m = n - k;
                cursors.push(pass::Cursor::new(m, self.rules.half(m), self.start - 1));
            }
        }
        self.checks += pass::pass(
            &self.values,
            &mut self.seen[j],
            stamp,
            &mut cursors,
            &mut self.wanted,
        );
        self.cursors = cursors;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sparse_steps_agree_with_the_definition_across_batches() {
        // Kayles with a fixed class, sparse from heap 256 on.
        for mask in [1, 3] {
            let rules = SplitRules::octal(&[0, 7, 7]);
            let mut s = HeapValues::new(rules.clone(), Method::Sparse, Class::Fixed(mask), 1)
                .always_sparse();
            let mut p = HeapValues::new(rules, Method::Plain, Class::Fixed(mask), 1);
            for _ in 0..=1000 {
                assert_eq!(s.push_next(), p.push_next());
            }
        }
    }
}
