//! Games whose values rest on a table computed heap by heap: Grundy's game
//! (and Schrage's split games), whose heap of 100,000 needs the values of
//! every smaller heap, and the rectangle and box games, whose bars take
//! their values from the same line game by Schrage's rule. Computed in
//! one call, such a table would hold the page for seconds; the page
//! computes it a slice at a time instead ([`crate::play::prepare`]) and
//! asks no value of the position until it is there.

use super::Table;
use grundy::games::heap::bars::Bar;
use grundy::games::heap::GrundyGame;
use grundy::spec::{AnyGame, AnyPosition};

/// The table a position needs: the line game and the last heap (or side)
/// it must reach.
#[derive(Clone, Debug, PartialEq)]
pub struct Needed {
    /// The game whose values the table holds.
    pub line: GrundyGame,
    /// The largest heap, or side of a bar, in the position.
    pub to: u64,
}

impl Needed {
    /// Whether the table reaches the position's largest heap.
    pub fn done(&self) -> bool {
        self.line.prepared() > self.to
    }
}

/// The line game whose values `game`'s values come from, if any.
fn line(game: &AnyGame) -> Option<&GrundyGame> {
    match game {
        AnyGame::GrundyGame(g) => Some(g),
        AnyGame::Rectangles(b) => Some(b.line_game()),
        AnyGame::Boxes(b) => Some(b.line_game()),
        AnyGame::Misere(m) => line(m.inner()),
        _ => None,
    }
}

/// The largest heap or side of a bar in `position`.
fn largest(position: &AnyPosition) -> u64 {
    let sides = |bar: &dyn Fn(usize) -> u64, n: usize| (0..n).map(bar).max().unwrap_or(0);
    match position {
        AnyPosition::Heaps(h) => h.iter().copied().max().unwrap_or(0),
        AnyPosition::Rectangles(r) => r
            .iter()
            .map(|b| sides(&|k| b.side(k), b.sides()))
            .max()
            .unwrap_or(0),
        AnyPosition::Boxes(c) => c
            .iter()
            .map(|b| sides(&|k| b.side(k), b.sides()))
            .max()
            .unwrap_or(0),
        _ => 0,
    }
}

/// The table `position` of `game` needs before any value is asked, when
/// it is not there yet.
pub fn needed(game: &AnyGame, position: &AnyPosition) -> Option<Needed> {
    let need = Needed {
        line: line(game)?.clone(),
        to: largest(position),
    };
    (!need.done()).then_some(need)
}

impl Table {
    /// Whether every value of the position can be had at once: false
    /// while the table its values rest on is being computed.
    pub fn prepared(&self) -> bool {
        needed(self.game(), self.position()).is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::Game;

    fn need(spec: &str, position: &str) -> Option<u64> {
        let game = AnyGame::from_spec(spec).unwrap();
        let p = game.parse_position(position).unwrap();
        needed(&game, &p).map(|n| n.to)
    }

    #[test]
    fn the_largest_heap_or_side_is_needed() {
        assert_eq!(need("grundy", "7 + 100000 + 3"), Some(100_000));
        assert_eq!(need("rectangles:d=2", "5x9000 + 3x4"), Some(9_000));
        assert_eq!(need("boxes", "3x4x70000"), Some(70_000));
        assert_eq!(need("grundy:misere", "20 + 50000"), Some(50_000));
        assert_eq!(need("octal:0.77", "100000"), None);
        assert_eq!(need("nim", "3"), None);
    }

    #[test]
    fn a_table_computed_is_not_needed_again() {
        let game = AnyGame::from_spec("grundy").unwrap();
        let p = game.parse_position("5000").unwrap();
        let need = needed(&game, &p).unwrap();
        while !need.line.prepare(need.to, 500) {}
        assert!(needed(&game, &p).is_none());
    }
}
