//! The modules' side of [`super::protocol`]: the engines by spec, each with
//! its drawings, the engines each module holds ([`super::module`]), and
//! one function that answers a request.

use super::module::Module;
use super::protocol::{
    EditorState, EngineRequest, EngineResponse, GameInfo, Group, ModuleView, ViewResponse, Words,
};
use super::{Info, Shown};
use grundy::dynamic::{DynGame, DynMove, Erased};
use grundy::games::coins::plane::PlaneCoins;
use grundy::games::coins::rugs::Rugs;
use grundy::games::coins::tartan::Tartan;
use grundy::games::coins::{CoinGame, CoinRule, RowRule};
use grundy::games::digraph::Digraph;
use grundy::games::hackenbush::Hackenbush;
use grundy::games::moore::Moore;
use grundy::games::rims::Rims;
use grundy::games::sum::SumGame;
use grundy::spec::text_game_spec;
use serde::Serialize;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::JsValue;

/// A game of this module: its engine behind text, and its drawings.
pub trait Hosted: DynGame {
    /// [`Shown::info`].
    fn info(&self) -> Info;
    /// [`Shown::board_within`], from text; `None` for a position it
    /// cannot read.
    fn board(
        &self,
        position: &str,
        preview: Option<&DynMove>,
        selected: Option<usize>,
        within: Option<usize>,
    ) -> Option<ModuleView>;
    /// [`Shown::explain`], from text; `None` for a position it cannot
    /// read.
    fn explain(&self, position: &str, selected: Option<usize>, step: usize) -> Option<ModuleView>;
    /// [`Shown::editor`], from text.
    fn editor(&self, position: &str, state: &EditorState) -> Option<ModuleView>;
    /// [`Shown::parts_on_board`].
    fn parts_on_board(&self) -> bool;
}

impl<G: Shown + 'static> Hosted for Erased<G> {
    fn info(&self) -> Info {
        self.game().info()
    }

    fn board(
        &self,
        position: &str,
        preview: Option<&DynMove>,
        selected: Option<usize>,
        within: Option<usize>,
    ) -> Option<ModuleView> {
        let p = self.read(position)?;
        let preview = preview.and_then(|m| self.read_move(&p, m));
        Some(
            self.game()
                .board_within(&p, preview.as_ref(), selected, within),
        )
    }

    fn explain(&self, position: &str, selected: Option<usize>, step: usize) -> Option<ModuleView> {
        let p = self.read(position)?;
        Some(self.game().explain(&p, selected, step))
    }

    fn parts_on_board(&self) -> bool {
        self.game().parts_on_board()
    }

    fn editor(&self, position: &str, state: &EditorState) -> Option<ModuleView> {
        let p = self.read(position)?;
        self.game().editor(&p, state)
    }
}

/// Where an engine is kept: the module whose engine it is (`None` for a
/// sum's part), and the game's spec.
type Key = (Option<Module>, String);

thread_local! {
    /// One engine per spec, kept for the visit: each remembers its values.
    /// Each module's apart (`None` for a sum's parts), as one binary may
    /// hold several (the sums' module, the tests), each finding only its
    /// own games.
    static ENGINES: RefCell<HashMap<Key, Rc<dyn Hosted>>> =
        RefCell::new(HashMap::new());
}

/// Finds the engine of the game a spec names, if the module holds it.
pub type Find = fn(&str) -> Option<Rc<dyn Hosted>>;

/// A new engine of a coin-turning game or one of their grids.
fn coin_engine(spec: &str) -> Option<Rc<dyn Hosted>> {
    let (name, arg) = spec.split_once(':').unwrap_or((spec, ""));
    Some(match name {
        "turtles" => Rc::new(Erased::new(CoinGame::new(CoinRule::Turtles))),
        "mock-turtles" => Rc::new(Erased::new(CoinGame::new(CoinRule::MockTurtles))),
        "ruler" => Rc::new(Erased::new(CoinGame::new(CoinRule::Ruler))),
        "rugs" => Rc::new(Erased::new(Rugs)),
        "coins" => Rc::new(Erased::new(CoinGame::new(RowRule::parse(arg).ok()?))),
        // Named factors keep their own game; any other is a rule's.
        "tartan" => match Tartan::parse(arg) {
            Some(t) => Rc::new(Erased::new(t)),
            None => Rc::new(Erased::new(Tartan::parse_factors(arg).ok()?)),
        },
        "coins2d" => Rc::new(Erased::new(PlaneCoins::parse(arg).ok()?)),
        _ => return None,
    })
}

