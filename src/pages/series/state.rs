//! The G-series page's state for the visit: what is typed in its two
//! forms and not yet sent, a mistake said beside its field, and the
//! brute-force check of the closed forms, whose worker reports go to a
//! [`Slot`] as data. Every change is a [`Msg`].

use super::limits::MAX_N;
use crate::pages::store::{self, Run, Slot, Store};
use crate::text::{parse_number, with_separators, NumberError};
use crate::worker::protocol::{Job, Kind, KindReport, Report};

/// Which of the page's two fields something is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The range shown.
    Range,
    /// The bound to verify to.
    Bound,
}

/// A finished check, as the worker reported it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    /// How long the run took, in milliseconds.
    pub ms: u64,
    /// Each kind's result.
    pub kinds: Vec<KindReport>,
}

/// Where the running check is: the kind, the genera done of it, and the
/// genera of it in all.
pub type At = (Kind, u64, u64);

/// What a person does on the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    /// Typed in a field.
    Type(Field, String),
    /// Sent a field's form with this text.
    Send(Field, String),
    /// Stopped the running check.
    Cancel,
}

/// What the address must keep after a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keep {
    /// Show the series to this genus.
    Range(u64),
    /// A check to this genus was asked for (and is running).
    Bound(u64),
}

/// The page's state for the visit.
#[derive(Default)]
pub struct SeriesState {
    /// What is typed into the range's field and not yet sent.
    typed_range: Option<String>,
    /// What is typed into the bound's field and not yet sent.
    typed_bound: Option<String>,
    /// A mistake, said beside its field.
    problem: Option<(Field, String)>,
    /// The bound the address named when last followed: a new one runs.
    address: Option<u64>,
    /// The bound of the running or last check.
    asked: u64,
    /// Where the running check was at its last report.
    at: Option<At>,
    /// The check: its worker, progress and result.
    job: Slot<u64, Verified>,
}

thread_local! {
    /// The page's state for the visit.
    pub static STORE: Store<SeriesState> = Store::new(SeriesState::default());
}

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

/// What the check's verdict is now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Not asked for.
    Idle,
    /// Running, at its last report (none yet while the worker starts).
    Running(Option<At>, u32),
    /// Done.
    Finished(Verified),
    /// Stopped by the person, where it was.
    Cancelled(Option<At>),
    /// The worker failed, for this reason.
    Failed(String),
}

impl Verdict {
    /// A word for tests and styles: idle, running, confirmed, mismatch,
    /// cancelled, failed.
    pub fn word(&self) -> &'static str {
        match self {
            Verdict::Idle => "idle",
            Verdict::Running(..) => "running",
            Verdict::Finished(v) if v.kinds.iter().any(|k| k.mismatch.is_some()) => "mismatch",
            Verdict::Finished(_) => "confirmed",
            Verdict::Cancelled(_) => "cancelled",
            Verdict::Failed(_) => "failed",
        }
    }
}

impl SeriesState {
    /// Follows `msg`; gives what the address must keep, if anything.
    pub fn update(&mut self, msg: Msg) -> Option<Keep> {
        match msg {
            Msg::Type(Field::Range, text) => self.typed_range = Some(text),
            Msg::Type(Field::Bound, text) => self.typed_bound = Some(text),
            Msg::Send(field, text) => {
                let n = match read_bound(&text) {
                    Ok(n) => n,
                    Err(msg) => {
                        self.problem = Some((field, msg));
                        return None;
                    }
                };
                self.problem = None;
                return Some(match field {
                    Field::Range => {
                        self.typed_range = None;
                        Keep::Range(n)
                    }
                    Field::Bound => {
                        self.typed_bound = None;
                        // The address will name this bound; it runs already.
                        self.address = Some(n);
                        self.start(n);
                        Keep::Bound(n)
                    }
                });
            }
            Msg::Cancel => self.job.cancel(),
        }
        None
    }

    /// Follows the address's bound: one it did not name before runs.
    pub fn follow(&mut self, bound: Option<u64>) {
        if bound != self.address {
            self.address = bound;
            if let Some(n) = bound {
                self.start(n);
            }
        }
    }

    /// Starts a check to genus `n`, stopping any other.
    fn start(&mut self, n: u64) {
        self.asked = n;
        self.at = None;
        self.job.start(
            n,
            Job::Verify { n },
            |report| store::update(&STORE, |s| s.report(report)),
            || store::update(&STORE, |s| s.job.fail()),
        );
    }

    /// A report of the worker: where the check is, or its result.
    fn report(&mut self, report: Report) {
        if let Report::Progress {
            kind, done, total, ..
        } = report
        {
            self.at = Some((kind, done, total));
        }
        self.job.take(report, |r| match r {
            Report::Verified { ms, kinds, .. } => Some(Verified { ms, kinds }),
            _ => None,
        });
    }

    /// What a field shows: what is typed in it, or `sent`.
    pub fn field(&self, field: Field, sent: u64) -> String {
        let typed = match field {
            Field::Range => &self.typed_range,
            Field::Bound => &self.typed_bound,
        };
        typed.clone().unwrap_or_else(|| sent.to_string())
    }

    /// The mistake said beside `field`, if any.
    pub fn problem(&self, field: Field) -> Option<&str> {
        match &self.problem {
            Some((f, msg)) if *f == field => Some(msg),
            _ => None,
        }
    }

    /// The bound of the running or last check.
    pub fn asked(&self) -> u64 {
        self.asked
    }

    /// Where the check stands.
    pub fn verdict(&self) -> Verdict {
        match self.job.run() {
            Run::Running(permille) => Verdict::Running(self.at, permille),
            Run::Cancelled => Verdict::Cancelled(self.at),
            Run::Failed => Verdict::Failed(self.job.failure().to_string()),
            Run::Idle => match self.job.result(|k| *k == self.asked) {
                Some(v) => Verdict::Finished(v.clone()),
                None => Verdict::Idle,
            },
        }
    }
}

/// Follows the address's bound (see [`SeriesState::follow`]).
pub fn follow(bound: Option<u64>) {
    store::update(&STORE, |s| s.follow(bound));
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
    fn the_range_form_keeps_what_is_typed_and_says_mistakes() {
        let mut s = SeriesState::default();
        s.update(Msg::Type(Field::Range, "3x".into()));
        assert_eq!(s.field(Field::Range, 40), "3x");
        assert_eq!(s.update(Msg::Send(Field::Range, "3x".into())), None);
        assert!(s.problem(Field::Range).is_some());
        assert_eq!(s.problem(Field::Bound), None);
        assert_eq!(
            s.update(Msg::Send(Field::Range, "1e2".into())),
            Some(Keep::Range(100))
        );
        assert_eq!(s.field(Field::Range, 100), "100");
        assert_eq!(s.problem(Field::Range), None);
    }

    #[test]
    fn a_finished_check_with_a_mismatch_says_so() {
        let finished = Verdict::Finished(Verified {
            ms: 5,
            kinds: vec![KindReport {
                kind: Kind::N,
                ms: 3,
                mismatch: Some(grundy::series::Mismatch {
                    at: 7,
                    expected: grundy::Nimber(2),
                    found: grundy::Nimber(1),
                }),
            }],
        });
        assert_eq!(finished.word(), "mismatch");
        assert_eq!(Verdict::Idle.word(), "idle");
        assert_eq!(Verdict::Cancelled(None).word(), "cancelled");
    }
}
