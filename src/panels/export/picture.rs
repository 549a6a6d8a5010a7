//! The export panel of any game other than the surface game: the selected
//! part's picture beside the move list or, for a game drawn on one board,
//! that board, as a standalone SVG file (light or dark), as PNG at 1x, 2x
//! or 4x, or copied as SVG text. The file is made from the picture on the
//! page ([`super::standalone`]).

use super::standalone::{standalone, Place};
use super::{copy, use_fallback, CopyFallback, ExportMsg, FormatButtons};
use crate::download;
use yew::prelude::*;

/// Does what a person asked of the panel, for the files called `name`, of
/// the picture at `place`.
fn act(name: &str, place: Place, msg: ExportMsg) {
    let dark = match msg {
        ExportMsg::Svg { dark } | ExportMsg::Png { dark, .. } => dark,
        ExportMsg::Copy => false,
        // A picture has no cut to draw and no table, and is itself the
        // whole position or has no drawing of it.
        ExportMsg::Whole | ExportMsg::WithCut(_) | ExportMsg::Table { .. } => return,
    };
    let stem = if dark {
        format!("{name}-dark")
    } else {
        name.to_string()
    };
    let title = format!("{name}, drawn by the impartial games explorer");
    let Some(svg) = standalone(place, dark, &title) else {
        return;
    };
    match msg {
        ExportMsg::Png { scale, .. } => download::png(format!("{stem}@{scale}x.png"), &svg, scale),
        ExportMsg::Copy => copy(svg),
        _ => download::text(&format!("{stem}.svg"), &svg, "image/svg+xml"),
    }
}

/// Properties of [`PictureExport`].
#[derive(Properties, Clone, PartialEq)]
pub struct PictureExportProps {
    /// The files' name: the game and the part.
    pub name: AttrValue,
    /// The game draws its whole position on one board, which is the
    /// picture exported.
    pub board: bool,
}

/// The export panel of a game's picture.
#[component]
pub fn PictureExport(props: &PictureExportProps) -> Html {
    let fallback = use_fallback();
    let place = if props.board {
        Place::Whole
    } else {
        Place::Part
    };
    let on_export = {
        let name = props.name.clone();
        Callback::from(move |msg| act(&name, place, msg))
    };
    html! {
        <div class="export-panel" data-testid="export-panel">
            <FormatButtons prefix="picture" {on_export} />
            <CopyFallback {fallback} />
        </div>
    }
}
