//! The families of games: the code that plays and shows them, which games
//! of one family share, and which game of its family an entry is.

use crate::games::coins::CoinRule;

/// The code that plays and shows a game: games of one family share it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// The surface game, under any rules.
    Surfaces,
    /// The heap games.
    Heaps(HeapKind),
    /// Schrage's games on bars and boxes.
    Bars(BarKind),
    /// The coin-turning games.
    Coins(CoinKind),
    /// Green Hackenbush.
    Hackenbush,
    /// The graph game.
    Digraph,
    /// Rims, Moore's Nim_k and Wythoff's game.
    Counters(CounterKind),
    /// Sums of any games.
    Sums,
}

impl Family {
    /// The name of the chunk of the page's binary that holds the family's
    /// code (the page's split point of that name), or `None` for the
    /// family the page's first module holds: the surface game, the home
    /// page's.
    pub fn chunk(self) -> Option<&'static str> {
        match self {
            Family::Surfaces => None,
            Family::Heaps(_) => Some("heaps"),
            Family::Bars(_) => Some("bars"),
            Family::Coins(_) => Some("coins"),
            Family::Hackenbush => Some("hackenbush"),
            Family::Digraph => Some("digraph"),
            Family::Counters(_) => Some("counters"),
            Family::Sums => Some("sums"),
        }
    }

    /// How the record of moves writes a move of the family's games.
    pub fn record(self) -> Record {
        match self {
            Family::Surfaces | Family::Heaps(_) | Family::Bars(_) => Record::Notation,
            Family::Coins(_)
            | Family::Hackenbush
            | Family::Digraph
            | Family::Counters(_)
            | Family::Sums => Record::Words,
        }
    }
}

/// How the record of moves writes a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Record {
    /// In notation, where the notation shows what the move changes:
    /// `1. P1: (g) n4 → n2 + n2`, `1. P1: 7 → 3 + 4`.
    Notation,
    /// In the game's words, where its notation names only the move (`1`
    /// for coin 1): `1. P1 flipped coin 1`.
    Words,
}

/// Which heap game an entry is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HeapKind {
    /// Nim.
    Nim,
    /// A subtraction game.
    Subtraction,
    /// Lasker's Nim.
    Lasker,
    /// An octal game.
    Octal,
    /// Grundy's game and Schrage's generalisation.
    Grundy,
}

/// Which game on bars an entry is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BarKind {
    /// Schrage's rectangle game.
    Rectangles,
    /// Schrage's box game.
    Boxes,
}

/// Which coin game an entry is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CoinKind {
    /// A named row game: Turning Turtles, Mock Turtles or Ruler.
    Row(CoinRule),
    /// A row game given by its rule (`coins:RULE`).
    Rule,
    /// Rugs.
    Rugs,
    /// A Tartan game (`tartan:A*B`).
    Tartan,
    /// Two-dimensional coin turning by rule (`coins2d:RULE`).
    Plane,
}

/// Which game of counters an entry is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CounterKind {
    /// Rims.
    Rims,
    /// Moore's Nim_k.
    Moore,
    /// Wythoff's game.
    Wythoff,
}
