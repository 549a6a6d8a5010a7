//! The pages beside the play page.

pub mod builder;
pub mod lab;
pub mod lab_misere;
pub mod series;
