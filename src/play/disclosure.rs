//! A panel that opens and closes (`<details>`), whose body is drawn only
//! while it is open: a body drawn by the content module is then asked for
//! only when a reader opens the panel. Whether it is open is part of the
//! app's state ([`Panel`]), so it stays open as the position changes.

use crate::state::ui::{Panel, UiAction};
use crate::state::UiContext;
use web_sys::Element;
use yew::prelude::*;

/// The panel `panel`: its heading `title` always, `body()` while open.
/// `attrs` are the panel's class and test hook, and a value it carries for
/// scripts (`data-total`), if any.
pub fn disclosure(
    ui: &UiContext,
    panel: Panel,
    (class, testid, total): (&'static str, &'static str, Option<String>),
    title: String,
    body: impl FnOnce() -> Html,
) -> Html {
    let open = ui.is_open(panel);
    let ontoggle = {
        let ui = ui.dispatcher();
        move |e: Event| {
            let now = e.target_unchecked_into::<Element>().has_attribute("open");
            ui.dispatch(UiAction::Open(panel, now));
        }
    };
    html! {
        <details {class} data-testid={testid} data-total={total} {open} {ontoggle}>
            <summary><h2>{title}</h2></summary>
            if open {
                {body()}
            }
        </details>
    }
}
