//! The heap family's games by their entries: each opened as an engine held
//! without its types, and read back as [`HeapGame`] by the code that works
//! on heap games alone (their G-series, their explanations, their misère
//! quotients).

use super::{Boxes, GrundyGame, Lasker, Rectangles, Subtraction};
use crate::catalogue::{self, BarKind, Family, HeapKind};
use crate::dynamic::{Erased, Shared};
use crate::games::nim::Nim;
use crate::games::octal::OctalGame;
use crate::spec::AnyGame;

/// The most heaps a series of a split game other than Grundy's may compute
/// (its cost grows with the square of the length): the largest heap an
/// octal game's position may hold.
pub const MAX_OCTAL: u64 = super::octal::MAX_OCTAL_HEAP;

/// The most heaps an octal game's series may compute, as far as the page's
/// search until proved may go: its values are found by the sparse method
/// ([`super::sparse`], as [`super::until`] finds them), two bytes a heap in
/// the search and eight in the run.
pub const MAX_OCTAL_RUN: u64 = 1 << 24;

/// The most heaps any other series may compute.
pub const MAX_RUN: u64 = 10_000_000;

/// A game of the heap family, or of the bars and boxes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeapGame {
    /// Nim.
    Nim(Nim),
    /// A subtraction game.
    Subtraction(Subtraction),
    /// Lasker's Nim.
    Lasker(Lasker),
    /// An octal game.
    Octal(OctalGame),
    /// Grundy's game, or Schrage's generalisation.
    Grundy(GrundyGame),
    /// Schrage's rectangle game.
    Rectangles(Rectangles),
    /// Schrage's box game.
    Boxes(Boxes),
}

impl HeapGame {
    /// The heap game of kind `kind` whose spec's argument is `arg`.
    pub fn heap(kind: HeapKind, arg: &str) -> Option<HeapGame> {
        Some(match kind {
            HeapKind::Nim => HeapGame::Nim(Nim),
            HeapKind::Subtraction => HeapGame::Subtraction(Subtraction::parse(arg).ok()?),
            HeapKind::Lasker => HeapGame::Lasker(Lasker),
            HeapKind::Octal => HeapGame::Octal(OctalGame::parse(arg).ok()?),
            HeapKind::Grundy => HeapGame::Grundy(GrundyGame::parse(arg).ok()?),
        })
    }

    /// The game on bars or boxes of kind `kind` whose spec's argument is
    /// `arg`.
    pub fn bars(kind: BarKind, arg: &str) -> Option<HeapGame> {
        Some(match kind {
            BarKind::Rectangles => HeapGame::Rectangles(Rectangles::parse(arg).ok()?),
            BarKind::Boxes => HeapGame::Boxes(Boxes::parse(arg).ok()?),
        })
    }

    /// The heap game a spec names (`octal:0.77`, `rectangles:d=2`), if it
    /// names one.
    pub fn from_spec(spec: &str) -> Option<HeapGame> {
        let (entry, checked) = catalogue::checked(spec).ok()?;
        let arg = checked.split_once(':').map_or("", |(_, arg)| arg);
        match entry.family {
            Family::Heaps(kind) => HeapGame::heap(kind, arg),
            Family::Bars(kind) => HeapGame::bars(kind, arg),
            Family::Surfaces
            | Family::Coins(_)
            | Family::Hackenbush
            | Family::Digraph
            | Family::Counters(_)
            | Family::Sums => None,
        }
    }

    /// The heap game an engine plays, if it plays one.
    pub fn of(engine: &Shared) -> Option<HeapGame> {
        None.or_else(|| engine.game::<Nim>().map(|g| HeapGame::Nim(*g)))
            .or_else(|| {
                engine
                    .game::<Subtraction>()
                    .cloned()
                    .map(HeapGame::Subtraction)
            })
            .or_else(|| engine.game::<Lasker>().map(|g| HeapGame::Lasker(*g)))
            .or_else(|| engine.game::<OctalGame>().cloned().map(HeapGame::Octal))
            .or_else(|| engine.game::<GrundyGame>().cloned().map(HeapGame::Grundy))
            .or_else(|| {
                engine
                    .game::<Rectangles>()
                    .cloned()
                    .map(HeapGame::Rectangles)
            })
            .or_else(|| engine.game::<Boxes>().cloned().map(HeapGame::Boxes))
    }

    /// The heap game `game` plays (its normal-play twin's, in misère
    /// play), if it plays one.
    pub fn of_game(game: &AnyGame) -> Option<HeapGame> {
        HeapGame::of(game.engine())
    }

    /// The game's engine.
    pub fn open(self) -> Shared {
        match self {
            HeapGame::Nim(g) => Shared::new(Erased::new(g)),
            HeapGame::Subtraction(g) => Shared::new(Erased::new(g)),
            HeapGame::Lasker(g) => Shared::new(Erased::new(g)),
            HeapGame::Octal(g) => Shared::new(Erased::new(g)),
            HeapGame::Grundy(g) => Shared::new(Erased::new(g)),
            HeapGame::Rectangles(g) => Shared::new(Erased::new(g)),
            HeapGame::Boxes(g) => Shared::new(Erased::new(g)),
        }
    }

    /// How far its G-series is run: by default, at most, and on a page
    /// that computes short runs itself.
    pub fn series_bounds(&self) -> SeriesBounds {
        let heaps = |default, max, light_to| SeriesBounds {
            default,
            max,
            what: "Last heap",
            light_to,
        };
        match self {
            HeapGame::Rectangles(_) => SeriesBounds {
                default: 20,
                max: 60,
                what: "Table side",
                light_to: 30,
            },
            HeapGame::Boxes(_) => SeriesBounds {
                default: 8,
                max: 24,
                what: "Table side",
                light_to: 12,
            },
            // The core's own limits, as the command line states them.
            HeapGame::Octal(_) => heaps(1_000, MAX_OCTAL_RUN, 1_000),
            // Grundy's game itself by its sparse method, far.
            HeapGame::Grundy(g) if g.d() == 1 => heaps(100_000, MAX_RUN, 1_000),
            HeapGame::Grundy(_) => heaps(1_000, MAX_OCTAL, 1_000),
            // Closed forms: a hundred thousand heaps in a moment.
            HeapGame::Nim(_) | HeapGame::Subtraction(_) | HeapGame::Lasker(_) => {
                heaps(1_000, MAX_RUN, 100_000)
            }
        }
    }

    /// The split's spread `d` of Grundy's game and Schrage's games on bars
    /// and boxes; `None` for the others.
    pub fn d(&self) -> Option<u64> {
        match self {
            HeapGame::Grundy(g) => Some(g.d()),
            HeapGame::Rectangles(g) => Some(g.d()),
            HeapGame::Boxes(g) => Some(g.d()),
            HeapGame::Nim(_)
            | HeapGame::Subtraction(_)
            | HeapGame::Lasker(_)
            | HeapGame::Octal(_) => None,
        }
    }
}

/// How far a heap game's G-series is run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeriesBounds {
    /// The last heap (or the table's side) of a first run.
    pub default: u64,
    /// The largest last heap (or side) a run may reach.
    pub max: u64,
    /// What the bound is: "Last heap", or "Table side".
    pub what: &'static str,
    /// The longest run a page computes itself, at once (each octal heap
    /// scans its splits: 0.77 to 1,000 costs under 2 ms natively); longer
    /// ones go to a worker.
    pub light_to: u64,
}
