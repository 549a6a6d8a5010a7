//! Schrage's box game (Fibonacci Quarterly, 1985, §4): break one box of
//! three or more sides (`L × M × N`, `K × L × M × N`, ...) along one side
//! into two boxes of unequal length there, the other sides unchanged. A box
//! with every side at most 2 cannot be broken; a box with a side of 1 plays
//! as the box of its other sides. Positions are written `3x4x5 + 2x3x4x5`,
//! a box of [`MAX_BOX_SIDES`] sides at most, boxes of different numbers of
//! sides side by side.
//!
//! With `d` (`boxes:d=2`) the two pieces must differ by at least `d` along
//! the side broken, as in the rectangle game.
//!
//! # Schrage's rule for more than two sides
//!
//! For three sides Schrage writes `G(L × M × N) = G(M × N)` if `G(L) = 0`,
//! and `1` if `G(L)`, `G(M)` and `G(N)` are all positive, and says the
//! theorem "can be generalized to more than two dimensions" with a proof
//! "completely analogous". Folded over the sides
//! ([`super::bars::sides_rule`]): the value is 0 when every side's value
//! is 0, the one positive value when exactly one is positive, and 1
//! otherwise, for any number of sides. Schrage gives no proof; the tests
//! check the fold against the definition to 8 × 8 × 8 for `d` from 0 to
//! 4, and against a plain recursion over the breaks for four sides (to 8
//! on each) and five (to 6).

use super::bars::{breaks_with, write_sides, Bar, BarMove, Bars};
pub use super::box_sides::MAX_BOX_SIDES;
use super::heaps::HeapErrorKind;
use crate::Nimber;
use std::fmt;

/// A box of unit cubes: three to [`MAX_BOX_SIDES`] sides, each from 1 to
/// `u32::MAX` (a position's are at most the line game's reach, 100,000).
///
/// ```
/// use grundy::games::heap::bars::Bar;
/// use grundy::games::heap::Cuboid;
///
/// let b = Cuboid::new(&[2, 3, 4, 5]).expect("four sides");
/// assert_eq!((b.sides(), b.side(3)), (4, 5));
/// assert_eq!(b.to_string(), "2x3x4x5");
/// assert!(Cuboid::new(&[3, 4]).is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Cuboid {
    /// How many sides, from 3 to [`MAX_BOX_SIDES`].
    len: u8,
    /// The sides, then zeros, so equal boxes are equal arrays; 32 bits
    /// each keep a move of three boxes small.
    lengths: [u32; MAX_BOX_SIDES],
}

impl Cuboid {
    /// The box with these sides; `None` for fewer than three, more than
    /// [`MAX_BOX_SIDES`], or a side of 0 or past `u32::MAX`.
    pub fn new(sides: &[u64]) -> Option<Cuboid> {
        let ok = (3..=MAX_BOX_SIDES).contains(&sides.len())
            && sides
                .iter()
                .all(|&s| (1..=u64::from(u32::MAX)).contains(&s));
        ok.then(|| Cuboid::from_sides(sides))
    }

    /// The box `l × m × n`.
    pub fn cube(l: u64, m: u64, n: u64) -> Cuboid {
        Cuboid::from_sides(&[l, m, n])
    }

    /// Its sides, in order.
    pub fn lengths(&self) -> impl Iterator<Item = u64> + '_ {
        self.lengths[..usize::from(self.len)]
            .iter()
            .map(|&s| u64::from(s))
    }
}

impl fmt::Display for Cuboid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_sides(self, f)
    }
}

impl Bar for Cuboid {
    const MIN_SIDES: usize = 3;
    const MAX_SIDES: usize = MAX_BOX_SIDES;
    const SPEC: &'static str = "boxes";
    const NAME: &'static str = "Schrage's box game";
    const NOUN: &'static str = "box";
    const BAD_SHAPE: HeapErrorKind = HeapErrorKind::BadBox;

    fn sides(&self) -> usize {
        usize::from(self.len)
    }

    fn side(&self, k: usize) -> u64 {
        u64::from(self.lengths[k])
    }

    /// A length past `u32::MAX` is kept as `u32::MAX`: no position holds
    /// one, so a move read with it matches no box.
    fn with_side(mut self, k: usize, length: u64) -> Cuboid {
        self.lengths[k] = u32::try_from(length).unwrap_or(u32::MAX);
        self
    }

    fn from_sides(sides: &[u64]) -> Cuboid {
        let mut lengths = [0; MAX_BOX_SIDES];
        let len = sides.len().min(MAX_BOX_SIDES);
        for (slot, &s) in lengths.iter_mut().zip(&sides[..len]) {
            *slot = u32::try_from(s).unwrap_or(u32::MAX);
        }
        Cuboid {
            len: len as u8,
            lengths,
        }
    }
}

