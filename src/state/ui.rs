//! Everything on the page besides the games: which page is shown, the
//! preferences (theme, projector view, embedding), what the other pages
//! hold (the G-series range, the surface being built), and the brute-force
//! verification, whose worker the app starts and stops when `run` changes
//! (the reducer only says what should happen).

use crate::route::{Route, Theme, View};
use crate::worker::protocol::{Kind, KindReport, Report};
use grundy::manifold::builder::Feature;
use std::rc::Rc;
use yew::Reducible;

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

    /// The bound of a run that should be going.
    pub const fn wanted(&self) -> Option<u64> {
        match self {
            Verify::Starting { n } | Verify::Running { n, .. } => Some(*n),
            _ => None,
        }
    }

    /// What a worker's report makes of the run.
    fn after(&self, report: Report) -> Option<Verify> {
        let n = self.wanted()?;
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
}

/// The page's state besides the games.
#[derive(Clone, Debug, PartialEq)]
pub struct Ui {
    /// The page shown.
    pub view: View,
    /// The colour theme.
    pub theme: Theme,
    /// The projector view: large type, thick strokes, high contrast.
    pub classroom: bool,
    /// The compact view for an iframe.
    pub embed: bool,
    /// The G-series page's last genus shown.
    pub series_n: u64,
    /// The rule lab's rule set.
    pub lab_rules: grundy::games::lab::Rules,
    /// The verification bound asked for, as the address keeps it.
    pub verify: Option<u64>,
    /// The verification's status.
    pub status: Rc<Verify>,
    /// Bumped whenever a worker should start or stop.
    pub run: u64,
    /// The builder's features, in order.
    pub build: Vec<Feature>,
    /// How often the content module has arrived or failed to (so the
    /// panels it draws are drawn again).
    pub content: u32,
    /// The closed-by-default panels a reader has opened, one bit per
    /// [`Panel`].
    pub open: u8,
}

/// A panel of the play page that starts closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Panel {
    /// The nim-sum of the position.
    NimSum,
    /// How long the game can last.
    Length,
}

impl Ui {
    /// True when the reader has opened `panel`.
    pub fn is_open(&self, panel: Panel) -> bool {
        self.open & (1 << panel as u8) != 0
    }
}

/// Every change besides play.
#[derive(Clone, Debug, PartialEq)]
pub enum UiAction {
    /// The rule lab's rule set.
    LabRules(grundy::games::lab::Rules),
    /// Show a page.
    Show(View),
    /// Change the theme.
    SetTheme(Theme),
    /// Turn the projector view on or off.
    SetClassroom(bool),
    /// Show the G-series to this genus.
    SeriesTo(u64),
    /// Verify the G-series to this genus (stopping any other run).
    Verify(u64),
    /// Stop the verification.
    Cancel,
    /// A report from the verification's worker, for run `run`.
    Report(u64, Box<Report>),
    /// The worker of run `run` failed.
    Failed(u64, String),
    /// Replace the builder's features.
    Build(Vec<Feature>),
    /// Follow an address.
    Follow(Box<Route>),
    /// The content module arrived, or failed to.
    ContentArrived,
    /// A panel was opened or closed.
    Open(Panel, bool),
}

impl Ui {
    /// The state an address describes. An address that names a
    /// verification (a reload, a shared link) runs it again.
    pub fn from_route(route: &Route) -> Ui {
        let status = match route.verify {
            Some(n) if route.view == View::Series && !route.embed => Verify::Starting { n },
            _ => Verify::Idle,
        };
        Ui {
            view: route.view,
            theme: route.theme,
            classroom: route.classroom,
            embed: route.embed,
            series_n: route.series_n,
            lab_rules: route.lab_rules,
            verify: route.verify,
            run: u64::from(status.running()),
            status: Rc::new(status),
            build: route.build.clone(),
            content: 0,
            open: 0,
        }
    }
}

impl Reducible for Ui {
    type Action = UiAction;

