//! The surface builder's figures and facts: the surface as built and as
//! normalised by the classification (Theorem 1.2), why the last step came
//! out as it did, its Euler characteristic and G-value, and every step.

use figures::surface::{form_name, layout_form};
use grundy::manifold::builder::{build, euler_working, raw_form, BuildStep, Feature};
use grundy::manifold::{surface_value, Form, Surface};
use maud::{html, Markup, PreEscaped};

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
    let built = figure(&Side {
        testid: "builder-raw",
        title: "As built",
        text: form.to_string(),
        carries: false,
        form,
        name: form_name(form),
        name_testid: None,
    });
    let normalised = figure(&Side {
        testid: "builder-result",
        title: "Normalised",
        text: surface.to_string(),
        carries: true,
        form: Form::of(surface),
        name: surface.describe(),
        name_testid: Some("builder-name"),
    });
    html! {
        div.builder-figures {
            (built)
            p.builder-equals aria-hidden="true" { "=" }
            (normalised)
        }
        p.builder-reason role="status" data-testid="builder-reason" {
            @if let Some(step) = steps.last() {
                span.reason-step { "+ " (step.added) ": " (step.before) " → " (step.after) }
                " — " (step.reason)
            } @else {
                "A sphere, o0: attach a handle or a cross-cap to begin."
            }
        }
        dl.facts {
            div {
                dt { "Euler characteristic" }
                dd data-testid="builder-euler" data-chi=(chi) {
                    "χ = " (euler_working(form))
                    @if form.is_mixed() { span.muted { ", the same as " (surface) "'s" } }
                }
            }
            div {
                dt { "G-value" }
                dd data-testid="builder-value" data-value=(value) {
                    "G(" (surface) ") = " (value)
                    span.muted { (if surface.is_orientable() { " (Theorem 2.3)" } else { " (Theorem 2.4)" }) }
                }
            }
        }
        @if !steps.is_empty() {
            section aria-labelledby="builder-steps-title" {
                h3 id="builder-steps-title" { "Steps" }
                ol.builder-steps {
                    @for (i, step) in steps.iter().enumerate() {
                        li data-testid="builder-step" {
                            span.step-move { "+ " (step.added) }
                            span.step-result { (step.before) " → " (step.after) }
                            span.step-reason.muted { (step.reason) }
                            span.sr-only { " (step " (i + 1) ")" }
                        }
                    }
                }
            }
        }
    }
}

/// One of the two figures: the form as built, or the surface it is.
struct Side {
    testid: &'static str,
    title: &'static str,
    /// The notation shown above the drawing.
    text: String,
    /// Whether the notation is also carried in `data-surface`.
    carries: bool,
    form: Form,
    /// The name under the drawing.
    name: String,
    name_testid: Option<&'static str>,
}

/// A figure with its heading, notation, drawing and name.
fn figure(side: &Side) -> Markup {
    let heading = format!("{}-title", side.testid);
    // The drawing is the figures crate's own escaped SVG.
    let drawing = PreEscaped(layout_form(side.form, false).to_html());
    html! {
        section.panel.builder-figure aria-labelledby=(heading) {
            h3 id=(heading) { (side.title) }
            p.form-name data-testid=(side.testid) data-surface=[side.carries.then_some(&side.text)] { (side.text) }
            (drawing)
            p.muted.small data-testid=[side.name_testid] { (side.name) }
        }
    }
}
