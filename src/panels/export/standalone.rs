//! A picture drawn on the page as a standalone SVG file. The pictures
//! are drawn for the page, coloured by its style sheets; a file must carry
//! its own colours, so each element of a copy of the picture is given, as
//! SVG presentation attributes, the colours, strokes and fonts the page
//! computes for it, in the theme asked for. A heap's row of counters (HTML
//! on the page) is written as circles.

use figures::text::escape;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element};

/// Where a picture is on the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The selected part's picture, beside the move list.
    Part,
    /// The whole position, for a game drawn on one board.
    Whole,
}

impl Place {
    /// The picture's container.
    const fn selector(self) -> &'static str {
        match self {
            Place::Part => ".focus-picture",
            Place::Whole => ".dyn-board",
        }
    }
}

/// `svg` as a file: the XML declaration, then the picture.
fn svg_file(svg: &str) -> String {
    format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{svg}\n")
}

/// The properties a picture's look depends on, as the page computes them.
const LOOK: [&str; 17] = [
    "fill",
    "fill-opacity",
    "stroke",
    "stroke-width",
    "stroke-opacity",
    "stroke-dasharray",
    "stroke-linecap",
    "stroke-linejoin",
    "opacity",
    "font-family",
    "font-size",
    "font-weight",
    "font-style",
    "text-anchor",
    "dominant-baseline",
    "visibility",
    "display",
];

/// The page's document.
fn document() -> Option<Document> {
    web_sys::window()?.document()
}

/// The page's computed look of `from`, written on `to` as attributes.
fn inline_look(window: &web_sys::Window, from: &Element, to: &Element) {
    let Ok(Some(style)) = window.get_computed_style(from) else {
        return;
    };
    for name in LOOK {
        if let Ok(value) = style.get_property_value(name) {
            if !value.is_empty() && value != "normal" && value != "auto" {
                let _ = to.set_attribute(name, &value);
            }
        }
    }
    let _ = to.remove_attribute("class");
    let _ = to.remove_attribute("tabindex");
    let _ = to.remove_attribute("style");
}

/// A heap's counters (HTML on the page) as an SVG picture: rows of ten,
/// the taken ones hollow.
fn counters_svg(
    window: &web_sys::Window,
    root: &Element,
    label: &str,
    backdrop: &str,
) -> Option<String> {
    let dots = root.query_selector_all(".dot").ok()?;
    let n = dots.length();
    if n == 0 {
        return None;
    }
    let first = dots.item(0)?.dyn_into::<Element>().ok()?;
    let style = window.get_computed_style(&first).ok()??;
    let full = style.get_property_value("background-color").ok()?;
    let (cols, r, gap) = (10u32, 8u32, 6u32);
    let rows = n.div_ceil(cols);
    let (w, h) = (
        cols.min(n) * (2 * r + gap) + gap,
        rows * (2 * r + gap) + gap,
    );
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\"><title>{}</title>{backdrop}",
        escape(label)
    );
    for i in 0..n {
        let taken = dots
            .item(i)
            .and_then(|d| d.dyn_into::<Element>().ok())
            .and_then(|d| d.get_attribute("class"))
            .is_some_and(|c| c.split(' ').any(|k| k == "taken"));
        let (x, y) = (
            gap + r + (i % cols) * (2 * r + gap),
            gap + r + (i / cols) * (2 * r + gap),
        );
        if taken {
            out.push_str(&format!(
                "<circle cx=\"{x}\" cy=\"{y}\" r=\"{}\" fill=\"none\" stroke=\"{full}\" stroke-width=\"2\" stroke-dasharray=\"3 2\"/>",
                r - 1
            ));
        } else {
            out.push_str(&format!(
                "<circle cx=\"{x}\" cy=\"{y}\" r=\"{r}\" fill=\"{full}\"/>"
            ));
        }
    }
    out.push_str("</svg>");
    Some(out)
}

/// The picture at `place` as a standalone SVG file, in the dark theme
/// when `dark`, titled `title`.
pub fn standalone(place: Place, dark: bool, title: &str) -> Option<String> {
    let window = web_sys::window()?;
    let document = document()?;
    let root = document.document_element()?;
    let container = document.query_selector(place.selector()).ok()??;
    // The theme asked for, for the time it takes to read the colours.
    let before = root.get_attribute("data-theme");
    let _ = root.set_attribute("data-theme", if dark { "dark" } else { "light" });
    let made = (|| {
        let background = window
            .get_computed_style(&root)
            .ok()
            .flatten()
            .and_then(|s| s.get_property_value("background-color").ok())
            .unwrap_or_default();
        let backdrop = if background.trim().is_empty() {
            String::new()
        } else {
            format!(
                "<rect width=\"100%\" height=\"100%\" fill=\"{}\"/>",
                escape(background.trim())
            )
        };
        let Some(svg) = container.query_selector("svg").ok().flatten() else {
            let label = container
                .query_selector("[aria-label]")
                .ok()
                .flatten()
                .and_then(|e| e.get_attribute("aria-label"))
                .unwrap_or_else(|| title.to_string());
            return counters_svg(&window, &container, &label, &backdrop);
        };
        let copy = svg
            .clone_node_with_deep(true)
            .ok()?
            .dyn_into::<Element>()
            .ok()?;
        inline_look(&window, &svg, &copy);
        let (from, to) = (
            svg.query_selector_all("*").ok()?,
            copy.query_selector_all("*").ok()?,
        );
        for i in 0..from.length().min(to.length()) {
            let (Some(a), Some(b)) = (
                from.item(i).and_then(|n| n.dyn_into::<Element>().ok()),
                to.item(i).and_then(|n| n.dyn_into::<Element>().ok()),
            ) else {
                continue;
            };
            inline_look(&window, &a, &b);
            for name in [
                "role",
                "aria-label",
                "aria-pressed",
                "aria-disabled",
                "tabindex",
                "data-testid",
            ] {
                let _ = b.remove_attribute(name);
            }
        }
        let rect = svg.get_bounding_client_rect();
        let (w, h) = (rect.width().ceil().max(1.0), rect.height().ceil().max(1.0));
        let label = svg
            .get_attribute("aria-label")
            .unwrap_or_else(|| title.to_string());
        let _ = copy.set_attribute("xmlns", "http://www.w3.org/2000/svg");
        let _ = copy.set_attribute("width", &w.to_string());
        let _ = copy.set_attribute("height", &h.to_string());
        let _ = copy.remove_attribute("aria-label");
        let _ = copy.remove_attribute("role");
        let inner = copy.inner_html();
        let open = copy.outer_html();
        let open = &open[..open.find('>')?];
        Some(format!(
            "{open} aria-labelledby=\"picture-title picture-desc\"><title id=\"picture-title\">{}</title><desc id=\"picture-desc\">{}</desc>{backdrop}{inner}</svg>",
            escape(&label),
            escape(title)
        ))
    })();
    match before {
        Some(t) => {
            let _ = root.set_attribute("data-theme", &t);
        }
        None => {
            let _ = root.remove_attribute("data-theme");
        }
    }
    made.map(|svg| svg_file(&svg))
}
