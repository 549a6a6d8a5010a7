//! The games' module's side of [`super::protocol`]: the engines by spec,
//! each with its drawings, and one function that answers a call.

use super::protocol::{facts, Ask, Call, Group, Words};
use super::{Info, Shown};
use grundy::dynamic::{DynError, DynGame, DynMove, Erased};
use grundy::games::coins::rugs::Rugs;
use grundy::games::coins::{CoinGame, CoinRule};
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

/// A game of this module: its engine behind text, and its drawings.
pub trait Hosted: DynGame {
    /// [`Shown::info`].
    fn info(&self) -> Info;
    /// [`Shown::board`], from text.
    fn board(&self, position: &str, preview: Option<&DynMove>, selected: Option<usize>) -> String;
    /// [`Shown::picture`], from text.
    fn picture(
        &self,
        position: &str,
        index: usize,
        preview: Option<&DynMove>,
        large: bool,
    ) -> String;
    /// [`Shown::explain`], from text.
    fn explain(&self, position: &str, selected: Option<usize>, step: usize) -> String;
    /// [`Shown::editor`], from text.
    fn editor(&self, position: &str, state: &str) -> Option<String>;
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

    fn picture(
        &self,
        position: &str,
        index: usize,
        preview: Option<&DynMove>,
        large: bool,
    ) -> String {
        let Some(p) = self.read(position) else {
            return String::new();
        };
        let preview = preview.and_then(|m| self.read_move(&p, m));
        self.game()
            .picture(&p, index, preview.as_ref(), large)
            .as_str()
            .to_string()
    }

    fn explain(&self, position: &str, selected: Option<usize>, step: usize) -> String {
        let Some(p) = self.read(position) else {
            return String::new();
        };
        self.game().explain(&p, selected, step).as_str().to_string()
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
        "hackenbush" => Rc::new(Erased::new(Hackenbush)),
        "digraph" => Rc::new(Erased::new(Digraph)),
        "rims" => Rc::new(Erased::new(Rims)),
        "moore" => Rc::new(Erased::new(Moore::new(arg.parse().ok()?)?)),
        "sum" => Rc::new(Erased::new(SumGame)),
        _ => return None,
    })
}

/// The engine of the game `spec` names, checked as the page checks it.
pub fn engine(spec: &str) -> Option<Rc<dyn Hosted>> {
    let (name, arg) = spec.split_once(':').unwrap_or((spec, ""));
    let spec = text_game_spec(name, arg)?.ok()?;
    if let Some(e) = ENGINES.with_borrow(|m| m.get(&spec).cloned()) {
        return Some(e);
    }
    let e = make(&spec)?;
    ENGINES.with_borrow_mut(|m| m.insert(spec, e.clone()));
    Some(e)
}

/// An answer to a call: serialised untagged, so it reads as the type the
/// call names (see [`Ask`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Answer {
    /// A text or markup.
    Text(String),
    /// Texts.
    Texts(Vec<String>),
    /// A yes or no.
    Bool(bool),
    /// A value.
    Value(u64),
    /// A position read, or why not.
    Parsed(Result<String, DynError>),
    /// A move made, or why not.
    Played(Result<String, String>),
    /// A move read, or why not.
    ParsedMove(Result<DynMove, DynError>),
    /// Moves.
    Moves(Vec<DynMove>),
    /// A move, if any.
    Move(Option<DynMove>),
    /// Groups of moves.
    Groups(Vec<Group>),
    /// Markup, if the game has it.
    Markup(Option<String>),
}

/// The answer to `call`; `None` for a game this module does not have.
pub fn answer(call: &Call) -> Option<Answer> {
    if call.ask == Ask::NimMul {
        let chosen = call
            .flag
            .then_some((call.number2 >> 32, call.number2 & 0xffff_ffff));
        return Some(Answer::Text(
            super::rugs::nim_mul_page(call.number, chosen)
                .as_str()
                .to_string(),
        ));
    }
    let e = engine(&call.spec)?;
    let g: &dyn Hosted = &*e;
    let p = call.position.as_str();
    let mv = call.mv.as_ref();
    let index = call.index.unwrap_or(0);
    Some(match call.ask {
        Ask::Info => {
            let w = g.words();
            let words = Words {
                noun: w.noun.to_string(),
                past: w.past.to_string(),
                present: w.present.to_string(),
            };
            Answer::Texts(facts(&g.info(), &words))
        }
        Ask::Name => Answer::Text(g.name()),
        Ask::ParsePosition => Answer::Parsed(g.parse_position(&call.text)),
        Ask::Components => Answer::Texts(g.components(p)),
        Ask::Moves => Answer::Moves(g.moves(p)),
        Ask::IsTerminal => Answer::Bool(g.is_terminal(p)),
        Ask::Play => Answer::Played(match mv {
            Some(m) => g.play(p, m),
            None => Err("no move was given".to_string()),
        }),
        Ask::ParseMove => Answer::ParsedMove(g.parse_move(p, &call.text)),
        Ask::Value => Answer::Value(g.value(p).0),
        Ask::DescribeComponent => Answer::Text(g.describe_component(p)),
        Ask::DescribeMove => Answer::Text(mv.map(|m| g.describe_move(p, m)).unwrap_or_default()),
        Ask::WinningMove => Answer::Move(g.winning_move(p)),
        Ask::ComputerMove => Answer::Move(g.computer_move(p)),
        Ask::MoveFor => Answer::Move(g.move_for(p, index, &call.text, call.number)),
        Ask::MoveGroups => Answer::Groups(
            g.move_groups(p, index, call.number)
                .into_iter()
                .map(Group::from_group)
                .collect(),
        ),
        Ask::Board => Answer::Text(g.board(p, mv, call.index)),
        Ask::Picture => Answer::Text(g.picture(p, index, mv, call.flag)),
        Ask::Explain => Answer::Text(g.explain(p, call.index, call.number as usize)),
        Ask::Editor => Answer::Markup(g.editor(p, &call.text)),
        Ask::NimMul => return None,
    })
}
