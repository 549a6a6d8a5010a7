//! Every game of the engine by its spec, with every game's engine linked.
//! A program that uses this module carries all of them (the command line
//! and the page's worker do); the page opens each family's engine from its
//! own chunk of code ([`AnyGame::from_spec_with`]).

use crate::catalogue::{CounterKind, Entry, Family};
use crate::dynamic::{Erased, Shared};
use crate::games::heap::HeapGame;
use crate::games::moore::Moore;
use crate::games::moore_any::AnySize;
use crate::games::sum::SumGame;
use crate::games::wythoff::Wythoff;
use crate::games::{coins, digraph, hackenbush, lab, rims};
use crate::spec::{AnyGame, MisereGame, SpecError};

/// The engine of the game of `entry` whose checked spec is `spec`.
pub fn engine(entry: &'static Entry, spec: &str) -> Option<Shared> {
    let arg = spec.split_once(':').map_or("", |(_, arg)| arg);
    Some(match entry.family {
        Family::Surfaces => lab::open(arg)?,
        Family::Heaps(kind) => HeapGame::heap(kind, arg)?.open(),
        Family::Bars(kind) => HeapGame::bars(kind, arg)?.open(),
        Family::Coins(kind) => coins::open(kind, arg)?,
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
        Family::Sums => Shared::new(Erased::new(SumGame)),
    })
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
