//! The surface builder: attach handles and cross-caps to a sphere one at a
//! time, and watch the classification (Theorem 1.2) normalise the result.

use crate::games::manifold::diagram::form_name;
use crate::games::manifold::diagram::layout_form;
use crate::markup::Markup;
use crate::route::View;
use crate::state::play::PlayAction;
use crate::state::ui::UiAction;
use crate::state::{PlayContext, UiContext};
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
    let pages = use_context::<UiContext>().expect("BuilderPage is inside the app context");
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
            pages.dispatch(UiAction::Build(next));
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
            pages.dispatch(UiAction::Show(View::Play));
        }
    };
    let play_alone = {
        let (play, pages) = (play.dispatcher(), pages.dispatcher());
        move |_| {
            play.dispatch(PlayAction::Load(
                manifold.clone(),
                AnyPosition::Surfaces(Position::new(vec![surface])),
            ));
            pages.dispatch(UiAction::Show(View::Play));
        }
    };

    let chi = surface.euler_characteristic();
    let value = surface_value(surface).get();
    // What the page only shows, as markup: the two figures, the reason
    // for the last step, the facts, and the steps.
    let mut figures = Markup::new();
    let sides = [
        ("builder-raw", "As built", form, form_name(form), "", "", ""),
        (
            "builder-result",
            "Normalised",
            Form::of(surface),
            surface.describe(),
            "builder-name",
            "data-surface",
            "",
        ),
    ];
    for (i, (testid, title, drawn, name, name_id, attr, _)) in sides.iter().enumerate() {
        let heading = format!("{testid}-title");
        let text = if i == 0 {
            form.to_string()
        } else {
            surface.to_string()
        };
        if i == 1 {
            figures.el(
                "p",
                &[("class", "builder-equals"), ("aria-hidden", "true")],
                "=",
            );
        }
        figures
            .open(
                "section",
                &[
                    ("class", "panel builder-figure"),
                    ("aria-labelledby", &heading),
                ],
            )
            .el("h3", &[("id", &heading)], title)
            .el(
                "p",
                &[
                    ("class", "form-name"),
                    ("data-testid", testid),
                    (attr, &text),
                ],
                &text,
            )
            .trusted(&layout_form(*drawn, false).to_html())
            .el(
                "p",
                &[("class", "muted small"), ("data-testid", name_id)],
                name,
            )
            .close("section");
    }
    let mut facts = Markup::new();
    facts.open(
        "p",
        &[
            ("class", "builder-reason"),
            ("role", "status"),
            ("data-testid", "builder-reason"),
        ],
    );
    match steps.last() {
        Some(step) => {
            facts
                .el(
                    "span",
                    &[("class", "reason-step")],
                    &format!("+ {}: {} → {}", step.added, step.before, step.after),
                )
                .text(&format!(" — {}", step.reason));
        }
        None => {
            facts.text("A sphere, o0: attach a handle or a cross-cap to begin.");
        }
    }
    facts
        .close("p")
        .open("dl", &[("class", "facts")])
        .open("div", &[])
        .el("dt", &[], "Euler characteristic")
        .open(
            "dd",
            &[
                ("data-testid", "builder-euler"),
                ("data-chi", &chi.to_string()),
            ],
        )
        .text(&format!("χ = {}", euler_working(form)));
    if form.is_mixed() {
        facts.el(
            "span",
            &[("class", "muted")],
            &format!(", the same as {surface}'s"),
        );
    }
    facts
        .close("dd")
        .close("div")
        .open("div", &[])
        .el("dt", &[], "G-value")
        .open(
            "dd",
            &[
                ("data-testid", "builder-value"),
                ("data-value", &value.to_string()),
            ],
        )
        .text(&format!("G({surface}) = {value}"))
        .el(
            "span",
            &[("class", "muted")],
            if surface.is_orientable() {
                " (Theorem 2.3)"
            } else {
                " (Theorem 2.4)"
            },
        )
        .close("dd")
        .close("div")
        .close("dl");
    let mut history = Markup::new();
    if !steps.is_empty() {
        history
            .open("section", &[("aria-labelledby", "builder-steps-title")])
            .el("h3", &[("id", "builder-steps-title")], "Steps")
            .open("ol", &[("class", "builder-steps")]);
        for (i, step) in steps.iter().enumerate() {
            history
                .open("li", &[("data-testid", "builder-step")])
                .el(
                    "span",
                    &[("class", "step-move")],
                    &format!("+ {}", step.added),
                )
                .el(
                    "span",
                    &[("class", "step-result")],
                    &format!("{} → {}", step.before, step.after),
                )
                .el("span", &[("class", "step-reason muted")], &step.reason)
                .el(
                    "span",
                    &[("class", "sr-only")],
                    &format!(" (step {})", i + 1),
                )
                .close("li");
        }
        history.close("ol").close("section");
    }

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
            <div class="builder-figures">{figures.html()}</div>
            {facts.html()}
            <div class="button-row">
                <button type="button" data-testid="builder-to-position" onclick={to_position}>
                    {format!("Add {surface} to the position")}
                </button>
                <button type="button" class="secondary" data-testid="builder-play" onclick={play_alone}>
                    {format!("Play {surface} alone")}
                </button>
            </div>
            {history.html()}
        </section>
        </main>
    }
}
