//! The games of counters taken from heaps, Rims and Moore's Nim_k: a
//! chunk of the page of their own (`counters`), fetched the first time one
//! of them is played. Each game's board, explanation and composer are the
//! page's own elements, drawn in the chunk: Rims in `rims`, Moore's Nim_k
//! in `moore`.

pub mod moore;
pub mod rims;
pub mod wythoff;

use crate::games::library;
use crate::games::played::{Opened, Opener};
use crate::split::{Chunk, LoadError};
use grundy::catalogue;
use grundy::catalogue::CounterKind;
use grundy::catalogue::Family;
use grundy::games::moore::Moore;
use grundy::games::moore_any::AnySize;
use grundy::games::rims::Rims;
use grundy::games::wythoff::Wythoff;
use moore::MooreShown;
use rims::RimsShown;
use wythoff::WythoffShown;

/// Rims or Moore's Nim_k by its checked spec.
pub fn open(spec: &str) -> Option<Opened> {
    let Family::Counters(kind) = catalogue::of(spec)?.family else {
        return None;
    };
    Some(match kind {
        CounterKind::Rims => Opened::new(Rims, RimsShown),
        CounterKind::Wythoff => Opened::new(Wythoff::new(), WythoffShown(Wythoff::new())),
        CounterKind::Moore => {
            let game = Moore::from_arg(spec.split_once(':')?.1)?;
            // The classic game is played at any size: past the search of
            // values, by who wins, which Moore's rule decides.
            match AnySize::new(game) {
                Some(any) => Opened::new(any, MooreShown(game)),
                None => Opened::new(game, MooreShown(game)),
            }
        }
    })
}

#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(counters, fallible))]
fn entry() -> Result<Opener, LoadError> {
    library::register("counters", |spec| Opened::once(spec, open).map(|o| o.game));
    Ok(Opener(|spec, _| Opened::once(spec, open)))
}

thread_local! {
    /// The chunk.
    pub static CHUNK: Chunk<Opener> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}

#[cfg(test)]
mod tests;
