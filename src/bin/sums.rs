//! The sums' module: every game of the games' module and, besides, sums
//! of any games ([`manifold_explorer::engines::host::answer_with_sums`]).
//! A sum holds any game of the explorer, so this module carries the whole
//! core; the games' module (`engines`) leaves sums out and is the smaller
//! for it. Fetched the first time a sum is played.

use manifold_explorer::engines::host::answer_with_sums;
use manifold_explorer::engines::protocol::{EngineRequest, EngineResponse};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Answers an [`EngineRequest`] (as serde-wasm-bindgen writes it) with an
/// [`EngineResponse`]; a request it cannot read is answered
/// [`EngineResponse::Unreadable`].
#[wasm_bindgen]
pub fn call(request: JsValue) -> JsValue {
    let response = match serde_wasm_bindgen::from_value::<EngineRequest>(request) {
        Ok(request) => answer_with_sums(&request),
        Err(e) => EngineResponse::Unreadable(e.to_string()),
    };
    let writer =
        serde_wasm_bindgen::Serializer::new().serialize_large_number_types_as_bigints(true);
    // A response that cannot be written reaches the page as `undefined`,
    // which the page reads as no answer.
    response.serialize(&writer).unwrap_or(JsValue::UNDEFINED)
}

fn main() {}
