//! The loading of the modules that hold the games played on demand (one
//! per family of games, and the sums' module, which holds them all and
//! sums besides: [`Module`]), the one function that puts a request to them, and each game's
//! facts, asked once and kept for the visit. Until the module a game needs
//! is here nothing about it is answered: [`ask`] says
//! [`Unanswered::NotLoaded`] and [`info`] gives `None`.

use crate::engines::module::Module;
use crate::engines::protocol::{EngineRequest, EngineResponse, GameInfo};
use crate::loader::{describe, load_module};
use js_sys::{Function, Reflect};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Where a module is.
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

thread_local! {
    /// Where each module is, by [`Module::index`].
    static LOAD: RefCell<[Load; Module::ALL.len()]> =
        const { RefCell::new([const { Load::Idle }; Module::ALL.len()]) };
    /// Each game's facts, asked once and kept for the visit, by spec.
    static INFO: RefCell<HashMap<String, Rc<GameInfo>>> = RefCell::new(HashMap::new());
}

/// Why a request has no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unanswered {
    /// The module is not here yet (or could not be loaded).
    NotLoaded,
    /// The module was asked and gave no answer the page could read.
    NoAnswer,
}

/// The function of `module` when it is here.
fn function(module: Module) -> Option<Function> {
    LOAD.with_borrow(|l| match &l[module.index()] {
        Load::Ready(f) => Some(f.clone()),
        _ => None,
    })
}

/// The function that answers for the game `spec` names: its own module's,
/// or the sums' module's, which holds every game.
fn answering(spec: &str) -> Option<Function> {
    function(Module::of(spec)).or_else(|| function(Module::Sums))
}

/// True when the game `spec` names can be played: a module that holds it
/// is here.
pub fn ready(spec: &str) -> bool {
    answering(spec).is_some()
}

/// Why the module of the game `spec` names could not be loaded, if it
/// could not.
pub fn failure(spec: &str) -> Option<String> {
    LOAD.with_borrow(|l| match &l[Module::of(spec).index()] {
        Load::Failed(reason) => Some(reason.clone()),
        _ => None,
    })
}

/// Asks for the module of the game `spec` names unless it is here or on
/// its way; `done` hears the outcome.
pub fn load(spec: &str, done: impl FnOnce(Result<(), String>) + 'static) {
    let module = Module::of(spec);
    let go = LOAD.with_borrow(|l| matches!(l[module.index()], Load::Idle | Load::Failed(_)));
    if !go {
        return;
    }
    LOAD.with_borrow_mut(|l| l[module.index()] = Load::Loading);
    wasm_bindgen_futures::spawn_local(async move {
        let outcome = match JsFuture::from(load_module(module.name())).await {
            Ok(m) => match Reflect::get(&m, &JsValue::from_str("call"))
                .ok()
                .and_then(|f| f.dyn_into::<Function>().ok())
            {
                Some(f) => Ok(f),
                None => Err("it lacks the function the page needs".to_string()),
            },
            Err(e) => Err(describe(&e)),
        };
        let (state, result) = match outcome {
            Ok(f) => (Load::Ready(f), Ok(())),
            Err(reason) => (Load::Failed(reason.clone()), Err(reason)),
        };
        LOAD.with_borrow_mut(|l| l[module.index()] = state);
        done(result);
    });
}

/// The response to `request` of a module that holds its game.
pub fn ask(request: &EngineRequest) -> Result<EngineResponse, Unanswered> {
    ask_as(request)
}

/// The response to `request` of a module that holds its game, read as
/// `R`: an [`EngineResponse`], or the [`ViewResponse`] of an editor's
/// request (read only by the chunk that draws editors).
///
/// [`ViewResponse`]: crate::engines::protocol::ViewResponse
pub fn ask_as<R: serde::de::DeserializeOwned>(request: &EngineRequest) -> Result<R, Unanswered> {
    let f = answering(request.spec()).ok_or(Unanswered::NotLoaded)?;
    let writer =
        serde_wasm_bindgen::Serializer::new().serialize_large_number_types_as_bigints(true);
    let arg = serde::Serialize::serialize(request, &writer).map_err(|_| Unanswered::NoAnswer)?;
    let answer = f
        .call1(&JsValue::NULL, &arg)
        .map_err(|_| Unanswered::NoAnswer)?;
    serde_wasm_bindgen::from_value(answer).map_err(|_| Unanswered::NoAnswer)
}

/// The game's facts, asked of the module once and kept for the visit;
/// `None` until the module is here (or when it gives none).
pub fn info(spec: &str) -> Option<Rc<GameInfo>> {
    if let Some(i) = INFO.with_borrow(|m| m.get(spec).cloned()) {
        return Some(i);
    }
    let request = EngineRequest::Info {
        spec: spec.to_string(),
    };
    match ask(&request) {
        Ok(EngineResponse::Info(i)) => {
            let i: Rc<GameInfo> = Rc::from(i);
            INFO.with_borrow_mut(|m| m.insert(spec.to_string(), i.clone()));
            Some(i)
        }
        _ => None,
    }
}
