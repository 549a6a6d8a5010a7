//! The G-series page's range form, mounted in the app: a mistake is said
//! beside its field, which keeps what was typed; a range sent shows it.

use super::{all, app_at, attr};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
use web_sys::{Element, Event, HtmlElement, HtmlInputElement};

/// Lets the page's chunk arrive and the page draw until `selector` is in
/// `root` (a few turns of the event loop, no timer).
async fn until(root: &Element, selector: &str) {
    for _ in 0..20 {
        if !all(root, selector).is_empty() {
            return;
        }
        let turn = js_sys::Promise::resolve(&JsValue::NULL);
        let _ = wasm_bindgen_futures::JsFuture::from(turn).await;
        yew::scheduler::flush().await;
    }
    panic!("{selector} never appeared");
}

/// A bubbling event named `name`, as the browser sends when a person acts.
fn bubbling(name: &str) -> Event {
    let init = js_sys::Object::new();
    js_sys::Reflect::set(&init, &"bubbles".into(), &true.into()).unwrap();
    let ctor: js_sys::Function = js_sys::Reflect::get(&gloo::utils::window(), &"Event".into())
        .unwrap()
        .unchecked_into();
    let args = js_sys::Array::of2(&name.into(), &init);
    js_sys::Reflect::construct(&ctor, &args)
        .unwrap()
        .unchecked_into()
}

/// Types `text` into the range's field and sends its form.
async fn send_range(root: &Element, text: &str) {
    let field: HtmlInputElement = all(root, "[data-testid=series-n]")[0]
        .clone()
        .unchecked_into();
    field.set_value(text);
    field.dispatch_event(&bubbling("input")).unwrap();
    yew::scheduler::flush().await;
    let show: HtmlElement = all(root, "[data-testid=series-show]")[0]
        .clone()
        .unchecked_into();
    show.click();
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn an_invalid_range_is_said_beside_its_field_and_a_valid_one_is_shown() {
    let (handle, root) = app_at("#view=series&n=40").await;
    until(&root, "[data-testid=series-n]").await;
    assert_eq!(
        all(&root, "[data-testid=series-cell][data-kind=o]").len(),
        41
    );

    send_range(&root, "3x").await;
    let help = &all(&root, "#series-n-help [role=alert]");
    assert_eq!(help.len(), 1);
    let said = help[0].text_content().unwrap_or_default();
    assert!(
        said.contains("Enter a whole number from 0 to 1,000,000"),
        "{said}"
    );
    let field = &all(&root, "[data-testid=series-n]")[0];
    assert_eq!(attr(field, "aria-invalid"), "true");
    let typed: HtmlInputElement = field.clone().unchecked_into();
    assert_eq!(typed.value(), "3x");
    // Still the range shown before.
    assert_eq!(
        all(&root, "[data-testid=series-cell][data-kind=o]").len(),
        41
    );

    send_range(&root, "50").await;
    until(
        &root,
        "[data-testid=series-cell][data-kind=o][data-genus='50']",
    )
    .await;
    assert_eq!(
        all(&root, "[data-testid=series-cell][data-kind=o]").len(),
        51
    );
    assert!(all(&root, "#series-n-help [role=alert]").is_empty());
    assert_eq!(
        attr(&all(&root, "[data-testid=series-n]")[0], "aria-invalid"),
        ""
    );
    handle.destroy();
}
