//! The surface builder: attach handles and cross-caps to a sphere one at a
//! time, and watch the classification (Theorem 1.2) normalise the result.

use crate::games::manifold::diagram::form_name;
use crate::games::manifold::picture::FormDiagram;
use crate::route::View;
use crate::state::pages::PagesAction;
use crate::state::play::PlayAction;
use crate::state::{PagesContext, PlayContext};
use grundy::manifold::builder::{build, euler_working, raw_form, BuildStep, Feature};
use grundy::manifold::{surface_value, Form, Manifold, Position, Surface};
use grundy::spec::{AnyGame, AnyPosition};
use yew::prelude::*;

/// The most features the builder takes; the drawing collapses long rows
/// with an ellipsis, but the step list stays readable.
pub const MAX_FEATURES: usize = 60;

/// The surface builder page.
#[component]
pub fn BuilderPage() -> Html {
    let pages = use_context::<PagesContext>().expect("BuilderPage is inside the app context");
    let play = use_context::<PlayContext>().expect("BuilderPage is inside the app context");
    let features = &pages.build;
    let steps: Vec<BuildStep> = build(features);
    let surface = steps.last().map_or(Surface::SPHERE, |s| s.after);
    let form = raw_form(features);
    let full = features.len() >= MAX_FEATURES;

    let change = |edit: fn(&mut Vec<Feature>)| {
        let (pages, features) = (pages.dispatcher(), features.clone());
        move |_| {
            let mut next = features.clone();
            edit(&mut next);
            next.truncate(MAX_FEATURES);
            pages.dispatch(PagesAction::Build(next));
        }
    };
    let add_handle = change(|f| f.push(Feature::Handle));
    let add_cross_cap = change(|f| f.push(Feature::CrossCap));
    let undo = change(|f| {
        f.pop();
    });
    let clear = change(Vec::clear);
    let manifold = AnyGame::Manifold(Manifold);
    let to_position = {
        let (play, pages, manifold) = (play.dispatcher(), pages.dispatcher(), manifold.clone());
        move |_| {
            play.dispatch(PlayAction::SwitchGame(manifold.clone()));
            play.dispatch(PlayAction::AddComponent(surface.to_string()));
            pages.dispatch(PagesAction::Show(View::Play));
        }
    };
    let play_alone = {
        let (play, pages) = (play.dispatcher(), pages.dispatcher());
        move |_| {
            play.dispatch(PlayAction::Load(
                manifold.clone(),
                AnyPosition::Surfaces(Position::new(vec![surface])),
            ));
            pages.dispatch(PagesAction::Show(View::Play));
        }
    };

    let reason = match steps.last() {
        Some(step) => html! {
            <>
                <span class="reason-step">{format!("+ {}: {} → {}", step.added, step.before, step.after)}</span>
                {" — "}{step.reason.clone()}
            </>
        },
        None => html! { {"A sphere, o0: attach a handle or a cross-cap to begin."} },
    };
    let history: Html = steps
        .iter()
        .enumerate()
        .map(|(i, step)| {
            html! {
                <li data-testid="builder-step">
                    <span class="step-move">{format!("+ {}", step.added)}</span>
                    <span class="step-result">{format!("{} → {}", step.before, step.after)}</span>
                    <span class="step-reason muted">{step.reason.clone()}</span>
                    <span class="sr-only">{format!(" (step {})", i + 1)}</span>
                </li>
            }
        })
        .collect();
    let chi = surface.euler_characteristic();
    let value = surface_value(surface).get();

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
            <div class="builder-figures">
                <section class="panel builder-figure" aria-labelledby="builder-raw-title">
                    <h3 id="builder-raw-title">{"As built"}</h3>
                    <p class="form-name" data-testid="builder-raw">{form.to_string()}</p>
                    <FormDiagram {form} />
                    <p class="muted small">{form_name(form)}</p>
                </section>
                <p class="builder-equals" aria-hidden="true">{"="}</p>
                <section class="panel builder-figure" aria-labelledby="builder-result-title">
                    <h3 id="builder-result-title">{"Normalised"}</h3>
                    <p class="form-name" data-testid="builder-result" data-surface={surface.to_string()}>
                        {surface.to_string()}
                    </p>
                    <FormDiagram form={Form::of(surface)} />
                    <p class="muted small" data-testid="builder-name">{surface.describe()}</p>
                </section>
            </div>
            <p class="builder-reason" role="status" data-testid="builder-reason">{reason}</p>
            <dl class="facts">
                <div>
                    <dt>{"Euler characteristic"}</dt>
                    <dd data-testid="builder-euler" data-chi={chi.to_string()}>
                        {"χ = "}{euler_working(form)}
                        if form.is_mixed() {
                            <span class="muted">{format!(", the same as {surface}'s")}</span>
                        }
                    </dd>
                </div>
                <div>
                    <dt>{"G-value"}</dt>
                    <dd data-testid="builder-value" data-value={value.to_string()}>
                        {format!("G({surface}) = {value}")}
                        <span class="muted">{if surface.is_orientable() { " (Theorem 2.3)" } else { " (Theorem 2.4)" }}</span>
                    </dd>
                </div>
            </dl>
            <div class="button-row">
                <button type="button" data-testid="builder-to-position" onclick={to_position}>
                    {format!("Add {surface} to the position")}
                </button>
                <button type="button" class="secondary" data-testid="builder-play" onclick={play_alone}>
                    {format!("Play {surface} alone")}
                </button>
            </div>
            if !steps.is_empty() {
                <section aria-labelledby="builder-steps-title">
                    <h3 id="builder-steps-title">{"Steps"}</h3>
                    <ol class="builder-steps">{history}</ol>
                </section>
            }
        </section>
        </main>
    }
}
