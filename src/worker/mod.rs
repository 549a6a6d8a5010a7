//! Web Workers for heavy computing, and the typed messages between them and
//! the page. The workers are built from the core alone (no Yew); messages
//! are serde types carried with `serde-wasm-bindgen`.

pub mod clock;
pub mod jobs;
pub mod misere;
pub mod protocol;
pub mod results;
pub mod tables;

pub mod client;
