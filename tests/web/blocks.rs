//! The editors still drawn from laid-out views: a form's fields acted on,
//! and the typed message each sends read back with the DOM.

use super::{all, attr, fresh_root};
use grundy::games::coins::rugs::Rugs;
use manifold_explorer::engines::blocks::{Blocks, BlocksProps, ViewMsg};
use manifold_explorer::engines::protocol::{EditorState, ModuleView};
use manifold_explorer::engines::Shown;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, Event, HtmlElement, HtmlInputElement};

/// The editor of `game` at `position` in `state`.
fn editor_of<G: Shown>(game: G, position: &str, state: EditorState) -> ModuleView {
    let p = game.parse_position(position).unwrap();
    game.editor(&p, &state).expect("the game has an editor")
}

/// The editor of `spec` at `position` in `state`.
fn view(spec: &str, position: &str, state: EditorState) -> ModuleView {
    match spec {
        _ => editor_of(Rugs, position, state),
    }
}

/// The view mounted, and the messages it sends.
async fn mount(view: ModuleView) -> (yew::AppHandle<Blocks>, Element, Rc<RefCell<Vec<ViewMsg>>>) {
    let root = fresh_root();
    let sent = Rc::new(RefCell::new(Vec::new()));
    let onmsg = {
        let sent = sent.clone();
        yew::Callback::from(move |m: ViewMsg| sent.borrow_mut().push(m))
    };
    let props = BlocksProps {
        view: Rc::new(view),
        onmsg,
    };
    let handle = yew::Renderer::<Blocks>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    (handle, root, sent)
}

/// An event named `name` that bubbles, with `key` when given, as the
/// browser sends when a person acts.
pub(super) fn event(kind: &str, name: &str, key: Option<&str>) -> Event {
    let init = js_sys::Object::new();
    js_sys::Reflect::set(&init, &"bubbles".into(), &true.into()).unwrap();
    if let Some(key) = key {
        js_sys::Reflect::set(&init, &"key".into(), &key.into()).unwrap();
    }
    let ctor: js_sys::Function = js_sys::Reflect::get(&gloo::utils::window(), &kind.into())
        .unwrap()
        .unchecked_into();
    let args = js_sys::Array::of2(&name.into(), &init);
    js_sys::Reflect::construct(&ctor, &args)
        .unwrap()
        .unchecked_into()
}

/// The element of `root` named `label`.
fn named(root: &Element, label: &str) -> Element {
    let found: Vec<Element> = all(root, "[aria-label]")
        .into_iter()
        .filter(|e| attr(e, "aria-label") == label)
        .collect();
    assert_eq!(found.len(), 1, "{label}");
    found[0].clone()
}

/// The editor's state `s`, as its buttons name it.
fn chosen(s: &str) -> EditorState {
    EditorState::Named(s.to_string())
}

#[wasm_bindgen_test]
async fn a_form_sends_its_fields_as_typed_and_a_cell_its_entry() {
    let (handle, root, sent) = mount(view("rugs", "HTH/THT", EditorState::Start)).await;
    let x: HtmlInputElement = all(&root, "[data-testid=nim-mul-x]")[0]
        .clone()
        .unchecked_into();
    let y: HtmlInputElement = all(&root, "[data-testid=nim-mul-y]")[0]
        .clone()
        .unchecked_into();
    assert_eq!(x.value(), "");
    x.set_value("16");
    x.dispatch_event(&event("Event", "input", None)).unwrap();
    y.set_value("1_6");
    y.dispatch_event(&event("Event", "input", None)).unwrap();
    yew::scheduler::flush().await;
    // Typed values stay the page's own across a redraw.
    assert_eq!(x.value(), "16");
    all(&root, "[data-testid=nim-mul-go]")[0]
        .clone()
        .unchecked_into::<HtmlElement>()
        .click();
    named_cell(&root, "2 ⊗ 3 = 1").click();
    yew::scheduler::flush().await;
    assert_eq!(
        *sent.borrow(),
        [
            ViewMsg::State(EditorState::Fields(vec![
                "16".to_string(),
                "1_6".to_string()
            ])),
            ViewMsg::State(chosen("2,3")),
        ]
    );
    handle.destroy();
}

fn named_cell(root: &Element, label: &str) -> HtmlElement {
    named(root, label).unchecked_into()
}
