//! [`crate::periodicity::prove_guy_smith`] and
//! [`crate::periodicity::find_pattern`] for series of millions of values,
//! with the same results.
//!
//! Both try every period `p` in turn and find the least pre-period from
//! which `G(n + p) = G(n)` holds to the end, scanning back from the end.
//! When the series repeats with period `p0` over a long stretch that does
//! not yet prove or cover enough, every multiple of `p0` scans that whole
//! stretch again: the square of the length over `p0` in all (hours for
//! 0.376, whose period 4 repeats over a million values before it proves).
//! Here the longest repetition found so far is kept, and a multiple of its
//! period starts its scan where that repetition starts: it holds from there
//! to the end for the multiple too, so the scan gives the same least
//! pre-period.

use crate::periodicity::{covers, guy_smith, Certificate, Pattern, Value, OBSERVED_PERIODS};

/// `G(n + p) = G(n) + s` for every `n >= pre` to the end of the series.
#[derive(Clone, Copy, Debug)]
struct Repetition {
    p: usize,
    s: u64,
    pre: usize,
}

/// Repetitions seen, the longest kept.
#[derive(Default)]
struct Longest(Option<Repetition>);

impl Longest {
    /// The least `n0` such that `G(n + p) = G(n) + s` for every
    /// `n0 <= n < len - p` (`p < len`), as
    /// [`crate::periodicity::least_preperiod`] finds it.
    fn least_preperiod<V: Value>(&mut self, values: &[V], p: usize, s: u64) -> usize {
        let len = values.len();
        let mut pre = len - p;
        if let Some(r) = self.0 {
            let k = p / r.p;
            if p % r.p == 0 && Some(s) == r.s.checked_mul(k as u64) && r.pre < pre {
                pre = r.pre;
            }
        }
        while pre > 0 && values[pre - 1].get().checked_add(s) == Some(values[pre - 1 + p].get()) {
            pre -= 1;
        }
        let span = len - p - pre;
        let longest = self.0.map_or(0, |r| len - r.p - r.pre);
        if span >= 2 * p && span > longest {
            self.0 = Some(Repetition { p, s, pre });
        }
        pre
    }
}

/// The certificate [`crate::periodicity::prove_guy_smith`] gives.
pub fn prove<V: Value>(values: &[V], t: u64) -> Option<Certificate> {
    let len = values.len() as u64;
    let mut longest = Longest::default();
    (1..=len.saturating_sub(t) / 2).find_map(|p| {
        let pre = longest.least_preperiod(values, p as usize, 0) as u64;
        if 2 * pre + 2 * p + t > len {
            return None;
        }
        guy_smith(values, pre, p, t)
    })
}

/// The pattern [`crate::periodicity::find_pattern`] gives.
pub fn pattern<V: Value>(values: &[V], arithmetic: bool) -> Option<Pattern> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::octal::OctalGame;
    use crate::periodicity::{find_pattern, prove_guy_smith};

    #[test]
    fn the_same_results_as_the_analyses_of_the_crate() {
        let mut series: Vec<Vec<u64>> = Vec::new();
        for code in [
            "0.07", "0.77", "0.156", "0.6", "4.07", "0.137", "0.51", "0.36",
        ] {
            let game = OctalGame::parse(code).unwrap();
            let v: Vec<u64> = game.series(1200).iter().map(|x| x.0).collect();
            series.push(v);
        }
        // Arithmetic: 0, 1, 2, ... with a bump; period 3 with saltus 2.
        series.push((0..200).map(|i| i / 3 * 2 + (i % 3) % 2).collect());
        // A long stretch of period 2 that covers too little.
        series.push((0..300).map(|i| if i < 200 { i } else { i % 2 }).collect());
        for v in &series {
            for len in [10, 37, 100, 250, 301, 700, 1201] {
                let v = &v[..len.min(v.len())];
                assert_eq!(prove(v, 3), prove_guy_smith(v, 3), "{v:?}");
                assert_eq!(pattern(v, true), find_pattern(v, true), "{v:?}");
                assert_eq!(pattern(v, false), find_pattern(v, false), "{v:?}");
            }
        }
    }
}
