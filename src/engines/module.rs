//! Which module of games played on demand holds which game. Each module is
//! a binary of its own (`src/bin/`), fetched the first time one of its games
//! is played, so a reader of one game fetches only its family: the coins
//! and grids, Green Hackenbush, the graph game, or Rims and Moore's Nim. A
//! sum may hold any game, so the sums' module holds every game and sums
//! besides.

/// A module of games played on demand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Module {
    /// The coin-turning games and their grids: Turning Turtles, Mock
    /// Turtles, Ruler, Rugs, the Tartan games and the two-dimensional
    /// coin games.
    Coins,
    /// Green Hackenbush.
    Hackenbush,
    /// The graph game: tokens sliding along the edges of a directed graph.
    Digraph,
    /// The games of counters taken from heaps: Rims and Moore's Nim.
    Counters,
    /// Sums of any games, and every game of the other modules.
    Sums,
}

impl Module {
    /// Every module, in the order of [`Module::index`].
    pub const ALL: [Module; 5] = [
        Module::Coins,
        Module::Hackenbush,
        Module::Digraph,
        Module::Counters,
        Module::Sums,
    ];

    /// The games of the module, by the name their spec starts with (the
    /// sums' module holds the others' too).
    pub const fn games(self) -> &'static [&'static str] {
        match self {
            // The coin-turning games as the core lists them.
            Module::Coins => &grundy::spec::COIN_GAMES,
            Module::Hackenbush => &["hackenbush"],
            Module::Digraph => &["digraph"],
            Module::Counters => &["rims", "moore"],
            Module::Sums => &["sum"],
        }
    }

    /// The module's files' name (`coins.js`, `coins_bg.wasm`), the name of
    /// its binary.
    pub const fn name(self) -> &'static str {
        match self {
            Module::Coins => "coins",
            Module::Hackenbush => "hackenbush",
            Module::Digraph => "digraph",
            Module::Counters => "counters",
            Module::Sums => "sums",
        }
    }

    /// The module's place in [`Module::ALL`].
    pub const fn index(self) -> usize {
        match self {
            Module::Coins => 0,
            Module::Hackenbush => 1,
            Module::Digraph => 2,
            Module::Counters => 3,
            Module::Sums => 4,
        }
    }

    /// The module the game `spec` names is played with. A name no other
    /// module has is the sums' module's, which holds every game (and
    /// answers that it knows no such game).
    pub fn of(spec: &str) -> Module {
        let name = spec.split(':').next().unwrap_or(spec);
        Module::ALL
            .into_iter()
            .find(|m| m.games().contains(&name))
            .unwrap_or(Module::Sums)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_played_from_text_is_in_one_module() {
        let mut listed: Vec<&str> = Module::ALL
            .iter()
            .flat_map(|m| m.games())
            .copied()
            .collect();
        listed.sort_unstable();
        let mut text_games = grundy::spec::TEXT_GAMES.to_vec();
        text_games.sort_unstable();
        assert_eq!(listed, text_games);
    }

    #[test]
    fn a_spec_is_played_with_the_module_of_its_name() {
        assert_eq!(Module::of("turtles"), Module::Coins);
        assert_eq!(Module::of("tartan:turtles*ruler"), Module::Coins);
        assert_eq!(Module::of("hackenbush"), Module::Hackenbush);
        assert_eq!(Module::of("digraph"), Module::Digraph);
        assert_eq!(Module::of("moore:=2"), Module::Counters);
        assert_eq!(Module::of("sum"), Module::Sums);
        assert_eq!(Module::of("chess"), Module::Sums);
        for (i, m) in Module::ALL.into_iter().enumerate() {
            assert_eq!(m.index(), i);
        }
    }
}
