//! The extras module: the G-series, Nim and builder pages and the teaching
//! panels, loaded by the game page when first needed.

use wasm_bindgen::prelude::wasm_bindgen;

/// Mounts the part named by `host`'s `data-part` into it.
#[wasm_bindgen]
pub fn mount(host: web_sys::Element) {
    manifold_explorer::extras::mount(host);
}

fn main() {
    #[cfg(target_arch = "wasm32")]
    manifold_explorer::panic::install();
}
