//! What the reader sees if the app panics: a plain-DOM overlay, built with
//! web-sys rather than Yew (whose renderer may be the thing that broke),
//! saying so and offering a reload. The address holds the position, so the
//! reload comes back to it.

use wasm_bindgen::JsCast;

const OVERLAY_ID: &str = "panic-overlay";

/// Reports panics on the console, as before, and shows the overlay.
/// Through Yew's setter: a plain `std::panic::set_hook` would be replaced
/// by Yew's default hook when the app is first rendered.
pub fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show(&info.to_string());
    }));
}

/// Draws the overlay once; later panics leave the first message in place.
/// Every step may fail quietly: a panic hook must not panic.
fn show(message: &str) -> Option<()> {
    let window = web_sys::window()?;
    let document = window.document()?;
    if document.get_element_by_id(OVERLAY_ID).is_some() {
        return Some(());
    }
    let element = |tag: &str, text: &str| -> Option<web_sys::HtmlElement> {
        let e: web_sys::HtmlElement = document.create_element(tag).ok()?.dyn_into().ok()?;
        e.set_text_content(Some(text));
        Some(e)
    };
    let overlay = element("div", "")?;
    overlay.set_id(OVERLAY_ID);
    let _ = overlay.set_attribute("role", "alertdialog");
    let _ = overlay.set_attribute("aria-modal", "true");
    let _ = overlay.set_attribute("aria-labelledby", "panic-title");
    let _ = overlay.set_attribute("data-testid", "panic-overlay");
    // Styles through the CSSOM, which the Content-Security-Policy allows
    // (style attributes in markup it does not), and independent of the
    // style sheets, which may not have loaded.
    set_styles(
        &overlay,
        &[
            ("position", "fixed"),
            ("inset", "0"),
            ("z-index", "2147483647"),
            ("display", "flex"),
            ("flex-direction", "column"),
            ("align-items", "center"),
            ("justify-content", "center"),
            ("gap", "0.75rem"),
            ("padding", "2rem"),
            ("background", "#ffffff"),
            ("color", "#111111"),
            ("font", "16px/1.5 system-ui, sans-serif"),
            ("text-align", "center"),
        ],
    );
    let title = element("h2", "Something went wrong")?;
    title.set_id("panic-title");
    let explain = element(
        "p",
        "The explorer stopped because of an internal error. Reloading brings back the position in the address.",
    )?;
    let detail = element("pre", message)?;
    set_styles(
        &detail,
        &[
            ("max-width", "40rem"),
            ("max-height", "30vh"),
            ("overflow", "auto"),
            ("white-space", "pre-wrap"),
            ("text-align", "left"),
            ("font-size", "13px"),
        ],
    );
    let _ = detail.set_attribute("data-testid", "panic-message");
    let button = element("button", "Reload")?;
    let _ = button.set_attribute("type", "button");
    let _ = button.set_attribute("data-testid", "panic-reload");
    set_styles(
        &button,
        &[("font", "inherit"), ("padding", "0.4rem 1.2rem")],
    );
    // `location.reload` bound in JavaScript: after a panic the wasm module
    // may not be callable, so the button must not go through it.
    let location = window.location();
    let reload = js_sys::Reflect::get(&location, &"reload".into())
        .ok()?
        .dyn_into::<js_sys::Function>()
        .ok()?
        .bind0(&location);
    button
        .add_event_listener_with_callback("click", &reload)
        .ok()?;
    for child in [&title, &explain, &detail, &button] {
        overlay.append_child(child).ok()?;
    }
    document.body()?.append_child(&overlay).ok()?;
    let _ = button.focus();
    Some(())
}

fn set_styles(element: &web_sys::HtmlElement, styles: &[(&str, &str)]) {
    let style = element.style();
    for (name, value) in styles {
        let _ = style.set_property(name, value);
    }
}
