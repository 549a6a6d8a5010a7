//! Positions and moves of [`AnyGame`] read from text: each game reads its
//! own, and the result is wrapped in the kind of position or move it is.

use super::{AnyGame, AnyMove, AnyPosition, AnyTextError};
use crate::dynamic::DynError;
use crate::game::Game;
use crate::games::manifold;

/// The position `text` names in `game`.
pub(super) fn parse_position(game: &AnyGame, text: &str) -> Result<AnyPosition, AnyTextError> {
    match game {
        AnyGame::Misere(g) => g.parse_position(text),
        AnyGame::Manifold(g) => g
            .parse_position(text)
            .map(AnyPosition::Surfaces)
            .map_err(AnyTextError::Surfaces),
        AnyGame::Lab(g) => g
            .parse_position(text)
            .map(AnyPosition::Surfaces)
            .map_err(AnyTextError::Surfaces),
        AnyGame::Nim(g) => g
            .parse_position(text)
            .map(AnyPosition::Heaps)
            .map_err(AnyTextError::Heaps),
        AnyGame::Octal(g) => g
            .parse_position(text)
            .map(AnyPosition::Heaps)
            .map_err(AnyTextError::Heaps),
        AnyGame::Subtraction(g) => g
            .parse_position(text)
            .map(AnyPosition::Heaps)
            .map_err(AnyTextError::Heaps),
        AnyGame::Lasker(g) => g
            .parse_position(text)
            .map(AnyPosition::Heaps)
            .map_err(AnyTextError::Heaps),
        AnyGame::GrundyGame(g) => g
            .parse_position(text)
            .map(AnyPosition::Heaps)
            .map_err(AnyTextError::Heaps),
        AnyGame::Rectangles(g) => g
            .parse_position(text)
            .map(AnyPosition::Rectangles)
            .map_err(AnyTextError::Heaps),
        AnyGame::Boxes(g) => g
            .parse_position(text)
            .map(AnyPosition::Boxes)
            .map_err(AnyTextError::Heaps),
        AnyGame::Dyn(g) => g
            .parse_position(text)
            .map(AnyPosition::Dyn)
            .map_err(AnyTextError::Dyn),
    }
}

/// The move `text` names in `game` at `position`.
pub(super) fn parse_move(
    game: &AnyGame,
    position: &AnyPosition,
    text: &str,
) -> Result<AnyMove, AnyTextError> {
    if let AnyGame::Misere(g) = game {
        return g.parse_move(position, text);
    }
    match (game, position) {
        (AnyGame::Manifold(g), AnyPosition::Surfaces(p)) => g
            .parse_move(p, text)
            .map(AnyMove::Cut)
            .map_err(AnyTextError::Surfaces),
        (AnyGame::Lab(g), AnyPosition::Surfaces(p)) => g
            .parse_move(p, text)
            .map(AnyMove::Cut)
            .map_err(AnyTextError::Surfaces),
        (AnyGame::Nim(g), AnyPosition::Heaps(p)) => g
            .parse_move(p, text)
            .map(AnyMove::Nim)
            .map_err(AnyTextError::Heaps),
        (AnyGame::Octal(g), AnyPosition::Heaps(p)) => g
            .parse_move(p, text)
            .map(AnyMove::Octal)
            .map_err(AnyTextError::Heaps),
        (AnyGame::Subtraction(g), AnyPosition::Heaps(p)) => g
            .parse_move(p, text)
            .map(AnyMove::Heap)
            .map_err(AnyTextError::Heaps),
        (AnyGame::Lasker(g), AnyPosition::Heaps(p)) => g
            .parse_move(p, text)
            .map(AnyMove::Heap)
            .map_err(AnyTextError::Heaps),
        (AnyGame::GrundyGame(g), AnyPosition::Heaps(p)) => g
            .parse_move(p, text)
            .map(AnyMove::Heap)
            .map_err(AnyTextError::Heaps),
        (AnyGame::Rectangles(g), AnyPosition::Rectangles(p)) => g
            .parse_move(p, text)
            .map(AnyMove::Rect)
            .map_err(AnyTextError::Heaps),
        (AnyGame::Boxes(g), AnyPosition::Boxes(p)) => g
            .parse_move(p, text)
            .map(AnyMove::Box)
            .map_err(AnyTextError::Heaps),
        (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => g
            .parse_move(p, text)
            .map(AnyMove::Dyn)
            .map_err(AnyTextError::Dyn),
        _ => Err(match game {
            AnyGame::Manifold(_) | AnyGame::Lab(_) => AnyTextError::Surfaces(
                manifold::parse_position("?").expect_err("'?' is not notation"),
            ),
            AnyGame::Dyn(_) => AnyTextError::Dyn(DynError {
                offset: 0,
                message: "this position belongs to another game".to_string(),
            }),
            _ => AnyTextError::Heaps(
                crate::games::heaps::parse_heaps("?").expect_err("'?' is not notation"),
            ),
        }),
    }
}
