//! The engines of the games reached through text
//! that may be a part of a sum: the coin, graph and loop games and Moore's
//! Nim_k. [`crate::catalog`] adds the sums themselves.

use crate::dynamic::{Erased, Shared};
use crate::games::coins::plane::PlaneCoins;
use crate::games::coins::rugs::Rugs;
use crate::games::coins::tartan::Tartan;
use crate::games::coins::{CoinGame, CoinRule, RowRule};
use crate::games::digraph::Digraph;
use crate::games::hackenbush::Hackenbush;
use crate::games::moore::Moore;
use crate::games::moore_any::AnySize;
use crate::games::rims::Rims;

/// The engine of a game reached through text other than a sum, by its
/// checked spec (`turtles`, `moore:2`); `None` for any other spec.
pub fn part_engine(spec: &str) -> Option<Shared> {
    let (name, arg) = spec.split_once(':').unwrap_or((spec, ""));
    Some(match name {
        "turtles" => Shared::new(Erased::new(CoinGame::new(CoinRule::Turtles))),
        "mock-turtles" => Shared::new(Erased::new(CoinGame::new(CoinRule::MockTurtles))),
        "ruler" => Shared::new(Erased::new(CoinGame::new(CoinRule::Ruler))),
        "rugs" => Shared::new(Erased::new(Rugs)),
        "coins" => Shared::new(Erased::new(CoinGame::new(RowRule::parse(arg).ok()?))),
        // Named factors keep their own game; any other is a rule's.
        "tartan" => match Tartan::parse(arg) {
            Some(t) => Shared::new(Erased::new(t)),
            None => Shared::new(Erased::new(Tartan::parse_factors(arg).ok()?)),
        },
        "coins2d" => Shared::new(Erased::new(PlaneCoins::parse(arg).ok()?)),
        "hackenbush" => Shared::new(Erased::new(Hackenbush)),
        "digraph" => Shared::new(Erased::new(Digraph)),
        "rims" => Shared::new(Erased::new(Rims)),
        // The classic game is played at any size: past the search of
        // values, by who wins, which Moore's rule decides.
        "moore" => {
            let game = Moore::from_arg(arg)?;
            match AnySize::new(game) {
                Some(any) => Shared::new(Erased::new(any)),
                None => Shared::new(Erased::new(game)),
            }
        }
        _ => return None,
    })
}
