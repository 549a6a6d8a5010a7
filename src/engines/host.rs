//! The games' module's side of [`super::protocol`]: the engines by spec,
//! each with its drawings, and one function that answers a request.

use super::protocol::{EngineRequest, EngineResponse, GameInfo, Group, Words};
use super::{Info, Shown};
use grundy::dynamic::{DynGame, DynMove, Erased};
use grundy::games::coins::plane::PlaneCoins;
use grundy::games::coins::rugs::Rugs;
use grundy::games::coins::tartan::Tartan;
use grundy::games::coins::{CoinGame, CoinRule};
use grundy::games::digraph::Digraph;
use grundy::games::hackenbush::Hackenbush;
use grundy::games::moore::Moore;
use grundy::games::rims::Rims;
use grundy::games::sum::SumGame;
use grundy::spec::text_game_spec;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// A game of this module: its engine behind text, and its drawings.
pub trait Hosted: DynGame {
    /// [`Shown::info`].
    fn info(&self) -> Info;
    /// [`Shown::board`], from text.
    fn board(&self, position: &str, preview: Option<&DynMove>, selected: Option<usize>) -> String;
    /// [`Shown::explain`], from text.
    fn explain(&self, position: &str, selected: Option<usize>, step: usize) -> String;
    /// [`Shown::editor`], from text.
    fn editor(&self, position: &str, state: &str) -> Option<String>;
    /// [`Shown::parts_on_board`].
    fn parts_on_board(&self) -> bool;
}

impl<G: Shown + 'static> Hosted for Erased<G> {
    fn info(&self) -> Info {
        self.game().info()
    }

    fn board(&self, position: &str, preview: Option<&DynMove>, selected: Option<usize>) -> String {
        let Some(p) = self.read(position) else {
            return String::new();
        };
        let preview = preview.and_then(|m| self.read_move(&p, m));
        self.game()
            .board(&p, preview.as_ref(), selected)
            .as_str()
            .to_string()
    }

    fn explain(&self, position: &str, selected: Option<usize>, step: usize) -> String {
        let Some(p) = self.read(position) else {
            return String::new();
        };
        self.game().explain(&p, selected, step).as_str().to_string()
    }

    fn parts_on_board(&self) -> bool {
        self.game().parts_on_board()
    }

    fn editor(&self, position: &str, state: &str) -> Option<String> {
        let p = self.read(position)?;
        self.game()
            .editor(&p, state)
            .map(|m| m.as_str().to_string())
    }
}

thread_local! {
    /// One engine per spec, kept for the visit: each remembers its values.
    static ENGINES: RefCell<HashMap<String, Rc<dyn Hosted>>> = RefCell::new(HashMap::new());
}

fn make(spec: &str) -> Option<Rc<dyn Hosted>> {
    let (name, arg) = spec.split_once(':').unwrap_or((spec, ""));
    Some(match name {
        "turtles" => Rc::new(Erased::new(CoinGame::new(CoinRule::Turtles))),
        "mock-turtles" => Rc::new(Erased::new(CoinGame::new(CoinRule::MockTurtles))),
        "ruler" => Rc::new(Erased::new(CoinGame::new(CoinRule::Ruler))),
        "rugs" => Rc::new(Erased::new(Rugs)),
        "tartan" => Rc::new(Erased::new(Tartan::parse(arg)?)),
        "coins2d" => Rc::new(Erased::new(PlaneCoins::parse(arg).ok()?)),
        "hackenbush" => Rc::new(Erased::new(Hackenbush)),
        "digraph" => Rc::new(Erased::new(Digraph)),
        "rims" => Rc::new(Erased::new(Rims)),
        "moore" => Rc::new(Erased::new(Moore::from_arg(arg)?)),
        _ => return None,
    })
}

/// The engine made by `make` for the game `spec` names, checked as the
/// page checks it, and kept for the visit.
fn kept(spec: &str, make: fn(&str) -> Option<Rc<dyn Hosted>>) -> Option<Rc<dyn Hosted>> {
    let (name, arg) = spec.split_once(':').unwrap_or((spec, ""));
    let spec = text_game_spec(name, arg)?.ok()?;
    if let Some(e) = ENGINES.with_borrow(|m| m.get(&spec).cloned()) {
        return Some(e);
    }
    let e = make(&spec)?;
    ENGINES.with_borrow_mut(|m| m.insert(spec, e.clone()));
    Some(e)
}

/// The engine of the game `spec` names: every game of the module but sums.
pub fn engine(spec: &str) -> Option<Rc<dyn Hosted>> {
    kept(spec, make)
}

/// The engine of the game `spec` names, sums included. A sum holds any
/// game, so the whole core with it: it is built into a module of its own
/// (the sums' module, `src/bin/sums.rs`), and the games' module stays
/// without it.
pub fn engine_or_sum(spec: &str) -> Option<Rc<dyn Hosted>> {
    kept(spec, |spec| match spec {
        "sum" => Some(Rc::new(Erased::new(SumGame))),
        other => make(other),
    })
}

/// The games' module's response to `request` (no sums).
pub fn answer(request: &EngineRequest) -> EngineResponse {
    answer_by(request, engine)
}

/// The sums' module's response to `request`: every game, sums included.
pub fn answer_with_sums(request: &EngineRequest) -> EngineResponse {
    answer_by(request, engine_or_sum)
}

