//! What a figure is drawn with, as data: circles, rectangles, lines, paths,
//! polygons and text, each with its look (colours named from the page's
//! palette, strokes, fonts), and groups moved into place. The page's boards
//! and the standalone files draw from the same geometry; a file writes
//! these marks ([`crate::figure::Figure::to_svg`]), in either theme.

use crate::theme::Colour;

/// The fonts of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Font {
    /// `--font`: the page's sans-serif.
    Sans,
    /// `--mono`: the page's monospace.
    Mono,
}

impl Font {
    /// The `font-family` value.
    pub const fn family(self) -> &'static str {
        match self {
            Font::Sans => {
                "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
            }
            Font::Mono => {
                "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace"
            }
        }
    }
}

/// How a mark is painted: each property written only when set.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Look {
    /// `fill`.
    pub fill: Option<Colour>,
    /// `fill-opacity`.
    pub fill_opacity: Option<f64>,
    /// `stroke`.
    pub stroke: Option<Colour>,
    /// `stroke-width`.
    pub stroke_width: Option<f64>,
    /// `stroke-opacity`.
    pub stroke_opacity: Option<f64>,
    /// `stroke-dasharray`.
    pub dash: Option<&'static str>,
    /// `stroke-linecap`.
    pub linecap: Option<&'static str>,
    /// `stroke-linejoin`.
    pub linejoin: Option<&'static str>,
    /// `opacity`.
    pub opacity: Option<f64>,
    /// `font-family`.
    pub font: Option<Font>,
    /// `font-family` written out, where a drawing names its own.
    pub family: Option<&'static str>,
    /// `font-size`.
    pub font_size: Option<f64>,
    /// `font-weight`.
    pub weight: Option<&'static str>,
    /// `font-style`.
    pub style: Option<&'static str>,
    /// `text-anchor`.
    pub anchor: Option<&'static str>,
    /// `dominant-baseline`.
    pub baseline: Option<&'static str>,
}

impl Look {
    /// Filled with `colour`, no stroke set.
    pub fn fill(colour: Colour) -> Look {
        Look {
            fill: Some(colour),
            ..Look::default()
        }
    }

    /// A line of `colour`, `width` wide, not filled.
    pub fn stroke(colour: Colour, width: f64) -> Look {
        Look {
            fill: Some(Colour::Fixed("none")),
            stroke: Some(colour),
            stroke_width: Some(width),
            ..Look::default()
        }
    }

    /// Filled with `fill`, outlined with `stroke` `width` wide.
    pub fn outlined(fill: Colour, stroke: Colour, width: f64) -> Look {
        Look {
            fill: Some(fill),
            stroke: Some(stroke),
            stroke_width: Some(width),
            ..Look::default()
        }
    }

    /// Text of `colour` in `font` at `size`, centred on its x.
    pub fn text(colour: Colour, font: Font, size: f64) -> Look {
        Look {
            fill: Some(colour),
            font: Some(font),
            font_size: Some(size),
            anchor: Some("middle"),
            ..Look::default()
        }
    }

    /// The same, anchored at `anchor` (`start`, `middle`, `end`).
    pub fn anchored(self, anchor: &'static str) -> Look {
        Look {
            anchor: Some(anchor),
            ..self
        }
    }

    /// The same, bold.
    pub fn bold(self) -> Look {
        Look {
            weight: Some("700"),
            ..self
        }
    }

    /// The same, italic.
    pub fn italic(self) -> Look {
        Look {
            style: Some("italic"),
            ..self
        }
    }

    /// The same, dashed as `dash`.
    pub fn dashed(self, dash: &'static str) -> Look {
        Look {
            dash: Some(dash),
            ..self
        }
    }

    /// The same, with round caps.
    pub fn round(self) -> Look {
        Look {
            linecap: Some("round"),
            ..self
        }
    }

    /// The same, centred on its y too (`dominant-baseline: central`).
    pub fn central(self) -> Look {
        Look {
            baseline: Some("central"),
            ..self
        }
    }
}

