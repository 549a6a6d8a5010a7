//! Export a figure, run by the content module: the surface on the move
//! list's picture (with the curve of the cut in view, or without it), or
//! the whole position, as a standalone SVG file (light or dark), as PNG at
//! 1x, 2x or 4x, or copied as SVG text. The files are the command line's
//! (`figures::export`), byte for byte.

use super::pages::{notify, EventKind, PageEffect, PageEvent};
use crate::markup::Markup;
use figures::export::{position_svg, surface_svg, Theme};
use figures::table::{mex_table, moves_table, Format, MAX_LISTED};
use grundy::manifold::{parse_position, total_count, Cut, CutKind, Surface};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// What is being exported, and how the last copy went.
#[derive(Default)]
struct Export {
    position: String,
    component: usize,
    cut: Option<String>,
    with_cut: bool,
    /// The SVG to copy by hand, and why the browser would not copy it.
    fallback: Option<(String, String)>,
}

thread_local! {
    static EXPORT: RefCell<Export> = RefCell::new(Export {
        with_cut: true,
        ..Export::default()
    });
}

/// A cut written `kind` or `kind:a`, as the command line's `--cut` takes it.
pub fn cut_spec(cut: &Cut) -> String {
    match cut.params() {
        Some((a, _)) => format!("{}:{a}", cut.kind().letter()),
        None => cut.kind().letter().to_string(),
    }
}

fn read_cut(surface: Surface, spec: &str) -> Option<Cut> {
    let (kind, a) = spec.split_once(':').unwrap_or((spec, ""));
    let kind = CutKind::from_letter(kind.chars().next()?)?;
    let a = if a.is_empty() { None } else { a.parse().ok() };
    Cut::from_parts(surface, kind, a).ok()
}

/// The file: its name and its SVG text.
fn figure(e: &Export, whole: bool, theme: Theme) -> Option<(String, String)> {
    let p = parse_position(&e.position).ok()?;
    if whole {
        let name = e.position.replace([' ', '+', '#', '*'], "");
        return Some((name, position_svg(p.surfaces(), theme)));
    }
    let s = *p.surfaces().get(e.component)?;
    let cut = e
        .cut
        .as_deref()
        .filter(|_| e.with_cut)
        .and_then(|c| read_cut(s, c));
    let name = match &cut {
        Some(c) => format!("{s}-cut-{}", cut_spec(c).replace(':', "-")),
        None => s.to_string(),
    };
    Some((name, surface_svg(s, cut.as_ref(), theme)))
}

fn download(name: &str, blob: &web_sys::Blob) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else {
        return;
    };
    if let Ok(a) = document.create_element("a") {
        if let Ok(a) = a.dyn_into::<web_sys::HtmlAnchorElement>() {
            a.set_href(&url);
            a.set_download(name);
            a.click();
        }
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

fn svg_blob(svg: &str) -> Option<web_sys::Blob> {
    let parts = js_sys::Array::of1(&JsValue::from_str(svg));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("image/svg+xml");
    web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()
}

/// Draws the SVG on a canvas `scale` times its size and downloads it as
/// PNG.
pub(super) fn png(name: String, svg: &str, scale: u32) {
    let Ok(image) = web_sys::HtmlImageElement::new() else {
        return;
    };
    let source = format!(
        "data:image/svg+xml;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(svg))
    );
    let loaded = image.clone();
    let on_load = Closure::once(move || {
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let Some(canvas) = document
            .create_element("canvas")
            .ok()
            .and_then(|c| c.dyn_into::<web_sys::HtmlCanvasElement>().ok())
        else {
            return;
        };
        let (w, h) = (
            loaded.natural_width() * scale,
            loaded.natural_height() * scale,
        );
        canvas.set_width(w);
        canvas.set_height(h);
        let context = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok());
        if let Some(context) = context {
            let _ = context.draw_image_with_html_image_element_and_dw_and_dh(
                &loaded,
                0.0,
                0.0,
                f64::from(w),
                f64::from(h),
            );
            let on_blob = Closure::once(move |blob: JsValue| {
                if let Ok(blob) = blob.dyn_into::<web_sys::Blob>() {
                    download(&name, &blob);
                }
            });
            let _ = canvas.to_blob(on_blob.as_ref().unchecked_ref());
            on_blob.forget();
        }
    });
    image.set_onload(Some(on_load.as_ref().unchecked_ref()));
    on_load.forget();
    image.set_src(&source);
}

