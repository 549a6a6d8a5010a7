//! Panels opened from the page's controls: the Share panel (the toolbar's
//! Share) and the export panel of a figure (the move list's Export
//! figure…). Their code is loaded the first time one is opened (chunk
//! `panels`); until then [`SharePanel`] and [`ExportPanel`] stand in
//! with "Loading…".

pub mod clipboard;
pub mod export;
pub mod exported;
pub mod share;

use crate::split::{use_chunk, Chunk, Load, LoadError, Pending};
use yew::prelude::*;

pub use exported::Exported;

/// What the chunk hands the page: the view of each panel.
#[derive(Clone, Copy)]
pub struct Panels {
    share: fn(share::ShareProps) -> Html,
    export: fn(export::ExportProps) -> Html,
}

/// The Share panel, in the chunk.
fn share_view(props: share::ShareProps) -> Html {
    html! { <share::Share ..props /> }
}

/// The export panel, in the chunk.
fn export_view(props: export::ExportProps) -> Html {
    html! { <export::Export ..props /> }
}

#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(panels, fallible))]
fn entry() -> Result<Panels, LoadError> {
    Ok(Panels {
        share: share_view,
        export: export_view,
    })
}

thread_local! {
    static CHUNK: Chunk<Panels> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}

/// The Share panel for the view at `address`, where `title` is played.
#[component]
pub fn SharePanel(props: &share::ShareProps) -> Html {
    match use_chunk(&CHUNK) {
        Load::Ready(panels) => (panels.share)(props.clone()),
        _ => html! { <Pending<Panels> chunk={&CHUNK} /> },
    }
}

/// The export panel of a figure.
#[component]
pub fn ExportPanel(props: &export::ExportProps) -> Html {
    match use_chunk(&CHUNK) {
        Load::Ready(panels) => (panels.export)(props.clone()),
        _ => html! { <Pending<Panels> chunk={&CHUNK} /> },
    }
}
