//! What the page knows of every coin game before drawing it: heads are
//! its components and flips its moves.

use crate::games::shown::Facts;
use yew::{AttrValue, Html};

/// The facts of a coin game: its lead paragraph `intro`, its `presets` as
/// (label, position) with the default first, and how its position is
/// typed (`notation`).
pub(super) fn coin_facts(
    intro: Html,
    presets: &[(&'static str, &'static str)],
    notation: String,
) -> Facts {
    Facts {
        component: "head".into(),
        components: "heads".into(),
        one_move: "flip".into(),
        moves: "flips".into(),
        all_done: "Every coin shows tails: no flip is left.".into(),
        add: Vec::new(),
        presets: presets
            .iter()
            .map(|&(label, text)| (AttrValue::Static(label), AttrValue::Static(text)))
            .collect(),
        intro,
        notation: notation.into(),
        // The page's cards name each head and list its flips.
        parts_on_board: false,
    }
}
