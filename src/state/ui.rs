//! Everything on the page besides the games: which page is shown, the
//! preferences (theme, projector view, embedding), and what the other pages
//! hold that the address keeps (the G-series range and verification bound,
//! the lab's rules, the surface being built). The G-series verification
//! itself is run by its page ([`crate::pages::series`]).

use crate::route::{Parsed, Route, Theme, View};
use grundy::manifold::builder::Feature;
use std::rc::Rc;
use yew::Reducible;

/// The page's state besides the games.
#[derive(Clone, Debug, PartialEq)]
pub struct Ui {
    /// The page shown.
    pub view: View,
    /// The colour theme.
    pub theme: Theme,
    /// The projector view: large type, thick strokes, high contrast.
    pub classroom: bool,
    /// The compact view for an iframe.
    pub embed: bool,
    /// The G-series page's last genus shown.
    pub series_n: u64,
    /// The rule lab's rule set.
    pub lab_rules: grundy::games::lab::Rules,
    /// The verification bound asked for, as the address keeps it (the
    /// G-series page runs a bound it has not run yet).
    pub verify: Option<u64>,
    /// The builder's features, in order.
    pub build: Vec<Feature>,
    /// How often the content module has arrived or failed to (so the
    /// panels it draws are drawn again).
    pub content: u32,
    /// The closed-by-default panels a reader has opened, one bit per
    /// [`Panel`].
    pub open: u8,
}

/// A panel of the play page that starts closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Panel {
    /// The nim-sum of the position.
    NimSum,
    /// How long the game can last.
    Length,
}

impl Ui {
    /// True when the reader has opened `panel`.
    pub fn is_open(&self, panel: Panel) -> bool {
        self.open & (1 << panel as u8) != 0
    }
}

/// Every change besides play.
#[derive(Clone, Debug, PartialEq)]
pub enum UiAction {
    /// The rule lab's rule set.
    LabRules(grundy::games::lab::Rules),
    /// Show a page.
    Show(View),
    /// Change the theme.
    SetTheme(Theme),
    /// Turn the projector view on or off.
    SetClassroom(bool),
    /// Show the G-series to this genus.
    SeriesTo(u64),
    /// A verification of the G-series to this genus was asked for.
    Verify(u64),
    /// Replace the builder's features.
    Build(Vec<Feature>),
    /// Follow an address: what it leaves out of the preferences (the
    /// theme, the projector view) stays as it is.
    Follow(Box<Parsed>),
    /// The content module arrived, or failed to.
    ContentArrived,
    /// A panel was opened or closed.
    Open(Panel, bool),
}

impl Ui {
    /// The state an address describes.
    pub fn from_route(route: &Route) -> Ui {
        Ui {
            view: route.view,
            theme: route.theme,
            classroom: route.classroom,
            embed: route.embed,
            series_n: route.series_n,
            lab_rules: route.lab_rules,
            verify: route.verify,
            build: route.build.clone(),
            content: 0,
            open: 0,
        }
    }
}

impl Reducible for Ui {
    type Action = UiAction;

    fn reduce(self: Rc<Self>, action: UiAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            UiAction::Show(view) => next.view = view,
            UiAction::SetTheme(theme) => next.theme = theme,
            UiAction::SetClassroom(on) => next.classroom = on,
            UiAction::SeriesTo(n) => next.series_n = n,
            UiAction::LabRules(r) => next.lab_rules = r,
            UiAction::Verify(n) => next.verify = Some(n),
            UiAction::Build(features) => next.build = features,
            UiAction::ContentArrived => next.content += 1,
            UiAction::Open(panel, open) => {
                let bit = 1 << panel as u8;
                next.open = if open {
                    next.open | bit
                } else {
                    next.open & !bit
                };
            }
            UiAction::Follow(parsed) => {
                let route = &parsed.route;
                next.view = route.view;
                if parsed.has("theme") {
                    next.theme = route.theme;
                }
                if parsed.has("classroom") {
                    next.classroom = route.classroom;
                }
                next.embed = route.embed;
                // Page settings the address leaves out (it writes them only
                // for the page shown) stay as they were.
                if route.view == View::Series {
                    next.series_n = route.series_n;
                    next.verify = route.verify.or(next.verify);
                }
                if route.view == View::Lab {
                    next.lab_rules = route.lab_rules;
                }
                if route.view == View::Builder {
                    next.build = route.build.clone();
                }
            }
        }
        if next == *self {
            self
        } else {
            Rc::new(next)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route::parse;

    fn ui(hash: &str) -> Rc<Ui> {
        Rc::new(Ui::from_route(&parse(hash).route))
    }

    #[test]
    fn the_address_keeps_the_verification_asked_for() {
        assert_eq!(ui("#view=series&verify=3000").verify, Some(3000));
        assert_eq!(ui("#view=play").verify, None);
        let s = ui("#view=series").reduce(UiAction::Verify(9));
        let s = s.reduce(UiAction::Show(View::Play));
        // Back on the page without a bound in the address, the last stays.
        let s = s.reduce(UiAction::Follow(Box::new(parse("#view=series"))));
        assert_eq!(s.verify, Some(9));
    }

    #[test]
    fn a_link_without_the_preferences_keeps_them() {
        let s = ui("#theme=dark&classroom=1");
        let s = s.reduce(UiAction::Follow(Box::new(parse("#game=octal:0.77&p=10"))));
        assert_eq!((s.theme, s.classroom), (Theme::Dark, true));
        let s = s.reduce(UiAction::Follow(Box::new(parse(
            "#game=octal:0.77&view=series",
        ))));
        assert_eq!(
            (s.theme, s.classroom, s.view),
            (Theme::Dark, true, View::Series)
        );
        // An address that says them is followed.
        let s = s.reduce(UiAction::Follow(Box::new(parse(
            "#theme=light&classroom=0",
        ))));
        assert_eq!((s.theme, s.classroom), (Theme::Light, false));
    }

    #[test]
    fn a_tab_switch_keeps_the_pages_state() {
        let s = ui("#view=builder&build=hc").reduce(UiAction::Show(View::Play));
        let s = s.reduce(UiAction::Follow(Box::new(parse("#view=play"))));
        assert_eq!(s.build.len(), 2);
        let s = s.reduce(UiAction::Show(View::Builder));
        assert_eq!(s.build, vec![Feature::Handle, Feature::CrossCap]);
    }
}
