//! The browser shell of the manifold decomposition game explorer: Yew
//! components over the `grundy` core. The shell draws and dispatches; every
//! game fact comes from the core.

pub mod app;
pub mod bridge;
pub mod components;
pub mod diagram;
pub mod extras;
pub mod json;
#[cfg(target_arch = "wasm32")]
pub mod panic;
pub mod route;
pub mod state;
pub mod storage;

pub use app::App;

/// Mounts the app on the document body.
pub fn start() {
    #[cfg(target_arch = "wasm32")]
    panic::install();
    yew::Renderer::<App>::new().render();
}

/// The panic overlay's test hook: panics on purpose. Reachable only from
/// the console or a test driver (`window.wasmBindings.__panic_for_test()`);
/// nothing in the page calls it.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn __panic_for_test() {
    panic!("deliberate panic from the overlay's test hook");
}
