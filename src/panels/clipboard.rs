//! The clipboard, for the panels' Copy buttons: a text written to it, or
//! why the browser would not (an insecure page, an iframe without
//! permission, a refusal); and a field's text selected, so that a person
//! can copy it by hand once the browser has refused.

use wasm_bindgen::JsValue;
use yew::NodeRef;

/// Writes `text` to the clipboard; the error is the browser's reason, in
/// words, when it would not.
pub async fn write(text: &str) -> Result<(), String> {
    let window = web_sys::window().ok_or_else(|| "there is no window".to_string())?;
    if !window.is_secure_context() {
        return Err("the page is not served securely, so it may not use the clipboard".into());
    }
    let navigator = window.navigator();
    // Absent where the browser offers pages no clipboard.
    let present = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard"))
        .is_ok_and(|c| !c.is_undefined() && !c.is_null());
    if !present {
        return Err("this browser has no clipboard for pages".into());
    }
    let promise = navigator.clipboard().write_text(text);
    match wasm_bindgen_futures::JsFuture::from(promise).await {
        Ok(_) => Ok(()),
        Err(e) => Err(js_sys::Reflect::get(&e, &JsValue::from_str("message"))
            .ok()
            .and_then(|m| m.as_string())
            .unwrap_or_else(|| "the browser refused".to_string())),
    }
}

/// Focuses the field at `node` (a text area or an input) and selects its
/// whole text, so a copy command takes it at once.
pub fn select(node: &NodeRef) {
    if let Some(area) = node.cast::<web_sys::HtmlTextAreaElement>() {
        let _ = area.focus();
        area.select();
    } else if let Some(input) = node.cast::<web_sys::HtmlInputElement>() {
        let _ = input.focus();
        input.select();
    }
}