/// A new engine of Green Hackenbush.
fn hackenbush_engine(spec: &str) -> Option<Rc<dyn Hosted>> {
    (spec == "hackenbush").then(|| Rc::new(Erased::new(Hackenbush)) as Rc<dyn Hosted>)
}

/// A new engine of the graph game.
fn digraph_engine(spec: &str) -> Option<Rc<dyn Hosted>> {
    (spec == "digraph").then(|| Rc::new(Erased::new(Digraph)) as Rc<dyn Hosted>)
}

/// A new engine of a game of counters taken from heaps.
fn counter_engine(spec: &str) -> Option<Rc<dyn Hosted>> {
    let (name, arg) = spec.split_once(':').unwrap_or((spec, ""));
    Some(match name {
        "rims" => Rc::new(Erased::new(Rims)),
        "moore" => Rc::new(Erased::new(Moore::from_arg(arg)?)),
        _ => return None,
    })
}

/// A new engine of any game a sum may hold.
fn part_engine(spec: &str) -> Option<Rc<dyn Hosted>> {
    coin_engine(spec)
        .or_else(|| hackenbush_engine(spec))
        .or_else(|| digraph_engine(spec))
        .or_else(|| counter_engine(spec))
}

/// The engine made by `make` for the game `spec` names, checked as the
/// page checks it, and kept for the visit among the engines of `module`.
fn kept(
    module: Option<Module>,
    spec: &str,
    make: fn(&str) -> Option<Rc<dyn Hosted>>,
) -> Option<Rc<dyn Hosted>> {
    let (name, arg) = spec.split_once(':').unwrap_or((spec, ""));
    let key = (module, text_game_spec(name, arg)?.ok()?);
    if let Some(e) = ENGINES.with_borrow(|m| m.get(&key).cloned()) {
        return Some(e);
    }
    let e = make(&key.1)?;
    ENGINES.with_borrow_mut(|m| m.insert(key, e.clone()));
    Some(e)
}

/// The coins' module's engines ([`Module::Coins`]).
pub fn coins(spec: &str) -> Option<Rc<dyn Hosted>> {
    kept(Some(Module::Coins), spec, coin_engine)
}

/// The Hackenbush module's engine ([`Module::Hackenbush`]).
pub fn hackenbush(spec: &str) -> Option<Rc<dyn Hosted>> {
    kept(Some(Module::Hackenbush), spec, hackenbush_engine)
}

/// The graph game's module's engine ([`Module::Digraph`]).
pub fn digraph(spec: &str) -> Option<Rc<dyn Hosted>> {
    kept(Some(Module::Digraph), spec, digraph_engine)
}

/// The counters' module's engines ([`Module::Counters`]).
pub fn counters(spec: &str) -> Option<Rc<dyn Hosted>> {
    kept(Some(Module::Counters), spec, counter_engine)
}

/// The engine of a part of a sum: any game of the other modules.
pub fn part(spec: &str) -> Option<Rc<dyn Hosted>> {
    kept(None, spec, part_engine)
}

/// The sums' module's engines ([`Module::Sums`]): sums, and every game a
/// sum may hold. A sum holds any game, so the whole core with it: it is
/// built into a module of its own, and the others stay without it.
pub fn sums(spec: &str) -> Option<Rc<dyn Hosted>> {
    kept(Some(Module::Sums), spec, |spec| match spec {
        "sum" => Some(Rc::new(Erased::new(SumGame))),
        other => part_engine(other),
    })
}

/// What a module answers: a [`ViewResponse`] to a request for a board,
/// an explanation or an editor, an [`EngineResponse`] to any other.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// The answer to [`EngineRequest::Board`], [`EngineRequest::Explain`]
    /// or [`EngineRequest::Editor`].
    View(ViewResponse),
    /// The answer to any other request.
    Engine(EngineResponse),
}

