//! The store behind an octal game's search ([`super::until`]): the values
//! computed heap by heap, two bytes a heap, by the sparse method
//! ([`super::sparse`]) or the definition; what they prove or show
//! ([`Claim`]), and why computing them stopped ([`Stop`]). The store is
//! made from a game's code and reach, so an octal game
//! ([`super::octal::OctalGame`]) can fill its own table with it.

use super::sparse::{Class, HeapValues, Method, SplitRules};
use crate::periodicity::{find_pattern, prove_guy_smith, Certificate, Pattern, Reach};

/// The most heaps a search computes.
pub const MAX_HEAPS: u64 = 1 << 28;

/// What a search knows when it stops.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// Periodic for ever, by the certificate.
    Proved(Certificate),
    /// Periodic as far as computed, under the rule of
    /// [`crate::periodicity::covers`]; no certificate yet.
    Observed(Pattern),
    /// No pattern in the values computed.
    Unknown,
}

/// Why a search stopped before a proof.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The caller's cap (`--to`).
    Cap,
    /// [`MAX_HEAPS`].
    Heaps,
    /// A value above `u16::MAX`, at this heap.
    Value(u64),
    /// Memory for the values could not be had.
    Memory,
}

/// An octal game's values, computed heap by heap into a compact store.
#[derive(Clone, Debug)]
pub struct OctalSearch {
    t: Reach,
    values: HeapValues,
}

/// Where the pass over the splits starts for octal games.
const OCTAL_START: usize = 1;

impl OctalSearch {
    /// A search with no values yet, by the method given, for the octal
    /// game of this code (`0.07`) and this reach (the game's own
    /// [`OctalGame::reach`](super::octal::OctalGame::reach)).
    pub(crate) fn for_code(code: &str, t: Reach, method: Method) -> OctalSearch {
        let digits: Vec<u8> = code
            .chars()
            .filter_map(|c| c.to_digit(8).map(|d| d as u8))
            .collect();
        let rules = SplitRules::octal(&digits);
        OctalSearch {
            t,
            values: HeapValues::new(rules, method, Class::Chosen, OCTAL_START),
        }
    }

    /// `G(0), G(1), ...` as far as computed.
    pub fn values(&self) -> &[u16] {
        self.values.values()
    }

    /// The series itself, with its rare heaps and counters.
    pub fn series(&self) -> &HeapValues {
        &self.values
    }

    /// The reach of the game searched, for the theorem of Guy and Smith.
    pub(crate) fn reach(&self) -> Reach {
        self.t
    }

    /// The largest value so far.
    pub fn largest(&self) -> u16 {
        self.values.largest()
    }

    /// Computes the values to heap `last`, calling `tick` now and then
    /// with the heap reached and the largest value.
    pub fn extend(&mut self, last: u64, mut tick: impl FnMut(u64, u64)) -> Result<(), Stop> {
        let want = usize::try_from(last + 1).map_err(|_| Stop::Memory)?;
        let have = self.values().len();
        if want > have && !self.values.reserve(want - have) {
            return Err(Stop::Memory);
        }
        for heap in have..want {
            self.values.push_next().ok_or(Stop::Value(heap as u64))?;
            if heap > 0 && heap % (1 << 14) == 0 {
                tick(heap as u64, u64::from(self.values.largest()));
            }
        }
        Ok(())
    }

    /// What the values computed so far prove or show (by the analyses of
    /// [`crate::periodicity`]).
    pub fn claim(&self) -> Claim {
        if let Some(c) = prove_guy_smith(self.values(), self.t) {
            return Claim::Proved(c);
        }
        match find_pattern(self.values(), true) {
            Some(p) => Claim::Observed(p),
            None => Claim::Unknown,
        }
    }
}

impl Stop {
    /// Why a search stopped, in words: `heap 300, the cap`.
    pub fn words(&self) -> String {
        match self {
            Stop::Cap => "the last heap asked for".to_string(),
            Stop::Heaps => format!("{MAX_HEAPS} heaps, the most computed"),
            Stop::Value(n) => format!("heap {n}, whose value does not fit in 16 bits"),
            Stop::Memory => "the memory for the values ran out".to_string(),
        }
    }
}
