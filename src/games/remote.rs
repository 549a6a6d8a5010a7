//! The page's side of the games loaded on demand ([`crate::engines`]): a
//! [`DynGame`] that asks the games' module each question, a stand-in while
//! the module is on its way, the module's loading, and the drawings and
//! panels the module writes, with the one listener that acts on the data
//! attributes of its markup.

use crate::engines::protocol::{read_facts, Ask, Call, Group, Words};
use crate::engines::{AddKind as WireAdd, Info};
use crate::games::{AddKind, Terms};
use crate::lazy::{describe, load_module};
use crate::markup::Markup;
use crate::state::play::{PlayAction, Table};
use crate::state::ui::UiAction;
use crate::state::{PlayContext, UiContext};
use grundy::dynamic::{DynError, DynGame, DynMove, Shared};
use grundy::game::MoveWords;
use grundy::moves::MoveGroup;
use grundy::spec::{AnyGame, AnyMove, AnyPosition, SpecError};
use grundy::Nimber;
use js_sys::{Function, Reflect};
use serde::de::DeserializeOwned;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// Where the games' module is.
enum Load {
    /// Not asked for, or asked again after a failure.
    Idle,
    /// On its way.
    Loading,
    /// Here: its `call` function.
    Ready(Function),
    /// It could not be loaded, for this reason.
    Failed(String),
}

/// A game's facts and words for moves, shared.
type Facts = Rc<(Info, Words)>;

/// A game's presets and kinds to add, kept for the visit.
type Lists = (&'static [(&'static str, &'static str)], &'static [AddKind]);

thread_local! {
    static LOAD: RefCell<Load> = const { RefCell::new(Load::Idle) };
    /// Each game's facts, asked once (a handful of games: a list will do).
    static INFO: RefCell<Vec<(String, Facts)>> = const { RefCell::new(Vec::new()) };
    /// Texts the page keeps for the whole visit (terms, presets): each
    /// distinct text once.
    static KEPT: RefCell<Vec<&'static str>> = const { RefCell::new(Vec::new()) };
    /// Presets and kinds to add, per game.
    static LISTS: RefCell<Vec<(String, Lists)>> = const { RefCell::new(Vec::new()) };
    /// The explanation's walkthrough step and the editor's state, for the
    /// position they were set on.
    static PANEL: RefCell<(String, usize, String)> = const { RefCell::new((String::new(), 0, String::new())) };
}

/// `text` kept for the visit; the same text is kept once.
fn keep(text: &str) -> &'static str {
    KEPT.with_borrow_mut(|kept| {
        if let Some(k) = kept.iter().find(|k| **k == text) {
            return *k;
        }
        let k: &'static str = Box::leak(text.to_string().into_boxed_str());
        kept.push(k);
        k
    })
}

/// True when the games' module is here.
pub fn ready() -> bool {
    LOAD.with_borrow(|l| matches!(l, Load::Ready(_)))
}

/// Why the module could not be loaded, if it could not.
pub fn failure() -> Option<String> {
    LOAD.with_borrow(|l| match l {
        Load::Failed(reason) => Some(reason.clone()),
        _ => None,
    })
}

/// Asks for the module unless it is here or on its way; `done` hears the
/// outcome.
pub fn load(done: impl FnOnce(Result<(), String>) + 'static) {
    let go = LOAD.with_borrow(|l| matches!(l, Load::Idle | Load::Failed(_)));
    if !go {
        return;
    }
    LOAD.set(Load::Loading);
    wasm_bindgen_futures::spawn_local(async move {
        let outcome = match JsFuture::from(load_module("engines")).await {
            Ok(m) => match Reflect::get(&m, &JsValue::from_str("call"))
                .ok()
                .and_then(|f| f.dyn_into::<Function>().ok())
            {
                Some(f) => Ok(f),
                None => Err("it lacks the function the page needs".to_string()),
            },
            Err(e) => Err(describe(&e)),
        };
        match outcome {
            Ok(f) => {
                LOAD.set(Load::Ready(f));
                done(Ok(()));
            }
            Err(reason) => {
                LOAD.set(Load::Failed(reason.clone()));
                done(Err(reason));
            }
        }
    });
}

