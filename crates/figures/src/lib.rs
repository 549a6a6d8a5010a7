//! The explorer's figures, as SVG markup, with no web framework: the app
//! draws them on its pages and the command line writes the same files.
//!
//! ```
//! let s: grundy::Surface = "n3".parse().unwrap();
//! let svg = figures::surface::layout(s, None, false).to_svg();
//! assert!(svg.starts_with("<svg"));
//! ```

#![warn(missing_docs)]

pub mod export;
pub mod surface;
pub mod table;
pub mod text;
