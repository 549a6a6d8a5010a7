//! Code and content the page loads on first use.
//!
//! The panels and pages of [`crate::content`] are a chunk of the page's
//! own binary (`content`, see [`crate::split`]), fetched the first time one
//! is drawn; while it comes a panel says so, and if it cannot come the
//! panel says why and offers to try again. The games' module
//! ([`crate::games::remote`]) is a module of its own, loaded by
//! [`load_module`]; its files carry no hash in their names, so they are
//! asked for with the page's release (`<meta name=release>`, written by
//! scripts/postbuild.mjs), as the G-series worker's are.

use crate::content::pages::{self, PageEffect, PageEvent};
use crate::content::Request;
use crate::split::{use_chunk, Chunk, Load, LoadError, Pending};
use crate::state::ui::UiAction;
use crate::state::UiContext;
use gloo::timers::callback::Timeout;
use js_sys::{Promise, Reflect};
use wasm_bindgen::prelude::*;
use web_sys::HtmlElement;
use yew::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// The page's loader of modules (static/modules.js); absent where the
    /// page's scripts are not (the component tests).
    #[wasm_bindgen(catch, js_name = manifoldLoadModule)]
    fn load_module_js(name: &str) -> Result<Promise, JsValue>;
}

/// Loads a module built like the games' module (`NAME.js`,
/// `NAME_bg.wasm`, `NAME.css`), once per visit; a failure is asked again
/// by the next call.
pub fn load_module(name: &str) -> Promise {
    load_module_js(name).unwrap_or_else(|e| Promise::reject(&e))
}

/// A thrown value as text, through JavaScript's own conversion.
pub fn describe(e: &JsValue) -> String {
    Reflect::get(e, &JsValue::from_str("message"))
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "the browser gave no reason".to_string())
}

/// What the content chunk hands the page: its drawing and its pages'
/// handling of what a person does.
#[derive(Clone, Copy)]
struct Content {
    render: fn(&Request) -> String,
    event: fn(&PageEvent) -> PageEffect,
}

#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(content, fallible))]
fn entry() -> Result<Content, LoadError> {
    Ok(Content {
        render: crate::content::render,
        event: pages::event,
    })
}

thread_local! {
    static CHUNK: Chunk<Content> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}

/// Whether the content is here, so a page can leave its other parts out
/// while the first says it is loading.
pub fn ready() -> bool {
    CHUNK.with(|c| matches!(c.load(), Load::Ready(_)))
}

/// Hands what a person did on a page the content runs to the page; its
/// answer says what the page must change. `None` before the content is
/// here.
pub fn page_event(event: &PageEvent) -> Option<PageEffect> {
    match CHUNK.with(|c| c.load()) {
        Load::Ready(content) => Some((content.event)(event)),
        _ => None,
    }
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

/// Properties of [`Panel`].
#[derive(Properties, PartialEq)]
struct PanelProps {
    request: Request,
}

/// A panel of the content: asks for its chunk the first time one is drawn
/// and draws the panel once it is here. The pages it runs draw themselves
/// again through the app's state when a worker reports.
#[component]
fn Panel(props: &PanelProps) -> Html {
    let ui = use_context::<UiContext>().expect("a panel is inside the app context");
    {
        let ui = ui.dispatcher();
        use_effect_with((), move |_| {
            pages::set_notify(move || keeping_focus(|| ui.dispatch(UiAction::ContentArrived)));
        });
    }
    let load = use_chunk(&CHUNK);
    // A page that leaves parts out until the content is here ([`ready`])
    // is drawn again when it comes.
    let waited = use_mut_ref(|| false);
    let here = matches!(load, Load::Ready(_));
    if !here {
        *waited.borrow_mut() = true;
    }
    {
        let ui = ui.dispatcher();
        use_effect_with(here, move |here| {
            if *here && waited.replace(false) {
                ui.dispatch(UiAction::ContentArrived);
            }
        });
    }
    match load {
        Load::Ready(content) => {
            Html::from_html_unchecked(AttrValue::from((content.render)(&props.request)))
        }
        _ => html! { <Pending<Content> chunk={&CHUNK} /> },
    }
}

/// A panel drawn by the content (see [`Panel`]).
pub fn lazy(_ui: &UiContext, request: &Request) -> Html {
    html! { <Panel request={request.clone()} /> }
}
