//! The games on the engine, one module each.

pub mod heaps;
pub mod lab;
pub mod manifold;
pub mod nim;
pub mod octal;
