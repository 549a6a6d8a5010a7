//! One number of a coin rule's shape, as the rules of rows (`coins:RULE`)
//! and of grids (`coins2d:RULE`) write it: a fixed distance, or a letter
//! standing for any distance from 1.

use std::fmt;

/// A fixed distance, or a letter (0 for `a`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Step {
    /// This many coins away.
    Fixed(usize),
    /// Any number of coins from 1, the same throughout its shape.
    Letter(u8),
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::Fixed(n) => write!(f, "{n}"),
            Step::Letter(l) => write!(f, "{}", char::from(b'a' + l)),
        }
    }
}

impl Step {
    /// A letter `a` to `z`, or a whole number in `range`; `None` otherwise.
    pub fn read(text: &str, range: std::ops::Range<usize>) -> Option<Step> {
        match text.trim().as_bytes() {
            [l @ b'a'..=b'z'] => Some(Step::Letter(l - b'a')),
            _ => (text.trim().parse::<usize>().ok())
                .filter(|n| range.contains(n))
                .map(Step::Fixed),
        }
    }

    /// The number a choice of the letters (`choice[i]` for `letters[i]`)
    /// makes of this step.
    pub fn at(self, letters: &[u8], choice: &[usize]) -> usize {
        match self {
            Step::Fixed(n) => n,
            Step::Letter(l) => choice[letters.iter().position(|&x| x == l).unwrap_or(0)],
        }
    }
}

/// The letters among `steps`, each once, in order.
pub fn letters(steps: impl IntoIterator<Item = Step>) -> Vec<u8> {
    let mut out: Vec<u8> = steps
        .into_iter()
        .filter_map(|s| match s {
            Step::Letter(l) => Some(l),
            Step::Fixed(_) => None,
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_read_letters_and_numbers_in_range() {
        assert_eq!(Step::read(" b", 0..5), Some(Step::Letter(1)));
        assert_eq!(Step::read("4", 0..5), Some(Step::Fixed(4)));
        assert_eq!(Step::read("5", 0..5), None);
        assert_eq!(Step::read("ab", 0..5), None);
        assert_eq!(
            letters([Step::Letter(2), Step::Fixed(1), Step::Letter(0)]),
            [0, 2]
        );
        assert_eq!(Step::Letter(2).at(&[0, 2], &[7, 9]), 9);
    }
}
