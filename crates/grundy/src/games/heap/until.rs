//! An octal game's values computed until a certificate proves its period:
//! the range doubles (400, 800, ...) until the theorem of Guy and Smith
//! covers a window ([`crate::periodicity::prove_guy_smith`]), a cap set by
//! the caller is reached, or a limit: [`MAX_HEAPS`] heaps, a value too
//! large for the compact store, or memory. Where the end of the values
//! repeats, the search first goes only as far as the theorem's window for
//! that repetition needs ([`crate::periodicity::guy_smith_reach`]), and on
//! to the next doubling if the proof fails there.
//!
//! Values are kept as `u16`, two bytes a heap, so [`MAX_HEAPS`] heaps take
//! 512 MiB. Each heap's value is found by the sparse method
//! ([`super::sparse`]); [`OctalSearch::with_method`] gives the definition
//! instead, as [`super::octal::OctalGame::next_value`] finds it.

use super::octal::OctalGame;
pub use super::octal_search::{Claim, OctalSearch, Stop, MAX_HEAPS};
use super::sparse::Method;
use crate::games::lab::{KindPeriod, Status};
use crate::periodicity::{guy_smith_reach, Pattern};

/// The first range a search analyses; each next one is twice as long
/// (with at most one stop between two, where a proof may be had).
pub const FIRST_RANGE: u64 = 400;

/// Where a search is, for a progress line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The last heap computed.
    pub heap: u64,
    /// The largest value so far.
    pub largest: u64,
    /// The pattern observed at the last range analysed, if any.
    pub candidate: Option<Pattern>,
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// What is known.
    pub claim: Claim,
    /// The last heap computed and analysed.
    pub checked_to: u64,
    /// Why it stopped, when not proved.
    pub stopped: Option<Stop>,
    /// The largest value computed.
    pub largest: u64,
}

impl OctalSearch {
    /// A search with no values yet, by the sparse method.
    pub fn new(game: &OctalGame) -> OctalSearch {
        OctalSearch::with_method(game, Method::Sparse)
    }

    /// A search with no values yet, by the method given.
    pub fn with_method(game: &OctalGame, method: Method) -> OctalSearch {
        OctalSearch::for_code(&game.code(), game.reach(), method)
    }
}

/// Computes `game`'s values, doubling the range from [`FIRST_RANGE`],
/// until its period is proved, or to heap `cap` (at most [`MAX_HEAPS`]
/// heaps), or to a limit; `progress` hears of each range and, within long
/// ones, of the heap reached.
pub fn prove_octal(game: &OctalGame, cap: Option<u64>, progress: impl FnMut(Progress)) -> Report {
    prove_octal_search(game, cap, progress).0
}

/// [`prove_octal`], handing back the values computed with the report.
pub fn prove_octal_search(
    game: &OctalGame,
    cap: Option<u64>,
    mut progress: impl FnMut(Progress),
) -> (Report, OctalSearch) {
    let limit = MAX_HEAPS - 1;
    let end = cap.unwrap_or(limit).min(limit);
    let mut search = OctalSearch::new(game);
    // The ranges double; between two of them the search may stop where
    // the end of the values says a proof could be had.
    let mut planned = FIRST_RANGE.min(end);
    let mut range = planned;
    let mut candidate = None;
    loop {
        let reached = search.extend(range, |heap, largest| {
            progress(Progress {
                heap,
                largest,
                candidate,
            })
        });
        let checked_to = search.values().len().saturating_sub(1) as u64;
        let largest = u64::from(search.largest());
        let claim = search.claim();
        let stopped = match (&claim, reached) {
            (Claim::Proved(_), _) => None,
            (_, Err(stop)) => Some(stop),
            _ if range >= end && cap.is_some_and(|c| c <= limit) => Some(Stop::Cap),
            _ if range >= end => Some(Stop::Heaps),
            _ => {
                candidate = match &claim {
                    Claim::Observed(p) => Some(*p),
                    _ => None,
                };
                progress(Progress {
                    heap: checked_to,
                    largest,
                    candidate,
                });
                let next = planned.saturating_mul(2).min(end);
                let early = (range == planned)
                    .then(|| guy_smith_reach(search.values(), search.reach()))
                    .flatten()
                    .map(|need| need - 1)
                    .filter(|&last| last > range && last < next);
                match early {
                    Some(last) => range = last,
                    None => (planned, range) = (next, next),
                }
                continue;
            }
        };
        let report = Report {
            claim,
            checked_to,
            stopped,
            largest,
        };
        return (report, search);
    }
}

impl Report {
    /// The claim as the lab and the series pages state a repetition.
    pub fn period(&self) -> KindPeriod {
        let mut k = KindPeriod {
            status: Status::Unknown,
            preperiod: 0,
            period: 0,
            saltus: 0,
            checked_to: self.checked_to,
            window: None,
            theorem: None,
        };
        match &self.claim {
            Claim::Proved(c) => {
                k.status = Status::Proved;
                (k.preperiod, k.period) = (c.preperiod, c.period);
                k.window = Some(c.window);
                k.theorem = Some(c.theorem.clone());
            }
            Claim::Observed(p) => {
                k.status = if p.saltus == 0 {
                    Status::Observed
                } else {
                    Status::Arithmetic
                };
                (k.preperiod, k.period, k.saltus) = (p.preperiod, p.period, p.saltus);
            }
            Claim::Unknown => {}
        }
        k
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn octal(code: &str) -> OctalGame {
        OctalGame::parse(code).unwrap()
    }

    #[test]
    fn the_compact_values_are_the_definitions() {
        for code in ["0.07", "0.77", "4.3", "0.156", "0.6", "4.07"] {
            let g = octal(code);
            let mut s = OctalSearch::new(&g);
            s.extend(300, |_, _| {}).unwrap();
            let plain: Vec<u16> = g.series(300).iter().map(|v| v.0 as u16).collect();
            assert_eq!(s.values(), plain.as_slice(), "{code}");
        }
    }

    #[test]
    fn a_search_stops_at_the_proof_or_the_cap() {
        let r = prove_octal(&octal("0.07"), None, |_| {});
        assert_eq!(r.stopped, None);
        assert_eq!(r.checked_to, FIRST_RANGE);
        match r.claim {
            Claim::Proved(c) => assert_eq!((c.preperiod, c.period), (53, 34)),
            other => panic!("{other:?}"),
        }
        let r = prove_octal(&octal("0.07"), Some(100), |_| {});
        assert_eq!((r.stopped, r.checked_to), (Some(Stop::Cap), 100));
    }
}
