//! Subtraction games: a move takes `s` counters from one heap, for `s` in a
//! fixed finite set `S` of positive integers (`subtraction:1,3,4`).
//!
//! # Why the values are periodic, and how the period is proved
//!
//! Let `m = max(S)`. For `n ≥ m` every `s ∈ S` is a legal take, so
//! `G(n) = mex { G(n − s) : s ∈ S }` depends only on the window of the `m`
//! values `G(n − m), ..., G(n − 1)`. If the window starting at `i` equals
//! the window starting at `j > i`, the next values agree,
//! `G(i + m) = G(j + m)`, so the windows starting at `i + 1` and `j + 1`
//! agree too, and by induction `G(n + p) = G(n)` for every `n ≥ i`, with
//! `p = j − i`. The values are at most `|S|`, so there are finitely many
//! windows and one must repeat.
//!
//! The game computes values until the first window that repeats an earlier
//! one. That first repeat gives the least period and the least pre-period:
//! a shorter period `q` from `i` (or the period `p` from `i − 1`) would
//! have shown an earlier repeat, at `i + q` (or `i − 1 + p`). Every heap,
//! up to `u64::MAX`, then has its value by folding into the table.

use super::rule::HeapRule;
use crate::Nimber;
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

/// The largest number a subtraction set may hold.
pub const MAX_TAKE: u64 = 1_000;

/// The most values computed while looking for the repeating window.
pub const MAX_SEARCH: usize = 2_000_000;

/// Why a subtraction set cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SubtractionError {
    /// No numbers were given.
    Empty,
    /// A part that is not a whole number.
    NotANumber(String),
    /// A take of 0, which would not be a move.
    Zero,
    /// A take larger than [`MAX_TAKE`].
    TooLarge(u64),
    /// No window repeated within [`MAX_SEARCH`] values.
    NoPeriodFound,
}

impl fmt::Display for SubtractionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SubtractionError::Empty => {
                write!(
                    f,
                    "a subtraction game needs its set, as in subtraction:1,3,4"
                )
            }
            SubtractionError::NotANumber(t) => write!(
                f,
                "'{t}' is not a whole number: write the set as numbers joined by commas"
            ),
            SubtractionError::Zero => write!(f, "0 is not a take: every number must be positive"),
            SubtractionError::TooLarge(n) => {
                write!(f, "{n} is larger than {MAX_TAKE}, the largest take allowed")
            }
            SubtractionError::NoPeriodFound => write!(
                f,
                "no period shows within {MAX_SEARCH} heaps, so heaps cannot be valued"
            ),
        }
    }
}

impl std::error::Error for SubtractionError {}

/// The values up to the end of the first period, and where it starts.
#[derive(Debug)]
struct Table {
    values: Vec<u16>,
    preperiod: u64,
    period: u64,
}

/// A subtraction game, with its values' table computed when it is made.
#[derive(Clone, Debug)]
pub struct Subtraction {
    set: Vec<u64>,
    table: Arc<Table>,
}

impl PartialEq for Subtraction {
    fn eq(&self, other: &Subtraction) -> bool {
        self.set == other.set
    }
}

impl Eq for Subtraction {}

impl Subtraction {
    /// Reads a set written `1,3,4` (spaces allowed, order and repeats do
    /// not matter).
    pub fn parse(text: &str) -> Result<Subtraction, SubtractionError> {
        let mut set = Vec::new();
        for part in text.split(',') {
            let part = part.trim();
            if part.is_empty() && text.trim().is_empty() {
                return Err(SubtractionError::Empty);
            }
            let n: u64 = part
                .parse()
                .map_err(|_| SubtractionError::NotANumber(part.to_string()))?;
            if n == 0 {
                return Err(SubtractionError::Zero);
            }
            if n > MAX_TAKE {
                return Err(SubtractionError::TooLarge(n));
            }
            set.push(n);
        }
        Subtraction::new(set)
    }

    /// The game with the takes in `set`.
    pub fn new(mut set: Vec<u64>) -> Result<Subtraction, SubtractionError> {
        set.sort_unstable();
        set.dedup();
        match (set.first(), set.last()) {
            (None, _) => return Err(SubtractionError::Empty),
            (Some(0), _) => return Err(SubtractionError::Zero),
            (_, Some(&m)) if m > MAX_TAKE => return Err(SubtractionError::TooLarge(m)),
            _ => {}
        }
        let table = Arc::new(build(&set)?);
        Ok(Subtraction { set, table })
    }

    /// The takes, smallest first.
    pub fn set(&self) -> &[u64] {
        &self.set
    }

    /// The largest take: the length of the window that decides the values.
    pub fn max_take(&self) -> u64 {
        self.set[self.set.len() - 1]
    }

    /// The least pre-period.
    pub fn preperiod(&self) -> u64 {
        self.table.preperiod
    }

    /// The least period.
    pub fn period(&self) -> u64 {
        self.table.period
    }

    /// The value of a heap of `n`, for every `n`.
    pub fn value(&self, n: u64) -> Nimber {
        let t = &self.table;
        let i = if n < t.preperiod + t.period {
            n
        } else {
            t.preperiod + (n - t.preperiod) % t.period
        };
        Nimber(u64::from(t.values[i as usize]))
    }

