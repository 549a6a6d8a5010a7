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

use crate::Nimber;

/// A value of a series as the analyses read it: a [`Nimber`], or a compact
/// integer where a long series is stored in less memory.
pub trait Value: Copy + PartialEq {
    /// The value as a number.
    fn get(self) -> u64;
}

impl Value for Nimber {
    fn get(self) -> u64 {
        self.0
    }
}

macro_rules! compact_value {
    ($($t:ty),*) => {$(
        impl Value for $t {
            fn get(self) -> u64 {
                u64::from(self)
            }
        }
    )*};
}
compact_value!(u8, u16, u32, u64);

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

/// The least `n0` such that `G(n + p) = G(n) + saltus` for every
/// `n0 <= n < len - p`, scanning back from the end (`p < len`).
pub fn least_preperiod<V: Value>(values: &[V], p: usize, saltus: u64) -> usize {
    preperiod_below(values, p, saltus, values.len() - p)
}

/// The least `n0 <= start` such that `G(n + p) = G(n) + saltus` for every
/// `n0 <= n < start`, where the caller knows it holds from `start` on.
fn preperiod_below<V: Value>(values: &[V], p: usize, saltus: u64, start: usize) -> usize {
    let mut pre = start;
    while pre > 0 && values[pre - 1].get().checked_add(saltus) == Some(values[pre - 1 + p].get()) {
        pre -= 1;
    }
    pre
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

/// `G(n + p) = G(n) + s` for every `n >= pre` to the end of the series.
#[derive(Clone, Copy, Debug)]
struct Repetition {
    p: usize,
    s: u64,
    pre: usize,
}

/// The longest repetition seen so far, so that a multiple of its period
/// starts its scan back from the end where that repetition starts: it holds
/// from there to the end for the multiple too, so the scan gives the same
/// least pre-period without reading the stretch again (on a series of
/// millions of values whose short period repeats long before it proves,
/// the plain scan reads that stretch once per multiple: the square of the
/// length over the period in all).
#[derive(Default)]
struct Longest(Option<Repetition>);

impl Longest {
    /// [`least_preperiod`], remembering the longest repetition.
    fn least_preperiod<V: Value>(&mut self, values: &[V], p: usize, s: u64) -> usize {
        let len = values.len();
        let start = match self.0 {
            Some(r)
                if p % r.p == 0
                    && Some(s) == r.s.checked_mul((p / r.p) as u64)
                    && r.pre < len - p =>
            {
                r.pre
            }
            _ => len - p,
        };
        let pre = preperiod_below(values, p, s, start);
        let span = len - p - pre;
        let longest = self.0.map_or(0, |r| len - r.p - r.pre);
        if span >= 2 * p && span > longest {
            self.0 = Some(Repetition { p, s, pre });
        }
        pre
    }
}

/// The observed periodicity of `values`: [`find_pattern`] without saltus.
pub fn find_periodicity<V: Value>(values: &[V]) -> Option<Periodicity> {
    find_pattern(values, false).map(|p| Periodicity {
        preperiod: p.preperiod,
        period: p.period,
        checked_to: (values.len() - 1) as u64,
    })
}

/// Why a series repeats for ever, not only as far as it was computed.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Certificate {
    /// The theorem, by name.
    pub theorem: String,
    /// What was checked, in words.
    pub statement: String,
    /// The pre-period and period proved.
    pub preperiod: u64,
    /// The period proved.
    pub period: u64,
    /// The indices `n` at which `G(n + period) = G(n)` was checked, first
    /// and last; the theorem does the rest.
    pub window: (u64, u64),
}

/// What Guy and Smith's theorem needs to know of a heap game: the most
/// counters a move takes, and whether a move taking that many may split
/// the rest into two heaps (the last digit of an octal code has the 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reach {
    /// The most counters a move takes (`t`).
    pub take: u64,
    /// True when a move taking `take` counters may leave two heaps.
    pub last_splits: bool,
}

impl From<u64> for Reach {
    /// A game whose moves taking the most counters leave at most one heap.
    fn from(take: u64) -> Reach {
        Reach {
            take,
            last_splits: false,
        }
    }
}

impl Reach {
    /// The last `n` at which the theorem needs `G(n + p) = G(n)`, checked
    /// from `n0`: `2·n0 + p + t − 1`, and one more when `n0 = 0` and the
    /// last take splits (see [`guy_smith`]).
    pub fn window_end(self, n0: u64, p: u64) -> u64 {
        2 * n0 + p + self.take - 1 + u64::from(n0 == 0 && self.last_splits)
    }
}