/// The module's answer to `op` about `spec`, read as `T`; `None` before
/// the module is here or when it cannot answer.
fn ask<T: DeserializeOwned>(call: Call) -> Option<T> {
    let f = LOAD.with_borrow(|l| match l {
        Load::Ready(f) => Some(f.clone()),
        _ => None,
    })?;
    let arg = serde_wasm_bindgen::to_value(&call).ok()?;
    let answer = f.call1(&JsValue::NULL, &arg).ok()?;
    serde_wasm_bindgen::from_value(answer).ok()
}

/// The game `spec` names: one of the page's own, or one of the module's
/// (a stand-in until the module is here).
pub fn game_from_spec(spec: &str) -> Result<AnyGame, SpecError> {
    AnyGame::from_spec_with(spec, &|checked| Some(Shared::new(Proxy::new(checked))))
}

/// The game's facts and words for moves (empty ones before the module
/// is here).
pub fn info(spec: &str) -> Facts {
    let known = INFO.with_borrow(|m| m.iter().find(|(s, _)| s == spec).map(|(_, i)| i.clone()));
    if let Some(i) = known {
        return i;
    }
    match ask::<Vec<String>>(Call::new(spec, Ask::Info)).and_then(read_facts) {
        Some(f) => {
            let f = Rc::new(f);
            INFO.with_borrow_mut(|m| m.push((spec.to_string(), f.clone())));
            f
        }
        None => Rc::new((
            Info {
                component: "part".to_string(),
                components: "parts".to_string(),
                one_move: "move".to_string(),
                moves: "moves".to_string(),
                all_done: "No move is possible.".to_string(),
                add: Vec::new(),
                presets: Vec::new(),
                intro: String::new(),
                notation: String::new(),
            },
            Words {
                noun: "move".to_string(),
                past: "played".to_string(),
                present: "play".to_string(),
            },
        )),
    }
}

/// How the page speaks of the game's parts and moves.
pub fn terms(spec: &str) -> Terms {
    let f = info(spec);
    let i = &f.0;
    Terms {
        component: keep(&i.component),
        components: keep(&i.components),
        one_move: keep(&i.one_move),
        moves: keep(&i.moves),
        move_hook: "move",
        component_attr: "data-part",
        all_done: keep(&i.all_done),
    }
}

fn lists(spec: &str) -> Lists {
    if let Some(l) = LISTS.with_borrow(|m| m.iter().find(|(s, _)| s == spec).map(|(_, l)| *l)) {
        return l;
    }
    let f = info(spec);
    let i = &f.0;
    if i.presets.is_empty() {
        return (&[], &[]);
    }
    let presets: Vec<(&'static str, &'static str)> =
        i.presets.iter().map(|(l, t)| (keep(l), keep(t))).collect();
    let adds: Vec<AddKind> = i
        .add
        .iter()
        .map(|a: &WireAdd| AddKind {
            label: keep(&a.label),
            prefix: keep(&a.prefix),
            number: keep(&a.number),
        })
        .collect();
    let l: Lists = (
        Box::leak(presets.into_boxed_slice()),
        Box::leak(adds.into_boxed_slice()),
    );
    LISTS.with_borrow_mut(|m| m.push((spec.to_string(), l)));
    l
}

/// Positions to start from.
pub fn presets(spec: &str) -> &'static [(&'static str, &'static str)] {
    lists(spec).0
}

/// Components a person can add by number.
pub fn add_kinds(spec: &str) -> &'static [AddKind] {
    lists(spec).1
}

/// A game of the module, asked through it. Until the module is here it
/// is not ready: it holds the position as typed and answers nothing, and
/// the play state reads the position again when the module arrives.
struct Proxy {
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

impl Proxy {
    fn new(spec: &str) -> Proxy {
        Proxy {
            spec: spec.to_string(),
            parts: RefCell::default(),
        }
    }

    fn call(&self, ask: Ask, position: &str) -> Call {
        Call::new(&self.spec, ask).at(position)
    }
}

/// What is said when the module does not answer.
fn silent() -> DynError {
    DynError {
        offset: 0,
        message: "the games' module did not answer".to_string(),
    }
}

impl DynGame for Proxy {
    fn spec(&self) -> String {
        self.spec.clone()
    }

