//! The G-series page of a heap game: values to a chosen heap computed in
//! the background worker, with progress and Cancel; the worker draws the
//! result (pre-period, period and certificate, Grundy's game's rare values
//! and timings, the rectangle table against Schrage's theorem).

use crate::markup::class_list;
use crate::text::{parse_number, with_separators};
use crate::worker::client::{self, Running};
use crate::worker::protocol::{Job, Report};
use grundy::spec::AnyGame;
use grundy::Game;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Where a run is.
#[derive(Clone, Debug, PartialEq)]
enum Run {
    Idle,
    Running(u32),
    Cancelled,
    Failed(String),
}

/// The default and largest bound of a game: heaps, or the table's side.
fn bounds(game: &AnyGame) -> (u64, u64, &'static str) {
    match game {
        AnyGame::Rectangles(_) => (20, 60, "Table side"),
        AnyGame::Octal(_) => (1_000, 100_000, "Last heap"),
        AnyGame::GrundyGame(_) => (100_000, 10_000_000, "Last heap"),
        _ => (1_000, 10_000_000, "Last heap"),
    }
}

/// Properties of [`HeapSeries`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The heap game.
    pub game: AnyGame,
}

/// The G-series page of a heap game.
#[component]
pub fn HeapSeries(props: &Props) -> Html {
    let spec = props.game.spec();
    let (default, max, what) = bounds(&props.game);
    let text = use_state(|| default.to_string());
    let problem = use_state(|| None::<String>);
    let run = use_state(|| Run::Idle);
    let result = use_state(|| None::<AttrValue>);
    let job = use_mut_ref(|| None::<Running>);
    let start = {
        let (run, result, job, spec) = (run.clone(), result.clone(), job.clone(), spec.clone());
        move |last: u64| {
            drop(job.borrow_mut().take());
            run.set(Run::Running(0));
            let (r1, r2, result) = (run.clone(), run.clone(), result.clone());
            let started = client::start(
                Job::Heap {
                    game: spec.clone(),
                    last,
                },
                Callback::from(move |report| match report {
                    Report::LabProgress { permille } => r1.set(Run::Running(permille)),
                    Report::Heap { markup, .. } => {
                        result.set(Some(markup.into()));
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
    // A first run for the game's default bound whenever the game changes.
    {
        let start = start.clone();
        let (text, result) = (text.clone(), result.clone());
        use_effect_with(spec.clone(), move |_| {
            text.set(default.to_string());
            result.set(None);
            start(default);
        });
    }
    let onsubmit = {
        let (text, problem) = (text.clone(), problem.clone());
        move |e: SubmitEvent| {
            e.prevent_default();
            match parse_number(&text, max) {
                Ok(v) if v >= 1 => {
                    problem.set(None);
                    start(v);
                }
                _ => problem.set(Some(format!(
                    "Enter a whole number from 1 to {}.",
                    with_separators(u128::from(max))
                ))),
            }
        }
    };
    let oninput = {
        let text = text.clone();
        move |e: InputEvent| text.set(e.target_unchecked_into::<HtmlInputElement>().value())
    };
    let on_cancel = {
        let (run, job) = (run.clone(), job.clone());
        move |_| {
            drop(job.borrow_mut().take());
            run.set(Run::Cancelled);
        }
    };
    let running = matches!(*run, Run::Running(_));
    let permille = match *run {
        Run::Running(p) => p,
        _ => 0,
    };
    let status = match &*run {
        Run::Running(p) => format!("Computing… {}%", p / 10),
        Run::Cancelled => "Cancelled: nothing new was computed.".to_string(),
        Run::Failed(m) => m.clone(),
        Run::Idle => String::new(),
    };
    html! {
        <main class="page">
        <section class="view series-view" aria-labelledby="view-title" data-testid="heap-series" data-game={spec.clone()}>
            <h2 id="view-title">{format!("The G-series of {}", props.game.name())}</h2>
            <p class="view-lede">{"G(n) for every heap n, computed in a background worker: the pre-period, the least period and the theorem that proves it, or how far the values were checked."}</p>
            <form class="view-controls" {onsubmit} novalidate=true>
                <label for="heap-last">{what}</label>
                <input id="heap-last" class="num" type="text" inputmode="numeric" data-testid="heap-last"
                    value={(*text).clone()} {oninput} aria-invalid={problem.is_some().then_some("true")} />
                <button type="submit" data-testid="heap-run" disabled={running}>{"Compute"}</button>
                <button type="button" class="secondary" data-testid="heap-cancel" disabled={!running} onclick={on_cancel}>{"Cancel"}</button>
            </form>
            if let Some(msg) = (*problem).clone() {
                <p class="field-error" role="alert">{msg}</p>
            }
            <div class={class_list("verify-progress", &[(!running, "idle")])} aria-hidden={(!running).then_some("true")}>
                <progress max="1000" value={permille.to_string()} aria-label="Progress" data-testid="heap-progress"></progress>
            </div>
            <p role="status" data-testid="heap-status">{status}</p>
            if let Some(markup) = (*result).clone() {
                <div class="heap-result">{Html::from_html_unchecked(markup)}</div>
            }
        </section>
        </main>
    }
}
