//! How the primitives are painted: a CSS class per style, so the app's
//! themes can restyle the drawing, and default presentation attributes, so
//! the drawing also stands on its own.

use super::number::num;

/// The default colour of the curve J; an orange that reads on light and dark
/// backgrounds. Themes override it through the `curve-j-*` classes.
pub(super) const CURVE_COLOUR: &str = "#e8590c";
/// The smallest font size of the counts and split labels, in viewBox units;
/// wide drawings set them larger (see `labels::Fonts`).
pub(super) const LABEL_SIZE: f64 = 12.0;
/// The smallest font size of the letter J.
pub(super) const CURVE_LABEL_SIZE: f64 = 16.0;
/// The smallest font size of the "⋯" of a collapsed row.
pub(super) const DOTS_SIZE: f64 = 24.0;

/// How a primitive is painted. Each style is a CSS class (so the app's themes
/// can restyle it) plus default presentation attributes (which any CSS rule
/// overrides), so the drawing also stands on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// The faint fill of the body and the handles' tubes.
    Fill,
    /// The visible outline of the surface.
    Line,
    /// The X inside a cross-cap.
    Mark,
    /// Lines on the far side of the surface (the back of the sphere's equator).
    Hidden,
    /// The front, visible part of the curve J.
    Curve,
    /// The part of the curve J behind the surface or inside a cross-cap.
    CurveHidden,
    /// The letter J.
    CurveLabel,
    /// Counts and the split labels a, b.
    Label,
    /// The "⋯" of a collapsed row.
    Dots,
}

impl Style {
    /// The CSS class of the style.
    pub const fn class(self) -> &'static str {
        match self {
            Style::Fill => "surface-fill",
            Style::Line => "surface-line",
            Style::Mark => "cross-cap-mark",
            Style::Hidden => "surface-hidden",
            Style::Curve => "curve-j-line",
            Style::CurveHidden => "curve-j-hidden",
            Style::CurveLabel => "curve-j-label",
            Style::Label => "diagram-label",
            Style::Dots => "ellipsis-dots",
        }
    }

    /// The smallest font size of a text style, in viewBox units; `None` for
    /// the styles of lines and fills. A text element of a wide drawing
    /// carries a larger size of its own.
    pub const fn font_size(self) -> Option<f64> {
        match self {
            Style::CurveLabel => Some(CURVE_LABEL_SIZE),
            Style::Label => Some(LABEL_SIZE),
            Style::Dots => Some(DOTS_SIZE),
            _ => None,
        }
    }

    /// The class and default presentation attributes.
    pub fn paint(self) -> Paint {
        self.sized_paint(self.font_size().unwrap_or(LABEL_SIZE))
    }

    /// The paint with the font size `size` for a text style (other styles
    /// have no font size and ignore it).
    pub fn sized_paint(self, size: f64) -> Paint {
        let stroke = |colour: &'static str, width: &'static str| Paint {
            fill: Some("none"),
            stroke: Some(colour),
            stroke_width: Some(width),
            stroke_linecap: Some("round"),
            stroke_linejoin: Some("round"),
            ..Paint::new(self)
        };
        let text = |fill: &'static str, family: &'static str| Paint {
            fill: Some(fill),
            font_size: Some(num(size)),
            text_anchor: Some("middle"),
            font_family: Some(family),
            ..Paint::new(self)
        };
        let sans = "system-ui, sans-serif";
        match self {
            Style::Fill => Paint {
                fill: Some("currentColor"),
                fill_opacity: Some("0.07"),
                stroke: Some("none"),
                ..Paint::new(self)
            },
            Style::Line => stroke("currentColor", "2"),
            Style::Mark => stroke("currentColor", "1.8"),
            Style::Hidden => Paint {
                stroke_dasharray: Some("3 3"),
                stroke_opacity: Some("0.55"),
                ..stroke("currentColor", "1.2")
            },
            // Butt caps keep the dash-dot pattern crisp: the pattern, not
            // only the colour, tells J apart from the surface's lines.
            Style::Curve => Paint {
                fill: Some("none"),
                stroke: Some(CURVE_COLOUR),
                stroke_width: Some("3.5"),
                stroke_dasharray: Some("10 4 3 4"),
                stroke_linecap: Some("butt"),
                ..Paint::new(self)
            },
            Style::CurveHidden => Paint {
                fill: Some("none"),
                stroke: Some(CURVE_COLOUR),
                stroke_width: Some("2.4"),
                stroke_dasharray: Some("2.5 3.5"),
                stroke_opacity: Some("0.8"),
                ..Paint::new(self)
            },
            // An italic serif J, as the letter is set in the paper, in the
            // ink of the labels: the orange of the curve is a line's colour
            // (3:1 on either panel), too light for a letter on the light one.
            Style::CurveLabel => Paint {
                font_style: Some("italic"),
                font_weight: Some("700"),
                ..text("currentColor", "Georgia, 'Times New Roman', serif")
            },
            Style::Label | Style::Dots => text("currentColor", sans),
        }
    }
}

/// A style's CSS class and its default presentation attributes, each
/// written only when set.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Paint {
    /// The CSS class.
    pub class: &'static str,
    /// `fill`.
    pub fill: Option<&'static str>,
    /// `fill-opacity`.
    pub fill_opacity: Option<&'static str>,
    /// `stroke`.
    pub stroke: Option<&'static str>,
    /// `stroke-width`.
    pub stroke_width: Option<&'static str>,
    /// `stroke-linecap`.
    pub stroke_linecap: Option<&'static str>,
    /// `stroke-linejoin`.
    pub stroke_linejoin: Option<&'static str>,
    /// `stroke-dasharray`.
    pub stroke_dasharray: Option<&'static str>,
    /// `stroke-opacity`.
    pub stroke_opacity: Option<&'static str>,
    /// `font-size`, in viewBox units.
    pub font_size: Option<String>,
    /// `text-anchor`.
    pub text_anchor: Option<&'static str>,
    /// `font-family`.
    pub font_family: Option<&'static str>,
    /// `font-style`.
    pub font_style: Option<&'static str>,
    /// `font-weight`.
    pub font_weight: Option<&'static str>,
}

impl Paint {
    /// The class of `style`, nothing else set.
    fn new(style: Style) -> Paint {
        Paint {
            class: style.class(),
            ..Paint::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_styles_default_to_their_smallest_size() {
        let size = |style: Style| style.paint().font_size;
        assert_eq!(size(Style::Label).as_deref(), Some("12"));
        assert_eq!(size(Style::CurveLabel).as_deref(), Some("16"));
        assert_eq!(size(Style::Dots).as_deref(), Some("24"));
        assert_eq!(size(Style::Line), None);
        assert_eq!(Style::Curve.paint().class, "curve-j-line");
    }
}
