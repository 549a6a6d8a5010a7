//! How each game's positions, components and moves are drawn and told.
//! The play page is the same for every game; what differs is the game's
//! entry in the catalogue ([`grundy::catalogue`]: its words, notation,
//! presets, layout) and its one face ([`shown::Shown`]), opened by its
//! family's code ([`played`]).

pub mod bars;
pub mod coins;
pub mod counters;
pub mod digraph;
pub mod hackenbush;
pub mod heaps;
pub mod library;
pub mod manifold;
pub mod misere;
pub mod played;
pub mod shown;
pub mod sums;
pub mod target;
pub mod terms;

use crate::state::play::Table;
use crate::state::{PlayContext, UiContext};
use grundy::catalogue::Layout;
use grundy::spec::{AnyGame, AnyMove, AnyPosition};
use grundy::Game;
use maud::Markup;
use shown::Look;
use yew::prelude::*;

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
/// when it acts there, as the game's face draws it. `large` is the
/// selected component's picture beside its move list; `compact` draws for
/// a narrow place (cards, classroom). Where a click on the picture can
/// move (a heap's counters, a bar's score lines), it plays the move while
/// a person may move. A game that draws its whole board ([`draws_board`])
/// has none.
pub fn picture(
    state: &PlayContext,
    index: usize,
    preview: Option<&AnyMove>,
    large: bool,
    compact: bool,
) -> Html {
    played::view::picture(state, index, preview, Look { large, compact })
}

/// True when the game draws its whole position as one board above the
/// cards: its cards then name the components without drawing them again,
/// and its move list has no picture of its own, the board showing each
/// move under the pointer.
pub fn draws_board(table: &Table) -> bool {
    table.game().entry().layout != Layout::Cards
}

/// Facts under a card's name (the Euler characteristic of a surface).
pub fn card_facts(table: &Table, component: &AnyPosition) -> Markup {
    match played::view::shown_at(table) {
        Some(shown) => shown.card_facts(component),
        None => maud::html! {},
    }
}

/// The explanation panels under the play area: misère play's own, or the
/// game's face's.
pub fn explanation(state: &PlayContext, _ui: &UiContext) -> Html {
    match state.table().game() {
        AnyGame::Misere(_) => html! { <misere::MiserePanel /> },
        AnyGame::Dyn(_) => played::view::panel(state),
    }
}

/// A lead paragraph above the play area, for games that need one.
pub fn intro(game: &AnyGame) -> Option<Html> {
    match game {
        AnyGame::Misere(g) => Some(misere::intro(g)),
        AnyGame::Dyn(g) => played::view::intro(&g.spec()),
    }
}
