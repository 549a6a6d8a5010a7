//! How each game's positions, components and moves are drawn and told. The
//! play page is the same for every game; it asks this table for what
//! differs. A new game is one module here and one arm in each match.

pub mod coins;
pub mod counters;
pub mod digraph;
pub mod hackenbush;
pub mod heaps;
pub mod manifold;
pub mod misere;
pub mod pick;
pub mod played;
pub mod shown;
pub mod sums;
pub mod target;
pub mod terms;

use crate::content::Request;
use crate::lazy::lazy;
use crate::state::play::Table;
use crate::state::{PlayContext, UiContext};
use grundy::spec::{AnyGame, AnyMove, AnyPosition};
use grundy::Game;
use maud::Markup;
use yew::prelude::*;

pub use pick::{Pick, Side};
pub use terms::{AddKind, Terms};

/// The terms of a game; `None` for a game played from text before its
/// module is here.
pub fn terms(game: &AnyGame) -> Option<Terms> {
    Some(match game.base() {
        AnyGame::Manifold(_) | AnyGame::Lab(_) => Terms::fixed(
            ["surface", "surfaces", "cut", "cuts", "cut", "data-surface"],
            "Every surface is a sphere: no cut is possible.",
        ),
        AnyGame::Dyn(g) => return played::terms(&g.spec()),
        AnyGame::Rectangles(_) => Terms::fixed(
            ["bar", "bars", "break", "breaks", "move", "data-bar"],
            "No bar can be broken.",
        ),
        AnyGame::Boxes(_) => Terms::fixed(
            ["box", "boxes", "break", "breaks", "move", "data-box"],
            "No box can be broken.",
        ),
        _ => Terms::fixed(
            ["heap", "heaps", "move", "moves", "move", "data-heap"],
            "No move is possible.",
        ),
    })
}

pub use crate::text::capitalised;

/// How the bar games write their positions: the footer's sentence and the
/// editor's example.
pub struct BarNotation {
    /// The footer's sentence, after "Notation: ".
    pub footer: &'static str,
    /// The editor's example under the notation field.
    pub example: &'static str,
}

/// The notation of a game played on bars or boxes; `None` for the others.
pub fn bar_notation(game: &AnyGame) -> Option<BarNotation> {
    match game {
        AnyGame::Rectangles(_) => Some(BarNotation {
            footer: "a bar of M rows of N squares is written MxN; bars are joined with +, as in \
                     5x7 + 3x4, and 2*3x4 is two bars of 3 by 4",
            example: "e.g. 5x7 + 3x4, 2*3x4 + 1x9",
        }),
        AnyGame::Boxes(_) => Some(BarNotation {
            footer: "a box of L by M by N cubes is written LxMxN, a box of more sides with \
                     each of them (2x3x4x5, up to 8 sides); boxes are joined with +, as in \
                     3x4x5 + 2x2x7, and 2*1x3x5 is two boxes of 1 by 3 by 5",
            example: "e.g. 3x4x5 + 2x2x7, 2*1x3x5, 2x3x4x5",
        }),
        _ => None,
    }
}

/// The kinds of component the editor offers.
pub fn add_kinds(game: &AnyGame) -> Vec<AddKind> {
    match game.base() {
        AnyGame::Manifold(_) | AnyGame::Lab(_) => vec![
            AddKind::fixed("Orientable og", "o", "genus"),
            AddKind::fixed("Nonorientable ng", "n", "genus"),
        ],
        AnyGame::Dyn(g) => played::add_kinds(&g.spec()),
        AnyGame::Rectangles(_) => vec![AddKind::fixed("Bar 1 × N", "1x", "length")],
        AnyGame::Boxes(_) => vec![AddKind::fixed("Box 1 × 1 × N", "1x1x", "length")],
        _ => vec![AddKind::fixed("Heap", "", "counters")],
    }
}

/// Positions offered as presets: label and notation.
pub fn presets(game: &AnyGame) -> Vec<(AttrValue, AttrValue)> {
    let fixed: &'static [(&'static str, &'static str)] = match game.base() {
        AnyGame::Manifold(_) | AnyGame::Lab(_) => &[
            ("Torus", "o1"),
            ("Klein bottle", "n2"),
            ("n5", "n5"),
            ("o3 + n4", "o3 + n4"),
            ("o2 + n3 + n1", "o2 + n3 + n1"),
        ],
        AnyGame::Nim(_) => &[
            ("The paper's heaps", "50 + 53 + 30 + 14"),
            ("3 + 5 + 7", "3 + 5 + 7"),
            ("1 + 2 + 3", "1 + 2 + 3"),
        ],
        AnyGame::Octal(_) | AnyGame::Subtraction(_) => &[("3 + 5 + 7", "3 + 5 + 7"), ("10", "10")],
        AnyGame::Lasker(_) => &[("2 + 5 + 7", "2 + 5 + 7"), ("10", "10")],
        AnyGame::GrundyGame(_) => &[("7 + 10", "7 + 10"), ("20", "20")],
        AnyGame::Rectangles(_) => &[("5x7 + 3x4", "5x7 + 3x4"), ("4x9", "4x9")],
        AnyGame::Boxes(_) => &[
            ("3x4x5 + 2x2x7", "3x4x5 + 2x2x7"),
            ("4x5x6", "4x5x6"),
            ("A rectangle: 1x5x7", "1x5x7"),
            ("Four sides: 2x3x4x5", "2x3x4x5"),
        ],
        AnyGame::Dyn(g) => return played::presets(&g.spec()),
        AnyGame::Misere(_) => &[],
    };
    fixed
        .iter()
        .map(|&(label, text)| (AttrValue::Static(label), AttrValue::Static(text)))
        .collect()
}

