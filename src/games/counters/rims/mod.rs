//! Rims drawn as the notes describe it: dots in the plane and loops that
//! never cross. The regions form a tree (a loop's inside is a region of its
//! own), so the drawing nests: each loop is a rounded outline sized to hold
//! what it encloses, the dots it passes through sit on its top edge, and
//! each region's free dots are a small grid labelled with their count.
//! A previewed move is drawn as the position after it, with the new loop
//! dashed, so the board shows exactly which dots it takes and encloses.
//!
//! The figures crate places the nested regions (`figures::rims`), `board`
//! draws them and `explain` writes the reduction to Nim under them.

mod board;
mod explain;

use crate::display::raw;
use crate::games::shown::{Scene, Shown};
use figures::theme::Theme;
use grundy::games::rims::{LoopMove, Region};
use yew::prelude::*;

pub use figures::rims::names::region_name;

/// How Rims is shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RimsShown;

impl Shown for RimsShown {
    fn intro(&self) -> Option<Html> {
        Some({
            raw(maud::html! {
                p {
                    "Dots in the plane and closed loops, none crossing another or itself, \
                     each through at least one dot. A move draws a new loop through one or \
                     more free dots; whoever draws the last loop wins. The lecture notes \
                     (the game of rims) show that each region's free dots behave as a Nim \
                     heap."
                }
            })
        })
    }

    fn board(&self, scene: &Scene) -> Html {
        let Some(whole) = scene.position.get::<Region>() else {
            return Html::default();
        };
        let preview = scene.preview.as_ref().and_then(|m| m.get::<LoopMove>());
        board::board(whole, preview, scene)
    }

    fn figure(&self, scene: &Scene, theme: Theme) -> Option<String> {
        let region = scene.position.get::<Region>()?;
        Some(figures::rims::figure::rims_figure(region).to_svg(theme))
    }

    fn explain(&self, scene: &Scene) -> Html {
        match scene.position.get::<Region>() {
            Some(whole) => raw(explain::explain(whole, scene.selected)),
            None => Html::default(),
        }
    }
}
