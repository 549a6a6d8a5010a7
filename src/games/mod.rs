//! How each game's positions, components and moves are drawn and told. The
//! play page is the same for every game; it asks this table for what
//! differs.

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

/// How the page speaks of the game's parts and moves, from its entry in
/// the catalogue.
pub fn terms(game: &AnyGame) -> Terms {
    Terms::of(game.entry())
}

pub use crate::text::capitalised;

/// The kinds of component the editor offers.
pub fn add_kinds(game: &AnyGame) -> Vec<AddKind> {
    game.entry().add.iter().map(AddKind::of).collect()
}

/// Positions offered as presets: label and notation.
pub fn presets(game: &AnyGame) -> Vec<(AttrValue, AttrValue)> {
    let entry = game.entry();
    (entry.presets)(&game.base().spec())
        .into_iter()
        .map(|p| (AttrValue::from(p.label), AttrValue::from(p.position)))
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
                game: table.game().spec(),
                position: table.game().format_position(table.position()),
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
