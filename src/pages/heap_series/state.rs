//! A heap game's G-series page's state for the visit: the game, what is
//! typed in the form and not yet sent, a mistake, and the run, whose
//! worker reports go to a [`Slot`] as data. Every change is a [`Msg`].

use crate::pages::store::{self, Slot, Store};
use crate::text::{parse_number, with_separators};
use crate::worker::protocol::{Job, Report};
use crate::worker::results::HeapResult;
use crate::worker::{clock, jobs};
use grundy::games::heap::{run, HeapGame, SeriesBounds};
use grundy::spec::AnyGame;
use grundy::Game;

/// What a run found: the result, and the last heap (or the table's side)
/// it was computed to.
pub type Found = (HeapResult, u64);

/// The default and largest bound of a game, and what the bound is: the
/// last heap, or the table's side (as its family states them).
pub fn bounds(game: &AnyGame) -> (u64, u64, &'static str) {
    let b = heap_game(game).map_or(
        SeriesBounds {
            default: 1_000,
            max: run::MAX_RUN,
            what: "Last heap",
            light_to: 0,
        },
        |h| h.series_bounds(),
    );
    (b.default, b.max, b.what)
}

/// The heap game `game` plays in normal play, if it plays one.
fn heap_game(game: &AnyGame) -> Option<HeapGame> {
    match game {
        AnyGame::Dyn(g) => HeapGame::of(g),
        AnyGame::Misere(_) => None,
    }
}

/// The last heap a search until proved may reach in the browser's worker
/// (two bytes a heap, 32 MiB of values): as far as Compute goes.
pub const PROOF_MAX: u64 = run::MAX_OCTAL_RUN;

/// Whether the page computes the first run of `game`'s series itself
/// (to its default bound), rather than start the worker.
pub fn first_run_here(game: &AnyGame) -> bool {
    jobs::light_heap(game, bounds(game).0)
}

/// Whether `game` can be computed until its period is proved (the octal
/// games, by the theorem of Guy and Smith).
pub fn provable(game: &AnyGame) -> bool {
    matches!(heap_game(game), Some(HeapGame::Octal(_)))
}

/// What a person does on the page.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Opened the page of `game`: a game other than the last one starts
    /// a run to its default bound.
    Open(AnyGame),
    /// Typed in the bound's field.
    Type(String),
    /// Sent the form.
    Compute,
    /// Asked for the values until the period is proved, with the field's
    /// heap as the limit.
    Prove,
    /// Stopped the run.
    Cancel,
}

/// The page's state for the visit.
#[derive(Default)]
pub struct HeapState {
    /// The game's spec (empty before the first visit).
    spec: String,
    /// The game (none before the first visit).
    game: Option<AnyGame>,
    /// The largest bound of the game.
    max: u64,
    /// The bound of the running or last run.
    last: u64,
    /// What is typed into the field and not yet sent.
    typed: Option<String>,
    /// A mistake in what was sent.
    problem: Option<String>,
    /// The run: its worker, progress and result, by its bound.
    pub job: Slot<u64, Found>,
}

thread_local! {
    /// The page's state for the visit.
    pub static STORE: Store<HeapState> = Store::new(HeapState::default());
}

impl HeapState {
    /// Follows `msg`.
    pub fn update(&mut self, msg: Msg) {
        match msg {
            Msg::Open(game) => {
                let spec = game.spec();
                if spec != self.spec {
                    let (default, max, _) = bounds(&game);
                    *self = HeapState {
                        spec,
                        game: Some(game),
                        max,
                        ..HeapState::default()
                    };
                    self.start(default);
                }
            }
            Msg::Type(text) => self.typed = Some(text),
            Msg::Compute => match parse_number(&self.field(), self.max) {
                Ok(last) if last >= 1 => {
                    self.problem = None;
                    self.typed = None;
                    self.start(last);
                }
                _ => {
                    self.problem = Some(format!(
                        "Enter a whole number from 1 to {}.",
                        with_separators(u128::from(self.max))
                    ))
                }
            },
            Msg::Prove => match parse_number(&self.field(), PROOF_MAX) {
                Ok(limit) if limit >= 1 => {
                    self.problem = None;
                    self.typed = None;
                    self.run(
                        limit,
                        Job::HeapProof {
                            game: self.spec.clone(),
                            limit,
                        },
                    );
                }
                _ => {
                    self.problem = Some(format!(
                    "Until proved takes the last heap it may reach, a whole number from 1 to {}.",
                    with_separators(u128::from(PROOF_MAX))
                ))
                }
            },
            Msg::Cancel => self.job.cancel(),
        }
    }

    /// Starts a run to `last`, stopping any other: computed here at once
    /// when it is light, in the worker otherwise.
    fn start(&mut self, last: u64) {
        if let Some(game) = self.game.as_ref().filter(|g| jobs::light_heap(g, last)) {
            self.last = last;
            let result = jobs::heap(game, last, &clock::now, &mut |_| {});
            self.job.finish(last, (result, last));
            return;
        }
        let job = Job::Heap {
            game: self.spec.clone(),
            last,
        };
        self.run(last, job);
    }

    /// Starts `job`, bounded by `last`, stopping any other.
    fn run(&mut self, last: u64, job: Job) {
        self.last = last;
        self.job.start(
            last,
            job,
            |report| {
                store::update(&STORE, |s| {
                    s.job.take(report, |r| match r {
                        Report::Heap { result, last, .. } => Some((result, last)),
                        _ => None,
                    })
                })
            },
            || store::update(&STORE, |s| s.job.fail()),
        );
    }

    /// Whether the state is the page of the game `spec`.
    pub fn is_for(&self, spec: &str) -> bool {
        self.spec == spec
    }

    /// What the field shows: what is typed in it, or the last bound.
    pub fn field(&self) -> String {
        self.typed.clone().unwrap_or_else(|| self.last.to_string())
    }

    /// The mistake in what was sent, if any.
    pub fn problem(&self) -> Option<&str> {
        self.problem.as_deref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_has_its_bounds() {
        let game = |spec: &str| AnyGame::from_spec(spec).unwrap();
        assert_eq!(bounds(&game("rectangles")).2, "Table side");
        assert_eq!(bounds(&game("grundy")).1, 10_000_000);
        assert_eq!(bounds(&game("grundy:d=2")).1, 100_000);
        assert_eq!(bounds(&game("octal:0.77")).0, 1_000);
    }

    #[test]
    fn a_bound_out_of_range_is_said_and_what_is_typed_stays() {
        let mut s = HeapState {
            max: 60,
            last: 20,
            ..HeapState::default()
        };
        assert_eq!(s.field(), "20");
        s.update(Msg::Type("61".into()));
        s.update(Msg::Compute);
        assert_eq!(s.problem(), Some("Enter a whole number from 1 to 60."));
        assert_eq!(s.field(), "61");
        s.update(Msg::Type("0".into()));
        s.update(Msg::Compute);
        assert!(s.problem().is_some());
        s.update(Msg::Type("20000000".into()));
        s.update(Msg::Prove);
        assert_eq!(
            s.problem(),
            Some("Until proved takes the last heap it may reach, a whole number from 1 to 16,777,216.")
        );
    }
}
