//! Every game of the engine by its spec, with every game's engine linked.
//! A program that uses this module carries all of them (the command line
//! and the page's worker do); the page opens each family's engine from its
//! own chunk of code ([`AnyGame::from_spec_with`]).

use crate::catalogue::{CoinKind, CounterKind, Entry, Family};
use crate::dynamic::{Erased, Shared};
use crate::games::coins::{plane::PlaneCoins, rugs::Rugs, tartan::Tartan, CoinGame, RowRule};
use crate::games::heap::HeapGame;
use crate::games::moore::Moore;
use crate::games::moore_any::AnySize;
use crate::games::notation::NotationError;
use crate::games::sum::{parse_sum_with, SumGame, SumPart};
use crate::games::wythoff::Wythoff;
use crate::games::{digraph, hackenbush, lab, rims};
use crate::spec::{AnyGame, MisereGame, SpecError};

/// The engine of the game of `entry` whose checked spec is `spec`.
pub fn engine(entry: &'static Entry, spec: &str) -> Option<Shared> {
    let arg = spec.split_once(':').map_or("", |(_, arg)| arg);
    Some(match entry.family {
        Family::Surfaces => lab::open(arg)?,
        Family::Heaps(kind) => HeapGame::heap(kind, arg)?.open(),
        Family::Bars(kind) => HeapGame::bars(kind, arg)?.open(),
        Family::Coins(kind) => coin_engine(kind, arg)?,
        Family::Hackenbush => Shared::new(Erased::new(hackenbush::Hackenbush)),
        Family::Digraph => Shared::new(Erased::new(digraph::Digraph)),
        Family::Counters(CounterKind::Rims) => Shared::new(Erased::new(rims::Rims)),
        Family::Counters(CounterKind::Moore) => {
            let game = Moore::from_arg(arg)?;
            // The classic game is played at any size: past the search of
            // values, by who wins, which Moore's rule decides.
            match AnySize::new(game) {
                Some(any) => Shared::new(Erased::new(any)),
                None => Shared::new(Erased::new(game)),
            }
        }
        Family::Counters(CounterKind::Wythoff) => Shared::new(Erased::new(Wythoff::new())),
        Family::Sums => Shared::new(Erased::new(linked_sums())),
    })
}

/// The engine of the coin game of kind `kind` whose spec's argument is
/// `arg` (a rule, two factors).
fn coin_engine(kind: CoinKind, arg: &str) -> Option<Shared> {
    Some(match kind {
        CoinKind::Row(rule) => Shared::new(Erased::new(CoinGame::new(rule))),
        CoinKind::Rule => Shared::new(Erased::new(CoinGame::new(RowRule::parse(arg).ok()?))),
        CoinKind::Rugs => Shared::new(Erased::new(Rugs)),
        // Named factors keep their own game; any other is a rule's.
        CoinKind::Tartan => match Tartan::parse(arg) {
            Some(t) => Shared::new(Erased::new(t)),
            None => Shared::new(Erased::new(Tartan::parse_factors(arg).ok()?)),
        },
        CoinKind::Plane => Shared::new(Erased::new(PlaneCoins::parse(arg).ok()?)),
    })
}

/// Sums with every game's engine linked.
pub fn linked_sums() -> SumGame {
    SumGame::new(engine)
}

/// Reads a sum such as `nim(3 + 5) + turtles(THHTH)`, every game's engine
/// linked.
pub fn parse_sum(text: &str) -> Result<Vec<SumPart>, NotationError> {
    parse_sum_with(text, engine)
}

/// The game a spec names, any game of the engine.
/// A game in misère play comes with the tame rule and the search attached.
pub fn game(spec: &str) -> Result<AnyGame, SpecError> {
    Ok(match AnyGame::from_spec(spec)? {
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
    }
}
