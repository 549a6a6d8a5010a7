//! A module of games played on demand
//! ([`manifold_explorer::engines::module`]): the graph game, with its
//! drawings, fetched the first time it is played.

use manifold_explorer::engines::host::{digraph, serve};
use wasm_bindgen::prelude::*;

/// Answers an `EngineRequest` with an `EngineResponse`
/// ([`manifold_explorer::engines::host::serve`]).
#[wasm_bindgen]
pub fn call(request: JsValue) -> JsValue {
    serve(request, digraph)
}

fn main() {}