    fn name(&self) -> String {
        ask::<String>(self.call(Ask::Name, "")).unwrap_or_else(|| self.spec.clone())
    }

    fn words(&self) -> MoveWords {
        let f = info(&self.spec);
        MoveWords {
            noun: keep(&f.1.noun),
            past: keep(&f.1.past),
            present: keep(&f.1.present),
        }
    }

    fn ready(&self) -> bool {
        ready()
    }

    fn parse_position(&self, text: &str) -> Result<String, DynError> {
        if !ready() {
            return Ok(text.trim().to_string());
        }
        ask::<Result<String, DynError>>(self.call(Ask::ParsePosition, "").text(text))
            .unwrap_or_else(|| Err(silent()))
    }

    fn components(&self, position: &str) -> Vec<String> {
        {
            let last = self.parts.borrow();
            if last.0 == position && !position.is_empty() {
                return last.1.clone();
            }
        }
        // Only an answer is kept: before the module is here there is none.
        let Some(parts) = ask::<Vec<String>>(self.call(Ask::Components, position)) else {
            return Vec::new();
        };
        *self.parts.borrow_mut() = (position.to_string(), parts.clone());
        parts
    }

    fn moves(&self, position: &str) -> Vec<DynMove> {
        ask(self.call(Ask::Moves, position)).unwrap_or_default()
    }

    fn is_terminal(&self, position: &str) -> bool {
        ask(self.call(Ask::IsTerminal, position)).unwrap_or(true)
    }

    fn play(&self, position: &str, mv: &DynMove) -> Result<String, String> {
        ask::<Result<String, String>>(self.call(Ask::Play, position).mv(Some(mv.clone())))
            .unwrap_or_else(|| Err(silent().message))
    }

    fn parse_move(&self, position: &str, text: &str) -> Result<DynMove, DynError> {
        ask::<Result<DynMove, DynError>>(self.call(Ask::ParseMove, position).text(text))
            .unwrap_or_else(|| Err(silent()))
    }

    fn value(&self, component: &str) -> Nimber {
        Nimber(ask(self.call(Ask::Value, component)).unwrap_or(0))
    }

    fn describe_component(&self, component: &str) -> String {
        ask(self.call(Ask::DescribeComponent, component)).unwrap_or_else(|| component.to_string())
    }

    fn describe_move(&self, position: &str, mv: &DynMove) -> String {
        ask(self.call(Ask::DescribeMove, position).mv(Some(mv.clone())))
            .unwrap_or_else(|| mv.text.clone())
    }

    fn winning_move(&self, position: &str) -> Option<DynMove> {
        ask::<Option<DynMove>>(self.call(Ask::WinningMove, position)).flatten()
    }

    fn computer_move(&self, position: &str) -> Option<DynMove> {
        ask::<Option<DynMove>>(self.call(Ask::ComputerMove, position)).flatten()
    }

    fn move_for(&self, position: &str, component: usize, group: &str, a: u64) -> Option<DynMove> {
        ask::<Option<DynMove>>(
            self.call(Ask::MoveFor, position)
                .index(Some(component))
                .text(group)
                .number(a),
        )
        .flatten()
    }

