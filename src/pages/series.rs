//! The G-series page: `G(og)` and `G(ng)` by the closed forms of Theorems
//! 2.3 and 2.4, with the pre-period and the repeating block marked and the
//! theorem that proves the period, and a brute-force check of the closed
//! forms in a Web Worker, with progress and Cancel. The check belongs to
//! the app, not the page, so it keeps running across a tab switch.

use crate::state::pages::PagesAction;
use crate::state::play::PlayAction;
use crate::state::{PagesContext, PlayContext};
use crate::text::{format_ms, parse_number, with_separators, NumberError};
use crate::worker::protocol::{Job, Kind, KindReport, Report};
use grundy::manifold::{
    certificate, closed_value, find_periodicity, Manifold, Orientability, Periodicity, Position,
    Surface,
};
use grundy::spec::{AnyGame, AnyPosition};
use grundy::Nimber;
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The largest genus accepted, for the series and for verification.
pub const MAX_N: u64 = 1_000_000;
/// At most this many cells per series are drawn; the rest are summarised.
pub const MAX_CELLS: u64 = 240;
/// The default genus to verify to.
pub const DEFAULT_VERIFY_N: u64 = 20_000;

/// A typed bound read, or the sentence saying why not.
pub fn read_bound(text: &str) -> Result<u64, String> {
    parse_number(text, MAX_N).map_err(|e| match e {
        NumberError::TooLarge => format!(
            "At most {}: larger runs do not fit comfortably in a browser tab.",
            with_separators(u128::from(MAX_N))
        ),
        _ => format!(
            "Enter a whole number from 0 to {} (as in 20,000 or 1e5).",
            with_separators(u128::from(MAX_N))
        ),
    })
}

