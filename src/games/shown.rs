//! How every game is shown: its intro, its board or its parts' pictures,
//! its explanation and its editor, as Yew elements drawn by the game's own
//! code ([`super::played`]). The play page holds the game's position and
//! moves as the core's values held without their types
//! ([`grundy::dynamic`]); the game's code reads them back as its own
//! types, and every clickable part of its drawings sends a [`BoardMsg`]
//! carrying the game's own move.

use figures::theme::Theme;
use grundy::dynamic::{DynMove, DynPosition};
use maud::Markup;
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

/// How a picture of one part is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    /// The selected part's picture beside its move list, where a click on
    /// it may move.
    pub large: bool,
    /// For a narrow place (a card, the classroom view).
    pub compact: bool,
}

/// The one face of every game: how it is drawn and told. The surface
/// game's is in the page's first module; every other family's in its own
/// chunk of the page. A game whose parts are drawn each on its card
/// ([`grundy::catalogue::Layout::Cards`]) draws them with
/// [`Shown::picture`]; one drawn as a whole draws its [`Shown::board`].
pub trait Shown {
    /// The lead paragraph above the play area, if the game has one.
    fn intro(&self) -> Option<Html>;

    /// The whole position as the documents draw it (a row of coins, a
    /// graph on the ground), with the scene's preview marked; nothing for
    /// a game whose parts are drawn on their cards.
    fn board(&self, _scene: &Scene) -> Html {
        Html::default()
    }

    /// The picture of part `index` of the scene's position, with the
    /// preview's effect drawn where it acts there; where a click on it can
    /// move (a heap's counters, a bar's score lines), it sends the move
    /// while the scene is live. Nothing for a game drawn as a whole.
    fn picture(&self, _scene: &Scene, _index: usize, _look: Look) -> Html {
        Html::default()
    }

    /// Facts under a part's name on its card (a surface's Euler
    /// characteristic).
    fn card_facts(&self, _part: &DynPosition) -> Markup {
        maud::html! {}
    }

    /// The explanation under the play area: why the position has its
    /// value, in the documents' terms.
    fn explain(&self, scene: &Scene) -> Html;

    /// An editor for positions drawn rather than typed; `None` for games
    /// typed or built by number.
    fn editor(&self, _scene: &Scene) -> Option<Html> {
        None
    }

    /// The picture shown as a standalone SVG file in `theme`, drawn by
    /// the figures crate from the typed position: the whole board, or the
    /// selected part's picture; `None` when the scene's position is not
    /// the game's. Implemented in the game's own code, so the page's
    /// first load carries no other game's drawing.
    fn figure(&self, scene: &Scene, theme: Theme) -> Option<String>;

    /// The whole position as a standalone SVG file, for a game whose
    /// parts are drawn one by one (a heap game); `None` for the others.
    fn whole_figure(&self, _scene: &Scene, _theme: Theme) -> Option<String> {
        None
    }

    /// The game's own G-series page, for a game whose values are not a
    /// series of heaps (a table of two heaps); `None` for the others.
    fn series(&self) -> Option<Html> {
        None
    }

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
