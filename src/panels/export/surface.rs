//! The export panel of a surface: its figure (with the curve of the cut
//! last shown, or without it) or the whole position, as the command line
//! writes them (`figures::export`), and its tables as CSV, LaTeX or
//! Markdown.

use super::buttons::{copy, CopyFallback, ExportMsg, FormatButtons, TableKind, STORE};
use super::state::ExportState;
use crate::download;
use crate::pages::store::{self, use_store};
use figures::export::{position_svg, surface_svg, Theme};
use figures::table::{mex_table, moves_table, Format, MAX_LISTED};
use grundy::manifold::{total_count, Cut, Position};
use yew::prelude::*;

/// A cut written `kind` or `kind:a`, as the command line's `--cut` takes it.
pub fn cut_spec(cut: &Cut) -> String {
    match cut.params() {
        Some((a, _)) => format!("{}:{a}", cut.kind().letter()),
        None => cut.kind().letter().to_string(),
    }
}

/// The theme of a file.
fn theme(dark: bool) -> Theme {
    if dark {
        Theme::Dark
    } else {
        Theme::Light
    }
}

/// The surface's figure as a file: its name (without extension) and its
/// SVG text, with the curve of the chosen cut when it is drawn.
fn figure(state: &ExportState, theme: Theme) -> Option<(String, String)> {
    let (position, component) = state.shown.as_ref()?;
    let s = *position.surfaces().get(*component)?;
    let cut = state.cut.filter(|c| state.with_cut && c.surface() == s);
    let name = match &cut {
        Some(c) => format!("{s}-cut-{}", cut_spec(c).replace(':', "-")),
        None => s.to_string(),
    };
    Some((name, surface_svg(s, cut.as_ref(), theme)))
}

/// The whole position's figure as a file: its name and its SVG text.
fn whole(state: &ExportState) -> Option<(String, String)> {
    let (position, _) = state.shown.as_ref()?;
    let name = grundy::manifold::format_position(position).replace([' ', '+', '#', '*'], "");
    Some((name, position_svg(position.surfaces(), Theme::Light)))
}

/// A table of the surface as a file: its name, its text and its type.
fn table(state: &ExportState, kind: TableKind, format: Format) -> Option<(String, String, &str)> {
    let (position, component) = state.shown.as_ref()?;
    let s = *position.surfaces().get(*component)?;
    let (extension, mime) = match format {
        Format::Csv => ("csv", "text/csv"),
        Format::Latex => ("tex", "application/x-tex"),
        Format::Markdown => ("md", "text/markdown"),
    };
    let (word, t) = match kind {
        TableKind::Mex => ("mex", mex_table(s)?),
        TableKind::Moves => ("moves", moves_table(position, *component)?),
    };
    Some((format!("{s}-{word}.{extension}"), t.write(format), mime))
}

/// Does what a person asked of the panel.
fn act(msg: ExportMsg) {
    let state = store::read(&STORE, ExportState::clone);
    match msg {
        ExportMsg::WithCut(on) => store::update(&STORE, |s| s.set_with_cut(on)),
        ExportMsg::Svg { dark } => {
            if let Some((name, svg)) = figure(&state, theme(dark)) {
                // As every other game's: the dark file beside the light one.
                let name = if dark { format!("{name}-dark") } else { name };
                download::text(&format!("{name}.svg"), &svg, "image/svg+xml");
            }
        }
        ExportMsg::Whole => {
            if let Some((name, svg)) = whole(&state) {
                download::text(&format!("{name}.svg"), &svg, "image/svg+xml");
            }
        }
        ExportMsg::Png { scale, dark } => {
            if let Some((name, svg)) = figure(&state, theme(dark)) {
                let name = if dark { format!("{name}-dark") } else { name };
                download::png(format!("{name}@{scale}x.png"), &svg, scale);
            }
        }
        ExportMsg::Copy => {
            if let Some((_, svg)) = figure(&state, Theme::Light) {
                copy(svg);
            }
        }
        // A surface's figure has no parts drawn apart.
        ExportMsg::Part => {}
        ExportMsg::Table {
            table: kind,
            format,
        } => {
            if let Some((name, text, mime)) = table(&state, kind, format) {
                download::text(&name, &text, mime);
            }
        }
    }
}

/// Properties of [`SurfaceExport`].
#[derive(Properties, Clone, PartialEq)]
pub struct SurfaceExportProps {
    /// The position.
    pub position: Position,
    /// The surface exported, counted from 0.
    pub component: usize,
    /// The cut in view on it, if any.
    pub cut: Option<Cut>,
}

/// The buttons of the surface's tables, for a surface small enough to list.
fn tables(on_export: &Callback<ExportMsg>) -> Html {
    let kinds = [
        (TableKind::Mex, "mex", "Mex table (Table 2.1)"),
        (TableKind::Moves, "moves", "Cuts"),
    ];
    let formats = [
        (Format::Csv, "csv", "CSV"),
        (Format::Latex, "latex", "LaTeX"),
        (Format::Markdown, "markdown", "Markdown"),
    ];
    let rows = kinds.into_iter().map(|(kind, word, label)| {
        let buttons = formats.into_iter().map(|(format, id, name)| {
            let onclick = on_export.reform(move |_: MouseEvent| ExportMsg::Table {
                table: kind,
                format,
            });
            html! {
                <button type="button" class="secondary" data-testid={format!("export-table-{word}-{id}")}
                    {onclick}>{name}</button>
            }
        });
        html! { <><span class="small">{label}</span>{for buttons}</> }
    });
    html! { <p class="export-buttons">{for rows}</p> }
}

/// The export panel of component `component` of `position`, with the cut
/// in view (`cut`).
#[component]
pub fn SurfaceExport(props: &SurfaceExportProps) -> Html {
    use_store(&STORE);
    let (position, component, cut) = (props.position.clone(), props.component, props.cut);
    // What is shown follows the surface and the cut in view at once; the
    // store follows after drawing, so a click finds it.
    let mut state = store::read(&STORE, ExportState::clone);
    state.follow(&position, component, cut);
    use_effect_with((position, component, cut), |(position, component, cut)| {
        if !store::read(&STORE, |s| s.follows(position, *component, *cut)) {
            store::update(&STORE, |s| s.follow(position, *component, *cut));
        }
    });
    let on_export = Callback::from(act);
    let choice = match state.cut {
        Some(cut) => {
            let on_change = on_export.reform(|e: Event| {
                ExportMsg::WithCut(
                    e.target_unchecked_into::<web_sys::HtmlInputElement>()
                        .checked(),
                )
            });
            html! {
                <label class="small">
                    <input type="checkbox" data-testid="export-with-cut" checked={state.with_cut}
                        onchange={on_change} />
                    {format!(" with the curve J of cut ({}), the last one shown", cut_spec(&cut).replace(':', ", a = "))}
                </label>
            }
        }
        None => html! {
            <p class="small muted">{"Point at a cut to export the figure with its curve J."}</p>
        },
    };
    let listable = props
        .position
        .surfaces()
        .get(component)
        .is_some_and(|s| total_count(*s) <= MAX_LISTED);
    html! {
        <div class="export-panel" data-testid="export-panel">
            {choice}
            <FormatButtons prefix="export" whole={AttrValue::from("export-position-svg")}
                on_export={on_export.clone()} />
            if listable {
                {tables(&on_export)}
            }
            <CopyFallback fallback={state.fallback.clone()} />
        </div>
    }
}
