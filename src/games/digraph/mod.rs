//! The graph game, tokens sliding along the edges of a directed graph: a
//! chunk of the page of its own (`digraph`), fetched the first time it is
//! played.

use crate::engines::legacy::open as laid;
use crate::games::played::{Opened, Opener};
use crate::split::{Chunk, LoadError};
use grundy::games::digraph::Digraph;

/// The games of the chunk, by the name their spec starts with.
pub const GAMES: &[&str] = &["digraph"];

/// The graph game by its checked spec.
pub fn open(spec: &str) -> Option<Opened> {
    (spec == "digraph").then(|| laid(Digraph))
}

#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(digraph, fallible))]
fn entry() -> Result<Opener, LoadError> {
    Ok(Opener(open))
}

thread_local! {
    /// The chunk.
    pub static CHUNK: Chunk<Opener> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}
