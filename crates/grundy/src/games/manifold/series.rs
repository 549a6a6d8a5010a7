//! The G-series of `og` and `ng` by brute force from the moves alone, fast:
//! values kept as bitsets, so a split's nim-sum is found by scanning two
//! sets against each other rather than pair by pair.

use super::surface::Orientability;
use crate::series::SeriesRun;
use crate::Nimber;

/// Bitset helpers for the brute-force series. A value's "forward" set has
/// bit `i` for every index `i` holding that value; a "reversed" set has bit
/// `top - i`, so pairs `(i, j)` with `i + j` fixed line up as one shift.
#[derive(Default)]
struct ValueSets {
    top: usize,
    forward: Vec<Vec<u64>>,
    reversed: Vec<Shifted>,
}

impl ValueSets {
    fn new(top: usize) -> ValueSets {
        ValueSets {
            top,
            ..ValueSets::default()
        }
    }

    fn insert(&mut self, index: usize, v: Nimber) {
        let v = v.0 as usize;
        while self.forward.len() <= v {
            self.forward.push(vec![0; self.top / 64 + 2]);
            self.reversed.push(Shifted::new(self.top));
        }
        self.forward[v][index / 64] |= 1 << (index % 64);
        self.reversed[v].insert(self.top - index);
    }

    fn has(&self, v: usize) -> bool {
        v < self.forward.len()
    }
}

/// A bitset for bits `0..=top` kept as eight byte strings, copy `r` holding
/// the set moved down by `r` bits. The 64 bits from any position are then
/// one unaligned little-endian load, so the scans below shift nothing. The
/// price is memory: eight bits per index, 1 MB per value at genus 10^6.
#[derive(Default)]
struct Shifted {
    copies: [Vec<u8>; 8],
}

impl Shifted {
    fn new(top: usize) -> Shifted {
        // Room for a whole word read from any bit up to two words past
        // `top`, as the scans may ask for.
        let len = (top / 64 + 3) * 8 + 8;
        Shifted {
            copies: std::array::from_fn(|_| vec![0; len]),
        }
    }

    fn insert(&mut self, bit: usize) {
        for (r, copy) in self.copies.iter_mut().enumerate().take(bit + 1) {
            let p = bit - r;
            copy[p / 8] |= 1 << (p % 8);
        }
    }

    /// The bytes whose little-endian words are this set's bits from `start`
    /// on, in steps of 64.
    #[inline]
    fn bytes_at(&self, start: usize) -> &[u8] {
        self.copies[start % 8].get(start / 8..).unwrap_or(&[])
    }
}

/// The `k`-th little-endian word of `bytes` (bytes past the end read as 0).
#[inline]
fn word(bytes: &[u8], k: usize) -> u64 {
    match bytes.get(k * 8..k * 8 + 8) {
        Some(b) => u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]),
        None => 0,
    }
}

/// Is there an `i` in `lo..=hi` with bit `i` of `a` and bit `i + shift` of `b`?
///
/// The two edge words are masked; the words between run in chunks with no
/// branch but one test per chunk, which the compiler vectorises (with
/// unaligned loads from `b`, and no shifts). This scan is the brute-force
/// series' whole cost; in wasm it uses the 128-bit SIMD instructions, which
/// every current browser has, whatever the rest of the module is built with.
#[cfg_attr(target_arch = "wasm32", target_feature(enable = "simd128"))]
fn meets(a: &[u64], b: &Shifted, lo: usize, hi: usize, shift: usize) -> bool {
    if lo > hi {
        return false;
    }
    let (k0, k1) = (lo / 64, hi / 64);
    // Word k of `b_words` lines up with word k of `a`.
    let b_words = b.bytes_at(shift);
    let edge = |k: usize| {
        let mut w = a[k] & word(b_words, k);
        if k == k0 {
            w &= !0 << (lo % 64);
        }
        if k == k1 && hi % 64 != 63 {
            w &= (2u64 << (hi % 64)) - 1;
        }
        w != 0
    };
    if edge(k0) || (k1 > k0 && edge(k1)) {
        return true;
    }
    if k1 <= k0 + 1 {
        return false;
    }
    const CHUNK: usize = 32;
    let middle = &a[k0 + 1..k1];
    let bytes = &b_words[(k0 + 1) * 8..k1 * 8];
    middle
        .chunks(CHUNK)
        .zip(bytes.chunks(CHUNK * 8))
        .any(|(x, y)| {
            x.iter().zip(y.chunks_exact(8)).fold(0, |acc, (x, y)| {
                acc | (x & u64::from_le_bytes([y[0], y[1], y[2], y[3], y[4], y[5], y[6], y[7]]))
            }) != 0
        })
}

