//! The score lines of a bar or a box: where a break may go, along which
//! side, and whether the game allows it.

/// A side of a bar (`M` rows by `N` columns) or of a box (`L` deep).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// A box's depth.
    L,
    /// The rows.
    M,
    /// The columns.
    N,
}

impl Side {
    /// The letter the score lines carry (`data-cut="n:2"`).
    pub fn letter(self) -> char {
        match self {
            Side::L => 'l',
            Side::M => 'm',
            Side::N => 'n',
        }
    }
}

/// A score line: a break across `side` at `at`, drawn from (`x1`, `y1`)
/// to (`x2`, `y2`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ScoreLine {
    /// The side broken.
    pub side: Side,
    /// Where, from 1.
    pub at: u64,
    /// x1, y1, x2, y2.
    pub ends: [f64; 4],
    /// True when the game allows the break (the pieces differ by at least
    /// its `d`).
    pub breaks: bool,
}

/// Whether cutting a side of length `side` at `at` leaves two pieces
/// differing by at least `d`.
pub fn allowed(side: u64, at: u64, d: u64) -> bool {
    at.min(side - at) >= 1 && side.abs_diff(2 * at) >= d
}

/// The colours of a bar and a box, the same in both themes (wood).
pub mod wood {
    use crate::theme::Colour;

    /// The front face.
    pub const FACE: Colour = Colour::Fixed("#e8c9a0");
    /// The top face.
    pub const TOP: Colour = Colour::Fixed("#f4e0c2");
    /// The right face.
    pub const SIDE: Colour = Colour::Fixed("#cfa473");
    /// Outlines and score lines.
    pub const EDGE: Colour = Colour::Fixed("#7a4b1e");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_break_leaves_two_pieces_differing_by_d() {
        assert!(allowed(5, 2, 1));
        assert!(!allowed(4, 2, 1));
        assert!(allowed(4, 2, 0));
        assert!(!allowed(7, 3, 2));
        assert!(allowed(7, 2, 2));
    }
}
