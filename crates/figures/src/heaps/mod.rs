//! The heap games as the page draws them: a heap as rows of counters, a
//! bar of Schrage's rectangle game as a grid of squares, a box as a grid
//! in oblique projection with its score lines. Each is geometry the page's
//! pictures use and a figure of a whole position.

pub mod bars;
pub mod boxes;
pub mod counters;
pub mod score;
