//! The page settings the address carries besides the game: who plays
//! whom, which page is shown, and the colour theme.

use grundy::Player;

/// Who plays whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    /// Two people at one screen.
    #[default]
    TwoPlayer,
    /// A person against the perfect player, which is always Player 2.
    Computer,
}

impl Mode {
    /// Both modes.
    pub const ALL: [Mode; 2] = [Mode::TwoPlayer, Mode::Computer];

    /// The word used in the address and saved data.
    pub const fn key(self) -> &'static str {
        match self {
            Mode::TwoPlayer => "two",
            Mode::Computer => "computer",
        }
    }

    /// The player the computer plays in this mode.
    pub const fn computer(self) -> Option<Player> {
        match self {
            Mode::TwoPlayer => None,
            Mode::Computer => Some(Player::Two),
        }
    }
}

/// Which page is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum View {
    /// The play page, for the game the address names.
    #[default]
    Play,
    /// The G-series of og and ng, with brute-force verification.
    Series,
    /// Building a surface from handles and cross-caps.
    Builder,
    /// The rule lab: the G-series of any rule set, and the catalogue.
    Lab,
    /// Every game on the engine, each with a position to start from.
    Games,
}

impl View {
    /// Every view, in the order the page's tabs name them.
    pub const ALL: [View; 5] = [
        View::Play,
        View::Series,
        View::Builder,
        View::Lab,
        View::Games,
    ];

    /// The word used in the address.
    pub const fn key(self) -> &'static str {
        match self {
            View::Play => "play",
            View::Series => "series",
            View::Builder => "builder",
            View::Lab => "lab",
            View::Games => "games",
        }
    }

    /// The page's name in a sentence.
    pub const fn title(self) -> &'static str {
        match self {
            View::Play => "play",
            View::Series => "G-series",
            View::Builder => "surface builder",
            View::Lab => "rule lab",
            View::Games => "games",
        }
    }
}

/// Colour theme; `Auto` follows the system setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Theme {
    /// Follow `prefers-color-scheme`.
    #[default]
    Auto,
    /// Light.
    Light,
    /// Dark.
    Dark,
}

impl Theme {
    /// Every theme, in the order offered.
    pub const ALL: [Theme; 3] = [Theme::Auto, Theme::Light, Theme::Dark];

    /// The word used in the address and saved data.
    pub const fn key(self) -> &'static str {
        match self {
            Theme::Auto => "auto",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
}
