//! The pages beside the play page.

pub mod builder;
pub mod heap_series;
pub mod lab;
pub mod lab_misere;
pub mod series;
