//! Grundy's game and Schrage's split games to 2^28 heaps, with the
//! statistics the literature gives at each power of two (Flammenkamp's
//! tables of Grundy's game; the octal games' analysers print the same):
//! the largest value and the first heap with it, the rare class, the
//! number of rare values and the last rare heap.
//!
//! The values are kept as `u16`, two bytes a heap (512 MiB at
//! [`MAX_HEAPS`]). The sparse method ([`super::sparse`]) costs about the
//! number of rare heaps per heap; a split game whose rare heaps are not
//! few (`grundy:d=3`, for one) would cost the square of the heaps, so a
//! run stops, saying why, once one heap in [`RARE_SHARE`] is rare from
//! [`DENSE_FROM`] heaps on.

use super::grundy_game::GrundySparse;
use super::sparse::{best_class, count_index, HeapValues, RareClass};
use std::fmt;

/// The most heaps a run computes.
pub const MAX_HEAPS: u64 = super::until::MAX_HEAPS;

/// From this many heaps on, a run checks that the rare heaps are few.
pub const DENSE_FROM: u64 = 1 << 17;

/// The rare heaps are few while fewer than one heap in this many is rare.
pub const RARE_SHARE: u64 = 64;

/// How many heaps a run computes between two calls of its `tick`.
pub const TICK: u64 = 1 << 16;

/// The statistics of the values `G(0), ..., G(heaps - 1)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Census {
    /// How many values.
    pub heaps: u64,
    /// The largest value.
    pub largest: u16,
    /// The first heap with it.
    pub largest_at: u64,
    /// The class with the fewest rare values among them.
    pub class: RareClass,
    /// The bits the values use: the largest is below `2^bits`.
    pub bits: u32,
    /// The rare values among them, heap 0 included (the literature counts
    /// it; the heaps from 1 are one fewer).
    pub rare: u64,
    /// The last rare heap.
    pub last_rare: u64,
}

impl Census {
    /// The statistics of the values computed so far.
    pub fn of(series: &HeapValues) -> Census {
        let values = series.values();
        let mut counts = series.counts().to_vec();
        counts[count_index(0, 0)] += u64::from(!values.is_empty());
        let class = best_class(&counts, series.parity_may_count());
        let largest = series.largest();
        let bits = u16::BITS - largest.leading_zeros();
        let in_use = |c: RareClass| RareClass {
            mask: c.mask & ((1u32 << bits) - 1) as u16,
            ..c
        };
        let zero = values.first().map(|&v| class.is_rare(0, v));
        let (rare, last_rare) = if in_use(class) == in_use(series.class()) {
            // The run keeps the list of rare heaps from 1 for its class.
            let heaps = series.rare_heaps();
            let last = heaps.last().map_or(0, |&h| u64::from(h));
            (heaps.len() as u64 + u64::from(zero == Some(true)), last)
        } else {
            let mut rare = values
                .iter()
                .enumerate()
                .filter(|&(h, &v)| class.is_rare(h, v))
                .map(|(h, _)| h as u64);
            let first = rare.next();
            let (count, last) = rare.fold((u64::from(first.is_some()), first), |(c, _), h| {
                (c + 1, Some(h))
            });
            (count, last.unwrap_or(0))
        };
        Census {
            heaps: values.len() as u64,
            largest,
            largest_at: series.largest_at() as u64,
            class: in_use(class),
            bits,
            rare,
            last_rare,
        }
    }

    /// The class as the literature prints it (`fe`).
    pub fn class_words(&self) -> String {
        self.class.words(self.bits)
    }

    /// The number of heaps as a power of two where it is one (`2^20`).
    pub fn heaps_words(&self) -> String {
        if self.heaps.is_power_of_two() {
            format!("2^{}", self.heaps.trailing_zeros())
        } else {
            self.heaps.to_string()
        }
    }
}

impl fmt::Display for Census {
    /// `2^20 heaps: largest 231 at heap 763622, rare class fe, 1274 rare
    /// values, the last at heap 82860`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} heaps: largest {} at heap {}, rare class {}, {} rare values, the last at heap {}",
            self.heaps_words(),
            self.largest,
            self.largest_at,
            self.class_words(),
            self.rare,
            self.last_rare
        )
    }
}

