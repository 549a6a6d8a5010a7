//! The state of a page that outlives its component: kept for the visit, so
//! leaving a page and coming back finds it as it was, and a job sent to the
//! G-series worker runs on across a tab switch.
//!
//! A page keeps its state `S` in a [`Store`] (a `thread_local!`), its
//! component reads it with [`use_store`], and every change goes through
//! [`update`] with a typed message (the page's `Msg`, handled by
//! its state's own `update`), after which every component showing the page
//! is drawn again. A worker's report is such a change too: a [`Slot`]
//! holds one job, its progress and its last result, as data; the page
//! draws it ([`Status`] for the progress).

use crate::worker::client::{self, Running};
use crate::worker::protocol::{Job, Report};
use std::cell::RefCell;
use std::thread::LocalKey;
use yew::prelude::*;

/// A page's state for the visit, and the components showing it.
pub struct Store<S: 'static> {
    state: RefCell<S>,
    watchers: RefCell<Vec<(usize, Callback<()>)>>,
    next: RefCell<usize>,
}

impl<S: 'static> Store<S> {
    /// A store holding `state`.
    pub fn new(state: S) -> Store<S> {
        Store {
            state: RefCell::new(state),
            watchers: RefCell::new(Vec::new()),
            next: RefCell::new(0),
        }
    }
}

/// Reads the state of `store`.
pub fn read<S, R>(store: &'static LocalKey<Store<S>>, f: impl FnOnce(&S) -> R) -> R {
    store.with(|s| f(&s.state.borrow()))
}

/// Changes the state of `store` with `f`, then draws every component
/// showing it again; gives back what `f` gave.
pub fn update<S, R>(store: &'static LocalKey<Store<S>>, f: impl FnOnce(&mut S) -> R) -> R {
    let out = store.with(|s| f(&mut s.state.borrow_mut()));
    let watchers: Vec<Callback<()>> =
        store.with(|s| s.watchers.borrow().iter().map(|(_, w)| w.clone()).collect());
    for w in watchers {
        w.emit(());
    }
    out
}

/// Draws the component again whenever the state of `store` changes, for
/// as long as it is shown.
#[hook]
pub fn use_store<S: 'static>(store: &'static LocalKey<Store<S>>) {
    let redraw = use_force_update();
    use_effect_with((), move |_| {
        let id = store.with(|s| {
            let mut next = s.next.borrow_mut();
            *next += 1;
            let id = *next;
            s.watchers
                .borrow_mut()
                .push((id, Callback::from(move |()| redraw.force_update())));
            id
        });
        move || store.with(|s| s.watchers.borrow_mut().retain(|(w, _)| *w != id))
    });
}

/// Where a job is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Run {
    /// Not running.
    #[default]
    Idle,
    /// Running, this many thousandths done.
    Running(u32),
    /// Cancelled by the person.
    Cancelled,
    /// The worker failed.
    Failed,
}

/// One job of a page: what it is for (`K`), where it is, its worker, and
/// the last result (`R`, data read from the worker's report) with what it
/// was for.
pub struct Slot<K, R> {
    /// What the running or last job is for.
    pub key: Option<K>,
    run: Run,
    failure: String,
    handle: Option<Running>,
    result: Option<(K, R)>,
}

impl<K, R> Default for Slot<K, R> {
    fn default() -> Slot<K, R> {
        Slot {
            key: None,
            run: Run::Idle,
            failure: String::new(),
            handle: None,
            result: None,
        }
    }
}

impl<K: Clone + PartialEq, R> Slot<K, R> {
    /// Whether a job is running.
    pub fn running(&self) -> bool {
        matches!(self.run, Run::Running(_))
    }

    /// Where the job is.
    pub fn run(&self) -> Run {
        self.run
    }

    /// Why the worker failed, when it did.
    pub fn failure(&self) -> &str {
        &self.failure
    }

    /// Starts `job` for `key` (stopping any other); every report goes to
    /// `on_report`, a failure of the worker to `on_error`, each of which
    /// finds the slot again in its store ([`Slot::take`], [`Slot::fail`]).
    pub fn start(
        &mut self,
        key: K,
        job: Job,
        on_report: impl Fn(Report) + 'static,
        on_error: impl Fn() + 'static,
    ) {
        self.key = Some(key);
        self.handle = None;
        self.run = Run::Running(0);
        match client::start(job, on_report, move |_| on_error()) {
            Ok(handle) => self.handle = Some(handle),
            Err(message) => {
                self.run = Run::Failed;
                self.failure = message;
            }
        }
    }

    /// The result for `key`, computed on the page at once: any job
    /// running stops, and the result is shown.
    pub fn finish(&mut self, key: K, result: R) {
        self.handle = None;
        self.run = Run::Idle;
        self.key = Some(key.clone());
        self.result = Some((key, result));
    }

    /// Stops the job; the last result stays.
    pub fn cancel(&mut self) {
        self.handle = None;
        if self.running() {
            self.run = Run::Cancelled;
        }
        self.key = self.result.as_ref().map(|(k, _)| k.clone());
    }

    /// A report for this slot: progress, or the result, which `read`
    /// takes from the report.
    pub fn take(&mut self, report: Report, read: impl FnOnce(Report) -> Option<R>) {
        match report {
            Report::LabProgress { permille } | Report::Progress { permille, .. } => {
                self.run = Run::Running(permille)
            }
            other => {
                if let (Some(result), Some(key)) = (read(other), self.key.clone()) {
                    self.result = Some((key, result));
                    self.run = Run::Idle;
                    self.handle = None;
                }
            }
        }
    }

    /// The worker failed.
    pub fn fail(&mut self) {
        self.run = Run::Failed;
        self.handle = None;
        self.failure = "The worker stopped with an error.".to_string();
    }

    /// The last result, when `fits` its key.
    pub fn result(&self, fits: impl Fn(&K) -> bool) -> Option<&R> {
        self.result
            .as_ref()
            .filter(|(k, _)| fits(k))
            .map(|(_, r)| r)
    }
}

/// Properties of [`Status`].
#[derive(Properties, PartialEq)]
pub struct StatusProps {
    /// Where the job is.
    pub run: Run,
    /// Why it failed, when it did.
    #[prop_or_default]
    pub failure: AttrValue,
    /// The test id of the progress line.
    pub testid: AttrValue,
    /// What the progress bar measures, for screen readers.
    pub label: AttrValue,
}

/// A job's progress bar, its cancellation or its failure.
#[component]
pub fn Status(props: &StatusProps) -> Html {
    match props.run {
        Run::Running(p) => html! {
            <p class="small muted" data-testid={props.testid.clone()}>
                <progress max="1000" value={p.to_string()} aria-label={props.label.clone()}></progress>
                {format!(" {}%", p / 10)}
            </p>
        },
        Run::Cancelled => html! {
            <p class="small" data-testid={props.testid.clone()}>{"Cancelled."}</p>
        },
        Run::Failed => html! {
            <p class="field-error" role="alert">{props.failure.clone()}</p>
        },
        Run::Idle => html! {},
    }
}
