//! What a piece of Schrage's games is: a bar of some number of sides.

use super::heaps::HeapErrorKind;
use std::fmt;
use std::hash::Hash;

/// A bar of a game's number of sides, each at least 1.
pub trait Bar: Copy + Eq + Ord + Hash + fmt::Debug + fmt::Display {
    /// The fewest sides a bar of the game has.
    const MIN_SIDES: usize;
    /// The most sides a bar of the game has.
    const MAX_SIDES: usize;
    /// The game's spec (`rectangles`, `boxes`).
    const SPEC: &'static str;
    /// The game's name.
    const NAME: &'static str;
    /// What one bar is called (`bar`, `box`).
    const NOUN: &'static str;
    /// What a position written with too few or too many sides, or with a
    /// side of 0, is told.
    const BAD_SHAPE: HeapErrorKind;
    /// How many sides this bar has.
    fn sides(&self) -> usize;
    /// Side `k`, from 0.
    fn side(&self, k: usize) -> u64;
    /// The bar with side `k` set to `length`.
    fn with_side(self, k: usize, length: u64) -> Self;
    /// The bar with these sides (from [`Bar::MIN_SIDES`] to
    /// [`Bar::MAX_SIDES`] of them).
    fn from_sides(sides: &[u64]) -> Self;
}
