//! The rule lab: choose any non-empty set of the cut kinds (a)-(h), see the
//! G-series of og and ng under it with what they prove (computed in the
//! background worker, with progress and Cancel), play the rules in normal
//! or misère play, and the catalogue of all 255 rule sets.

use crate::state::ui::UiAction;
use crate::state::UiContext;
use crate::text::parse_number;
use crate::worker::client::{self, Running};
use crate::worker::protocol::{Job, Report};
use grundy::games::lab::Rules;
use grundy::manifold::CutKind;
use std::cell::RefCell;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::lab_misere::MisereLab;

thread_local! {
    /// The last series and catalogue, so leaving the lab and coming back
    /// keeps them.
    static KEPT: RefCell<Kept> = RefCell::new(Kept::default());
}

#[derive(Default)]
struct Kept {
    result: Option<Result1>,
    catalogue: Option<AttrValue>,
}

/// The default weight the series are computed to.
const DEFAULT_WEIGHT: u64 = 400;
/// The largest weight offered (a run costs about the square of it).
const MAX_WEIGHT: u64 = 20_000;

/// A rule set's result, as the worker drew it.
#[derive(Clone, Debug, PartialEq)]
struct Result1 {
    rules: u8,
    to: u64,
    markup: AttrValue,
}

/// Where a run is.
#[derive(Clone, Debug, PartialEq)]
enum Run {
    Idle,
    Running(u32),
    Cancelled,
    Failed(String),
}

