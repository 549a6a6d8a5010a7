//! The surfaces' G-series page, run by the content module: the range shown
//! with its rows ([`super::series`]), and the brute-force check of the
//! closed forms, whose worker is started from here with progress and
//! Cancel. The state lives for the visit, so a check goes on across tab
//! switches; the range and the bound asked for come from the address and
//! go back to it as effects.

use super::pages::{form, notify, EventKind, PageEffect, PageEvent};
use super::series::{rows, MAX_CELLS, MAX_N};
use crate::markup::{class_list, Markup};
use crate::text::{format_ms, parse_number, with_separators, NumberError};
use crate::worker::client::{self, Running};
use crate::worker::protocol::{Job, Kind, KindReport, Report};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;

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

/// A part of the page, each drawn on its own so that a progress report
/// redraws the progress alone and leaves the forms as they are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeriesPart {
    /// The heading and the form choosing the range.
    Top,
    /// Both series' rows and their downloads.
    Rows,
    /// The verification's heading and form.
    VerifyForm,
    /// The running check's progress bar and line.
    Progress,
    /// The verdict of a finished, cancelled or failed check.
    Verdict,
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
    /// A word for tests and styles: idle, running, confirmed, mismatch,
    /// cancelled, failed.
    pub fn state(&self) -> &'static str {
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

    /// What a worker's report makes of a running check.
    pub fn after(&self, report: Report) -> Option<Verify> {
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
            _ => None,
        }
    }

    /// The check stopped where it was, when one is running.
    pub fn cancelled(&self) -> Option<Verify> {
        match *self {
            Verify::Running { n, kind, done, .. } => Some(Verify::Cancelled {
                n,
                at: Some((kind, done)),
            }),
            Verify::Starting { n } => Some(Verify::Cancelled { n, at: None }),
            _ => None,
        }
    }
}

/// Which of the page's two fields a message is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Show,
    Verify,
}

/// The page's state for the visit.
struct Page {
    /// What is typed into the fields and not yet sent, so a form drawn
    /// again (a check starting or ending) keeps it.
    typed_show: Option<String>,
    typed_verify: Option<String>,
    /// A mistake, said beside its field.
    problem: Option<(Field, String)>,
    /// The bound the address named when the page was last drawn: a new
    /// one (a reload, a shared link) runs that check.
    address: Option<u64>,
    status: Verify,
    /// The running check's worker; dropping it stops the worker.
    worker: Option<Running>,
}

thread_local! {
    static PAGE: RefCell<Page> = const { RefCell::new(Page {
        typed_show: None,
        typed_verify: None,
        problem: None,
        address: None,
        status: Verify::Idle,
        worker: None,
    }) };
}

impl Page {
    /// Starts a check to genus `n`, stopping any other.
    fn start(&mut self, n: u64) {
        self.worker = None;
        self.status = Verify::Starting { n };
        let started = client::start(
            Job::Verify { n },
            |report| PAGE.with(|p| p.borrow_mut().report(report)),
            |message| PAGE.with(|p| p.borrow_mut().fail(message)),
        );
        match started {
            Ok(worker) => self.worker = Some(worker),
            Err(message) => self.status = Verify::Failed(message),
        }
    }

    fn report(&mut self, report: Report) {
        if let Some(next) = self.status.after(report) {
            self.status = next;
            notify();
        }
    }

    fn fail(&mut self, message: String) {
        if self.status.running() {
            self.status = Verify::Failed(message);
            notify();
        }
    }

    /// Follows the address's bound: one it did not name before runs.
    fn follow(&mut self, verify: Option<u64>) {
        if verify != self.address {
            self.address = verify;
            if let Some(n) = verify {
                self.start(n);
            }
        }
    }

    fn problem(&self, field: Field) -> Option<&str> {
        match &self.problem {
            Some((f, msg)) if *f == field => Some(msg),
            _ => None,
        }
    }
}

