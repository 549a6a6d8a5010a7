//! Grundy's game: split one heap into two non-empty heaps of different
//! sizes. Heaps of 1 and 2 cannot be split; no period is known. Schrage's
//! generalisation, where the two heaps must differ by at least `d`
//! (`grundy:d=2`), is the same type with another `d` ([`super::spread`]).
//!
//! # The sparse method (Berlekamp, Conway and Guy, *Winning Ways*, ch. 4)
//!
//! Call a value *rare* when its binary digits other than the last hold an
//! even number of ones, *common* otherwise. In Grundy's game few heaps have
//! rare values (1,273 below a million, the last at heap 82,860; 1,286
//! below 2^26, `examples/heap_bench.rs`), and a common value is always the
//! nim-sum of one rare and one common value, so pairing the rare heaps with
//! the rest finds every common option; the rare values below the least
//! common one missing are looked for in one pass over the splits that ends
//! as soon as all are found. [`GrundySparse`] runs
//! [`super::sparse::HeapValues`] with this class (and Schrage's split
//! games with the class of fewest rare heaps, [`GrundySparse::with_d`]);
//! [`naive_series`] is the definition, `n / 2` splits per heap.

use super::rule::HeapRule;
use super::sparse::{Class, HeapValues, Method, SplitRules};
use super::spread::{
    is_split, largest_small_part, parse_d, GrundySpecError, SpreadSeries, MAX_SPREAD_HEAP,
};
use crate::Nimber;
use std::sync::{Arc, Mutex};

/// The largest heap a position may hold: values are computed up to the
/// largest heap in play, and this keeps that within about 0.7 s
/// natively.
pub const MAX_HEAP: u64 = 100_000;

/// The most heaps a series may compute (two bytes of memory each, plus the
/// caller's copy).
pub const MAX_SERIES: u64 = 50_000_000;

/// True for rare values: an even number of ones above the last digit.
pub const fn is_rare(v: u64) -> bool {
    (v >> 1).count_ones() % 2 == 0
}

/// Where the pass over the splits starts: a small heap has a small value,
/// whose nim-sum with a large one stays large, so the small rare values
/// wanted are found sooner among two large heaps.
const START: usize = 20_000;

/// The rare class of Grundy's game: ones above the last binary digit.
const RARE_MASK: u16 = !1;

/// Grundy's game values by the sparse method, one heap per step (or those
/// of Schrage's split game with another `d`).
#[derive(Clone, Debug)]
pub struct GrundySparse {
    d: u64,
    series: Box<HeapValues>,
}

impl Default for GrundySparse {
    fn default() -> GrundySparse {
        GrundySparse::new()
    }
}

impl GrundySparse {
    /// A run with no values yet.
    pub fn new() -> GrundySparse {
        GrundySparse::starting_at(START)
    }

    /// A run whose pass over the splits starts at `a = start` (the order
    /// changes the time, never the values).
    pub fn starting_at(start: usize) -> GrundySparse {
        GrundySparse {
            d: 1,
            series: Box::new(HeapValues::new(
                SplitRules::grundy(),
                Method::Sparse,
                Class::Fixed(RARE_MASK),
                start,
            )),
        }
    }

    /// The split game whose two heaps differ by at least `d` (Grundy's
    /// game for `d = 1`), its rare class chosen as the heaps double.
    pub fn with_d(d: u64) -> GrundySparse {
        if d == 1 {
            return GrundySparse::new();
        }
        let gap = usize::try_from(d).unwrap_or(usize::MAX);
        GrundySparse {
            d,
            series: Box::new(HeapValues::new(
                SplitRules::spread(gap),
                Method::Sparse,
                Class::Chosen,
                1,
            )),
        }
    }

    /// How much the two heaps of a split differ at least.
    pub fn d(&self) -> u64 {
        self.d
    }

    /// The values with their rare heaps, class and counts.
    pub fn series(&self) -> &HeapValues {
        &self.series
    }

    /// The values so far, `G(0), G(1), ...`.
    pub fn values(&self) -> &[u16] {
        self.series.values()
    }

    /// How many heaps have a value.
    pub fn len(&self) -> u64 {
        self.values().len() as u64
    }

    /// True before the first value.
    pub fn is_empty(&self) -> bool {
        self.values().is_empty()
    }

    /// The heaps (from 1) with a rare value.
    pub fn rare_heaps(&self) -> &[u32] {
        self.series.rare_heaps()
    }

    /// The largest value so far.
    pub fn max_value(&self) -> u16 {
        self.series.largest()
    }

    /// Splits looked at to rule rare values in or out, in all.
    pub fn checks(&self) -> u64 {
        self.series.checks()
    }

