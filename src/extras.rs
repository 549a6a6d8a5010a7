//! The extras module's side: the G-series, Nim and builder pages and the
//! teaching panels, mounted into hosts that the game page provides (see
//! [`crate::bridge`]). Built into a second wasm module (`src/bin/extras.rs`)
//! that the game page loads on demand.

use crate::bridge::{Bridge, Request, Snapshot, REQUEST_EVENT, STATE_EVENT};
use crate::components::builder_view::BuilderView;
use crate::components::length_panel::LengthPanel;
use crate::components::nim_sum::NimSumPanel;
use crate::components::nim_view::NimView;
use crate::components::series_view::SeriesView;
use crate::components::why_value::WhyValue;
use gloo::events::EventListener;
use std::cell::RefCell;
use wasm_bindgen::JsValue;
use web_sys::Element;
use yew::prelude::*;

/// Properties of [`ExtrasRoot`].
#[derive(Properties, PartialEq, Clone)]
pub struct ExtrasRootProps {
    /// The host element; its `data-part` says what to show and its
    /// `data-state` holds the game's [`Snapshot`].
    pub host: Element,
}

fn read_snapshot(host: &Element) -> Snapshot {
    host.get_attribute("data-state")
        .and_then(|t| Snapshot::from_text(&t))
        .unwrap_or_default()
}

fn send_request(request: Request) {
    let init = web_sys::CustomEventInit::new();
    init.set_detail(&JsValue::from_str(&request.to_text()));
    if let Ok(event) = web_sys::CustomEvent::new_with_event_init_dict(REQUEST_EVENT, &init) {
        let _ = gloo::utils::window().dispatch_event(&event);
    }
}

/// One part of the extras, kept in step with the game page.
#[component]
pub fn ExtrasRoot(props: &ExtrasRootProps) -> Html {
    let snapshot = use_state(|| read_snapshot(&props.host));
    {
        let snapshot = snapshot.clone();
        use_effect_with(props.host.clone(), move |host| {
            let source = host.clone();
            let listener = EventListener::new(host, STATE_EVENT, move |_| {
                snapshot.set(read_snapshot(&source));
            });
            move || drop(listener)
        });
    }
    let bridge = Bridge::new((*snapshot).clone(), Callback::from(send_request));
    let part = props.host.get_attribute("data-part").unwrap_or_default();
    let body = match part.as_str() {
        "series" => html! { <SeriesView /> },
        "nim" => html! { <NimView /> },
        "builder" => html! { <BuilderView /> },
        _ => html! {
            <div class="teaching">
                <WhyValue />
                <NimSumPanel />
                <LengthPanel />
            </div>
        },
    };
    html! {
        <ContextProvider<Bridge> context={bridge}>
            {body}
        </ContextProvider<Bridge>>
    }
}

/// Renders nothing; mounted and dropped to use up subtree ids (see [`mount`]).
#[component]
fn Blank() -> Html {
    Html::default()
}

/// How many of Yew's subtree ids the extras leave to the game page's module.
const IDS_FOR_THE_GAME_PAGE: usize = 8;

thread_local! {
    /// Whether the ids for the game page are already used up.
    static IDS_RESERVED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// The parts mounted so far, by host.
    static MOUNTED: RefCell<Vec<(Element, yew::AppHandle<ExtrasRoot>)>> = const { RefCell::new(Vec::new()) };
}

/// Mounts the part named by `host`'s `data-part` into it, first removing
/// whatever was mounted there before and any part whose host has left the
/// page.
///
/// The game page and the extras are two wasm modules, each with its own
/// copy of Yew. Yew tells nested apps apart by a subtree id stamped on their
/// elements, counted from 1 in each copy, so the game page's root and the
/// first extras root would share an id and the game page would take the
/// extras' clicks for its own. The game page creates one root only; the
/// extras use up the first few ids on throwaway roots before their first
/// mount, so their ids never meet the game page's.
pub fn mount(host: Element) {
    if !IDS_RESERVED.with(|r| r.replace(true)) {
        for _ in 0..IDS_FOR_THE_GAME_PAGE {
            if let Ok(scratch) = gloo::utils::document().create_element("div") {
                yew::Renderer::<Blank>::with_root(scratch)
                    .render()
                    .destroy();
            }
        }
    }
    MOUNTED.with(|mounted| {
        let mut mounted = mounted.borrow_mut();
        let (stale, kept): (Vec<_>, Vec<_>) = mounted
            .drain(..)
            .partition(|(h, _)| *h == host || !h.is_connected());
        *mounted = kept;
        for (_, handle) in stale {
            handle.destroy();
        }
        let props = ExtrasRootProps { host: host.clone() };
        let handle = yew::Renderer::<ExtrasRoot>::with_root_and_props(host.clone(), props).render();
        mounted.push((host, handle));
    });
}
