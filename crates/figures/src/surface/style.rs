//! How the primitives are painted: a CSS class per style, so the app's
//! themes can restyle the drawing, and default presentation attributes, so
//! the drawing also stands on its own.

use super::svg::num;

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

    /// The class followed by the default presentation attributes.
    pub fn attributes(self) -> Vec<(&'static str, String)> {
        self.sized_attributes(self.font_size().unwrap_or(LABEL_SIZE))
    }

    /// The attributes with the font size `size` for a text style (other
    /// styles have no font size and ignore it).
    pub(super) fn sized_attributes(self, size: f64) -> Vec<(&'static str, String)> {
        let stroke = |colour: &str, width: &str| {
            vec![
                ("fill", "none".to_string()),
                ("stroke", colour.to_string()),
                ("stroke-width", width.to_string()),
                ("stroke-linecap", "round".to_string()),
                ("stroke-linejoin", "round".to_string()),
            ]
        };
        let text = |fill: &str, family: &str| {
            vec![
                ("fill", fill.to_string()),
                ("font-size", num(size)),
                ("text-anchor", "middle".to_string()),
                ("font-family", family.to_string()),
            ]
        };
        let sans = "system-ui, sans-serif";
        let mut attrs = vec![("class", self.class().to_string())];
        attrs.extend(match self {
            Style::Fill => vec![
                ("fill", "currentColor".to_string()),
                ("fill-opacity", "0.07".to_string()),
                ("stroke", "none".to_string()),
            ],
            Style::Line => stroke("currentColor", "2"),
            Style::Mark => stroke("currentColor", "1.8"),
            Style::Hidden => {
                let mut a = stroke("currentColor", "1.2");
                a.push(("stroke-dasharray", "3 3".to_string()));
                a.push(("stroke-opacity", "0.55".to_string()));
                a
            }
            // Butt caps keep the dash-dot pattern crisp: the pattern, not
            // only the colour, tells J apart from the surface's lines.
            Style::Curve => vec![
                ("fill", "none".to_string()),
                ("stroke", CURVE_COLOUR.to_string()),
                ("stroke-width", "3.5".to_string()),
                ("stroke-dasharray", "10 4 3 4".to_string()),
                ("stroke-linecap", "butt".to_string()),
            ],
            Style::CurveHidden => vec![
                ("fill", "none".to_string()),
                ("stroke", CURVE_COLOUR.to_string()),
                ("stroke-width", "2.4".to_string()),
                ("stroke-dasharray", "2.5 3.5".to_string()),
                ("stroke-opacity", "0.8".to_string()),
            ],
            Style::CurveLabel => {
                // An italic serif J, as the letter is set in the paper.
                let mut a = text(CURVE_COLOUR, "Georgia, 'Times New Roman', serif");
                a.push(("font-style", "italic".to_string()));
                a.push(("font-weight", "700".to_string()));
                a
            }
            Style::Label | Style::Dots => text("currentColor", sans),
        });
        attrs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_styles_default_to_their_smallest_size() {
        let size = |style: Style| {
            style
                .attributes()
                .into_iter()
                .find(|(k, _)| *k == "font-size")
                .map(|(_, v)| v)
        };
        assert_eq!(size(Style::Label).as_deref(), Some("12"));
        assert_eq!(size(Style::CurveLabel).as_deref(), Some("16"));
        assert_eq!(size(Style::Dots).as_deref(), Some("24"));
        assert_eq!(size(Style::Line), None);
        assert_eq!(
            Style::Curve.attributes()[0],
            ("class", "curve-j-line".into())
        );
    }
}