    /// Room for `more` values, or `false` when memory cannot be had.
    pub fn reserve(&mut self, more: usize) -> bool {
        self.series.reserve(more)
    }

    /// `G(n)`, if computed.
    pub fn get(&self, n: u64) -> Option<Nimber> {
        let i = usize::try_from(n).ok()?;
        self.values().get(i).map(|&v| Nimber(u64::from(v)))
    }

    /// Computes values until heap `last` has one, at most `budget` heaps
    /// in this call; returns whether `last` is reached. (A value above
    /// 16 bits, far beyond any Grundy's game reaches, also stops it.)
    pub fn step(&mut self, last: u64, budget: u64) -> bool {
        let mut left = budget;
        while self.len() <= last {
            if left == 0 || self.series.push_next().is_none() {
                return false;
            }
            left -= 1;
        }
        true
    }
}

/// `G(0..=n)` of Grundy's game by the definition: for each heap, the
/// nim-sum of every split (the double loop the sparse method avoids).
pub fn naive_series(n: usize) -> Vec<u16> {
    let mut g: Vec<u16> = Vec::with_capacity(n + 1);
    let mut seen: Vec<u32> = vec![0; 64];
    for h in 0..=n {
        let stamp = h as u32 + 1;
        for a in 1..h.div_ceil(2) {
            let x = usize::from(g[a] ^ g[h - a]);
            if x >= seen.len() {
                seen.resize(2 * x + 2, 0);
            }
            seen[x] = stamp;
        }
        let v = (0..).find(|&v| seen.get(v).is_none_or(|&s| s != stamp));
        g.push(v.unwrap_or(0) as u16);
    }
    g
}

/// Grundy's game, or Schrage's generalisation of it where the two heaps
/// of a split differ by at least `d` ([`super::spread`]). Clones share one
/// table of values, extended as larger heaps come into play.
#[derive(Clone, Debug)]
pub struct GrundyGame {
    d: u64,
    table: Arc<Mutex<GrundySparse>>,
    spread: Arc<Mutex<SpreadSeries>>,
}

impl Default for GrundyGame {
    fn default() -> GrundyGame {
        GrundyGame::new()
    }
}

impl PartialEq for GrundyGame {
    fn eq(&self, other: &GrundyGame) -> bool {
        self.d == other.d
    }
}

impl Eq for GrundyGame {}

impl GrundyGame {
    /// The game, with an empty table.
    pub fn new() -> GrundyGame {
        GrundyGame::with_d(1)
    }

    /// The game whose splits leave two heaps differing by at least `d`
    /// (`d = 1` is Grundy's game).
    pub fn with_d(d: u64) -> GrundyGame {
        GrundyGame {
            d,
            table: Arc::new(Mutex::new(GrundySparse::new())),
            spread: Arc::new(Mutex::new(SpreadSeries::new(d))),
        }
    }

    /// The game a spec's options name: nothing, or `d=D`.
    pub fn parse(options: &str) -> Result<GrundyGame, GrundySpecError> {
        parse_d(options).map(GrundyGame::with_d)
    }

    /// How much the two heaps of a split must differ.
    pub fn d(&self) -> u64 {
        self.d
    }

    /// `G(n)` for `n` up to the game's reach ([`MAX_HEAP`] for Grundy's
    /// game, [`MAX_SPREAD_HEAP`] otherwise), computing the table as far as
    /// needed.
    pub fn value(&self, n: u64) -> Option<Nimber> {
        if n > self.max_heap() {
            return None;
        }
        if self.d != 1 {
            let mut table = self.spread.lock().unwrap_or_else(|e| e.into_inner());
            table.step(n, u64::MAX);
            return table.get(n);
        }
        let mut table = self.table.lock().unwrap_or_else(|e| e.into_inner());
        table.step(n, u64::MAX);
        table.get(n)
    }

    /// Computes the values of at most `budget` more heaps towards heap `n`
    /// (or the game's largest heap): true once every heap to `n` has its
    /// value, so that [`GrundyGame::value`] answers at once. A page
    /// spreads the work this way, a slice at a time, where `value` would
    /// do it all in one call.
    pub fn prepare_heaps(&self, n: u64, budget: u64) -> bool {
        let n = n.min(self.max_heap());
        if self.d != 1 {
            let mut table = self.spread.lock().unwrap_or_else(|e| e.into_inner());
            return table.step(n, budget);
        }
        let mut table = self.table.lock().unwrap_or_else(|e| e.into_inner());
        table.step(n, budget)
    }

    /// How many heaps, from 0, have their value computed.
    pub fn prepared(&self) -> u64 {
        if self.d != 1 {
            return self.spread.lock().unwrap_or_else(|e| e.into_inner()).len();
        }
        self.table.lock().unwrap_or_else(|e| e.into_inner()).len()
    }
}

