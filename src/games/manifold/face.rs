//! The surface game's face: each surface drawn on its card, with the
//! curve of a cut where one is shown; the teaching panels under the play
//! area for the paper's rules, what the rule lab knows of other rules.
//! It is in the page's first module: the surface game is the home page.

use super::{card_facts, picture, teach, variant};
use crate::display::raw;
use crate::games::played::Opened;
use crate::games::shown::{Look, Scene, Shown};
use figures::export::surface_svg;
use figures::theme::Theme;
use grundy::dynamic::DynPosition;
use grundy::games::lab::{self, LabGame};
use grundy::manifold::{Move, Position};
use maud::Markup;
use std::rc::Rc;
use yew::prelude::*;

/// How the surface game is shown: under the paper's rules, or under the
/// rules of a variant.
pub struct Surfaces(Option<LabGame>);

/// The surface game of a checked spec (`manifold`, `manifold:rules=cgh`)
/// with its face.
pub fn open(spec: &str) -> Option<Opened> {
    if grundy::catalogue::of(spec)?.family != grundy::catalogue::Family::Surfaces {
        return None;
    }
    let options = spec.split_once(':').map_or("", |(_, o)| o);
    let game = lab::open(options)?;
    let variant = game.game::<LabGame>().cloned();
    Some(Opened {
        game,
        shown: Rc::new(Surfaces(variant)),
    })
}

/// The cut a scene previews on surface `index`, if it previews one there.
fn cut_on(scene: &Scene, index: usize) -> Option<&Move> {
    scene
        .preview
        .as_ref()
        .and_then(|m| m.get::<Move>())
        .filter(|m| m.component == index)
}

impl Shown for Surfaces {
    fn intro(&self) -> Option<Html> {
        self.0.as_ref().map(variant::intro)
    }

    fn picture(&self, scene: &Scene, index: usize, look: Look) -> Html {
        let Some(position) = scene.position.get::<Position>() else {
            return Html::default();
        };
        raw(picture(position, index, cut_on(scene, index), look.compact))
    }

    fn card_facts(&self, part: &DynPosition) -> Markup {
        part.get::<Position>()
            .map_or_else(|| maud::html! {}, card_facts)
    }

    fn explain(&self, _scene: &Scene) -> Html {
        match &self.0 {
            Some(g) => variant::panel(g),
            None => html! { <teach::Teaching /> },
        }
    }

    fn figure(&self, scene: &Scene, theme: Theme) -> Option<String> {
        let position = scene.position.get::<Position>()?;
        let index = scene.selected.unwrap_or(0);
        let &surface = position.surfaces().get(index)?;
        let cut = cut_on(scene, index).map(|m| m.cut);
        Some(surface_svg(surface, cut.as_ref(), theme))
    }
}
