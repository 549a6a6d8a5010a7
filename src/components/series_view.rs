//! The G-series page: `G(og)` and `G(ng)` by the closed forms of Theorems
//! 2.3 and 2.4, with the pre-period and the repeating block marked, and a
//! brute-force check of the closed forms (in a Web Worker for long runs).

use crate::bridge::Bridge;
use crate::diagram::with_separators;
use crate::state::Action;
use gloo::events::EventListener;
use grundy::manifold::{
    find_periodicity, nonorientable_value, orientable_value, series, Orientability, Periodicity,
    Position, Surface,
};
use grundy::Nimber;
use js_sys::Reflect;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{HtmlInputElement, MessageEvent, Worker, WorkerOptions, WorkerType};
use yew::prelude::*;

/// The default last genus shown.
pub const DEFAULT_N: u64 = 40;
/// The largest genus accepted, for the series and for verification.
pub const MAX_N: u64 = 1_000_000;
/// At most this many cells per series are drawn; the rest are summarised.
pub const MAX_CELLS: u64 = 240;
/// Verifications up to this genus run in the page; longer ones in a worker.
pub const INLINE_LIMIT: u64 = 2_000;
/// The default genus to verify to.
pub const DEFAULT_VERIFY_N: u64 = 20_000;
/// The worker's loader, named after its bin (Trunk does not hash worker
/// names, so it is asked for with the page's release; see
/// scripts/postbuild.mjs).
const WORKER_URL: &str = "./series_worker_loader.js";

fn worker_url() -> String {
    let release = gloo::utils::document()
        .query_selector("meta[name=release]")
        .ok()
        .flatten()
        .and_then(|m| m.get_attribute("content"))
        .filter(|v| v.bytes().all(|b| b.is_ascii_alphanumeric()));
    match release {
        Some(v) => format!("{WORKER_URL}?v={v}"),
        None => WORKER_URL.to_string(),
    }
}

/// Reads a genus bound: digits with optional `,`/`_`/space separators, or
/// `10^k` / `1ek`; at most `max`.
pub fn parse_bound(text: &str, max: u64) -> Result<u64, String> {
    let error = || format!("Enter a whole number from 0 to {}.", with_separators(max));
    let t: String = text
        .trim()
        .chars()
        .filter(|c| !matches!(c, ',' | '_' | ' ' | '\u{2009}'))
        .collect();
    let power = |base: &str, exp: &str| -> Option<u64> {
        let b: u64 = base.parse().ok()?;
        let e: u32 = exp.parse().ok()?;
        let p = 10u64.checked_pow(e)?;
        if base == "10" {
            Some(p)
        } else {
            b.checked_mul(p)
        }
    };
    let n = if let Some((b, e)) = t.split_once('^') {
        (b == "10").then(|| power(b, e)).flatten()
    } else if let Some((b, e)) = t.split_once(['e', 'E']) {
        power(b, e)
    } else if !t.is_empty() && t.bytes().all(|c| c.is_ascii_digit()) {
        t.parse().ok()
    } else {
        None
    };
    match n {
        Some(n) if n <= max => Ok(n),
        Some(_) => Err(format!(
            "At most {}: larger runs do not fit comfortably in a browser tab.",
            with_separators(max)
        )),
        None => Err(error()),
    }
}

/// `G(og)` or `G(ng)` by the closed form.
pub fn closed_value(kind: Orientability, g: u64) -> Nimber {
    match kind {
        Orientability::Orientable => orientable_value(g),
        Orientability::Nonorientable => nonorientable_value(g),
    }
}

/// The closed-form series for genus `0..=n`.
pub fn closed_series(kind: Orientability, n: u64) -> Vec<Nimber> {
    (0..=n).map(|g| closed_value(kind, g)).collect()
}

/// The first genus where `values` (index = genus) differs from the closed form.
pub fn first_mismatch(kind: Orientability, values: &[Nimber]) -> Option<u64> {
    values
        .iter()
        .zip(0u64..)
        .find(|&(&v, g)| v != closed_value(kind, g))
        .map(|(_, g)| g)
}

