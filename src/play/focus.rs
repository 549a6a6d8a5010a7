//! Focus and scrolling after the page changed under the reader: focus
//! follows a move only when the keyboard made it, and never moves the page.

use gloo::events::{EventListener, EventListenerOptions, EventListenerPhase};
use std::cell::Cell;
use wasm_bindgen::JsCast;
use web_sys::{FocusOptions, HtmlElement, ScrollIntoViewOptions, ScrollLogicalPosition};
use yew::prelude::*;

thread_local! {
    /// Whether the reader's last action was a key press (not a pointer).
    static KEYBOARD: Cell<bool> = const { Cell::new(false) };
}

/// Whether the last action came from the keyboard.
pub fn keyboard_last() -> bool {
    KEYBOARD.with(Cell::get)
}

/// Keeps [`keyboard_last`] up to date for as long as the calling component
/// lives (the app's root).
#[hook]
pub fn use_input_kind() {
    use_effect_with((), |_| {
        let document = gloo::utils::document();
        let capture = EventListenerOptions {
            phase: EventListenerPhase::Capture,
            passive: true,
        };
        let listeners = [
            EventListener::new_with_options(&document, "keydown", capture, |_| {
                KEYBOARD.with(|k| k.set(true))
            }),
            EventListener::new_with_options(&document, "pointerdown", capture, |_| {
                KEYBOARD.with(|k| k.set(false))
            }),
        ];
        move || drop(listeners)
    });
}

/// Focuses `element` where it is, without scrolling the page to it.
pub fn focus_in_place(element: &web_sys::Element) {
    if let Some(e) = element.dyn_ref::<HtmlElement>() {
        let options = FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = e.focus_with_options(&options);
    }
}

/// Scrolls the page as little as needed to show `element` whole.
pub fn show(element: &web_sys::Element) {
    let options = ScrollIntoViewOptions::new();
    options.set_block(ScrollLogicalPosition::Nearest);
    options.set_inline(ScrollLogicalPosition::Nearest);
    element.scroll_into_view_with_scroll_into_view_options(&options);
}