    /// The proof of the period in words, with its window.
    pub fn reason(&self) -> String {
        let (pre, p, m) = (self.preperiod(), self.period(), self.max_take());
        format!(
            "each value depends only on the {m} before it (the largest take), and the {m} \
             values from heap {pre} repeat from heap {}: so G(n + {p}) = G(n) for every \
             n ≥ {pre}",
            pre + p
        )
    }

    /// The set as the spec writes it (`1,3,4`).
    pub fn set_text(&self) -> String {
        let parts: Vec<String> = self.set.iter().map(u64::to_string).collect();
        parts.join(",")
    }
}

/// Values until the first repeated window of `max(set)` values.
fn build(set: &[u64]) -> Result<Table, SubtractionError> {
    let m = set[set.len() - 1] as usize;
    let mut values: Vec<u16> = Vec::new();
    let mut seen = vec![0u32; set.len() + 2];
    let mut next = |values: &Vec<u16>, stamp: u32| -> u16 {
        let n = values.len();
        for &s in set {
            let s = s as usize;
            if s <= n {
                seen[values[n - s] as usize] = stamp;
            }
        }
        (0..).find(|&v| seen[v as usize] != stamp).unwrap_or(0)
    };
    for stamp in 1..=m as u32 {
        let v = next(&values, stamp);
        values.push(v);
    }
    // Windows by a rolling hash, checked value by value on a match.
    const BASE: u64 = 0x9E37_79B9_7F4A_7C15;
    let top = (1..m).fold(1u64, |acc, _| acc.wrapping_mul(BASE));
    let mut hash = values.iter().fold(0u64, |h, &v| {
        h.wrapping_mul(BASE).wrapping_add(u64::from(v))
    });
    let mut starts: HashMap<u64, Vec<usize>> = HashMap::new();
    let mut j = 0usize;
    loop {
        if let Some(list) = starts.get(&hash) {
            if let Some(&i) = list.iter().find(|&&i| values[i..i + m] == values[j..j + m]) {
                values.truncate(j);
                return Ok(Table {
                    values,
                    preperiod: i as u64,
                    period: (j - i) as u64,
                });
            }
        }
        starts.entry(hash).or_default().push(j);
        if values.len() >= MAX_SEARCH {
            return Err(SubtractionError::NoPeriodFound);
        }
        let v = next(&values, (values.len() + 1) as u32);
        values.push(v);
        hash = hash
            .wrapping_sub(u64::from(values[j]).wrapping_mul(top))
            .wrapping_mul(BASE)
            .wrapping_add(u64::from(v));
        j += 1;
    }
}

impl HeapRule for Subtraction {
    fn rule_spec(&self) -> String {
        format!("subtraction:{}", self.set_text())
    }

    fn rule_name(&self) -> String {
        format!(
            "Subtraction game {{{}}}",
            self.set_text().replace(',', ", ")
        )
    }

    fn leaves(&self, h: u64) -> Box<dyn Iterator<Item = Vec<u64>> + '_> {
        Box::new(self.set.iter().filter(move |&&s| s <= h).map(move |&s| {
            if s == h {
                Vec::new()
            } else {
                vec![h - s]
            }
        }))
    }

    fn allows(&self, h: u64, leaves: &[u64]) -> bool {
        match leaves {
            [] => self.set.contains(&h),
            [x] => *x < h && self.set.contains(&(h - x)),
            _ => false,
        }
    }

    fn heap_value(&self, h: u64) -> Option<Nimber> {
        Some(self.value(h))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Solver;

    #[test]
    fn one_two_three_has_period_four_from_zero() {
        let g = Subtraction::parse("3, 1,2").unwrap();
        assert_eq!((g.preperiod(), g.period()), (0, 4));
        assert_eq!(g.value(u64::MAX), Nimber(u64::MAX % 4));
        assert_eq!(g.rule_spec(), "subtraction:1,2,3");
    }

    #[test]
    fn table_values_equal_brute_force() {
        for text in ["1,3,4", "2,5", "1", "3,7,8", "2,3,9"] {
            let g = Subtraction::parse(text).unwrap();
            let solver = Solver::brute_force(g.clone());
            for n in 0..300 {
                assert_eq!(g.value(n), solver.value(&vec![n]), "{text}, heap {n}");
            }
        }
    }

    #[test]
    fn the_least_period_and_preperiod_are_found() {
        // {2, 5}: 0 0 1 1 0 2 1 0 0 1 1 0 2 1 ..., period 7 from 0.
        let g = Subtraction::parse("2,5").unwrap();
        assert_eq!((g.preperiod(), g.period()), (0, 7));
        // {1, 3, 4}: 0 1 0 1 2 3 2, period 7 from 0.
        let g = Subtraction::parse("1,3,4").unwrap();
        assert_eq!((g.preperiod(), g.period()), (0, 7));
    }

    #[test]
    fn bad_sets_are_typed_errors() {
        assert_eq!(Subtraction::parse(""), Err(SubtractionError::Empty));
        assert_eq!(Subtraction::parse("1,0"), Err(SubtractionError::Zero));
        assert_eq!(
            Subtraction::parse("1,x"),
            Err(SubtractionError::NotANumber("x".to_string()))
        );
        assert_eq!(
            Subtraction::parse("1,,2"),
            Err(SubtractionError::NotANumber(String::new()))
        );
        assert_eq!(
            Subtraction::parse("5000"),
            Err(SubtractionError::TooLarge(5000))
        );
        assert_eq!(
            Subtraction::parse("-3"),
            Err(SubtractionError::NotANumber("-3".to_string()))
        );
    }
}
