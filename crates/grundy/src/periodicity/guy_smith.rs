//! Certificates: the periodicity theorem of Guy and Smith, which turns a
//! finite window of a heap game's values into a statement for every heap,
//! the least pre-period and period it proves, and how many values a proof
//! would need.

use super::scan::Longest;
use super::value::Value;

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