    fn reduce(self: Rc<Self>, action: UiAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            UiAction::Show(view) => next.view = view,
            UiAction::SetTheme(theme) => next.theme = theme,
            UiAction::SetClassroom(on) => next.classroom = on,
            UiAction::SeriesTo(n) => next.series_n = n,
            UiAction::LabRules(r) => next.lab_rules = r,
            UiAction::Verify(n) => {
                next.verify = Some(n);
                next.status = Rc::new(Verify::Starting { n });
                next.run += 1;
            }
            UiAction::Cancel => {
                let cancelled = match *self.status {
                    Verify::Running { n, kind, done, .. } => Verify::Cancelled {
                        n,
                        at: Some((kind, done)),
                    },
                    Verify::Starting { n } => Verify::Cancelled { n, at: None },
                    _ => return self,
                };
                next.status = Rc::new(cancelled);
                next.run += 1;
            }
            UiAction::Report(run, report) => {
                match self.status.after(*report).filter(|_| run == self.run) {
                    Some(status) => next.status = Rc::new(status),
                    None => return self,
                }
            }
            UiAction::Failed(run, message) => {
                if run != self.run || !self.status.running() {
                    return self;
                }
                next.status = Rc::new(Verify::Failed(message));
            }
            UiAction::Build(features) => next.build = features,
            UiAction::ContentArrived => next.content += 1,
            UiAction::Open(panel, open) => {
                let bit = 1 << panel as u8;
                next.open = if open {
                    next.open | bit
                } else {
                    next.open & !bit
                };
            }
            UiAction::Follow(route) => {
                next.view = route.view;
                next.theme = route.theme;
                next.classroom = route.classroom;
                next.embed = route.embed;
                // Page settings the address leaves out (it writes them only
                // for the page shown) stay as they were.
                if route.view == View::Series {
                    next.series_n = route.series_n;
                    next.verify = route.verify.or(next.verify);
                }
                if route.view == View::Lab {
                    next.lab_rules = route.lab_rules;
                }
                if route.view == View::Builder {
                    next.build = route.build.clone();
                }
            }
        }
        if next == *self {
            self
        } else {
            Rc::new(next)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route::parse;

    fn ui(hash: &str) -> Rc<Ui> {
        Rc::new(Ui::from_route(&parse(hash).route))
    }

    #[test]
    fn a_run_follows_its_workers_reports_and_ignores_an_older_runs() {
        let s = ui("#view=series").reduce(UiAction::Verify(9));
        assert_eq!((s.run, s.status.state()), (1, "running"));
        let progress = Report::Progress {
            kind: Kind::N,
            done: 3,
            total: 10,
            permille: 600,
        };
        let stale = s
            .clone()
            .reduce(UiAction::Report(0, Box::new(progress.clone())));
        assert!(Rc::ptr_eq(&s, &stale));
        let s = s.reduce(UiAction::Report(1, Box::new(progress)));
        assert!(matches!(*s.status, Verify::Running { done: 3, .. }));
        let s = s.reduce(UiAction::Report(
            1,
            Box::new(Report::Verified {
                n: 9,
                ms: 5,
                kinds: Vec::new(),
            }),
        ));
        assert_eq!(s.status.state(), "confirmed");
    }

    #[test]
    fn cancel_stops_a_run_and_says_where_it_was() {
        let s = ui("#view=series").reduce(UiAction::Verify(9));
        let s = s.reduce(UiAction::Cancel);
        assert_eq!(*s.status, Verify::Cancelled { n: 9, at: None });
        assert_eq!(s.run, 2);
        let again = s.clone().reduce(UiAction::Cancel);
        assert!(Rc::ptr_eq(&s, &again));
    }

    #[test]
    fn an_address_naming_a_verification_runs_it() {
        let s = ui("#view=series&verify=3000");
        assert_eq!(*s.status, Verify::Starting { n: 3000 });
        assert_eq!(s.run, 1);
        assert_eq!(*ui("#view=play").status, Verify::Idle);
    }

    #[test]
    fn a_tab_switch_keeps_the_pages_state() {
        let s = ui("#view=builder&build=hc").reduce(UiAction::Show(View::Play));
        let s = s.reduce(UiAction::Follow(Box::new(parse("#view=play").route)));
        assert_eq!(s.build.len(), 2);
        let s = s.reduce(UiAction::Show(View::Builder));
        assert_eq!(s.build, vec![Feature::Handle, Feature::CrossCap]);
    }
}
