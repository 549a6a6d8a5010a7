//! The coin games' drawings read back, for their tests: a game's board
//! and explanation rendered in a scene whose messages are kept, and the
//! clickable parts found in the markup by their test ids, names and
//! classes.

use crate::games::shown::{BoardMsg, Scene, Shown};
use crate::testing::{attributes, hooks, render, tags_with};
use grundy::dynamic::{DynMove, DynPosition};
use grundy::Game;
use std::cell::RefCell;
use std::rc::Rc;
use yew::Callback;

/// A game, how it is shown, and the messages its drawings sent.
pub(super) struct Drawn<G: Game> {
    pub game: G,
    pub shown: Box<dyn Shown>,
    pub heard: Rc<RefCell<Vec<BoardMsg>>>,
}

impl<G: Game + 'static> Drawn<G>
where
    G::Position: 'static,
    G::Move: 'static,
{
    pub fn new(game: G, shown: impl Shown + 'static) -> Drawn<G> {
        Drawn {
            game,
            shown: Box::new(shown),
            heard: Rc::default(),
        }
    }

    /// The scene of `position` with `preview` marked and head `selected`
    /// chosen, a person's turn (`live`) or not.
    pub fn scene(
        &self,
        position: &G::Position,
        preview: Option<&G::Move>,
        selected: Option<usize>,
        live: bool,
    ) -> Scene {
        let heard = self.heard.clone();
        Scene {
            position: DynPosition::new(position.clone()),
            preview: preview.map(|m| DynMove::new(m.clone(), self.game.component_of(m))),
            selected,
            within: None,
            live,
            part: None,
            send: Callback::from(move |m| heard.borrow_mut().push(m)),
        }
    }

    /// The board's markup, a person to move.
    pub fn board(
        &self,
        position: &G::Position,
        preview: Option<&G::Move>,
        selected: Option<usize>,
    ) -> String {
        render(
            self.shown
                .board(&self.scene(position, preview, selected, true)),
        )
    }

    /// The explanation's markup, a person to move.
    pub fn explain(&self, position: &G::Position, selected: Option<usize>) -> String {
        render(
            self.shown
                .explain(&self.scene(position, None, selected, true)),
        )
    }
}

/// The moves the markup's parts play, as the game writes them.
pub(super) fn plays(markup: &str) -> Vec<String> {
    hooks(markup, "move ")
}

/// The components the markup's parts choose.
pub(super) fn selects(markup: &str) -> Vec<usize> {
    hooks(markup, "pick ")
        .iter()
        .map(|i| i.parse().expect("a component"))
        .collect()
}

/// A clickable part of a drawing or a button: its tag, classes, name,
/// test id and words.
#[derive(Debug)]
pub(super) struct Part {
    pub tag: String,
    pub class: String,
    pub label: Option<String>,
    pub hook: Option<String>,
}

/// The clickable parts of `markup` (SVG parts with `role="button"`, and
/// HTML buttons), in order.
pub(super) fn parts(markup: &str) -> Vec<Part> {
    tags_with(markup, "")
        .into_iter()
        .filter(|t| t.contains("role=\"button\"") || t.starts_with("button "))
        .map(|t| {
            let tag = format!("<{t}>");
            let one = |name| attributes(&tag, name).into_iter().next();
            Part {
                tag: t.split(' ').next().unwrap_or_default().to_string(),
                class: one("class").unwrap_or_default(),
                label: one("aria-label"),
                hook: one("data-testid"),
            }
        })
        .collect()
}

/// How many coins (clickable or not) carry class `class`.
pub(super) fn coins_classed(markup: &str, class: &str) -> usize {
    tags_with(markup, "coins-coin")
        .into_iter()
        .filter(|t| {
            let tag = format!("<{t}>");
            attributes(&tag, "class")
                .first()
                .is_some_and(|c| c.split(' ').any(|w| w == class))
        })
        .count()
}

/// The text of the element of `markup` whose opening tag holds `needle`,
/// tags taken away.
pub(super) fn text_of(markup: &str, needle: &str) -> String {
    let at = markup.find(needle).expect("the element");
    let start = markup[at..].find('>').map_or(at, |i| at + i + 1);
    let end = markup[start..]
        .find("</")
        .map_or(markup.len(), |i| start + i);
    markup[start..end].to_string()
}
