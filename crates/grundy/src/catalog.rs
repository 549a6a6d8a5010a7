//! Every game of the engine by its spec, with the engines of the games
//! reached through text linked: the coin,
//! graph and loop games, Moore's Nim_k and sums of different games. A
//! program that uses this module carries all of them (the command line
//! does); one that uses only [`AnyGame::from_spec`] carries none.

use crate::dynamic::{Erased, Shared};
use crate::games::sum::SumGame;
use crate::linked::part_engine;
use crate::spec::{AnyGame, MisereGame, SpecError};

/// The engine of a game reached through text, by its checked spec
/// (`turtles`, `moore:2`); `None` for any other spec.
pub fn linked(spec: &str) -> Option<Shared> {
    match spec.split_once(':').map_or(spec, |(name, _)| name) {
        "sum" => Some(Shared::new(Erased::new(SumGame))),
        _ => part_engine(spec),
    }
}

/// The game a spec names, any game of the engine.
/// A game in misère play comes with the tame rule and the search attached.
pub fn game(spec: &str) -> Result<AnyGame, SpecError> {
    Ok(match AnyGame::from_spec_with(spec, &linked)? {
        AnyGame::Misere(g) => AnyGame::Misere(Box::new(
            MisereGame::searching(g.inner().clone()).unwrap_or(*g),
        )),
        game => game,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;

    #[test]
    fn every_listed_game_is_linked_and_keeps_its_spec() {
        for entry in crate::catalogue::entries() {
            for listing in entry.listings {
                assert_eq!(game(listing.spec).unwrap().spec(), listing.spec);
            }
        }
        assert!(game("moore:0").is_err());
        assert!(game("turtles:3").is_err());
        assert!(AnyGame::from_spec("turtles").is_err());
    }
}
