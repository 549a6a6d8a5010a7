//! The content module: the panels and pages a reader opens after the first
//! view ([`manifold_explorer::content`]), built without Yew and loaded by
//! the page on first use (`manifold_explorer::lazy`).

use manifold_explorer::content::{render as draw, Request};
use wasm_bindgen::prelude::*;

/// Draws what `request` (a [`Request`] as serde-wasm-bindgen writes it)
/// names, as markup.
#[wasm_bindgen]
pub fn render(request: JsValue) -> String {
    match serde_wasm_bindgen::from_value::<Request>(request) {
        Ok(r) => draw(&r).as_str().to_string(),
        Err(_) => {
            "<p class=\"field-error\">This panel was asked for something it does not know.</p>"
                .to_string()
        }
    }
}

fn main() {}
