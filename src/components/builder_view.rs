//! The surface builder: attach handles and cross-caps to a sphere one at a
//! time, and watch the classification (Theorem 1.2) normalise the result.

use crate::bridge::Bridge;
use crate::components::surface_diagram::FormDiagram;
use crate::route::View;
use crate::state::Action;
use grundy::manifold::builder::{build, BuildStep, Feature};
use grundy::manifold::{surface_value, Form, Position, Surface};
use yew::prelude::*;

/// The most features the builder takes; the drawing collapses long rows
/// with an ellipsis, but the step list stays readable.
pub const MAX_FEATURES: usize = 60;

/// The raw build: handles and cross-caps counted as attached, not yet normalised.
pub fn raw_form(features: &[Feature]) -> Form {
    let handles = features.iter().filter(|&&f| f == Feature::Handle).count() as u64;
    Form {
        handles,
        cross_caps: features.len() as u64 - handles,
    }
}

/// The surface's own picture: `og` as handles, `ng` as cross-caps.
pub fn normal_form(s: Surface) -> Form {
    if s.is_orientable() {
        Form {
            handles: s.genus(),
            cross_caps: 0,
        }
    } else {
        Form {
            handles: 0,
            cross_caps: s.genus(),
        }
    }
}

/// The Euler characteristic of a sphere with `h` handles and `c`
/// cross-caps, worked out: "2 − 2·1 − 1 = −1".
pub fn euler_working(form: Form) -> String {
    let chi = 2 - 2 * i128::from(form.handles) - i128::from(form.cross_caps);
    let mut text = String::from("2");
    if form.handles > 0 {
        text.push_str(&format!(" − 2·{}", form.handles));
    }
    if form.cross_caps > 0 {
        text.push_str(&format!(" − {}", form.cross_caps));
    }
    if form.handles > 0 || form.cross_caps > 0 {
        text.push_str(&format!(" = {}", signed(chi)));
    }
    text
}

/// A typographic minus for negative numbers.
pub fn signed(n: i128) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        n.to_string()
    }
}

/// The surface builder page.
#[component]
pub fn BuilderView() -> Html {
    let state = use_context::<Bridge>().expect("BuilderView is inside the app context");
    let features = use_state(Vec::<Feature>::new);
    let steps: Vec<BuildStep> = build(&features);
    let surface = steps.last().map_or(Surface::SPHERE, |s| s.after);
    let form = raw_form(&features);
    let full = features.len() >= MAX_FEATURES;

    let add = |f: Feature| {
        let features = features.clone();
        move |_| {
            let mut next = (*features).clone();
            if next.len() < MAX_FEATURES {
                next.push(f);
                features.set(next);
            }
        }
    };
    let undo = {
        let features = features.clone();
        move |_| {
            let mut next = (*features).clone();
            next.pop();
            features.set(next);
        }
    };
    let clear = {
        let features = features.clone();
        move |_| features.set(Vec::new())
    };
    let to_position = {
        let d = state.dispatcher();
        move |_| {
            d.dispatch(Action::AddSurface(surface));
            d.dispatch(Action::SetView(View::Play));
        }
    };
    let play = {
        let d = state.dispatcher();
        move |_| d.dispatch(Action::Load(Position::new(vec![surface])))
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
        <section class="view builder-view" aria-labelledby="view-title">
            <h2 id="view-title">{"Surface builder"}</h2>
            <p class="view-lede">
                {"Every closed surface is a sphere with handles or a sphere with cross-caps (Theorem 1.1). "}
                {"Attach features one at a time and see the classification at work: once a cross-cap is present, "}
                {"each handle is worth two cross-caps (Theorem 1.2)."}
            </p>
            <div class="button-row builder-controls" role="group" aria-label="Build">
                <button type="button" data-testid="builder-add-handle" disabled={full} onclick={add(Feature::Handle)}>
                    <span aria-hidden="true">{"+ "}</span>{"handle"}
                </button>
                <button type="button" data-testid="builder-add-cross-cap" disabled={full} onclick={add(Feature::CrossCap)}>
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
                    <p class="muted small">{crate::diagram::form_name(form)}</p>
                </section>
                <p class="builder-equals" aria-hidden="true">{"="}</p>
                <section class="panel builder-figure" aria-labelledby="builder-result-title">
                    <h3 id="builder-result-title">{"Normalised"}</h3>
                    <p class="form-name" data-testid="builder-result" data-surface={surface.to_string()}>
                        {surface.to_string()}
                    </p>
                    <FormDiagram form={normal_form(surface)} />
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
                <button type="button" class="secondary" data-testid="builder-play" onclick={play}>
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
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_form_counts_what_was_attached() {
        let f = raw_form(&[Feature::Handle, Feature::CrossCap, Feature::Handle]);
        assert_eq!((f.handles, f.cross_caps), (2, 1));
        assert_eq!(f.to_string(), "o2 # n1");
    }

    #[test]
    fn euler_working_of_a_handle_and_a_cross_cap_is_minus_one() {
        let f = raw_form(&[Feature::Handle, Feature::CrossCap]);
        assert_eq!(euler_working(f), "2 − 2·1 − 1 = −1");
        assert_eq!(Surface::nonorientable(3).euler_characteristic(), -1);
    }

    #[test]
    fn euler_working_of_the_sphere_is_two() {
        assert_eq!(euler_working(raw_form(&[])), "2");
    }
}
