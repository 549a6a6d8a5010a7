//! The pictures of surfaces on the page, with a cut's curve when one is
//! shown. All geometry lives in [`super::diagram`]; the page draws the same
//! markup the diagram writes for export ([`super::diagram::Diagram::to_html`]),
//! so the figure on screen and a saved figure are one text.

use super::diagram::{layout, layout_form};
use crate::markup::Markup;
use grundy::manifold::Form;
use grundy::{Cut, Surface};
use yew::Html;

/// A surface: a rounded body with its handles and cross-caps, the curve J
/// of `cut` when given, and the mixed form as a caption when the cut is
/// drawn on one.
pub fn surface_figure(surface: Surface, cut: Option<&Cut>, compact: bool) -> Html {
    let mut m = Markup::new();
    m.trusted(&layout(surface, cut, compact).to_html());
    m.html()
}

/// A sphere with handles and cross-caps together, before normalisation
/// (`o1 # n1`), in the same figure markup.
pub fn form_figure(form: Form) -> Html {
    let mut m = Markup::new();
    m.trusted(&layout_form(form, false).to_html());
    m.html()
}
