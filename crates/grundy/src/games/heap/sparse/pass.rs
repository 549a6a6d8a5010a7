//! The pass over the splits of one heap that looks for the rare values
//! still wanted (values two heaps of the same class reach).
//!
//! While many values are wanted, a block of splits at a time marks every
//! value it reaches, and the wanted values are then looked up; the blocks
//! grow from a few splits, since most heaps find theirs at once. When few
//! are left (the last ones are often reached by few splits, far into the
//! pass), each split's value is compared with them instead, a comparison
//! the compiler does on many splits at once where marking must store one
//! at a time.

use super::table::VALUES;
use std::ops::Range;

/// The first block of splits marked; each next one is twice as long.
const FIRST_BLOCK: usize = 16;

/// The longest block marked before the wanted values are looked up.
const MARK_BLOCK: usize = 256;

/// With this many values wanted or fewer, splits are compared with them.
const COMPARED: usize = 8;

/// The longest block compared before the values found are taken out.
const COMPARE_BLOCK: usize = 512;

/// Where the pass is in the splits `a + (m - a)`, `1 <= a <= half`: first
/// `a` from `start + 1` up to `half`, then from 1 up to `start`.
#[derive(Clone, Copy, Debug)]
pub(super) struct Cursor {
    m: usize,
    half: usize,
    start: usize,
    /// How many splits are read.
    done: usize,
}

impl Cursor {
    /// The splits of `m` counters with smaller part at most `half`,
    /// read from `start + 1` (`start` below `half`).
    pub(super) fn new(m: usize, half: usize, start: usize) -> Cursor {
        Cursor {
            m,
            half,
            start: start.min(half),
            done: 0,
        }
    }

    /// The next block of at most `size` splits, `a0 <= a < a1`.
    fn next_block(&mut self, size: usize) -> Range<usize> {
        let late = self.half - self.start;
        let (a0, end) = if self.done < late {
            (self.start + 1 + self.done, self.half + 1)
        } else {
            (1 + self.done - late, self.start + 1)
        };
        let a1 = end.min(a0 + size);
        self.done += a1 - a0;
        a0..a1
    }

    fn finished(&self) -> bool {
        self.done >= self.half
    }

    /// The smaller parts of the block and the larger ones, the latter in
    /// reverse order (`ys[len - 1 - i]` goes with `xs[i]`).
    fn parts<'a>(&self, values: &'a [u16], block: &Range<usize>) -> (&'a [u16], &'a [u16]) {
        let xs = &values[block.clone()];
        let ys = &values[self.m + 1 - block.end..self.m + 1 - block.start];
        (xs, ys)
    }
}

/// Reads the splits of the cursors, marking in `seen` (with `stamp`) the
/// values reached, until every value in `wanted` is reached or every split
/// is read; the values never reached are left in `wanted`, in order.
/// Returns the number of splits read.
pub(super) fn pass(
    values: &[u16],
    seen: &mut [u32; VALUES],
    stamp: u32,
    cursors: &mut Vec<Cursor>,
    wanted: &mut Vec<u16>,
) -> u64 {
    let mut looked = 0;
    let mut size = FIRST_BLOCK;
    while wanted.len() > COMPARED && !cursors.is_empty() {
        for c in cursors.iter_mut() {
            let block = c.next_block(size);
            let (xs, ys) = c.parts(values, &block);
            for (&x, &y) in xs.iter().zip(ys.iter().rev()) {
                seen[usize::from(x ^ y)] = stamp;
            }
            looked += block.len();
        }
        cursors.retain(|c| !c.finished());
        wanted.retain(|&w| seen[usize::from(w)] != stamp);
        size = (2 * size).min(MARK_BLOCK);
    }
    // Whole chunks of lanes from the first block compared.
    size = size.max(2 * LANES);
    while !wanted.is_empty() && !cursors.is_empty() {
        let mut found = [false; COMPARED];
        for c in cursors.iter_mut() {
            let block = c.next_block(size);
            let (xs, ys) = c.parts(values, &block);
            let hits = reached(xs, ys, wanted);
            found.iter_mut().zip(hits).for_each(|(f, h)| *f |= h);
            looked += block.len();
        }
        cursors.retain(|c| !c.finished());
        let mut i = 0;
        wanted.retain(|_| {
            i += 1;
            !found[i - 1]
        });
        size = (2 * size).min(COMPARE_BLOCK);
    }
    looked as u64
}

