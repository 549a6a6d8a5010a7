//! The rule lab: choose any non-empty set of the cut kinds (a)-(h), see the
//! G-series of og and ng under it with what they prove (computed in the
//! background worker, with progress and Cancel), play the rules in normal
//! or misère play, and the catalogue of all 255 rule sets.

use crate::state::ui::UiAction;
use crate::state::UiContext;
use crate::text::{format_ms, parse_number};
use crate::worker::client::{self, Running};
use crate::worker::protocol::{Job, Report};
use grundy::games::lab::{KindPeriod, LabPeriod, Rules, Status};
use grundy::manifold::CutKind;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The default weight the series are computed to.
const DEFAULT_WEIGHT: u64 = 400;
/// The largest weight offered (a run costs about the square of it).
const MAX_WEIGHT: u64 = 20_000;

/// A rule set's result, as the worker sent it.
#[derive(Clone, Debug, PartialEq)]
struct Result1 {
    rules: u8,
    to: u64,
    ms: u64,
    o: Vec<u64>,
    n: Vec<u64>,
    period: LabPeriod,
}

/// Where a run is.
#[derive(Clone, Debug, PartialEq)]
enum Run {
    Idle,
    Running(u32),
    Cancelled,
    Failed(String),
}

/// The status's label for people.
fn label(status: Status) -> &'static str {
    match status {
        Status::Proved => "proved",
        Status::Arithmetic => "observed arithmetic-periodic",
        Status::Observed => "observed periodic",
        Status::Unknown => "unknown",
    }
}

/// One kind's status in a sentence.
fn sentence(kind: &str, k: &KindPeriod) -> String {
    match k.status {
        Status::Proved => {
            let (a, b) = k.window.unwrap_or_default();
            format!(
                "G({kind}g) has period {} from genus {}, for every genus: {} covers the \
                 values checked at genus {a} to {b} (computed to genus {}).",
                k.period,
                k.preperiod,
                k.theorem.as_deref().unwrap_or("a periodicity theorem"),
                k.checked_to
            )
        }
        Status::Arithmetic => format!(
            "G({kind}g + {}) = G({kind}g) + {} from genus {}, checked to genus {}; no theorem applied.",
            k.period, k.saltus, k.preperiod, k.checked_to
        ),
        Status::Observed => format!(
            "G({kind}g) repeats with period {} from genus {}, checked to genus {}; no theorem covers these rules at this range.",
            k.period, k.preperiod, k.checked_to
        ),
        Status::Unknown => format!(
            "No period or arithmetic period shows in G({kind}g) to genus {}.",
            k.checked_to
        ),
    }
}

/// The first values of a series, the repeating block marked.
fn values_row(kind: &str, values: &[u64], k: &KindPeriod) -> Html {
    let repeating = matches!(
        k.status,
        Status::Proved | Status::Observed | Status::Arithmetic
    );
    let cells = values.iter().enumerate().map(|(g, v)| {
        let g = g as u64;
        let first_block = repeating && g >= k.preperiod && g < k.preperiod + k.period;
        let class = if first_block {
            "lab-cell block"
        } else {
            "lab-cell"
        };
        html! { <span class={class} title={format!("G({kind}{g}) = {v}")}>{v.to_string()}</span> }
    });
    html! {
        <p class="lab-values" data-testid={format!("lab-values-{kind}")}
            aria-label={format!("G({kind}g) for genus 0 to {}", values.len().saturating_sub(1))}>
            {for cells}
        </p>
    }
}

