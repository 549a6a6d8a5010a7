//! The quotient, Conway's tame rule and the search, which decide the
//! misère positions no closed rule decides ([`super::MisereOracle`]),
//! each question within a [`Budget`] of memory and time.
//!
//! For a heap game the fastest route is not known in advance: the
//! quotient answers any position of the heaps it covers at once but may
//! take long to reach them, and the search may settle a position long
//! before the quotient gets there. So where the quotient may be computed
//! here (a program of its own) the two take turns, in slices that double
//! (a quarter of a second first): the quotient grown towards the
//! position's largest heap, then the search, aided by what the quotient
//! covers so far; each keeps what it found, and the first to answer
//! answers. A program with threads computes the quotient on one of its
//! own instead ([`MisereSearch::with_quotient_elsewhere`]), and the search
//! takes each quotient as it arrives. On a page the quotient comes from
//! the worker and the search takes what fits between two frames.

use super::oracle::{MisereOracle, MisereVerdict, MisereWay};
use super::quotient;
use crate::game::Game;
use crate::misere::{
    tame_outcome, Budget, Genus, GenusSolver, Halt, HeapQuotient, HeapSearch, Meter, MisereSolver,
    Outcome, QuotientRun, Spent,
};
use crate::spec::{AnyGame, AnyPosition};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

/// Milliseconds from any fixed start: `performance.now` on a page,
/// `Instant` in a program ([`crate::misere::budget::native_clock`]).
pub type SharedClock = Rc<dyn Fn() -> f64>;

/// The first slice of time the quotient and the search take in turn.
const FIRST_SLICE_MS: f64 = 250.0;

/// Where the quotient is computed elsewhere, how long the search goes
/// between two looks at what has arrived.
const ELSEWHERE_SLICE_MS: f64 = 100.0;

/// On a page's main thread, the largest heap the search opens: opening a
/// position lists each heap's moves (a heap of 100,000 has 100,000), which
/// for larger heaps takes more than a frame; such positions are the
/// worker's.
const PAGE_HEAP: u64 = 4096;

/// The quotients computed elsewhere (another thread of the program), as
/// they arrive: each call gives what has come since the last, if any.
pub type Inbox = Box<dyn FnMut() -> Option<HeapQuotient>>;

/// Starts the quotient's computation elsewhere, the first time a question
/// needs it, and gives what it sends.
pub type StartQuotient = Box<dyn FnOnce() -> Inbox>;

/// A page's main thread searches at most [`Budget::FRAME`]'s time in any
/// window of this many milliseconds, over all its questions (a move list
/// asks about every move).
const FRAME_WINDOW_MS: f64 = 200.0;

/// How the questions are answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MisereReach {
    /// A program of its own (the command line): the quotient is computed
    /// here, and each question may use the budget.
    Native(Budget),
    /// A page's main thread: only the quotient handed over
    /// ([`MisereOracle::install`]) and what fits between two frames; the
    /// worker does the rest.
    Page,
}

impl MisereReach {
    /// Moves per part the genus may look at before the tame rule is left
    /// to the search (a choice of route, not a limit: the search decides
    /// what the genus does not).
    fn genus(self, text: bool) -> usize {
        match (self, text) {
            (MisereReach::Native(_), _) => 60_000,
            (MisereReach::Page, false) => 4_000,
            (MisereReach::Page, true) => 1_000,
        }
    }

    fn budget(self) -> Budget {
        match self {
            MisereReach::Native(b) => b,
            MisereReach::Page => Budget::FRAME,
        }
    }
}

/// The quotient, the tame rule and the search, with what they have found.
pub struct MisereSearch {
    inner: AnyGame,
    reach: MisereReach,
    clock: SharedClock,
    /// True when the components are games played side by side, so that
    /// Conway's rule for tame sums applies to them (not for coin games:
    /// [`crate::spec::COIN_GAMES`]).
    by_parts: bool,
    /// A page's main thread: the window's start and the time searched in it.
    window: Cell<(f64, f64)>,
    memo: RefCell<Memo>,
}

