//! The requests the page makes to the modules of games played on demand
//! ([`super::module`]) and their responses,
//! carried by serde-wasm-bindgen. Each request is one variant carrying
//! exactly its arguments; each response is one variant carrying its data.
//! The page matches the response it expects and treats any other as no
//! answer.

use super::Info;
use grundy::dynamic::{DynError, DynMove};
use grundy::moves::{MoveGroup, MoveRow, ParamRange};
use grundy::Nimber;
use serde::{Deserialize, Serialize};

#[cfg(test)]
mod tests;
mod view;

pub use view::{
    Block, Button, Cell, Field, Figure, Form, GroupTag, Item, ModuleView, Part, Shape, Svg, Table,
    TableRow, Target, ViewAction,
};

/// One question to a module of games played on demand. Every variant
/// names its game by `spec`, the game's checked spec (`turtles`,
/// `moore:2`); positions and components are in the game's notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EngineRequest {
    /// What the page needs to know of the game: [`EngineResponse::Info`].
    Info {
        /// The game.
        spec: String,
    },
    /// `text` read as a position: [`EngineResponse::Position`].
    ParsePosition {
        /// The game.
        spec: String,
        /// What was typed.
        text: String,
    },
    /// The components of `position`: [`EngineResponse::Components`].
    Components {
        /// The game.
        spec: String,
        /// The position.
        position: String,
    },
    /// Every move of `position`: [`EngineResponse::Moves`].
    Moves {
        /// The game.
        spec: String,
        /// The position.
        position: String,
    },
    /// Whether no move is left in `position`: [`EngineResponse::Terminal`].
    IsTerminal {
        /// The game.
        spec: String,
        /// The position.
        position: String,
    },
    /// `mv` played in `position`: [`EngineResponse::Played`].
    Play {
        /// The game.
        spec: String,
        /// The position.
        position: String,
        /// The move.
        mv: DynMove,
    },
    /// `text` read as a move of `position`: [`EngineResponse::Move`].
    ParseMove {
        /// The game.
        spec: String,
        /// The position.
        position: String,
        /// What was typed.
        text: String,
    },
    /// The value of `component`: [`EngineResponse::Value`].
    Value {
        /// The game.
        spec: String,
        /// The component.
        component: String,
    },
    /// `component` in words: [`EngineResponse::Text`].
    DescribeComponent {
        /// The game.
        spec: String,
        /// The component.
        component: String,
    },
    /// `mv` in words: [`EngineResponse::Text`].
    DescribeMove {
        /// The game.
        spec: String,
        /// The position it is made in.
        position: String,
        /// The move.
        mv: DynMove,
    },
    /// A move to a position of value 0, if any: [`EngineResponse::Choice`].
    WinningMove {
        /// The game.
        spec: String,
        /// The position.
        position: String,
    },
    /// The computer's move: [`EngineResponse::Choice`].
    ComputerMove {
        /// The game.
        spec: String,
        /// The position.
        position: String,
    },
    /// The move of group `group` on component `component` with parameter
    /// `a`: [`EngineResponse::Choice`].
    MoveFor {
        /// The game.
        spec: String,
        /// The position.
        position: String,
        /// The component moved on.
        component: usize,
        /// The group's key.
        group: String,
        /// The group's parameter.
        a: u64,
    },
    /// The moves of `component`, listed up to `limit`:
    /// [`EngineResponse::Groups`].
    MoveGroups {
        /// The game.
        spec: String,
        /// The position.
        position: String,
        /// The component.
        component: usize,
        /// Inside the component, the component of its own whose moves
        /// alone are asked for (a head of a row of coins that is a part
        /// of a sum); `None` for all the component's moves.
        within: Option<usize>,
        /// How many moves a group lists at most.
        limit: u64,
    },
    /// The whole position drawn: [`ViewResponse::Board`].
    Board {
        /// The game.
        spec: String,
        /// The position.
        position: String,
        /// A move whose effect is marked.
        preview: Option<DynMove>,
        /// The component whose moves are listed.
        selected: Option<usize>,
        /// Inside the selected component, the component of its own that a
        /// click chose (a head of a row of coins that is a part of a sum).
        within: Option<usize>,
    },
    /// The explanation at walkthrough step `step`:
    /// [`ViewResponse::Explain`].
    Explain {
        /// The game.
        spec: String,
        /// The position.
        position: String,
        /// The component whose moves are listed.
        selected: Option<usize>,
        /// The walkthrough's step.
        step: usize,
    },
    /// The editor in state `state`: [`ViewResponse::Editor`].
    Editor {
        /// The game.
        spec: String,
        /// The position.
        position: String,
        /// The editor's state.
        state: EditorState,
    },
}

