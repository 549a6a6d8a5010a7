//! The pages beside the play page.

pub mod builder;
pub mod heap_series;
pub mod lab;
pub mod series;

use crate::content::pages::{EventKind, PageEvent, PageName};
use crate::lazy::page_event;
use crate::state::ui::UiAction;
use crate::state::UiContext;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// The control an event came from (its `data-testid`) and its text.
fn control(e: &Event) -> Option<(String, String)> {
    let el = e.target()?.dyn_into::<Element>().ok()?;
    let id = el.get_attribute("data-testid")?;
    let value = match el.dyn_ref::<HtmlInputElement>() {
        Some(input) => input.value(),
        None => el
            .dyn_ref::<HtmlSelectElement>()
            .map(|s| s.value())
            .unwrap_or_default(),
    };
    Some((id, value))
}

/// The listeners of a page the content module runs: each hands what a
/// person did to the module and follows its answer (new lab rules for the
/// address; drawing the page again).
pub struct Listeners {
    /// Clicks.
    pub click: Callback<MouseEvent>,
    /// Changes of checkboxes and choices.
    pub change: Callback<Event>,
    /// Typing.
    pub input: Callback<InputEvent>,
    /// Forms sent.
    pub submit: Callback<SubmitEvent>,
}

/// The listeners for `page`.
pub fn listeners(ui: &UiContext, page: PageName) -> Listeners {
    let handle = |kind: EventKind| {
        let ui = ui.clone();
        move |e: Event| {
            if kind == EventKind::Submit {
                e.prevent_default();
            }
            let Some((id, value)) = control(&e) else {
                return;
            };
            let event = PageEvent {
                page,
                kind,
                id,
                value,
            };
            let Some(effect) = page_event(&event) else {
                return;
            };
            if let Some(rules) = effect.rules.and_then(grundy::games::lab::Rules::from_bits) {
                ui.dispatch(UiAction::LabRules(rules));
            }
            if effect.redraw {
                ui.dispatch(UiAction::ContentArrived);
            }
        }
    };
    let (click, change, input, submit) = (
        handle(EventKind::Click),
        handle(EventKind::Change),
        handle(EventKind::Input),
        handle(EventKind::Submit),
    );
    Listeners {
        click: Callback::from(move |e: MouseEvent| click(e.into())),
        change: Callback::from(change),
        input: Callback::from(move |e: InputEvent| input(e.into())),
        submit: Callback::from(move |e: SubmitEvent| submit(e.into())),
    }
}
