//! Figures as files that stand on their own: an SVG document with its own
//! colours, fonts, background, title and description, light or dark, the
//! same bytes whether the app exports it or the command line writes it.
//!
//! The page draws the same elements and colours them through its style
//! sheet; here the colours are written into the file, taken from the page's
//! picture panel (`--surface-2` behind, `--text` for the lines), so an
//! exported figure looks as it did on the page.

use crate::surface::{element_markup, layout, Diagram};
use crate::text::and_more;
use grundy::{Cut, Surface};
use maud::html;

pub use crate::theme::Theme;

/// Space around the drawing, in viewBox units.
const MARGIN: f64 = 12.0;
/// The caption's line height and font size.
const CAPTION_LINE: f64 = 26.0;
const CAPTION_SIZE: f64 = 15.0;
/// The font of labels and captions.
const FONT: &str = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/// One panel of a figure: a diagram and the line under it, if any.
struct Panel<'a> {
    diagram: &'a Diagram,
    caption: Option<String>,
}

/// The SVG document of some panels side by side.
fn document(
    panels: &[Panel<'_>],
    more: Option<&str>,
    title: &str,
    description: &str,
    theme: Theme,
) -> String {
    let captioned = panels.iter().any(|p| p.caption.is_some());
    let inner_height = panels.iter().map(|p| p.diagram.height).fold(0.0, f64::max);
    // The note of surfaces left undrawn takes a panel's room of its own.
    let more_width = more.map_or(0.0, |m| crate::mark::text_width(m, CAPTION_SIZE) + MARGIN);
    let width: f64 = panels.iter().map(|p| p.diagram.width).sum::<f64>()
        + MARGIN * (panels.len() as f64 + 1.0)
        + more_width;
    let height = inner_height + 2.0 * MARGIN + if captioned { CAPTION_LINE } else { 0.0 };
    let n = crate::surface::num;
    // Each panel's left edge.
    let lefts = panels.iter().scan(MARGIN, |x, p| {
        let left = *x;
        *x += p.diagram.width + MARGIN;
        Some(left)
    });
    let svg = html! {
        svg xmlns="http://www.w3.org/2000/svg" version="1.1" width=(n(width)) height=(n(height))
            viewBox=(format!("0 0 {} {}", n(width), n(height))) role="img"
            aria-labelledby="figure-title figure-desc" color=(theme.ink()) font-family=(FONT)
            data-theme=(theme.name()) {
            title id="figure-title" { (title) }
            desc id="figure-desc" { (description) }
            rect width=(n(width)) height=(n(height)) fill=(theme.background()) {}
            @for (panel, x) in panels.iter().zip(lefts) {
                @let d = panel.diagram;
                g transform=(format!("translate({} {})", n(x), n(MARGIN + (inner_height - d.height) / 2.0))) {
                    @for element in &d.elements { (element_markup(element)) }
                }
                @if let Some(caption) = &panel.caption {
                    text x=(n(x + d.width / 2.0)) y=(n(MARGIN + inner_height + CAPTION_LINE * 0.75))
                        text-anchor="middle" font-size=(n(CAPTION_SIZE)) fill=(theme.muted()) { (caption) }
                }
            }
            @if let Some(more) = more {
                text x=(n(width - more_width)) y=(n(MARGIN + inner_height / 2.0))
                    font-size=(n(CAPTION_SIZE)) fill=(theme.muted()) { (more) }
            }
        }
    };
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{}\n",
        svg.into_string()
    )
}

/// One surface, with the curve J of `cut` when one is given (drawn on the
/// cut's mixed form where it needs one, with that form as the caption).
pub fn surface_svg(surface: Surface, cut: Option<&Cut>, theme: Theme) -> String {
    let diagram = layout(surface, cut, false);
    let title = match cut {
        Some(c) => format!("{surface}, cut {c}"),
        None => surface.to_string(),
    };
    let panel = Panel {
        diagram: &diagram,
        caption: diagram.caption.clone(),
    };
    document(&[panel], None, &title, &diagram.label, theme)
}

/// Surfaces drawn in a figure of a whole position; the rest are counted.
pub const MAX_DRAWN: usize = 12;

/// A whole position: each surface's drawing in a row, its notation under
/// it; past [`MAX_DRAWN`] surfaces the rest are counted, not drawn.
pub fn position_svg(surfaces: &[Surface], theme: Theme) -> String {
    let drawn = &surfaces[..surfaces.len().min(MAX_DRAWN)];
    let diagrams: Vec<Diagram> = drawn.iter().map(|&s| layout(s, None, false)).collect();
    let panels: Vec<Panel<'_>> = drawn
        .iter()
        .zip(&diagrams)
        .map(|(s, d)| Panel {
            diagram: d,
            caption: Some(s.to_string()),
        })
        .collect();
    let rest = (surfaces.len() - drawn.len()) as u64;
    let more = (rest > 0).then(|| and_more(rest, "surface", "surfaces"));
    let title = crate::text::joined(surfaces.iter().map(ToString::to_string), MAX_DRAWN);
    let mut description = diagrams
        .iter()
        .map(|d| d.label.as_str())
        .collect::<Vec<_>>()
        .join("; ");
    if let Some(more) = &more {
        description.push_str("; ");
        description.push_str(more);
    }
    document(&panels, more.as_deref(), &title, &description, theme)
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::manifold::CutKind;

    fn s(text: &str) -> Surface {
        text.parse().unwrap()
    }

    #[test]
    fn a_figure_has_its_own_colours_title_and_description() {
        let svg = surface_svg(s("o3"), None, Theme::Dark);
        assert!(svg.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "));
        assert!(svg.contains("<title id=\"figure-title\">o3</title>"));
        assert!(svg.contains("<desc id=\"figure-desc\">orientable surface of genus 3"));
        assert!(svg.contains("fill=\"#1f2439\""));
        assert!(svg.contains("color=\"#e8eaf4\""));
        assert!(svg.ends_with("</svg>\n"));
    }

    #[test]
    fn a_cut_that_needs_a_mixed_form_is_captioned_with_it() {
        let cut = Cut::new(s("n5"), CutKind::D).unwrap();
        let svg = surface_svg(s("n5"), Some(&cut), Theme::Light);
        assert!(svg.contains("n5 = o2 # n1"), "{svg}");
        assert!(svg.contains("class=\"curve-j\""));
    }

    #[test]
    fn a_huge_position_draws_a_few_surfaces_and_counts_the_rest() {
        let many = vec![s("n5"); 10_000];
        let svg = position_svg(&many, Theme::Light);
        assert_eq!(svg.matches("<g transform=").count(), MAX_DRAWN);
        assert!(svg.contains("… and 9,988 more surfaces"), "{svg}");
        assert!(svg.len() < 200_000, "{} bytes", svg.len());
    }

    #[test]
    fn a_position_is_drawn_in_a_row_with_its_notation() {
        let svg = position_svg(&[s("o1"), s("n2")], Theme::Light);
        assert!(svg.contains("<title id=\"figure-title\">o1 + n2</title>"));
        assert_eq!(svg.matches("<g transform=").count(), 2);
        assert!(svg.contains(">n2</text>"));
    }
}
