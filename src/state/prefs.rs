//! Preferences: the colour theme, the projector view, and whether the page
//! is embedded in another.

use crate::route::{Route, Theme};
use std::rc::Rc;
use yew::Reducible;

/// The preferences.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prefs {
    /// The colour theme.
    pub theme: Theme,
    /// The projector view: large type, thick strokes, high contrast.
    pub classroom: bool,
    /// The compact view for an iframe.
    pub embed: bool,
}

/// Every change to the preferences.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrefsAction {
    /// Change the theme.
    SetTheme(Theme),
    /// Turn the projector view on or off.
    SetClassroom(bool),
    /// Follow an address.
    Follow(Theme, bool, bool),
}

impl Prefs {
    /// The preferences an address describes.
    pub fn from_route(route: &Route) -> Prefs {
        Prefs {
            theme: route.theme,
            classroom: route.classroom,
            embed: route.embed,
        }
    }
}

impl Reducible for Prefs {
    type Action = PrefsAction;

    fn reduce(self: Rc<Self>, action: PrefsAction) -> Rc<Self> {
        let next = match action {
            PrefsAction::SetTheme(theme) => Prefs { theme, ..*self },
            PrefsAction::SetClassroom(classroom) => Prefs { classroom, ..*self },
            PrefsAction::Follow(theme, classroom, embed) => Prefs {
                theme,
                classroom,
                embed,
            },
        };
        if next == *self {
            self
        } else {
            Rc::new(next)
        }
    }
}
