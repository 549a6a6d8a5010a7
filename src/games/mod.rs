//! How each game's positions, components and moves are drawn and told. The
//! play page is the same for every game; it asks this table for what
//! differs. A new game is one module here and one arm in each match.

pub mod heaps;
pub mod manifold;
pub mod remote;

use crate::content::Request;
use crate::lazy::lazy;
use crate::markup::Markup;
use crate::state::play::Table;
use crate::state::{PlayContext, UiContext};
use grundy::spec::{AnyGame, AnyMove, AnyPosition};
use grundy::Game;
use yew::prelude::*;

/// How the page speaks of a game's parts and moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Terms {
    /// One component: "surface", "heap".
    pub component: &'static str,
    /// Several: "surfaces", "heaps".
    pub components: &'static str,
    /// One move: "cut", "move".
    pub one_move: &'static str,
    /// Moves: "cuts", "moves".
    pub moves: &'static str,
    /// The test hook of a move button: `cut` for the surface game (as it
    /// always was), `move` for the others.
    pub move_hook: &'static str,
    /// The data attribute holding a component's notation on its card.
    pub component_attr: &'static str,
    /// What is left when nothing can move: "Every surface is a sphere".
    pub all_done: &'static str,
}

/// The terms of a game.
pub fn terms(game: &AnyGame) -> Terms {
    match game {
        AnyGame::Manifold(_) | AnyGame::Lab(_) => Terms {
            component: "surface",
            components: "surfaces",
            one_move: "cut",
            moves: "cuts",
            move_hook: "cut",
            component_attr: "data-surface",
            all_done: "Every surface is a sphere: no cut is possible.",
        },
        AnyGame::Dyn(g) => remote::terms(&g.spec()),
        AnyGame::Rectangles(_) => Terms {
            component: "bar",
            components: "bars",
            one_move: "break",
            moves: "breaks",
            move_hook: "move",
            component_attr: "data-bar",
            all_done: "No bar can be broken.",
        },
        _ => Terms {
            component: "heap",
            components: "heaps",
            one_move: "move",
            moves: "moves",
            move_hook: "move",
            component_attr: "data-heap",
            all_done: "No move is possible.",
        },
    }
}

/// A kind of component the editor can add: its label and how its text is
/// made from a number (`n` then the genus, or the heap size alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AddKind {
    /// The button's label.
    pub label: &'static str,
    /// The text before the number.
    pub prefix: &'static str,
    /// What the number is.
    pub number: &'static str,
}

pub use crate::text::capitalised;

/// The kinds of component the editor offers.
pub fn add_kinds(game: &AnyGame) -> &'static [AddKind] {
    match game {
        AnyGame::Manifold(_) | AnyGame::Lab(_) => &[
            AddKind {
                label: "Orientable og",
                prefix: "o",
                number: "genus",
            },
            AddKind {
                label: "Nonorientable ng",
                prefix: "n",
                number: "genus",
            },
        ],
        AnyGame::Dyn(g) => remote::add_kinds(&g.spec()),
        AnyGame::Rectangles(_) => &[AddKind {
            label: "Bar 1 × N",
            prefix: "1x",
            number: "length",
        }],
        _ => &[AddKind {
            label: "Heap",
            prefix: "",
            number: "counters",
        }],
    }
}

/// Positions offered as presets: label and notation.
pub fn presets(game: &AnyGame) -> &'static [(&'static str, &'static str)] {
    match game {
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
        AnyGame::Dyn(g) => remote::presets(&g.spec()),
    }
}

/// The picture of component `index`, with `preview`'s effect drawn on it
/// when it acts there. `large` is the selected component's picture beside
/// its move list; `compact` draws for a narrow place (cards, classroom).
pub fn picture(
    table: &Table,
    index: usize,
    preview: Option<&AnyMove>,
    large: bool,
    compact: bool,
) -> Markup {
    match table.position() {
        AnyPosition::Surfaces(p) => manifold::picture(p, index, preview, compact),
        AnyPosition::Heaps(h) => heaps::picture(table, h, index, preview, large),
        AnyPosition::Rectangles(r) => {
            heaps::bar_picture(r, index, large && !table.session.computer_to_move())
        }
        AnyPosition::Dyn(_) => remote::picture(table, index, preview, large),
    }
}

/// The move a click on component `index`'s picture makes, if any (a heap's
/// counters in Nim).
pub fn clicked(table: &Table, index: usize, e: &MouseEvent) -> Option<AnyMove> {
    match table.position() {
        AnyPosition::Surfaces(_) => None,
        AnyPosition::Rectangles(_) => heaps::clicked_bar(table, index, e),
        AnyPosition::Heaps(_) => heaps::clicked(table, index, e),
        AnyPosition::Dyn(_) => match remote::act(table, e) {
            Some(remote::Act::Play(mv)) => Some(mv),
            _ => None,
        },
    }
}

/// Facts under a card's name (the Euler characteristic of a surface).
pub fn card_facts(component: &AnyPosition, m: &mut Markup) {
    if let AnyPosition::Surfaces(p) = component {
        manifold::card_facts(p, m);
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
        | AnyGame::Rectangles(_) => {
            let table = state.table();
            let request = Request::HeapExplain {
                game: table.game().spec(),
                position: table.game().format_position(table.position()),
                selected: table.selected,
            };
            lazy(&request)
        }
        AnyGame::Dyn(_) => remote::panel(state, ui),
    }
}

/// A lead paragraph above the play area, for games that need one.
pub fn intro(game: &AnyGame) -> Option<Html> {
    Some(match game {
        AnyGame::Lab(g) => manifold::variant::intro(g),
        AnyGame::Nim(_) => heaps::primer::intro(),
        AnyGame::Dyn(g) => remote::intro(&g.spec()),
        AnyGame::Octal(g) => html! {
            <p class="view-lede">{format!("{}: the code says how many counters a move may take from one heap and whether the rest may be left as one heap or split in two.", g.name())}</p>
        },
        _ => return None,
    })
}
