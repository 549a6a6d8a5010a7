//! The scan back from the end of a series for the least pre-period of a
//! period, and the memory of the longest repetition seen, which spares a
//! multiple of its period reading the same stretch again.

use super::value::Value;

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
pub(super) struct Longest(Option<Repetition>);

impl Longest {
    /// [`least_preperiod`], remembering the longest repetition.
    pub(super) fn least_preperiod<V: Value>(&mut self, values: &[V], p: usize, s: u64) -> usize {
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