/// The rule lab page.
#[component]
pub fn LabPage() -> Html {
    let ui = use_context::<UiContext>().expect("LabPage is inside the app context");
    let rules = ui.lab_rules;
    let weight = use_state(|| DEFAULT_WEIGHT);
    let typed = use_state(|| None::<String>);
    let problem = use_state(|| None::<String>);
    let run = use_state(|| Run::Idle);
    let result = use_state(|| KEPT.with(|k| k.borrow().result.clone()));
    let job = use_mut_ref(|| None::<Running>);
    let cat_run = use_state(|| Run::Idle);
    let cat_done = use_state(|| KEPT.with(|k| k.borrow().catalogue.clone()));
    let cat_job = use_mut_ref(|| None::<Running>);

    // A run for the chosen rules and weight whenever either changes.
    {
        let (run, result, job) = (run.clone(), result.clone(), job.clone());
        use_effect_with((rules, *weight), move |&(rules, to)| {
            drop(job.borrow_mut().take());
            let kept = KEPT.with(|k| {
                k.borrow()
                    .result
                    .as_ref()
                    .is_some_and(|r| r.rules == rules.bits() && r.to == to)
            });
            if kept {
                run.set(Run::Idle);
                return;
            }
            run.set(Run::Running(0));
            let (r1, r2) = (run.clone(), run.clone());
            let started = client::start(
                Job::Lab {
                    rules: rules.bits(),
                    to,
                },
                Callback::from(move |report| match report {
                    Report::LabProgress { permille } => r1.set(Run::Running(permille)),
                    Report::Lab { rules, to, markup } => {
                        let r = Result1 {
                            rules,
                            to,
                            markup: markup.into(),
                        };
                        KEPT.with(|k| k.borrow_mut().result = Some(r.clone()));
                        result.set(Some(r));
                        r1.set(Run::Idle);
                    }
                    _ => {}
                }),
                Callback::from(move |message| r2.set(Run::Failed(message))),
            );
            match started {
                Ok(handle) => *job.borrow_mut() = Some(handle),
                Err(message) => run.set(Run::Failed(message)),
            }
        });
    }

    let toggle = |kind: CutKind| {
        let (d, problem) = (ui.dispatcher(), problem.clone());
        move |_: Event| {
            let bits = rules.bits() ^ (1 << kind as u8);
            match Rules::from_bits(bits) {
                Some(r) => {
                    problem.set(None);
                    d.dispatch(UiAction::LabRules(r));
                }
                None => problem.set(Some("At least one cut kind must stay allowed.".to_string())),
            }
        }
    };
    let boxes = CutKind::ALL.into_iter().map(|kind| {
        let id = format!("lab-kind-{}", kind.letter());
        html! {
            <label class="lab-box" for={id.clone()}>
                <input type="checkbox" id={id} data-testid={format!("lab-kind-{}", kind.letter())}
                    checked={rules.allows(kind)} onchange={toggle(kind)} />
                <span class="kind-badge">{kind.to_string()}</span>
                {format!(" {}", kind.summary())}
            </label>
        }
    });
    let on_type = {
        let typed = typed.clone();
        move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                typed.set(Some(input.value()));
            }
        }
    };
    let on_submit = {
        let (typed, weight, problem, run) =
            (typed.clone(), weight.clone(), problem.clone(), run.clone());
        move |e: SubmitEvent| {
            e.prevent_default();
            let text = (*typed).clone().unwrap_or_else(|| weight.to_string());
            match parse_number(&text, MAX_WEIGHT) {
                Ok(w) if w >= 20 => {
                    problem.set(None);
                    typed.set(None);
                    if w == *weight {
                        // The same run again: start it by changing nothing
                        // else; the effect reruns on a new weight only.
                        run.set(Run::Idle);
                    }
                    weight.set(w);
                }
                _ => problem.set(Some(format!(
                    "Enter a weight from 20 to {MAX_WEIGHT} (as in 400 or 2e3)."
                ))),
            }
        }
    };
    let on_cancel = {
        let (job, run) = (job.clone(), run.clone());
        move |_| {
            drop(job.borrow_mut().take());
            run.set(Run::Cancelled);
        }
    };
    let running = matches!(*run, Run::Running(_));
    let progress = match &*run {
        Run::Running(p) => html! {
            <p class="small muted" data-testid="lab-progress">
                <progress max="1000" value={p.to_string()} aria-label="Progress of the series"></progress>
                {format!(" Computing the series to weight {}… {}%", *weight, p / 10)}
            </p>
        },
        Run::Cancelled => {
            html! { <p class="small" data-testid="lab-progress">{"Cancelled. Compute starts again."}</p> }
        }
        Run::Failed(m) => html! { <p class="field-error" role="alert">{m.clone()}</p> },
        Run::Idle => Html::default(),
    };
    let shown = result.as_ref().filter(|r| r.rules == rules.bits());
    let spec = |misere: bool| {
        let mut options = Vec::new();
        if rules != Rules::ALL {
            options.push(format!("rules={rules}"));
        }
        if misere {
            options.push("misere".to_string());
        }
        if options.is_empty() {
            "manifold".to_string()
        } else {
            format!("manifold:{}", options.join(","))
        }
    };

    // The catalogue.
    let start_catalogue = {
        let (cat_run, cat_done, cat_job) = (cat_run.clone(), cat_done.clone(), cat_job.clone());
        move |_| {
            drop(cat_job.borrow_mut().take());
            cat_done.set(None);
            cat_run.set(Run::Running(0));
            let (r1, r2, done) = (cat_run.clone(), cat_run.clone(), cat_done.clone());
            let started = client::start(
                Job::Catalogue { to: DEFAULT_WEIGHT },
                Callback::from(move |report| match report {
                    Report::LabProgress { permille } => r1.set(Run::Running(permille)),
                    Report::CatalogueDone { markup } => {
                        let markup = AttrValue::from(markup);
                        KEPT.with(|k| k.borrow_mut().catalogue = Some(markup.clone()));
                        done.set(Some(markup));
                        r1.set(Run::Idle);
                    }
                    _ => {}
                }),
                Callback::from(move |message| r2.set(Run::Failed(message))),
            );
            match started {
                Ok(handle) => *cat_job.borrow_mut() = Some(handle),
                Err(message) => cat_run.set(Run::Failed(message)),
            }
        }
    };
    let cancel_catalogue = {
        let (cat_job, cat_run) = (cat_job.clone(), cat_run.clone());
        move |_| {
            drop(cat_job.borrow_mut().take());
            cat_run.set(Run::Cancelled);
        }
    };
    let cat_running = matches!(*cat_run, Run::Running(_));
    html! {
        <main class="page">
        <section class="view lab-view" aria-labelledby="view-title">
            <h2 id="view-title">{"The rule lab"}</h2>
            <p class="view-lede">{"Change the rules of the surface game: allow any of the cuts (a)–(h) of Theorem 2.1 and see the G-series of og and ng under them, with how much is known about their repetition. \"Proved\" means a periodicity theorem covers a window of the computed values; \"observed\" means the pattern holds as far as it was computed and no more is claimed."}</p>
            <fieldset class="lab-rules">
                <legend>{"Allowed cuts"}</legend>
                {for boxes}
            </fieldset>
            if let Some(msg) = &*problem {
                <p class="field-error" role="alert" data-testid="lab-error">{msg.clone()}</p>
            }
            <p class="lab-play">
                <a href={format!("#game={}&mode=computer", spec(false))} data-testid="lab-play">{"Play these rules against the computer"}</a>
                {" · "}
                <a href={format!("#game={}&mode=computer", spec(true))} data-testid="lab-play-misere">{"Play them in misère play"}</a>
            </p>
            <form class="view-controls" onsubmit={on_submit} novalidate=true>
                <label for="lab-weight">{"Compute to weight"}</label>
                <input id="lab-weight" class="num" type="text" inputmode="numeric" data-testid="lab-weight"
                    value={(*typed).clone().unwrap_or_else(|| weight.to_string())} oninput={on_type} />
                <button type="submit" data-testid="lab-compute" disabled={running}>{"Compute"}</button>
                <button type="button" class="secondary" data-testid="lab-cancel" disabled={!running} onclick={on_cancel}>{"Cancel"}</button>
                <span class="muted small">{"Weight w = 2 − χ: 2g for og, g for ng."}</span>
            </form>
            {progress}
            if let Some(r) = shown {
                {Html::from_html_unchecked(r.markup.clone())}
            }
            <MisereLab rules={rules} />
            <section class="panel" aria-labelledby="catalogue-title">
                <h3 id="catalogue-title">{"The catalogue of all 255 rule sets"}</h3>
                <p class="muted">{format!("Each rule set's series to weight {DEFAULT_WEIGHT}, computed here in the background worker; a row opens its rules in the lab.")}</p>
                <p>
                    <button type="button" data-testid="catalogue-start" disabled={cat_running} onclick={start_catalogue}>{"Compute the catalogue"}</button>
                    {" "}
                    <button type="button" class="secondary" data-testid="catalogue-cancel" disabled={!cat_running} onclick={cancel_catalogue}>{"Cancel"}</button>
                </p>
                if let Run::Running(p) = *cat_run {
                    <p class="small muted"><progress max="1000" value={p.to_string()} aria-label="Progress of the catalogue"></progress>{format!(" {}%", p / 10)}</p>
                }
                if let Run::Failed(m) = &*cat_run {
                    <p class="field-error" role="alert">{m.clone()}</p>
                }
                if let Some(markup) = &*cat_done {
                    {Html::from_html_unchecked(markup.clone())}
                }
            </section>
        </section>
        </main>
    }
}
