//! The extras module: the G-series, Nim and builder pages and the teaching
//! panels, loaded by the game page when first needed.

use wasm_bindgen::prelude::wasm_bindgen;

/// Mounts the part named by `host`'s `data-part` into it.
#[wasm_bindgen]
pub fn mount(host: web_sys::Element) {
    manifold_explorer::extras::mount(host);
}

/// The brute-force G-series of both kinds to genus `n`, timed in the page
/// for the benchmark (`tests/bench/bench.mjs`; it lives here, loaded on
/// demand, to keep the brute force out of the first load): milliseconds for the
/// orientable and the nonorientable series, each the best of five runs.
#[wasm_bindgen]
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

fn main() {
    #[cfg(target_arch = "wasm32")]
    manifold_explorer::panic::install();
}
