//! The pages beside the play page.

pub mod builder;
pub mod series;
