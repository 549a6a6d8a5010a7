//! The rule lab's misère section: the outcome of every position up to a
//! weight, the genus of every surface, and the tame rule or, where some
//! position is wild, the misère quotient seen among light positions. All
//! of it runs in the background worker, which also draws the result.

use crate::text::parse_number;
use crate::worker::client::{self, Running};
use crate::worker::protocol::{Job, Report};
use grundy::games::lab::{Rules, MISERE_REACH};
use std::cell::RefCell;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Genera are computed for every position up to this weight by default.
const DEFAULT_GENUS: u64 = 20;
/// The heaviest genus weight offered (about 200,000 positions).
const MAX_GENUS: u64 = 30;

thread_local! {
    /// The last result, so leaving the lab and coming back keeps it.
    static KEPT: RefCell<Option<(u8, AttrValue)>> = const { RefCell::new(None) };
}

/// Where a run is.
#[derive(Clone, Debug, PartialEq)]
enum Run {
    Idle,
    Running(u32),
    Cancelled,
    Failed(String),
}

/// Props: the rule set.
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The rules of the lab.
    pub rules: Rules,
}

/// The misère section of the lab.
#[component]
pub fn MisereLab(props: &Props) -> Html {
    let rules = props.rules;
    let genus = use_state(|| DEFAULT_GENUS);
    let typed = use_state(|| None::<String>);
    let problem = use_state(|| None::<String>);
    let run = use_state(|| Run::Idle);
    let result = use_state(|| KEPT.with(|k| k.borrow().clone()));
    let job = use_mut_ref(|| None::<Running>);

    let start = {
        let (run, result, job, genus, typed, problem) = (
            run.clone(),
            result.clone(),
            job.clone(),
            genus.clone(),
            typed.clone(),
            problem.clone(),
        );
        move |e: SubmitEvent| {
            e.prevent_default();
            let text = (*typed).clone().unwrap_or_else(|| genus.to_string());
            let g = match parse_number(&text, MAX_GENUS) {
                Ok(g) if g >= 1 => g,
                _ => {
                    problem.set(Some(format!(
                        "Enter a weight from 1 to {MAX_GENUS} for the genera."
                    )));
                    return;
                }
            };
            problem.set(None);
            genus.set(g);
            drop(job.borrow_mut().take());
            run.set(Run::Running(0));
            let (r1, r2, result) = (run.clone(), run.clone(), result.clone());
            let started = client::start(
                Job::Misere {
                    rules: rules.bits(),
                    table: MISERE_REACH,
                    genus: g,
                },
                Callback::from(move |report| match report {
                    Report::LabProgress { permille } => r1.set(Run::Running(permille)),
                    Report::Misere { rules, markup } => {
                        let kept = (rules, AttrValue::from(markup));
                        KEPT.with(|k| *k.borrow_mut() = Some(kept.clone()));
                        result.set(Some(kept));
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
        }
    };
    let cancel = {
        let (job, run) = (job.clone(), run.clone());
        move |_| {
            drop(job.borrow_mut().take());
            run.set(Run::Cancelled);
        }
    };
    let on_type = {
        let typed = typed.clone();
        move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                typed.set(Some(input.value()));
            }
        }
    };
    let running = matches!(*run, Run::Running(_));
    let shown = result.as_ref().filter(|(bits, _)| *bits == rules.bits());
    html! {
        <section class="panel" aria-labelledby="misere-title" data-testid="lab-misere">
            <h3 id="misere-title">{"Misère play"}</h3>
            <p class="muted">{format!("In misère play the player who makes the last cut loses, and sums are not nim-sums. The worker decides every position of weight up to {MISERE_REACH} and gives each surface its genus.")}</p>
            <form class="view-controls" onsubmit={start} novalidate=true>
                <label for="misere-genus">{"Genera to weight"}</label>
                <input id="misere-genus" class="num" type="text" inputmode="numeric" data-testid="misere-genus"
                    value={(*typed).clone().unwrap_or_else(|| genus.to_string())} oninput={on_type} />
                <button type="submit" data-testid="misere-start" disabled={running}>{"Compute misère play"}</button>
                <button type="button" class="secondary" data-testid="misere-cancel" disabled={!running} onclick={cancel}>{"Cancel"}</button>
            </form>
            if let Some(msg) = &*problem {
                <p class="field-error" role="alert">{msg.clone()}</p>
            }
            if let Run::Running(p) = *run {
                <p class="small muted" data-testid="misere-progress"><progress max="1000" value={p.to_string()} aria-label="Progress of misère play"></progress>{format!(" {}%", p / 10)}</p>
            }
            if let Run::Cancelled = *run {
                <p class="small">{"Cancelled."}</p>
            }
            if let Run::Failed(m) = &*run {
                <p class="field-error" role="alert">{m.clone()}</p>
            }
            if let Some((_, markup)) = shown {
                {Html::from_html_unchecked(markup.clone())}
            }
        </section>
    }
}
