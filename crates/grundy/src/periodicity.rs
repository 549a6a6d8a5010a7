//! Periodicity of G-series: the pre-period and period seen in computed
//! values, and certificates that turn a finite check into a proof for every
//! index, with the theorem that does it.
//!
//! # Two kinds of claim
//!
//! A pre-period and period are stated in one of two forms only:
//!
//! - **proved** ([`Certificate`]): a theorem turns a finite window of the
//!   computed values into a statement for every index. [`prove_guy_smith`]
//!   looks for the least period whose window the values cover, whatever
//!   the values near the end look like; the pre-period and period it gives
//!   are the least ones of the whole infinite series.
//! - **observed** ([`find_periodicity`], [`find_pattern`]): no theorem
//!   applies, and the values from the pre-period on repeat as far as they
//!   were computed. Such a pattern is reported only when its repeating part
//!   covers at least [`OBSERVED_PERIODS`] whole periods, at least
//!   [`OBSERVED_VALUES`] values *and* at least half of the computed values
//!   ([`covers`]). A repetition that shows only
//!   in the last few values (the last two values equal, say) is not a
//!   pattern and is never reported. Among the patterns that qualify, the
//!   one with the least pre-period is reported, and for it the least
//!   period.
//!
//! Why half: a pattern that started in the second half of the range has
//! been seen for fewer values than came before it, and the octal games
//! and rule sets tested (every octal code with three digits, every rule
//! set) contradict such short-lived patterns at four times the range; with
//! half the range and three periods none of their observed claims is
//! contradicted there (`tests/claims.rs`).

mod guy_smith;
mod scan;
mod value;

pub use guy_smith::{guy_smith, guy_smith_reach, prove_guy_smith, Certificate, Reach};
pub use scan::least_preperiod;
pub use value::Value;

use scan::Longest;

/// An observed repetition must cover at least this many whole periods.
pub const OBSERVED_PERIODS: u64 = 3;

/// An observed repetition must cover at least `1 / OBSERVED_SHARE` of the
/// computed values.
pub const OBSERVED_SHARE: u64 = 2;

/// An observed repetition must cover at least this many values, so a
/// handful of values does not make a pattern.
pub const OBSERVED_VALUES: u64 = 8;

/// Pre-period and period of a G-series: `G(n + period) = G(n)` for every
/// `n >= preperiod` up to `checked_to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Periodicity {
    /// First index of the repeating part.
    pub preperiod: u64,
    /// Length of the repeating block.
    pub period: u64,
    /// Largest index the repetition was checked at.
    pub checked_to: u64,
}

/// A repetition with a gain: `G(n + period) = G(n) + saltus` for every
/// `n >= preperiod` as far as checked (`saltus` 0: plain periodicity).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Pattern {
    /// First index of the repeating part.
    pub preperiod: u64,
    /// Length of the repeating block.
    pub period: u64,
    /// What the values gain each period.
    pub saltus: u64,
}

/// Whether a repetition of `period` from `preperiod`, seen in `len`
/// values, covers enough of them to be reported as observed: at least
/// [`OBSERVED_PERIODS`] periods, [`OBSERVED_VALUES`] values and
/// `1 / OBSERVED_SHARE` of the values.
pub fn covers(len: u64, preperiod: u64, period: u64) -> bool {
    let repeating = len.saturating_sub(preperiod);
    period > 0
        && repeating >= (OBSERVED_PERIODS * period).max(OBSERVED_VALUES)
        && repeating * OBSERVED_SHARE >= len
}

/// The observed pattern of `values` (index = heap size or genus): among
/// the periods whose repetition [`covers`] the values, the one with the
/// least pre-period, and for it the least period. With `arithmetic`, a
/// period with a positive saltus qualifies too, but a plain one is
/// preferred.
pub fn find_pattern<V: Value>(values: &[V], arithmetic: bool) -> Option<Pattern> {
    let plain = least_pattern(values, |_| Some(0));
    if plain.is_some() || !arithmetic {
        return plain;
    }
    let last = values.len().checked_sub(1)?;
    least_pattern(values, |p| {
        values[last]
            .get()
            .checked_sub(values[last - p].get())
            .filter(|&s| s > 0)
    })
}

