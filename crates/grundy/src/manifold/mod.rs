//! The manifold decomposition game of Berman and Leonard.
//!
//! Two players alternately cut a surface along an essential simple closed
//! curve and cap off the boundary; whoever cannot move loses. A position is
//! a collection of surfaces ([`Position`]); the cuts are kinds (a)-(h) of
//! Theorem 2.1 ([`Cut`]); values come from the closed forms of Theorems 2.3
//! and 2.4 ([`surface_value`]), checked against brute force ([`series`],
//! [`ManifoldGame`]).

pub mod builder;
pub mod cut;
pub mod explain;
pub mod notation;
pub mod position;
pub mod strategy;
pub mod surface;
pub mod value;
pub mod view;

pub use cut::{
    count, split_range, total_count, Cut, CutError, CutKind, Cuts, Form, Pieces, SplitRange,
};
pub use notation::{parse_position, parse_surface, ParseError, ParseErrorKind, MAX_SURFACES};
pub use position::{Move, MoveError, Position};
pub use strategy::{
    best_move, length_bounds, longest_line_move, move_to_value, outcome, shortest_line_move,
    surface_length_bounds, winning_move, winning_moves, LengthBounds, Outcome,
};
pub use surface::{Orientability, Surface};
pub use value::{
    find_periodicity, nonorientable_series, nonorientable_value, orientable_series,
    orientable_value, series, summarize, summarize_all, surface_value, table_row, KindSummary,
    ManifoldGame, Periodicity, Reach, TableRow,
};