struct Memo {
    /// The quotient of a heap game computed here, as far as questions
    /// have taken it.
    run: Option<QuotientRun>,
    /// The best quotient handed over or computed.
    quotient: Option<HeapQuotient>,
    /// A quotient computed elsewhere: how to start it, then what it sends.
    start: Option<StartQuotient>,
    inbox: Option<Inbox>,
    heaps: Option<HeapSearch>,
    search: MisereSolver<AnyGame>,
    genus: GenusSolver<AnyGame>,
    /// Every verdict given, by canonical position: a page asks again at
    /// each redraw, and a search that ran out is not run twice.
    verdicts: HashMap<AnyPosition, MisereVerdict>,
}

impl MisereSearch {
    /// The quotient, the tame rule and the search for `inner` in misère
    /// play, knowing nothing yet, answering as `reach` says with time
    /// read from `clock`.
    pub fn new(inner: AnyGame, reach: MisereReach, clock: SharedClock) -> MisereSearch {
        let spec = inner.spec();
        let name = spec.split(':').next().unwrap_or_default();
        let heap_game = quotient::quotient_game(&inner);
        MisereSearch {
            reach,
            clock,
            by_parts: !crate::catalogue::entry(name).is_some_and(|e| e.row_of_coins),
            window: Cell::new((f64::NEG_INFINITY, 0.0)),
            memo: RefCell::new(Memo {
                run: match reach {
                    MisereReach::Native(_) => quotient::quotient_run(&inner),
                    MisereReach::Page => None,
                },
                quotient: None,
                start: None,
                inbox: None,
                heaps: heap_game
                    .then(|| HeapSearch::new(quotient::leaves(&inner), quotient::has_move(&inner))),
                search: MisereSolver::new(inner.clone()),
                genus: GenusSolver::new(inner.clone()),
                verdicts: HashMap::new(),
            }),
            inner,
        }
    }

    /// The same, its heap game's quotient computed elsewhere (on another
    /// thread of a program): `start` begins it the first time a question
    /// needs it, and the search takes what it sends between slices of
    /// a tenth of a second, with half the budget's memory (the other
    /// half is the quotient's).
    pub fn with_quotient_elsewhere(self, start: StartQuotient) -> MisereSearch {
        {
            let mut memo = self.memo.borrow_mut();
            if memo.run.take().is_some() {
                memo.start = Some(start);
            }
        }
        self
    }

    /// The time a question may search now: the budget's, or on a page
    /// what is left of the frame's share in this window.
    fn allowance(&self) -> u64 {
        let budget = self.reach.budget();
        if self.reach != MisereReach::Page {
            return budget.millis;
        }
        let now = (self.clock)();
        let (start, spent) = self.window.get();
        if now - start > FRAME_WINDOW_MS {
            self.window.set((now, 0.0));
            return budget.millis;
        }
        (budget.millis as f64 - spent).max(0.0) as u64
    }

    /// Counts time searched on a page's main thread against its window.
    fn spend(&self, millis: u64) {
        let (start, spent) = self.window.get();
        self.window.set((start, spent + millis as f64));
    }