impl EngineRequest {
    /// The spec of the game asked about.
    pub fn spec(&self) -> &str {
        use EngineRequest as Q;
        match self {
            Q::Info { spec }
            | Q::ParsePosition { spec, .. }
            | Q::Components { spec, .. }
            | Q::Moves { spec, .. }
            | Q::IsTerminal { spec, .. }
            | Q::Play { spec, .. }
            | Q::ParseMove { spec, .. }
            | Q::Value { spec, .. }
            | Q::DescribeComponent { spec, .. }
            | Q::DescribeMove { spec, .. }
            | Q::WinningMove { spec, .. }
            | Q::ComputerMove { spec, .. }
            | Q::MoveFor { spec, .. }
            | Q::MoveGroups { spec, .. }
            | Q::Board { spec, .. }
            | Q::Explain { spec, .. }
            | Q::Editor { spec, .. } => spec,
        }
    }
}

/// The state of a game's editor, as the page keeps it between clicks.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum EditorState {
    /// Its first state.
    #[default]
    Start,
    /// The state a button of the editor named
    /// ([`ViewAction::State`], in the game's own notation).
    Named(String),
    /// The values of the fields of the editor's form, in order.
    Fields(Vec<String>),
}

impl EditorState {
    /// The state a button named, in the notation of the game's editor;
    /// empty for the first state and for a form's fields, which an editor
    /// reads one by one ([`EditorState::Fields`]).
    pub fn name(&self) -> &str {
        match self {
            EditorState::Named(state) => state,
            EditorState::Start | EditorState::Fields(_) => "",
        }
    }
}

/// An answer of a module of games, one variant per kind of data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EngineResponse {
    /// The game's facts.
    Info(Box<GameInfo>),
    /// A position read, or why not.
    Position(Result<String, DynError>),
    /// A position's components.
    Components(Vec<String>),
    /// Moves.
    Moves(Vec<DynMove>),
    /// Whether no move is left.
    Terminal(bool),
    /// The position after a move, or why the move could not be made.
    Played(Result<String, String>),
    /// A move read, or why not.
    Move(Result<DynMove, DynError>),
    /// A component's value.
    Value(u64),
    /// A text in words.
    Text(String),
    /// A move chosen, if any.
    Choice(Option<DynMove>),
    /// Groups of moves.
    Groups(Vec<Group>),
    /// The module has no game of this spec.
    UnknownGame(String),
    /// The module could not read the request, for this reason.
    Unreadable(String),
}

/// The answer to [`EngineRequest::Board`], [`EngineRequest::Explain`]
/// and [`EngineRequest::Editor`], a type of its own beside
/// [`EngineResponse`] so that only the page's chunk that draws a module's
/// views reads it (`src/games/remote/edit_panel.rs`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ViewResponse {
    /// The whole position as the game draws it.
    Board(ModuleView),
    /// The explanation of the position's value.
    Explain(ModuleView),
    /// The editor, for a game that has one (none for a game without one,
    /// or one the module does not hold).
    Editor(Option<ModuleView>),
    /// The module has no game of this spec, or could not read the
    /// position.
    Unanswered,
}

/// What the page needs to know of a game, asked once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameInfo {
    /// The game's name.
    pub name: String,
    /// Its terms, presets, lead paragraph and notation.
    pub info: Info,
    /// The board names each component and chooses it: no cards are drawn.
    pub parts_on_board: bool,
    /// Its words for moves.
    pub words: Words,
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

/// A move of a list, as [`MoveRow`] travels.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    /// The move.
    pub mv: DynMove,
    /// Its group's key.
    pub key: String,
    /// Its notation.
    pub text: String,
    /// What it leaves.
    pub pieces: String,
    /// Its sentence.
    pub description: String,
    /// The value after it.
    pub value: u64,
    /// Whether that value is 0.
    pub winning: bool,
}

/// The parameter of a group too large to list, as [`ParamRange`] travels.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Range {
    /// What the parameter is called.
    pub name: String,
    /// Smallest value.
    pub first: u64,
    /// Largest value.
    pub last: u64,
    /// Distance between values.
    pub step: u64,
}

/// A group of moves, as [`MoveGroup`] travels.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Group {
    /// A short key, empty for a game with one group.
    pub key: String,
    /// The group's heading.
    pub title: String,
    /// How many moves (as many as fit 64 bits).
    pub count: u64,
    /// The listed moves.
    pub rows: Vec<Row>,
    /// One move per value reached, for a group too large to list.
    pub reach: Vec<Row>,
    /// That group's parameter.
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
                name: r.name.into_owned(),
                first: r.first,
                last: r.last,
                step: r.step,
            }),
        }
    }

    /// Back to a [`MoveGroup`], owning its texts.
    pub fn into_group(self) -> MoveGroup<DynMove> {
        MoveGroup {
            key: self.key,
            title: self.title,
            count: u128::from(self.count),
            rows: self.rows.into_iter().map(Row::into_row).collect(),
            reach: self.reach.into_iter().map(Row::into_row).collect(),
            range: self.range.map(|r| ParamRange {
                name: r.name.into(),
                first: r.first,
                last: r.last,
                step: r.step,
            }),
        }
    }
}
