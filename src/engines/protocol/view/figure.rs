//! The figures of a view: an SVG drawing, display-only markup and the
//! parts a click acts on.

use super::Button;
use serde::{Deserialize, Serialize};

/// A figure: an SVG drawing, display-only markup and clickable parts in
/// the order drawn, and a caption.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Figure {
    /// The figure's classes.
    pub class: String,
    /// The drawing's frame.
    pub svg: Svg,
    /// What is drawn in it, in order.
    pub parts: Vec<Part>,
    /// The caption's classes and words, if any.
    pub caption: Option<(String, String)>,
}

/// The `<svg>` element of a figure.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Svg {
    /// Its classes.
    pub class: String,
    /// `viewBox`.
    pub view_box: String,
    /// `preserveAspectRatio`.
    pub aspect: String,
    /// `role`: `group` when parts are clickable, else `img`.
    pub role: String,
    /// `aria-label`.
    pub label: String,
    /// Its natural `width` and `height`, for a drawing no wider than
    /// drawn (the style sheet lets it shrink); none, as wide as its place.
    pub size: Option<(String, String)>,
}

/// A part of a figure's drawing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Part {
    /// Display-only SVG markup.
    Markup(String),
    /// A part a click (or Enter or Space) acts on.
    Target(Box<Target>),
    /// Parts drawn inside one `<g>`, which only groups them.
    Group {
        /// Its classes.
        class: String,
        /// `transform`, if any.
        transform: Option<String>,
        /// What it holds.
        parts: Vec<Part>,
    },
}

/// A clickable part of a figure: a shape, or a group of display-only
/// markup, acting as a button (`role="button"`, focusable).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Target {
    /// The element drawn.
    pub shape: Shape,
    /// What it does and how it is named; its `text`, if any, is a
    /// circle's or a path's tooltip (`<title>`).
    pub button: Button,
    /// Display-only SVG markup inside it (a group's).
    pub inner: String,
}

/// The SVG element of a [`Target`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Shape {
    /// `<circle>`, centre and radius as written.
    Circle {
        /// `cx`.
        cx: String,
        /// `cy`.
        cy: String,
        /// `r`.
        r: String,
    },
    /// `<path>`.
    Path {
        /// `d`.
        d: String,
    },
    /// `<g>`, holding [`Target::inner`].
    Group,
}

impl Target {
    /// A clickable `<g>` holding display-only `inner` markup, doing and
    /// named as `button` says.
    pub fn group(button: Button, inner: impl Into<String>) -> Part {
        Part::Target(Box::new(Target {
            shape: Shape::Group,
            button,
            inner: inner.into(),
        }))
    }

    /// A clickable `shape`, doing and named as `button` says.
    pub fn shape(shape: Shape, button: Button) -> Part {
        Part::Target(Box::new(Target {
            shape,
            button,
            inner: String::new(),
        }))
    }
}
