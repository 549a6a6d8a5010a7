//! The words the page uses for a game's parts and moves, and the kinds of
//! component its editor adds, from the game's entry in the catalogue.

use grundy::catalogue::{Add, Entry, Hook, Layout};
use yew::AttrValue;

/// How the page speaks of a game's parts and moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Terms {
    /// One component: "surface", "heap".
    pub component: AttrValue,
    /// Several: "surfaces", "heaps".
    pub components: AttrValue,
    /// One move: "cut", "move".
    pub one_move: AttrValue,
    /// Moves: "cuts", "moves".
    pub moves: AttrValue,
    /// What the page does with a move chosen in the list ("its curve is
    /// drawn").
    pub drawn: AttrValue,
    /// How the tests find its parts and moves.
    pub hook: Hook,
    /// What is left when nothing can move: "Every surface is a sphere".
    pub all_done: AttrValue,
    /// Whether the page draws a card per component; not where the game's
    /// board names each one with its value and lists its moves.
    pub cards: bool,
}

impl Terms {
    /// The terms of a game's entry in the catalogue.
    pub fn of(entry: &Entry) -> Terms {
        let w = entry.words;
        Terms {
            component: AttrValue::Static(w.component),
            components: AttrValue::Static(w.components),
            one_move: AttrValue::Static(w.one_move),
            moves: AttrValue::Static(w.moves),
            drawn: AttrValue::Static(w.drawn),
            hook: entry.hook,
            all_done: AttrValue::Static(w.all_done),
            cards: entry.layout != Layout::BoardOfParts,
        }
    }

    /// The test id of a move's button: `cut` for the surface game (as it
    /// always was), `move` for the others.
    pub fn move_hook(&self) -> &'static str {
        match self.hook {
            Hook::Surface => "cut",
            Hook::Heap | Hook::Bar | Hook::Box | Hook::Part => "move",
        }
    }
}

/// A kind of component the editor can add: its label and how its text is
/// made from a number (`n` then the genus, or the heap size alone).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AddKind {
    /// The button's label.
    pub label: AttrValue,
    /// The text before the number.
    pub prefix: AttrValue,
    /// What the number is.
    pub number: AttrValue,
}

impl AddKind {
    /// A kind of the catalogue.
    pub fn of(add: &Add) -> AddKind {
        AddKind {
            label: AttrValue::Static(add.label),
            prefix: AttrValue::Static(add.prefix),
            number: AttrValue::Static(add.number),
        }
    }
}