/// The closed-form series for genus `0..=n`.
pub fn closed_series(kind: Orientability, n: u64) -> Vec<Nimber> {
    (0..=n).map(|g| closed_value(kind, g)).collect()
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

pub fn values_text(values: &[Nimber]) -> String {
    values
        .iter()
        .map(|v| v.get().to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Where the verification stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Verify {
    /// Not asked for.
    Idle,
    /// The worker is starting.
    Starting {
        /// The bound.
        n: u64,
    },
    /// The worker is at work.
    Running {
        /// The bound.
        n: u64,
        /// The kind being checked.
        kind: Kind,
        /// Genera done of that kind.
        done: u64,
        /// Genera of that kind.
        total: u64,
        /// The whole run's progress, in thousandths.
        permille: u32,
    },
    /// Done.
    Finished {
        /// The bound.
        n: u64,
        /// How long the run took.
        ms: u64,
        /// Each kind's result.
        reports: Vec<KindReport>,
    },
    /// Stopped by the reader.
    Cancelled {
        /// The bound.
        n: u64,
        /// Where the run was.
        at: Option<(Kind, u64)>,
    },
    /// The worker failed.
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

    /// True while the worker runs.
    pub const fn running(&self) -> bool {
        matches!(self, Verify::Starting { .. } | Verify::Running { .. })
    }

    /// What a worker's report makes of the run.
    fn after(&self, report: Report) -> Option<Verify> {
        let n = match self {
            Verify::Starting { n } | Verify::Running { n, .. } => *n,
            _ => return None,
        };
        match report {
            Report::Progress {
                kind,
                done,
                total,
                permille,
            } => Some(Verify::Running {
                n,
                kind,
                done,
                total,
                permille,
            }),
            Report::Verified { ms, kinds, .. } => Some(Verify::Finished {
                n,
                ms,
                reports: kinds,
            }),
            Report::Ready | Report::Bench { .. } => None,
        }
    }
}

/// The app's verification: its status, and how to start or cancel it.
pub struct Verification {
    /// Where it stands.
    pub status: Rc<Verify>,
    /// Starts a run to a genus (stopping any other).
    pub start: Callback<u64>,
    /// Stops the run.
    pub cancel: Callback<()>,
}

impl PartialEq for Verification {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.status, &other.status)
    }
}

/// The verification, owned by the app so that it survives a tab switch.
#[hook]
pub fn use_verification() -> Rc<Verification> {
    let status = use_state(|| Rc::new(Verify::Idle));
    let job: Rc<RefCell<Option<crate::worker::client::Running>>> = use_mut_ref(|| None);
    // The newest status, for the worker's callbacks.
    let latest = use_mut_ref(|| Rc::new(Verify::Idle));
    *latest.borrow_mut() = (*status).clone();
    let start = {
        let (status, job, latest) = (status.clone(), job.clone(), latest.clone());
        Callback::from(move |n: u64| {
            drop(job.borrow_mut().take());
            let on_report = {
                let (status, job, latest) = (status.clone(), job.clone(), latest.clone());
                Callback::from(move |report: Report| {
                    let next = latest.borrow().after(report);
                    if let Some(next) = next {
                        if matches!(next, Verify::Finished { .. }) {
                            drop(job.borrow_mut().take());
                        }
                        let next = Rc::new(next);
                        *latest.borrow_mut() = next.clone();
                        status.set(next);
                    }
                })
            };
            let on_error = {
                let status = status.clone();
                Callback::from(move |msg: String| status.set(Rc::new(Verify::Failed(msg))))
            };
            match crate::worker::client::start(Job::Verify { n }, on_report, on_error) {
                Ok(running) => {
                    *job.borrow_mut() = Some(running);
                    let next = Rc::new(Verify::Starting { n });
                    *latest.borrow_mut() = next.clone();
                    status.set(next);
                }
                Err(msg) => status.set(Rc::new(Verify::Failed(msg))),
            }
        })
    };
    let cancel = {
        let (status, job, latest) = (status.clone(), job.clone(), latest.clone());
        Callback::from(move |()| {
            drop(job.borrow_mut().take());
            let current = latest.borrow().clone();
            let cancelled = match *current {
                Verify::Running { n, kind, done, .. } => Verify::Cancelled {
                    n,
                    at: Some((kind, done)),
                },
                Verify::Starting { n } => Verify::Cancelled { n, at: None },
                _ => return,
            };
            let next = Rc::new(cancelled);
            *latest.borrow_mut() = next.clone();
            status.set(next);
        })
    };
    Rc::new(Verification {
        status: (*status).clone(),
        start,
        cancel,
    })
}

/// The G-series page.
#[component]
pub fn SeriesPage() -> Html {
    let pages = use_context::<PagesContext>().expect("SeriesPage is inside the app context");
    let play = use_context::<PlayContext>().expect("SeriesPage is inside the app context");
    let verification =
        use_context::<Rc<Verification>>().expect("SeriesPage is inside the app context");
    let n = pages.series_n;
    let n_text = use_state(|| n.to_string());
    let n_error = use_state(|| None::<String>);
    let verify_text = use_state(|| pages.verify.unwrap_or(DEFAULT_VERIFY_N).to_string());
    let verify_error = use_state(|| None::<String>);
    let verify = verification.status.clone();

    // An address that names a verification (a reload, a shared link) runs
    // it when the page opens and nothing has run yet.
    {
        let start = verification.start.clone();
        let wanted = pages.verify.filter(|_| *verify == Verify::Idle);
        use_effect_with((), move |_| {
            if let Some(n) = wanted {
                start.emit(n);
            }
        });
    }

    let on_n_input = {
        let n_text = n_text.clone();
        move |e: InputEvent| n_text.set(e.target_unchecked_into::<HtmlInputElement>().value())
    };
    let on_n_submit = {
        let (n_text, n_error, pages) = (n_text.clone(), n_error.clone(), pages.clone());
        move |e: SubmitEvent| {
            e.prevent_default();
            match read_bound(&n_text) {
                Ok(v) => {
                    n_error.set(None);
                    pages.dispatch(PagesAction::SeriesTo(v));
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
        let (verify_text, verify_error, pages) =
            (verify_text.clone(), verify_error.clone(), pages.clone());
        let start = verification.start.clone();
        move |e: SubmitEvent| {
            e.prevent_default();
            match read_bound(&verify_text) {
                Ok(target) => {
                    verify_error.set(None);
                    pages.dispatch(PagesAction::Verify(target));
                    start.emit(target);
                }
                Err(msg) => verify_error.set(Some(msg)),
            }
        }
    };
    let on_cancel = {
        let cancel = verification.cancel.clone();
        move |_| cancel.emit(())
    };

    let load = {
        let (play, pages) = (play.dispatcher(), pages.dispatcher());
        Callback::from(move |s: Surface| {
            play.dispatch(PlayAction::Load(
                AnyGame::Manifold(Manifold),
                AnyPosition::Surfaces(Position::new(vec![s])),
            ));
            pages.dispatch(PagesAction::Show(crate::route::View::Play));
        })
    };
    let shown = n.min(MAX_CELLS - 1);
    let rows: Html = [Orientability::Orientable, Orientability::Nonorientable]
        .into_iter()
        .map(|kind| html! { <SeriesRow {kind} {n} {shown} on_load={load.clone()} /> })
        .collect();

    let running = verify.running();
    let (permille, progress_text) = match &*verify {
        Verify::Starting { n } => (
            0,
            format!(
                "Starting the worker for genus 0 to {}…",
                with_separators(u128::from(*n))
            ),
        ),
        Verify::Running {
            kind,
            done,
            total,
            permille,
            ..
        } => (
            *permille,
            format!(
                "Checking {}g: genus {} of {} ({}% of the work)",
                kind.letter(),
                with_separators(u128::from(*done)),
                with_separators(u128::from(total.saturating_sub(1))),
                permille / 10
            ),
        ),
        _ => (0, String::new()),
    };

    html! {
        <main class="page">
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
                    } else if n > shown {
                        {format!("Periods found from all {} values; the first {} cells are drawn.",
                            with_separators(u128::from(n) + 1), with_separators(u128::from(shown) + 1))}
                    } else {
                        {format!("Up to {}; at most {} cells are drawn.", with_separators(u128::from(MAX_N)), MAX_CELLS)}
                    }
                </span>
            </form>
            {rows}
            <section class="panel verify" aria-labelledby="verify-title" data-testid="verify">
                <h3 id="verify-title">{"Verify by brute force"}</h3>
                <p class="muted">
                    {"Recompute both series from the moves alone (cuts (a)–(h), a split being worth the nim-sum of its pieces) and compare them with the closed forms. "}
                    {"The run goes on in a background worker while you use the rest of the explorer."}
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
                    <progress id="verify-progress" data-testid="verify-progress" max="1000"
                        value={permille.to_string()} aria-label="Verification progress"></progress>
                    <span class="small muted" data-testid="verify-progress-text">{progress_text}</span>
                </div>
                <p class="verify-status" role="status" data-testid="verify-status" data-state={verify.state()}>
                    {verify_status(&verify)}
                </p>
            </section>
        </section>
        </main>
    }
}

fn verify_status(verify: &Verify) -> Html {
    match verify {
        Verify::Idle | Verify::Starting { .. } | Verify::Running { .. } => html! {},
        Verify::Finished { n, ms, reports } => {
            let wrong = reports.iter().find_map(|r| r.mismatch.map(|m| (r.kind, m)));
            if let Some((kind, m)) = wrong {
                html! {
                    <span class="verdict bad"><span aria-hidden="true">{"✗ "}</span>
                        {format!("Mismatch at {}{}: the closed form gives {}, the moves give {}.", kind.letter(), m.at, m.expected, m.found)}
                    </span>
                }
            } else {
                let parts = reports
                    .iter()
                    .map(|r| format!("{}g {}", r.kind.letter(), format_ms(r.ms)))
                    .collect::<Vec<_>>()
                    .join(", ");
                html! {
                    <span class="verdict good"><span aria-hidden="true">{"✓ "}</span>
                        {format!("Closed form confirmed to genus {} in {} ({parts}; in a background worker).",
                            with_separators(u128::from(*n)), format_ms(*ms))}
                    </span>
                }
            }
        }
        Verify::Cancelled { n, at } => {
            let where_ = match at {
                Some((kind, done)) => format!(
                    " while checking {}g at genus {}",
                    kind.letter(),
                    with_separators(u128::from(*done))
                ),
                None => String::new(),
            };
            html! {
                <span class="verdict">
                    {format!("Cancelled{where_}; the run to genus {} was stopped and nothing was confirmed.", with_separators(u128::from(*n)))}
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
    let l = match kind {
        Orientability::Orientable => "o",
        Orientability::Nonorientable => "n",
    };
    let values = use_memo((kind, props.n), |&(kind, n)| closed_series(kind, n));
    let periodicity = use_memo(values.clone(), |v| find_periodicity(v));
    let proof = use_memo(values.clone(), move |v| {
        find_periodicity(v).and_then(|p| certificate(kind, v, &p))
    });
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
                    {format!(" repeating from genus {}, checked to genus {}.", p.preperiod, with_separators(u128::from(p.checked_to)))}
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
        <section class="panel series" data-testid={format!("series-row-{l}")} aria-labelledby={format!("series-{l}-title")}>
            <h3 id={format!("series-{l}-title")}>
                {"G("}{l}<var>{"g"}</var>{format!("), the {name} surfaces ({theorem})")}
            </h3>
            {summary}
            <p class="series-proof small" data-testid={format!("proof-{l}")}>
                {match &*proof {
                    Some(c) => format!("Proved for every genus by {}: {}.", c.theorem, c.statement),
                    None => "Too few values for the theorem's check; show more genera.".to_string(),
                }}
            </p>
            <ol class="groups" aria-label={format!("G-values of {l}0 to {l}{}", props.shown)}>{groups}</ol>
            if more > 0 {
                <p class="muted small">{format!("… and {} more genera, not drawn.", with_separators(u128::from(more)))}</p>
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_take_the_apps_number_syntax() {
        assert_eq!(read_bound("40"), Ok(40));
        assert_eq!(read_bound(" 20,000 "), Ok(20_000));
        assert_eq!(read_bound("10^6"), Ok(1_000_000));
        assert_eq!(read_bound("1e5"), Ok(100_000));
    }

    #[test]
    fn bounds_refuse_junk_and_too_large() {
        assert!(read_bound("").is_err());
        assert!(read_bound("-3").is_err());
        assert!(read_bound("4.5").is_err());
        assert!(read_bound("10^7").unwrap_err().contains("At most"));
        assert!(read_bound("99999999999999999999999")
            .unwrap_err()
            .contains("At most"));
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
    fn a_run_follows_the_workers_reports() {
        let start = Verify::Starting { n: 9 };
        let running = start
            .after(Report::Progress {
                kind: Kind::N,
                done: 3,
                total: 10,
                permille: 600,
            })
            .unwrap();
        assert!(running.running());
        let done = running
            .after(Report::Verified {
                n: 9,
                ms: 5,
                kinds: Vec::new(),
            })
            .unwrap();
        assert_eq!(done.state(), "confirmed");
        assert_eq!(done.after(Report::Ready), None);
        assert_eq!(Verify::Idle.after(Report::Ready), None);
    }
}
