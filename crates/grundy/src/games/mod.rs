//! The games on the engine, one module each.

pub mod heap;
pub mod lab;
pub mod manifold;

pub use heap::{heaps, nim, octal};
