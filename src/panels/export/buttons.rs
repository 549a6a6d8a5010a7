//! What every export panel shares: the messages of its buttons, the row
//! of formats, the copy the browser refused shown to copy by hand, and
//! the state kept for the visit.

use super::state::{ExportState, Fallback};
use crate::pages::store::{self, use_store, Store};
use crate::panels::clipboard;
use yew::prelude::*;

thread_local! {
    /// The surface exported, the cut chosen and the last refused copy,
    /// kept for the visit.
    pub static STORE: Store<ExportState> = Store::new(ExportState::default());
}

/// A table of a surface the panel saves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableKind {
    /// The mex table of the surface (the paper's Table 2.1 row).
    Mex,
    /// The cuts of the surface, what each leaves and its value.
    Moves,
}

/// What a person asks of the export panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportMsg {
    /// The figure as an SVG file, in the dark theme when `dark`.
    Svg {
        /// The dark theme rather than the light.
        dark: bool,
    },
    /// The figure as a PNG file, `scale` times its size.
    Png {
        /// How many pixels for each of the figure's units.
        scale: u32,
        /// The dark theme rather than the light.
        dark: bool,
    },
    /// The figure's SVG text on the clipboard.
    Copy,
    /// The whole position as an SVG file.
    Whole,
    /// The part chosen alone, as an SVG file (a part of a sum).
    Part,
    /// A table of the surface, in a format.
    Table {
        /// Which table.
        table: TableKind,
        /// How it is written.
        format: figures::table::Format,
    },
    /// Draw the surface with the curve of the cut last shown, or without.
    WithCut(bool),
}

/// Copies `svg`, and notes a refusal so the text is shown to copy by hand.
pub fn copy(svg: String) {
    wasm_bindgen_futures::spawn_local(async move {
        let outcome = clipboard::write(&svg).await;
        store::update(&STORE, |s| s.copied(svg, outcome));
    });
}

/// Properties of [`FormatButtons`].
#[derive(Properties, Clone, PartialEq)]
pub struct FormatButtonsProps {
    /// The start of the buttons' test ids.
    pub prefix: AttrValue,
    /// The test id of the whole position's button, when it has one.
    #[prop_or_default]
    pub whole: Option<AttrValue>,
    /// The label of the chosen part's button, when the figure is of
    /// parts each of which may be saved alone (a sum's).
    #[prop_or_default]
    pub part: Option<AttrValue>,
    /// What a button asks.
    pub on_export: Callback<ExportMsg>,
}

/// The row of a figure's formats: SVG light and dark, PNG at three
/// scales and dark, Copy as SVG, then the whole position's SVG or the
/// chosen part's.
#[component]
pub fn FormatButtons(props: &FormatButtonsProps) -> Html {
    const FORMATS: [(&str, &str, ExportMsg); 7] = [
        ("svg", "SVG", ExportMsg::Svg { dark: false }),
        ("svg-dark", "SVG, dark", ExportMsg::Svg { dark: true }),
        (
            "png-1",
            "PNG 1×",
            ExportMsg::Png {
                scale: 1,
                dark: false,
            },
        ),
        (
            "png-2",
            "PNG 2×",
            ExportMsg::Png {
                scale: 2,
                dark: false,
            },
        ),
        (
            "png-4",
            "PNG 4×",
            ExportMsg::Png {
                scale: 4,
                dark: false,
            },
        ),
        (
            "png-dark-2",
            "PNG 2×, dark",
            ExportMsg::Png {
                scale: 2,
                dark: true,
            },
        ),
        ("copy", "Copy as SVG", ExportMsg::Copy),
    ];
    let button = |testid: String, label: &'static str, msg: ExportMsg| {
        let onclick = props.on_export.reform(move |_: MouseEvent| msg);
        html! {
            <button type="button" class="secondary" data-testid={testid} {onclick}>{label}</button>
        }
    };
    let formats = FORMATS
        .into_iter()
        .map(|(id, label, msg)| button(format!("{}-{id}", props.prefix), label, msg));
    let whole = props
        .whole
        .as_ref()
        .map(|id| button(id.to_string(), "Whole position (SVG)", ExportMsg::Whole));
    let part = props.part.as_ref().map(|label| {
        let onclick = props.on_export.reform(|_: MouseEvent| ExportMsg::Part);
        html! {
            <button type="button" class="secondary" data-testid={format!("{}-part-svg", props.prefix)}
                {onclick}>{label.clone()}</button>
        }
    });
    html! {
        <p class="export-buttons">{for formats}{for whole}{part}</p>
    }
}

/// Properties of [`CopyFallback`].
#[derive(Properties, Clone, PartialEq)]
pub struct CopyFallbackProps {
    /// The refused copy.
    pub fallback: Option<Fallback>,
}

/// The SVG to copy by hand, selected, with why the browser would not copy
/// it, once it has refused.
#[component]
pub fn CopyFallback(props: &CopyFallbackProps) -> Html {
    let area = use_node_ref();
    // Selected when a refusal comes, not when the panel is opened again.
    let attempt = props.fallback.as_ref().map(|f| f.attempt);
    let seen = use_mut_ref(|| attempt);
    {
        let area = area.clone();
        use_effect_with(attempt, move |attempt| {
            if *seen.borrow() != *attempt {
                *seen.borrow_mut() = *attempt;
                if attempt.is_some() {
                    clipboard::select(&area);
                }
            }
        });
    }
    let Some(f) = &props.fallback else {
        return Html::default();
    };
    html! {
        <>
            <p class="small" role="status" data-testid="export-copy-note">
                {format!("The browser would not copy ({}); the SVG is selected below: copy it with Ctrl+C or ⌘C.", f.reason)}
            </p>
            <textarea id="export-copy-text" data-testid="export-copy-text" readonly=true rows="6"
                aria-label="The figure as SVG" value={f.svg.clone()} ref={area} />
        </>
    }
}

/// The refused copy to show, drawing the component again when it changes.
#[hook]
pub fn use_fallback() -> Option<Fallback> {
    use_store(&STORE);
    store::read(&STORE, |s| s.fallback.clone())
}
