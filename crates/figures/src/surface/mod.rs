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
//! The parts: `model` (the diagram and its elements), `style` (how
//! primitives are painted), `number` (numbers as SVG writes them), `shapes`
//! (the body, handles, cross-caps, the sphere), `layout` (runs, ellipses
//! and where everything goes), `labels` (legible font sizes and rows of labels),
//! `curve` (the curve J of each kind), `svg` (the markup) and `describe`
//! (the accessible names).

mod curve;
mod describe;
mod labels;
mod layout;
mod model;
mod number;
mod shapes;
mod style;
mod svg;
#[cfg(test)]
mod test_support;

pub use describe::{accessible_name, form_name};
pub use model::{Diagram, Element, GroupFacts, COMPACT_MAX_FEATURES, MAX_FEATURES};
pub(crate) use number::num;
pub use style::Style;
pub(crate) use svg::element_markup;

use grundy::manifold::Form;
use grundy::{Cut, Surface};
use layout::Plan;
use model::drawn_form;

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
