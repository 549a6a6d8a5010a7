//! The rule lab mounted in the app, driven through the DOM as a person
//! drives it: a cut kind unticked changes the rules and the address, and a
//! weight out of range is named where it was typed.

use super::{all, app_at, attr};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{CustomEvent, CustomEventInit, Element, HtmlInputElement};

/// Lets the lab's chunk arrive (a plain call without the split, but
/// still handed over in a later task) and the page draw it.
async fn settle(root: &Element, selector: &str) {
    for _ in 0..20 {
        yew::scheduler::flush().await;
        if !all(root, selector).is_empty() {
            return;
        }
        let tick = js_sys::Promise::resolve(&wasm_bindgen::JsValue::NULL);
        let _ = wasm_bindgen_futures::JsFuture::from(tick).await;
    }
}

fn input(root: &Element, testid: &str) -> HtmlInputElement {
    all(root, &format!("[data-testid={testid}]"))[0]
        .clone()
        .unchecked_into::<HtmlInputElement>()
}

/// Types `text` into a field, as the browser reports typing.
fn type_into(field: &HtmlInputElement, text: &str) {
    field.set_value(text);
    let init = CustomEventInit::new();
    init.set_bubbles(true);
    let event = CustomEvent::new_with_event_init_dict("input", &init).unwrap();
    field.dispatch_event(&event).unwrap();
}

fn text(root: &Element, testid: &str) -> String {
    all(root, &format!("[data-testid={testid}]"))
        .first()
        .and_then(|e| e.text_content())
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn unticking_a_kind_changes_the_rules_and_a_bad_weight_is_named() {
    let (handle, root) = app_at("#view=lab").await;
    settle(&root, "[data-testid=lab-kind-a]").await;
    let a = input(&root, "lab-kind-a");
    assert!(a.checked());

    a.click();
    yew::scheduler::flush().await;
    assert!(!input(&root, "lab-kind-a").checked());
    let hash = gloo::utils::window().location().hash().unwrap();
    assert!(hash.contains("rules=bcdefgh"), "{hash}");
    let play = &all(&root, "[data-testid=lab-play]")[0];
    assert_eq!(
        attr(play, "href"),
        "#game=manifold:rules=bcdefgh&mode=computer"
    );

    type_into(&input(&root, "lab-weight"), "12");
    yew::scheduler::flush().await;
    // Sent as the form is sent (its Compute button waits while the first
    // series runs, and no worker answers in this test).
    let init = CustomEventInit::new();
    init.set_bubbles(true);
    let submit = CustomEvent::new_with_event_init_dict("submit", &init).unwrap();
    all(&root, "[data-testid=lab-form]")[0]
        .dispatch_event(&submit)
        .unwrap();
    yew::scheduler::flush().await;
    assert_eq!(
        text(&root, "lab-error"),
        "Enter a weight from 20 to 20000 (as in 400 or 2e3)."
    );
    assert_eq!(input(&root, "lab-weight").value(), "12");

    // Ticked again: the rules are the paper's, and the error goes.
    input(&root, "lab-kind-a").click();
    yew::scheduler::flush().await;
    assert!(input(&root, "lab-kind-a").checked());
    assert!(all(&root, "[data-testid=lab-error]").is_empty());
    handle.destroy();
}