/// What a person did on the page; the effect carries what the address
/// keeps (the range, the bound) and a surface to play.
pub fn event(e: &PageEvent) -> PageEffect {
    let mut effect = PageEffect::default();
    let id = e.id.as_str();
    if e.kind == EventKind::Click && id.starts_with("series-export-") {
        if let Ok(n) = e.value.parse() {
            super::series::download(&id["series-export-".len()..], n);
        }
        effect.redraw = false;
        return effect;
    }
    PAGE.with(|p| {
        let mut p = p.borrow_mut();
        match (e.kind, id) {
            (EventKind::Click, "series-cell") => {
                effect.play = Some(e.value.clone());
                effect.redraw = false;
            }
            // Kept for the next time the form is drawn; nothing to draw now.
            (EventKind::Input, "series-n") => {
                p.typed_show = Some(e.value.clone());
                effect.redraw = false;
            }
            (EventKind::Input, "verify-n") => {
                p.typed_verify = Some(e.value.clone());
                effect.redraw = false;
            }
            (EventKind::Submit, "series-form") => match read_bound(&e.value) {
                Ok(n) => {
                    p.problem = None;
                    p.typed_show = None;
                    effect.series = Some(n);
                }
                Err(msg) => p.problem = Some((Field::Show, msg)),
            },
            (EventKind::Submit, "verify-form") => match read_bound(&e.value) {
                Ok(n) => {
                    p.problem = None;
                    p.typed_verify = None;
                    // The address will name this bound; it is running already.
                    p.address = Some(n);
                    p.start(n);
                    effect.verify = Some(n);
                }
                Err(msg) => p.problem = Some((Field::Verify, msg)),
            },
            (EventKind::Click, "verify-cancel") => match p.status.cancelled() {
                Some(cancelled) => {
                    p.status = cancelled;
                    p.worker = None;
                }
                None => effect.redraw = false,
            },
            _ => effect.redraw = false,
        }
    });
    effect
}

/// One part of the page, for the range `n` and the bound `verify` the
/// address holds.
pub fn page(n: u64, verify: Option<u64>, part: SeriesPart) -> Markup {
    PAGE.with(|p| {
        let mut p = p.borrow_mut();
        p.follow(verify);
        match part {
            SeriesPart::Top => top(&p, n),
            SeriesPart::Rows => form("series-rows", n.to_string(), || rows(n)),
            SeriesPart::VerifyForm => verify_form(&p, verify.unwrap_or(DEFAULT_VERIFY_N)),
            SeriesPart::Progress => progress(&p.status),
            SeriesPart::Verdict => {
                let mut m = Markup::new();
                m.open(
                    "p",
                    &[
                        ("class", "verify-status"),
                        ("data-testid", "verify-status"),
                        ("data-state", p.status.state()),
                    ],
                )
                .markup(&verdict(&p.status))
                .close("p");
                m
            }
        }
    })
}

/// The page's title and lead (fixed text).
const LEDE: &str = "<h2 id=\"view-title\">The G-series</h2><p class=\"view-lede\">The G-value \
    of every surface, by genus, from the paper's closed forms: Theorem 2.3 for the orientable \
    surfaces o<var>g</var>, Theorem 2.4 for the nonorientable n<var>g</var>. Each series settles \
    into a repeating block; the bracket under each block marks it. Choose a cell to play that \
    surface.</p>";

/// The verification's title and what it does (fixed text).
const VERIFY_LEDE: &str = "<h3 id=\"verify-title\">Verify by brute force</h3><p class=\"muted\">\
    Recompute both series from the moves alone (cuts (a)–(h), a split being worth the nim-sum of \
    its pieces) and compare them with the closed forms. The run goes on in a background worker \
    while you use the rest of the explorer.</p>";

fn flag(on: bool) -> &'static str {
    if on {
        "on"
    } else {
        ""
    }
}

