//! The calls the page makes to the games' module and the shapes of its
//! answers, carried by serde-wasm-bindgen. Each call names the game by its
//! spec and asks one thing; the answer's type is the one the call says.

use super::{AddKind, Info};
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
    /// [`Info`] and [`Words`], as [`facts`] writes them: `Vec<String>`.
    #[default]
    Info,
    /// The game's name: `String`.
    Name,
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

/// [`Info`] and [`Words`] as they travel: one list of texts in a fixed
/// order (the terms, the intro, the notation, the words, then the presets
/// as label and text, then a marker and the kinds to add as label, prefix
/// and number). A list of texts is what the page reads most cheaply.
pub fn facts(info: &Info, words: &Words) -> Vec<String> {
    let mut out = vec![
        info.component.clone(),
        info.components.clone(),
        info.one_move.clone(),
        info.moves.clone(),
        info.all_done.clone(),
        info.intro.clone(),
        info.notation.clone(),
        words.noun.clone(),
        words.past.clone(),
        words.present.clone(),
    ];
    for (label, text) in &info.presets {
        out.push(label.clone());
        out.push(text.clone());
    }
    out.push(ADD.to_string());
    for a in &info.add {
        out.extend([a.label.clone(), a.prefix.clone(), a.number.clone()]);
    }
    out
}

/// The marker between the presets and the kinds to add in [`facts`]: no
/// preset's label is a control character.
const ADD: &str = "\u{1e}";

/// [`facts`] read back; `None` for a list too short to be one.
pub fn read_facts(list: Vec<String>) -> Option<(Info, Words)> {
    let mut it = list.into_iter();
    let mut next = || it.next();
    let (component, components, one_move, moves, all_done, intro, notation) = (
        next()?,
        next()?,
        next()?,
        next()?,
        next()?,
        next()?,
        next()?,
    );
    let words = Words {
        noun: next()?,
        past: next()?,
        present: next()?,
    };
    let mut presets = Vec::new();
    let mut add = Vec::new();
    let mut adding = false;
    while let Some(a) = next() {
        if a == ADD {
            adding = true;
        } else if adding {
            add.push(AddKind {
                label: a,
                prefix: next()?,
                number: next()?,
            });
        } else {
            presets.push((a, next()?));
        }
    }
    Some((
        Info {
            component,
            components,
            one_move,
            moves,
            all_done,
            add,
            presets,
            intro,
            notation,
        },
        words,
    ))
}

/// A move of a list, as [`MoveRow`] with its move as text: the move, its
/// group's key, its notation, what it leaves, its sentence, the value
/// after it, and whether that is 0. (A tuple, which the page reads with
/// less code than named fields.)
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row(
    pub DynMove,
    pub String,
    pub String,
    pub String,
    pub String,
    pub u64,
    pub bool,
);

/// The parameter of a group too large to list, as [`ParamRange`]: name,
/// first, last, step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Range(pub String, pub u64, pub u64, pub u64);

/// A group of moves, as [`MoveGroup`] with its moves as text: key,
/// heading, how many moves (as many as fit 64 bits), the listed moves,
/// one move per value reached for a group too large to list, and that
/// group's parameter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Group(
    pub String,
    pub String,
    pub u64,
    pub Vec<Row>,
    pub Vec<Row>,
    pub Option<Range>,
);

impl Row {
    /// The wire form of `row`.
    pub fn from_row(row: MoveRow<DynMove>) -> Row {
        Row(
            row.mv,
            row.key,
            row.text,
            row.pieces,
            row.description,
            row.value.0,
            row.winning,
        )
    }

    /// Back to a [`MoveRow`].
    pub fn into_row(self) -> MoveRow<DynMove> {
        MoveRow {
            mv: self.0,
            key: self.1,
            text: self.2,
            pieces: self.3,
            description: self.4,
            value: Nimber(self.5),
            winning: self.6,
        }
    }
}

impl Group {
    /// The wire form of `group`.
    pub fn from_group(group: MoveGroup<DynMove>) -> Group {
        Group(
            group.key,
            group.title,
            u64::try_from(group.count).unwrap_or(u64::MAX),
            group.rows.into_iter().map(Row::from_row).collect(),
            group.reach.into_iter().map(Row::from_row).collect(),
            group
                .range
                .map(|r| Range(r.name.to_string(), r.first, r.last, r.step)),
        )
    }

    /// Back to a [`MoveGroup`]; `name` gives the parameter's name a
    /// lasting place (the page keeps one copy of each).
    pub fn into_group(self, name: impl Fn(&str) -> &'static str) -> MoveGroup<DynMove> {
        MoveGroup {
            key: self.0,
            title: self.1,
            count: u128::from(self.2),
            rows: self.3.into_iter().map(Row::into_row).collect(),
            reach: self.4.into_iter().map(Row::into_row).collect(),
            range: self.5.map(|r| ParamRange {
                name: name(&r.0),
                first: r.1,
                last: r.2,
                step: r.3,
            }),
        }
    }
}
