//! The browser shell of the manifold decomposition game explorer: Yew
//! components over the `grundy` core. The shell draws and dispatches; every
//! game fact comes from the core.

pub mod app;
pub mod components;
pub mod diagram;
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

/// The brute-force G-series of both kinds to genus `n`, timed in the page
/// for the benchmark (`tests/bench/bench.mjs`): milliseconds for the
/// orientable and the nonorientable series, each the best of five runs.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn bench_series(n: u32) -> Vec<f64> {
    let Some(performance) = web_sys::window().and_then(|w| w.performance()) else {
        return Vec::new();
    };
    let best = |series: fn(u64) -> Vec<grundy::Nimber>| {
        (0..5)
            .map(|_| {
                let start = performance.now();
                std::hint::black_box(series(std::hint::black_box(u64::from(n))));
                performance.now() - start
            })
            .fold(f64::INFINITY, f64::min)
    };
    vec![
        best(grundy::manifold::orientable_series),
        best(grundy::manifold::nonorientable_series),
    ]
}

/// The panic overlay's test hook: panics on purpose. Reachable only from
/// the console or a test driver (`window.wasmBindings.__panic_for_test()`);
/// nothing in the page calls it.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn __panic_for_test() {
    panic!("deliberate panic from the overlay's test hook");
}