/// The mex of the `direct` values (single-piece moves) together with the
/// values `x` for which `pair(x)` finds a split. Values are tried upward
/// and the first one missing is the answer, so only the mex itself needs a
/// full scan of the splits. No split reaches a value above `max_value`.
fn mex_with<F: FnMut(usize) -> bool>(direct: &[Nimber], max_value: usize, mut pair: F) -> Nimber {
    let mut x = 0;
    loop {
        let known = direct.contains(&Nimber(x as u64));
        if !known && (x > max_value || !pair(x)) {
            return Nimber(x as u64);
        }
        x += 1;
    }
}

/// A brute-force G-series computation that can run in steps, so a caller
/// can show progress or stop it (the browser runs it in a worker).
///
/// Values come from the moves alone: (a), (b) for `og`; (c)-(h) for `ng`,
/// whose orientable pieces come from an orientable run computed first. A
/// split is worth the nim-sum of its two pieces.
pub struct GenusRun {
    kind: Orientability,
    n: usize,
    values: Vec<Nimber>,
    /// Values so far, by genus.
    sets: ValueSets,
    /// For `ng`: values by genus parity, index t standing for genus 2t + q.
    by_parity: [ValueSets; 2],
    /// For `ng`: the orientable series to n/2 and its sets, by handle count.
    o: Vec<Nimber>,
    o_sets: ValueSets,
}

impl GenusRun {
    /// A run for genus `0..=n`; nothing is computed yet.
    pub fn new(kind: Orientability, n: u64) -> GenusRun {
        let n = usize::try_from(n).expect("a series fits in memory only for small n");
        let half = n / 2 + 1;
        let (o, o_sets) = match kind {
            Orientability::Orientable => (Vec::new(), ValueSets::new(0)),
            Orientability::Nonorientable => {
                let o = orientable_series((n / 2) as u64);
                let mut sets = ValueSets::new(half);
                for (m, &v) in o.iter().enumerate() {
                    sets.insert(m, v);
                }
                (o, sets)
            }
        };
        GenusRun {
            kind,
            n,
            values: Vec::with_capacity(n + 1),
            sets: ValueSets::new(n),
            by_parity: [ValueSets::new(half), ValueSets::new(half)],
            o,
            o_sets,
        }
    }

    /// The finished series (whatever is done, if stopped early).
    pub fn into_values(self) -> Vec<Nimber> {
        self.values
    }

    /// Any split a + b = g (1 <= a <= g/2) with G(a) ⊕ G(b) = x?
    fn split_reaches(&self, g: usize, x: usize) -> bool {
        let sets = &self.sets;
        (0..sets.forward.len()).any(|v| {
            let w = v ^ x;
            sets.has(w) && meets(&sets.forward[v], &sets.reversed[w], 1, g / 2, self.n - g)
        })
    }

    fn orientable_value(&self, g: usize) -> Nimber {
        if g == 0 {
            return Nimber(0);
        }
        let max = 2 * self.sets.forward.len();
        mex_with(&[self.values[g - 1]], max, |x| self.split_reaches(g, x))
    }

    fn nonorientable_value(&self, g: usize) -> Nimber {
        if g == 0 {
            return Nimber(0);
        }
        let (values, o) = (&self.values, &self.o);
        // (c), then (d) or (f), then (e): at most three single-piece moves,
        // kept on the stack (this runs once per genus).
        let mut direct = [values[g - 1]; 3];
        let mut len = 1;
        let mut push = |v: Nimber| {
            direct[len] = v;
            len += 1;
        };
        if g % 2 == 1 {
            push(o[(g - 1) / 2]);
        }
        if g >= 2 {
            push(values[g - 2]);
            if g % 2 == 0 {
                push(o[(g - 2) / 2]);
            }
        }
        let direct = &direct[..len];
        let max = 2 * self.sets.forward.len().max(self.o_sets.forward.len());
        let q = g % 2;
        let par = &self.by_parity[q];
        let half = self.n / 2 + 1;
        mex_with(direct, max, |x| {
            // (g), then (h): o(m) + n(g - 2m) for 1 <= m, 2m <= g - 1; with
            // g - 2m = 2t + q, t = T - m where T = (g - q)/2.
            self.split_reaches(g, x)
                || (g >= 3
                    && (0..self.o_sets.forward.len()).any(|u| {
                        let w = u ^ x;
                        par.has(w)
                            && meets(
                                &self.o_sets.forward[u],
                                &par.reversed[w],
                                1,
                                (g - 1) / 2,
                                half - (g - q) / 2,
                            )
                    }))
        })
    }
}

