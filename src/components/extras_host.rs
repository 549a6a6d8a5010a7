//! A place on the game page for part of the extras module (a page or the
//! teaching panels), which is loaded on first use so the first load stays
//! small. See [`crate::bridge`].

use crate::bridge::STATE_EVENT;
use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::Element;
use yew::prelude::*;

// One import for the whole session, with the extras' style sheets fetched
// alongside so nothing shows unstyled; a failed import is forgotten so the
// next use tries again (after a network hiccup, say). Each file is asked for
// with the page's release (`<meta name=release>`, see scripts/postbuild.mjs),
// since its name carries no hash of its own.
#[wasm_bindgen(inline_js = "
let pending = null;
function url(name) {
  const release = document.querySelector('meta[name=release]');
  const query = release ? '?v=' + encodeURIComponent(release.content) : '';
  return new URL(name + query, document.baseURI).href;
}
function sheet(name) {
  const href = url(name);
  if (document.querySelector(`link[rel=stylesheet][href='${href}']`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}
export function loadExtras() {
  if (!pending) {
    pending = Promise.all([
      import(url('extras.js')).then(async (m) => {
        await m.default({ module_or_path: url('extras_bg.wasm') });
        return m;
      }),
      sheet('teach.css'),
      sheet('views.css'),
    ])
      .then(([m]) => m)
      .catch((e) => { pending = null; throw e; });
  }
  return pending;
}")]
extern "C" {
    #[wasm_bindgen(js_name = loadExtras)]
    fn load_extras() -> Promise;
}

/// A thrown value as text, through JavaScript's own conversion (Rust's
/// `Debug` for it would bring float formatting into the first load).
fn describe(e: JsValue) -> String {
    match e.dyn_ref::<js_sys::Error>() {
        Some(error) => String::from(error.message()),
        None => e
            .as_string()
            .unwrap_or_else(|| String::from(js_sys::JSON::stringify(&e).unwrap_or_default())),
    }
}

async fn mount_into(host: Element) -> Result<(), String> {
    let module = JsFuture::from(load_extras()).await.map_err(describe)?;
    let mount: Function = Reflect::get(&module, &JsValue::from_str("mount"))
        .ok()
        .and_then(|f| f.dyn_into().ok())
        .ok_or("the extras module has no mount function")?;
    mount
        .call1(&JsValue::NULL, &host)
        .map(|_| ())
        .map_err(describe)
}

/// Properties of [`ExtrasHost`].
#[derive(Properties, PartialEq, Clone)]
pub struct ExtrasHostProps {
    /// Which part: `teach`, `series`, `nim` or `builder`.
    pub part: AttrValue,
    /// The game's snapshot as text, for the parts that read it.
    #[prop_or_default]
    pub state: AttrValue,
}

#[derive(Clone, PartialEq)]
enum Status {
    Loading,
    Ready,
    Failed(String),
}

/// Loads the extras module if needed and mounts the part into its host.
#[component]
pub fn ExtrasHost(props: &ExtrasHostProps) -> Html {
    let host = use_node_ref();
    let status = use_state(|| Status::Loading);
    {
        let host = host.clone();
        let status = status.clone();
        use_effect_with(props.part.clone(), move |_| {
            if let Some(element) = host.cast::<Element>() {
                status.set(Status::Loading);
                wasm_bindgen_futures::spawn_local(async move {
                    status.set(match mount_into(element).await {
                        Ok(()) => Status::Ready,
                        Err(e) => Status::Failed(e),
                    });
                });
            }
        });
    }
    {
        // After each render the host's data-state is current; tell the part.
        let host = host.clone();
        use_effect_with(props.state.clone(), move |_| {
            if let (Some(element), Ok(event)) =
                (host.cast::<Element>(), web_sys::Event::new(STATE_EVENT))
            {
                let _ = element.dispatch_event(&event);
            }
        });
    }
    html! {
        <>
            if *status == Status::Loading {
                <p class="muted extras-status" role="status">{"Loading…"}</p>
            }
            if let Status::Failed(reason) = &*status {
                <p class="notice extras-status" role="alert">
                    {format!("This part of the explorer could not be loaded ({reason}). Check the connection and reload the page.")}
                </p>
            }
            <div ref={host} class="extras-host" data-part={props.part.clone()} data-state={props.state.clone()}></div>
        </>
    }
}
