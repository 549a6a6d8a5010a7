//! The content module: the panels and pages a reader opens after the first
//! view ([`manifold_explorer::content`]), built without Yew and loaded by
//! the page on first use (`manifold_explorer::lazy`).

use manifold_explorer::content::pages::{self, PageEffect, PageEvent};
use manifold_explorer::content::{render as draw, Request};
use wasm_bindgen::prelude::*;

/// Draws what `request` (a [`Request`] as serde-wasm-bindgen writes it)
/// names, as markup.
#[wasm_bindgen]
pub fn render(request: JsValue) -> String {
    match serde_wasm_bindgen::from_value::<Request>(request) {
        Ok(r) => draw(&r),
        Err(_) => {
            "<p class=\"field-error\">This panel was asked for something it does not know.</p>"
                .to_string()
        }
    }
}

/// Hands what a person did on a page this module runs (a
/// [`PageEvent`]) to the page; answers with a [`PageEffect`].
#[wasm_bindgen]
pub fn page_event(event: JsValue) -> JsValue {
    let effect = match serde_wasm_bindgen::from_value::<PageEvent>(event) {
        Ok(e) => pages::event(&e),
        Err(_) => PageEffect::none(),
    };
    serde_wasm_bindgen::to_value(&effect).unwrap_or(JsValue::NULL)
}

/// Keeps the page's function that draws it again, called when a page this
/// module runs changes on its own (a worker's report).
#[wasm_bindgen]
pub fn set_notify(f: js_sys::Function) {
    pages::set_notify(f);
}

fn main() {}
