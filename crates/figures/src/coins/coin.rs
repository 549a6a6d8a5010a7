//! One coin: a circle with H or T, a head with an inner rim; the marks a
//! previewed flip writes above it.

use crate::mark::{Font, Look, Mark};
use crate::theme::Colour;

/// Where the parts of a coin of radius `r` centred at (`x`, `y`) go.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CoinAt {
    /// Centre x.
    pub x: f64,
    /// Centre y.
    pub y: f64,
    /// Radius.
    pub r: f64,
}

impl CoinAt {
    /// A head's inner rim's radius.
    pub fn rim(&self) -> f64 {
        self.r * 0.74
    }

    /// The baseline of the letter H or T, whose size is the radius.
    pub fn letter_y(&self) -> f64 {
        self.y + self.r * 0.36
    }

    /// The baseline of a flip written above the coin (`H→T`).
    pub fn mark_y(&self) -> f64 {
        self.y - self.r - 4.0
    }

    /// The font size of a flip written above the coin.
    pub fn mark_size(&self) -> f64 {
        self.r * 0.62
    }

    /// The coin's marks, as the page paints a head or a tail.
    pub fn marks(&self, head: bool) -> Vec<Mark> {
        let (face, letter) = if head {
            (
                Look::outlined(Colour::AccentSoft, Colour::Accent, 2.0),
                Look::text(Colour::Accent, Font::Sans, self.r).bold(),
            )
        } else {
            (
                Look::outlined(Colour::Surface2, Colour::Border, 1.5),
                Look::text(Colour::Muted, Font::Sans, self.r),
            )
        };
        let mut marks = vec![Mark::circle(self.x, self.y, self.r, face)];
        if head {
            let rim = Look::stroke(Colour::Accent, 1.0);
            marks.push(Mark::circle(self.x, self.y, self.rim(), rim));
        }
        let words = if head { "H" } else { "T" };
        marks.push(Mark::text(self.x, self.letter_y(), words, letter));
        marks
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_head_has_a_rim_and_a_tail_has_none() {
        let c = CoinAt {
            x: 10.0,
            y: 10.0,
            r: 17.0,
        };
        let circles = |head| {
            c.marks(head)
                .iter()
                .filter(|m| matches!(m, Mark::Circle { .. }))
                .count()
        };
        assert_eq!((circles(true), circles(false)), (2, 1));
        assert_eq!(c.marks(true).last().unwrap().words(), ["H"]);
    }
}
