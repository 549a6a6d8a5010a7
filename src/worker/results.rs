//! What the G-series worker finds, as data: the reports' results, which
//! the page draws ([`crate::pages::lab`], [`crate::pages::heap_series`]).
//! Each holds what its drawing shows (the first values, the analyses,
//! counts and tables), never a whole series.

use grundy::games::lab::misere::MisereReport;
use grundy::games::lab::misere_table::Counts;
use grundy::games::lab::{KindPeriod, LabPeriod, Rules};
use grundy::misere::{Halt, HeapQuotient, Outcome, Spent};
use serde::{Deserialize, Serialize};

/// Values of each kind sent with a rule set's series.
pub const LAB_SHOWN: usize = 121;

/// Values sent with a heap game's series.
pub const HEAP_SHOWN: usize = 120;

/// A rule set's series: the first values of each kind, and what the whole
/// computed series show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LabSeries {
    /// The rules.
    pub rules: Rules,
    /// The last weight computed.
    pub to: u64,
    /// How long it took, in milliseconds.
    pub ms: u64,
    /// G(og) for the first genera ([`LAB_SHOWN`] at most).
    pub o: Vec<u64>,
    /// G(ng) for the first genera ([`LAB_SHOWN`] at most).
    pub n: Vec<u64>,
    /// The repetition of each kind over the whole series.
    pub period: LabPeriod,
}

/// Every rule set's repetition, to one weight.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Catalogue {
    /// The last weight computed.
    pub to: u64,
    /// How long it took, in milliseconds.
    pub ms: u64,
    /// Each rule set with its repetition, in the order of
    /// [`Rules::every`].
    pub rows: Vec<(Rules, LabPeriod)>,
}

/// Misère play under a rule set: outcomes by weight, genera, and the tame
/// rule or the observed quotient.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MiserePlay {
    /// The rules.
    pub rules: Rules,
    /// The outcome table's last weight.
    pub table: u64,
    /// The table's time, in milliseconds.
    pub table_ms: u64,
    /// Positions of each weight.
    pub all_by_weight: Vec<u64>,
    /// P-positions of each weight.
    pub lost_by_weight: Vec<u64>,
    /// The lightest P-positions, in notation.
    pub lightest_lost: Vec<String>,
    /// Genera, and the tame rule or the observed quotient.
    pub report: MisereReport,
    /// The genera's time, in milliseconds.
    pub report_ms: u64,
}

/// A heap game's misère quotient, as far as it was computed
/// ([`super::misere::quotient`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuotientFound {
    /// The game's spec in normal play (`octal:0.77`).
    pub game: String,
    /// The last heap it was asked for.
    pub to: u64,
    /// The quotient, or why the game has none.
    pub result: Result<HeapQuotient, String>,
    /// How long it took, in milliseconds.
    pub ms: u64,
}

/// The misère outcome of a position and of each position its moves leave,
/// by search ([`super::misere::search`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchFound {
    /// The game's spec in normal play.
    pub game: String,
    /// The position, as it was sent.
    pub position: String,
    /// Its outcome; `None` when the search did not settle it.
    pub outcome: Option<Outcome>,
    /// Each option (once per canonical form), written as the game writes
    /// it, with its outcome where settled.
    pub options: Vec<(String, Option<Outcome>)>,
    /// How far the search got.
    pub spent: Spent,
    /// Why it stopped before the end, if it did.
    pub halted: Option<Halt>,
    /// How long it took, in milliseconds.
    pub ms: u64,
    /// Why the search could not start, when it could not.
    pub error: Option<String>,
}

/// The surface game's misère outcomes to a weight, as the lost positions
/// ([`grundy::games::lab::MisereTable::lost_codes`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableFound {
    /// The rules.
    pub rules: Rules,
    /// The last weight.
    pub last: u64,
    /// The lost positions, coded: a million and a half bytes at weight
    /// 36, carried as bytes (a `Uint8Array`), not as a list of numbers
    /// read one by one.
    #[serde(with = "serde_bytes")]
    pub lost: Vec<u8>,
    /// Positions and lost positions of each weight.
    pub counts: Counts,
    /// How long it took, in milliseconds.
    pub ms: u64,
}

