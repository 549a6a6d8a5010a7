//! The pages beside the play page.

pub mod builder;
pub mod games;
pub mod heap_series;
pub mod lab;
pub mod series;
pub mod store;

use crate::content::pages::{EventKind, PageEffect, PageEvent, PageName};
use crate::lazy::{keeping_focus, page_event};
use crate::route::View;
use crate::state::play::PlayAction;
use crate::state::ui::UiAction;
use crate::state::{PlayContext, UiContext};
use grundy::manifold::{Manifold, Position};
use grundy::spec::{AnyGame, AnyPosition};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// The control an event came from (the nearest element with a
/// `data-testid`, so a click on a button's text is the button's) and its
/// text: a field's or a choice's value, a form's first field's, or a
/// button's `value`.
fn control(e: &Event) -> Option<(String, String)> {
    let target = e.target()?.dyn_into::<Element>().ok()?;
    let el = target.closest("[data-testid]").ok()??;
    let id = el.get_attribute("data-testid")?;
    let field = match el.tag_name().as_str() {
        "FORM" => el.query_selector("input").ok().flatten(),
        _ => Some(el.clone()),
    };
    let value = match field {
        Some(f) if f.is_instance_of::<HtmlInputElement>() => {
            f.unchecked_into::<HtmlInputElement>().value()
        }
        Some(f) if f.is_instance_of::<HtmlSelectElement>() => {
            f.unchecked_into::<HtmlSelectElement>().value()
        }
        _ => el.get_attribute("value").unwrap_or_default(),
    };
    Some((id, value))
}

/// The listeners of a page the content module runs: each hands what a
/// person did to the module and follows its answer (what the address
/// keeps, a surface to play, drawing the page again).
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
    build(ui, None, page)
}

/// The listeners for `page`, which may also ask for a surface to be
/// played (the G-series page's cells).
pub fn listeners_playing(ui: &UiContext, play: &PlayContext, page: PageName) -> Listeners {
    build(ui, Some(play), page)
}

/// Follows a page's effect: what the address keeps, a surface to play, and
/// drawing the page again.
fn follow(ui: &UiContext, play: Option<&PlayContext>, effect: PageEffect) {
    if let Some(rules) = effect.rules.and_then(grundy::games::lab::Rules::from_bits) {
        ui.dispatch(UiAction::LabRules(rules));
    }
    if let Some(n) = effect.series {
        ui.dispatch(UiAction::SeriesTo(n));
    }
    if let Some(n) = effect.verify {
        ui.dispatch(UiAction::Verify(n));
    }
    let surface = effect.play.and_then(|p| p.parse::<Position>().ok());
    if let (Some(position), Some(play)) = (surface, play) {
        play.dispatch(PlayAction::Load(
            AnyGame::Manifold(Manifold),
            AnyPosition::Surfaces(position),
        ));
        ui.dispatch(UiAction::Show(View::Play));
    }
    if effect.redraw {
        keeping_focus(|| ui.dispatch(UiAction::ContentArrived));
    }
}

fn build(ui: &UiContext, play: Option<&PlayContext>, page: PageName) -> Listeners {
    let handle = |kind: EventKind| {
        let (ui, play) = (ui.clone(), play.cloned());
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
            if let Some(effect) = page_event(&event) {
                follow(&ui, play.as_ref(), effect);
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
