//! The sum's types: the game, a part (a game and its position) and a move
//! in one part, and how a part's own move becomes the sum's.

use crate::catalogue::{Entry, Family};
use crate::dynamic::Shared;
use crate::game::Game;
use crate::spec::{AnyGame, AnyMove, AnyPosition};
use std::fmt;

/// Where a sum finds the engine of each of its parts: the game of an
/// entry of the catalogue with a checked spec, if its code is at hand.
pub type PartOpener = fn(&'static Entry, &str) -> Option<Shared>;

/// Sums of different games, with where they find their parts' engines.
#[derive(Clone, Copy)]
pub struct SumGame {
    pub(super) open: PartOpener,
}

impl SumGame {
    /// Sums whose parts' engines come from `open` (a page opens them from
    /// the chunks of their families).
    pub fn new(open: PartOpener) -> SumGame {
        SumGame { open }
    }

    /// Sums that read no part, for what needs no reading (writing a move).
    pub(super) fn writer() -> SumGame {
        SumGame::new(|_, _| None)
    }
}

impl fmt::Debug for SumGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SumGame")
    }
}

impl PartialEq for SumGame {
    /// One game, wherever it finds its parts.
    fn eq(&self, _: &SumGame) -> bool {
        true
    }
}

impl Eq for SumGame {}

impl std::hash::Hash for SumGame {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        "sum".hash(state);
    }
}

/// One part: a game and a position of it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SumPart {
    /// The part's game.
    pub game: AnyGame,
    /// Its position.
    pub position: AnyPosition,
}

/// A move in one part.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SumMove {
    /// The part's index.
    pub part: usize,
    /// The component of the whole sum the move acts on: its part (the
    /// parts with a move left, counted in order).
    pub component: usize,
    /// The part's own move.
    pub inner: Box<AnyMove>,
    /// The part's position after the move, which replaces it.
    pub pieces: String,
}

impl SumGame {
    /// The sum's move that makes `inner`, a move of part `part`, in that
    /// part (a move chosen on the part's own board).
    pub fn move_in(parts: &[SumPart], part: usize, inner: AnyMove) -> SumMove {
        Self::wrap(parts, &Self::offsets(parts), part, inner)
    }

    /// Each part's component: a part with a move left is one component
    /// of the sum, so the page shows each part once, with its value and
    /// its own moves; the parts left without a move are not components.
    pub(super) fn offsets(parts: &[SumPart]) -> Vec<usize> {
        let mut at = 0;
        parts
            .iter()
            .map(|p| {
                let here = at;
                at += usize::from(!p.game.components(&p.position).is_empty());
                here
            })
            .collect()
    }

    pub(super) fn wrap(
        parts: &[SumPart],
        offsets: &[usize],
        part: usize,
        inner: AnyMove,
    ) -> SumMove {
        let SumPart { game, position } = &parts[part];
        // What the part leaves, without the empty heaps a take leaves
        // behind (`5`, not `0 + 5`): they have no move in any heap game.
        let pieces = game
            .apply(position, &inner)
            .map(|after| match after.get::<Vec<u64>>() {
                Some(h) if matches!(game.entry().family, Family::Heaps(_)) => game.format_position(
                    &AnyPosition::new(h.iter().copied().filter(|&n| n > 0).collect::<Vec<u64>>()),
                ),
                _ => game.format_position(&after),
            })
            .unwrap_or_default();
        SumMove {
            part,
            component: offsets[part],
            pieces,
            inner: Box::new(inner),
        }
    }
}