    /// A heap game's position: the quotient where it covers, else the
    /// quotient and the search in turn within `millis`.
    fn heaps_verdict(&self, memo: &mut Memo, heaps: &[u64], millis: u64) -> MisereVerdict {
        memo.receive();
        if let Some(v) = memo.by_quotient(heaps) {
            return v;
        }
        let budget = Budget {
            millis,
            ..self.reach.budget()
        };
        let now = || (self.clock)();
        let started = now();
        let largest = heaps.iter().copied().max().unwrap_or(0);
        if self.reach == MisereReach::Page && largest > PAGE_HEAP {
            // Not asked here: the worker searches it.
            return unasked(Vec::new());
        }
        let mut slice = FIRST_SLICE_MS;
        let mut halted: Option<Halt> = None;
        loop {
            let left = budget.millis as f64 - (now() - started);
            if left <= 0.0 {
                break;
            }
            if memo.inbox.is_some() {
                memo.receive();
                if let Some(v) = memo.by_quotient(heaps) {
                    return v;
                }
            }
            // The quotient's turn, where it is computed here.
            if let Some(run) = memo.run.as_mut().filter(|r| r.may_grow()) {
                let turn = Budget {
                    millis: slice.min(left) as u64,
                    ..budget
                };
                let mut listen = |_: &Spent| true;
                let mut meter = Meter::new(turn, &now, &mut listen);
                run.run_within(largest, &mut meter, |_| {});
                let q = run.quotient().clone();
                memo.offer(q);
                if let Some(v) = memo.by_quotient(heaps) {
                    return v;
                }
            }
            // The search's turn, aided by the quotient so far.
            let search = memo.heaps.as_mut().expect("a heap game has its search");
            if let Some(q) = &memo.quotient {
                search.use_quotient(q.clone());
            }
            let elsewhere = memo.inbox.is_some();
            let computing = elsewhere || memo.run.as_ref().is_some_and(QuotientRun::may_grow);
            let left = budget.millis as f64 - (now() - started);
            let turn = Budget {
                millis: if elsewhere {
                    ELSEWHERE_SLICE_MS.min(left)
                } else if computing {
                    slice.min(left)
                } else {
                    left
                }
                .max(0.0) as u64,
                bytes: if elsewhere {
                    budget.bytes / 2
                } else {
                    budget.bytes
                },
            };
            let mut listen = |_: &Spent| true;
            let mut meter = Meter::new(turn, &now, &mut listen);
            match search.outcome(heaps, &mut meter) {
                Ok(outcome) => {
                    return MisereVerdict {
                        outcome: Some(outcome),
                        way: Some(MisereWay::Search {
                            positions: search.known() as u64,
                            quotient_to: memo.quotient.as_ref().map(HeapQuotient::bound),
                        }),
                        genera: Vec::new(),
                        halted: None,
                    }
                }
                Err(Halt::Memory(s)) => {
                    halted = Some(Halt::Memory(s));
                    break;
                }
                Err(h) => halted = Some(h),
            }
            if !computing {
                break;
            }
            slice *= 2.0;
        }
        let search = memo.heaps.as_ref().expect("a heap game has its search");
        let spent = Spent {
            positions: search.known() as u64,
            bytes: search.bytes(),
            millis: (now() - started) as u64,
        };
        MisereVerdict {
            outcome: None,
            way: None,
            genera: Vec::new(),
            halted: Some(match halted {
                Some(Halt::Memory(_)) => Halt::Memory(spent),
                _ => Halt::Time(spent),
            }),
        }
    }

    /// Any other position: the tame rule where every part's genus is
    /// found, else the search within `millis`.
    fn game_verdict(&self, memo: &mut Memo, position: &AnyPosition, millis: u64) -> MisereVerdict {
        let parts = if self.by_parts {
            self.inner.components(position)
        } else {
            vec![position.clone()]
        };
        let text = matches!(self.inner, AnyGame::Dyn(_));
        let genera: Vec<Option<Genus>> = parts
            .iter()
            .map(|c| memo.genus.genus_within(c, self.reach.genus(text)))
            .collect();
        let known: Option<Vec<Genus>> = genera.iter().cloned().collect();
        if let Some(outcome) = known.as_deref().and_then(tame_outcome) {
            return MisereVerdict {
                outcome: Some(outcome),
                way: Some(MisereWay::Tame(known.unwrap_or_default())),
                genera,
                halted: None,
            };
        }
        if millis == 0 {
            return unasked(genera);
        }
        let budget = Budget {
            millis,
            ..self.reach.budget()
        };
        let now = || (self.clock)();
        let mut listen = |_: &Spent| true;
        let mut meter = Meter::new(budget, &now, &mut listen);
        match memo.search.outcome_within(position, &mut meter) {
            Ok(outcome) => MisereVerdict {
                outcome: Some(outcome),
                way: Some(MisereWay::Search {
                    positions: memo.search.known() as u64,
                    quotient_to: None,
                }),
                genera,
                halted: None,
            },
            Err(halt) => MisereVerdict {
                outcome: None,
                way: None,
                genera,
                halted: Some(halt),
            },
        }
    }

