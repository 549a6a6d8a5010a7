//! The coin-turning games and their grids (Turning Turtles, Mock Turtles,
//! Ruler, Rugs, the Tartan games, two-dimensional coin turning): a chunk
//! of the page of their own (`coins`), fetched the first time one of them
//! is played.

use crate::engines::legacy::open as laid;
use crate::games::played::{Opened, Opener};
use crate::split::{Chunk, LoadError};
use grundy::games::coins::plane::PlaneCoins;
use grundy::games::coins::rugs::Rugs;
use grundy::games::coins::tartan::Tartan;
use grundy::games::coins::{CoinGame, CoinRule};

/// The games of the chunk, by the name their spec starts with.
pub const GAMES: &[&str] = &grundy::spec::COIN_GAMES;

/// A coin game by its checked spec.
pub fn open(spec: &str) -> Option<Opened> {
    let (name, arg) = spec.split_once(':').unwrap_or((spec, ""));
    Some(match name {
        "turtles" => laid(CoinGame::new(CoinRule::Turtles)),
        "mock-turtles" => laid(CoinGame::new(CoinRule::MockTurtles)),
        "ruler" => laid(CoinGame::new(CoinRule::Ruler)),
        "rugs" => laid(Rugs),
        "tartan" => laid(Tartan::parse(arg)?),
        "coins2d" => laid(PlaneCoins::parse(arg).ok()?),
        _ => return None,
    })
}

#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(coins, fallible))]
fn entry() -> Result<Opener, LoadError> {
    Ok(Opener(open))
}

thread_local! {
    /// The chunk.
    pub static CHUNK: Chunk<Opener> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}
