//! The link between the game page and the extras module (the G-series, Nim
//! and builder pages and the teaching panels), which is a second wasm
//! module loaded on demand so the first load stays small.
//!
//! The game page writes a [`Snapshot`] of what the extras read into the
//! host element's `data-state` attribute and fires `explorer-state` on it;
//! the extras ask for changes with an `explorer-request` event on the
//! window carrying a [`Request`]. Both travel as flat JSON objects (see
//! [`crate::json`]), and every request is checked against the game before
//! it is applied.

use crate::json::{Object, Writer};
use crate::route::View;
use crate::state::Action;
use grundy::manifold::{Cut, CutKind, Move, Position, Surface};
use std::rc::Rc;
use yew::Callback;

/// The event the extras send their requests with (on the window).
pub const REQUEST_EVENT: &str = "explorer-request";
/// The event the game page fires on a host when its snapshot changes.
pub const STATE_EVENT: &str = "explorer-state";

/// What the extras need to know of the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
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
        Writer::new()
            .str("position", &self.position.to_string())
            .opt_num("selected", self.selected.map(|i| i as u64))
            .bool("over", self.over)
            .bool("computer_to_move", self.computer_to_move)
            .finish()
    }

    /// From JSON text; `None` for anything else.
    pub fn from_text(text: &str) -> Option<Snapshot> {
        let o = Object::parse(text)?;
        if !o.has_exactly(&["position", "selected", "over", "computer_to_move"]) {
            return None;
        }
        Some(Snapshot {
            position: o.str("position")?.parse().ok()?,
            selected: match o.opt_num("selected")? {
                Some(i) => Some(usize::try_from(i).ok()?),
                None => None,
            },
            over: o.bool("over")?,
            computer_to_move: o.bool("computer_to_move")?,
        })
    }
}

/// What the extras may ask the game page to do.
#[derive(Clone, Debug, PartialEq, Eq)]
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

    /// As JSON text: the request's name under `request`, and its fields.
    pub fn to_text(&self) -> String {
        match self {
            Request::Play { component, kind, a } => Writer::new()
                .str("request", "play")
                .num("component", *component as u64)
                .str("kind", kind.encode_utf8(&mut [0; 4]))
                .opt_num("a", *a),
            Request::Load(p) => Writer::new()
                .str("request", "load")
                .str("position", &p.to_string()),
            Request::Add(s) => Writer::new()
                .str("request", "add")
                .str("surface", &s.to_string()),
            Request::ShowGame => Writer::new().str("request", "game"),
        }
        .finish()
    }

    /// A request from its JSON text; `None` for anything malformed.
    pub fn from_text(text: &str) -> Option<Request> {
        let o = Object::parse(text)?;
        let fields = |names: &[&str]| o.keys().all(|k| k == "request" || names.contains(&k));
        Some(match o.str("request")? {
            "play" if fields(&["component", "kind", "a"]) => {
                let mut kind = o.str("kind")?.chars();
                let (Some(letter), None) = (kind.next(), kind.next()) else {
                    return None;
                };
                Request::Play {
                    component: usize::try_from(o.num("component")?).ok()?,
                    kind: letter,
                    a: o.opt_num("a")?,
                }
            }
            "load" if fields(&["position"]) => Request::Load(o.str("position")?.parse().ok()?),
            "add" if fields(&["surface"]) => Request::Add(o.str("surface")?.parse().ok()?),
            "game" if fields(&[]) => Request::ShowGame,
            _ => return None,
        })
    }

    /// The game page's actions for a request's text, checked against the
    /// position on the table; empty for anything malformed or illegal.
    pub fn actions(text: &str, position: &Position) -> Vec<Action> {
        let Some(request) = Request::from_text(text) else {
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
        assert_eq!(Snapshot::from_text(&s.to_text()), Some(s.clone()));
        assert_eq!(Snapshot::from_text("{not json"), None);
        let none = Snapshot {
            selected: None,
            ..s.clone()
        };
        assert_eq!(Snapshot::from_text(&none.to_text()), Some(none));
        for text in [
            r#"{"position":"o3","selected":null,"over":false}"#,
            r#"{"position":"o-3","selected":null,"over":false,"computer_to_move":true}"#,
            r#"{"position":"o3","selected":-1,"over":false,"computer_to_move":true}"#,
            r#"{"position":"o3","selected":null,"over":0,"computer_to_move":true}"#,
            r#"{"position":"o3","selected":null,"over":false,"computer_to_move":true,"x":1}"#,
        ] {
            assert_eq!(Snapshot::from_text(text), None, "{text}");
        }
    }

    #[test]
    fn every_request_round_trips_as_text() {
        for request in [
            Request::Play {
                component: 3,
                kind: 'h',
                a: Some(u64::MAX),
            },
            Request::Play {
                component: 0,
                kind: 'a',
                a: None,
            },
            Request::Load(pos("o3 + 2*n2 + o1#n1")),
            Request::Add(Surface::orientable(12)),
            Request::ShowGame,
        ] {
            assert_eq!(Request::from_text(&request.to_text()), Some(request));
        }
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
            r#"{"request":"play","component":7,"kind":"a","a":null}"#,
            r#"{"request":"play","component":0,"kind":"c","a":null}"#,
            r#"{"request":"play","component":1,"kind":"h","a":3}"#,
            r#"{"request":"play","component":1,"kind":"z","a":null}"#,
            r#"{"request":"play","component":1,"kind":"ab","a":null}"#,
            r#"{"request":"play","component":1,"kind":"a","a":null,"b":1}"#,
            r#"{"request":"play","component":1,"a":null}"#,
            r#"{"request":"load","position":"n-3"}"#,
            r#"{"request":"add","surface":"n1+n2"}"#,
            r#"{"request":"undo"}"#,
            r#"{"request":"game","position":"n1"}"#,
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
