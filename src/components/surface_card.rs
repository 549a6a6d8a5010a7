//! One surface of the position: its diagram, notation, name, Euler
//! characteristic and G-value.

use crate::components::surface_diagram::SurfaceDiagram;
use grundy::{Cut, Surface};
use yew::prelude::*;

/// Properties of [`SurfaceCard`].
#[derive(Properties, PartialEq, Clone)]
pub struct SurfaceCardProps {
    /// Index in the position.
    pub index: usize,
    /// The surface.
    pub surface: Surface,
    /// Its G-value.
    pub value: u64,
    /// True when its cuts are listed.
    pub selected: bool,
    /// A cut whose curve is drawn.
    #[prop_or_default]
    pub cut: Option<Cut>,
    /// Just produced by a cut: plays the entry transition.
    #[prop_or_default]
    pub fresh: bool,
    /// The smaller drawing of the embed view.
    #[prop_or_default]
    pub compact: bool,
    /// List this surface's cuts.
    pub on_select: Callback<usize>,
    /// Remove this surface from the position.
    pub on_remove: Callback<usize>,
}

/// A card for one surface.
#[component]
pub fn SurfaceCard(props: &SurfaceCardProps) -> Html {
    let s = props.surface;
    let i = props.index;
    let notation = s.to_string();
    let name = s.describe();
    let on_select = {
        let cb = props.on_select.clone();
        move |_| cb.emit(i)
    };
    let on_remove = {
        let cb = props.on_remove.clone();
        move |_| cb.emit(i)
    };
    let select_label = match (props.compact, props.selected) {
        (true, _) => "Cuts",
        (false, true) => "Cuts shown",
        (false, false) => "Show cuts",
    };
    let class = classes!(
        "card",
        s.is_sphere().then_some("sphere"),
        props.selected.then_some("selected"),
        props.fresh.then_some("fresh"),
    );
    html! {
        <li {class} data-testid="component" data-surface={notation.clone()} data-value={props.value.to_string()}>
            <SurfaceDiagram surface={s} cut={props.cut} compact={props.compact} />
            <div class="card-body">
                <div class="card-title">
                    <span class="notation">{notation.clone()}</span>
                    <span class="value-chip" title="G-value">{format!("G = {}", props.value)}</span>
                </div>
                <p class="name">{name}</p>
                <p class="chi">{format!("χ = {}", s.euler_characteristic())}</p>
                <div class="card-actions">
                    if s.is_sphere() {
                        <span class="muted small">{"no cuts left"}</span>
                    } else {
                        <button type="button" class="secondary" aria-pressed={props.selected.to_string()}
                            data-testid="select-surface" onclick={on_select}
                            aria-label={format!("{select_label}: {notation}, surface {}", i + 1)}>
                            {select_label}
                        </button>
                    }
                    <button type="button" class="ghost" data-testid="remove-surface" onclick={on_remove}
                        aria-label={format!("Remove {notation} (surface {})", i + 1)}>{if props.compact { "×" } else { "Remove" }}</button>
                </div>
            </div>
        </li>
    }
}
