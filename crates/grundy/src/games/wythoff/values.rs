//! Wythoff's game in numbers: the lower Beatty sequence `⌊kφ⌋` in whole
//! numbers at any size, each number's partner in a P-position, and the
//! table of Sprague-Grundy values of the small positions.

use crate::Nimber;
use std::cell::OnceCell;

/// The values are computed for heaps below this many counters.
pub const TABLE: u64 = 256;

const LOW: u128 = u64::MAX as u128;

/// `x · y` in full, as its high and low halves.
fn wide(x: u128, y: u128) -> (u128, u128) {
    let (x1, x0) = (x >> 64, x & LOW);
    let (y1, y0) = (y >> 64, y & LOW);
    let (p00, p01, p10, p11) = (x0 * y0, x0 * y1, x1 * y0, x1 * y1);
    let mid = (p00 >> 64) + (p01 & LOW) + (p10 & LOW);
    let lo = (p00 & LOW) | (mid << 64);
    let hi = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
    (hi, lo)
}

/// `⌊k√5⌋`: the largest r with r² ≤ 5k², found by halving the interval,
/// in whole numbers (5k² may pass 128 bits).
fn floor_k_root5(k: u64) -> u128 {
    let k = u128::from(k);
    let target = wide(k * k, 5);
    let (mut lo, mut hi) = (0u128, 1u128 << 67);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if wide(mid, mid) <= target {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    lo
}

/// `⌊kφ⌋`, φ = (1 + √5)/2, exactly: `(k + ⌊k√5⌋) / 2` (halving the floor
/// loses nothing, √5 being irrational).
pub fn lower(k: u64) -> u128 {
    (u128::from(k) + floor_k_root5(k)) / 2
}

/// The other number of the P-position that holds `n` (each number is in
/// exactly one: `(⌊jφ⌋, ⌊jφ⌋ + j)`), or `None` when it passes the largest
/// heap.
pub fn p_partner(n: u64) -> Option<u64> {
    if n == 0 {
        return Some(0);
    }
    // n = ⌊jφ⌋ for j near n/φ = ⌊nφ⌋ − n …
    let near = (lower(n) - u128::from(n)) as u64;
    for j in near.saturating_sub(1)..=near.saturating_add(2) {
        if lower(j) == u128::from(n) {
            return n.checked_add(j);
        }
    }
    // … or n = ⌊jφ⌋ + j for j near n/φ² = n − n/φ.
    let near = n - near;
    for j in near.saturating_sub(2)..=near.saturating_add(1) {
        let l = lower(j);
        if l + u128::from(j) == u128::from(n) {
            return Some(l as u64);
        }
    }
    None
}

/// The values of the positions with both heaps below [`TABLE`], computed
/// on first use, each the mex over its row, its column and its diagonal.
#[derive(Debug, Default)]
pub(super) struct Table {
    values: OnceCell<Vec<u16>>,
}

/// Words of a set of values below `2 * TABLE`.
const WORDS: usize = (2 * TABLE as usize).div_ceil(64);

type Seen = [u64; WORDS];

fn mark(seen: &mut Seen, v: u16) {
    seen[usize::from(v) / 64] |= 1 << (v % 64);
}

impl Table {
    fn values(&self) -> &[u16] {
        self.values.get_or_init(|| {
            let n = TABLE as usize;
            let mut values = vec![0u16; n * n];
            // Values met so far in each column (heap 2 fixed), each
            // diagonal (by heap 2 − heap 1, offset), and the row being made.
            let mut columns = vec![[0u64; WORDS]; n];
            let mut diagonals = vec![[0u64; WORDS]; 2 * n];
            for a in 0..n {
                let mut row = [0u64; WORDS];
                for b in 0..n {
                    let d = b + n - a;
                    let mut v = 0u16;
                    for w in 0..WORDS {
                        let taken = row[w] | columns[b][w] | diagonals[d][w];
                        if taken != u64::MAX {
                            v = (w * 64) as u16 + taken.trailing_ones() as u16;
                            break;
                        }
                    }
                    values[a * n + b] = v;
                    mark(&mut row, v);
                    mark(&mut columns[b], v);
                    mark(&mut diagonals[d], v);
                }
            }
            values
        })
    }

    /// The value of heaps `a` and `b`, when both are in the table.
    pub(super) fn value(&self, a: u64, b: u64) -> Option<Nimber> {
        (a < TABLE && b < TABLE).then(|| Nimber(u64::from(self.values()[(a * TABLE + b) as usize])))
    }
}
