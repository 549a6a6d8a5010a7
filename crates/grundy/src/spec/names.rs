//! The names a game's spec starts with, in tables: the games the core
//! holds itself, those reached through text, and the coin-turning games.

/// The games the core holds itself (not through text), by the name their
/// spec starts with, as [`AnyGame::from_spec`](crate::spec::AnyGame::from_spec) reads them.
pub const OWN_GAMES: [&str; 8] = [
    "manifold",
    "nim",
    "subtraction",
    "lasker",
    "octal",
    "grundy",
    "rectangles",
    "boxes",
];

/// The games reached through text ([`AnyGame::Dyn`](crate::spec::AnyGame::Dyn)), by the name their
/// spec starts with. [`crate::catalog`] links their engines.
pub const TEXT_GAMES: [&str; 12] = [
    "turtles",
    "mock-turtles",
    "ruler",
    "coins",
    "rugs",
    "tartan",
    "coins2d",
    "hackenbush",
    "digraph",
    "rims",
    "moore",
    "sum",
];

/// The coin-turning games, by the name their spec starts with. Their
/// components (one per head) add as values but are not games played side
/// by side: two heads on one coin cancel, as `*n + *n = 0` does in normal
/// play only. Misère play must look at the whole row.
pub const COIN_GAMES: [&str; 7] = [
    "turtles",
    "mock-turtles",
    "ruler",
    "coins",
    "rugs",
    "tartan",
    "coins2d",
];
