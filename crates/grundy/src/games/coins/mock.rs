//! Mock Turtles: flip one, two or three coins, the rightmost head to tail.
//!
//! The notes number the coins from 0, as the text does, and find that a
//! lone head at coin `n` has the value of whichever of `2n` and `2n + 1` is
//! odious (an odd number of ones in binary). The values of heads are all
//! odious, and a nim-sum of odious numbers is 0 only for an even count of
//! them; dropping the last bit, the losing positions are those with an
//! even number of heads whose coin numbers have nim-sum 0.

use crate::Nimber;

/// The notes' number of the coin at index `i`: the index itself.
pub fn number(i: usize) -> u64 {
    i as u64
}

/// True when `n` has an odd number of ones in binary.
pub fn is_odious(n: u64) -> bool {
    n.count_ones() % 2 == 1
}

/// The value of a lone head at coin `i`: the odious one of `2i`, `2i + 1`.
pub fn value(i: usize) -> Nimber {
    let even = 2 * i as u64;
    Nimber(if is_odious(even) { even } else { even + 1 })
}

/// The sets of other coins a move from the head at `head` may flip: up to
/// two coins to its left.
pub fn others(head: usize) -> impl Iterator<Item = Vec<usize>> {
    let singles = (0..head).rev().map(|m| vec![m]);
    let pairs = (0..head)
        .rev()
        .flat_map(move |j| (0..j).rev().map(move |i| vec![i, j]));
    std::iter::once(Vec::new()).chain(singles).chain(pairs)
}

/// Why the coins (sorted, the head last) are not a move, if they are not.
pub fn check(coins: &[usize]) -> Result<(), String> {
    if coins.len() <= 3 {
        Ok(())
    } else {
        Err("Mock Turtles flips one, two or three coins".to_string())
    }
}

/// The value of a lone head at index `i`, in the notes' words.
pub fn reason(i: usize) -> String {
    let n = number(i);
    let v = value(i).get();
    format!(
        "a head at coin {n} has value {v}: of 2·{n} = {} and 2·{n} + 1 = {}, {v} is the odious one \
         (binary {v:b} has an odd number of ones)",
        2 * n,
        2 * n + 1
    )
}

/// The notes' rule for losing positions: an even number of heads, and the
/// nim-sum of their coin numbers is 0.
pub fn is_losing(row: &[bool]) -> bool {
    let heads: Vec<u64> = row
        .iter()
        .enumerate()
        .filter(|&(_, &h)| h)
        .map(|(i, _)| number(i))
        .collect();
    heads.len() % 2 == 0 && heads.iter().fold(0, |a, b| a ^ b) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_odious() {
        for i in 0..200 {
            assert!(is_odious(value(i).get()));
        }
    }

    #[test]
    fn a_head_has_moves_for_every_pair_to_its_left() {
        // 1 alone, 3 singles, 3 pairs.
        assert_eq!(others(3).count(), 7);
    }

    #[test]
    fn two_heads_on_equal_numbers_cannot_happen_so_two_heads_win() {
        assert!(!is_losing(&[true, true]));
        assert!(is_losing(&[]));
        // Heads at 1, 2, 3: three heads, so not losing although 1^2^3 = 0.
        assert!(!is_losing(&[false, true, true, true]));
    }
}
