//! The calls the page makes to the games' module and the shapes of its
//! answers, carried by serde-wasm-bindgen. Each call names the game by its
//! spec and asks one thing; the answer's type is the one the call says.

use grundy::dynamic::DynMove;
use grundy::moves::{MoveGroup, MoveRow, ParamRange};
use grundy::Nimber;
use serde::{Deserialize, Serialize};

/// One question to the games' module about the game `spec`: what is
/// asked, and the arguments the question reads (the others stay empty).
/// One flat shape for every question keeps the page's side of it small.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Call {
    /// The game's checked spec (`turtles`, `moore:2`).
    pub spec: String,
    /// The question.
    pub ask: Ask,
    /// The position (or component) asked about, as text.
    pub position: String,
    /// A text to read (a position or a move), a group's key, or the
    /// editor's state.
    pub text: String,
    /// A move: the one to play or describe, or the one previewed.
    pub mv: Option<DynMove>,
    /// A component (the one whose moves or picture are asked for, or the
    /// selected one).
    pub index: Option<usize>,
    /// A number: a group's parameter, a listing limit, a walkthrough's
    /// step, the nim-multiplication table's size.
    pub number: u64,
    /// A second number: the nim-multiplication table's chosen pair is
    /// `(number2 / 2^32, number2 % 2^32)` when `flag` is set.
    pub number2: u64,
    /// A yes or no: a large picture; a chosen pair.
    pub flag: bool,
}

/// The questions, each with the arguments of [`Call`] it reads and what
/// it answers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ask {
    /// [`crate::engines::Info`].
    #[default]
    Info,
    /// The game's name: `String`.
    Name,
    /// The words for moves: [`Words`].
    Words,
    /// `text` read as a position: `Result<String, DynError>`.
    ParsePosition,
    /// `Vec<String>`.
    Components,
    /// `Vec<DynMove>`.
    Moves,
    /// `bool`.
    IsTerminal,
    /// `mv` played: `Result<String, String>`.
    Play,
    /// `text` read as a move: `Result<DynMove, DynError>`.
    ParseMove,
    /// The value of the component `position`: `u64`.
    Value,
    /// `String`.
    DescribeComponent,
    /// `mv` in words: `String`.
    DescribeMove,
    /// `Option<DynMove>`.
    WinningMove,
    /// `Option<DynMove>`.
    ComputerMove,
    /// The move of group `text` on component `index` with parameter
    /// `number`: `Option<DynMove>`.
    MoveFor,
    /// The moves of component `index`, listed up to `number`: `Vec<Group>`.
    MoveGroups,
    /// Markup of the whole position, `mv` previewed, `index` selected.
    Board,
    /// Markup of component `index`, `mv` previewed, `flag` for large.
    Picture,
    /// Markup of the explanation at step `number`, `index` selected.
    Explain,
    /// The editor in state `text`: `Option<String>` (markup).
    Editor,
    /// Markup: the nim-multiplication table of size `number`, with the
    /// pair in `number2` worked out when `flag` is set (any spec will do).
    NimMul,
}

impl Call {
    /// A call asking `ask` about `spec`, with no arguments yet.
    pub fn new(spec: &str, ask: Ask) -> Call {
        Call {
            spec: spec.to_string(),
            ask,
            ..Call::default()
        }
    }

    /// With the position.
    pub fn at(mut self, position: &str) -> Call {
        self.position = position.to_string();
        self
    }

    /// With a text.
    pub fn text(mut self, text: &str) -> Call {
        self.text = text.to_string();
        self
    }

    /// With a move.
    pub fn mv(mut self, mv: Option<DynMove>) -> Call {
        self.mv = mv;
        self
    }

    /// With a component.
    pub fn index(mut self, index: Option<usize>) -> Call {
        self.index = index;
        self
    }

    /// With a number.
    pub fn number(mut self, number: u64) -> Call {
        self.number = number;
        self
    }

    /// With a yes or no.
    pub fn flag(mut self, flag: bool) -> Call {
        self.flag = flag;
        self
    }
}

/// A game's words for its moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Words {
    /// "flip".
    pub noun: String,
    /// "flipped".
    pub past: String,
    /// "flip".
    pub present: String,
}

/// A move of a list, as [`MoveRow`] with its move as text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    /// The move.
    pub mv: DynMove,
    /// Its group's key.
    pub key: String,
    /// In notation.
    pub text: String,
    /// What it leaves.
    pub pieces: String,
    /// In a sentence.
    pub description: String,
    /// The value after it.
    pub value: u64,
    /// True when it leaves 0.
    pub winning: bool,
}

/// The parameter of a group too large to list, as [`ParamRange`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Range {
    /// Its name.
    pub name: String,
    /// Smallest value.
    pub first: u64,
    /// Largest value.
    pub last: u64,
    /// Step.
    pub step: u64,
}

/// A group of moves, as [`MoveGroup`] with its moves as text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Group {
    /// Key.
    pub key: String,
    /// Heading.
    pub title: String,
    /// How many moves (as many as fit 64 bits).
    pub count: u64,
    /// Listed moves.
    pub rows: Vec<Row>,
    /// One move per value reached, for a group too large to list.
    pub reach: Vec<Row>,
    /// The parameter of such a group.
    pub range: Option<Range>,
}

impl Row {
    /// The wire form of `row`.
    pub fn from_row(row: MoveRow<DynMove>) -> Row {
        Row {
            mv: row.mv,
            key: row.key,
            text: row.text,
            pieces: row.pieces,
            description: row.description,
            value: row.value.0,
            winning: row.winning,
        }
    }

    /// Back to a [`MoveRow`].
    pub fn into_row(self) -> MoveRow<DynMove> {
        MoveRow {
            mv: self.mv,
            key: self.key,
            text: self.text,
            pieces: self.pieces,
            description: self.description,
            value: Nimber(self.value),
            winning: self.winning,
        }
    }
}

impl Group {
    /// The wire form of `group`.
    pub fn from_group(group: MoveGroup<DynMove>) -> Group {
        Group {
            key: group.key,
            title: group.title,
            count: u64::try_from(group.count).unwrap_or(u64::MAX),
            rows: group.rows.into_iter().map(Row::from_row).collect(),
            reach: group.reach.into_iter().map(Row::from_row).collect(),
            range: group.range.map(|r| Range {
                name: r.name.to_string(),
                first: r.first,
                last: r.last,
                step: r.step,
            }),
        }
    }

    /// Back to a [`MoveGroup`]; `name` gives the parameter's name a
    /// lasting place (the page keeps one copy of each).
    pub fn into_group(self, name: impl Fn(&str) -> &'static str) -> MoveGroup<DynMove> {
        MoveGroup {
            key: self.key,
            title: self.title,
            count: u128::from(self.count),
            rows: self.rows.into_iter().map(Row::into_row).collect(),
            reach: self.reach.into_iter().map(Row::into_row).collect(),
            range: self.range.map(|r| ParamRange {
                name: name(&r.name),
                first: r.first,
                last: r.last,
                step: r.step,
            }),
        }
    }
}
