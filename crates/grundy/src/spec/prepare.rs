//! [`AnyGame`]'s answer to [`Game::prepare`]: the game it holds says how
//! far what its values rest on has come.

use super::{AnyGame, AnyMove, AnyPosition};
use crate::game::{Game, Preparing};

/// [`Game::prepare`] for the game `game` holds.
pub(super) fn prepare(game: &AnyGame, position: &AnyPosition, budget: u64) -> Option<Preparing> {
    if let AnyGame::Misere(g) = game {
        return g.prepare(position, budget);
    }
    with_game!(
        game,
        position,
        |g, p, wp, wm| g.prepare(p, budget),
        match (game, position) {
            (AnyGame::Dyn(g), AnyPosition::Dyn(p)) if g.ready() => g.prepare(p, budget),
            _ => None,
        }
    )
}