/// The picture of component `index`, with `preview`'s effect drawn on it
/// when it acts there. `large` is the selected component's picture beside
/// its move list; `compact` draws for a narrow place (cards, classroom).
/// Where a click on the picture can move (a heap's counters, a bar's score
/// lines), it sends what it picked to `pick`, and the click goes no further.
/// A game that draws its whole board ([`draws_board`]) has none.
pub fn picture(
    table: &Table,
    index: usize,
    preview: Option<&AnyMove>,
    large: bool,
    compact: bool,
    pick: &Callback<Pick>,
) -> Html {
    // Clicks move only while it is a person's turn.
    let pick = (!table.session.computer_to_move()).then_some(pick);
    match table.position() {
        AnyPosition::Surfaces(p) => {
            crate::display::raw(manifold::picture(p, index, preview, compact))
        }
        AnyPosition::Heaps(h) => heaps::picture(h, index, preview, large, pick),
        AnyPosition::Rectangles(r) => {
            let d = match table.game().base() {
                AnyGame::Rectangles(g) => g.d(),
                _ => 1,
            };
            heaps::bars::bar_picture(r, index, d, pick.filter(|_| large))
        }
        AnyPosition::Boxes(b) => heaps::boxes::box_picture(table, b, index, pick.filter(|_| large)),
        // The module's games draw their board instead (see `draws_board`).
        AnyPosition::Dyn(_) => Html::default(),
    }
}

/// True when the game draws its whole position as one board above the
/// cards (the games of the games' modules): its cards then name the
/// components without drawing them again, and its move list has no picture
/// of its own, the board showing each move under the pointer.
pub fn draws_board(table: &Table) -> bool {
    matches!(table.position(), AnyPosition::Dyn(_))
}

/// The move that `pick`, on component `index`'s picture, makes, if the game
/// has one.
pub fn picked(table: &Table, index: usize, pick: Pick) -> Option<AnyMove> {
    match (table.position(), pick) {
        (AnyPosition::Heaps(_), Pick::Counter(to)) => heaps::picked(table, index, to),
        (AnyPosition::Rectangles(_), Pick::Score { side, at }) => {
            heaps::bars::picked(table, index, side, at)
        }
        (AnyPosition::Boxes(_), Pick::Score { side, at }) => {
            heaps::boxes::picked(table, index, side, at)
        }
        _ => None,
    }
}

/// Facts under a card's name (the Euler characteristic of a surface).
pub fn card_facts(component: &AnyPosition) -> Markup {
    match component {
        AnyPosition::Surfaces(p) => manifold::card_facts(p),
        _ => maud::html! {},
    }
}

/// The explanation panels under the play area.
pub fn explanation(state: &PlayContext, ui: &UiContext) -> Html {
    match state.table().game() {
        AnyGame::Manifold(_) => manifold::teach::teaching(state, ui),
        AnyGame::Lab(g) => manifold::variant::panel(g),
        AnyGame::Nim(_) => heaps::primer::primer(state),
        AnyGame::Octal(_)
        | AnyGame::Subtraction(_)
        | AnyGame::Lasker(_)
        | AnyGame::GrundyGame(_)
        | AnyGame::Rectangles(_)
        | AnyGame::Boxes(_) => {
            let table = state.table();
            let request = Request::HeapExplain {
                game: table.game().clone(),
                position: table.position().clone(),
                selected: table.selected,
            };
            lazy(&request)
        }
        AnyGame::Dyn(_) => played::view::panel(state),
        AnyGame::Misere(_) => html! { <misere::MiserePanel /> },
    }
}

/// A lead paragraph above the play area, for games that need one.
pub fn intro(game: &AnyGame) -> Option<Html> {
    Some(match game {
        AnyGame::Lab(g) => manifold::variant::intro(g),
        AnyGame::Misere(g) => misere::intro(g),
        AnyGame::Nim(_) => heaps::primer::intro(),
        AnyGame::Dyn(g) => return played::view::intro(&g.spec()),
        AnyGame::Octal(g) => html! {
            <p class="view-lede">{format!("{}: the code says how many counters a move may take from one heap and whether the rest may be left as one heap or split in two.", g.name())}</p>
        },
        _ => return None,
    })
}
