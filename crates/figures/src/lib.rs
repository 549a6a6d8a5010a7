//! The explorer's figures, as data and as SVG, with no web framework: the
//! geometry of every game's drawing, which the app's boards draw with
//! their own elements, and the standalone files the app exports and the
//! command line writes from the same geometry.
//!
//! ```
//! let s: grundy::Surface = "n3".parse().unwrap();
//! let svg = figures::surface::layout(s, None, false).to_svg();
//! assert!(svg.starts_with("<svg"));
//!
//! let heaps = figures::heaps::counters::heaps_figure("Nim", &[3, 5, 7]);
//! let file = heaps.to_svg(figures::theme::Theme::Dark);
//! assert!(file.contains("<title id=\"figure-title\">Nim: 3 + 5 + 7</title>"));
//! ```

#![warn(missing_docs)]

pub mod coins;
pub mod digraph;
pub mod export;
pub mod figure;
pub mod game;
pub mod hackenbush;
pub mod heaps;
pub mod mark;
pub mod moore;
pub mod rims;
pub mod series;
pub mod sum;
pub mod surface;
pub mod surfaces;
pub mod table;
pub mod text;
pub mod theme;
