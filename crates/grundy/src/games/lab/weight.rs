//! How heavy a surface is in the rule lab: its weight `w = 2 − χ`, by
//! which the lab's series and tables are ordered, and how far misère play
//! is computed.

use crate::games::manifold::{Orientability, Position, Surface};

/// The heaviest position whose misère outcome is computed.
pub const MISERE_REACH: u64 = 36;

/// The weight `w = 2 − χ` of a surface.
pub fn weight(s: Surface) -> u128 {
    match s.orientability() {
        Orientability::Orientable => 2 * u128::from(s.genus()),
        Orientability::Nonorientable => u128::from(s.genus()),
    }
}

/// The weight of a position: the sum of its surfaces'.
pub fn position_weight(p: &Position) -> u128 {
    p.surfaces().iter().map(|&s| weight(s)).sum()
}
