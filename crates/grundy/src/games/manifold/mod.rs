//! The manifold decomposition game of Berman and Leonard.
//!
//! Two players alternately cut a surface along an essential simple closed
//! curve and cap off the boundary; whoever cannot move loses. A position is
//! a collection of surfaces ([`Position`]); the cuts are kinds (a)-(h) of
//! Theorem 2.1 ([`Cut`]); values come from the closed forms of Theorems 2.3
//! and 2.4 ([`surface_value`]), checked against brute force ([`series()`],
//! [`crate::Evaluator`] on [`Manifold`]).
//!
//! The modules are layered, each using only those above it: `surface`,
//! `closed`, `cut`, `position`, `notation`, then `summary` and `series`,
//! then `explain`, `strategy` and `builder`, then `view`, then `game`.

pub mod builder;
pub mod closed;
pub mod cut;
pub mod entry;
pub mod explain;
pub mod game;
pub mod notation;
pub mod position;
pub mod series;
pub mod strategy;
pub mod summary;
pub mod surface;
pub mod view;

pub use crate::periodicity::{find_periodicity, Periodicity};
pub use closed::{certificate, closed_value, nonorientable_value, orientable_value, surface_value};
pub use cut::{count, split_range, total_count, Cut, CutError, CutKind, Cuts, Pieces, SplitRange};
pub use explain::{table_row, TableRow};
pub use game::Manifold;
pub use notation::{
    format_move, format_position, parse_move, parse_position, parse_surface, ParseError,
    ParseErrorKind, MAX_SURFACES,
};
pub use position::{Move, MoveError, Position};
pub use series::{nonorientable_series, orientable_series, series, GenusRun};
pub use strategy::{
    best_move, key_cut, length_bounds, line, longest_line_move, move_to_value, outcome,
    shortest_line_move, surface_length_bounds, winning_move, winning_moves, KeyCut, LengthBounds,
    Outcome, LINE_LIMIT,
};
pub use summary::{summarize, summarize_all, KindSummary, Reach};
pub use surface::{Form, Orientability, Surface};