/// The response to a request about no game: the nim-multiplication
/// table. A request about a game is answered by the game's engine.
fn answer_about_no_game(request: &EngineRequest) -> EngineResponse {
    match request {
        EngineRequest::NimMul { size, chosen } => EngineResponse::Markup(
            super::rugs::nim_mul_page(*size, *chosen)
                .as_str()
                .to_string(),
        ),
        other => EngineResponse::Unreadable(format!(
            "a request about a game without its spec: {other:?}"
        )),
    }
}

/// The response to `request`, by the engines `find` gives.
fn answer_by(request: &EngineRequest, find: fn(&str) -> Option<Rc<dyn Hosted>>) -> EngineResponse {
    use EngineRequest as Q;
    use EngineResponse as A;
    let Some(spec) = request.spec() else {
        return answer_about_no_game(request);
    };
    let Some(e) = find(spec) else {
        return A::UnknownGame(spec.to_string());
    };
    let g: &dyn Hosted = &*e;
    match request {
        Q::Info { .. } => {
            let w = g.words();
            A::Info(Box::new(GameInfo {
                name: g.name(),
                info: g.info(),
                parts_on_board: g.parts_on_board(),
                words: Words {
                    noun: w.noun.into_owned(),
                    past: w.past.into_owned(),
                    present: w.present.into_owned(),
                },
            }))
        }
        Q::ParsePosition { text, .. } => A::Position(g.parse_position(text)),
        Q::Components { position, .. } => A::Components(g.components(position)),
        Q::Moves { position, .. } => A::Moves(g.moves(position)),
        Q::IsTerminal { position, .. } => A::Terminal(g.is_terminal(position)),
        Q::Play { position, mv, .. } => A::Played(g.play(position, mv)),
        Q::ParseMove { position, text, .. } => A::Move(g.parse_move(position, text)),
        Q::Value { component, .. } => A::Value(g.value(component).0),
        Q::DescribeComponent { component, .. } => A::Text(g.describe_component(component)),
        Q::DescribeMove { position, mv, .. } => A::Text(g.describe_move(position, mv)),
        Q::WinningMove { position, .. } => A::Choice(g.winning_move(position)),
        Q::ComputerMove { position, .. } => A::Choice(g.computer_move(position)),
        Q::MoveFor {
            position,
            component,
            group,
            a,
            ..
        } => A::Choice(g.move_for(position, *component, group, *a)),
        Q::MoveGroups {
            position,
            component,
            limit,
            ..
        } => A::Groups(
            g.move_groups(position, *component, *limit)
                .into_iter()
                .map(Group::from_group)
                .collect(),
        ),
        Q::Board {
            position,
            preview,
            selected,
            ..
        } => A::Markup(g.board(position, preview.as_ref(), *selected)),
        Q::Explain {
            position,
            selected,
            step,
            ..
        } => A::Markup(g.explain(position, *selected, *step)),
        Q::Editor {
            position, state, ..
        } => A::Editor(g.editor(position, &state.notation())),
        Q::NimMul { .. } => answer_about_no_game(request),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_answers_with_its_facts() {
        let EngineResponse::Info(info) = answer(&EngineRequest::Info {
            spec: "turtles".to_string(),
        }) else {
            panic!("the facts of Turning Turtles");
        };
        assert_eq!(info.words.noun, "flip");
        assert!(!info.info.presets.is_empty());
    }

    #[test]
    fn each_request_has_the_response_it_names() {
        let spec = || "turtles".to_string();
        let position = || "THHTH".to_string();
        assert_eq!(
            answer(&EngineRequest::ParsePosition {
                spec: spec(),
                text: " THHTH ".to_string()
            }),
            EngineResponse::Position(Ok(position()))
        );
        assert!(matches!(
            answer(&EngineRequest::Moves {
                spec: spec(),
                position: position()
            }),
            EngineResponse::Moves(m) if !m.is_empty()
        ));
        assert_eq!(
            answer(&EngineRequest::IsTerminal {
                spec: spec(),
                position: "TTT".to_string()
            }),
            EngineResponse::Terminal(true)
        );
        assert!(matches!(
            answer(&EngineRequest::Board {
                spec: spec(),
                position: position(),
                preview: None,
                selected: Some(0)
            }),
            EngineResponse::Markup(m) if m.contains("data-move")
        ));
    }

    #[test]
    fn sums_are_the_sums_module_s_and_every_other_game_is_in_both() {
        let info = |spec: &str| EngineRequest::Info {
            spec: spec.to_string(),
        };
        assert_eq!(
            answer(&info("sum")),
            EngineResponse::UnknownGame("sum".to_string())
        );
        let EngineResponse::Info(sum) = answer_with_sums(&info("sum")) else {
            panic!("the sums' module has sums");
        };
        assert!(sum.parts_on_board);
        for spec in [
            "turtles",
            "rugs",
            "hackenbush",
            "digraph",
            "rims",
            "moore:2",
        ] {
            assert!(
                matches!(answer(&info(spec)), EngineResponse::Info(_)),
                "{spec}"
            );
            assert_eq!(answer(&info(spec)), answer_with_sums(&info(spec)), "{spec}");
        }
    }

    #[test]
    fn a_game_the_module_has_not_is_named() {
        assert_eq!(
            answer(&EngineRequest::Info {
                spec: "chess".to_string()
            }),
            EngineResponse::UnknownGame("chess".to_string())
        );
    }
}
