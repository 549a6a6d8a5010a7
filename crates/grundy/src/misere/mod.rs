//! Misère play: the player who makes the last move loses.
//!
//! Sums are not nim-sums in misère play, so there are no values to add up:
//! the outcome of a position comes from the whole position, by a search
//! over its options. [`MisereSolver`] memoises that search over canonical
//! positions ([`Game::canonical`](crate::game::Game::canonical)), which is what makes positions of some
//! size reachable at all; [`plain_outcome`] searches the game tree with no
//! memory, as the independent check of the first.
//!
//! Both work for any game on the engine; misère Nim, whose answer Bouton
//! gave (the player to move loses exactly when the nim-sum is 0 and some
//! heap has two or more counters, or when every heap has at most one
//! counter and their number is odd), is the check that the search is right.

pub use crate::outcome::Outcome;

pub mod budget;
mod columns;
mod genus;
pub mod heap_search;
pub mod heaps;
pub mod learn;
pub mod monoid;
pub mod period;
pub mod presentation;
mod quotient;
pub mod run;
mod solver;
pub mod verify;
pub use budget::{Budget, Halt, Meter, Spent};
pub use genus::{tame_outcome, Genus, GenusSolver, Tameness, MAX_DEPTH};
pub use heap_search::HeapSearch;
pub use heaps::{HeapQuotient, Leaves, Movable, Step, Stop};
pub use monoid::{Element, Monoid};
pub use period::{Periodicity, Reach};
pub use presentation::{present, Presentation};
pub use quotient::{observed_quotient, ObservedQuotient, QuotientClass};
pub use run::QuotientRun;
pub use solver::{plain_outcome, MisereSolver};