/// What a heap game's run came to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum HeapResult {
    /// The spec names no game; the parser's reason.
    UnknownGame {
        /// Why the spec was not read.
        error: String,
    },
    /// The game has no G-series to compute; the reason.
    NoSeries {
        /// Why the run was refused.
        error: String,
    },
    /// The series of a game computed heap by heap.
    Series(HeapSeries),
    /// Grundy's game by the sparse method, beside the double loop.
    Grundy {
        /// The series.
        series: HeapSeries,
        /// The sparse method's figures.
        figures: GrundyRun,
    },
    /// The rectangle game's table beside Schrage's theorem.
    Rectangles(RectangleTable),
    /// The box game's table from its breaks beside the rule for three
    /// sides.
    Boxes(BoxTable),
    /// An octal game computed until its period was proved, or stopped
    /// before a proof.
    Proof {
        /// The series, to the heap where the search stopped.
        series: HeapSeries,
        /// Why it stopped before a proof, in words; none when proved.
        stopped: Option<String>,
    },
}

/// A heap game's series: its first values and its repetition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeapSeries {
    /// The game's name.
    pub name: String,
    /// G(0), G(1), … ([`HEAP_SHOWN`] at most).
    pub values: Vec<u64>,
    /// How long it took, in milliseconds.
    pub ms: u64,
    /// The repetition over the whole series, counted in heaps.
    pub period: KindPeriod,
}

/// The double loop's run beside the sparse method.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct NaiveRun {
    /// The last heap it computed.
    pub last: u64,
    /// Its time, in milliseconds.
    pub ms: f64,
    /// Whether its values equal the sparse method's.
    pub agree: bool,
}

/// A heap whose value is rare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RareValue {
    /// The heap.
    pub heap: u32,
    /// Its value.
    pub value: u16,
}

/// What Grundy's game's run found, beside the double loop.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GrundyRun {
    /// The sparse method's time, in milliseconds.
    pub sparse_ms: f64,
    /// The double loop's run, when there was one.
    pub naive: Option<NaiveRun>,
    /// Every heap with a rare value, in order.
    pub rare: Vec<RareValue>,
    /// The largest value.
    pub max_value: u16,
    /// The first heap with the largest value.
    pub max_at: u64,
}

/// The rectangle game's values from the breaks, and Schrage's rule's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RectangleTable {
    /// `moves[m-1][n-1]` is G(m × n) from the breaks.
    pub moves: Vec<Vec<u64>>,
    /// The same cells by Schrage's theorem.
    pub rule: Vec<Vec<u64>>,
    /// How long it took, in milliseconds.
    pub ms: u64,
    /// The least difference of the two pieces in the broken side (1 is
    /// Schrage's own game, whose table is printed).
    pub d: u64,
}

/// The box game's values from its breaks, beside the rule for three sides,
/// and the same check for boxes of more sides.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoxTable {
    /// `moves[l-1][m-1][n-1]` is G(l × m × n) from the breaks.
    pub moves: Vec<Vec<Vec<u64>>>,
    /// The same cells by the rule, from the line game's values.
    pub rule: Vec<Vec<Vec<u64>>>,
    /// How long it took, in milliseconds.
    pub ms: u64,
    /// The least difference of the two pieces in the broken side.
    pub d: u64,
    /// Boxes of four and five sides, each from its breaks against the rule
    /// folded over its sides.
    pub more: Vec<SidesCheck>,
}

/// Every box of `sides` sides to `size` on each, from its breaks against
/// the rule folded over its sides.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SidesCheck {
    /// The number of sides.
    pub sides: usize,
    /// The longest side checked.
    pub size: usize,
    /// How many boxes disagree with the rule.
    pub differ: u64,
    /// The first that disagrees, as its sides (`2x3x4x5`).
    pub first: Option<String>,
}
