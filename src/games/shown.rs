//! How a game whose code comes in a chunk of the page ([`super::played`])
//! is shown: its facts, its board, its explanation and its editor, as Yew
//! elements drawn in the chunk. The play page holds the game's position
//! and moves as the core's values held without their types
//! ([`grundy::dynamic`]); the chunk reads them back as the game's own
//! types, and every clickable part of its board sends a [`BoardMsg`]
//! carrying the game's own move.

use figures::theme::Theme;
use grundy::dynamic::{DynMove, DynPosition};
use yew::prelude::*;

/// What a click (or Enter, or Space) on a game's board or editor asks of
/// the page.
#[derive(Clone, Debug, PartialEq)]
pub enum BoardMsg {
    /// Play this move.
    Play(DynMove),
    /// List the moves of this component of the position.
    Select(usize),
    /// List the moves of component `.0` (a part of a sum) with its own
    /// component `.1` chosen inside it (a head of a row of coins).
    SelectWithin(usize, usize),
    /// Start a new game from this position (an editor's).
    Edit(DynPosition),
}

/// What a board, an explanation or an editor is drawn for: the position,
/// what is marked on it, and where its clicks go.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    /// The whole position.
    pub position: DynPosition,
    /// A move whose effect is drawn.
    pub preview: Option<DynMove>,
    /// The component whose moves are listed.
    pub selected: Option<usize>,
    /// Inside the selected component, one of its own components a click
    /// chose (a head of a row of coins that is a part of a sum).
    pub within: Option<usize>,
    /// True while a person may move (not the computer's turn, the game
    /// not over): only then do the board's moves act.
    pub live: bool,
    /// Where the board is drawn inside a sum, if it is: its messages are
    /// then rescoped to the sum by `send`.
    pub part: Option<PartOf>,
    /// Hears every click of the board, the explanation and the editor.
    pub send: Callback<BoardMsg>,
}

/// Where a board is drawn inside a sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PartOf {
    /// The part's index in the sum.
    pub at: usize,
    /// The sum's component the part is, while it has a move left.
    pub component: Option<usize>,
    /// True for the part chosen: a choice on its board chooses inside it.
    pub chosen: bool,
}

impl Scene {
    /// The test id of a part that plays the move written `text` (as the
    /// game writes its moves): `move TEXT`, or in a sum's part `P` (from
    /// 1) `move P:TEXT`, as the sum writes that move.
    pub fn play_hook(&self, text: &str) -> String {
        match self.part {
            Some(p) => format!("move {}:{text}", p.at + 1),
            None => format!("move {text}"),
        }
    }

    /// The test id of a part that chooses the game's own component `own`:
    /// `pick OWN`; in a sum's part, what the choice does there (`pick C`
    /// choosing the part, `within C:OWN` inside the part chosen, none in a
    /// part without a move).
    pub fn pick_hook(&self, own: usize) -> Option<String> {
        match self.part {
            None => Some(format!("pick {own}")),
            Some(PartOf {
                component: Some(c),
                chosen: true,
                ..
            }) => Some(format!("within {c}:{own}")),
            Some(PartOf {
                component: Some(c), ..
            }) => Some(format!("pick {c}")),
            Some(PartOf {
                component: None, ..
            }) => None,
        }
    }
}

/// How a game of a chunk is drawn and told, implemented in its chunk.
pub trait Shown {
    /// The lead paragraph above the play area.
    fn intro(&self) -> Html;

    /// The whole position as the documents draw it (a row of coins, a
    /// graph on the ground), with the scene's preview marked.
    fn board(&self, scene: &Scene) -> Html;

    /// The explanation under the play area: why the position has its
    /// value, in the documents' terms.
    fn explain(&self, scene: &Scene) -> Html;

    /// An editor for positions drawn rather than typed; `None` for games
    /// typed or built by number.
    fn editor(&self, _scene: &Scene) -> Option<Html> {
        None
    }

    /// The whole position as a standalone SVG file in `theme`, drawn by
    /// the figures crate from the typed position, as the board draws it
    /// with nothing chosen; `None` when the scene's position is not the
    /// game's. Implemented in the game's chunk, so the page's first load
    /// carries no game's drawing.
    fn figure(&self, scene: &Scene, theme: Theme) -> Option<String>;

    /// For a game whose board draws each component as a part with its name
    /// and value (a sum), the component chosen (`scene.selected`) alone:
    /// a name for its file and its SVG. `None` for the other games.
    fn part_figure(&self, _scene: &Scene, _theme: Theme) -> Option<PartFigure> {
        None
    }
}

/// A part of a position drawn alone, as a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartFigure {
    /// What the file is named after: the part's number, game and position
    /// (`part-2-turtles-THHTH`), before it is made a file name.
    pub name: String,
    /// The SVG file.
    pub svg: String,
}
