//! Sprague-Grundy theory for impartial games, and the manifold decomposition
//! game of Berman and Leonard played exactly at every genus.
//!
//! ```
//! use grundy::manifold::{best_move, Position};
//!
//! // A torus, a five-cross-cap surface and a Klein bottle.
//! let p: Position = "torus + n5 + klein".parse()?;
//! assert_eq!(p.to_string(), "o1 + n5 + n2");
//! // G(o1) = 1, G(n5) = 0, G(n2) = 2: the nim-sum is 3, a first-player win.
//! assert_eq!(p.value().get(), 3);
//! let m = best_move(&p).expect("a winning move exists");
//! assert!(p.apply(&m)?.value().is_zero());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The crate has no web dependencies; the `serde` feature adds
//! serialisation for its data types.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod game;
pub mod manifold;
pub mod nim;
pub mod nimber;
pub mod octal;

pub use game::{Evaluator, ImpartialGame};
pub use manifold::{Cut, CutKind, Move, Position, Surface};
pub use nimber::Nimber;
