//! The search of whole grids the games on a grid of coins are checked
//! against, shared by the test files that use it.
#![allow(dead_code)]

use grundy::games::coins::rugs::Rug;

/// The side of the grids searched: every 4 × 4 grid, 65,536 of them.
pub const SIDE: usize = 4;

/// G of every grid by the definition, from each coin's move masks (a coin
/// at bit `r * SIDE + c`). A move clears its corner, the highest bit it
/// flips, so every option is a smaller number.
pub fn search(masks: impl Fn(usize, usize) -> Vec<u16>) -> Vec<u8> {
    let moves: Vec<Vec<u16>> = (0..SIDE * SIDE)
        .map(|k| masks(k / SIDE, k % SIDE))
        .collect();
    let mut g = vec![0u8; 1 << (SIDE * SIDE)];
    let mut seen = [false; 256];
    for p in 1..g.len() {
        seen.fill(false);
        for (k, flips) in moves.iter().enumerate() {
            if p >> k & 1 == 1 {
                for &m in flips {
                    seen[g[p ^ m as usize] as usize] = true;
                }
            }
        }
        g[p] = (0..=255u8).find(|&v| !seen[v as usize]).unwrap();
    }
    g
}

/// The grid of number `p`, a head wherever its bit is set.
pub fn grid(p: usize) -> Rug {
    (0..SIDE)
        .map(|r| (0..SIDE).map(|c| p >> (r * SIDE + c) & 1 == 1).collect())
        .collect()
}

/// The mask of every coin of `rows` × `columns`.
pub fn product_mask(rows: &[usize], columns: &[usize]) -> u16 {
    let mut m = 0u16;
    for &x in rows {
        for &y in columns {
            m |= 1 << (x * SIDE + y);
        }
    }
    m
}
