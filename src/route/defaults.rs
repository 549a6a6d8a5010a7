//! The position each game starts from when the address names none.

use grundy::spec::{AnyGame, AnyPosition};
use grundy::Game;
use std::borrow::Cow;

/// The position a game starts from when the address names none.
pub fn default_position_text(game: &AnyGame) -> Cow<'static, str> {
    Cow::Borrowed(match game {
        AnyGame::Manifold(_) | AnyGame::Lab(_) => "o2 + n3 + n1",
        // The paper's example in its introduction.
        AnyGame::Nim(_) => "50 + 53 + 30 + 14",
        AnyGame::Octal(_) | AnyGame::Subtraction(_) => "3 + 5 + 7",
        // The lecture notes' example of Lasker's Nim.
        AnyGame::Lasker(_) => "2 + 5 + 7",
        AnyGame::GrundyGame(_) => "7 + 10",
        AnyGame::Rectangles(_) => "5x7 + 3x4",
        // One box with two sides of positive value, one whose sides are all 0.
        AnyGame::Boxes(_) => "3x4x5 + 2x2x7",
        // A game of the games' modules starts from its first preset.
        AnyGame::Dyn(g) => {
            return crate::games::played::presets(&g.spec())
                .into_iter()
                .next()
                .map_or(Cow::Borrowed(""), |p| Cow::Owned(p.1.to_string()))
        }
        // Misère Nim from the rows of the film "Last Year at Marienbad",
        // the misère game most people have met.
        AnyGame::Misere(g) if matches!(g.inner(), AnyGame::Nim(_)) => "1 + 3 + 5 + 7",
        AnyGame::Misere(g) => return default_position_text(g.inner()),
    })
}

/// The default position of a game (a test checks that each text reads).
pub fn default_position(game: &AnyGame) -> AnyPosition {
    game.parse_position(&default_position_text(game))
        .unwrap_or_else(|_| game.empty_position())
}
