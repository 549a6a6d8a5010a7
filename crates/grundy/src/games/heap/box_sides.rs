//! How many sides a box of Schrage's box game ([`super::boxes`]) may have:
//! the bound the box type is built on, and which reading a position
//! ([`super::heaps`]) checks a box against.

/// The most sides a box may have: a move holds three boxes, and an enum of
/// every game's moves holds the largest.
pub const MAX_BOX_SIDES: usize = 8;