/// Copies the SVG text; where the browser refuses, the text is shown
/// selected for the person to copy, with the reason.
pub(super) fn copy(svg: String) {
    let clipboard = web_sys::window().map(|w| w.navigator().clipboard());
    let Some(clipboard) = clipboard else {
        refuse(svg, "this browser has no clipboard for pages".to_string());
        return;
    };
    let promise = clipboard.write_text(&svg);
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(e) = wasm_bindgen_futures::JsFuture::from(promise).await {
            let reason = js_sys::Reflect::get(&e, &JsValue::from_str("message"))
                .ok()
                .and_then(|m| m.as_string())
                .unwrap_or_else(|| "the browser refused".to_string());
            refuse(svg, reason);
        } else {
            EXPORT.with(|x| x.borrow_mut().fallback = None);
            notify();
        }
    });
}

fn refuse(svg: String, reason: String) {
    EXPORT.with(|x| x.borrow_mut().fallback = Some((svg, reason)));
    notify();
    // Selected once drawn, so a copy command takes it at once.
    let select = Closure::once(|| {
        let area = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("export-copy-text"))
            .and_then(|e| e.dyn_into::<web_sys::HtmlTextAreaElement>().ok());
        if let Some(area) = area {
            let _ = area.focus();
            area.select();
        }
    });
    if let Some(w) = web_sys::window() {
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(
            select.as_ref().unchecked_ref(),
            50,
        );
    }
    select.forget();
}

/// Downloads a table of the surface: `mex-csv`, `moves-latex`, ...
fn table(which: &str) {
    let Some((kind, format)) = which.split_once('-') else {
        return;
    };
    let (format, extension, mime) = match format {
        "csv" => (Format::Csv, "csv", "text/csv"),
        "latex" => (Format::Latex, "tex", "application/x-tex"),
        _ => (Format::Markdown, "md", "text/markdown"),
    };
    let made = EXPORT.with(|x| {
        let x = x.borrow();
        let p = parse_position(&x.position).ok()?;
        let s = *p.surfaces().get(x.component)?;
        let t = match kind {
            "mex" => mex_table(s)?,
            _ => moves_table(&p, x.component)?,
        };
        Some((format!("{s}-{kind}.{extension}"), t.write(format)))
    });
    if let Some((name, text)) = made {
        download_text(&name, &text, mime);
    }
}

/// Downloads `text` as a file called `name` of type `mime`.
pub fn download_text(name: &str, text: &str, mime: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    if let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) {
        download(name, &blob);
    }
}

/// `svg` as a file: the XML declaration, then the picture.
pub(super) fn svg_file(svg: &str) -> String {
    format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{svg}\n")
}

/// What a person did in the export panel.
pub fn event(e: &PageEvent) -> PageEffect {
    if e.id.starts_with("picture-") {
        return super::picture::event(e);
    }
    let mut effect = PageEffect::default();
    let (kind, id) = (e.kind, e.id.as_str());
    if kind == EventKind::Change && id == "export-with-cut" {
        EXPORT.with(|x| {
            let mut x = x.borrow_mut();
            x.with_cut = !x.with_cut;
        });
        return effect;
    }
    if kind != EventKind::Click {
        effect.redraw = false;
        return effect;
    }
    if let Some(rest) = id.strip_prefix("export-table-") {
        table(rest);
        effect.redraw = false;
        return effect;
    }
    let theme = |dark: bool| if dark { Theme::Dark } else { Theme::Light };
    let made = EXPORT.with(|x| {
        let x = x.borrow();
        match id {
            "export-svg" | "export-svg-dark" => {
                figure(&x, false, theme(id.ends_with("dark"))).map(|f| (f, "svg"))
            }
            "export-position-svg" => figure(&x, true, Theme::Light).map(|f| (f, "svg")),
            "export-png-1" | "export-png-2" | "export-png-4" => {
                figure(&x, false, Theme::Light).map(|f| (f, id))
            }
            "export-png-dark-2" => figure(&x, false, Theme::Dark)
                .map(|(name, svg)| ((format!("{name}-dark"), svg), id)),
            "export-copy" => figure(&x, false, Theme::Light).map(|f| (f, "copy")),
            _ => None,
        }
    });
    match made {
        Some(((name, svg), "svg")) => {
            if let Some(blob) = svg_blob(&svg) {
                download(&format!("{name}.svg"), &blob);
            }
        }
        Some(((name, svg), "copy")) => {
            let _ = name;
            copy(svg);
        }
        Some(((name, svg), how)) => {
            let scale = how.chars().last().and_then(|c| c.to_digit(10)).unwrap_or(1);
            png(format!("{name}@{scale}x.png"), &svg, scale);
        }
        None => effect.redraw = false,
    }
    effect
}