/// Why a run stopped before the heap asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The rare heaps are not few: `rare` of the first `heaps`.
    Dense {
        /// The values computed.
        heaps: u64,
        /// The rare heaps among them, from heap 1.
        rare: u64,
    },
    /// A value above `u16::MAX`, at this heap.
    Value(u64),
    /// Memory for the values could not be had.
    Memory,
}

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stop::Dense { heaps, rare } => write!(
                f,
                "{rare} of the first {heaps} heaps are rare, more than one in {RARE_SHARE}: the \
                 sparse method, which reaches {} heaps where the rare heaps are few, would cost \
                 about the square of the heaps here, so the values stop at heap {}",
                MAX_HEAPS,
                heaps - 1
            ),
            Stop::Value(n) => write!(f, "the value of heap {n} does not fit in 16 bits"),
            Stop::Memory => f.write_str("the memory for the values ran out"),
        }
    }
}

impl std::error::Error for Stop {}

/// Computes `run`'s values to heap `last` (below [`MAX_HEAPS`]), calling
/// `at_power` with the statistics each time the number of values reaches
/// a power of two, and `tick` with the heap reached every [`TICK`] heaps.
pub fn extend(
    run: &mut GrundySparse,
    last: u64,
    mut at_power: impl FnMut(&Census),
    mut tick: impl FnMut(u64),
) -> Result<(), Stop> {
    let want = last.min(MAX_HEAPS - 1) + 1;
    let more = usize::try_from(want.saturating_sub(run.len())).map_err(|_| Stop::Memory)?;
    if !run.reserve(more) {
        return Err(Stop::Memory);
    }
    while run.len() < want {
        // To the next power of two, the next tick or the end.
        let len = run.len();
        let next = (len + 1).next_power_of_two().min(len - len % TICK + TICK);
        let to = next.min(want);
        if !run.step(to - 1, u64::MAX) {
            return Err(Stop::Value(run.len()));
        }
        if to % TICK == 0 {
            tick(to - 1);
        }
        if to.is_power_of_two() {
            let census = Census::of(run.series());
            at_power(&census);
            let rare = run.rare_heaps().len() as u64;
            if to >= DENSE_FROM && rare * RARE_SHARE > to && to < want {
                return Err(Stop::Dense { heaps: to, rare });
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_census_counts_heap_zero_with_the_rare_values() {
        let mut run = GrundySparse::new();
        let mut seen = Vec::new();
        extend(&mut run, 15, |c| seen.push(*c), |_| {}).unwrap();
        assert_eq!(seen.len(), 5);
        let c = seen[4];
        assert_eq!((c.heaps, c.largest, c.largest_at), (16, 3, 13));
        // Values 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1: the class of fewest
        // rare values, counted by hand.
        let rare = (0..16)
            .filter(|&h| c.class.is_rare(h, run.values()[h]))
            .count();
        assert_eq!(c.rare, rare as u64);
        assert_eq!(c.heaps_words(), "2^4");
    }

    #[test]
    fn the_census_of_the_runs_class_reads_its_list() {
        let mut run = GrundySparse::new();
        run.step(70_000, u64::MAX);
        let c = Census::of(run.series());
        assert_eq!(c.class_words(), "fe");
        let by_scan = (0..run.values().len())
            .filter(|&h| c.class.is_rare(h, run.values()[h]))
            .count() as u64;
        assert_eq!(c.rare, by_scan);
        assert_eq!(c.rare, run.rare_heaps().len() as u64 + 1);
    }

    #[test]
    #[cfg_attr(debug_assertions, ignore = "seconds in an optimised build")]
    fn a_split_game_whose_rare_heaps_are_many_stops_and_says_so() {
        let mut run = GrundySparse::with_d(3);
        let stop = extend(&mut run, DENSE_FROM, |_| {}, |_| {}).unwrap_err();
        assert!(matches!(stop, Stop::Dense { heaps, .. } if heaps == DENSE_FROM));
        assert!(stop.to_string().contains("are rare, more than one in 64"));
    }

    #[test]
    fn ticks_and_powers_come_in_order() {
        let mut run = GrundySparse::with_d(6);
        let (mut powers, mut ticks) = (Vec::new(), Vec::new());
        extend(
            &mut run,
            3 * TICK,
            |c| powers.push(c.heaps),
            |h| ticks.push(h),
        )
        .unwrap();
        assert_eq!(run.len(), 3 * TICK + 1);
        assert_eq!(ticks, [TICK - 1, 2 * TICK - 1, 3 * TICK - 1]);
        assert_eq!(powers.last(), Some(&(2 * TICK)));
        assert_eq!(powers.len(), 18);
    }
}
