//! The computer's move for games whose positions may offer thousands of
//! moves.

use crate::game::{first_winning_move, hardest_move, Game, Values};

/// The most moves for which the computer weighs every reply to every move
/// when it has no winning move; past it, it plays its first move, since
/// weighing would cost the square of the count.
pub const HARDEST_MOVE_LIMIT: usize = 400;

/// The computer's move for games whose positions may offer thousands of
/// moves: a winning move where there is one; otherwise the hardest move
/// (see [`hardest_move`]) when there are few moves, and the first one when
/// there are many.
pub(crate) fn modest_computer_move<G: Game>(
    game: &G,
    position: &G::Position,
    values: Values<'_, G::Position>,
) -> Option<G::Move> {
    if let Some(mv) = game.winning_move(position, values) {
        return Some(mv);
    }
    if game.moves(position).nth(HARDEST_MOVE_LIMIT).is_some() {
        return game.moves(position).next();
    }
    hardest_move(game, position, values).or_else(|| first_winning_move(game, position, values))
}