/// One mark of a figure.
#[derive(Clone, Debug, PartialEq)]
pub enum Mark {
    /// `<circle>`.
    Circle {
        /// Centre x.
        cx: f64,
        /// Centre y.
        cy: f64,
        /// Radius.
        r: f64,
        /// How it is painted.
        look: Look,
    },
    /// `<rect>`, with rounded corners of radius `rx`.
    Rect {
        /// Left.
        x: f64,
        /// Top.
        y: f64,
        /// Width.
        w: f64,
        /// Height.
        h: f64,
        /// Corner radius.
        rx: f64,
        /// How it is painted.
        look: Look,
    },
    /// `<line>`.
    Line {
        /// The ends: x1, y1, x2, y2.
        ends: [f64; 4],
        /// How it is painted.
        look: Look,
    },
    /// `<path>`.
    Path {
        /// The path data.
        d: String,
        /// How it is painted.
        look: Look,
    },
    /// `<polygon>`.
    Polygon {
        /// The corners.
        points: Vec<(f64, f64)>,
        /// How it is painted.
        look: Look,
    },
    /// `<text>`.
    Text {
        /// x, at the anchor.
        x: f64,
        /// The baseline (or the middle, when central).
        y: f64,
        /// The words.
        text: String,
        /// How it is painted.
        look: Look,
    },
    /// `<g>` moved by (`dx`, `dy`).
    Group {
        /// Moved right.
        dx: f64,
        /// Moved down.
        dy: f64,
        /// Its opacity, if dimmed.
        opacity: Option<f64>,
        /// What it holds.
        marks: Vec<Mark>,
    },
}

impl Mark {
    /// A circle.
    pub fn circle(cx: f64, cy: f64, r: f64, look: Look) -> Mark {
        Mark::Circle { cx, cy, r, look }
    }

    /// A rectangle.
    pub fn rect(x: f64, y: f64, w: f64, h: f64, rx: f64, look: Look) -> Mark {
        Mark::Rect {
            x,
            y,
            w,
            h,
            rx,
            look,
        }
    }

    /// Words at (`x`, `y`).
    pub fn text(x: f64, y: f64, text: impl Into<String>, look: Look) -> Mark {
        Mark::Text {
            x,
            y,
            text: text.into(),
            look,
        }
    }

    /// A path.
    pub fn path(d: impl Into<String>, look: Look) -> Mark {
        Mark::Path { d: d.into(), look }
    }

    /// `marks` moved by (`dx`, `dy`).
    pub fn moved(dx: f64, dy: f64, marks: Vec<Mark>) -> Mark {
        Mark::Group {
            dx,
            dy,
            opacity: None,
            marks,
        }
    }

    /// How many marks this is, its group's content counted.
    pub fn count(&self) -> usize {
        match self {
            Mark::Group { marks, .. } => 1 + marks.iter().map(Mark::count).sum::<usize>(),
            _ => 1,
        }
    }

    /// The words of every text mark, in order, groups' included.
    pub fn words(&self) -> Vec<&str> {
        match self {
            Mark::Text { text, .. } => vec![text.as_str()],
            Mark::Group { marks, .. } => marks.iter().flat_map(Mark::words).collect(),
            _ => Vec::new(),
        }
    }
}

/// The width `text` takes at `size`, roughly: figures are laid out before
/// any font is measured, so labels are given room by their length.
pub fn text_width(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * size * 0.58
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_group_counts_what_it_holds() {
        let dot = Mark::circle(0.0, 0.0, 1.0, Look::fill(Colour::Text));
        let g = Mark::moved(
            1.0,
            2.0,
            vec![dot.clone(), Mark::moved(0.0, 0.0, vec![dot])],
        );
        assert_eq!(g.count(), 4);
    }

    #[test]
    fn words_are_read_in_order() {
        let t = |s: &str| Mark::text(0.0, 0.0, s, Look::default());
        let g = Mark::moved(0.0, 0.0, vec![t("a"), Mark::moved(0.0, 0.0, vec![t("b")])]);
        assert_eq!(g.words(), ["a", "b"]);
    }
}
