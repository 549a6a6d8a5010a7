//! Geometry of the surface diagrams, free of any web framework, so it is
//! tested natively and drawn the same by the app and the command line.
//!
//! A surface is drawn the way the paper's figures draw it: a rounded body
//! with handles (arches) and cross-caps (circled X) in a row, and for a cut
//! the curve J on the form the cut is drawn on (`Cut::drawn_on`). [`layout`]
//! computes a [`Diagram`], a small tree of SVG primitives, and
//! [`Diagram::to_svg`] writes it (with maud), so native tests see exactly
//! what the browser shows.
//!
//! The parts: `style` (how primitives are painted), `shapes` (the body,
//! handles, cross-caps, the sphere), `layout` (runs, ellipses and where
//! everything goes), `labels` (legible font sizes and rows of labels),
//! `curve` (the curve J of each kind), `svg` (the markup) and `describe`
//! (the accessible names).

mod curve;
mod describe;
mod labels;
mod layout;
mod shapes;
mod style;
mod svg;
#[cfg(test)]
mod test_support;

pub use describe::{accessible_name, form_name};
pub use style::Style;

use grundy::manifold::Form;
use grundy::{Cut, Surface};
use layout::Plan;
pub(crate) use svg::{element_markup, num};

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

    fn group(class: &'static str, children: Vec<Element>) -> Element {
        Element::Group {
            class,
            facts: GroupFacts::default(),
            children,
        }
    }

    fn path(d: String, style: Style) -> Element {
        Element::Path { d, style }
    }

    fn text_at(x: f64, y: f64, text: impl Into<String>, style: Style, size: f64) -> Element {
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

/// Lays out the drawing of `surface`, on the cut's form when a cut is given.
pub fn layout(surface: Surface, cut: Option<&Cut>, compact: bool) -> Diagram {
    let label = accessible_name(surface, cut);
    if surface.is_sphere() {
        return shapes::sphere(label, compact);
    }
    let form = drawn_form(surface, cut);
    let caption = match cut {
        Some(_) if form.is_mixed() => Some(format!("{surface} = {form}")),
        _ => None,
    };
    drawn(form, cut, label, caption, compact)
}

/// Lays out a sphere with the form's handles and cross-caps exactly as
/// given, mixed or not (the surface builder draws what was attached before
/// it is normalised, such as `o1 # n1`).
pub fn layout_form(form: Form, compact: bool) -> Diagram {
    let label = form_name(form);
    if form.handles == 0 && form.cross_caps == 0 {
        return shapes::sphere(label, compact);
    }
    drawn(form, None, label, None, compact)
}

/// The form drawn: the cut's, or the surface's own `og` / `ng`.
fn drawn_form(surface: Surface, cut: Option<&Cut>) -> Form {
    cut.map_or(Form::of(surface), Cut::drawn_on)
}

/// The drawing of a form that is not a sphere, with the curve of `cut`.
fn drawn(
    form: Form,
    cut: Option<&Cut>,
    label: String,
    caption: Option<String>,
    compact: bool,
) -> Diagram {
    let max = if compact {
        COMPACT_MAX_FEATURES
    } else {
        MAX_FEATURES
    };
    let mut elements = Vec::new();
    let body = Plan::new(form, cut, max).place(compact, &mut elements);
    if let Some(cut) = cut {
        elements.push(curve::curve_j(cut, &body));
    }
    Diagram {
        width: body.width,
        height: body.height,
        label,
        handles: form.handles,
        cross_caps: form.cross_caps,
        sphere: false,
        compact,
        caption,
        elements,
    }
}

#[cfg(test)]
mod tests {
    use super::test_support::{count, curve_kind, every_kind, n, o};
    use super::*;
    use grundy::manifold::CutKind;

    #[test]
    fn small_genus_draws_every_feature() {
        for g in 1..=MAX_FEATURES {
            let d = layout(o(g), None, false);
            assert_eq!(count(&d, "handle") as u64, g);
            assert_eq!(count(&d, "cross-cap"), 0);
            let d = layout(n(g), None, false);
            assert_eq!(count(&d, "cross-cap") as u64, g);
            assert_eq!(count(&d, "ellipsis"), 0);
        }
    }

    #[test]
    fn the_sphere_is_a_dimmed_ball_without_features() {
        let d = layout(Surface::SPHERE, None, false);
        assert!(d.sphere);
        assert_eq!(d.figure_class(), "surface-diagram sphere");
        assert_eq!((d.handles, d.cross_caps), (0, 0));
        assert_eq!(count(&d, "handle") + count(&d, "cross-cap"), 0);
        assert_eq!(d.label, "sphere");
    }

    #[test]
    fn genus_nine_collapses_into_an_ellipsis() {
        let d = layout(n(9), None, false);
        assert_eq!(count(&d, "cross-cap"), 5);
        assert_eq!(count(&d, "ellipsis"), 1);
        assert!(d.to_svg().contains(">4</text>"));
    }

    #[test]
    fn huge_genus_draws_a_few_and_counts_the_rest() {
        let d = layout(o(1_000_000_000_000_000), None, false);
        assert_eq!(count(&d, "handle"), 5);
        assert_eq!(count(&d, "ellipsis"), 1);
        let svg = d.to_svg();
        assert!(svg.contains("data-handles=\"1000000000000000\""));
        assert!(svg.contains(">999,999,999,999,995</text>"));
        assert!(svg.contains(">more handles</text>"));
    }

    #[test]
    fn u64_max_keeps_its_full_count() {
        let d = layout(n(u64::MAX), None, false);
        assert_eq!(d.cross_caps, u64::MAX);
        assert!(d
            .to_svg()
            .contains(&format!("data-cross-caps=\"{}\"", u64::MAX)));
        assert_eq!(count(&d, "cross-cap"), 5);
        let cut = Cut::split(n(u64::MAX), CutKind::H, u64::MAX - 1).unwrap();
        let d = layout(n(u64::MAX), Some(&cut), true);
        assert_eq!((d.handles, d.cross_caps), (u64::MAX / 2, 1));
        assert_eq!(curve_kind(&d).as_deref(), Some("h"));
    }

    #[test]
    fn compact_draws_at_most_five_of_a_kind() {
        assert_eq!(count(&layout(n(5), None, true), "cross-cap"), 5);
        assert_eq!(count(&layout(n(6), None, true), "cross-cap"), 3);
        assert_eq!(count(&layout(n(6), None, false), "cross-cap"), 6);
    }

    #[test]
    fn mixed_forms_for_d_f_h() {
        let expect = [
            (Cut::new(n(5), CutKind::D).unwrap(), (2, 1), "n5 = o2 # n1"),
            (Cut::new(n(6), CutKind::F).unwrap(), (2, 2), "n6 = o2 # n2"),
            (
                Cut::split(n(7), CutKind::H, 4).unwrap(),
                (2, 3),
                "n7 = o2 # n3",
            ),
        ];
        for (cut, (h, c), caption) in expect {
            let d = layout(cut.surface(), Some(&cut), false);
            assert_eq!((d.handles, d.cross_caps), (h, c));
            assert_eq!(count(&d, "handle") as u64, h);
            assert_eq!(count(&d, "cross-cap") as u64, c);
            assert_eq!(d.caption.as_deref(), Some(caption));
            assert!(d.to_html().contains("data-testid=\"mixed-form\""));
        }
    }

    #[test]
    fn pure_forms_have_no_caption() {
        for cut in every_kind() {
            let d = layout(cut.surface(), Some(&cut), false);
            assert_eq!(d.caption.is_some(), cut.drawn_on().is_mixed(), "{cut}");
        }
        assert_eq!(layout(n(5), None, false).caption, None);
    }

    #[test]
    fn width_grows_with_the_features() {
        let widths: Vec<f64> = (1..=4).map(|g| layout(n(g), None, false).width).collect();
        assert!(widths.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn mixed_form_draws_its_handles_and_cross_caps_together() {
        let d = layout_form(
            Form {
                handles: 1,
                cross_caps: 1,
            },
            false,
        );
        assert_eq!(count(&d, "handle"), 1);
        assert_eq!(count(&d, "cross-cap"), 1);
        assert_eq!(d.label, "sphere with one handle and one cross-cap, o1 # n1");
    }

    #[test]
    fn empty_form_is_the_sphere() {
        let d = layout_form(
            Form {
                handles: 0,
                cross_caps: 0,
            },
            true,
        );
        assert!(d.sphere);
        assert_eq!(d.label, "sphere");
    }
}
