//! Ruler: flip any run of consecutive coins, the rightmost head to tail.
//!
//! The notes number the coins from 1, so the coin at index `i` is their
//! coin `i + 1`, and a lone head there has value
//! `mex {0, g(n-1), g(n-1) ⊕ g(n-2), …}`, which is the largest power of 2
//! dividing `n = i + 1` (the marks of a ruler: 1 2 1 4 1 2 1 8 …).

use crate::Nimber;

/// The notes' number of the coin at index `i`.
pub fn number(i: usize) -> u64 {
    i as u64 + 1
}

/// The value of a lone head at index `i`: the largest power of 2 dividing
/// `i + 1`.
pub fn value(i: usize) -> Nimber {
    let n = number(i);
    Nimber(n & n.wrapping_neg())
}

/// The sets of other coins a move from the head at `head` may flip: the
/// runs that end just left of it, shortest first.
pub fn others(head: usize) -> impl Iterator<Item = Vec<usize>> {
    (0..=head).rev().map(move |start| (start..head).collect())
}

/// Why the coins (sorted, the head last) are not a move, if they are not.
pub fn check(coins: &[usize]) -> Result<(), String> {
    if coins.windows(2).all(|w| w[1] == w[0] + 1) {
        Ok(())
    } else {
        Err("Ruler flips a run of consecutive coins".to_string())
    }
}

/// The value of a lone head at index `i`, in the notes' words.
pub fn reason(i: usize) -> String {
    let n = number(i);
    format!(
        "a head at coin {n} has value {}, the largest power of 2 dividing {n}",
        value(i)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_the_marks_of_a_ruler() {
        let v: Vec<u64> = (0..8).map(|i| value(i).get()).collect();
        assert_eq!(v, vec![1, 2, 1, 4, 1, 2, 1, 8]);
    }

    #[test]
    fn runs_must_be_consecutive() {
        assert!(check(&[2, 3, 4]).is_ok());
        assert!(check(&[1, 3]).is_err());
        assert_eq!(others(2).count(), 3);
    }
}
