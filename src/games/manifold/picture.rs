//! The SVG picture of one surface, with a cut's curve when one is shown.
//!
//! All geometry lives in [`super::diagram`]; this component only turns the
//! laid-out [`Diagram`] into virtual DOM, element for element, so the markup
//! matches [`Diagram::to_html`].

use super::diagram::{layout, layout_form, Diagram, Element};
use grundy::manifold::Form;
use grundy::{Cut, Surface};
use yew::prelude::*;
use yew::virtual_dom::{VTag, VText};

/// Properties of [`SurfaceDiagram`].
#[derive(Properties, PartialEq, Clone)]
pub struct SurfaceDiagramProps {
    /// The surface to draw.
    pub surface: Surface,
    /// A cut whose curve J is drawn (on the cut's form, mixed for (d), (f), (h)).
    #[prop_or_default]
    pub cut: Option<Cut>,
    /// A smaller drawing, for the embed view and lists.
    #[prop_or_default]
    pub compact: bool,
}

/// Draws a surface: a rounded body with its handles and cross-caps, the curve
/// J of `cut` when given, and the mixed form as a caption when the cut is
/// drawn on one.
#[component]
pub fn SurfaceDiagram(props: &SurfaceDiagramProps) -> Html {
    let diagram = use_memo(
        (props.surface, props.cut, props.compact),
        |&(surface, cut, compact)| layout(surface, cut.as_ref(), compact),
    );
    let caption = diagram.caption.clone().map(|text| {
        html! {
            <figcaption class="mixed-form" data-testid="mixed-form">{ text }</figcaption>
        }
    });
    html! {
        <figure class={diagram.figure_class()}>
            { svg(&diagram) }
            { caption }
        </figure>
    }
}

/// Properties of [`FormDiagram`].
#[derive(Properties, PartialEq, Clone)]
pub struct FormDiagramProps {
    /// The handles and cross-caps to draw, as attached.
    pub form: Form,
    /// A smaller drawing.
    #[prop_or_default]
    pub compact: bool,
}

/// Draws a sphere with handles and cross-caps together, before
/// normalisation (`o1 # n1`), in the same figure markup as [`SurfaceDiagram`].
#[component]
pub fn FormDiagram(props: &FormDiagramProps) -> Html {
    let diagram = use_memo((props.form, props.compact), |&(form, compact)| {
        layout_form(form, compact)
    });
    let drawing = svg(&diagram);
    html! {
        <figure class={diagram.figure_class()}>
            { drawing }
        </figure>
    }
}

/// The `<svg>` root: its attributes, the `<title>`, then the drawing.
fn svg(diagram: &Diagram) -> Html {
    let mut svg = VTag::new("svg");
    for (key, value) in diagram.svg_attributes() {
        svg.add_attribute(key, value);
    }
    let mut title = VTag::new("title");
    title.add_child(VText::new(diagram.label.clone()).into());
    svg.add_child(title.into());
    svg.add_children(diagram.elements.iter().map(node));
    svg.into()
}

/// One element of the model; yew puts it in the SVG namespace because its
/// parent is the `<svg>`.
fn node(element: &Element) -> Html {
    let mut tag = VTag::new(element.tag());
    for (key, value) in element.attributes() {
        tag.add_attribute(key, value);
    }
    if let Some(text) = element.text() {
        tag.add_child(VText::new(text.to_string()).into());
    }
    tag.add_children(element.children().iter().map(node));
    tag.into()
}