/// The pattern of least pre-period (then least period) that covers the
/// values, with the saltus of each period `p` given by `saltus(p)`.
fn least_pattern<V: Value>(values: &[V], saltus: impl Fn(usize) -> Option<u64>) -> Option<Pattern> {
    let n = values.len();
    let mut best: Option<Pattern> = None;
    let mut longest = Longest::default();
    for p in 1..=n / OBSERVED_PERIODS as usize {
        let Some(s) = saltus(p) else { continue };
        let pre = longest.least_preperiod(values, p, s) as u64;
        let better = best.is_none_or(|b| pre < b.preperiod);
        if better && covers(n as u64, pre, p as u64) {
            best = Some(Pattern {
                preperiod: pre,
                period: p as u64,
                saltus: s,
            });
        }
    }
    best
}

/// The observed periodicity of `values`: [`find_pattern`] without saltus.
pub fn find_periodicity<V: Value>(values: &[V]) -> Option<Periodicity> {
    find_pattern(values, false).map(|p| Periodicity {
        preperiod: p.preperiod,
        period: p.period,
        checked_to: (values.len() - 1) as u64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::octal::OctalGame;
    use crate::Nimber;

    /// The definitions, every period scanned from the end: the reference
    /// for the scans that skip what an earlier repetition showed.
    fn plain_pattern(values: &[u64], arithmetic: bool) -> Option<Pattern> {
        let n = values.len();
        let last = n.checked_sub(1)?;
        let best = |saltus: &dyn Fn(usize) -> Option<u64>| {
            let mut best: Option<Pattern> = None;
            for p in 1..=n / OBSERVED_PERIODS as usize {
                let Some(s) = saltus(p) else { continue };
                let pre = least_preperiod(values, p, s) as u64;
                if best.is_none_or(|b| pre < b.preperiod) && covers(n as u64, pre, p as u64) {
                    best = Some(Pattern {
                        preperiod: pre,
                        period: p as u64,
                        saltus: s,
                    });
                }
            }
            best
        };
        let plain = best(&|_| Some(0));
        if plain.is_some() || !arithmetic {
            return plain;
        }
        best(&|p| {
            values[last]
                .checked_sub(values[last - p])
                .filter(|&s| s > 0)
        })
    }

    fn plain_prove(values: &[u64], t: u64) -> Option<Certificate> {
        let len = values.len() as u64;
        (1..=len.saturating_sub(t) / 2).find_map(|p| {
            let pre = least_preperiod(values, p as usize, 0) as u64;
            if 2 * pre + 2 * p + t > len {
                return None;
            }
            guy_smith(values, pre, p, t)
        })
    }

    #[test]
    fn the_scans_that_skip_give_the_definitions_results() {
        let mut series: Vec<Vec<u64>> = Vec::new();
        for code in [
            "0.07", "0.77", "0.156", "0.6", "4.07", "0.137", "0.51", "0.36",
        ] {
            let game = OctalGame::parse(code).unwrap();
            series.push(game.series(1200).iter().map(|x| x.0).collect());
        }
        // Arithmetic: 0, 1, 2, ... with a bump; period 3 with saltus 2.
        series.push((0..200).map(|i| i / 3 * 2 + (i % 3) % 2).collect());
        // A long stretch of period 2 that covers too little.
        series.push((0..300).map(|i| if i < 200 { i } else { i % 2 }).collect());
        for v in &series {
            for len in [10, 37, 100, 250, 301, 700, 1201] {
                let v = &v[..len.min(v.len())];
                assert_eq!(prove_guy_smith(v, 3), plain_prove(v, 3), "{v:?}");
                assert_eq!(find_pattern(v, true), plain_pattern(v, true), "{v:?}");
                assert_eq!(find_pattern(v, false), plain_pattern(v, false), "{v:?}");
            }
        }
    }

    fn nimbers(v: &[u64]) -> Vec<Nimber> {
        v.iter().map(|&x| Nimber(x)).collect()
    }

    #[test]
    fn periodicity_of_a_short_list() {
        let v = nimbers(&[0, 1, 2, 4, 6, 0, 3, 4, 6, 0, 3, 4, 6, 0, 3]);
        let p = find_periodicity(&v).unwrap();
        assert_eq!((p.preperiod, p.period, p.checked_to), (3, 4, 14));
    }

    #[test]
    fn the_last_values_alone_make_no_pattern() {
        // Two equal values at the end, a period 3 only in the last nine.
        let mut v = nimbers(&[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 12]);
        assert_eq!(find_periodicity(&v), None);
        v = nimbers(&[5, 0, 7, 1, 9, 2, 8, 6, 3, 4, 1, 2, 0, 1, 2, 0, 1, 2, 0]);
        assert_eq!(find_periodicity(&v), None);
        // The same block from the start covers the values.
        v = nimbers(&[0, 1, 2, 0, 1, 2, 0, 1, 2, 0]);
        let p = find_periodicity(&v).unwrap();
        assert_eq!((p.preperiod, p.period), (0, 3));
    }

    #[test]
    fn the_least_preperiod_wins() {
        // The values settle to 1 from index 5; period 2 holds from there
        // too, and the least period is kept.
        let v = nimbers(&[0, 1, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
        let p = find_pattern(&v, false).unwrap();
        assert_eq!((p.preperiod, p.period), (5, 1));
        let grow: Vec<Nimber> = (0..20).map(|i| Nimber(i / 2 * 2 + (i % 2) * 5)).collect();
        let p = find_pattern(&grow, true).unwrap();
        assert_eq!((p.preperiod, p.period, p.saltus), (0, 2, 2));
        assert_eq!(find_pattern(&grow, false), None);
    }

    #[test]
    fn a_proof_does_not_need_the_end_to_look_periodic() {
        // Octal 4.3's values, the last two equal by chance of the cut.
        let v = nimbers(&[0, 1, 2, 0, 2, 0, 2, 0, 2, 0]);
        let c = prove_guy_smith(&v, 1).unwrap();
        assert_eq!((c.preperiod, c.period, c.window), (2, 2, (2, 6)));
        // Values that break the period after the window: no proof.
        let mut bad = v.clone();
        bad[9] = Nimber(1);
        assert_eq!(prove_guy_smith(&bad, 1), None);
    }

    #[test]
    fn the_reach_is_what_the_proof_then_needs() {
        // Octal 4.3's values: 0 1, then 2 0 repeating from heap 2.
        let v = nimbers(&[0, 1, 2, 0, 2, 0, 2]);
        let need = guy_smith_reach(&v, 1).unwrap();
        assert_eq!(need, 9);
        assert_eq!(prove_guy_smith(&v, 1), None);
        let longer = nimbers(&[0, 1, 2, 0, 2, 0, 2, 0, 2]);
        assert!(prove_guy_smith(&longer[..need as usize], 1).is_some());
        // Nothing repeats over a whole period: no reach.
        assert_eq!(guy_smith_reach(&nimbers(&[0, 1, 2, 3, 4, 5]), 1), None);
    }

    #[test]
    fn no_periodicity_without_two_repeats() {
        assert_eq!(find_periodicity(&nimbers(&[0, 1, 2, 3, 4])), None);
    }

    #[test]
    fn guy_smith_needs_the_whole_window() {
        // Octal 4.3 (og): 0 1 then 2 0 repeating, a move takes at most 1.
        let v = nimbers(&[0, 1, 2, 0, 2, 0, 2, 0, 2]);
        let c = guy_smith(&v, 2, 2, 1).unwrap();
        assert_eq!(c.window, (2, 6));
        assert!(guy_smith(&v[..8], 2, 2, 1).is_none());
        let mut bad = v.clone();
        bad[7] = Nimber(3);
        assert!(guy_smith(&bad, 2, 2, 1).is_none());
    }
}
