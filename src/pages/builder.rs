//! The surface builder: attach handles and cross-caps to a sphere one at a
//! time, and watch the classification (Theorem 1.2) normalise the result.

use crate::content::builder::MAX_FEATURES;
use crate::content::Request;
use crate::lazy::lazy;
use crate::route::View;
use crate::state::play::PlayAction;
use crate::state::ui::UiAction;
use crate::state::{PlayContext, UiContext};
use grundy::manifold::builder::{build, BuildStep, Feature};
use grundy::manifold::{Position, Surface};
use grundy::spec::{AnyGame, AnyPosition};
use yew::prelude::*;

/// The surface builder page.
#[component]
pub fn BuilderPage() -> Html {
    let pages = use_context::<UiContext>().expect("BuilderPage is inside the app context");
    let play = use_context::<PlayContext>().expect("BuilderPage is inside the app context");
    let features = &pages.build;
    let steps: Vec<BuildStep> = build(features);
    let surface = steps.last().map_or(Surface::SPHERE, |s| s.after);
    let full = features.len() >= MAX_FEATURES;

    let change = |edit: fn(&mut Vec<Feature>)| {
        let (pages, features) = (pages.dispatcher(), features.clone());
        move |_| {
            let mut next = features.clone();
            edit(&mut next);
            next.truncate(MAX_FEATURES);
            pages.dispatch(UiAction::Build(next));
        }
    };
    let add_handle = change(|f| f.push(Feature::Handle));
    let add_cross_cap = change(|f| f.push(Feature::CrossCap));
    let undo = change(|f| {
        f.pop();
    });
    let clear = change(Vec::clear);
    let manifold = AnyGame::default();
    let to_position = {
        let (play, pages, manifold) = (play.dispatcher(), pages.dispatcher(), manifold.clone());
        move |_| {
            play.dispatch(PlayAction::SwitchGame(manifold.clone()));
            play.dispatch(PlayAction::AddComponent(surface.to_string()));
            pages.dispatch(UiAction::Show(View::Play));
        }
    };
    let play_alone = {
        let (play, pages) = (play.dispatcher(), pages.dispatcher());
        move |_| {
            play.dispatch(PlayAction::Load(
                manifold.clone(),
                AnyPosition::new(Position::new(vec![surface])),
            ));
            pages.dispatch(UiAction::Show(View::Play));
        }
    };

    html! {
        <main class="page">
        <section class="view builder-view" aria-labelledby="view-title">
            <h2 id="view-title">{"Surface builder"}</h2>
            <p class="view-lede">
                {"Every closed surface is a sphere with handles or a sphere with cross-caps (Theorem 1.1). "}
                {"Attach features one at a time and see the classification at work: once a cross-cap is present, "}
                {"each handle is worth two cross-caps (Theorem 1.2)."}
            </p>
            <div class="button-row builder-controls" role="group" aria-label="Build">
                <button type="button" data-testid="builder-add-handle" disabled={full} onclick={add_handle}>
                    <span aria-hidden="true">{"+ "}</span>{"handle"}
                </button>
                <button type="button" data-testid="builder-add-cross-cap" disabled={full} onclick={add_cross_cap}>
                    <span aria-hidden="true">{"+ "}</span>{"cross-cap"}
                </button>
                <button type="button" class="secondary" data-testid="builder-undo"
                    disabled={features.is_empty()} onclick={undo}>{"Undo last"}</button>
                <button type="button" class="secondary" data-testid="builder-clear"
                    disabled={features.is_empty()} onclick={clear}>{"Clear"}</button>
                if full {
                    <span class="muted small">{format!("At most {MAX_FEATURES} features.")}</span>
                }
            </div>
            {lazy(&Request::Builder { features: features.clone() })}
            <div class="button-row">
                <button type="button" data-testid="builder-to-position" onclick={to_position}>
                    {format!("Add {surface} to the position")}
                </button>
                <button type="button" class="secondary" data-testid="builder-play" onclick={play_alone}>
                    {format!("Play {surface} alone")}
                </button>
            </div>
        </section>
        </main>
    }
}