/// A break of a box into two.
pub type BoxMove = BarMove<Cuboid>;

/// Schrage's box game, with its `d`.
pub type Boxes = Bars<Cuboid>;

/// `G` of every box of `sides` sides, each side from 1 to `size`, from the
/// breaks with pieces differing by at least `d` alone (the mex of each
/// box's options, no rule): what the rule is checked against. Cell
/// `(s₁, …, s_k)` is at `Σ (sᵢ − 1) · sizeᵏ⁻ⁱ`, the last side varying
/// fastest.
pub fn bar_table_by_breaks(sides: usize, d: u64, size: usize) -> Vec<Nimber> {
    let s = size + 1;
    // Indexed with sides from 0 to `size`, so a piece is found by its sides.
    let cells = s.pow(sides as u32);
    let mut g = vec![0u64; cells];
    let at = |c: &Cuboid| c.lengths().fold(0, |i, x| i * s + x as usize);
    let mut seen = Vec::new();
    let mut lengths = vec![1u64; sides];
    let mut out = Vec::with_capacity(size.pow(sides as u32));
    loop {
        let c = Cuboid::from_sides(&lengths);
        seen.clear();
        seen.extend(breaks_with(c, d).map(|[a, b]| g[at(&a)] ^ g[at(&b)]));
        let v = (0..).find(|v| !seen.contains(v)).unwrap_or(0);
        g[at(&c)] = v;
        out.push(Nimber(v));
        // The next box, the last side fastest; every piece of a box is
        // smaller in one side, so it comes before it.
        let Some(k) = (0..sides).rev().find(|&k| lengths[k] < size as u64) else {
            break;
        };
        lengths[k] += 1;
        lengths[k + 1..].fill(1);
    }
    out
}

/// `G(l × m × n)` for `1 ≤ l, m, n ≤ size`, indexed `[l - 1][m - 1][n - 1]`,
/// from the breaks with pieces differing by at least `d` alone (the mex of
/// each box's options, no rule): what the rule is checked against.
pub fn box_table_by_breaks(d: u64, size: usize) -> Vec<Vec<Vec<Nimber>>> {
    let flat = bar_table_by_breaks(3, d, size);
    flat.chunks(size * size)
        .map(|layer| layer.chunks(size).map(<[Nimber]>::to_vec).collect())
        .collect()
}

/// `G` of every box of `sides` sides to `size` on each, as
/// [`bar_table_by_breaks`] orders them, from the line game's values `line`
/// (at least `size + 1` of them) by the rule folded over the sides.
pub fn bar_table_by_rule(sides: usize, line: &[Nimber], size: usize) -> Vec<Nimber> {
    let mut lengths = vec![1usize; sides];
    let mut out = Vec::with_capacity(size.pow(sides as u32));
    loop {
        out.push(super::bars::sides_rule(lengths.iter().map(|&x| line[x])));
        let Some(k) = (0..sides).rev().find(|&k| lengths[k] < size) else {
            break;
        };
        lengths[k] += 1;
        lengths[k + 1..].fill(1);
    }
    out
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
            ("1x1x1x1x1x1x1x1x1", HeapErrorKind::BadBox, 15),
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
            let c = Cuboid::cube(c.0, c.1, c.2);
            assert_eq!(Some(solver.value(&vec![c])), g.value(c), "{c}");
        }
    }

    #[test]
    fn boxes_of_more_sides_read_and_print() {
        let g = Boxes::new();
        let p = g.parse_position("2x3x4x5 + 3x4x5 + 1x1x2x2x3").unwrap();
        assert_eq!(g.format_position(&p), "2x3x4x5 + 3x4x5 + 1x1x2x2x3");
        assert_eq!(p[0].lengths().collect::<Vec<_>>(), [2, 3, 4, 5]);
        // A break keeps the number of sides.
        let mv = g.parse_move(&p, "2x3x4x5 -> 2x1x4x5 + 2x2x4x5").unwrap();
        assert_eq!(mv.leaves[0].sides(), 4);
        assert!(g.parse_move(&p, "2x3x4x5 -> 2x1x4 + 2x2x4x5").is_err());
        // The most sides a box may have.
        assert!(g.parse_position(&["2"; MAX_BOX_SIDES].join("x")).is_ok());
    }

    #[test]
    fn the_tables_order_boxes_with_the_last_side_fastest() {
        let flat = bar_table_by_breaks(3, 1, 4);
        let layered = box_table_by_breaks(1, 4);
        assert_eq!(flat.len(), 64);
        // 1 × 2 × 3 is at (0·4 + 1)·4 + 2.
        assert_eq!(flat[6], layered[0][1][2]);
        assert_eq!(flat[63], layered[3][3][3]);
    }
}
