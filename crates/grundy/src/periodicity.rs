//! Periodicity of G-series: the pre-period and period seen in computed
//! values, and certificates that turn a finite check into a proof for every
//! index, with the theorem that does it.

use crate::Nimber;

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

/// The shortest period visible in `values` (index = heap size or genus),
/// with the least pre-period for it. A period counts only when the
/// repeating part covers it at least twice, so a short list does not fake
/// one.
pub fn find_periodicity(values: &[Nimber]) -> Option<Periodicity> {
    let n = values.len();
    (1..=n / 2).find_map(|p| {
        let mut pre = n - p;
        while pre > 0 && values[pre - 1] == values[pre - 1 + p] {
            pre -= 1;
        }
        (n - pre >= 2 * p).then(|| Periodicity {
            preperiod: pre as u64,
            period: p as u64,
            checked_to: (n - 1) as u64,
        })
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

/// The periodicity theorem of Guy and Smith, for a heap game in which a
/// move takes at most `t` counters from one heap and leaves at most two
/// heaps (every octal game with `t` code digits after the point): if
/// `G(n + p) = G(n)` for `n0 <= n < 2·n0 + p + t`, then for every `n >= n0`.
///
/// Why: take `N >= 2·n0 + p + t` and assume the claim below `N + p`. A move
/// from `N + p` that takes `k <= t` counters leaves one heap `N + p - k`,
/// matched with `N - k` (both at least `n0`), or two heaps `a <= b` with
/// `b >= (N + p - k) / 2 >= n0 + p`, matched with `a, b - p`; conversely a
/// split `a <= b` of `N - k` has `b >= n0`, matched with `a, b + p`. The
/// matched options have equal values, so `G(N + p) = G(N)`.
///
/// Returns the certificate when `values` covers the window and every check
/// in it holds.
pub fn guy_smith(values: &[Nimber], preperiod: u64, period: u64, t: u64) -> Option<Certificate> {
    if period == 0 {
        return None;
    }
    let last = 2 * preperiod + period + t - 1;
    let len = values.len() as u64;
    if last + period >= len {
        return None;
    }
    let holds = (preperiod..=last).all(|n| values[(n + period) as usize] == values[n as usize]);
    holds.then(|| Certificate {
        theorem: "the periodicity theorem of Guy and Smith".to_string(),
        statement: format!(
            "G(n + {period}) = G(n) checked for {preperiod} ≤ n ≤ {last}: a move takes at most \
             {t} and leaves at most two heaps, so it holds for every n ≥ {preperiod}"
        ),
        preperiod,
        period,
        window: (preperiod, last),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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
