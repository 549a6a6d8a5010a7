//! The misère quotient of a heap game of the engine: its moves as the
//! quotient's computation reads them, and the criterion that can prove its
//! period ([`crate::misere::period`]).

use crate::game::Game;
use crate::games::heap::HeapGame;
use crate::misere::{Leaves, Movable, QuotientRun, Reach};
use crate::spec::{AnyGame, AnyPosition};
use std::rc::Rc;

/// The heap games a quotient is computed for: octal games (Kayles,
/// Dawson's Kayles, …), subtraction games, Grundy's game and its
/// variants, Lasker's Nim (no criterion for its period) and Nim.
pub fn quotient_game(game: &AnyGame) -> bool {
    matches!(
        HeapGame::of_game(game),
        Some(
            HeapGame::Octal(_)
                | HeapGame::Subtraction(_)
                | HeapGame::Grundy(_)
                | HeapGame::Lasker(_)
                | HeapGame::Nim(_)
        )
    )
}

/// The periodicity criterion of a heap game: octal games and subtraction
/// games by the most counters a move takes, Grundy's game and its
/// variants by the least difference of a split.
pub fn reach(game: &AnyGame) -> Reach {
    match HeapGame::of_game(game) {
        Some(HeapGame::Octal(g)) => {
            let code = g.code();
            // Bit 4 of any digit lets a move leave two heaps.
            let splits = code
                .chars()
                .filter_map(|c| c.to_digit(8))
                .any(|d| d & 4 != 0);
            Reach::Octal {
                take: g.max_take(),
                splits,
            }
        }
        Some(HeapGame::Subtraction(g)) => Reach::Octal {
            take: g.max_take(),
            splits: false,
        },
        Some(HeapGame::Grundy(g)) => Reach::Spread { d: g.d() },
        _ => Reach::None,
    }
}

/// What each move from a heap of `n` leaves, read from the game's own
/// moves on a position of that one heap: the heaps left where it had
/// one, without the empty ones.
pub fn leaves(game: &AnyGame) -> Leaves {
    let game = game.clone();
    Rc::new(move |n: u64| {
        let position = AnyPosition::new(vec![n]);
        let mut out: Vec<Vec<u64>> = game
            .moves(&position)
            .filter_map(|mv| {
                let after = game.apply(&position, &mv).ok()?;
                let mut left = after.get::<Vec<u64>>()?.clone();
                left.retain(|&h| h > 0);
                left.sort_unstable();
                Some(left)
            })
            .collect();
        out.sort();
        out.dedup();
        out
    })
}

/// Whether a heap of `n` has a move, as the game's own terminal test says
/// (an octal game reads it from its digits, a rule from its first move).
pub fn has_move(game: &AnyGame) -> Movable {
    let game = game.clone();
    Rc::new(move |n: u64| !game.is_terminal(&AnyPosition::new(vec![n])))
}

/// A computation of `game`'s quotient, for the heap games
/// ([`quotient_game`]).
pub fn quotient_run(game: &AnyGame) -> Option<QuotientRun> {
    quotient_game(game).then(|| QuotientRun::new(leaves(game), has_move(game), reach(game)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kayles_takes_two_and_splits() {
        let g = AnyGame::from_spec("octal:0.77").unwrap();
        assert_eq!(
            reach(&g),
            Reach::Octal {
                take: 2,
                splits: true
            }
        );
        // A heap of 3: take one (2, or 1 + 1) or two (1).
        assert_eq!(leaves(&g)(3), vec![vec![1], vec![1, 1], vec![2]]);
    }

    #[test]
    fn a_subtraction_game_never_splits() {
        let g = AnyGame::from_spec("subtraction:1,3,4").unwrap();
        assert_eq!(
            reach(&g),
            Reach::Octal {
                take: 4,
                splits: false
            }
        );
        assert_eq!(leaves(&g)(4), vec![vec![], vec![1], vec![3]]);
    }

    #[test]
    fn grundys_game_splits_unequally() {
        let g = AnyGame::from_spec("grundy").unwrap();
        assert_eq!(reach(&g), Reach::Spread { d: 1 });
        assert_eq!(leaves(&g)(6), vec![vec![1, 5], vec![2, 4]]);
        assert!(quotient_run(&AnyGame::from_spec("rectangles").unwrap()).is_none());
    }
}
