//! A module of games played on demand
//! ([`manifold_explorer::engines::module`]): the games played on graphs
//! (Green Hackenbush and the graph game), with their drawings, fetched the
//! first time one of them is played.

use manifold_explorer::engines::host::{graphs, serve};
use wasm_bindgen::prelude::*;

/// Answers an `EngineRequest` with an `EngineResponse`
/// ([`manifold_explorer::engines::host::serve`]).
#[wasm_bindgen]
pub fn call(request: JsValue) -> JsValue {
    serve(request, graphs)
}

fn main() {}