/// The SVG to copy by hand, selected, with why the browser would not copy
/// it, once it has refused.
fn fallback(x: &Export) -> Markup {
    let mut m = Markup::new();
    if let Some((svg, reason)) = &x.fallback {
        m.el(
            "p",
            &[
                ("class", "small"),
                ("role", "status"),
                ("data-testid", "export-copy-note"),
            ],
            &format!(
                "The browser would not copy ({reason}); the SVG is selected below: copy \
             it with Ctrl+C or ⌘C."
            ),
        )
        .el(
            "textarea",
            &[
                ("id", "export-copy-text"),
                ("data-testid", "export-copy-text"),
                ("readonly?", "on"),
                ("rows", "6"),
                ("aria-label", "The figure as SVG"),
            ],
            svg,
        );
    }
    m
}

/// The row of a figure's formats (SVG light and dark, PNG at three
/// scales and dark, Copy as SVG), their test ids starting with `prefix`,
/// then the whole position's SVG with the id `whole`, unless it is empty.
pub(super) fn format_buttons(prefix: &str, whole: &str) -> Markup {
    let mut m = Markup::new();
    m.open("p", &[("class", "export-buttons")]);
    let formats = [
        ("svg", "SVG"),
        ("svg-dark", "SVG, dark"),
        ("png-1", "PNG 1×"),
        ("png-2", "PNG 2×"),
        ("png-4", "PNG 4×"),
        ("png-dark-2", "PNG 2×, dark"),
        ("copy", "Copy as SVG"),
    ];
    let ids = formats.map(|(id, label)| (format!("{prefix}-{id}"), label));
    let whole = (!whole.is_empty()).then(|| (whole.to_string(), "Whole position (SVG)"));
    for (id, label) in ids.into_iter().chain(whole) {
        m.el(
            "button",
            &[
                ("type", "button"),
                ("class", "secondary"),
                ("data-testid", &id),
            ],
            label,
        );
    }
    m.close("p");
    m
}

/// [`fallback`] for the export panels of other pictures.
pub(super) fn copy_fallback() -> Markup {
    EXPORT.with(|x| fallback(&x.borrow()))
}

/// The export panel for component `component` of `position` (surface
/// notation), with the cut in view (`cut`, as [`cut_spec`] writes it).
pub fn panel(position: &str, component: usize, cut: Option<&str>) -> Markup {
    EXPORT.with(|x| {
        let mut x = x.borrow_mut();
        // The last cut shown on this surface stays chosen when the pointer
        // leaves it for the buttons; another surface starts afresh.
        if x.position != position || x.component != component {
            x.position = position.to_string();
            x.component = component;
            x.cut = None;
            x.fallback = None;
        }
        if let Some(cut) = cut {
            if x.cut.as_deref() != Some(cut) {
                x.cut = Some(cut.to_string());
                x.with_cut = true;
            }
        }
        let mut m = Markup::new();
        m.open(
            "div",
            &[("class", "export-panel"), ("data-testid", "export-panel")],
        );
        if let Some(cut) = &x.cut {
            m.open("label", &[("class", "small")])
                .open(
                    "input",
                    &[
                        ("type", "checkbox"),
                        ("data-testid", "export-with-cut"),
                        ("checked?", if x.with_cut { "on" } else { "" }),
                    ],
                )
                .text(&format!(
                    " with the curve J of cut ({}), the last one shown",
                    cut.replace(':', ", a = ")
                ))
                .close("label");
        } else {
            m.el(
                "p",
                &[("class", "small muted")],
                "Point at a cut to export the figure with its curve J.",
            );
        }
        m.markup(&format_buttons("export", "export-position-svg"));
        let listable = parse_position(position)
            .ok()
            .and_then(|p| p.surfaces().get(component).copied())
            .is_some_and(|s| total_count(s) <= MAX_LISTED);
        if listable {
            m.open("p", &[("class", "export-buttons")]);
            for (kind, label) in [("mex", "Mex table (Table 2.1)"), ("moves", "Cuts")] {
                m.el("span", &[("class", "small")], label);
                for (format, name) in [("csv", "CSV"), ("latex", "LaTeX"), ("markdown", "Markdown")]
                {
                    m.el(
                        "button",
                        &[
                            ("type", "button"),
                            ("class", "secondary"),
                            ("data-testid", &format!("export-table-{kind}-{format}")),
                        ],
                        name,
                    );
                }
            }
            m.close("p");
        }
        m.markup(&fallback(&x));
        m.close("div");
        m
    })
}