/// The heading and the range's form, with its help or its mistake.
fn top(p: &Page, n: u64) -> Markup {
    let problem = p.problem(Field::Show).map(str::to_string);
    let field = p.typed_show.clone().unwrap_or_else(|| n.to_string());
    form("series-top", format!("{n} {problem:?}"), move || {
        let mut m = Markup::new();
        m.trusted(LEDE)
            .open(
                "form",
                &[
                    ("class", "view-controls"),
                    ("data-testid", "series-form"),
                    ("novalidate?", "on"),
                ],
            )
            .el("label", &[("for", "series-n")], "Show genus 0 to")
            .open(
                "input",
                &[
                    ("id", "series-n"),
                    ("class", "num"),
                    ("type", "text"),
                    ("inputmode", "numeric"),
                    ("data-testid", "series-n"),
                    ("value", &field),
                    ("aria-invalid", if problem.is_some() { "true" } else { "" }),
                    ("aria-describedby", "series-n-help"),
                ],
            )
            .el(
                "button",
                &[
                    ("type", "submit"),
                    ("class", "secondary"),
                    ("data-testid", "series-show"),
                ],
                "Show",
            )
            .open("span", &[("id", "series-n-help"), ("class", "muted small")]);
        let shown = n.min(MAX_CELLS - 1);
        match &problem {
            Some(msg) => {
                m.el(
                    "span",
                    &[("class", "field-error inline"), ("role", "alert")],
                    msg,
                );
            }
            None if n > shown => {
                m.text(&format!(
                    "Periods found from all {} values; the first {} cells are drawn.",
                    with_separators(u128::from(n) + 1),
                    with_separators(u128::from(shown) + 1)
                ));
            }
            None => {
                m.text(&format!(
                    "Up to {}; at most {} cells are drawn.",
                    with_separators(u128::from(MAX_N)),
                    MAX_CELLS
                ));
            }
        }
        m.close("span").close("form");
        m
    })
}

/// The verification's heading and form, with its mistake.
fn verify_form(p: &Page, bound: u64) -> Markup {
    let running = p.status.running();
    let problem = p.problem(Field::Verify).map(str::to_string);
    let field = p.typed_verify.clone().unwrap_or_else(|| bound.to_string());
    let key = format!("{bound} {running} {problem:?}");
    form("series-verify", key, move || {
        let mut m = Markup::new();
        m.trusted(VERIFY_LEDE)
            .open(
                "form",
                &[("class", "view-controls"), ("data-testid", "verify-form")],
            )
            .el("label", &[("for", "verify-n")], "Up to genus")
            .open(
                "input",
                &[
                    ("id", "verify-n"),
                    ("class", "num"),
                    ("type", "text"),
                    ("inputmode", "numeric"),
                    ("data-testid", "verify-n"),
                    ("value", &field),
                    ("aria-invalid", if problem.is_some() { "true" } else { "" }),
                ],
            )
            .el(
                "button",
                &[
                    ("type", "submit"),
                    ("data-testid", "verify-start"),
                    ("disabled?", flag(running)),
                ],
                "Verify",
            )
            .el(
                "button",
                &[
                    ("type", "button"),
                    ("class", "secondary"),
                    ("data-testid", "verify-cancel"),
                    ("disabled?", flag(!running)),
                ],
                "Cancel",
            )
            .close("form");
        if let Some(msg) = &problem {
            m.el("p", &[("class", "field-error"), ("role", "alert")], msg);
        }
        m
    })
}