/// A module's `call`: `request` (as serde-wasm-bindgen writes an
/// [`EngineRequest`]) answered by the engines `find` gives, as
/// serde-wasm-bindgen writes the [`Answer`]'s response. A request it cannot
/// read is answered [`EngineResponse::Unreadable`]; a response that cannot
/// be written reaches the page as `undefined`, which the page reads as no
/// answer.
pub fn serve(request: JsValue, find: Find) -> JsValue {
    let answered = match serde_wasm_bindgen::from_value::<EngineRequest>(request) {
        Ok(request) => respond(&request, find),
        Err(e) => Answer::Engine(EngineResponse::Unreadable(e.to_string())),
    };
    let writer =
        serde_wasm_bindgen::Serializer::new().serialize_large_number_types_as_bigints(true);
    match answered {
        Answer::View(r) => r.serialize(&writer),
        Answer::Engine(r) => r.serialize(&writer),
    }
    .unwrap_or(JsValue::UNDEFINED)
}

/// The answer to `request`, by the engines `find` gives.
pub fn respond(request: &EngineRequest, find: Find) -> Answer {
    use EngineRequest as Q;
    let view = |v: Option<ViewResponse>| Answer::View(v.unwrap_or(ViewResponse::Unanswered));
    match request {
        Q::Editor {
            spec,
            position,
            state,
        } => Answer::View(ViewResponse::Editor(
            find(spec).and_then(|g| g.editor(position, state)),
        )),
        Q::Board {
            spec,
            position,
            preview,
            selected,
            within,
        } => view(
            find(spec)
                .and_then(|g| g.board(position, preview.as_ref(), *selected, *within))
                .map(ViewResponse::Board),
        ),
        Q::Explain {
            spec,
            position,
            selected,
            step,
        } => view(
            find(spec)
                .and_then(|g| g.explain(position, *selected, *step))
                .map(ViewResponse::Explain),
        ),
        other => Answer::Engine(answer(other, find)),
    }
}

