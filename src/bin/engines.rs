//! The games' module: the engines and drawings of the games loaded on
//! demand ([`manifold_explorer::engines`]), fetched the first time one of
//! them is played.

use manifold_explorer::engines::host::answer;
use manifold_explorer::engines::protocol::Call;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Answers a [`Call`] (as serde-wasm-bindgen writes it) with the value its
/// question names; `null` for a call this module cannot answer.
#[wasm_bindgen]
pub fn call(request: JsValue) -> JsValue {
    let Ok(call) = serde_wasm_bindgen::from_value::<Call>(request) else {
        return JsValue::NULL;
    };
    let writer =
        serde_wasm_bindgen::Serializer::new().serialize_large_number_types_as_bigints(true);
    answer(&call)
        .and_then(|a| a.serialize(&writer).ok())
        .unwrap_or(JsValue::NULL)
}

fn main() {}
