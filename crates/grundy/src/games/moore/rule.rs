//! Moore's rule for Nim_k: which positions lose, and the winning move
//! from every other one, at any size; and how many moves a position has,
//! and what a search of its values would cost, counted without listing
//! them.

use super::moore_move::MooreMove;

/// Each binary column's digit sum, from the ones column up.
pub fn column_sums(heaps: &[u64]) -> Vec<u64> {
    let top = heaps
        .iter()
        .map(|h| 64 - h.leading_zeros())
        .max()
        .unwrap_or(0);
    (0..top)
        .map(|bit| heaps.iter().filter(|&&h| h >> bit & 1 == 1).count() as u64)
        .collect()
}

/// Moore's rule: the player to move loses when every column sum is
/// divisible by `k + 1`.
pub fn is_losing(heaps: &[u64], k: u32) -> bool {
    column_sums(heaps)
        .iter()
        .all(|s| s % (u64::from(k) + 1) == 0)
}

/// The winning move Moore's rule gives, or `None` from a losing position.
///
/// Going down the columns, heaps already reduced (at most `k`) may take
/// any digits below. In each column, with `r` the digit sum of the other
/// heaps modulo `k + 1`: if `r` more heaps may still be chosen, `r` of the
/// heaps with a 1 there are reduced by clearing it; otherwise `k + 1 - r`
/// of the reduced heaps take a 1 there. Every column then sums to a
/// multiple of `k + 1`.
pub fn rule_move(heaps: &[u64], k: u32) -> Option<MooreMove> {
    if is_losing(heaps, k) {
        return None;
    }
    let k = k as usize;
    let modulus = k as u64 + 1;
    let mut new = heaps.to_vec();
    let mut chosen: Vec<usize> = Vec::new();
    // Membership by index, so thousands of heaps cost no search of `chosen`.
    let mut is_chosen = vec![false; heaps.len()];
    let top = column_sums(heaps).len();
    for bit in (0..top).rev() {
        let ones: Vec<usize> = (0..heaps.len())
            .filter(|&i| !is_chosen[i] && heaps[i] >> bit & 1 == 1)
            .collect();
        let r = (ones.len() as u64 % modulus) as usize;
        for &c in &chosen {
            new[c] &= !(1 << bit);
        }
        if r == 0 {
            continue;
        }
        if chosen.len() + r <= k {
            for &i in &ones[..r] {
                new[i] &= !(1 << bit);
                // Below a cleared digit the heap is free: start from zeros.
                new[i] &= !((1u64 << bit) - 1);
                chosen.push(i);
                is_chosen[i] = true;
            }
        } else {
            let need = k + 1 - r;
            for &c in &chosen[..need] {
                new[c] |= 1 << bit;
            }
        }
    }
    let mut takes: Vec<(usize, u64, u64)> = chosen.iter().map(|&i| (i, heaps[i], new[i])).collect();
    takes.sort_unstable();
    Some(MooreMove::new(heaps, takes))
}

/// The elementary symmetric sums `e_0 … e_j` of the heaps' sizes, `j` at
/// most `k` and the number of heaps: `e_i` counts the moves that take from
/// exactly `i` heaps (saturating at `u128::MAX`).
fn symmetric_sums(heaps: &[u64], k: u32) -> Vec<u128> {
    let live: Vec<u128> = heaps
        .iter()
        .filter(|&&h| h > 0)
        .map(|&h| h.into())
        .collect();
    // More sums than heaps are all 0: a huge k costs no memory.
    let top = (k as usize).min(live.len());
    let mut e = vec![0u128; top + 1];
    e[0] = 1;
    for &h in &live {
        for j in (1..e.len()).rev() {
            e[j] = e[j].saturating_add(e[j - 1].saturating_mul(h));
        }
    }
    e
}

/// How many moves `heaps` has when a move takes from 1 to `k` heaps (or
/// exactly `k`, with `exact`), counted without listing them.
pub fn move_count(heaps: &[u64], k: u32, exact: bool) -> u128 {
    let e = symmetric_sums(heaps, k);
    if exact {
        return if e.len() == k as usize + 1 {
            e[k as usize]
        } else {
            0
        };
    }
    e[1..].iter().fold(0u128, |a, &b| a.saturating_add(b))
}

/// Estimates the work of valuing `heaps` by brute force: positions below
/// times the most moves from one.
pub fn brute_force_work(heaps: &[u64], k: u32) -> u128 {
    let states = heaps
        .iter()
        .fold(1u128, |a, &h| a.saturating_mul(u128::from(h) + 1));
    states.saturating_mul(move_count(heaps, k, false).max(1))
}
