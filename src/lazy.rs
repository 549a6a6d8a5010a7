//! The page's side of the content module ([`crate::content`]): loaded on
//! first use, once per visit, then called directly for each panel it
//! draws. While it loads a panel says so; if it cannot load, the panel
//! says why and offers to try again.
//!
//! The module's style sheet comes with it, so nothing it draws shows
//! unstyled. Its files carry no hash in their names, so they are asked for
//! with the page's release (`<meta name=release>`, written by
//! scripts/postbuild.mjs), as the G-series worker's are.

use crate::content::pages::{PageEffect, PageEvent};
use crate::content::Request;
use crate::state::ui::UiAction;
use crate::state::UiContext;
use gloo::timers::callback::Timeout;
use js_sys::{Function, Promise, Reflect};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::HtmlElement;
use yew::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// The page's loader of modules (static/modules.js); absent where the
    /// page's scripts are not (the component tests).
    #[wasm_bindgen(catch, js_name = manifoldLoadModule)]
    fn load_module_js(name: &str) -> Result<Promise, JsValue>;
}

/// Loads a module built like the content module (`NAME.js`,
/// `NAME_bg.wasm`, `NAME.css`), once per visit; a failure is asked again
/// by the next call.
pub fn load_module(name: &str) -> Promise {
    load_module_js(name).unwrap_or_else(|e| Promise::reject(&e))
}

/// Where the module is.
enum Load {
    /// Not asked for yet, or asked again after a failure.
    Idle,
    /// On its way.
    Loading,
    /// Ready: its `render` and `page_event` functions.
    Ready(Function, Function),
    /// It could not be loaded, for this reason.
    Failed(String),
}

thread_local! {
    static LOAD: RefCell<Load> = const { RefCell::new(Load::Idle) };
}

/// A thrown value as text, through JavaScript's own conversion.
pub fn describe(e: &JsValue) -> String {
    Reflect::get(e, &JsValue::from_str("message"))
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "the browser gave no reason".to_string())
}

/// Asks for the module unless it is here, on its way or failed (a failure
/// is asked again by the reader); `redraw` draws the page again, when the
/// module has arrived or failed and whenever a page it runs changes.
fn load(redraw: impl Fn() + Clone + 'static) {
    let idle = LOAD.with_borrow(|l| matches!(l, Load::Idle));
    if !idle {
        return;
    }
    LOAD.set(Load::Loading);
    wasm_bindgen_futures::spawn_local(async move {
        let function = |m: &JsValue, name: &str| {
            Reflect::get(m, &JsValue::from_str(name))
                .ok()
                .and_then(|f| f.dyn_into::<Function>().ok())
        };
        let loaded = match JsFuture::from(load_module("content")).await {
            Ok(m) => match (
                function(&m, "render"),
                function(&m, "page_event"),
                function(&m, "set_notify"),
            ) {
                (Some(render), Some(event), Some(set_notify)) => {
                    let again = redraw.clone();
                    let notify = Closure::<dyn Fn()>::new(again);
                    let _ = set_notify.call1(&JsValue::NULL, notify.as_ref());
                    // The module keeps the function for the whole visit.
                    notify.forget();
                    Load::Ready(render, event)
                }
                _ => Load::Failed("it lacks a function the page needs".to_string()),
            },
            Err(e) => Load::Failed(describe(&e)),
        };
        LOAD.set(loaded);
        redraw();
    });
}

/// The markup for `request`, when the module is here.
fn draw(request: &Request) -> Option<Result<String, String>> {
    LOAD.with_borrow(|l| match l {
        Load::Ready(render, _) => Some(
            serde_wasm_bindgen::to_value(request)
                .map_err(|e| e.to_string())
                .and_then(|arg| render.call1(&JsValue::NULL, &arg).map_err(|e| describe(&e)))
                .map(|v| v.as_string().unwrap_or_default()),
        ),
        Load::Failed(reason) => Some(Err(reason.clone())),
        Load::Idle | Load::Loading => None,
    })
}

/// Whether the module is here, so a page can leave its other parts out
/// while the first says it is loading.
pub fn ready() -> bool {
    LOAD.with_borrow(|l| matches!(l, Load::Ready(..)))
}

/// Hands what a person did on a page the module runs to the module; its
/// answer says what the page must change. `None` before the module is here.
pub fn page_event(event: &PageEvent) -> Option<PageEffect> {
    LOAD.with_borrow(|l| match l {
        Load::Ready(_, handle) => {
            let arg = serde_wasm_bindgen::to_value(event).ok()?;
            let answer = handle.call1(&JsValue::NULL, &arg).ok()?;
            serde_wasm_bindgen::from_value(answer).ok()
        }
        _ => None,
    })
}

/// Asks for the page to be drawn again (`redraw`) and gives the focus back
/// afterwards to the control that had it, by its id, when drawing a form
/// anew (its state changed: a check started or ended, a mistake said) took
/// the focus away.
pub fn keeping_focus(redraw: impl FnOnce()) {
    let document = gloo::utils::document();
    let focused = document
        .active_element()
        .map(|el| el.id())
        .filter(|id| !id.is_empty());
    redraw();
    let Some(id) = focused else {
        return;
    };
    // After Yew's render, which runs before the next task.
    Timeout::new(0, move || {
        let lost = match (document.active_element(), document.body()) {
            (Some(active), Some(body)) => active == *body,
            (None, _) => true,
            _ => false,
        };
        if let Some(el) = document
            .get_element_by_id(&id)
            .filter(|_| lost)
            .and_then(|el| el.dyn_into::<HtmlElement>().ok())
        {
            let _ = el.focus();
        }
    })
    .forget();
}

/// A panel drawn by the content module: asks for the module the first
/// time one is drawn, and draws the panel once it is here (the app's state
/// records the arrival, which draws the page again).
pub fn lazy(ui: &UiContext, request: &Request) -> Html {
    let arrived = |ui: &UiContext| {
        let ui = ui.dispatcher();
        move || keeping_focus(|| ui.dispatch(UiAction::ContentArrived))
    };
    load(arrived(ui));
    match draw(request) {
        Some(Ok(markup)) => Html::from_html_unchecked(AttrValue::from(markup)),
        Some(Err(reason)) => {
            let ui = ui.clone();
            let retry = move |_| {
                LOAD.set(Load::Idle);
                load(arrived(&ui));
                // Drawn again now, to say it is loading.
                ui.dispatch(UiAction::ContentArrived);
            };
            html! {
                <div class="field-error" role="alert" data-testid="content-failed">
                    <p>{format!("This part of the explorer could not be loaded ({reason}).")}</p>
                    <button type="button" class="secondary" onclick={retry}>{"Try again"}</button>
                </div>
            }
        }
        None => html! { <p class="muted small loading" role="status">{"Loading…"}</p> },
    }
}
