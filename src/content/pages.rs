//! Pages run by the content module: their state lives here for the visit,
//! their jobs go to the G-series worker from here, whose results (data)
//! are drawn here, and the page only shows their markup and hands over
//! what a person does. So a page's logic and
//! drawing cost the first load nothing.
//!
//! The page registers a function ([`set_notify`]) that draws it again; a
//! worker's report calls it ([`notify`]) once the state has changed.

use crate::markup::Markup;
use crate::worker::client::{self, Running};
use crate::worker::protocol::{Job, Report};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::rc::Rc;

/// What kind of thing a person did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EventKind {
    /// A click (on a button, say).
    Click,
    /// A checkbox or a choice changed.
    Change,
    /// A field was typed in.
    Input,
    /// A form was sent.
    Submit,
}

/// The pages the module runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PageName {
}

/// What a person did, and to which control (its `data-testid`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PageEvent {
    /// On which page.
    pub page: PageName,
    /// The kind.
    pub kind: EventKind,
    /// The control's `data-testid`.
    pub id: String,
    /// A field's text, when it is one.
    pub value: String,
}

/// What the page must do after an event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PageEffect {
    /// Draw the page again.
    pub redraw: bool,
    /// New lab rules, for the address.
    pub rules: Option<u8>,
    /// The G-series range to show, for the address.
    pub series: Option<u64>,
    /// The G-series verification bound asked for, for the address.
    pub verify: Option<u64>,
    /// A surface to play (as `n4`), loaded on the play page.
    pub play: Option<String>,
}

impl Default for PageEffect {
    fn default() -> PageEffect {
        PageEffect {
            redraw: true,
            rules: None,
            series: None,
            verify: None,
            play: None,
        }
    }
}

impl PageEffect {
    /// Nothing to do.
    pub fn none() -> PageEffect {
        PageEffect {
            redraw: false,
            ..PageEffect::default()
        }
    }
}

thread_local! {
    static NOTIFY: RefCell<Option<Rc<dyn Fn()>>> = const { RefCell::new(None) };
}

/// Keeps the page's function that draws it again.
pub fn set_notify(f: impl Fn() + 'static) {
    NOTIFY.with(|n| *n.borrow_mut() = Some(Rc::new(f)));
}

/// Asks the page to draw itself again.
pub fn notify() {
    let f = NOTIFY.with(|n| n.borrow().clone());
    if let Some(f) = f {
        f();
    }
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

/// One job of a page: what it is for, where it is, its worker, and the
/// last result with what it was for.
#[derive(Default)]
pub struct Slot {
    /// What the running or last job is for.
    pub key: Option<(u8, u64)>,
    run: Run,
    failure: String,
    handle: Option<Running>,
    result: Option<((u8, u64), Markup)>,
}

impl Slot {
    /// Whether a job is running.
    pub fn running(&self) -> bool {
        matches!(self.run, Run::Running(_))
    }

    /// Starts `job` (stopping any other); every report goes to
    /// `on_report`, a failure of the worker to `on_error`, each of which
    /// finds the slot again ([`Slot::take`], [`Slot::fail`]).
    pub fn start(
        &mut self,
        job: Job,
        on_report: impl Fn(Report) + 'static,
        on_error: impl Fn() + 'static,
    ) {
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

    /// Stops the job.
    pub fn cancel(&mut self) {
        self.handle = None;
        if self.running() {
            self.run = Run::Cancelled;
        }
        self.key = self.result.as_ref().map(|(k, _)| *k);
    }

    /// A report for this slot: progress, or the result, which `draw`
    /// draws once, as it arrives; then the page is drawn again.
    pub fn take(&mut self, report: Report, draw: impl Fn(&Report) -> Option<Markup>) {
        match report {
            Report::LabProgress { permille } => self.run = Run::Running(permille),
            other => {
                if let (Some(markup), Some(key)) = (draw(&other), self.key) {
                    self.result = Some((key, markup));
                    self.run = Run::Idle;
                }
            }
        }
        notify();
    }

    /// The progress bar, the cancellation or the failure.
    pub fn status(&self, m: &mut Markup, testid: &str, what: &str) {
        match self.run {
            Run::Running(p) => {
                m.open("p", &[("class", "small muted"), ("data-testid", testid)])
                    .open(
                        "progress",
                        &[
                            ("max", "1000"),
                            ("value", &p.to_string()),
                            ("aria-label", what),
                        ],
                    )
                    .close("progress")
                    .text(&format!(" {}%", p / 10))
                    .close("p");
            }
            Run::Cancelled => {
                m.el(
                    "p",
                    &[("class", "small"), ("data-testid", testid)],
                    "Cancelled.",
                );
            }
            Run::Failed => {
                m.el(
                    "p",
                    &[("class", "field-error"), ("role", "alert")],
                    &self.failure,
                );
            }
            Run::Idle => {}
        }
    }

    /// The last result, when `fits` its key.
    pub fn shown(&self, m: &mut Markup, fits: impl Fn((u8, u64)) -> bool) {
        if let Some((key, markup)) = &self.result {
            if fits(*key) {
                m.markup(markup);
            }
        }
    }

    /// The worker failed; the page is drawn again to say so.
    pub fn fail(&mut self) {
        self.run = Run::Failed;
        self.failure = "The worker stopped with an error.".to_string();
        notify();
    }
}

/// Hands an event to its page.
pub fn event(e: &PageEvent) -> PageEffect {
    match e.page {
    }
}

thread_local! {
    /// The last markup of each form, with the state it showed apart from
    /// what was being typed.
    static FORMS: RefCell<Vec<(&'static str, String, Markup)>> = const { RefCell::new(Vec::new()) };
}

/// A form's markup: the same as last time while `key` (the state it
/// shows, without what is being typed) holds, so the page leaves the form,
/// what is typed in it and the focus alone; drawn anew otherwise.
pub fn form(name: &'static str, key: String, draw: impl FnOnce() -> Markup) -> Markup {
    FORMS.with(|forms| {
        let mut forms = forms.borrow_mut();
        if let Some((_, _, m)) = forms.iter().find(|(n, k, _)| *n == name && *k == key) {
            return m.clone();
        }
        let m = draw();
        forms.retain(|(n, _, _)| *n != name);
        forms.push((name, key, m.clone()));
        m
    })
}
