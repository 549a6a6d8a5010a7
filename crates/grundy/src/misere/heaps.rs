//! The misère quotient of a heap game (Plambeck and Siegel), as far as it
//! is computed: the monoid, each heap's class, and what is known of the
//! heaps beyond ([`super::run`] computes it).

use super::monoid::{Element, Monoid};
use super::period::Periodicity;
use crate::outcome::Outcome;
use std::fmt;
use std::rc::Rc;

/// The moves of a heap game: what each move from a heap of `n` leaves,
/// as heaps (none, one or two, none empty).
pub type Leaves = Rc<dyn Fn(u64) -> Vec<Vec<u64>>>;

/// Whether a heap of `n` has a move, asked without listing its moves:
/// a move from a heap of 100,000 leaves heaps of every size below it, and
/// listing each one's moves to learn whether it has any would take as
/// long as a search.
pub type Movable = Rc<dyn Fn(u64) -> bool>;

/// Why the computation stopped before a proof.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Stop {
    /// A class of the smaller quotient splits once the new heap is there,
    /// which this method does not follow.
    Split,
    /// Learning the quotient from outcomes could not go on.
    Stuck,
    /// The heaps asked for were all done.
    Heaps,
    /// The next heap's step needed more memory or time than its budget
    /// (its order, the states of its check or the positions learning
    /// searched), or it was cancelled.
    Budget(super::budget::Halt),
}

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stop::Split => f.write_str(
                "a class of the smaller quotient splits when the next heap is added, which this \
                 method does not follow",
            ),
            Stop::Stuck => f.write_str(
                "learning the next quotient from outcomes found no position to correct it by",
            ),
            Stop::Heaps => f.write_str("the heaps asked for are done"),
            Stop::Budget(halt) => write!(f, "the next heap's step stopped: {halt}"),
        }
    }
}

/// One heap's step: the quotient's order and P-portion once it is added.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Step {
    /// The heap added.
    pub heap: u64,
    /// The quotient's order with heaps to this one.
    pub order: usize,
    /// How many of its elements are P-positions.
    pub p: usize,
}

/// The quotient of a heap game's positions made of heaps up to a bound,
/// exact for them, with what is known beyond.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HeapQuotient {
    /// The monoid and its P-portion.
    pub monoid: Monoid,
    /// The class of each heap, from heap 0 (the identity) to the bound.
    pub phi: Vec<Element>,
    /// The order and P-portion after each heap.
    pub history: Vec<Step>,
    /// The periodicity of the pretending function: proved, observed, or
    /// none seen.
    pub periodicity: Periodicity,
    /// Why the computation stopped short of a proof, if it did.
    pub stopped: Option<Stop>,
    /// How many states the last full check met.
    pub states: usize,
}

impl HeapQuotient {
    /// The last heap computed: the quotient is exact for every position
    /// whose heaps are at most this.
    pub fn bound(&self) -> u64 {
        self.phi.len() as u64 - 1
    }

    /// Whether the quotient is proved for every position of the game.
    pub fn proved(&self) -> bool {
        matches!(self.periodicity, Periodicity::Proved { .. })
    }

    /// The class of a heap of `h`: computed, or (proved) by the period.
    pub fn heap(&self, h: u64) -> Option<Element> {
        if h <= self.bound() {
            return Some(self.phi[h as usize]);
        }
        match self.periodicity {
            Periodicity::Proved {
                preperiod, period, ..
            } => {
                let back = (h - preperiod) / period * period;
                let k = h - back;
                // Bring it within the computed heaps, a period at a time.
                let k = if k > self.bound() { k - period } else { k };
                Some(self.phi[k as usize])
            }
            _ => None,
        }
    }

    /// The class of a position, where every heap's class is known.
    pub fn class(&self, heaps: &[u64]) -> Option<Element> {
        heaps.iter().try_fold(Element::ONE, |x, &h| {
            self.heap(h).map(|g| self.monoid.mul(x, g))
        })
    }

    /// What is proved, or only known to a heap, in words.
    pub fn status(&self) -> String {
        match &self.periodicity {
            Periodicity::Proved {
                preperiod,
                period,
                checked_to,
                needed,
            } => format!(
                "proved for every heap: every class of position made of heaps up to {checked_to} \
                 was checked ({} states), and the heaps' elements repeat with period {period} \
                 from heap {preperiod} through heap {checked_to}, as far as the periodicity \
                 criterion asks (heap {needed})",
                self.states
            ),
            Periodicity::Observed {
                preperiod,
                period,
                checked_to,
            } => format!(
                "exact for every position made of heaps up to {checked_to} (checked, {} \
                 states); the heaps' elements are observed to repeat with period {period} from \
                 heap {preperiod}, not proved",
                self.states
            ),
            Periodicity::None => format!(
                "exact for every position made of heaps up to {} (checked, {} states); no \
                 repetition of the heaps' elements seen",
                self.bound(),
                self.states
            ),
        }
    }

    /// The misère outcome of a position, where every heap's class is known.
    pub fn outcome(&self, heaps: &[u64]) -> Option<Outcome> {
        self.class(heaps).map(|x| {
            if self.monoid.is_p(x) {
                Outcome::Previous
            } else {
                Outcome::Next
            }
        })
    }
}
