//! Heap games: Nim, subtraction games, Lasker's Nim, octal games (Kayles
//! among them), Grundy's game and Schrage's generalisation of it, and
//! Schrage's rectangle and box games played on bars.
//!
//! Each game is one module. The games whose moves act on one heap and leave
//! at most two heaps share their text forms and their play through
//! [`rule::HeapRule`]; the G-series of every one of them runs in steps
//! ([`run::HeapRun`]) and its periodicity is analysed with the same keys
//! as the rule lab's ([`run::analyze`]); [`explain`] gives, for one heap or
//! bar, its options' values and the mex, with the reason for the value in
//! words.

mod bar;
pub mod bar_groups;
pub mod bars;
mod box_sides;
pub mod boxes;
pub mod census;
pub mod entries;
pub mod explain;
pub mod family;
pub mod groups;
pub mod grundy_game;
pub mod heaps;
pub mod lasker;
pub mod nim;
pub mod octal;
mod octal_search;
pub mod rectangles;
pub mod rule;
pub mod run;
pub mod sparse;
pub mod spread;
pub mod subtraction;
pub mod until;

pub use boxes::{BoxMove, Boxes, Cuboid};
pub use family::{HeapGame, SeriesBounds};
pub use grundy_game::{naive_series, GrundyGame, GrundySparse};
pub use lasker::Lasker;
pub use rectangles::{Rect, RectMove, Rectangles};
pub use rule::{HeapMove, HeapMoveError, HeapRule};
pub use run::{analyze, HeapRun, RunError};
pub use subtraction::{Subtraction, SubtractionError};
