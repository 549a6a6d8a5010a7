//! Schrage's rectangle game (Fibonacci Quarterly, 1985): break one `M × N`
//! bar along a score into two rectangles of unequal size, either
//! `m × N` and `(M − m) × N` with `m ≠ M − m`, or `M × n` and `M × (N − n)`
//! with `n ≠ N − n`. A bar with both sides at most 2 cannot be broken.
//! Positions are written `5x7 + 3x4`; a `1 × N` bar is Grundy's game.
//!
//! With `d` (`rectangles:d=2`, Schrage's §4) the two pieces must differ by
//! at least `d` along the side broken: `m × N` and `(M − m) × N` with
//! `|M − 2m| ≥ d`, or the same along `N`; `d = 1` is the game above, and a
//! `1 × N` bar is then the split game `grundy:d=D` ([`super::spread`]).
//!
//! # Schrage's theorem
//!
//! With `G(K)` the value of Grundy's game:
//! `G(M × N) = G(N)` if `G(M) = 0`, `G(M)` if `G(N) = 0`, and `1` when
//! both are positive. Values come from it and Grundy's game's table; the
//! tests check it against the definition to 60 × 60 and against the
//! paper's Table 2. Schrage states that it holds for every `d`, with `G`
//! the split game's values; the tests check that against the definition
//! to 20 × 20 for `d` from 0 to 4.

use super::bars::{
    breaks_with as bar_breaks, format_bars, parse_bars, write_sides, Bar, BarMove, BarMoveError,
    Bars,
};
use super::grundy_game::MAX_HEAP;
use super::heaps::{HeapError, HeapErrorKind};
use crate::Nimber;
use std::fmt;

pub use super::bars::schrage;

/// An `m × n` bar: `m` rows of `n` squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rect {
    /// The first side.
    pub m: u64,
    /// The second side.
    pub n: u64,
}

impl fmt::Display for Rect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_sides(self, f)
    }
}

impl Bar for Rect {
    const MIN_SIDES: usize = 2;
    const MAX_SIDES: usize = 2;
    const SPEC: &'static str = "rectangles";
    const NAME: &'static str = "Schrage's rectangle game";
    const NOUN: &'static str = "bar";
    const BAD_SHAPE: HeapErrorKind = HeapErrorKind::BadRectangle;

    fn sides(&self) -> usize {
        2
    }

    fn side(&self, k: usize) -> u64 {
        if k == 0 {
            self.m
        } else {
            self.n
        }
    }

    fn with_side(self, k: usize, length: u64) -> Rect {
        if k == 0 {
            Rect { m: length, ..self }
        } else {
            Rect { n: length, ..self }
        }
    }

    fn from_sides(sides: &[u64]) -> Rect {
        Rect {
            m: sides[0],
            n: sides[1],
        }
    }
}

/// A break of a bar into two.
pub type RectMove = BarMove<Rect>;

/// Why a break cannot be made.
pub type RectMoveError = BarMoveError;

/// Schrage's rectangle game, with its `d`.
pub type Rectangles = Bars<Rect>;

/// Every break of `r` into unequal pieces (`d = 1`), along its first side
/// then its second.
pub fn breaks(r: Rect) -> impl Iterator<Item = [Rect; 2]> {
    breaks_with(r, 1)
}

/// Every break of `r` whose pieces differ by at least `d` along the side
/// broken, along its first side then its second.
pub fn breaks_with(r: Rect, d: u64) -> impl Iterator<Item = [Rect; 2]> {
    bar_breaks(r, d)
}

/// `G(m × n)` for `1 ≤ m, n ≤ size`, row by row, from the breaks with
/// pieces differing by at least `d` alone (the mex of each bar's options,
/// no theorem): what Schrage's theorem is checked against.
pub fn table_by_breaks(d: u64, size: usize) -> Vec<Vec<Nimber>> {
    let mut g = vec![vec![0u64; size + 1]; size + 1];
    let mut seen = Vec::new();
    for m in 1..=size {
        for n in 1..=size {
            seen.clear();
            let r = Rect {
                m: m as u64,
                n: n as u64,
            };
            for [a, b] in breaks_with(r, d) {
                seen.push(g[a.m as usize][a.n as usize] ^ g[b.m as usize][b.n as usize]);
            }
            g[m][n] = (0..).find(|v| !seen.contains(v)).unwrap_or(0);
        }
    }
    g.into_iter()
        .skip(1)
        .map(|row| row.into_iter().skip(1).map(Nimber).collect())
        .collect()
}

/// Reads bars: `""`, or `MxN` joined by `+`, each optionally `k*MxN`.
pub fn parse_rects(text: &str) -> Result<Vec<Rect>, HeapError> {
    parse_rects_within(text, MAX_HEAP)
}

/// Reads bars as [`parse_rects`] does, with sides at most `max`.
pub fn parse_rects_within(text: &str, max: u64) -> Result<Vec<Rect>, HeapError> {
    parse_bars(text, max)
}

/// Writes bars joined by ` + ` (`5x7 + 3x4`).
pub fn format_rects(rects: &[Rect]) -> String {
    format_bars(rects)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, Solver};

    #[test]
    fn bars_read_and_print() {
        let p = parse_rects(" 5x7 + 3 X 4+2*1×2").unwrap();
        assert_eq!(format_rects(&p), "5x7 + 3x4 + 1x2 + 1x2");
        assert_eq!(parse_rects(""), Ok(vec![]));
        assert_eq!(
            parse_rects("5x").unwrap_err().kind,
            HeapErrorKind::MissingHeap
        );
        assert_eq!(
            parse_rects("5").unwrap_err().kind,
            HeapErrorKind::BadRectangle
        );
        assert_eq!(
            parse_rects("0x3").unwrap_err().kind,
            HeapErrorKind::BadRectangle
        );
    }

    #[test]
    fn small_bars_cannot_be_broken() {
        let g = Rectangles::new();
        for r in ["1x1", "1x2", "2x1", "2x2"] {
            assert!(g.is_terminal(&parse_rects(r).unwrap()), "{r}");
        }
        assert!(!g.is_terminal(&parse_rects("2x3").unwrap()));
    }

    #[test]
    fn schrage_equals_brute_force_on_small_bars() {
        let g = Rectangles::new();
        let solver = Solver::brute_force(g.clone());
        for m in 1..=12 {
            for n in 1..=12 {
                let r = Rect { m, n };
                assert_eq!(Some(solver.value(&vec![r])), g.value(r), "{r}");
            }
        }
    }

    #[test]
    fn moves_round_trip_as_text() {
        let g = Rectangles::new();
        let p = parse_rects("5x4 + 3x3 + 5x4").unwrap();
        for mv in g.moves(&p) {
            let text = g.format_move(&p, &mv);
            assert_eq!(g.parse_move(&p, &text), Ok(mv), "{text}");
        }
        assert!(g.parse_move(&p, "3x3 -> 1x3 + 2x3").is_ok());
        assert!(g.parse_move(&p, "5x4 -> 5x2 + 5x2").is_err());
        assert!(g.parse_move(&p, "5x4 -> 2x4 + 3x3").is_err());
    }
}
