//! One component per file.

pub mod surface_diagram;
