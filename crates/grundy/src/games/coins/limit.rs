//! How many coins a row may hold.

/// The most coins a row may hold, so that every move can be listed.
pub const MAX_COINS: usize = 100;
