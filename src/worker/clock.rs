//! The page's clock for the jobs it computes itself ([`super::jobs`]).

/// Milliseconds from the page's performance clock (the date's where there
/// is none, and 0 off the web, where the tests run).
pub fn now() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.performance())
            .map_or_else(js_sys::Date::now, |p| p.now())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        0.0
    }
}
