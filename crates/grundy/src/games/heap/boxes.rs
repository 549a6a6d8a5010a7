//! Schrage's box game (Fibonacci Quarterly, 1985, §4): break one
//! `L × M × N` bar along one side into two bars of unequal length there,
//! the other two sides unchanged. A bar with every side at most 2 cannot
//! be broken; an `1 × M × N` bar is the rectangle `M × N`. Positions are
//! written `3x4x5 + 2x2x7`.
//!
//! With `d` (`boxes:d=2`) the two pieces must differ by at least `d` along
//! the side broken, as in the rectangle game.
//!
//! # Schrage's rule for three sides
//!
//! `G(L × M × N) = G(M × N)` if `G(L) = 0`, and `1` if `G(L)`, `G(M)` and
//! `G(N)` are all positive; with the rectangle theorem and the symmetry of
//! the sides, the value is 0 when every side's value is 0, the one positive
//! value when exactly one is positive, and 1 otherwise
//! ([`super::bars::sides_rule`]). Schrage states it without the proof ("the
//! proof is completely analogous"); the tests check it against the
//! definition to 8 × 8 × 8, for `d` from 0 to 4.

use super::bars::{breaks_with, write_sides, Bar, BarMove, Bars};
use super::heaps::HeapErrorKind;
use crate::Nimber;
use std::fmt;

/// An `l × m × n` bar of unit cubes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Cuboid {
    /// The first side.
    pub l: u64,
    /// The second side.
    pub m: u64,
    /// The third side.
    pub n: u64,
}

impl fmt::Display for Cuboid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_sides(self, f)
    }
}

impl Bar for Cuboid {
    const SIDES: usize = 3;
    const SPEC: &'static str = "boxes";
    const NAME: &'static str = "Schrage's box game";
    const NOUN: &'static str = "box";
    const BAD_SHAPE: HeapErrorKind = HeapErrorKind::BadBox;

    fn side(&self, k: usize) -> u64 {
        match k {
            0 => self.l,
            1 => self.m,
            _ => self.n,
        }
    }

    fn with_side(self, k: usize, length: u64) -> Cuboid {
        match k {
            0 => Cuboid { l: length, ..self },
            1 => Cuboid { m: length, ..self },
            _ => Cuboid { n: length, ..self },
        }
    }

    fn from_sides(sides: &[u64]) -> Cuboid {
        Cuboid {
            l: sides[0],
            m: sides[1],
            n: sides[2],
        }
    }
}

/// A break of a box into two.
pub type BoxMove = BarMove<Cuboid>;

/// Schrage's box game, with its `d`.
pub type Boxes = Bars<Cuboid>;

/// `G(l × m × n)` for `1 ≤ l, m, n ≤ size`, indexed `[l - 1][m - 1][n - 1]`,
/// from the breaks with pieces differing by at least `d` alone (the mex of
/// each box's options, no rule): what the rule is checked against.
pub fn box_table_by_breaks(d: u64, size: usize) -> Vec<Vec<Vec<Nimber>>> {
    let s = size + 1;
    let mut g = vec![0u64; s * s * s];
    let at = |c: Cuboid| (c.l as usize * s + c.m as usize) * s + c.n as usize;
    let mut seen = Vec::new();
    for l in 1..s {
        for m in 1..s {
            for n in 1..s {
                let c = Cuboid::from_sides(&[l as u64, m as u64, n as u64]);
                seen.clear();
                seen.extend(breaks_with(c, d).map(|[a, b]| g[at(a)] ^ g[at(b)]));
                g[at(c)] = (0..).find(|v| !seen.contains(v)).unwrap_or(0);
            }
        }
    }
    (1..s)
        .map(|l| {
            (1..s)
                .map(|m| (1..s).map(|n| Nimber(g[(l * s + m) * s + n])).collect())
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::heap::bars::parse_bars;
    use crate::{Game, Solver};

    #[test]
    fn boxes_read_and_print() {
        let g = Boxes::new();
        let p = g.parse_position(" 3x4x5 + 2 X 2×7+2*1x1x3").unwrap();
        assert_eq!(g.format_position(&p), "3x4x5 + 2x2x7 + 1x1x3 + 1x1x3");
        for (text, kind, at) in [
            ("3x4", HeapErrorKind::BadBox, 3),
            ("3x0x4", HeapErrorKind::BadBox, 2),
            ("3x4x", HeapErrorKind::MissingHeap, 4),
            ("3x4x5 + 2x2y7", HeapErrorKind::BadBox, 11),
        ] {
            let e = g.parse_position(text).unwrap_err();
            assert_eq!((e.kind, e.offset), (kind, at), "{text}");
        }
    }

    #[test]
    fn small_boxes_cannot_be_broken() {
        let g = Boxes::new();
        for text in ["1x1x1", "2x2x2", "1x2x2"] {
            assert!(g.is_terminal(&g.parse_position(text).unwrap()), "{text}");
        }
        assert_eq!(g.moves(&g.parse_position("2x3x2").unwrap()).count(), 1);
    }

    #[test]
    fn moves_round_trip_as_text() {
        let g = Boxes::with_d(0);
        let p: Vec<Cuboid> = parse_bars("5x4x3 + 3x3x3 + 5x4x3", 100).unwrap();
        for mv in g.moves(&p) {
            let text = g.format_move(&p, &mv);
            assert_eq!(g.parse_move(&p, &text), Ok(mv), "{text}");
        }
        let g = Boxes::new();
        assert!(g.parse_move(&p, "3x3x3 -> 3x3x2 + 3x3x1").is_ok());
        assert!(g.parse_move(&p, "5x4x3 -> 5x2x3 + 5x2x3").is_err());
        assert!(g.parse_move(&p, "5x4x3 -> 2x4x3 + 3x4x2").is_err());
    }

    #[test]
    fn the_rule_equals_brute_force_on_small_boxes() {
        let g = Boxes::new();
        let solver = Solver::brute_force(g.clone());
        for c in [(3, 4, 5), (5, 5, 6), (1, 3, 8), (6, 6, 6)] {
            let c = Cuboid::from_sides(&[c.0, c.1, c.2]);
            assert_eq!(Some(solver.value(&vec![c])), g.value(c), "{c}");
        }
    }
}
