//! Component tests in a real headless browser: render, flush, read the DOM.
#![cfg(target_arch = "wasm32")]

use grundy::manifold::{Cuts, Move, Position, Surface};
use manifold_explorer::components::surface_diagram::{SurfaceDiagram, SurfaceDiagramProps};
use manifold_explorer::App;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

fn fresh_root() -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    root
}

fn all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<Element>().ok())
        .collect()
}

fn attr(e: &Element, name: &str) -> String {
    e.get_attribute(name).unwrap_or_default()
}

/// Mounts the whole app at an address.
async fn app_at(hash: &str) -> (yew::AppHandle<App>, Element) {
    let history = gloo::utils::window().history().unwrap();
    history
        .replace_state_with_url(&JsValue::NULL, "", Some(hash))
        .unwrap();
    let root = fresh_root();
    let handle = yew::Renderer::<App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    (handle, root)
}

async fn diagram(surface: Surface) -> (yew::AppHandle<SurfaceDiagram>, Element) {
    let root = fresh_root();
    let props = SurfaceDiagramProps {
        surface,
        cut: None,
        compact: false,
    };
    let handle = yew::Renderer::<SurfaceDiagram>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    (handle, root)
}

#[wasm_bindgen_test]
async fn orientable_diagram_draws_one_handle_per_genus_with_a_name() {
    let (handle, root) = diagram(Surface::orientable(3)).await;
    assert_eq!(all(&root, ".handle").len(), 3);
    assert_eq!(all(&root, ".cross-cap").len(), 0);
    let svg = &all(&root, "svg[role=img]")[0];
    assert!(!attr(svg, "aria-label").is_empty());
    handle.destroy();
}

#[wasm_bindgen_test]
async fn nonorientable_diagram_draws_one_cross_cap_per_genus_with_a_name() {
    let (handle, root) = diagram(Surface::nonorientable(5)).await;
    assert_eq!(all(&root, ".cross-cap").len(), 5);
    assert_eq!(all(&root, ".handle").len(), 0);
    let svg = &all(&root, "svg[role=img]")[0];
    assert!(!attr(svg, "aria-label").is_empty());
    handle.destroy();
}

#[wasm_bindgen_test]
async fn cut_list_of_n4_matches_the_core() {
    let (handle, root) = app_at("#p=n4").await;
    let shown: Vec<(String, String, String, String)> = all(&root, "[data-testid=cut]")
        .iter()
        .map(|e| {
            (
                attr(e, "data-kind"),
                attr(e, "data-result"),
                attr(e, "data-value"),
                attr(e, "data-winning"),
            )
        })
        .collect();
    let p: Position = "n4".parse().unwrap();
    let expected: Vec<(String, String, String, String)> = Cuts::new(Surface::nonorientable(4))
        .map(|cut| {
            let after = p.apply(&Move { component: 0, cut }).unwrap().value();
            let result: Vec<String> = cut.result().iter().map(|s| s.to_string()).collect();
            (
                cut.kind().letter().to_string(),
                result.join("+"),
                after.get().to_string(),
                after.is_zero().to_string(),
            )
        })
        .collect();
    assert!(!expected.is_empty());
    assert_eq!(shown, expected);
    handle.destroy();
}

#[wasm_bindgen_test]
async fn total_value_updates_after_a_cut() {
    let (handle, root) = app_at("#p=n4+o2").await;
    let total = |root: &Element| {
        all(root, "[data-testid=total-value]")[0]
            .text_content()
            .unwrap()
    };
    let p: Position = "n4 + o2".parse().unwrap();
    assert_eq!(total(&root), p.value().to_string());

    let button = all(&root, "[data-testid=cut][data-kind=e]")[0].clone();
    let expected = attr(&button, "data-value");
    button.dyn_into::<HtmlElement>().unwrap().click();
    yew::scheduler::flush().await;

    assert_eq!(total(&root), expected);
    let surfaces: Vec<String> = all(&root, "[data-testid=component]")
        .iter()
        .map(|e| attr(e, "data-surface"))
        .collect();
    assert_eq!(surfaces, ["n2", "o2"]);
    let after: Position = "n2 + o2".parse().unwrap();
    assert_eq!(total(&root), after.value().to_string());
    handle.destroy();
}
