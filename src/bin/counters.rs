//! A module of games played on demand
//! ([`manifold_explorer::engines::module`]): the games of counters taken
//! from heaps (Rims and Moore's Nim), with their drawings, fetched the
//! first time one of them is played.

use manifold_explorer::engines::host::{counters, serve};
use wasm_bindgen::prelude::*;

/// Answers an `EngineRequest` with an `EngineResponse`
/// ([`manifold_explorer::engines::host::serve`]).
#[wasm_bindgen]
pub fn call(request: JsValue) -> JsValue {
    serve(request, counters)
}

fn main() {}
