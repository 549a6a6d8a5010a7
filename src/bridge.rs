//! The link between the game page and the extras module (the G-series, Nim
//! and builder pages and the teaching panels), which is a second wasm
//! module loaded on demand so the first load stays small.
//!
//! The game page writes a [`Snapshot`] of what the extras read into the
//! host element's `data-state` attribute and fires `explorer-state` on it;
//! the extras ask for changes with an `explorer-request` event on the
//! window carrying a [`Request`]. Both travel as JSON text, and every
//! request is checked against the game before it is applied.

use crate::route::View;
use crate::state::Action;
use grundy::manifold::{Cut, CutKind, Move, Position, Surface};
use serde::{Deserialize, Serialize};
use std::rc::Rc;
use yew::Callback;

/// The event the extras send their requests with (on the window).
pub const REQUEST_EVENT: &str = "explorer-request";
/// The event the game page fires on a host when its snapshot changes.
pub const STATE_EVENT: &str = "explorer-state";

/// What the extras need to know of the game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    /// The position on the table.
    pub position: Position,
    /// The surface whose cuts are listed.
    pub selected: Option<usize>,
    /// True when nobody can move.
    pub over: bool,
    /// True while the computer is to move (people's moves wait).
    pub computer_to_move: bool,
}

impl Snapshot {
    /// As JSON text.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// From JSON text; `None` for anything else.
    pub fn from_text(text: &str) -> Option<Snapshot> {
        serde_json::from_str(text).ok()
    }
}

/// What the extras may ask the game page to do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Request {
    /// Make a cut: component, kind letter, and the split parameter `a`.
    Play {
        /// Index of the surface.
        component: usize,
        /// `'a'`..`'h'`.
        kind: char,
        /// For (b), (g), (h).
        a: Option<u64>,
    },
    /// Start a game from this position and show it.
    Load(Position),
    /// Add a surface to the position and show the game.
    Add(Surface),
    /// Show the game page.
    ShowGame,
}

impl Request {
    /// The request for an action of the game page, if the extras may send it.
    pub fn from_action(action: &Action) -> Option<Request> {
        Some(match action {
            Action::Play(mv) => Request::Play {
                component: mv.component,
                kind: mv.cut.kind().letter(),
                a: mv.cut.params().map(|(a, _)| a),
            },
            Action::Load(p) => Request::Load(p.clone()),
            Action::AddSurface(s) => Request::Add(*s),
            Action::SetView(View::Play) => Request::ShowGame,
            _ => return None,
        })
    }

    /// As JSON text.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The game page's actions for a request's text, checked against the
    /// position on the table; empty for anything malformed or illegal.
    pub fn actions(text: &str, position: &Position) -> Vec<Action> {
        let Ok(request) = serde_json::from_str::<Request>(text) else {
            return Vec::new();
        };
        match request {
            Request::Play { component, kind, a } => {
                let Some(&surface) = position.surfaces().get(component) else {
                    return Vec::new();
                };
                let Some(kind) = CutKind::from_letter(kind) else {
                    return Vec::new();
                };
                let cut = match a {
                    Some(a) => Cut::split(surface, kind, a),
                    None => Cut::new(surface, kind),
                };
                cut.map(|cut| vec![Action::Play(Move { component, cut })])
                    .unwrap_or_default()
            }
            Request::Load(p) => vec![Action::Load(p)],
            Request::Add(s) => vec![Action::AddSurface(s), Action::SetView(View::Play)],
            Request::ShowGame => vec![Action::SetView(View::Play)],
        }
    }
}

/// The extras' view of the game: the snapshot, and a way to ask for
/// actions. Its methods mirror the game state's, so a component reads the
/// same either side of the link.
#[derive(Clone, PartialEq)]
pub struct Bridge {
    /// The latest snapshot.
    pub snapshot: Rc<Snapshot>,
    /// Sends a request to the game page.
    pub send: Callback<Request>,
    /// The surface whose cuts are listed.
    pub selected: Option<usize>,
}

/// Sends actions across the link, as the game page's dispatcher would.
#[derive(Clone)]
pub struct Dispatcher(Callback<Request>);

impl Dispatcher {
    /// Asks the game page for `action`; actions the extras may not ask for
    /// are dropped.
    pub fn dispatch(&self, action: Action) {
        if let Some(request) = Request::from_action(&action) {
            self.0.emit(request);
        }
    }
}

impl Bridge {
    /// A bridge over a snapshot.
    pub fn new(snapshot: Snapshot, send: Callback<Request>) -> Bridge {
        Bridge {
            selected: snapshot.selected,
            snapshot: Rc::new(snapshot),
            send,
        }
    }

    /// The position on the table.
    pub fn position(&self) -> &Position {
        &self.snapshot.position
    }

    /// True when nobody can move.
    pub fn is_over(&self) -> bool {
        self.snapshot.over
    }

    /// True while the computer is to move.
    pub fn computer_to_move(&self) -> bool {
        self.snapshot.computer_to_move
    }

    /// Sends actions to the game page.
    pub fn dispatcher(&self) -> Dispatcher {
        Dispatcher(self.send.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(text: &str) -> Position {
        text.parse().unwrap()
    }

    #[test]
    fn snapshot_round_trips_as_text() {
        let s = Snapshot {
            position: pos("o3 + n5"),
            selected: Some(1),
            over: false,
            computer_to_move: true,
        };
        assert_eq!(Snapshot::from_text(&s.to_text()), Some(s));
        assert_eq!(Snapshot::from_text("{not json"), None);
    }

    #[test]
    fn a_split_cut_crosses_and_is_rebuilt() {
        let p = pos("o1 + n5");
        let cut = Cut::split(Surface::nonorientable(5), CutKind::H, 4).unwrap();
        let action = Action::Play(Move { component: 1, cut });
        let text = Request::from_action(&action).unwrap().to_text();
        assert_eq!(Request::actions(&text, &p), vec![action]);
    }

    #[test]
    fn illegal_or_malformed_requests_do_nothing() {
        let p = pos("o1 + n5");
        for text in [
            "garbage",
            r#"{"Play":{"component":7,"kind":"a","a":null}}"#,
            r#"{"Play":{"component":0,"kind":"c","a":null}}"#,
            r#"{"Play":{"component":1,"kind":"h","a":3}}"#,
            r#"{"Play":{"component":1,"kind":"z","a":null}}"#,
            r#"{"Load":"n-3"}"#,
        ] {
            assert!(Request::actions(text, &p).is_empty(), "{text}");
        }
    }

    #[test]
    fn adding_a_surface_returns_to_the_game() {
        let text = Request::Add(Surface::nonorientable(3)).to_text();
        assert_eq!(
            Request::actions(&text, &pos("o1")),
            vec![
                Action::AddSurface(Surface::nonorientable(3)),
                Action::SetView(View::Play)
            ]
        );
    }

    #[test]
    fn only_requests_the_extras_may_make_are_sent() {
        assert_eq!(Request::from_action(&Action::Undo), None);
        assert_eq!(
            Request::from_action(&Action::SetView(View::Play)),
            Some(Request::ShowGame)
        );
    }
}
