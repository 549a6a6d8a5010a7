//! The messages of the G-series worker (`src/bin/series_worker.rs`).
//!
//! The page sends one [`Job`] once the worker reports [`Report::Ready`];
//! the worker answers with [`Report::Progress`] about every 100 ms and
//! finally one [`Report::Verified`] (or [`Report::Bench`] for the
//! benchmark); the lab's and heap games' jobs report
//! [`Report::LabProgress`] and then their result as data
//! ([`super::results`]), which the page draws. Only these summaries cross
//! the boundary, never a series and never markup. The page cancels by
//! terminating the worker.

use super::results::{
    Catalogue, HeapResult, LabSeries, MiserePlay, QuotientFound, SearchFound, TableFound,
};
use super::tables::{TableOf, TableText};
use grundy::manifold::Orientability;
use grundy::misere::{HeapQuotient, Spent};
use grundy::series::Mismatch;
use serde::{Deserialize, Serialize};

/// Orientable or not, as the messages name it: `"o"` or `"n"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    /// The orientable surfaces og.
    #[serde(rename = "o")]
    O,
    /// The nonorientable surfaces ng.
    #[serde(rename = "n")]
    N,
}

impl Kind {
    /// Both kinds, in the order they are checked.
    pub const BOTH: [Kind; 2] = [Kind::O, Kind::N];

    /// The core's name for the kind.
    pub const fn orientability(self) -> Orientability {
        match self {
            Kind::O => Orientability::Orientable,
            Kind::N => Orientability::Nonorientable,
        }
    }

    /// `o` or `n`.
    pub const fn letter(self) -> &'static str {
        match self {
            Kind::O => "o",
            Kind::N => "n",
        }
    }
}

/// What the page asks of the worker: `{"Verify": {"n": 20000}}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Job {
    /// Compute both series to genus `n` by brute force and compare them
    /// with the closed forms.
    Verify {
        /// The last genus.
        n: u64,
    },
    /// Time both whole series to genus `n`, best of five (the benchmark).
    Bench {
        /// The last genus.
        n: u64,
    },
    /// Both series of one rule set (its bits) to weight `to`.
    Lab {
        /// The rule set's bits.
        rules: u8,
        /// The last weight.
        to: u64,
    },
    /// Every rule set to weight `to`.
    Catalogue {
        /// The last weight.
        to: u64,
    },
    /// Misère play of one rule set: the outcome of every position to
    /// weight `table`, and the genus of every position to weight `genus`.
    Misere {
        /// The rule set's bits.
        rules: u8,
        /// The outcome table's last weight.
        table: u64,
        /// The last weight given genera.
        genus: u64,
    },
    /// A heap game's G-series to heap `last` (for the rectangle game, the
    /// table to `last × last`).
    Heap {
        /// The game's spec.
        game: String,
        /// The last heap, or the table's side.
        last: u64,
    },
    /// An octal game's values until a theorem proves its period, or to
    /// heap `limit` (`grundy::games::heap::until`).
    HeapProof {
        /// The game's spec.
        game: String,
        /// The last heap it may compute.
        limit: u64,
    },
    /// A heap game's misère quotient, until proved, stopped, or heap `to`
    /// ([`super::misere::quotient`]).
    Quotient {
        /// The game's spec in normal play (`octal:0.77`).
        game: String,
        /// The last heap it may compute.
        to: u64,
    },
    /// The misère outcome of a position and its options, by search
    /// ([`super::misere::search`]).
    MisereSearch {
        /// The game's spec in normal play.
        game: String,
        /// The position, written as the game writes it.
        position: String,
        /// The game's quotient as far as known, which answers the
        /// positions of heaps it covers.
        quotient: Option<HeapQuotient>,
    },
    /// The surface game's misère outcomes under a rule set to a weight,
    /// for the play page ([`super::misere::table_found`]).
    MisereTable {
        /// The rule set's bits.
        rules: u8,
        /// The last weight.
        to: u64,
    },
    /// A computed series as a file: its run again, every value written
    /// ([`super::tables::table_file`]).
    Table {
        /// What the file holds.
        of: TableOf,
        /// `csv`, `latex` or `markdown`.
        format: String,
    },
}

/// One kind's finished check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KindReport {
    /// The kind.
    pub kind: Kind,
    /// How long it took, in milliseconds.
    pub ms: u64,
    /// The first genus where brute force and the closed form differ.
    pub mismatch: Option<Mismatch>,
}

/// What the worker tells the page: `"Ready"`, `{"Progress": {...}}`, ...
/// (serde's default shape for enums, which reads without buffering).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Report {
    /// Listening: the job may be sent.
    Ready,
    /// A run in progress.
    Progress {
        /// The kind being checked.
        kind: Kind,
        /// Genera done of that kind.
        done: u64,
        /// Genera of that kind in all.
        total: u64,
        /// The whole job's progress, in thousandths.
        permille: u32,
    },
    /// The verification's result.
    Verified {
        /// The last genus.
        n: u64,
        /// The whole run, in milliseconds.
        ms: u64,
        /// Each kind's result.
        kinds: Vec<KindReport>,
    },
    /// The benchmark's figures, in milliseconds.
    Bench {
        /// The last genus.
        n: u64,
        /// The orientable series.
        o_ms: f64,
        /// The nonorientable series.
        n_ms: f64,
    },
    /// A lab or catalogue run's share done, in thousandths.
    LabProgress {
        /// Thousandths done.
        permille: u32,
    },
    /// A rule set's series.
    Lab(LabSeries),
    /// Misère play of a rule set.
    Misere(MiserePlay),
    /// A heap game's series.
    Heap {
        /// The game's spec.
        game: String,
        /// The last heap asked for.
        last: u64,
        /// What the run came to.
        result: HeapResult,
    },
    /// The catalogue of every rule set.
    CatalogueDone(Catalogue),
    /// A quotient's computation: the heap just added, and the order and
    /// P-portion with it.
    QuotientProgress {
        /// The heap added.
        heap: u64,
        /// The quotient's order.
        order: u64,
        /// Its P-portion's size.
        p: u64,
    },
    /// A heap game's misère quotient.
    Quotient(QuotientFound),
    /// A search's progress: positions settled, memory held, time spent.
    SearchProgress(Spent),
    /// A position's misère outcome and its options', by search.
    Searched(SearchFound),
    /// The surface game's misère outcomes to a weight.
    MisereTable(TableFound),
    /// A computed series as a file, or why it could not be written.
    Table(Result<TableText, String>),
}
