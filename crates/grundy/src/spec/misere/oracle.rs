//! What decides a misère position no closed rule decides: the
//! [`MisereOracle`] a program attaches, the [`MisereVerdict`] it gives and
//! how it found it, and the reach of one question.

use crate::misere::{Genus, HeapQuotient, Outcome};
use crate::spec::AnyPosition;

/// The most moves of positions not met before that one question may look
/// at, in the genus of a component or in the search of a position.
pub const MISERE_BUDGET: usize = 60_000;

/// The same for a game reached through text
/// ([`AnyGame::Dyn`](crate::spec::AnyGame::Dyn)), each of whose moves is
/// read and written as text (and, on the page, crosses to the games'
/// module and back): a page must answer between two frames.
pub const MISERE_BUDGET_TEXT: usize = 10_000;

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
    /// A search of the whole game tree.
    Search,
}

/// Who wins a misère position, and how that is known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MisereVerdict {
    /// The outcome; `None` past the reach of the search.
    pub outcome: Option<Outcome>,
    /// How it was found; `None` when it was not.
    pub way: Option<MisereWay>,
    /// The genus of each component where it was found within the reach,
    /// in the order of [`Game::components`](crate::game::Game::components);
    /// of the whole position for a coin game, whose heads are not games of
    /// their own in misère play.
    pub genera: Vec<Option<Genus>>,
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

    /// The most moves of new positions one search may look at.
    fn budget(&self) -> usize {
        MISERE_BUDGET
    }
}
