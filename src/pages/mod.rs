//! The pages beside the play page. Each is a Yew component whose controls
//! send typed messages; the pages only a reader who goes there needs (the
//! games index, the rule lab, the G-series pages) come in chunks of their
//! own ([`crate::split`]), and a page's state that outlives its component
//! lives in a [`store::Store`].

pub mod builder;
pub mod files;
pub mod games;
pub mod heap_series;
pub mod lab;
pub mod series;
pub mod store;
