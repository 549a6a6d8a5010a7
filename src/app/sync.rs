//! What the app last sent to the browser (the address, the saved text,
//! the embed's height), so the same is not sent twice; and the embed's
//! height, posted to the parent frame whenever it changes.

use std::cell::RefCell;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// What was last sent to the browser, so the same is not sent twice.
#[derive(Default)]
pub(super) struct Synced {
    /// The page is embedded in another.
    pub(super) embed: bool,
    /// The height last posted to the parent.
    pub(super) height: i32,
    /// The text last saved.
    pub(super) saved: String,
    /// The page last written to the address: its view and its game.
    pub(super) page: String,
    /// The address last written.
    pub(super) written: String,
    /// The last save was refused (and said so).
    pub(super) save_failed: bool,
}

/// Posts the page's height to the parent whenever the size of the page's
/// root changes, for as long as the observer and its callback are kept.
pub(super) fn watch_size(
    embedded: std::rc::Rc<RefCell<Synced>>,
) -> Option<(web_sys::ResizeObserver, Closure<dyn FnMut()>)> {
    let root = gloo::utils::document().get_element_by_id("app-root")?;
    let callback = Closure::<dyn FnMut()>::new(move || post_height(&embedded));
    let observer = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()).ok()?;
    observer.observe(&root);
    Some((observer, callback))
}

/// Posts the page's height to the parent frame, once per change of height,
/// when the page is embedded.
pub(super) fn post_height(state: &RefCell<Synced>) {
    if !state.borrow().embed {
        return;
    }
    let window = gloo::utils::window();
    let Ok(Some(parent)) = window.parent() else {
        return;
    };
    let Some(root) = gloo::utils::document().get_element_by_id("app-root") else {
        return;
    };
    // Whole pixels, rounded up, so the frame never needs a scroll bar.
    let height = root.get_bounding_client_rect().height().ceil() as i32;
    if std::mem::replace(&mut state.borrow_mut().height, height) == height {
        return;
    }
    let message = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&message, &"context".into(), &"iframe.resize".into());
    let _ = js_sys::Reflect::set(&message, &"height".into(), &JsValue::from(height));
    let _ = parent.post_message(&message, "*");
}
