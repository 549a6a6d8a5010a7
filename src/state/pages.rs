//! Which page is shown, and what the other pages hold, so a tab switch or a
//! reload (through the address) keeps it: the G-series page's range and
//! verification bound, and the surface being built.

use crate::route::{Route, View};
use grundy::manifold::builder::Feature;
use std::rc::Rc;
use yew::Reducible;

/// The pages' state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pages {
    /// The page shown.
    pub view: View,
    /// The G-series page's last genus shown.
    pub series_n: u64,
    /// The G-series page's verification bound, once one was asked for.
    pub verify: Option<u64>,
    /// The builder's features, in order.
    pub build: Vec<Feature>,
}

/// Every change to the pages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PagesAction {
    /// Show a page.
    Show(View),
    /// Show the G-series to this genus.
    SeriesTo(u64),
    /// Verify the G-series to this genus.
    Verify(u64),
    /// Replace the builder's features.
    Build(Vec<Feature>),
    /// Follow an address.
    Follow(Box<Route>),
}

impl Pages {
    /// The pages an address describes.
    pub fn from_route(route: &Route) -> Pages {
        Pages {
            view: route.view,
            series_n: route.series_n,
            verify: route.verify,
            build: route.build.clone(),
        }
    }
}

impl Reducible for Pages {
    type Action = PagesAction;

    fn reduce(self: Rc<Self>, action: PagesAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            PagesAction::Show(view) => next.view = view,
            PagesAction::SeriesTo(n) => next.series_n = n,
            PagesAction::Verify(n) => next.verify = Some(n),
            PagesAction::Build(features) => next.build = features,
            PagesAction::Follow(route) => {
                next.view = route.view;
                // Page settings the address leaves out (it writes them only
                // for the page shown) stay as they were.
                if route.view == View::Series {
                    next.series_n = route.series_n;
                    next.verify = route.verify.or(next.verify);
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
