//! The browser shell of the explorer: one Yew app over the `grundy` core.
//! The shell draws and dispatches; every game fact comes from the core.
//!
//! `app` holds the contexts and the chrome; `state` the reducers; `route`
//! and `storage` are the only places that read the address and saved data;
//! `play` is the play page, the same for every game; `games` says how each
//! game is drawn; `pages` holds the other pages; `worker` the Web Workers'
//! messages; `content` what is drawn on demand by a module of its own, and
//! `lazy` the page's side of it.

pub mod app;
pub mod content;
pub mod display;
pub mod download;
pub mod games;
pub mod lazy;
pub mod pages;
pub mod panels;
#[cfg(target_arch = "wasm32")]
pub mod panic;
pub mod play;
#[cfg(not(target_arch = "wasm32"))]
pub mod preloads;
pub mod release;
pub mod route;
pub mod split;
pub mod state;
pub mod storage;
#[cfg(test)]
pub(crate) mod testing;
pub mod text;
pub mod worker;

pub use app::App;

/// Mounts the app on the document body, in place of the first paint that
/// `index.html` draws before the code has run.
pub fn start() {
    #[cfg(target_arch = "wasm32")]
    panic::install();
    if let Some(first) = gloo::utils::document().get_element_by_id("first-paint") {
        first.remove();
    }
    yew::Renderer::<App>::new().render();
}

/// The panic overlay's test hook: panics on purpose. Reachable only from
/// the console or a test driver (`window.wasmBindings.__panic_for_test()`);
/// nothing in the page calls it.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn __panic_for_test() {
    panic!("deliberate panic from the overlay's test hook");
}
