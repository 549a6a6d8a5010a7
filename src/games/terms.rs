//! The words the page uses for a game's parts and moves, and the kinds of
//! component its editor adds: fixed for the page's own games, owned for the
//! games of the games' modules (sent by them).

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
    /// The test hook of a move button: `cut` for the surface game (as it
    /// always was), `move` for the others.
    pub move_hook: AttrValue,
    /// The data attribute holding a component's notation on its card.
    pub component_attr: AttrValue,
    /// What is left when nothing can move: "Every surface is a sphere".
    pub all_done: AttrValue,
    /// Whether the page draws a card per component; not where the game's
    /// board names each one with its value and lists its moves.
    pub cards: bool,
}

impl Terms {
    /// Fixed terms: component, components, one move, moves, the move
    /// hook and the component attribute, then what is said when nothing
    /// can move.
    pub fn fixed(words: [&'static str; 6], all_done: &'static str) -> Terms {
        let [component, components, one_move, moves, move_hook, component_attr] =
            words.map(AttrValue::Static);
        Terms {
            component,
            components,
            one_move,
            moves,
            move_hook,
            component_attr,
            all_done: AttrValue::Static(all_done),
            cards: true,
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
    /// A kind with fixed words.
    pub fn fixed(label: &'static str, prefix: &'static str, number: &'static str) -> AddKind {
        AddKind {
            label: AttrValue::Static(label),
            prefix: AttrValue::Static(prefix),
            number: AttrValue::Static(number),
        }
    }
}