fn kind_block(kind: &str, values: &[u64], k: &KindPeriod) -> Html {
    html! {
        <div class="lab-kind" data-testid={format!("lab-{kind}")} data-status={k.status.name()}
            data-preperiod={k.preperiod.to_string()} data-period={k.period.to_string()}
            data-saltus={k.saltus.to_string()}>
            <h4>{format!("{kind}g: ")}<span class={classes!("status", k.status.name())}>{label(k.status)}</span></h4>
            <p>{sentence(kind, k)}</p>
            {values_row(kind, values, k)}
        </div>
    }
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
    let result = use_state(|| None::<Result1>);
    let job = use_mut_ref(|| None::<Running>);
    let cat_run = use_state(|| Run::Idle);
    let cat_rows = use_mut_ref(Vec::<(u8, LabPeriod)>::new);
    let cat_done = use_state(|| None::<(u64, u64, usize)>);
    let cat_job = use_mut_ref(|| None::<Running>);

    // A run for the chosen rules and weight whenever either changes.
    {
        let (run, result, job) = (run.clone(), result.clone(), job.clone());
        use_effect_with((rules, *weight), move |&(rules, to)| {
            drop(job.borrow_mut().take());
            run.set(Run::Running(0));
            let (r1, r2) = (run.clone(), run.clone());
            let started = client::start(
                Job::Lab {
                    rules: rules.bits(),
                    to,
                },
                Callback::from(move |report| match report {
                    Report::LabProgress { permille } => r1.set(Run::Running(permille)),
                    Report::Lab {
                        rules,
                        to,
                        ms,
                        o,
                        n,
                        period,
                    } => {
                        result.set(Some(Result1 {
                            rules,
                            to,
                            ms,
                            o,
                            n,
                            period,
                        }));
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
        let (cat_run, cat_rows, cat_done, cat_job) = (
            cat_run.clone(),
            cat_rows.clone(),
            cat_done.clone(),
            cat_job.clone(),
        );
        move |_| {
            drop(cat_job.borrow_mut().take());
            cat_rows.borrow_mut().clear();
            cat_done.set(None);
            cat_run.set(Run::Running(0));
            let (r1, r2, rows, done) = (
                cat_run.clone(),
                cat_run.clone(),
                cat_rows.clone(),
                cat_done.clone(),
            );
            let started = client::start(
                Job::Catalogue { to: DEFAULT_WEIGHT },
                Callback::from(move |report| match report {
                    Report::LabProgress { permille } => r1.set(Run::Running(permille)),
                    Report::CatalogueRow { rules, period } => {
                        rows.borrow_mut().push((rules, period))
                    }
                    Report::CatalogueDone { to, ms } => {
                        let count = rows.borrow().len();
                        done.set(Some((to, ms, count)));
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
    let cell = |k: &KindPeriod| {
        let dash = |v: u64, on: bool| if on { v.to_string() } else { "–".to_string() };
        let known = k.status != Status::Unknown;
        html! {
            <>
                <td>{label(k.status)}</td>
                <td class="num">{dash(k.preperiod, known)}</td>
                <td class="num">{dash(k.period, known)}</td>
                <td class="num">{dash(k.saltus, known)}</td>
            </>
        }
    };
    let catalogue = cat_done.map(|(to, ms, count)| {
        let rows = cat_rows.borrow();
        let body = rows.iter().map(|(bits, p)| {
            let letters = Rules::from_bits(*bits).map(|r| r.letters()).unwrap_or_default();
            html! {
                <tr data-testid="catalogue-row" data-rules={letters.clone()}>
                    <th scope="row"><a href={format!("#view=lab&rules={letters}")}>{letters.clone()}</a></th>
                    {cell(&p.o)}
                    {cell(&p.n)}
                </tr>
            }
        });
        html! {
            <>
                <p data-testid="catalogue-done">{format!("{count} rule sets, each to weight {to} (genus {} for og, {to} for ng), in {} in the background worker.", to / 2, format_ms(ms))}</p>
                <div class="table-scroll">
                <table class="catalogue">
                    <caption>{"Every rule set: the status of G(og) and G(ng), with pre-period, period and saltus counted in genus"}</caption>
                    <thead>
                        <tr><th scope="col" rowspan="2">{"Rules"}</th><th scope="colgroup" colspan="4">{"og"}</th><th scope="colgroup" colspan="4">{"ng"}</th></tr>
                        <tr>
                            <th scope="col">{"status"}</th><th scope="col">{"pre-period"}</th><th scope="col">{"period"}</th><th scope="col">{"saltus"}</th>
                            <th scope="col">{"status"}</th><th scope="col">{"pre-period"}</th><th scope="col">{"period"}</th><th scope="col">{"saltus"}</th>
                        </tr>
                    </thead>
                    <tbody>{for body}</tbody>
                </table>
                </div>
            </>
        }
    });

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
                <div class="lab-result" data-testid="lab-result" data-rules={rules.letters()}>
                    <p class="small muted">{format!("Rules {}: computed to weight {} in {}.", rules.letters(), r.to, format_ms(r.ms))}</p>
                    {kind_block("o", &r.o, &r.period.o)}
                    {kind_block("n", &r.n, &r.period.n)}
                </div>
            }
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
                {catalogue.unwrap_or_default()}
            </section>
        </section>
        </main>
    }
}