    /// The verdict, found afresh.
    fn search(&self, position: &AnyPosition) -> MisereVerdict {
        let millis = self.allowance();
        let started = (self.clock)();
        let mut memo = self.memo.borrow_mut();
        let verdict = match position.get::<Vec<u64>>() {
            Some(heaps) if memo.heaps.is_some() => self.heaps_verdict(&mut memo, heaps, millis),
            _ => self.game_verdict(&mut memo, position, millis),
        };
        self.spend(((self.clock)() - started).max(0.0) as u64);
        verdict
    }
}

impl MisereOracle for MisereSearch {
    fn quotient(&self) -> Option<HeapQuotient> {
        self.memo.borrow().quotient.clone()
    }

    fn install(&self, quotient: HeapQuotient) {
        let mut memo = self.memo.borrow_mut();
        if memo.offer(quotient) {
            // Every answer is given again, so that one quotient, the one
            // held, speaks for all of them (what searches settled stays
            // in the search, which answers it again at once).
            memo.verdicts.clear();
        }
    }

    fn learn(&self, position: &AnyPosition, outcome: Outcome) {
        let key = self.inner.canonical(position);
        let mut memo = self.memo.borrow_mut();
        if let (Some(heaps), Some(search)) = (position.get::<Vec<u64>>(), memo.heaps.as_mut()) {
            search.learn(heaps, outcome);
        }
        let verdict = MisereVerdict {
            outcome: Some(outcome),
            way: Some(MisereWay::Worker),
            genera: Vec::new(),
            halted: None,
        };
        memo.verdicts.insert(key, verdict);
    }

    fn stopped(&self, position: &AnyPosition, halt: Halt) {
        let key = self.inner.canonical(position);
        let verdict = MisereVerdict {
            outcome: None,
            way: Some(MisereWay::Worker),
            genera: Vec::new(),
            halted: Some(halt),
        };
        self.memo.borrow_mut().verdicts.insert(key, verdict);
    }

    fn budget(&self) -> Budget {
        self.reach.budget()
    }

    /// Remembered per canonical position: a page asks again at each
    /// redraw, and a search that ran out is not run twice (on a page, a
    /// question left for want of the frame's time is asked again later).
    fn verdict(&self, position: &AnyPosition) -> MisereVerdict {
        let key = self.inner.canonical(position);
        if let Some(known) = self.memo.borrow().verdicts.get(&key) {
            return known.clone();
        }
        let verdict = self.search(position);
        let unasked = verdict.halted.is_some_and(|h| h.spent().millis == 0);
        if !(self.reach == MisereReach::Page && unasked) {
            self.memo.borrow_mut().verdicts.insert(key, verdict.clone());
        }
        verdict
    }
}

/// A question not searched here, no time spent on it (with the genera
/// found, if any): a page asks it again later, and it is not remembered
/// ([`MisereOracle::verdict`]).
fn unasked(genera: Vec<Option<Genus>>) -> MisereVerdict {
    MisereVerdict {
        outcome: None,
        way: None,
        genera,
        halted: Some(Halt::Time(Spent::default())),
    }
}

impl Memo {
    /// The verdict from the quotient held, where it covers every heap.
    fn by_quotient(&self, heaps: &[u64]) -> Option<MisereVerdict> {
        let q = self.quotient.as_ref()?;
        let outcome = q.outcome(heaps)?;
        Some(MisereVerdict {
            outcome: Some(outcome),
            way: Some(MisereWay::Quotient {
                order: q.monoid.order(),
                bound: q.bound(),
                proved: q.proved(),
            }),
            genera: Vec::new(),
            halted: None,
        })
    }

    /// Keeps `q` if it covers more than the quotient held; whether it did.
    fn offer(&mut self, q: HeapQuotient) -> bool {
        let better = self
            .quotient
            .as_ref()
            .is_none_or(|held| !held.proved() && (q.proved() || q.bound() > held.bound()));
        if better {
            self.quotient = Some(q);
        }
        better
    }

    /// Takes what the quotient computed elsewhere has sent, starting it
    /// the first time.
    fn receive(&mut self) {
        if let Some(start) = self.start.take() {
            self.inbox = Some(start());
        }
        while let Some(q) = self.inbox.as_mut().and_then(|inbox| inbox()) {
            self.offer(q);
        }
    }
}
