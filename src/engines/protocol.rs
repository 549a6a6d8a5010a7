//! The calls the page makes to the games' module and the shapes of its
//! answers, carried by serde-wasm-bindgen. Each call names the game by its
//! spec and asks one thing; the answer's type is the one the call says.

use grundy::dynamic::DynMove;
use grundy::moves::{MoveGroup, MoveRow, ParamRange};
use grundy::Nimber;
use serde::{Deserialize, Serialize};

/// One question to the games' module about the game `spec`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Call {
    /// The game's checked spec (`turtles`, `moore:2`).
    pub spec: String,
    /// The question.
    pub op: Op,
}

/// The questions; each says what it answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Op {
    /// [`crate::engines::Info`].
    Info,
    /// The game's name: `String`.
    Name,
    /// The words for moves: [`Words`].
    Words,
    /// `Result<String, DynError>`: the position written back.
    ParsePosition(String),
    /// `Vec<String>`.
    Components(String),
    /// `Vec<DynMove>`.
    Moves(String),
    /// `bool`.
    IsTerminal(String),
    /// `Result<String, String>`.
    Play(String, DynMove),
    /// `Result<DynMove, DynError>`.
    ParseMove(String, String),
    /// The value of a component: `u64`.
    Value(String),
    /// `String`.
    DescribeComponent(String),
    /// `String`.
    DescribeMove(String, DynMove),
    /// `Option<DynMove>`.
    WinningMove(String),
    /// `Option<DynMove>`.
    ComputerMove(String),
    /// `Option<DynMove>`.
    MoveFor {
        /// The whole position.
        position: String,
        /// The component.
        component: usize,
        /// The group's key.
        group: String,
        /// The parameter.
        a: u64,
    },
    /// `Vec<Group>`.
    MoveGroups {
        /// The whole position.
        position: String,
        /// The component.
        component: usize,
        /// The listing limit.
        limit: u64,
    },
    /// Markup: the whole position.
    Board {
        /// The whole position.
        position: String,
        /// The move whose effect is drawn.
        preview: Option<DynMove>,
        /// The component whose moves are listed.
        selected: Option<usize>,
    },
    /// Markup: one component.
    Picture {
        /// The whole position.
        position: String,
        /// The component.
        index: usize,
        /// The move whose effect is drawn.
        preview: Option<DynMove>,
        /// Beside the move list rather than on a card.
        large: bool,
    },
    /// Markup: the explanation.
    Explain {
        /// The whole position.
        position: String,
        /// The selected component.
        selected: Option<usize>,
        /// The walkthrough's step.
        step: usize,
    },
    /// `Option<String>`: the editor's markup.
    Editor {
        /// The whole position.
        position: String,
        /// The editor's state.
        state: String,
    },
    /// Markup: the nim-multiplication table of this size, with the
    /// product of a chosen pair worked out (any game's spec will do).
    NimMul {
        /// Rows and columns.
        size: u64,
        /// The chosen entry.
        chosen: Option<(u64, u64)>,
    },
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
