//! The export panel of any game other than the surface game: the selected
//! part's picture beside the move list, or the whole position drawn above
//! the cards, as a standalone SVG file (light or dark), as PNG at 1x, 2x
//! or 4x, or copied as SVG text. The file is made from the picture on the
//! page ([`super::standalone`]).

use super::standalone::{standalone, Place};
use super::{copy, use_fallback, CopyFallback, ExportMsg, FormatButtons};
use crate::download;
use yew::prelude::*;

/// Does what a person asked of the panel, for the files called `name`.
fn act(name: &str, msg: ExportMsg) {
    let (place, dark) = match msg {
        ExportMsg::Svg { dark } | ExportMsg::Png { dark, .. } => (Place::Part, dark),
        ExportMsg::Copy => (Place::Part, false),
        ExportMsg::Whole => (Place::Whole, false),
        // A picture has no cut to draw and no table.
        ExportMsg::WithCut(_) | ExportMsg::Table { .. } => return,
    };
    let stem = match place {
        Place::Whole => format!("{name}-whole"),
        Place::Part => name.to_string(),
    };
    let stem = if dark { format!("{stem}-dark") } else { stem };
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
    /// The whole position is drawn above the cards, and can be exported.
    pub board: bool,
}

/// The export panel of a game's picture.
#[component]
pub fn PictureExport(props: &PictureExportProps) -> Html {
    let fallback = use_fallback();
    let on_export = {
        let name = props.name.clone();
        Callback::from(move |msg| act(&name, msg))
    };
    let whole = props.board.then(|| AttrValue::from("picture-board-svg"));
    html! {
        <div class="export-panel" data-testid="export-panel">
            <FormatButtons prefix="picture" {whole} {on_export} />
            <CopyFallback {fallback} />
        </div>
    }
}
