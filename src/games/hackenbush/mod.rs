//! Green Hackenbush: a chunk of the page of its own (`hackenbush`),
//! fetched the first time it is played.

use crate::engines::legacy::open as laid;
use crate::games::played::{Opened, Opener};
use crate::split::{Chunk, LoadError};
use grundy::games::hackenbush::Hackenbush;

/// The games of the chunk, by the name their spec starts with.
pub const GAMES: &[&str] = &["hackenbush"];

/// Green Hackenbush by its checked spec.
pub fn open(spec: &str) -> Option<Opened> {
    (spec == "hackenbush").then(|| laid(Hackenbush))
}

#[cfg_attr(
    feature = "split",
    wasm_split_helpers::wasm_split(hackenbush, fallible)
)]
fn entry() -> Result<Opener, LoadError> {
    Ok(Opener(open))
}

thread_local! {
    /// The chunk.
    pub static CHUNK: Chunk<Opener> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}