/// The periodicity theorem of Guy and Smith, for a heap game in which a
/// move takes at most `t` counters from one heap and leaves at most two
/// heaps (every octal game with `t` code digits after the point): if
/// `G(n + p) = G(n)` for `n0 <= n < 2·n0 + p + t`, then for every `n >= n0`;
/// when `n0 = 0` and a move taking `t` counters may split, the check must
/// reach `n = p + t` as well.
///
/// Why: take `N >= 2·n0 + p + t` and assume the claim below `N + p`. A move
/// from `N + p` that takes `k <= t` counters leaves one heap `N + p - k`,
/// matched with `N - k` (both at least `n0` and at least 1), or two heaps
/// `a <= b` with `b >= (N + p - k) / 2 >= n0 + p`, matched with `a, b - p`;
/// conversely a split `a <= b` of `N - k` has `b >= n0`, matched with
/// `a, b + p`. The matched options have equal values, so `G(N + p) = G(N)`.
/// A heap is never empty, so `a, b - p` is a split only when `b > p`: with
/// `n0 >= 1` that holds, and with `n0 = 0` it fails only for `N = p + t`,
/// `k = t` and `a = b = p`, which the longer check covers.
///
/// Returns the certificate when `values` covers the window and every check
/// in it holds.
pub fn guy_smith<V: Value>(
    values: &[V],
    preperiod: u64,
    period: u64,
    reach: impl Into<Reach>,
) -> Option<Certificate> {
    let reach = reach.into();
    let t = reach.take;
    if period == 0 {
        return None;
    }
    let last = reach.window_end(preperiod, period);
    let len = values.len() as u64;
    if last + period >= len {
        return None;
    }
    let holds = (preperiod..=last).all(|n| values[(n + period) as usize] == values[n as usize]);
    let split = if last > 2 * preperiod + period + t - 1 {
        ", and a move taking that many may split from heap 0 on"
    } else {
        ""
    };
    holds.then(|| Certificate {
        theorem: "the periodicity theorem of Guy and Smith".to_string(),
        statement: format!(
            "G(n + {period}) = G(n) checked for {preperiod} ≤ n ≤ {last}: a move takes at most \
             {t} and leaves at most two heaps{split}, so it holds for every n ≥ {preperiod}"
        ),
        preperiod,
        period,
        window: (preperiod, last),
    })
}

/// The least pre-period and period of a heap game in which a move takes at
/// most `t` counters and leaves at most two heaps, proved from `values` by
/// [`guy_smith`], if the values cover a window for some period.
///
/// For each period `p` in turn the least pre-period `n0` from which the
/// values repeat to the end is found, and the theorem's window is checked
/// from it. The first period that proves is the least period of the whole
/// series: every eventual period of a series is a multiple of its least
/// one, all share the same least pre-period, and the window for the least
/// period is the shortest, so it is covered whenever a multiple's is.
pub fn prove_guy_smith<V: Value>(values: &[V], reach: impl Into<Reach>) -> Option<Certificate> {
    let reach = reach.into();
    let len = values.len() as u64;
    let mut longest = Longest::default();
    (1..=len.saturating_sub(reach.take) / 2).find_map(|p| {
        let pre = longest.least_preperiod(values, p as usize, 0) as u64;
        // The window and its shift by p fit.
        if reach.window_end(pre, p) + p >= len {
            return None;
        }
        guy_smith(values, pre, p, reach)
    })
}

/// How many values [`prove_guy_smith`] would need to prove a period that
/// the end of `values` shows, when that is more than there are: for each
/// period `p` whose values repeat from some `n0` to the end over at least
/// one whole period, the window needs `2·n0 + 2·p + t` values (one more
/// when `n0 = 0` and the last take splits); the least such count above
/// `values.len()`. A search may compute to there rather
/// than further: where the repetition breaks, the proof fails and nothing
/// is claimed.
pub fn guy_smith_reach<V: Value>(values: &[V], reach: impl Into<Reach>) -> Option<u64> {
    let reach = reach.into();
    let len = values.len();
    let mut longest = Longest::default();
    (1..=len / 2)
        .filter_map(|p| {
            let pre = longest.least_preperiod(values, p, 0);
            let need = reach.window_end(pre as u64, p as u64) + p as u64 + 1;
            (len - p - pre >= p && need > len as u64).then_some(need)
        })
        .min()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::octal::OctalGame;

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
