//! A module of games played on demand
//! ([`manifold_explorer::engines::module`]): sums of any games, and with
//! them every game of the other modules, with their drawings, fetched the
//! first time one of them is played.

use manifold_explorer::engines::host::{serve, sums};
use wasm_bindgen::prelude::*;

/// Answers an `EngineRequest` with an `EngineResponse`
/// ([`manifold_explorer::engines::host::serve`]).
#[wasm_bindgen]
pub fn call(request: JsValue) -> JsValue {
    serve(request, sums)
}

fn main() {}
