//! What decides a misère position no closed rule decides: the
//! [`MisereOracle`] a program attaches, the [`MisereVerdict`] it gives and
//! how it found it, or how far it got within its budget.

use crate::misere::{Budget, Genus, Halt, HeapQuotient, Outcome};
use crate::spec::AnyPosition;

/// How the outcome of a misère position was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MisereWay {
    /// Bouton's rule for misère Nim.
    Bouton,
    /// The game's misère quotient: its order, the heap it was computed
    /// to, and whether it is proved for every heap.
    Quotient {
        /// The quotient's order.
        order: usize,
        /// The last heap computed.
        bound: u64,
        /// Proved for every heap by the periodicity criterion.
        proved: bool,
    },
    /// Conway's rule for sums of tame components, from each one's genus.
    Tame(Vec<Genus>),
    /// A search of the game tree that remembers: the positions it has
    /// settled, and the last heap of the quotient that answered the
    /// positions of heaps it covers along the way, if one did.
    Search {
        /// Positions settled and kept, over every question so far.
        positions: u64,
        /// The quotient's last heap, where one aided the search.
        quotient_to: Option<u64>,
    },
    /// A search in the page's worker, whose answer (or, with no outcome,
    /// whose stop) was handed over.
    Worker,
}

/// Who wins a misère position, and how that is known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MisereVerdict {
    /// The outcome; `None` past the reach of the search.
    pub outcome: Option<Outcome>,
    /// How it was found; `None` when it was not (or [`MisereWay::Worker`]
    /// when the worker's search stopped before an answer).
    pub way: Option<MisereWay>,
    /// The genus of each component where it was found within the reach,
    /// in the order of [`Game::components`](crate::game::Game::components);
    /// of the whole position for a coin game, whose heads are not games of
    /// their own in misère play.
    pub genera: Vec<Option<Genus>>,
    /// Where no outcome was found: why the search stopped, and how far
    /// it got.
    pub halted: Option<Halt>,
}

/// Who wins a misère position where no closed rule decides it: the tame
/// rule and the search ([`MisereSearch`](crate::spec::MisereSearch)). A
/// program attaches it to a [`MisereGame`](crate::spec::MisereGame)
/// ([`MisereGame::attach`](crate::spec::MisereGame::attach)); the page
/// loads it on first use.
pub trait MisereOracle {
    /// Who wins `position`, and how that is known.
    fn verdict(&self, position: &AnyPosition) -> MisereVerdict;

    /// The game's misère quotient as far as it is known, for a heap game.
    fn quotient(&self) -> Option<HeapQuotient> {
        None
    }

    /// Takes a quotient computed elsewhere (the page's worker), when it
    /// reaches further than the one held.
    fn install(&self, _quotient: HeapQuotient) {}

    /// Takes the outcome of `position` found elsewhere (a search in the
    /// page's worker), as a search's verdict.
    fn learn(&self, _position: &AnyPosition, _outcome: Outcome) {}

    /// Takes word that a search of `position` elsewhere (the page's
    /// worker) stopped before an answer: its memory ran out, or the
    /// reader cancelled it.
    fn stopped(&self, _position: &AnyPosition, _halt: Halt) {}

    /// The memory and time one question may use.
    fn budget(&self) -> Budget;
}