/// Which of the (at most [`COMPARED`]) `wanted` values some split of the
/// block reaches. The values are padded with the last one to a count the
/// comparison is made for.
fn reached(xs: &[u16], ys: &[u16], wanted: &[u16]) -> [bool; COMPARED] {
    let mut out = [false; COMPARED];
    let Some(last) = wanted.len().checked_sub(1) else {
        return out;
    };
    let pad = |i: usize| wanted[i.min(last)];
    let mut fill = |hits: &[bool]| out.iter_mut().zip(hits).for_each(|(o, &h)| *o = h);
    match wanted.len() {
        1 => fill(&compare(xs, ys, [wanted[0]])),
        2 => fill(&compare(xs, ys, std::array::from_fn::<_, 2, _>(pad))),
        3 | 4 => fill(&compare(xs, ys, std::array::from_fn::<_, 4, _>(pad))),
        _ => fill(&compare(xs, ys, std::array::from_fn::<_, 8, _>(pad))),
    }
    out
}

/// Splits compared together: a lane each, so that the compiler compares
/// them at once.
const LANES: usize = 32;

/// Whether `x ^ y` equals each of `ws` for some `x` of `xs` and `y` of
/// `ys` read backwards. Each lane gathers a bit per wanted value, with no
/// branch and no store, so the compiler compares [`LANES`] splits at a
/// time.
fn compare<const K: usize>(xs: &[u16], ys: &[u16], ws: [u16; K]) -> [bool; K] {
    let bits = |v: u16| -> u16 {
        let mut b = 0;
        for (k, &w) in ws.iter().enumerate() {
            b |= u16::from(v == w) << k;
        }
        b
    };
    let mut lanes = [0u16; LANES];
    let xc = xs.chunks_exact(LANES);
    let yc = ys.rchunks_exact(LANES);
    let (xr, yr) = (xc.remainder(), yc.remainder());
    for (cx, cy) in xc.zip(yc) {
        for i in 0..LANES {
            lanes[i] |= bits(cx[i] ^ cy[LANES - 1 - i]);
        }
    }
    let mut all = lanes.iter().fold(0, |a, &b| a | b);
    for (&x, &y) in xr.iter().zip(yr.iter().rev()) {
        all |= bits(x ^ y);
    }
    std::array::from_fn(|k| all >> k & 1 != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cursor_reads_from_its_start_then_wraps() {
        let mut c = Cursor::new(20, 10, 6);
        let mut read = Vec::new();
        while !c.finished() {
            read.extend(c.next_block(3));
        }
        assert_eq!(read, [7, 8, 9, 10, 1, 2, 3, 4, 5, 6]);
    }

    #[test]
    fn comparing_finds_what_marking_finds() {
        let values: Vec<u16> = (0..200u16).map(|i| (i * 37 + i / 7) % 23).collect();
        for wanted in [vec![5u16], vec![3, 30], vec![1, 2, 40], vec![0, 9, 17, 60]] {
            let mut marked = [false; 64];
            for a in 1..=99 {
                marked[usize::from(values[a] ^ values[199 - a])] = true;
            }
            let c = Cursor::new(199, 99, 0);
            let (xs, ys) = c.parts(&values, &(1..100));
            let hits = reached(xs, ys, &wanted);
            for (i, &w) in wanted.iter().enumerate() {
                assert_eq!(hits[i], marked[usize::from(w)], "{w}");
            }
        }
    }
}
