//! The games' module's loading, the one function that puts a request to
//! it, and each game's facts, asked once and kept for the visit. Until the
//! module is here nothing is answered: [`ask`] says
//! [`Unanswered::NotLoaded`] and [`info`] gives `None`.

use crate::engines::protocol::{EngineRequest, EngineResponse, GameInfo};
use crate::loader::{describe, load_module};
use js_sys::{Function, Reflect};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

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

thread_local! {
    static LOAD: RefCell<Load> = const { RefCell::new(Load::Idle) };
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

/// The module's response to `request`.
pub fn ask(request: &EngineRequest) -> Result<EngineResponse, Unanswered> {
    let f = LOAD
        .with_borrow(|l| match l {
            Load::Ready(f) => Some(f.clone()),
            _ => None,
        })
        .ok_or(Unanswered::NotLoaded)?;
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
