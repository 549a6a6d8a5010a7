//! A figure as data ([`Figure`]: its size, title, description and marks)
//! and as a standalone SVG file: its own colours in either theme, its
//! fonts, its panel behind it, a `<title>` and a `<desc>`, and nothing a
//! person could click. Written with maud, never by pasting strings.

use crate::mark::{text_width, Font, Look, Mark};
use crate::surface::num;
use crate::theme::{Colour, Theme};
use maud::{html, Markup};

/// Space around the drawing in a file, in viewBox units.
pub const MARGIN: f64 = 12.0;
/// Space between panels laid out side by side.
const GAP: f64 = 16.0;
/// The line under a panel for its caption.
const CAPTION_LINE: f64 = 22.0;
/// The caption's font size.
const CAPTION_SIZE: f64 = 13.0;

/// A drawing, with what it shows in words.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    /// The drawing's width, margins aside.
    pub width: f64,
    /// Its height.
    pub height: f64,
    /// What it shows, in a line (the file's `<title>`).
    pub title: String,
    /// What it shows, in words (the file's `<desc>`).
    pub desc: String,
    /// The marks, back to front.
    pub marks: Vec<Mark>,
}

impl Figure {
    /// How many marks it holds.
    pub fn count(&self) -> usize {
        self.marks.iter().map(Mark::count).sum()
    }

    /// The words of its text marks, in order.
    pub fn words(&self) -> Vec<&str> {
        self.marks.iter().flat_map(Mark::words).collect()
    }

    /// Its marks moved to (`x`, `y`), as one group.
    pub fn placed(&self, x: f64, y: f64) -> Mark {
        Mark::moved(x, y, self.marks.clone())
    }

    /// The standalone SVG file of the figure in `theme`.
    pub fn to_svg(&self, theme: Theme) -> String {
        let (w, h) = (self.width + 2.0 * MARGIN, self.height + 2.0 * MARGIN);
        let svg = html! {
            svg xmlns="http://www.w3.org/2000/svg" version="1.1" width=(num(w)) height=(num(h))
                viewBox=(format!("0 0 {} {}", num(w), num(h))) role="img"
                aria-labelledby="figure-title figure-desc" color=(theme.ink())
                font-family=(Font::Sans.family()) data-theme=(theme.name()) {
                title id="figure-title" { (self.title) }
                desc id="figure-desc" { (self.desc) }
                rect width=(num(w)) height=(num(h)) fill=(theme.background()) {}
                g transform=(format!("translate({} {})", num(MARGIN), num(MARGIN))) {
                    @for m in &self.marks { (mark(m, theme)) }
                }
            }
        };
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{}\n",
            svg.into_string()
        )
    }
}

/// One drawing among others, with the line under it.
#[derive(Clone, Debug, PartialEq)]
pub struct Panel {
    /// The drawing.
    pub figure: Figure,
    /// Its caption (a surface's notation, a heap's size).
    pub caption: Option<String>,
}

/// `panels` side by side, wrapping onto a new row past `max_width`, each
/// with its caption under it; `more`, when given, is a line said after
/// them (what was left undrawn). Returns the marks and their size.
pub fn flow(panels: &[Panel], max_width: f64, more: Option<String>) -> (Vec<Mark>, f64, f64) {
    let mut marks = Vec::new();
    let (mut x, mut y, mut row_h, mut width) = (0.0f64, 0.0f64, 0.0f64, 0.0f64);
    let captioned = panels.iter().any(|p| p.caption.is_some());
    for p in panels {
        let f = &p.figure;
        let caption_w = p
            .caption
            .as_deref()
            .map_or(0.0, |c| text_width(c, CAPTION_SIZE));
        let w = f.width.max(caption_w);
        if x > 0.0 && x + w > max_width {
            y += row_h + GAP;
            x = 0.0;
            row_h = 0.0;
        }
        marks.push(f.placed(x + (w - f.width) / 2.0, y));
        let h = f.height + if captioned { CAPTION_LINE } else { 0.0 };
        if let Some(c) = &p.caption {
            let look = Look::text(Colour::Muted, Font::Sans, CAPTION_SIZE);
            marks.push(Mark::text(
                x + w / 2.0,
                y + f.height + CAPTION_LINE * 0.75,
                c,
                look,
            ));
        }
        row_h = row_h.max(h);
        width = width.max(x + w);
        x += w + GAP;
    }
    let mut height = y + row_h;
    if let Some(more) = more {
        let look = Look::text(Colour::Muted, Font::Sans, CAPTION_SIZE)
            .anchored("start")
            .italic();
        let at = if panels.is_empty() { 0.0 } else { height + GAP };
        marks.push(Mark::text(0.0, at + CAPTION_SIZE, &more, look));
        width = width.max(text_width(&more, CAPTION_SIZE));
        height = at + CAPTION_SIZE + 4.0;
    }
    (marks, width, height)
}

/// The width a row of pieces side by side wraps at.
const ROW_WIDTH: f64 = 900.0;

