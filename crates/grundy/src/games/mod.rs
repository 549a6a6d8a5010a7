//! The games on the engine, one module each, and the catalogue that lists
//! them ([`CATALOGUE`]), each by its entry ([`crate::catalogue::Entry`]).

pub mod coins;
mod computer;
pub mod digraph;
pub mod hackenbush;
pub mod heap;
pub mod lab;
pub mod manifold;
pub mod moore;
pub mod moore_any;
pub mod notation;
pub mod rims;
pub mod sum;
pub mod wythoff;

pub use heap::{heaps, nim, octal};

use crate::catalogue::Entry;

/// Every game of the engine, once, in the order the games index lists
/// them.
pub const CATALOGUE: &[&Entry] = &[
    &manifold::entry::MANIFOLD,
    &heap::entries::NIM,
    &heap::entries::SUBTRACTION,
    &heap::entries::LASKER,
    &heap::entries::OCTAL,
    &heap::entries::GRUNDY,
    &heap::entries::RECTANGLES,
    &heap::entries::BOXES,
    &coins::entries::TURTLES,
    &coins::entries::MOCK_TURTLES,
    &coins::entries::RULER,
    &coins::entries::COINS,
    &coins::entries::RUGS,
    &coins::entries::TARTAN,
    &coins::entries::COINS2D,
    &hackenbush::entry::HACKENBUSH,
    &digraph::entry::DIGRAPH,
    &rims::entry::RIMS,
    &moore::entry::MOORE,
    &wythoff::entry::WYTHOFF,
    &sum::entry::SUM,
];

pub(crate) use computer::modest_computer_move;
pub use computer::HARDEST_MOVE_LIMIT;
