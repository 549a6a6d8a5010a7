//! A game of the games' modules as the play state holds it: a
//! [`DynGame`] that puts each question to the module.
//!
//! Until the module is here the proxy is not [`DynGame::ready`], and the
//! play page draws the module's loading instead of the game, so nothing
//! the proxy says then is shown. The trait still wants an answer from each
//! method; each says below what it gives before the module is here, and
//! why that cannot be mistaken for the game's answer.

use super::call::{ask, info, ready, Unanswered};
use crate::engines::protocol::{EngineRequest, EngineResponse, Group};
use grundy::dynamic::{DynError, DynGame, DynMove};
use grundy::game::MoveWords;
use grundy::moves::MoveGroup;
use grundy::Nimber;
use std::cell::RefCell;

/// A game of the module, asked through it.
pub struct Proxy {
    /// The game's checked spec.
    spec: String,
    /// The last position whose parts were asked for, with its parts: the
    /// page asks about one position many times while drawing it.
    parts: RefCell<(String, Vec<String>)>,
}

impl std::fmt::Debug for Proxy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.spec)
    }
}

/// What is said when the module gives no answer: `NotLoaded` before it is
/// here, `NoAnswer` when it gave none the page could read.
fn unanswered(why: Unanswered) -> DynError {
    let message = match why {
        Unanswered::NotLoaded => "the game's module is not loaded yet",
        Unanswered::NoAnswer => "the game's module did not answer",
    };
    DynError {
        offset: 0,
        message: message.to_string(),
    }
}

impl Proxy {
    /// The proxy of the game `spec` (checked).
    pub fn new(spec: &str) -> Proxy {
        Proxy {
            spec: spec.to_string(),
            parts: RefCell::default(),
        }
    }

    /// The spec, owned, for a request.
    fn s(&self) -> String {
        self.spec.clone()
    }

    /// The module's response to `request`, kept by `pick` when it is the
    /// kind expected.
    fn get<T>(
        &self,
        request: EngineRequest,
        pick: impl FnOnce(EngineResponse) -> Option<T>,
    ) -> Result<T, Unanswered> {
        pick(ask(&request)?).ok_or(Unanswered::NoAnswer)
    }

    /// A move chosen by the module, none without an answer.
    fn choice(&self, request: EngineRequest) -> Option<DynMove> {
        self.get(request, |r| match r {
            EngineResponse::Choice(m) => Some(m),
            _ => None,
        })
        .ok()
        .flatten()
    }

    /// The moves of `component` (of its own component `within` alone,
    /// when given), grouped; none without an answer.
    fn groups(
        &self,
        position: &str,
        component: usize,
        within: Option<usize>,
        limit: u64,
    ) -> Vec<MoveGroup<DynMove>> {
        let request = EngineRequest::MoveGroups {
            spec: self.s(),
            position: position.to_string(),
            component,
            within,
            limit,
        };
        self.get(request, |r| match r {
            EngineResponse::Groups(g) => Some(g),
            _ => None,
        })
        .unwrap_or_default()
        .into_iter()
        .map(Group::into_group)
        .collect()
    }
}

impl DynGame for Proxy {
    fn spec(&self) -> String {
        self.spec.clone()
    }

    /// The game's name; its spec before the module is here (the title says
    /// the game is loading then, see [`super::view::waiting`]).
    fn name(&self) -> String {
        info(&self.spec).map_or_else(|| self.spec.clone(), |f| f.name.clone())
    }

    /// The game's words; before the module is here, the core's plain
    /// words for any game, which the page does not show then.
    fn words(&self) -> MoveWords {
        match info(&self.spec) {
            Some(f) => MoveWords {
                noun: f.words.noun.clone().into(),
                past: f.words.past.clone().into(),
                present: f.words.present.clone().into(),
            },
            None => MoveWords::fixed("move", "played", "play"),
        }
    }

    /// The explicit state: false until the module is here.
    fn ready(&self) -> bool {
        ready(&self.spec)
    }

    /// Before the module is here, the text as typed: the play state keeps
    /// it and reads it again when the module arrives.
    fn parse_position(&self, text: &str) -> Result<String, DynError> {
        let request = EngineRequest::ParsePosition {
            spec: self.s(),
            text: text.to_string(),
        };
        match self.get(request, |r| match r {
            EngineResponse::Position(p) => Some(p),
            _ => None,
        }) {
            Ok(p) => p,
            Err(Unanswered::NotLoaded) => Ok(text.trim().to_string()),
            Err(why) => Err(unanswered(why)),
        }
    }

