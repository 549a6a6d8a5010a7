//! The export panel: a figure saved as a standalone SVG file (light or
//! dark), as PNG at 1x, 2x or 4x, or copied as SVG text; for a surface,
//! from the figures crate (the command line's files, byte for byte), with
//! its tables; for any other game, drawn by the figures crate from the
//! typed position on the table (the command line's files too). Where the
//! browser will not copy, the SVG is shown selected with the reason.

pub mod buttons;
pub mod picture;
pub mod state;
pub mod surface;

use crate::panels::exported::Exported;
use yew::prelude::*;

pub use buttons::{ExportMsg, TableKind};

/// Properties of [`Export`].
#[derive(Properties, Clone, PartialEq)]
pub struct ExportProps {
    /// What is exported.
    pub of: Exported,
}

/// The export panel of a surface's figure or another game's picture.
#[component]
pub fn Export(props: &ExportProps) -> Html {
    match &props.of {
        Exported::Surface {
            position,
            component,
            cut,
        } => html! {
            <surface::SurfaceExport position={position.clone()} component={*component} cut={*cut} />
        },
        Exported::Picture { name, board } => html! {
            <picture::PictureExport name={name.clone()} board={*board} />
        },
    }
}
