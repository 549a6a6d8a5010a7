//! A module of games played on demand
//! ([`manifold_explorer::engines::module`]): the coin-turning games and
//! their grids (Turning Turtles, Mock Turtles, Ruler, Rugs, the Tartan
//! games, two-dimensional coin turning), with their drawings, fetched the
//! first time one of them is played.

use manifold_explorer::engines::host::{coins, serve};
use wasm_bindgen::prelude::*;

/// Answers an `EngineRequest` with an `EngineResponse`
/// ([`manifold_explorer::engines::host::serve`]).
#[wasm_bindgen]
pub fn call(request: JsValue) -> JsValue {
    serve(request, coins)
}

fn main() {}
