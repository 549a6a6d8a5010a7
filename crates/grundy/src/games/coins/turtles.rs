//! Turning Turtles: flip a head to tails and at most one coin to its left.
//!
//! The notes number the coins from 1, so the coin at index `i` (from 0,
//! leftmost) is their coin `i + 1`, and a lone head there is a Nim heap of
//! `i + 1`: flipping it alone empties the heap, and flipping coin `m` too
//! leaves a heap of `m` (two equal heaps cancel when coin `m` was a head).

use crate::Nimber;

/// The notes' number of the coin at index `i`.
pub fn number(i: usize) -> u64 {
    i as u64 + 1
}

/// The value of a lone head at index `i`: the Nim heap `i + 1`.
pub fn value(i: usize) -> Nimber {
    Nimber(number(i))
}

/// The sets of other coins a move from the head at `head` may flip: none,
/// or any one coin to its left.
pub fn others(head: usize) -> impl Iterator<Item = Vec<usize>> {
    std::iter::once(Vec::new()).chain((0..head).rev().map(|m| vec![m]))
}

/// Why the coins (sorted, the head last) are not a move, if they are not.
pub fn check(coins: &[usize]) -> Result<(), String> {
    if coins.len() <= 2 {
        Ok(())
    } else {
        Err("Turning Turtles flips the head and at most one coin to its left".to_string())
    }
}

/// The value of a lone head at index `i`, in the notes' words.
pub fn reason(i: usize) -> String {
    format!(
        "a head at coin {} is a Nim heap of {}: flipping it alone empties the heap, \
         flipping it with coin m leaves a heap of m",
        number(i),
        number(i)
    )
}

/// The Nim heaps of a row: one per head, its number.
pub fn heaps(row: &[bool]) -> Vec<u64> {
    row.iter()
        .enumerate()
        .filter(|&(_, &h)| h)
        .map(|(i, _)| number(i))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heads_are_heaps_numbered_from_one() {
        assert_eq!(heaps(&[false, true, true, false, true]), vec![2, 3, 5]);
    }

    #[test]
    fn a_head_has_one_more_move_than_its_index() {
        assert_eq!(others(3).count(), 4);
        assert!(check(&[0, 1, 2]).is_err());
    }
}
