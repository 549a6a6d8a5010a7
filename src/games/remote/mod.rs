//! The page's side of the games loaded on demand ([`crate::engines`]):
//! [`call`] loads the module and puts requests to it; the [`proxy`] is the
//! [`grundy::dynamic::DynGame`] the play state holds; the [`view`] draws
//! what the module writes and hears clicks on it, and the [`editor`] draws
//! a game's editor from the module's typed view, in a chunk of its own
//! ([`edit_panel`]). This file gives the
//! games by spec and what the page keeps of each (terms, presets, kinds to
//! add, notation), none of which is known until the module is here: the
//! play page then shows the module's loading ([`view::gate`]) in place of
//! the game.

pub mod blocks;
pub mod call;
pub mod drawn;
pub mod proxy;
pub mod view;

use crate::games::terms::{AddKind, Terms};
use call::info;
use grundy::dynamic::Shared;
use grundy::spec::{AnyGame, SpecError};
use proxy::Proxy;
use yew::AttrValue;

#[cfg(test)]
mod tests;

/// The game `spec` names: one of the page's own, or one of the module's
/// (a [`Proxy`], not ready until the module is here).
pub fn game_from_spec(spec: &str) -> Result<AnyGame, SpecError> {
    AnyGame::from_spec_with(spec, &|checked| Some(Shared::new(Proxy::new(checked))))
}

/// How the page speaks of the game's parts and moves; `None` until the
/// module is here.
pub fn terms(spec: &str) -> Option<Terms> {
    let f = info(spec)?;
    let i = &f.info;
    Some(Terms {
        component: i.component.clone().into(),
        components: i.components.clone().into(),
        one_move: i.one_move.clone().into(),
        moves: i.moves.clone().into(),
        move_hook: AttrValue::Static("move"),
        component_attr: AttrValue::Static("data-part"),
        all_done: i.all_done.clone().into(),
        cards: !f.parts_on_board,
    })
}

/// Positions to start from: label and text; none until the module is here.
pub fn presets(spec: &str) -> Vec<(AttrValue, AttrValue)> {
    info(spec).map_or_else(Vec::new, |f| {
        f.info
            .presets
            .iter()
            .map(|(label, text)| (label.clone().into(), text.clone().into()))
            .collect()
    })
}

/// Components a person can add by number; none until the module is here.
pub fn add_kinds(spec: &str) -> Vec<AddKind> {
    info(spec).map_or_else(Vec::new, |f| {
        f.info
            .add
            .iter()
            .map(|a| AddKind {
                label: a.label.clone().into(),
                prefix: a.prefix.clone().into(),
                number: a.number.clone().into(),
            })
            .collect()
    })
}

/// How positions are typed, in one line; `None` until the module is here.
pub fn notation(spec: &str) -> Option<String> {
    info(spec).map(|f| f.info.notation.clone())
}