impl SeriesRun for GenusRun {
    /// Computes up to `steps` more genera; returns whether the run is finished.
    fn advance(&mut self, steps: u64) -> bool {
        for _ in 0..steps {
            if self.values.len() > self.n {
                break;
            }
            let g = self.values.len();
            let v = match self.kind {
                Orientability::Orientable => self.orientable_value(g),
                Orientability::Nonorientable => self.nonorientable_value(g),
            };
            self.values.push(v);
            self.sets.insert(g, v);
            if self.kind == Orientability::Nonorientable {
                self.by_parity[g % 2].insert(g / 2, v);
            }
        }
        self.values.len() > self.n
    }

    fn values(&self) -> &[Nimber] {
        &self.values
    }

    fn total(&self) -> u64 {
        self.n as u64 + 1
    }

    /// Each genus costs about as much as its genus, so the work done grows
    /// like `done²`.
    fn progress(&self) -> f64 {
        let d = self.done() as f64;
        let t = self.total() as f64;
        (d * d) / (t * t)
    }
}

/// The G-series `G(og)` for `g = 0..=n`, by brute force from the moves.
pub fn orientable_series(n: u64) -> Vec<Nimber> {
    series(Orientability::Orientable, n)
}

/// The G-series `G(ng)` for `g = 0..=n`, by brute force from the moves.
pub fn nonorientable_series(n: u64) -> Vec<Nimber> {
    series(Orientability::Nonorientable, n)
}

/// The brute-force G-series of either kind for genus `0..=n`.
pub fn series(kind: Orientability, n: u64) -> Vec<Nimber> {
    let mut run = GenusRun::new(kind, n);
    run.advance(u64::MAX);
    run.into_values()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orientable_series_starts_like_the_paper() {
        let v: Vec<u64> = orientable_series(9).iter().map(|n| n.0).collect();
        assert_eq!(v, [0, 1, 2, 0, 2, 0, 2, 0, 2, 0]);
    }

    #[test]
    fn a_run_in_steps_equals_a_run_at_once() {
        for kind in [Orientability::Orientable, Orientability::Nonorientable] {
            let mut run = GenusRun::new(kind, 500);
            let mut calls = 0;
            while !run.advance(37) {
                calls += 1;
                assert!(run.progress() < 1.0);
            }
            assert_eq!(calls, 13);
            assert_eq!(run.values(), series(kind, 500).as_slice());
        }
    }

    /// The words as a [`Shifted`] set.
    fn shifted(words: &[u64]) -> Shifted {
        let top = words.len() * 64 - 1;
        let mut set = Shifted::new(top);
        for i in (0..=top).filter(|i| words[i / 64] >> (i % 64) & 1 == 1) {
            set.insert(i);
        }
        set
    }

    #[test]
    fn meets_respects_bounds() {
        let a = [0b1010u64, 0];
        let b = shifted(&[0b0101u64 << 1, 0]);
        assert!(meets(&a, &b, 0, 63, 0));
        assert!(!meets(&a, &b, 4, 63, 0));
        assert!(!meets(&a, &b, 0, 0, 0));
    }

    #[test]
    fn meets_equals_a_bit_by_bit_scan() {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut rand = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for _ in 0..2000 {
            let words = 1 + (rand() % 12) as usize;
            // Sparse bits, so both answers occur.
            let a: Vec<u64> = (0..words)
                .map(|_| rand() & rand() & rand() & rand())
                .collect();
            let b: Vec<u64> = (0..words + 2)
                .map(|_| rand() & rand() & rand() & rand())
                .collect();
            let bit = |v: &[u64], i: usize| v.get(i / 64).is_some_and(|w| w >> (i % 64) & 1 == 1);
            let top = words * 64 - 1;
            let lo = (rand() as usize) % (top + 1);
            let hi = lo + (rand() as usize) % (top + 1 - lo);
            let shift = (rand() as usize) % 130;
            let naive = (lo..=hi).any(|i| bit(&a, i) && bit(&b, i + shift));
            assert_eq!(
                meets(&a, &shifted(&b), lo, hi, shift),
                naive,
                "lo {lo} hi {hi} shift {shift}"
            );
        }
    }
}