/// The progress bar and its line; kept in the layout while idle, hidden.
fn progress(verify: &Verify) -> Markup {
    let (permille, text) = match verify {
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
    let running = verify.running();
    let mut m = Markup::new();
    m.open(
        "div",
        &[
            (
                "class",
                &class_list("verify-progress", &[(!running, "idle")]),
            ),
            ("aria-hidden", if running { "" } else { "true" }),
        ],
    )
    .open(
        "progress",
        &[
            ("id", "verify-progress"),
            ("data-testid", "verify-progress"),
            ("max", "1000"),
            ("value", &permille.to_string()),
            ("aria-label", "Verification progress"),
        ],
    )
    .close("progress")
    .el(
        "span",
        &[
            ("class", "small muted"),
            ("data-testid", "verify-progress-text"),
        ],
        &text,
    )
    .close("div");
    m
}

/// The verdict of a finished, cancelled or failed run, as markup.
fn verdict(verify: &Verify) -> Markup {
    let mut m = Markup::new();
    let (class, mark, text) = match verify {
        Verify::Idle | Verify::Starting { .. } | Verify::Running { .. } => return m,
        Verify::Finished { n, ms, reports } => {
            match reports.iter().find_map(|r| r.mismatch.map(|m| (r.kind, m))) {
                Some((kind, m)) => (
                    "verdict bad",
                    "✗ ",
                    format!(
                        "Mismatch at {}{}: the closed form gives {}, the moves give {}.",
                        kind.letter(),
                        m.at,
                        m.expected,
                        m.found
                    ),
                ),
                None => {
                    let parts = reports
                        .iter()
                        .map(|r| format!("{}g {}", r.kind.letter(), format_ms(r.ms)))
                        .collect::<Vec<_>>()
                        .join(", ");
                    (
                        "verdict good",
                        "✓ ",
                        format!(
                            "Closed form confirmed to genus {} in {} ({parts}; in a background worker).",
                            with_separators(u128::from(*n)),
                            format_ms(*ms)
                        ),
                    )
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
            (
                "verdict",
                "",
                format!(
                    "Cancelled{where_}; the run to genus {} was stopped and nothing was confirmed.",
                    with_separators(u128::from(*n))
                ),
            )
        }
        Verify::Failed(msg) => ("verdict bad", "", msg.clone()),
    };
    m.open("span", &[("class", class)]);
    if !mark.is_empty() {
        m.el("span", &[("aria-hidden", "true")], mark);
    }
    m.text(&text).close("span");
    m
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
    fn a_run_follows_its_workers_reports() {
        let s = Verify::Starting { n: 9 };
        assert_eq!(s.state(), "running");
        assert_eq!(s.after(Report::Ready), None);
        let progress = Report::Progress {
            kind: Kind::N,
            done: 3,
            total: 10,
            permille: 600,
        };
        let s = s.after(progress).unwrap();
        assert!(matches!(s, Verify::Running { done: 3, .. }));
        let s = s
            .after(Report::Verified {
                n: 9,
                ms: 5,
                kinds: Vec::new(),
            })
            .unwrap();
        assert_eq!(s.state(), "confirmed");
        // A finished run takes no more reports.
        assert_eq!(s.after(Report::Ready), None);
    }

    #[test]
    fn cancel_stops_a_run_and_says_where_it_was() {
        assert_eq!(
            Verify::Starting { n: 9 }.cancelled(),
            Some(Verify::Cancelled { n: 9, at: None })
        );
        let running = Verify::Running {
            n: 9,
            kind: Kind::O,
            done: 4,
            total: 10,
            permille: 200,
        };
        let cancelled = running.cancelled().unwrap();
        assert_eq!(cancelled.state(), "cancelled");
        assert!(verdict(&cancelled)
            .as_str()
            .contains("Cancelled while checking og at genus 4"));
        assert_eq!(cancelled.cancelled(), None);
    }

    #[test]
    fn a_mismatch_is_named_in_the_verdict() {
        let finished = Verify::Finished {
            n: 9,
            ms: 5,
            reports: vec![KindReport {
                kind: Kind::N,
                ms: 3,
                mismatch: Some(grundy::series::Mismatch {
                    at: 7,
                    expected: grundy::Nimber(2),
                    found: grundy::Nimber(1),
                }),
            }],
        };
        assert_eq!(finished.state(), "mismatch");
        assert!(verdict(&finished).as_str().contains("Mismatch at n7"));
    }

    #[test]
    fn the_forms_keep_what_is_typed_and_say_mistakes() {
        let e = |kind, id: &str, value: &str| {
            event(&PageEvent {
                page: super::super::pages::PageName::Series,
                kind,
                id: id.to_string(),
                value: value.to_string(),
            })
        };
        assert!(!e(EventKind::Input, "series-n", "3x").redraw);
        let sent = e(EventKind::Submit, "series-form", "3x");
        assert_eq!(sent.series, None);
        let drawn = page(40, None, SeriesPart::Top);
        assert!(drawn
            .as_str()
            .contains("value=\"3x\" aria-invalid=\"true\""));
        assert!(drawn.as_str().contains("role=\"alert\""));
        assert_eq!(e(EventKind::Submit, "series-form", "1e2").series, Some(100));
        let drawn = page(100, None, SeriesPart::Top);
        assert!(drawn.as_str().contains("value=\"100\" aria-describedby"));
        let cell = e(EventKind::Click, "series-cell", "n4");
        assert_eq!((cell.play.as_deref(), cell.redraw), (Some("n4"), false));
    }
}
