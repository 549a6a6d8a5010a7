//! The page's loader of the modules built apart from it, the modules of
//! games played on demand (static/modules.js). Their files carry no hash
//! in their names, so they are asked for with the page's release (`<meta name=release>`, written
//! by scripts/postbuild.mjs), as the G-series worker's are.

use js_sys::{Promise, Reflect};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// The page's loader of modules; absent where the page's scripts are
    /// not (the component tests).
    #[wasm_bindgen(catch, js_name = manifoldLoadModule)]
    fn load_module_js(name: &str) -> Result<Promise, JsValue>;
}

/// Loads a module built like the games' modules (`NAME.js`,
/// `NAME_bg.wasm`), once per visit; a failure is asked again
/// by the next call.
pub fn load_module(name: &str) -> Promise {
    load_module_js(name).unwrap_or_else(|e| Promise::reject(&e))
}

/// A thrown value as text, through JavaScript's own conversion.
pub fn describe(e: &JsValue) -> String {
    Reflect::get(e, &JsValue::from_str("message"))
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "the browser gave no reason".to_string())
}