/// Where a genus sits in a periodic series.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Block {
    /// Before the repeating part.
    Pre,
    /// In the repeating part, at `phase` within the block, in its
    /// `repeat`-th copy (0 for the first).
    Period {
        /// Position within the block, `0..period`.
        phase: u64,
        /// Which copy of the block, from 0.
        repeat: u64,
    },
}

/// The block genus `g` belongs to.
pub fn block_of(g: u64, p: &Periodicity) -> Block {
    if g < p.preperiod {
        Block::Pre
    } else {
        let k = g - p.preperiod;
        Block::Period {
            phase: k % p.period,
            repeat: k / p.period,
        }
    }
}

/// Milliseconds for people: "812 ms", "3.4 s", "1 min 12 s".
pub fn format_ms(ms: f64) -> String {
    let ms = ms.max(0.0);
    if ms < 1_000.0 {
        format!("{} ms", ms.round() as u64)
    } else if ms < 60_000.0 {
        format!("{:.1} s", ms / 1_000.0)
    } else {
        let s = (ms / 1_000.0).round() as u64;
        format!("{} min {} s", s / 60, s % 60)
    }
}

const fn letter(kind: Orientability) -> &'static str {
    match kind {
        Orientability::Orientable => "o",
        Orientability::Nonorientable => "n",
    }
}