    fn move_groups(&self, position: &str, component: usize, limit: u64) -> Vec<MoveGroup<DynMove>> {
        ask::<Vec<Group>>(
            self.call(Ask::MoveGroups, position)
                .index(Some(component))
                .number(limit),
        )
        .unwrap_or_default()
        .into_iter()
        .map(|g| g.into_group(keep))
        .collect()
    }
}

/// The game and position of a table of the module's games, as text.
fn parts(table: &Table) -> Option<(String, String)> {
    match (table.game(), table.position()) {
        (AnyGame::Dyn(g), AnyPosition::Dyn(p)) if g.ready() => Some((g.spec(), p.clone())),
        _ => None,
    }
}

fn preview_of(mv: Option<&AnyMove>) -> Option<DynMove> {
    match mv {
        Some(AnyMove::Dyn(m)) => Some(m.clone()),
        _ => None,
    }
}

/// The picture of component `index`.
pub fn picture(table: &Table, index: usize, preview: Option<&AnyMove>, large: bool) -> Markup {
    let mut m = Markup::new();
    if let Some((spec, position)) = parts(table) {
        let text: Option<String> = ask(Call::new(&spec, Ask::Picture)
            .at(&position)
            .index(Some(index))
            .mv(preview_of(preview))
            .flag(large));
        m.trusted(&text.unwrap_or_default());
    }
    m
}

/// The element the event happened on, or the nearest one around it, that
/// carries one of the module's data attributes.
fn acting(e: &Event) -> Option<web_sys::Element> {
    let target = e.target()?.dyn_into::<web_sys::Element>().ok()?;
    target
        .closest("[data-move],[data-component],[data-step],[data-editor],[data-edit]")
        .ok()
        .flatten()
}

/// What a click on the module's markup asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Act {
    /// A move, read in the position.
    Play(AnyMove),
    /// List this component's moves.
    Select(usize),
    /// Show this step of the walkthrough.
    Step(usize),
    /// Put the editor in this state.
    Editor(String),
    /// Start from this position.
    Edit(String),
}

