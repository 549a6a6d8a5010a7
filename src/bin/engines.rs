//! The games' module: the engines and drawings of the games loaded on
//! demand ([`manifold_explorer::engines`]), sums aside (they are the sums'
//! module's, `src/bin/sums.rs`), fetched the first time one of them is
//! played.

use manifold_explorer::engines::host::answer;
use manifold_explorer::engines::protocol::{EngineRequest, EngineResponse};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Answers an [`EngineRequest`] (as serde-wasm-bindgen writes it) with an
/// [`EngineResponse`]; a request it cannot read is answered
/// [`EngineResponse::Unreadable`].
#[wasm_bindgen]
pub fn call(request: JsValue) -> JsValue {
    let response = match serde_wasm_bindgen::from_value::<EngineRequest>(request) {
        Ok(request) => answer(&request),
        Err(e) => EngineResponse::Unreadable(e.to_string()),
    };
    let writer =
        serde_wasm_bindgen::Serializer::new().serialize_large_number_types_as_bigints(true);
    // A response that cannot be written reaches the page as `undefined`,
    // which the page reads as no answer.
    response.serialize(&writer).unwrap_or(JsValue::UNDEFINED)
}

fn main() {}
