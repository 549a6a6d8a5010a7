//! Surfaces among other figures: a position of surfaces drawn as the
//! figures crate draws each surface (`crate::surface`), its notation under
//! it, turned into marks so that it can stand inside a larger figure (a
//! part of a sum).

use crate::figure::{pieces, Figure, Panel};
use crate::mark::{Look, Mark};
use crate::surface::{layout, Element};
use crate::theme::Colour;
use grundy::Surface;

/// Surfaces drawn in one figure; the rest are counted.
pub const MAX_SURFACES: usize = 12;

/// A number written in a surface's paint, read back.
fn number(text: Option<&str>) -> Option<f64> {
    text.and_then(|t| t.parse().ok())
}

/// A surface's drawing element as a mark, painted as its style paints it
/// (its colours `currentColor`, the document's ink, or its own).
fn mark(element: &Element) -> Mark {
    let look = |style: crate::surface::Style, size: Option<f64>| {
        let p = match size {
            Some(s) => style.sized_paint(s),
            None => style.paint(),
        };
        Look {
            fill: p.fill.map(Colour::Fixed),
            fill_opacity: number(p.fill_opacity),
            stroke: p.stroke.map(Colour::Fixed),
            stroke_width: number(p.stroke_width),
            stroke_opacity: number(p.stroke_opacity),
            dash: p.stroke_dasharray,
            linecap: p.stroke_linecap,
            linejoin: p.stroke_linejoin,
            family: p.font_family,
            font_size: number(p.font_size.as_deref()),
            weight: p.font_weight,
            style: p.font_style,
            anchor: p.text_anchor,
            ..Look::default()
        }
    };
    match element {
        Element::Path { d, style } => Mark::path(d.as_str(), look(*style, None)),
        Element::Circle { cx, cy, r, style } => Mark::circle(*cx, *cy, *r, look(*style, None)),
        Element::Text {
            x,
            y,
            text,
            style,
            size,
        } => Mark::text(*x, *y, text.as_str(), look(*style, Some(*size))),
        Element::Group {
            facts, children, ..
        } => Mark::Group {
            dx: 0.0,
            dy: 0.0,
            opacity: facts.opacity.and_then(|o| o.parse().ok()),
            marks: children.iter().map(mark).collect(),
        },
    }
}

/// A position of surfaces, each drawn with its notation under it, in
/// rows; past [`MAX_SURFACES`] the rest are counted.
pub fn surfaces_figure(name: &str, surfaces: &[Surface]) -> Figure {
    let shown = &surfaces[..surfaces.len().min(MAX_SURFACES)];
    let panels: Vec<Panel> = shown
        .iter()
        .map(|&s| {
            let d = layout(s, None, true);
            Panel {
                figure: Figure {
                    width: d.width,
                    height: d.height,
                    title: String::new(),
                    desc: d.label.clone(),
                    marks: d.elements.iter().map(mark).collect(),
                },
                caption: Some(s.to_string()),
            }
        })
        .collect();
    let descs: Vec<&str> = panels.iter().map(|p| p.figure.desc.as_str()).collect();
    let desc = format!("{name}: {}", descs.join("; "));
    let title = format!(
        "{name}: {}",
        crate::text::joined(surfaces.iter().map(ToString::to_string), MAX_SURFACES)
    );
    pieces(
        &panels,
        surfaces.len(),
        ("surface", "surfaces"),
        title,
        desc,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theme::Theme;

    #[test]
    fn surfaces_keep_their_own_colours_and_take_the_ink() {
        let s: Surface = "n2".parse().unwrap();
        let f = surfaces_figure("The manifold game", &[s, s]);
        let svg = f.to_svg(Theme::Dark);
        assert!(svg.contains("stroke=\"currentColor\""));
        assert!(svg.contains("color=\"#e8eaf4\""));
        assert!(!svg.contains("class="));
        assert_eq!(f.words().iter().filter(|w| **w == "n2").count(), 2);
    }
}