/// The response to `request`, by the engines `find` gives; the requests
/// for a view (a board, an explanation, an editor) are answered by
/// [`respond`], and here only said to be unreadable.
pub fn answer(request: &EngineRequest, find: Find) -> EngineResponse {
    use EngineRequest as Q;
    use EngineResponse as A;
    let spec = request.spec();
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
            within,
            limit,
            ..
        } => A::Groups(
            match within {
                Some(own) => g.move_groups_within(position, *component, *own, *limit),
                None => g.move_groups(position, *component, *limit),
            }
            .into_iter()
            .map(Group::from_group)
            .collect(),
        ),
        Q::Board { .. } | Q::Explain { .. } | Q::Editor { .. } => {
            A::Unreadable("a view's request is answered with a ViewResponse".to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(spec: &str) -> EngineRequest {
        EngineRequest::Info {
            spec: spec.to_string(),
        }
    }

    #[test]
    fn an_editor_s_request_is_answered_with_an_editor_response() {
        let ask = |spec: &str, position: &str| EngineRequest::Editor {
            spec: spec.to_string(),
            position: position.to_string(),
            state: EditorState::Start,
        };
        let Answer::View(ViewResponse::Editor(Some(view))) =
            respond(&ask("hackenbush", "g-1"), hackenbush)
        else {
            panic!("Hackenbush's editor");
        };
        assert!(!view.blocks.is_empty());
        assert_eq!(
            respond(&ask("turtles", "THHTH"), coins),
            Answer::View(ViewResponse::Editor(None))
        );
        assert_eq!(
            respond(&ask("chess", ""), coins),
            Answer::View(ViewResponse::Editor(None))
        );
        assert!(matches!(
            respond(&info("turtles"), coins),
            Answer::Engine(EngineResponse::Info(_))
        ));
    }

    #[test]
    fn a_game_answers_with_its_facts() {
        let EngineResponse::Info(info) = answer(&info("turtles"), coins) else {
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
            answer(
                &EngineRequest::ParsePosition {
                    spec: spec(),
                    text: " THHTH ".to_string()
                },
                coins
            ),
            EngineResponse::Position(Ok(position()))
        );
        assert!(matches!(
            answer(
                &EngineRequest::Moves {
                    spec: spec(),
                    position: position()
                },
                coins
            ),
            EngineResponse::Moves(m) if !m.is_empty()
        ));
        assert_eq!(
            answer(
                &EngineRequest::IsTerminal {
                    spec: spec(),
                    position: "TTT".to_string()
                },
                coins
            ),
            EngineResponse::Terminal(true)
        );
        assert!(matches!(
            respond(
                &EngineRequest::Board {
                    spec: spec(),
                    position: position(),
                    preview: None,
                    selected: Some(0),
                    within: None,
                },
                coins
            ),
            Answer::View(ViewResponse::Board(v)) if !v.plays().is_empty()
        ));
        assert_eq!(
            respond(
                &EngineRequest::Explain {
                    spec: spec(),
                    position: "not a row".to_string(),
                    selected: None,
                    step: 0,
                },
                coins
            ),
            Answer::View(ViewResponse::Unanswered)
        );
    }

    /// Each module holds the games [`Module::of`] sends to it and no
    /// other, and the sums' module holds every game besides sums, with the
    /// same answers.
    #[test]
    fn each_module_holds_its_games_and_the_sums_module_holds_all() {
        let specs = [
            "turtles",
            "mock-turtles",
            "ruler",
            "rugs",
            "tartan:turtles*ruler",
            "coins2d:0.b,a.0,a.b",
            "hackenbush",
            "digraph",
            "rims",
            "moore:2",
            "sum",
        ];
        let modules: [(Module, Find); 5] = [
            (Module::Coins, coins),
            (Module::Hackenbush, hackenbush),
            (Module::Digraph, digraph),
            (Module::Counters, counters),
            (Module::Sums, sums),
        ];
        for spec in specs {
            let home = Module::of(spec);
            for (module, find) in modules {
                let holds = matches!(answer(&info(spec), find), EngineResponse::Info(_));
                assert_eq!(
                    holds,
                    module == home || module == Module::Sums,
                    "{spec} in {module:?}"
                );
            }
            if home != Module::Sums {
                let (_, find) = modules[home.index()];
                assert_eq!(
                    answer(&info(spec), find),
                    answer(&info(spec), sums),
                    "{spec}"
                );
                assert_eq!(
                    answer(&info(spec), find),
                    answer(&info(spec), part),
                    "{spec}"
                );
            }
        }
        let EngineResponse::Info(sum) = answer(&info("sum"), sums) else {
            panic!("the sums' module has sums");
        };
        assert!(sum.parts_on_board);
        assert_eq!(
            answer(&info("sum"), part),
            EngineResponse::UnknownGame("sum".to_string())
        );
    }

    #[test]
    fn a_sums_moves_are_asked_for_within_a_part() {
        // Turtles THHTH, the sum's component 1: ten flips in all, five of
        // them of its head at coin 4 (its own component 2).
        let ask = |within| {
            let request = EngineRequest::MoveGroups {
                spec: "sum".to_string(),
                position: "nim(3) + turtles(THHTH)".to_string(),
                component: 1,
                within,
                limit: 12,
            };
            let EngineResponse::Groups(groups) = answer(&request, sums) else {
                panic!("the sums' module lists a sum's moves");
            };
            groups
                .into_iter()
                .flat_map(|g| g.into_group().rows)
                .map(|r| r.mv.text)
                .collect::<Vec<_>>()
        };
        assert_eq!(ask(None).len(), 10);
        let within = ask(Some(2));
        assert_eq!(within.len(), 5, "{within:?}");
        assert!(within
            .iter()
            .all(|m| m.starts_with("2: ") && m.ends_with('4')));
    }

    #[test]
    fn a_game_the_module_has_not_is_named() {
        assert_eq!(
            answer(&info("chess"), sums),
            EngineResponse::UnknownGame("chess".to_string())
        );
    }
}
