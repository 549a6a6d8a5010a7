//! The quotient, Conway's tame rule and the search, which decide the
//! misère positions no closed rule decides ([`super::MisereOracle`]).

use super::oracle::{MisereOracle, MisereVerdict, MisereWay, MISERE_BUDGET, MISERE_BUDGET_TEXT};
use super::quotient;
use crate::game::Game;
use crate::misere::{
    tame_outcome, Genus, GenusSolver, HeapQuotient, MisereSolver, Outcome, QuotientRun,
};
use crate::spec::{AnyGame, AnyPosition};
use std::cell::RefCell;
use std::collections::HashMap;

/// How far questions may take the search and the quotient.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MisereReach {
    /// Moves of positions not met before one search may look at.
    pub moves: usize,
    /// The largest heap the quotient is computed to on demand.
    pub heaps: u64,
    /// The most elements the quotient may have.
    pub order: usize,
}

impl MisereReach {
    /// A page's main thread: answers between two frames; the worker does
    /// the rest.
    pub const PAGE: MisereReach = MisereReach {
        moves: MISERE_BUDGET,
        heaps: 20,
        order: 64,
    };

    /// A page's main thread beside its worker: only what the quotient
    /// handed over ([`MisereOracle::install`]) and the outcomes learned
    /// ([`MisereOracle::learn`]) answer; nothing is searched or computed
    /// here, so the page never waits on a search.
    pub const HANDED: MisereReach = MisereReach {
        moves: 0,
        heaps: 0,
        order: quotient::MAX_ORDER,
    };

    /// A program of its own (the command line), which may take seconds.
    pub const NATIVE: MisereReach = MisereReach {
        moves: 1_000_000,
        heaps: 1000,
        order: quotient::MAX_ORDER,
    };
}

/// The quotient, the tame rule and the search, with what they have found.
pub struct MisereSearch {
    inner: AnyGame,
    reach: MisereReach,
    /// True when the components are games played side by side, so that
    /// Conway's rule for tame sums applies to them (not for coin games:
    /// [`crate::spec::COIN_GAMES`]).
    by_parts: bool,
    memo: RefCell<Memo>,
}

struct Memo {
    /// The quotient of a heap game, computed as far as positions ask
    /// and the reach allows, or handed over whole ([`MisereOracle::install`]).
    quotient: Option<QuotientRun>,
    installed: Option<HeapQuotient>,
    search: MisereSolver<AnyGame>,
    genus: GenusSolver<AnyGame>,
    /// Every verdict given, by canonical position: a page asks again at
    /// each redraw, and a search past the reach is not run twice.
    verdicts: HashMap<AnyPosition, MisereVerdict>,
}

impl MisereSearch {
    /// The quotient, the tame rule and the search for `inner` in misère
    /// play, knowing nothing yet, with a page's reach ([`MisereReach::PAGE`]).
    pub fn new(inner: AnyGame) -> MisereSearch {
        MisereSearch::with_reach(inner, MisereReach::PAGE)
    }

    /// The same with the reach given.
    pub fn with_reach(inner: AnyGame, reach: MisereReach) -> MisereSearch {
        let spec = inner.spec();
        let name = spec.split(':').next().unwrap_or_default();
        let reach = match (&inner, reach == MisereReach::PAGE) {
            (AnyGame::Dyn(_), true) => MisereReach {
                moves: MISERE_BUDGET_TEXT,
                ..reach
            },
            _ => reach,
        };
        MisereSearch {
            reach,
            by_parts: !crate::catalogue::entry(name).is_some_and(|e| e.row_of_coins),
            memo: RefCell::new(Memo {
                quotient: quotient::quotient_run(&inner, reach.order),
                installed: None,
                search: MisereSolver::new(inner.clone()),
                genus: GenusSolver::new(inner.clone()),
                verdicts: HashMap::new(),
            }),
            inner,
        }
    }

    /// The reach's moves.
    fn budget(&self) -> usize {
        self.reach.moves
    }

    /// The outcome from the quotient, computed further first when the
    /// position's largest heap is within the reach.
    fn by_quotient(&self, memo: &mut Memo, heaps: &[u64]) -> Option<MisereVerdict> {
        let way = |q: &HeapQuotient| {
            let outcome = q.outcome(heaps)?;
            Some(MisereVerdict {
                outcome: Some(outcome),
                way: Some(MisereWay::Quotient {
                    order: q.monoid.order(),
                    bound: q.bound(),
                    proved: q.proved(),
                }),
                genera: Vec::new(),
            })
        };
        if let Some(v) = memo.installed.as_ref().and_then(way) {
            return Some(v);
        }
        let run = memo.quotient.as_mut()?;
        let largest = heaps.iter().copied().max().unwrap_or(0);
        if largest <= self.reach.heaps {
            run.run_to(largest, |_| {});
        }
        way(run.quotient())
    }

    /// The verdict, found afresh.
    fn search(&self, position: &AnyPosition) -> MisereVerdict {
        let mut memo = self.memo.borrow_mut();
        if let Some(heaps) = position.get::<Vec<u64>>() {
            if let Some(v) = self.by_quotient(&mut memo, heaps) {
                return v;
            }
        }
        let parts = if self.by_parts {
            self.inner.components(position)
        } else {
            vec![position.clone()]
        };
        let genera: Vec<Option<Genus>> = parts
            .iter()
            .map(|c| memo.genus.genus_within(c, self.budget()))
            .collect();
        let known: Option<Vec<Genus>> = genera.iter().cloned().collect();
        if let Some(outcome) = known.as_deref().and_then(tame_outcome) {
            return MisereVerdict {
                outcome: Some(outcome),
                way: Some(MisereWay::Tame(known.unwrap_or_default())),
                genera,
            };
        }
        let outcome = memo.search.outcome_within(position, self.budget());
        MisereVerdict {
            outcome,
            way: outcome.map(|_| MisereWay::Search),
            genera,
        }
    }
}

impl MisereOracle for MisereSearch {
    fn quotient(&self) -> Option<HeapQuotient> {
        let memo = self.memo.borrow();
        let run = memo.quotient.as_ref().map(|r| r.quotient());
        match (&memo.installed, run) {
            (Some(q), Some(r)) if r.bound() > q.bound() || r.proved() => Some(r.clone()),
            (Some(q), _) => Some(q.clone()),
            (None, r) => r.cloned(),
        }
    }

    fn install(&self, quotient: HeapQuotient) {
        let mut memo = self.memo.borrow_mut();
        let better = memo
            .installed
            .as_ref()
            .is_none_or(|q| quotient.proved() || quotient.bound() > q.bound());
        if better {
            memo.installed = Some(quotient);
            // Answers past the old reach may now be known.
            memo.verdicts.retain(|_, v| v.outcome.is_some());
        }
    }

    fn learn(&self, position: &AnyPosition, outcome: Outcome) {
        let key = self.inner.canonical(position);
        let verdict = MisereVerdict {
            outcome: Some(outcome),
            way: Some(MisereWay::Search),
            genera: Vec::new(),
        };
        self.memo.borrow_mut().verdicts.insert(key, verdict);
    }

    fn budget(&self) -> usize {
        self.reach.moves
    }

    /// Remembered per canonical position: a page asks again at each
    /// redraw, and a search past the reach is not run twice.
    fn verdict(&self, position: &AnyPosition) -> MisereVerdict {
        let key = self.inner.canonical(position);
        if let Some(known) = self.memo.borrow().verdicts.get(&key) {
            return known.clone();
        }
        let verdict = self.search(position);
        self.memo.borrow_mut().verdicts.insert(key, verdict.clone());
        verdict
    }
}
