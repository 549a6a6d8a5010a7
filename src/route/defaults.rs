//! The position each game starts from when the address names none.

use grundy::catalogue;
use grundy::spec::{AnyGame, AnyPosition};
use grundy::Game;

/// The position a game starts from when the address names none, as its
/// entry in the catalogue gives it.
pub fn default_position_text(game: &AnyGame) -> String {
    catalogue::start(game.entry(), &game.base().spec(), game.misere())
}

/// The default position of a game (a test checks that each text reads).
pub fn default_position(game: &AnyGame) -> AnyPosition {
    game.parse_position(&default_position_text(game))
        .unwrap_or_else(|_| game.empty_position())
}
