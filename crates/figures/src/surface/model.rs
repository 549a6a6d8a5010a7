//! The drawing's data: a [`Diagram`] and the tree of SVG [`Element`]s it
//! holds, the limits on how many features are drawn in full, and the form a
//! surface is drawn as. The other parts of `surface` build and write these.

use super::style::Style;
use grundy::manifold::Form;
use grundy::{Cut, Surface};

/// The most features of one kind drawn in full; more are collapsed with an
/// ellipsis, as the paper's figures do.
pub const MAX_FEATURES: u64 = 8;
/// The same limit for the compact drawing.
pub const COMPACT_MAX_FEATURES: u64 = 5;

/// One SVG primitive of a diagram.
#[derive(Clone, Debug, PartialEq)]
pub enum Element {
    /// `<path d=…>`.
    Path {
        /// The path data.
        d: String,
        /// How it is painted.
        style: Style,
    },
    /// `<circle>`.
    Circle {
        /// Centre x.
        cx: f64,
        /// Centre y.
        cy: f64,
        /// Radius.
        r: f64,
        /// How it is painted.
        style: Style,
    },
    /// `<text>`, centred on `x`.
    Text {
        /// Centre x.
        x: f64,
        /// Baseline y.
        y: f64,
        /// The words.
        text: String,
        /// How it is painted.
        style: Style,
        /// The font size in viewBox units: the style's own, or more in a
        /// wide drawing so that the text stays legible when scaled down.
        size: f64,
    },
    /// `<g>` with a class and what it says besides (the hooks the app's
    /// tests use).
    Group {
        /// The group's class: `handle`, `cross-cap`, `ellipsis`, `curve-j`, ….
        class: &'static str,
        /// Its facts: the kind of the cut drawn, the features an ellipsis
        /// hides, a dimmed body.
        facts: GroupFacts,
        /// The content.
        children: Vec<Element>,
    },
}

/// What a group says besides its class.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GroupFacts {
    /// The kind of the cut whose curve J the group draws (`data-kind`).
    pub kind: Option<char>,
    /// How many features an ellipsis stands for (`data-hidden`).
    pub hidden: Option<u64>,
    /// A dimmed group's opacity (the sphere).
    pub opacity: Option<&'static str>,
}

impl Element {
    /// The child elements of a group; empty for the rest.
    pub fn children(&self) -> &[Element] {
        match self {
            Element::Group { children, .. } => children,
            _ => &[],
        }
    }

    /// The words of a text element.
    pub fn text(&self) -> Option<&str> {
        match self {
            Element::Text { text, .. } => Some(text),
            _ => None,
        }
    }

    pub(super) fn group(class: &'static str, children: Vec<Element>) -> Element {
        Element::Group {
            class,
            facts: GroupFacts::default(),
            children,
        }
    }

    pub(super) fn path(d: String, style: Style) -> Element {
        Element::Path { d, style }
    }

    pub(super) fn text_at(
        x: f64,
        y: f64,
        text: impl Into<String>,
        style: Style,
        size: f64,
    ) -> Element {
        Element::Text {
            x,
            y,
            text: text.into(),
            style,
            size,
        }
    }
}

/// A laid-out drawing of one surface, with the curve J of a cut when one is shown.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagram {
    /// Width of the viewBox.
    pub width: f64,
    /// Height of the viewBox.
    pub height: f64,
    /// The accessible name, also the svg's `<title>`.
    pub label: String,
    /// Handles of the drawn form, including those hidden by an ellipsis.
    pub handles: u64,
    /// Cross-caps of the drawn form, including those hidden by an ellipsis.
    pub cross_caps: u64,
    /// True for the sphere, which the app dims.
    pub sphere: bool,
    /// True for the smaller drawing.
    pub compact: bool,
    /// `n5 = o2 # n1` when a cut is drawn on a mixed form.
    pub caption: Option<String>,
    /// The drawing, back to front.
    pub elements: Vec<Element>,
}

/// The form drawn: the cut's, or the surface's own `og` / `ng`.
pub(super) fn drawn_form(surface: Surface, cut: Option<&Cut>) -> Form {
    cut.map_or(Form::of(surface), Cut::drawn_on)
}