fn values_text(values: &[Nimber]) -> String {
    values
        .iter()
        .map(|v| v.get().to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A finished check of one kind.
#[derive(Clone, Debug, PartialEq)]
struct KindReport {
    kind: Orientability,
    ms: f64,
    /// First differing genus, with the closed form's and the brute force's values.
    mismatch: Option<(u64, u64, u64)>,
}

/// Where the verification stands.
#[derive(Clone, Debug, PartialEq)]
enum Verify {
    Idle,
    Starting {
        n: u64,
    },
    Running {
        n: u64,
        kind: Orientability,
        done: u64,
        total: u64,
        overall: f64,
    },
    Finished {
        n: u64,
        ms: f64,
        reports: Vec<KindReport>,
        in_worker: bool,
    },
    Cancelled {
        n: u64,
        at: Option<(Orientability, u64)>,
    },
    Failed(String),
}

impl Verify {
    fn state(&self) -> &'static str {
        match self {
            Verify::Idle => "idle",
            Verify::Starting { .. } | Verify::Running { .. } => "running",
            Verify::Finished { reports, .. } if reports.iter().any(|r| r.mismatch.is_some()) => {
                "mismatch"
            }
            Verify::Finished { .. } => "confirmed",
            Verify::Cancelled { .. } => "cancelled",
            Verify::Failed(_) => "failed",
        }
    }

    const fn running(&self) -> bool {
        matches!(self, Verify::Starting { .. } | Verify::Running { .. })
    }
}

fn field(data: &JsValue, name: &str) -> JsValue {
    Reflect::get(data, &name.into()).unwrap_or(JsValue::UNDEFINED)
}

fn kind_of(value: &JsValue) -> Orientability {
    match value.as_string().as_deref() {
        Some("o") => Orientability::Orientable,
        _ => Orientability::Nonorientable,
    }
}

/// Reads the worker's final message.
fn read_result(data: &JsValue, n: u64) -> Verify {
    let kinds = js_sys::Array::from(&field(data, "kinds"));
    let reports = kinds
        .iter()
        .map(|k| {
            let num = |name: &str| field(&k, name).as_f64();
            KindReport {
                kind: kind_of(&field(&k, "kind")),
                ms: num("ms").unwrap_or(0.0),
                mismatch: num("mismatch").map(|g| {
                    (
                        g as u64,
                        num("expected").unwrap_or(0.0) as u64,
                        num("found").unwrap_or(0.0) as u64,
                    )
                }),
            }
        })
        .collect();
    Verify::Finished {
        n,
        ms: field(data, "ms").as_f64().unwrap_or(0.0),
        reports,
        in_worker: true,
    }
}

/// The worker of a run and its listeners, dropped together.
struct Job {
    worker: Worker,
    _listeners: [EventListener; 2],
}

impl Drop for Job {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

fn start_worker(n: u64, verify: UseStateHandle<Verify>) -> Result<Job, String> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options(&worker_url(), &options)
        .map_err(|_| "The browser refused to start the verification worker.".to_string())?;
    let on_message = {
        let worker = worker.clone();
        let verify = verify.clone();
        EventListener::new(&worker.clone(), "message", move |event| {
            let Some(event) = event.dyn_ref::<MessageEvent>() else {
                return;
            };
            let data = event.data();
            match field(&data, "type").as_string().as_deref() {
                // The job is sent only once the worker listens, so it cannot
                // arrive before the wasm module has loaded.
                Some("ready") => {
                    let job = js_sys::Object::new();
                    let _ = Reflect::set(&job, &"kind".into(), &"both".into());
                    let _ = Reflect::set(&job, &"n".into(), &(n as f64).into());
                    let _ = worker.post_message(&job);
                }
                Some("progress") => {
                    let kind = kind_of(&field(&data, "kind"));
                    let fraction = field(&data, "fraction").as_f64().unwrap_or(0.0);
                    let index = if kind == Orientability::Orientable {
                        0.0
                    } else {
                        1.0
                    };
                    verify.set(Verify::Running {
                        n,
                        kind,
                        done: field(&data, "done").as_f64().unwrap_or(0.0) as u64,
                        total: field(&data, "total").as_f64().unwrap_or(0.0) as u64,
                        overall: (index + fraction) / 2.0,
                    });
                }
                Some("result") => {
                    worker.terminate();
                    verify.set(read_result(&data, n));
                }
                _ => {}
            }
        })
    };
    let on_error = EventListener::new(&worker, "error", move |_| {
        verify.set(Verify::Failed(
            "The verification worker stopped with an error.".to_string(),
        ))
    });
    Ok(Job {
        worker,
        _listeners: [on_message, on_error],
    })
}

/// Brute force in the page, for short runs.
fn verify_inline(n: u64) -> Verify {
    let started = js_sys::Date::now();
    let reports = [Orientability::Orientable, Orientability::Nonorientable]
        .into_iter()
        .map(|kind| {
            let t = js_sys::Date::now();
            let values = series(kind, n);
            let mismatch = first_mismatch(kind, &values)
                .map(|g| (g, closed_value(kind, g).get(), values[g as usize].get()));
            KindReport {
                kind,
                ms: js_sys::Date::now() - t,
                mismatch,
            }
        })
        .collect();
    Verify::Finished {
        n,
        ms: js_sys::Date::now() - started,
        reports,
        in_worker: false,
    }
}

/// The G-series page.
#[component]
pub fn SeriesView() -> Html {
    let state = use_context::<Bridge>().expect("SeriesView is inside the app context");
    let n_text = use_state(|| DEFAULT_N.to_string());
    let n = use_state(|| DEFAULT_N);
    let n_error = use_state(|| None::<String>);
    let verify_text = use_state(|| DEFAULT_VERIFY_N.to_string());
    let verify_error = use_state(|| None::<String>);
    let verify = use_state(|| Verify::Idle);
    let job: Rc<RefCell<Option<Job>>> = use_mut_ref(|| None);

    // Leaving the page stops a run.
    {
        let job = job.clone();
        use_effect_with((), move |_| move || drop(job.borrow_mut().take()));
    }

    let on_n_input = {
        let n_text = n_text.clone();
        move |e: InputEvent| n_text.set(e.target_unchecked_into::<HtmlInputElement>().value())
    };
    let on_n_submit = {
        let (n_text, n, n_error) = (n_text.clone(), n.clone(), n_error.clone());
        move |e: SubmitEvent| {
            e.prevent_default();
            match parse_bound(&n_text, MAX_N) {
                Ok(v) => {
                    n.set(v);
                    n_error.set(None);
                }
                Err(msg) => n_error.set(Some(msg)),
            }
        }
    };
    let on_verify_input = {
        let verify_text = verify_text.clone();
        move |e: InputEvent| verify_text.set(e.target_unchecked_into::<HtmlInputElement>().value())
    };
    let on_verify = {
        let (verify_text, verify_error, verify, job) = (
            verify_text.clone(),
            verify_error.clone(),
            verify.clone(),
            job.clone(),
        );
        move |e: SubmitEvent| {
            e.prevent_default();
            let target = match parse_bound(&verify_text, MAX_N) {
                Ok(v) => v,
                Err(msg) => {
                    verify_error.set(Some(msg));
                    return;
                }
            };
            verify_error.set(None);
            drop(job.borrow_mut().take());
            if target <= INLINE_LIMIT {
                verify.set(verify_inline(target));
                return;
            }
            match start_worker(target, verify.clone()) {
                Ok(j) => {
                    *job.borrow_mut() = Some(j);
                    verify.set(Verify::Starting { n: target });
                }
                Err(msg) => verify.set(Verify::Failed(msg)),
            }
        }
    };
    let on_cancel = {
        let (verify, job) = (verify.clone(), job.clone());
        move |_| {
            drop(job.borrow_mut().take());
            let cancelled = match &*verify {
                Verify::Running { n, kind, done, .. } => Verify::Cancelled {
                    n: *n,
                    at: Some((*kind, *done)),
                },
                Verify::Starting { n } => Verify::Cancelled { n: *n, at: None },
                other => other.clone(),
            };
            verify.set(cancelled);
        }
    };

    let load = {
        let d = state.dispatcher();
        Callback::from(move |s: Surface| d.dispatch(Action::Load(Position::new(vec![s]))))
    };
    let shown = (*n).min(MAX_CELLS - 1);
    let rows: Html = [Orientability::Orientable, Orientability::Nonorientable]
        .into_iter()
        .map(|kind| html! { <SeriesRow {kind} n={*n} {shown} on_load={load.clone()} /> })
        .collect();

    let running = verify.running();
    let (progress_value, progress_text) = match &*verify {
        Verify::Starting { n } => (
            0.0,
            format!(
                "Starting the worker for genus 0 to {}…",
                with_separators(*n)
            ),
        ),
        Verify::Running {
            kind,
            done,
            total,
            overall,
            ..
        } => (
            *overall,
            format!(
                "Checking {}: genus {} of {} ({}% of the work)",
                if *kind == Orientability::Orientable {
                    "og"
                } else {
                    "ng"
                },
                with_separators(*done),
                with_separators(total.saturating_sub(1)),
                (overall * 100.0).floor() as u64
            ),
        ),
        _ => (0.0, String::new()),
    };
    let status = verify_status(&verify);

    html! {
        <section class="view series-view" aria-labelledby="view-title">
            <h2 id="view-title">{"The G-series"}</h2>
            <p class="view-lede">
                {"The G-value of every surface, by genus, from the paper's closed forms: "}
                {"Theorem 2.3 for the orientable surfaces o"}<var>{"g"}</var>
                {", Theorem 2.4 for the nonorientable n"}<var>{"g"}</var>
                {". Each series settles into a repeating block; the bracket under each block marks it. "}
                {"Choose a cell to play that surface."}
            </p>
            <form class="view-controls" onsubmit={on_n_submit} novalidate=true>
                <label for="series-n">{"Show genus 0 to"}</label>
                <input id="series-n" class="num" type="text" inputmode="numeric"
                    data-testid="series-n" value={(*n_text).clone()} oninput={on_n_input}
                    aria-invalid={n_error.is_some().then_some("true")}
                    aria-describedby="series-n-help" />
                <button type="submit" class="secondary" data-testid="series-show">{"Show"}</button>
                <span id="series-n-help" class="muted small">
                    if let Some(msg) = (*n_error).clone() {
                        <span class="field-error inline" role="alert">{msg}</span>
                    } else if *n > shown {
                        {format!("Periods found from all {} values; the first {} cells are drawn.",
                            with_separators(*n + 1), with_separators(shown + 1))}
                    } else {
                        {format!("Up to {}; at most {} cells are drawn.", with_separators(MAX_N), MAX_CELLS)}
                    }
                </span>
            </form>
            {rows}
            <section class="panel verify" aria-labelledby="verify-title" data-testid="verify">
                <h3 id="verify-title">{"Verify by brute force"}</h3>
                <p class="muted">
                    {"Recompute both series from the moves alone (cuts (a)–(h), a split being worth the nim-sum of its pieces) and compare them with the closed forms. "}
                    {format!("Runs past genus {} go to a background worker.", with_separators(INLINE_LIMIT))}
                </p>
                <form class="view-controls" onsubmit={on_verify}>
                    <label for="verify-n">{"Up to genus"}</label>
                    <input id="verify-n" class="num" type="text" inputmode="numeric"
                        data-testid="verify-n" value={(*verify_text).clone()} oninput={on_verify_input}
                        aria-invalid={verify_error.is_some().then_some("true")} />
                    <button type="submit" data-testid="verify-start" disabled={running}>{"Verify"}</button>
                    <button type="button" class="secondary" data-testid="verify-cancel"
                        disabled={!running} onclick={on_cancel}>{"Cancel"}</button>
                </form>
                if let Some(msg) = (*verify_error).clone() {
                    <p class="field-error" role="alert">{msg}</p>
                }
                <div class={classes!("verify-progress", (!running).then_some("idle"))} aria-hidden={(!running).then_some("true")}>
                    <progress id="verify-progress" data-testid="verify-progress" max="1"
                        value={progress_value.to_string()} aria-label="Verification progress"></progress>
                    <span class="small muted" data-testid="verify-progress-text">{progress_text}</span>
                </div>
                <p class="verify-status" role="status" data-testid="verify-status" data-state={verify.state()}>
                    {status}
                </p>
            </section>
        </section>
    }
}

fn verify_status(verify: &Verify) -> Html {
    match verify {
        Verify::Idle | Verify::Starting { .. } | Verify::Running { .. } => html! {},
        Verify::Finished {
            n,
            ms,
            reports,
            in_worker,
        } => {
            let wrong = reports.iter().find_map(|r| r.mismatch.map(|m| (r.kind, m)));
            if let Some((kind, (g, expected, found))) = wrong {
                html! {
                    <span class="verdict bad"><span aria-hidden="true">{"✗ "}</span>
                        {format!("Mismatch at {}{}: the closed form gives {expected}, the moves give {found}.", letter(kind), g)}
                    </span>
                }
            } else {
                let parts = reports
                    .iter()
                    .map(|r| format!("{}g {}", letter(r.kind), format_ms(r.ms)))
                    .collect::<Vec<_>>()
                    .join(", ");
                let place = if *in_worker {
                    "in a background worker"
                } else {
                    "in the page"
                };
                html! {
                    <span class="verdict good"><span aria-hidden="true">{"✓ "}</span>
                        {format!("Closed form confirmed to genus {} in {} ({parts}; {place}).",
                            with_separators(*n), format_ms(*ms))}
                    </span>
                }
            }
        }
        Verify::Cancelled { n, at } => {
            let where_ = match at {
                Some((kind, done)) => format!(
                    " while checking {}g at genus {}",
                    letter(*kind),
                    with_separators(*done)
                ),
                None => String::new(),
            };
            html! {
                <span class="verdict">
                    {format!("Cancelled{where_}; the run to genus {} was stopped and nothing was confirmed.", with_separators(*n))}
                </span>
            }
        }
        Verify::Failed(msg) => html! { <span class="verdict bad">{msg.clone()}</span> },
    }
}

/// Properties of [`SeriesRow`].
#[derive(Properties, PartialEq, Clone)]
struct SeriesRowProps {
    kind: Orientability,
    /// The last genus of the series.
    n: u64,
    /// The last genus drawn.
    shown: u64,
    on_load: Callback<Surface>,
}

/// One series: its summary, then its cells grouped into the pre-period and
/// the copies of the repeating block.
#[component]
fn SeriesRow(props: &SeriesRowProps) -> Html {
    let kind = props.kind;
    let l = letter(kind);
    let values = use_memo((kind, props.n), |&(kind, n)| closed_series(kind, n));
    let periodicity = use_memo(values.clone(), |v| find_periodicity(v));
    let shown = props.shown as usize;

    let (theorem, name) = match kind {
        Orientability::Orientable => ("Theorem 2.3", "orientable"),
        Orientability::Nonorientable => ("Theorem 2.4", "nonorientable"),
    };
    let summary = match *periodicity {
        Some(p) => {
            let pre = &values[..p.preperiod as usize];
            let block = &values[p.preperiod as usize..(p.preperiod + p.period) as usize];
            html! {
                <p class="series-summary" data-testid={format!("period-{l}")}
                    data-preperiod={p.preperiod.to_string()} data-period={p.period.to_string()}
                    data-block-values={values_text(block)}>
                    <span class="key pre-key">{format!("pre-period: {}", values_text(pre))}</span>
                    {" then "}
                    <span class="key period-key">{format!("period {}: {}", p.period, values_text(block))}</span>
                    {format!(" repeating from genus {}, checked to genus {}.", p.preperiod, with_separators(p.checked_to))}
                </p>
            }
        }
        None => html! {
            <p class="series-summary muted" data-testid={format!("period-{l}")}>
                {"Too few values to see the series repeat; show more genera."}
            </p>
        },
    };

    let cell = |g: usize| -> Html {
        let v = values[g].get();
        let block = periodicity.map(|p| block_of(g as u64, &p));
        let (data_block, phase, note) = match block {
            Some(Block::Pre) => (Some("pre"), None, ", pre-period"),
            Some(Block::Period { phase, repeat }) => (
                Some("period"),
                Some(phase),
                if phase == 0 && repeat == 0 {
                    ", the repeating block starts here"
                } else {
                    ""
                },
            ),
            None => (None, None, ""),
        };
        let start = block
            == Some(Block::Period {
                phase: 0,
                repeat: 0,
            });
        let surface = Surface::new(kind, g as u64);
        let on_load = props.on_load.clone();
        html! {
            <li>
                <button type="button" class={classes!("cell", start.then_some("period-start"))}
                    data-testid="series-cell" data-kind={l} data-genus={g.to_string()}
                    data-value={v.to_string()} data-block={data_block}
                    data-period-index={phase.map(|p| p.to_string())}
                    aria-label={format!("{l}{g}: G-value {v}{note}. Play this surface.")}
                    onclick={move |_| on_load.emit(surface)}>
                    <span class="cell-genus">{l}<sub>{g}</sub></span>
                    <span class="cell-value">{v}</span>
                </button>
            </li>
        }
    };

    // Consecutive genera of the same block copy share a group, so the
    // bracket under a group spans exactly one block.
    let mut groups: Vec<(Option<Block>, Vec<usize>)> = Vec::new();
    for g in 0..=shown.min(values.len() - 1) {
        let key = periodicity.map(|p| match block_of(g as u64, &p) {
            Block::Period { repeat, .. } => Block::Period { phase: 0, repeat },
            b => b,
        });
        match groups.last_mut() {
            Some((k, members)) if *k == key => members.push(g),
            _ => groups.push((key, vec![g])),
        }
    }
    let period_label = periodicity.map(|p| {
        let block = &values[p.preperiod as usize..(p.preperiod + p.period) as usize];
        format!("period {}: {}", p.period, values_text(block))
    });
    let groups: Html = groups
        .into_iter()
        .map(|(key, members)| {
            let (class, label) = match key {
                Some(Block::Pre) => ("pre", Some("pre-period".to_string())),
                Some(Block::Period { repeat: 0, .. }) => ("period first", period_label.clone()),
                Some(Block::Period { .. }) => ("period", None),
                None => ("plain", None),
            };
            html! {
                <li class={classes!("group", class)}>
                    <ol class="cells">{ for members.into_iter().map(cell) }</ol>
                    <span class="bracket" aria-hidden="true">
                        if let Some(label) = label { <span class="bracket-label">{label}</span> }
                    </span>
                </li>
            }
        })
        .collect();
    let more = props.n.saturating_sub(props.shown);

    html! {
        <section class="panel series" data-testid={format!("series-{l}")} aria-labelledby={format!("series-{l}-title")}>
            <h3 id={format!("series-{l}-title")}>
                {"G("}{l}<var>{"g"}</var>{format!("), the {name} surfaces ({theorem})")}
            </h3>
            {summary}
            <ol class="groups" aria-label={format!("G-values of {l}0 to {l}{}", props.shown)}>{groups}</ol>
            if more > 0 {
                <p class="muted small">{format!("… and {} more genera, not drawn.", with_separators(more))}</p>
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nimbers(v: &[u64]) -> Vec<Nimber> {
        v.iter().map(|&x| Nimber(x)).collect()
    }

    #[test]
    fn bounds_accept_separators_and_powers_of_ten() {
        assert_eq!(parse_bound("40", MAX_N), Ok(40));
        assert_eq!(parse_bound(" 20,000 ", MAX_N), Ok(20_000));
        assert_eq!(parse_bound("10^6", MAX_N), Ok(1_000_000));
        assert_eq!(parse_bound("2e4", MAX_N), Ok(20_000));
    }

    #[test]
    fn bounds_refuse_junk_and_too_large() {
        assert!(parse_bound("", MAX_N).is_err());
        assert!(parse_bound("-3", MAX_N).is_err());
        assert!(parse_bound("4.5", MAX_N).is_err());
        assert!(parse_bound("10^7", MAX_N).unwrap_err().contains("At most"));
        assert!(parse_bound("99999999999999999999999", MAX_N).is_err());
    }

    #[test]
    fn nonorientable_series_has_preperiod_three_and_period_four() {
        let p = find_periodicity(&closed_series(Orientability::Nonorientable, 40)).unwrap();
        assert_eq!((p.preperiod, p.period), (3, 4));
        assert_eq!(block_of(2, &p), Block::Pre);
        assert_eq!(
            block_of(3, &p),
            Block::Period {
                phase: 0,
                repeat: 0
            }
        );
        assert_eq!(
            block_of(8, &p),
            Block::Period {
                phase: 1,
                repeat: 1
            }
        );
    }

    #[test]
    fn orientable_series_has_preperiod_two_and_period_two() {
        let p = find_periodicity(&closed_series(Orientability::Orientable, 40)).unwrap();
        assert_eq!((p.preperiod, p.period), (2, 2));
    }

    #[test]
    fn brute_force_agrees_with_closed_form_on_a_short_run() {
        for kind in [Orientability::Orientable, Orientability::Nonorientable] {
            assert_eq!(first_mismatch(kind, &series(kind, 200)), None);
        }
    }

    #[test]
    fn first_mismatch_names_the_genus() {
        assert_eq!(
            first_mismatch(Orientability::Nonorientable, &nimbers(&[0, 1, 2, 4, 5])),
            Some(4)
        );
    }

    #[test]
    fn durations_read_naturally() {
        assert_eq!(format_ms(812.4), "812 ms");
        assert_eq!(format_ms(3_420.0), "3.4 s");
        assert_eq!(format_ms(72_000.0), "1 min 12 s");
    }
}
