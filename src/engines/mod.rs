//! The games loaded on demand, other than the coin games:
//! Green Hackenbush, graph games, Rims, Moore's Nim_k and sums of
//! different games. Their engines and drawings are compiled into a module
//! of their own (`src/bin/engines.rs`), fetched the first time one of them
//! is played, so the page's first load carries none of them. The play page
//! is the same as for every game; it reaches these games through the
//! core's [`grundy::dynamic`] interface, and draws what this module writes:
//! the whole position as one board, which its cards and its move list do
//! not draw again, and the explanation under it.
//!
//! Each game says how it is shown by implementing [`Shown`]. What it
//! shows (its board, its explanation, its editor) is data, a
//! [`protocol::ModuleView`]: blocks the page draws as its own Yew
//! elements. Every button, and every clickable part of a figure, carries
//! a typed [`protocol::ViewAction`]: a move to play (as
//! [`grundy::Game::format_move`] writes it), a component to choose (a
//! head of a coin row, a part of a graph), a step of a walkthrough, or an
//! editor's next state or new position. The page draws a clickable part of
//! a figure as an SVG element with `role="button"`, `tabindex="0"` and an
//! `aria-label`, so Enter and Space work on it as a click does; a figure
//! holding such parts is a `group`, not an `img`. Only what is
//! display-only (a figure's drawing, a worked-out paragraph) travels as
//! markup, written with maud. Styles live in `static/style.css`.

pub mod blocks;
pub mod digraph;
pub mod hackenbush;
pub mod legacy;
pub mod moore;
pub mod protocol;
pub mod rims;

use grundy::Game;
use serde::{Deserialize, Serialize};

/// A kind of component a person can add with the editor's number field:
/// the component's text is `prefix` followed by the number.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AddKind {
    /// The button's label ("Heap").
    pub label: String,
    /// The text before the number.
    pub prefix: String,
    /// What the number is ("counters").
    pub number: String,
}

/// What the page needs to know of a game, asked once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Info {
    /// One component, as the page names it ("head", "graph").
    pub component: String,
    /// Several of them.
    pub components: String,
    /// One move ("flip", "cut").
    pub one_move: String,
    /// Moves.
    pub moves: String,
    /// What is said when no move is left.
    pub all_done: String,
    /// Components a person can add by number; empty where positions are
    /// made in the editor or typed.
    pub add: Vec<AddKind>,
    /// Positions to start from: label and text. The first is the default.
    pub presets: Vec<(String, String)>,
    /// A lead paragraph above the play area (markup).
    pub intro: String,
    /// How the position is typed, in one line ("a row of H and T, coin 0
    /// leftmost: THHTH").
    pub notation: String,
}

/// How a game on this module is drawn and told.
pub trait Shown: Game {
    /// Facts for the page.
    fn info(&self) -> Info;

    /// The whole position as the documents draw it (a row of coins, a
    /// graph on the ground), with `preview`'s effect marked when given;
    /// `selected` is the component whose moves are listed. What a click
    /// does is each button's [`protocol::ViewAction`].
    fn board(
        &self,
        whole: &Self::Position,
        preview: Option<&Self::Move>,
        selected: Option<usize>,
    ) -> protocol::ModuleView;

    /// [`Shown::board`] where a click inside the selected component chose
    /// one of its own components (`within`): a sum draws that part with it
    /// selected, so its own moves can be made on the board. Other games
    /// have no components inside components.
    fn board_within(
        &self,
        whole: &Self::Position,
        preview: Option<&Self::Move>,
        selected: Option<usize>,
        _within: Option<usize>,
    ) -> protocol::ModuleView {
        self.board(whole, preview, selected)
    }

    /// The explanation under the play area: why the position has its value,
    /// in the documents' terms, with the reduction to Nim. `step` is the
    /// step of a walkthrough shown.
    fn explain(
        &self,
        whole: &Self::Position,
        selected: Option<usize>,
        step: usize,
    ) -> protocol::ModuleView;

    /// An editor for positions drawn rather than typed, in state `state`
    /// (empty at first); `None` for games typed or built by number.
    fn editor(
        &self,
        _whole: &Self::Position,
        _state: &protocol::EditorState,
    ) -> Option<protocol::ModuleView> {
        None
    }

    /// True when the board names each component, with its value and a
    /// button that lists its moves ([`protocol::ViewAction::Select`]): the page then draws
    /// no cards of its own, so no part is shown twice.
    fn parts_on_board(&self) -> bool {
        false
    }
}
