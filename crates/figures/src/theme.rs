//! Light and dark: the colours a standalone figure writes into its file,
//! taken from the page's style sheet (`static/style.css`), so an exported
//! figure looks as it did on the page in either theme.

/// Light or dark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    /// Dark lines on a pale panel.
    Light,
    /// Pale lines on a dark panel.
    Dark,
}

/// A colour of the page's palette, named as its style sheet names it, or
/// one colour in both themes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    /// `--surface`: a panel, and what is drawn hollow on it.
    Surface,
    /// `--surface-2`: the picture panel behind a figure.
    Surface2,
    /// `--text`: lines and labels.
    Text,
    /// `--muted`: quieter labels.
    Muted,
    /// `--border`: outlines of what is quiet.
    Border,
    /// `--accent`: what stands out.
    Accent,
    /// `--accent-soft`: the fill behind what stands out.
    AccentSoft,
    /// `--accent-text`: text on the accent.
    AccentText,
    /// `--warn`: a losing value, a change.
    Warn,
    /// `--warn-soft`: the fill behind a warning.
    WarnSoft,
    /// `--win`: a winning mark.
    Win,
    /// The same colour in both themes (`#e8c9a0`), or `none`, or
    /// `currentColor` (the document's ink).
    Fixed(&'static str),
}

impl Theme {
    /// Reads `light` or `dark`.
    pub fn parse(text: &str) -> Option<Theme> {
        match text {
            "light" => Some(Theme::Light),
            "dark" => Some(Theme::Dark),
            _ => None,
        }
    }

    /// `light` or `dark`.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// The panel behind the drawing.
    pub const fn background(self) -> &'static str {
        self.colour(Colour::Surface2)
    }

    /// The lines and labels (`currentColor` in the drawing).
    pub const fn ink(self) -> &'static str {
        self.colour(Colour::Text)
    }

    /// The caption's quieter colour.
    pub const fn muted(self) -> &'static str {
        self.colour(Colour::Muted)
    }

    /// `colour` in this theme, as the style sheet's `light-dark()` gives it.
    pub const fn colour(self, colour: Colour) -> &'static str {
        let (light, dark) = match colour {
            Colour::Surface => ("#ffffff", "#171b2e"),
            Colour::Surface2 => ("#f0f2f8", "#1f2439"),
            Colour::Text => ("#161a2b", "#e8eaf4"),
            Colour::Muted => ("#5a6078", "#a3a9c2"),
            Colour::Border => ("#dde1ec", "#2c3250"),
            Colour::Accent => ("#4338ca", "#a5b4fc"),
            Colour::AccentSoft => ("#e8e7fd", "#2a2f5a"),
            Colour::AccentText => ("#ffffff", "#0f1220"),
            Colour::Warn => ("#9a3412", "#fdba74"),
            Colour::WarnSoft => ("#ffedd5", "#3a2414"),
            Colour::Win => ("#166534", "#86efac"),
            Colour::Fixed(c) => (c, c),
        };
        match self {
            Theme::Light => light,
            Theme::Dark => dark,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_theme_reads_its_own_name() {
        for t in [Theme::Light, Theme::Dark] {
            assert_eq!(Theme::parse(t.name()), Some(t));
        }
        assert_eq!(Theme::parse("sepia"), None);
    }

    #[test]
    fn the_themes_differ_except_in_fixed_colours() {
        let both = |c| (Theme::Light.colour(c), Theme::Dark.colour(c));
        let (light, dark) = both(Colour::Accent);
        assert_ne!(light, dark);
        assert_eq!(both(Colour::Fixed("#e8c9a0")), ("#e8c9a0", "#e8c9a0"));
        assert_eq!(Theme::Dark.background(), "#1f2439");
    }
}
