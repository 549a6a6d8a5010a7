//! G-series: the values of a family of positions indexed by a number (heaps
//! of `n` counters, surfaces of genus `n`), computed a step at a time so a
//! caller can show progress or stop, and compared with a closed form.

use crate::periodicity::{find_periodicity, Certificate, Periodicity};
use crate::Nimber;

/// A G-series computation that runs in steps: resumable, with progress.
pub trait SeriesRun {
    /// Computes up to `steps` more values; returns whether the run is done.
    fn advance(&mut self, steps: u64) -> bool;

    /// The values found so far, from index 0.
    fn values(&self) -> &[Nimber];

    /// How many values the run computes in all.
    fn total(&self) -> u64;

    /// How many values are done.
    fn done(&self) -> u64 {
        self.values().len() as u64
    }

    /// True when every value is done.
    fn is_finished(&self) -> bool {
        self.done() >= self.total()
    }

    /// The share of the work done, from 0 to 1. By default values cost the
    /// same; runs whose later values cost more say so.
    fn progress(&self) -> f64 {
        self.done() as f64 / self.total().max(1) as f64
    }
}

/// Runs a series to the end.
pub fn run_to_end<R: SeriesRun>(mut run: R) -> Vec<Nimber> {
    run.advance(u64::MAX);
    run.values().to_vec()
}

/// Where a computed series first differs from a closed form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Mismatch {
    /// The first index that differs.
    pub at: u64,
    /// The closed form's value there.
    pub expected: Nimber,
    /// The computed value there.
    pub found: Nimber,
}

/// The first index where `values` differs from `closed`, if any.
pub fn first_mismatch(values: &[Nimber], closed: impl Fn(u64) -> Nimber) -> Option<Mismatch> {
    values.iter().zip(0u64..).find_map(|(&found, at)| {
        let expected = closed(at);
        (found != expected).then_some(Mismatch {
            at,
            expected,
            found,
        })
    })
}

/// A computed series with what can be said of its periodicity.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Summary {
    /// The pre-period and period seen, and how far they were checked.
    pub periodicity: Option<Periodicity>,
    /// The proof that the period holds for ever, where a theorem gives one.
    pub certificate: Option<Certificate>,
}

impl Summary {
    /// The summary of `values`, with a certificate from `prove` (given the
    /// periodicity seen) where it finds one.
    pub fn of<V: crate::periodicity::Value>(
        values: &[V],
        prove: impl Fn(&Periodicity) -> Option<Certificate>,
    ) -> Summary {
        let periodicity = find_periodicity(values);
        Summary {
            certificate: periodicity.as_ref().and_then(prove),
            periodicity,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_mismatch_names_the_index_and_both_values() {
        let v = [0, 1, 2, 4, 5].map(Nimber);
        let m = first_mismatch(&v, |g| Nimber([0, 1, 2, 4, 6][g as usize])).unwrap();
        assert_eq!((m.at, m.expected, m.found), (4, Nimber(6), Nimber(5)));
        assert_eq!(first_mismatch(&v[..4], |g| v[g as usize]), None);
    }
}