impl HeapRule for GrundyGame {
    fn rule_spec(&self) -> String {
        match self.d {
            1 => "grundy".to_string(),
            d => format!("grundy:d={d}"),
        }
    }

    fn rule_name(&self) -> String {
        match self.d {
            1 => "Grundy's game".to_string(),
            d => format!("Grundy's game, d = {d}"),
        }
    }

    fn leaves(&self, h: u64) -> Box<dyn Iterator<Item = Vec<u64>> + '_> {
        Box::new((1..=largest_small_part(h, self.d)).map(move |a| vec![a, h - a]))
    }

    fn allows(&self, h: u64, leaves: &[u64]) -> bool {
        is_split(h, self.d, leaves)
    }

    fn heap_value(&self, h: u64) -> Option<Nimber> {
        self.value(h)
    }

    fn prepare_to(&self, largest: u64, budget: u64) -> Option<crate::game::Preparing> {
        let to = largest.min(self.max_heap());
        if self.prepare_heaps(to, budget) {
            return None;
        }
        Some(crate::game::Preparing {
            what: format!("the values of {}", self.rule_name()),
            unit: "heap".to_string(),
            done: self.prepared(),
            total: to + 1,
        })
    }

    fn max_heap(&self) -> u64 {
        if self.d == 1 {
            MAX_HEAP
        } else {
            MAX_SPREAD_HEAP
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, Solver};

    #[test]
    fn sparse_equals_naive_on_the_first_thousand() {
        let mut s = GrundySparse::new();
        s.step(1000, u64::MAX);
        assert_eq!(s.values(), naive_series(1000).as_slice());
    }

    #[test]
    fn the_split_games_by_the_sparse_method_are_the_definitions() {
        for d in [0, 2, 3, 6] {
            let mut s = GrundySparse::with_d(d);
            s.step(1500, u64::MAX);
            let mut plain = SpreadSeries::new(d);
            plain.step(1500, u64::MAX);
            assert_eq!(s.values(), plain.values(), "d = {d}");
        }
    }

    #[test]
    fn where_the_pass_starts_changes_no_value() {
        let naive = naive_series(3000);
        for start in [1, 2, 50, 700] {
            let mut s = GrundySparse::starting_at(start);
            s.step(3000, u64::MAX);
            assert_eq!(s.values(), naive.as_slice(), "start {start}");
        }
    }

    #[test]
    fn a_game_prepared_a_slice_at_a_time_has_the_values_of_one_call() {
        for d in [1, 3] {
            let sliced = GrundyGame::with_d(d);
            let mut slices = 0;
            while !sliced.prepare_heaps(2_000, 150) {
                slices += 1;
            }
            assert_eq!(sliced.prepared(), 2_001);
            assert!(slices >= 13, "d = {d}: {slices} slices");
            let whole = GrundyGame::with_d(d);
            for n in [0, 1, 7, 1_999, 2_000] {
                assert_eq!(sliced.value(n), whole.value(n), "d = {d}, heap {n}");
            }
        }
    }

    #[test]
    fn the_run_stops_at_its_budget_and_resumes() {
        let mut s = GrundySparse::new();
        assert!(!s.step(100, 40));
        assert_eq!(s.len(), 40);
        assert!(s.step(100, 1000));
        assert_eq!(s.len(), 101);
    }

    #[test]
    fn rare_values_are_those_with_even_ones_above_the_last_digit() {
        assert!(is_rare(0) && is_rare(1) && is_rare(6) && is_rare(7));
        assert!(!is_rare(2) && !is_rare(3) && !is_rare(4) && !is_rare(5));
    }

    #[test]
    fn brute_force_agrees_with_the_table() {
        let game = GrundyGame::new();
        let solver = Solver::brute_force(game.clone());
        for n in 0..60 {
            assert_eq!(Some(solver.value(&vec![n])), game.value(n), "heap {n}");
        }
    }

    #[test]
    fn equal_splits_are_not_moves() {
        let game = GrundyGame::new();
        let p = vec![6];
        assert!(game.parse_move(&p, "6 -> 3 + 3").is_err());
        assert!(game.parse_move(&p, "6 -> 4 + 2").is_ok());
        assert!(game.is_terminal(&vec![1, 2, 2]));
    }

    #[test]
    fn heaps_past_the_reach_are_refused() {
        let e = GrundyGame::new().parse_position("5 + 2000000").unwrap_err();
        assert_eq!(e.offset, 4);
        assert_eq!(
            e.kind,
            super::super::heaps::HeapErrorKind::BeyondReach(MAX_HEAP)
        );
    }
}
