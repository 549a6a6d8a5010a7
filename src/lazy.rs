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

use crate::content::Request;
use crate::split::{use_chunk, Chunk, Load, LoadError, Pending};
use js_sys::{Promise, Reflect};
use wasm_bindgen::prelude::*;
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

/// What the content chunk hands the page: its drawing.
#[derive(Clone, Copy)]
struct Content {
    render: fn(&Request) -> String,
}

#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(content, fallible))]
fn entry() -> Result<Content, LoadError> {
    Ok(Content {
        render: crate::content::render,
    })
}

thread_local! {
    static CHUNK: Chunk<Content> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}

/// Properties of [`Panel`].
#[derive(Properties, PartialEq)]
struct PanelProps {
    request: Request,
}

/// A panel of the content: asks for its chunk the first time one is drawn
/// and draws the panel once it is here.
#[component]
fn Panel(props: &PanelProps) -> Html {
    match use_chunk(&CHUNK) {
        Load::Ready(content) => {
            Html::from_html_unchecked(AttrValue::from((content.render)(&props.request)))
        }
        _ => html! { <Pending<Content> chunk={&CHUNK} /> },
    }
}

/// A panel drawn by the content (see [`Panel`]).
pub fn lazy(request: &Request) -> Html {
    html! { <Panel request={request.clone()} /> }
}
