//! The export panel of any game other than the surface game: the chosen
//! part's picture beside the move list or, for a game drawn on one board,
//! that board, as a standalone SVG file (light or dark), as PNG at 1x, 2x
//! or 4x, or copied as SVG text; and for a heap game the whole position,
//! for a sum the part chosen alone. Each file is drawn by the figures crate
//! from the typed position on the table, by the game's own face
//! ([`crate::games::shown::Shown::figure`]).

use super::buttons::{copy, use_fallback, CopyFallback, ExportMsg, FormatButtons};
use crate::download::{self, file_stem};
use crate::games::played;
use crate::games::shown::Scene;
use crate::state::PlayContext;
use figures::theme::Theme;
use grundy::catalogue::Layout;
use grundy::spec::{AnyGame, AnyPosition};
use grundy::Game;
use yew::prelude::*;

/// Which figure a button asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Which {
    /// The picture shown: the chosen component's, or the whole board.
    Shown,
    /// The whole position (a heap game's).
    Whole,
    /// The chosen part alone (a sum's).
    Part,
}

/// The position on the table and its chosen component.
struct Table {
    game: AnyGame,
    position: AnyPosition,
    component: usize,
}

impl Table {
    /// What the play state holds now.
    fn of(state: &PlayContext) -> Table {
        let table = state.table();
        Table {
            game: table.game().base().clone(),
            position: table.position().clone(),
            component: table.selected.unwrap_or(0),
        }
    }

    /// The name of its game's files for the whole position.
    fn whole_name(&self) -> String {
        file_stem(&format!(
            "{}-{}",
            self.game.spec(),
            self.game.format_position(&self.position)
        ))
    }
}

/// The file a button asks for, in `theme`: its name (without extension)
/// and its SVG text, drawn by the game's face. `name` names the picture
/// shown.
fn file(t: &Table, which: Which, name: &str, theme: Theme) -> Option<(String, String)> {
    let shown = played::shown(&t.game.spec())?;
    let scene = Scene {
        position: t.position.clone(),
        preview: None,
        selected: Some(t.component),
        within: None,
        live: false,
        part: None,
        send: Callback::noop(),
    };
    match which {
        Which::Part => {
            let part = shown.part_figure(&scene, theme)?;
            let stem = file_stem(&format!("{}-{}", t.game.spec(), part.name));
            Some((stem, part.svg))
        }
        Which::Whole => Some((t.whole_name(), shown.whole_figure(&scene, theme)?)),
        Which::Shown => Some((name.to_string(), shown.figure(&scene, theme)?)),
    }
}

/// Does what a person asked of the panel, for the picture named `name`
/// of the position on the table.
fn act(state: &PlayContext, name: &str, msg: ExportMsg) {
    let (which, dark) = match msg {
        ExportMsg::Svg { dark } | ExportMsg::Png { dark, .. } => (Which::Shown, dark),
        ExportMsg::Copy => (Which::Shown, false),
        ExportMsg::Whole => (Which::Whole, false),
        ExportMsg::Part => (Which::Part, false),
        // A picture has no cut to draw and no table.
        ExportMsg::WithCut(_) | ExportMsg::Table { .. } => return,
    };
    let theme = if dark { Theme::Dark } else { Theme::Light };
    let Some((stem, svg)) = file(&Table::of(state), which, name, theme) else {
        return;
    };
    let stem = if dark { format!("{stem}-dark") } else { stem };
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

/// The label of the chosen part's button, when the game on the table
/// draws each of its components as a part of its own (a sum).
fn part_label(state: Option<&PlayContext>) -> Option<AttrValue> {
    let table = state?.table();
    let parts_on_board = table.game().entry().layout == Layout::BoardOfParts;
    let selected = table.selected?;
    parts_on_board.then(|| format!("This part alone (SVG), part {}", selected + 1).into())
}

/// The export panel of a game's picture.
#[component]
pub fn PictureExport(props: &PictureExportProps) -> Html {
    let fallback = use_fallback();
    let state = use_context::<PlayContext>();
    let part = if props.board {
        part_label(state.as_ref())
    } else {
        None
    };
    // A picture of one component has its whole position beside it; a
    // board is the whole position already.
    let whole = (!props.board).then_some(AttrValue::Static("picture-position-svg"));
    let on_export = {
        let name = props.name.clone();
        Callback::from(move |msg| {
            if let Some(state) = &state {
                act(state, &name, msg);
            }
        })
    };
    html! {
        <div class="export-panel" data-testid="export-panel">
            <FormatButtons prefix="picture" {whole} {part} {on_export} />
            <CopyFallback {fallback} />
        </div>
    }
}
