//! The provided behaviour of [`crate::Game`] under the names the games
//! that override it reach it by (`crate::game::defaults::hardest_move`):
//! the computer's play from the values alone and a game's moves in one
//! group. They are defined beside the trait, whose provided methods use
//! them.

pub(crate) use super::group_of;
pub use super::{first_winning_move, hardest_move};
