//! The surface builder's figures and facts: the surface as built and as
//! normalised by the classification (Theorem 1.2), why the last step came
//! out as it did, its Euler characteristic and G-value, and every step.

use crate::markup::Markup;
use figures::surface::{form_name, layout_form};
use grundy::manifold::builder::{build, euler_working, raw_form, BuildStep, Feature};
use grundy::manifold::{surface_value, Form, Surface};

/// The most features the builder takes; the drawing collapses long rows
/// with an ellipsis, but the step list stays readable.
pub const MAX_FEATURES: usize = 60;

/// The figures, the facts and the steps for `features`, attached to a
/// sphere in order.
pub fn panels(features: &[Feature]) -> Markup {
    let steps: Vec<BuildStep> = build(features);
    let surface = steps.last().map_or(Surface::SPHERE, |s| s.after);
    let form = raw_form(features);
    let chi = surface.euler_characteristic();
    let value = surface_value(surface).get();
    let mut figures = Markup::new();
    figure(
        &mut figures,
        Side {
            testid: "builder-raw",
            title: "As built",
            text: form.to_string(),
            text_attr: "",
            form,
            name: form_name(form),
            name_testid: "",
        },
    );
    figures.el(
        "p",
        &[("class", "builder-equals"), ("aria-hidden", "true")],
        "=",
    );
    figure(
        &mut figures,
        Side {
            testid: "builder-result",
            title: "Normalised",
            text: surface.to_string(),
            text_attr: "data-surface",
            form: Form::of(surface),
            name: surface.describe(),
            name_testid: "builder-name",
        },
    );
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

    let mut m = Markup::new();
    m.open("div", &[("class", "builder-figures")])
        .markup(&figures)
        .close("div")
        .markup(&facts)
        .markup(&history);
    m
}

/// One of the two figures: the form as built, or the surface it is.
struct Side {
    testid: &'static str,
    title: &'static str,
    /// The notation shown above the drawing.
    text: String,
    /// An attribute that also carries the notation (empty for none).
    text_attr: &'static str,
    form: Form,
    /// The name under the drawing.
    name: String,
    name_testid: &'static str,
}

fn figure(m: &mut Markup, side: Side) {
    let heading = format!("{}-title", side.testid);
    m.open(
        "section",
        &[
            ("class", "panel builder-figure"),
            ("aria-labelledby", &heading),
        ],
    )
    .el("h3", &[("id", &heading)], side.title)
    .el(
        "p",
        &[
            ("class", "form-name"),
            ("data-testid", side.testid),
            (side.text_attr, &side.text),
        ],
        &side.text,
    )
    .trusted(&layout_form(side.form, false).to_html())
    .el(
        "p",
        &[("class", "muted small"), ("data-testid", side.name_testid)],
        &side.name,
    )
    .close("section");
}
