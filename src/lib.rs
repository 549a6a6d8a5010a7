//! The browser shell of the manifold decomposition game explorer: Yew
//! components over the `grundy` core. The shell draws and dispatches; every
//! game fact comes from the core.

pub mod app;
pub mod components;
pub mod diagram;
pub mod route;
pub mod state;

pub use app::App;

/// Mounts the app on the document body.
pub fn start() {
    #[cfg(target_arch = "wasm32")]
    console_error_panic_hook::set_once();
    yew::Renderer::<App>::new().render();
}
