//! The browser shell of the manifold decomposition game explorer: Yew
//! components over the `grundy` core. The shell draws and dispatches; every
//! game fact comes from the core.

pub mod components;
pub mod diagram;

use components::surface_diagram::SurfaceDiagram;
use grundy::Surface;
use yew::prelude::*;

#[component]
fn App() -> Html {
    html! { <SurfaceDiagram surface={Surface::nonorientable(5)} /> }
}

/// Mounts the app on the document body.
pub fn start() {
    yew::Renderer::<App>::new().render();
}
