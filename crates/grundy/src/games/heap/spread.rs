//! Schrage's generalisation of Grundy's game (Fibonacci Quarterly, 1985,
//! §4): a move splits one heap into two non-empty heaps whose sizes differ
//! by at least `d` (`grundy:d=2`). With `d = 1` it is Grundy's game, with
//! `d = 0` a heap may also be halved.
//!
//! A heap of `n` splits into `a + (n − a)` for `1 ≤ a` and
//! `(n − a) − a ≥ d`, that is `a ≤ (n − d) / 2`. For `d ≠ 1` the values
//! come from the definition, the mex of the nim-sums of every split
//! ([`SpreadSeries`]); Grundy's game keeps its sparse method.
//!
//! With `d = 0` every move adds one heap, so a heap of `n` is split
//! `n − 1` times however the game goes: `G(n) = (n − 1) mod 2` for
//! `n ≥ 1` ([`halving_value`]).

use crate::number::parse_number;
use crate::Nimber;
use std::fmt;

/// The largest heap a position may hold when `d ≠ 1`: each heap costs
/// `n / 2` splits, so a position's values take a few hundredths of a
/// second at most (the octal games' reach).
pub const MAX_SPREAD_HEAP: u64 = 10_000;

/// The largest smaller part of a split of `n` with parts differing by at
/// least `d`; no split when it is 0.
pub fn largest_small_part(n: u64, d: u64) -> u64 {
    n.saturating_sub(d) / 2
}

/// Whether `leaves` (smaller first) is a split of a heap of `h` with parts
/// differing by at least `d`.
pub fn is_split(h: u64, d: u64, leaves: &[u64]) -> bool {
    matches!(leaves, [a, b] if *a >= 1 && a <= b && a.checked_add(*b) == Some(h) && b - a >= d)
}

/// `G(n)` for `d = 0`, where every game from a heap of `n` lasts `n − 1`
/// moves.
pub fn halving_value(n: u64) -> Nimber {
    Nimber(n.saturating_sub(1) % 2)
}

/// Why `grundy:...` or `rectangles:...` names no game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GrundySpecError {
    /// An option other than `d=D` (of Grundy's game or the rectangle
    /// game).
    UnknownOption(String),
    /// `d=` followed by something that is not a whole number.
    BadD(String),
}

impl fmt::Display for GrundySpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GrundySpecError::UnknownOption(o) => write!(
                f,
                "the one option is d=D (grundy:d=2, rectangles:d=2: the two parts of a split \
                 differ by at least D), not '{o}'"
            ),
            GrundySpecError::BadD(d) => write!(
                f,
                "d is how much the two heaps of a split must differ, a whole number from 0 \
                 (grundy:d=2), not '{d}'"
            ),
        }
    }
}

impl std::error::Error for GrundySpecError {}

/// Reads the options of `grundy:OPTIONS` or `rectangles:OPTIONS`: nothing,
/// or `d=D`. Gives `D`
/// (1 when there are no options).
pub fn parse_d(options: &str) -> Result<u64, GrundySpecError> {
    let options = options.trim();
    if options.is_empty() {
        return Ok(1);
    }
    let Some((key, value)) = options.split_once('=') else {
        return Err(GrundySpecError::UnknownOption(options.to_string()));
    };
    if !key.trim().eq_ignore_ascii_case("d") {
        return Err(GrundySpecError::UnknownOption(options.to_string()));
    }
    parse_number(value, u64::MAX).map_err(|_| GrundySpecError::BadD(value.trim().to_string()))
}

/// The values of the game with parts differing by at least `d`, by the
/// definition, one heap per step.
#[derive(Clone, Debug)]
pub struct SpreadSeries {
    d: u64,
    values: Vec<u16>,
    /// `seen[v] == stamp` when value `v` is among the options of the heap
    /// in hand.
    seen: Vec<u32>,
}

impl SpreadSeries {
    /// A run with no values yet.
    pub fn new(d: u64) -> SpreadSeries {
        SpreadSeries {
            d,
            values: Vec::new(),
            seen: vec![0; 64],
        }
    }

    /// The values so far, `G(0), G(1), ...`.
    pub fn values(&self) -> &[u16] {
        &self.values
    }

    /// How many heaps have a value.
    pub fn len(&self) -> u64 {
        self.values.len() as u64
    }

    /// True before the first value.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// `G(n)`, if computed.
    pub fn get(&self, n: u64) -> Option<Nimber> {
        let i = usize::try_from(n).ok()?;
        self.values.get(i).map(|&v| Nimber(u64::from(v)))
    }

    /// Computes values until heap `last` has one, at most `budget` heaps
    /// in this call; returns whether `last` is reached.
    pub fn step(&mut self, last: u64, budget: u64) -> bool {
        let mut left = budget;
        while self.len() <= last {
            if left == 0 {
                return false;
            }
            self.push_next();
            left -= 1;
        }
        true
    }

    fn push_next(&mut self) {
        let n = self.values.len();
        // A heap of n has at most n / 2 splits, so its value is at most
        // n / 2 and `seen` never needs to grow past n / 2 + 1.
        let stamp = n as u32 + 1;
        let top = largest_small_part(n as u64, self.d) as usize;
        for a in 1..=top {
            let v = usize::from(self.values[a] ^ self.values[n - a]);
            if v >= self.seen.len() {
                self.seen.resize(2 * v + 2, 0);
            }
            self.seen[v] = stamp;
        }
        let v = (0..)
            .find(|&v| self.seen.get(v).is_none_or(|&s| s != stamp))
            .unwrap_or(0);
        self.values.push(v as u16);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_read_as_d() {
        assert_eq!(parse_d(""), Ok(1));
        assert_eq!(parse_d("d=0"), Ok(0));
        assert_eq!(parse_d("D = 1e3"), Ok(1000));
        assert!(matches!(
            parse_d("k=2"),
            Err(GrundySpecError::UnknownOption(_))
        ));
        assert!(matches!(
            parse_d("2"),
            Err(GrundySpecError::UnknownOption(_))
        ));
        assert_eq!(parse_d("d=-1"), Err(GrundySpecError::BadD("-1".into())));
        assert_eq!(parse_d("d="), Err(GrundySpecError::BadD(String::new())));
    }

    #[test]
    fn splits_differ_by_at_least_d() {
        assert_eq!(largest_small_part(6, 0), 3);
        assert_eq!(largest_small_part(6, 1), 2);
        assert_eq!(largest_small_part(6, 2), 2);
        assert_eq!(largest_small_part(6, 3), 1);
        assert_eq!(largest_small_part(6, 5), 0);
        assert_eq!(largest_small_part(3, 9), 0);
        assert!(is_split(6, 0, &[3, 3]) && !is_split(6, 1, &[3, 3]));
        assert!(is_split(7, 3, &[2, 5]) && !is_split(7, 4, &[2, 5]));
        assert!(!is_split(7, 0, &[0, 7]) && !is_split(7, 0, &[5, 2]));
    }

    #[test]
    fn halving_allowed_makes_the_parity_of_the_moves() {
        let mut s = SpreadSeries::new(0);
        s.step(500, u64::MAX);
        for n in 0..=500 {
            assert_eq!(s.get(n), Some(halving_value(n)), "heap {n}");
        }
    }

    #[test]
    fn the_run_stops_at_its_budget_and_resumes() {
        let mut s = SpreadSeries::new(2);
        assert!(!s.step(100, 40));
        assert_eq!(s.len(), 40);
        assert!(s.step(100, 1000));
        assert_eq!(s.len(), 101);
    }
}
