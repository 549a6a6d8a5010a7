//! The coin-turning games as the notes draw them: a row of coins (Turning
//! Turtles, Mock Turtles, Ruler), coin 0 leftmost, and a grid of coins
//! (Rugs, the Tartan games, two-dimensional coin turning), top row first.
//! A head is a coin with an inner rim, so heads and tails differ beyond
//! colour.

pub mod coin;
pub mod grid;
pub mod row;