/// What the event on the module's markup asks for, if anything.
pub fn act(table: &Table, e: &Event) -> Option<Act> {
    let el = acting(e)?;
    let attr = |name: &str| el.get_attribute(name);
    if let Some(text) = attr("data-move") {
        if table.session.computer_to_move() || table.session.is_over() {
            return None;
        }
        // Read by the game's text interface alone, so the page's own games'
        // move readers stay out of this path.
        return match (table.game(), table.position()) {
            (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => g
                .parse_move(p, &text)
                .ok()
                .map(|m| Act::Play(AnyMove::Dyn(m))),
            _ => None,
        };
    }
    if let Some(i) = attr("data-component").and_then(|v| v.parse().ok()) {
        return Some(Act::Select(i));
    }
    if let Some(s) = attr("data-step").and_then(|v| v.parse().ok()) {
        return Some(Act::Step(s));
    }
    if let Some(s) = attr("data-editor") {
        // A form's button: the state is the form's fields, joined.
        if s == "form" {
            let form = el.closest("form").ok().flatten()?;
            let inputs = form.query_selector_all("input").ok()?;
            let values: Vec<String> = (0..inputs.length())
                .filter_map(|i| inputs.item(i)?.dyn_into::<web_sys::HtmlInputElement>().ok())
                .map(|i| i.value())
                .collect();
            return Some(Act::Editor(values.join(",")));
        }
        return Some(Act::Editor(s));
    }
    attr("data-edit").map(Act::Edit)
}

/// True for Enter and Space, which act as a click on the module's
/// SVG buttons.
pub fn is_press(e: &KeyboardEvent) -> bool {
    match e.key().as_str() {
        "Enter" => true,
        // Space types a space in a field.
        " " => e
            .target()
            .is_none_or(|t| t.dyn_into::<web_sys::HtmlInputElement>().is_err()),
        _ => false,
    }
}

/// Hands a play-level act to the play state; the walkthrough's and the
/// editor's acts are the panel's own.
fn dispatch_play(state: &PlayContext, a: Act) {
    match a {
        Act::Play(mv) => state.dispatch(PlayAction::Play(mv)),
        Act::Select(i) => state.dispatch(PlayAction::Select(i)),
        Act::Edit(text) => state.dispatch(PlayAction::Preset(text)),
        Act::Step(_) | Act::Editor(_) => {}
    }
}

/// The whole position as the game draws it, above the cards.
pub fn board(state: &PlayContext) -> Html {
    let table = state.table();
    let Some((spec, position)) = parts(table) else {
        return Html::default();
    };
    let text: String = ask(Call::new(&spec, Ask::Board)
        .at(&position)
        .mv(preview_of(table.preview.as_ref()))
        .index(table.selected))
    .unwrap_or_default();
    let (click, key) = (state.clone(), state.clone());
    let onclick = move |e: MouseEvent| {
        if let Some(a) = act(click.table(), &e) {
            dispatch_play(&click, a);
        }
    };
    let onkeydown = move |e: KeyboardEvent| {
        if is_press(&e) {
            if let Some(a) = act(key.table(), &e) {
                e.prevent_default();
                dispatch_play(&key, a);
            }
        }
    };
    html! {
        <div class="dyn-board" data-testid="dyn-board" {onclick} {onkeydown}>
            {Html::from_html_unchecked(AttrValue::from(text))}
        </div>
    }
}

/// The explanation and, for games drawn rather than typed, the editor.
/// The walkthrough's step and the editor's state belong to the position
/// they were set on, and start again on another.
pub fn panel(state: &PlayContext, ui: &UiContext) -> Html {
    let table = state.table();
    let Some((spec, position)) = parts(table) else {
        return Html::default();
    };
    let key = format!("{spec}|{position}");
    let (step, editor) = PANEL.with_borrow_mut(|p| {
        if p.0 != key {
            *p = (key, 0, String::new());
        }
        (p.1, p.2.clone())
    });
    let explained: String = ask(Call::new(&spec, Ask::Explain)
        .at(&position)
        .index(table.selected)
        .number(step as u64))
    .unwrap_or_default();
    let edit: Option<String> =
        ask::<Option<String>>(Call::new(&spec, Ask::Editor).at(&position).text(&editor)).flatten();
    let handle = {
        let (state, ui) = (state.clone(), ui.clone());
        move |e: &Event| {
            let Some(a) = act(state.table(), e) else {
                return false;
            };
            match a {
                Act::Step(s) => PANEL.with_borrow_mut(|p| p.1 = s),
                Act::Editor(s) => PANEL.with_borrow_mut(|p| p.2 = s),
                other => {
                    dispatch_play(&state, other);
                    return true;
                }
            }
            ui.dispatch(UiAction::ContentArrived);
            true
        }
    };
    let click = handle.clone();
    let onclick = move |e: MouseEvent| {
        click(&e);
    };
    let onkeydown = move |e: KeyboardEvent| {
        if is_press(&e) && handle(&e) {
            e.prevent_default();
        }
    };
    html! {
        <div class="dyn-panel" data-testid="dyn-panel" {onclick} {onkeydown}>
            if let Some(edit) = edit {
                <section class="panel dyn-editor" data-testid="dyn-editor">
                    {Html::from_html_unchecked(AttrValue::from(edit))}
                </section>
            }
            <div class="dyn-explain" data-testid="dyn-explain">
                {Html::from_html_unchecked(AttrValue::from(explained))}
            </div>
        </div>
    }
}

/// Shown while the games' module loads, or when it could not: asks for
/// it and, once here, has the play state read the game again.
pub fn gate(state: &PlayContext, ui: &UiContext) -> Html {
    let arrive = {
        let (state, ui) = (state.clone(), ui.clone());
        move |outcome: Result<(), String>| match outcome {
            Ok(()) => state.dispatch(PlayAction::EnginesReady),
            Err(_) => ui.dispatch(UiAction::ContentArrived),
        }
    };
    match failure() {
        Some(reason) => {
            let retry = move |_| load(arrive.clone());
            html! {
                <div class="field-error" role="alert" data-testid="engines-failed">
                    <p>{format!("This game could not be loaded ({reason}).")}</p>
                    <button type="button" class="secondary" onclick={retry}>{"Try again"}</button>
                </div>
            }
        }
        None => {
            load(arrive);
            html! {
                <p class="muted loading" role="status" data-testid="engines-loading">{"Loading the game…"}</p>
            }
        }
    }
}

/// True when the table's game is one of the module's, not yet here.
pub fn waiting(table: &Table) -> bool {
    matches!(table.game(), AnyGame::Dyn(g) if !g.ready())
}

/// The intro paragraph.
pub fn intro(spec: &str) -> Html {
    Html::from_html_unchecked(AttrValue::from(info(spec).0.intro.clone()))
}

/// The nim-multiplication table page's markup, once the module is here.
pub fn nim_mul(size: u64, chosen: Option<(u64, u64)>) -> Option<String> {
    let mut call = Call::new("rugs", Ask::NimMul).number(size);
    if let Some((x, y)) = chosen {
        call.flag = true;
        call.number2 = (x << 32) | (y & 0xffff_ffff);
    }
    ask(call)
}