    /// No parts without an answer (and only an answer is kept).
    fn components(&self, position: &str) -> Vec<String> {
        {
            let last = self.parts.borrow();
            if last.0 == position && !position.is_empty() {
                return last.1.clone();
            }
        }
        let request = EngineRequest::Components {
            spec: self.s(),
            position: position.to_string(),
        };
        let Ok(parts) = self.get(request, |r| match r {
            EngineResponse::Components(c) => Some(c),
            _ => None,
        }) else {
            return Vec::new();
        };
        *self.parts.borrow_mut() = (position.to_string(), parts.clone());
        parts
    }

    /// No moves without an answer.
    fn moves(&self, position: &str) -> Vec<DynMove> {
        let request = EngineRequest::Moves {
            spec: self.s(),
            position: position.to_string(),
        };
        self.get(request, |r| match r {
            EngineResponse::Moves(m) => Some(m),
            _ => None,
        })
        .unwrap_or_default()
    }

    /// Terminal without an answer: no move is offered to a game whose
    /// moves are unknown.
    fn is_terminal(&self, position: &str) -> bool {
        let request = EngineRequest::IsTerminal {
            spec: self.s(),
            position: position.to_string(),
        };
        self.get(request, |r| match r {
            EngineResponse::Terminal(t) => Some(t),
            _ => None,
        })
        .unwrap_or(true)
    }

    /// Refused without an answer, saying why.
    fn play(&self, position: &str, mv: &DynMove) -> Result<String, String> {
        let request = EngineRequest::Play {
            spec: self.s(),
            position: position.to_string(),
            mv: mv.clone(),
        };
        self.get(request, |r| match r {
            EngineResponse::Played(p) => Some(p),
            _ => None,
        })
        .unwrap_or_else(|why| Err(unanswered(why).message))
    }

    /// Refused without an answer, saying why.
    fn parse_move(&self, position: &str, text: &str) -> Result<DynMove, DynError> {
        let request = EngineRequest::ParseMove {
            spec: self.s(),
            position: position.to_string(),
            text: text.to_string(),
        };
        self.get(request, |r| match r {
            EngineResponse::Move(m) => Some(m),
            _ => None,
        })
        .unwrap_or_else(|why| Err(unanswered(why)))
    }

    /// 0 without an answer; the page shows no value before the module is
    /// here.
    fn value(&self, component: &str) -> Nimber {
        let request = EngineRequest::Value {
            spec: self.s(),
            component: component.to_string(),
        };
        Nimber(
            self.get(request, |r| match r {
                EngineResponse::Value(v) => Some(v),
                _ => None,
            })
            .unwrap_or(0),
        )
    }

    /// The component's own text without an answer.
    fn describe_component(&self, component: &str) -> String {
        let request = EngineRequest::DescribeComponent {
            spec: self.s(),
            component: component.to_string(),
        };
        self.get(request, |r| match r {
            EngineResponse::Text(t) => Some(t),
            _ => None,
        })
        .unwrap_or_else(|_| component.to_string())
    }

    /// The move's own text without an answer.
    fn describe_move(&self, position: &str, mv: &DynMove) -> String {
        let request = EngineRequest::DescribeMove {
            spec: self.s(),
            position: position.to_string(),
            mv: mv.clone(),
        };
        self.get(request, |r| match r {
            EngineResponse::Text(t) => Some(t),
            _ => None,
        })
        .unwrap_or_else(|_| mv.text.clone())
    }

    /// None without an answer.
    fn winning_move(&self, position: &str) -> Option<DynMove> {
        self.choice(EngineRequest::WinningMove {
            spec: self.s(),
            position: position.to_string(),
        })
    }

    /// None without an answer.
    fn computer_move(&self, position: &str) -> Option<DynMove> {
        self.choice(EngineRequest::ComputerMove {
            spec: self.s(),
            position: position.to_string(),
        })
    }

    /// None without an answer.
    fn move_for(&self, position: &str, component: usize, group: &str, a: u64) -> Option<DynMove> {
        self.choice(EngineRequest::MoveFor {
            spec: self.s(),
            position: position.to_string(),
            component,
            group: group.to_string(),
            a,
        })
    }

    /// No groups without an answer.
    fn move_groups(&self, position: &str, component: usize, limit: u64) -> Vec<MoveGroup<DynMove>> {
        self.groups(position, component, None, limit)
    }

    /// No groups without an answer.
    fn move_groups_within(
        &self,
        position: &str,
        component: usize,
        within: usize,
        limit: u64,
    ) -> Vec<MoveGroup<DynMove>> {
        self.groups(position, component, Some(within), limit)
    }
}