/// A position of pieces drawn side by side in rows (surfaces, bars,
/// boxes): `panels`, the first `panels.len()` of `total`, the rest counted
/// in words (`one`, `many`: "box", "boxes"); titled `title`, described by
/// `desc`.
pub fn pieces(
    panels: &[Panel],
    total: usize,
    (one, many): (&str, &str),
    title: String,
    desc: String,
) -> Figure {
    let rest = total.saturating_sub(panels.len()) as u64;
    let more = (rest > 0).then(|| crate::text::and_more(rest, one, many));
    let (marks, width, height) = flow(panels, ROW_WIDTH, more);
    Figure {
        width,
        height,
        title,
        desc,
        marks,
    }
}

/// A colour in `theme`.
fn paint(colour: Option<Colour>, theme: Theme) -> Option<&'static str> {
    colour.map(|c| theme.colour(c))
}

/// A mark and what it holds, painted in `theme`.
fn mark(m: &Mark, theme: Theme) -> Markup {
    macro_rules! painted {
        ($tag:ident [$($own:tt)*] $look:expr, $body:tt) => {{
            let l: &Look = $look;
            html! {
                $tag $($own)* fill=[paint(l.fill, theme)] fill-opacity=[l.fill_opacity.map(num)]
                    stroke=[paint(l.stroke, theme)] stroke-width=[l.stroke_width.map(num)]
                    stroke-opacity=[l.stroke_opacity.map(num)] stroke-dasharray=[l.dash]
                    stroke-linecap=[l.linecap] stroke-linejoin=[l.linejoin]
                    opacity=[l.opacity.map(num)]
                    font-family=[l.family.or(l.font.map(Font::family))]
                    font-size=[l.font_size.map(num)] font-weight=[l.weight] font-style=[l.style]
                    text-anchor=[l.anchor] dominant-baseline=[l.baseline] $body
            }
        }};
    }
    match m {
        Mark::Circle { cx, cy, r, look } => {
            painted!(circle [cx=(num(*cx)) cy=(num(*cy)) r=(num(*r))] look, {})
        }
        Mark::Rect {
            x,
            y,
            w,
            h,
            rx,
            look,
        } => painted!(rect [x=(num(*x)) y=(num(*y)) width=(num(*w)) height=(num(*h))
            rx=[(*rx > 0.0).then(|| num(*rx))]] look, {}),
        Mark::Line {
            ends: [x1, y1, x2, y2],
            look,
        } => painted!(line [x1=(num(*x1)) y1=(num(*y1)) x2=(num(*x2)) y2=(num(*y2))] look, {}),
        Mark::Path { d, look } => painted!(path [d=(d)] look, {}),
        Mark::Polygon { points, look } => {
            let points = points
                .iter()
                .map(|&(x, y)| format!("{},{}", num(x), num(y)))
                .collect::<Vec<_>>()
                .join(" ");
            painted!(polygon [points=(points)] look, {})
        }
        Mark::Text { x, y, text, look } => {
            painted!(text [x=(num(*x)) y=(num(*y))] look, { (text) })
        }
        Mark::Group {
            dx,
            dy,
            opacity,
            marks,
        } => {
            let moved =
                (*dx != 0.0 || *dy != 0.0).then(|| format!("translate({} {})", num(*dx), num(*dy)));
            html! {
                g transform=[moved] opacity=[opacity.map(num)] {
                    @for m in marks { (mark(m, theme)) }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(side: f64) -> Figure {
        Figure {
            width: side,
            height: side,
            title: "a square".into(),
            desc: "a square & a <b>".into(),
            marks: vec![Mark::rect(
                0.0,
                0.0,
                side,
                side,
                0.0,
                Look::fill(Colour::Accent),
            )],
        }
    }

    #[test]
    fn a_file_carries_its_title_description_and_colours() {
        let light = square(10.0).to_svg(Theme::Light);
        assert!(light.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "));
        assert!(light.contains("<title id=\"figure-title\">a square</title>"));
        assert!(light.contains("<desc id=\"figure-desc\">a square &amp; a &lt;b&gt;</desc>"));
        assert!(light.contains("fill=\"#4338ca\""));
        assert!(light.contains("width=\"34\" height=\"34\""));
        let dark = square(10.0).to_svg(Theme::Dark);
        assert!(dark.contains("fill=\"#a5b4fc\"") && !dark.contains("#4338ca"));
    }

    #[test]
    fn a_file_has_no_class_and_nothing_to_click() {
        let svg = square(4.0).to_svg(Theme::Light);
        for word in [
            "class=",
            "tabindex",
            "role=\"button\"",
            "data-testid",
            "var(",
        ] {
            assert!(!svg.contains(word), "{word} in {svg}");
        }
    }

    #[test]
    fn panels_wrap_past_the_width_and_say_what_is_left() {
        let panels: Vec<Panel> = (0..3)
            .map(|_| Panel {
                figure: square(100.0),
                caption: Some("x".into()),
            })
            .collect();
        let (marks, w, h) = flow(&panels, 250.0, Some("and 7 more".into()));
        assert_eq!(w, 216.0);
        assert!(h > 2.0 * 100.0 + 16.0);
        assert!(marks.iter().any(|m| m.words() == ["and 7 more"]));
    }
}
