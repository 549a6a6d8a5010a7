//! Sprague-Grundy theory for impartial games, and the manifold decomposition
//! game of Berman and Leonard played exactly at every genus.
//!
//! ```
//! use grundy::manifold::{Manifold, Position};
//! use grundy::{Player, Session, Solver};
//!
//! // A torus, a five-cross-cap surface and a Klein bottle.
//! let p: Position = "torus + n5 + klein".parse()?;
//! assert_eq!(p.to_string(), "o1 + n5 + n2");
//! // G(o1) = 1, G(n5) = 0, G(n2) = 2: the nim-sum is 3, a first-player win.
//! let solver = Solver::new(Manifold);
//! assert_eq!(solver.value(&p).get(), 3);
//!
//! // Play the perfect player's move and check that it leaves value 0.
//! let mut game = Session::new(Manifold, p, Player::One);
//! let mv = solver.computer_move(game.position()).expect("a move exists");
//! game.play(mv)?;
//! assert!(solver.value(game.position()).is_zero());
//! assert_eq!(game.to_move(), Player::Two);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The crate is laid out in layers: the algebra ([`nimber`]) and moves as
//! a page lists them ([`moves`]); the trait a game implements ([`game`],
//! with what every game gets without writing it: the computer's play from
//! the values alone); what follows for every game (values in [`solver`],
//! play in [`session`], G-series in [`series`] and [`periodicity`],
//! display-ready facts in [`view`]); the games themselves ([`games`]); and
//! the table of game specs ([`spec`]).
//!
//! The crate has no web dependencies; the `serde` feature adds
//! serialisation for its data types.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod catalog;
pub mod catalogue;
pub mod dynamic;
pub mod game;
pub mod games;
pub mod misere;
pub mod moves;
pub mod nimber;
pub mod number;
pub mod outcome;
pub mod periodicity;
pub mod series;
pub mod session;
pub mod solver;
pub mod spec;
pub mod view;

pub use game::{Game, PlayError, TextError};
pub use games::{manifold, nim, octal};
pub use manifold::{Cut, CutKind, Move, Position, Surface};
pub use nimber::Nimber;
pub use session::{Player, Session};
pub use solver::{Evaluator, Solver};
pub use spec::{AnyGame, AnyMove, AnyPosition};
