//! The export and Share panels as components: mounted on their own, acted
//! on through the DOM, read back from it.

use super::{all, fresh_root};
use grundy::manifold::{parse_position, Cut, CutKind, Position};
use manifold_explorer::panels::export::{Export, ExportProps};
use manifold_explorer::panels::share::{Share, ShareProps};
use manifold_explorer::panels::Exported;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlInputElement, HtmlTextAreaElement};

fn one(root: &Element, testid: &str) -> Element {
    root.query_selector(&format!("[data-testid=\"{testid}\"]"))
        .unwrap()
        .unwrap_or_else(|| panic!("{testid} is drawn"))
}

/// The test ids of the panel's buttons, in order.
fn buttons(root: &Element) -> Vec<String> {
    all(root, "button")
        .iter()
        .map(|b| b.get_attribute("data-testid").unwrap_or_default())
        .collect()
}

/// Tells the page that `field` changed, as the browser does (bubbling).
fn changed(field: &HtmlInputElement) {
    let init = web_sys::CustomEventInit::new();
    init.set_bubbles(true);
    let event = web_sys::CustomEvent::new_with_event_init_dict("change", &init).unwrap();
    field.dispatch_event(&event).unwrap();
}

/// The export panel of a surface of `position`, with a cut in view.
async fn export(
    position: &Position,
    component: usize,
    cut: Option<Cut>,
) -> (yew::AppHandle<Export>, Element) {
    let root = fresh_root();
    let of = Exported::Surface {
        position: position.clone(),
        component,
        cut,
    };
    let handle =
        yew::Renderer::<Export>::with_root_and_props(root.clone(), ExportProps { of }).render();
    yew::scheduler::flush().await;
    (handle, root)
}

#[wasm_bindgen_test]
async fn a_surface_export_panel_offers_every_format_its_tables_and_the_cut_shown() {
    let p = parse_position("n5 + o1").unwrap();
    let d = Cut::from_parts(p.surfaces()[0], CutKind::D, None).unwrap();
    let (handle, root) = export(&p, 0, Some(d)).await;
    one(&root, "export-panel");
    assert_eq!(
        buttons(&root),
        [
            "export-svg",
            "export-svg-dark",
            "export-png-1",
            "export-png-2",
            "export-png-4",
            "export-png-dark-2",
            "export-copy",
            "export-position-svg",
            "export-table-mex-csv",
            "export-table-mex-latex",
            "export-table-mex-markdown",
            "export-table-moves-csv",
            "export-table-moves-latex",
            "export-table-moves-markdown",
        ]
    );
    let with_cut = one(&root, "export-with-cut")
        .dyn_into::<HtmlInputElement>()
        .unwrap();
    assert!(with_cut.checked());
    let label = with_cut.parent_element().unwrap().text_content().unwrap();
    assert!(label.contains("cut (d), the last one shown"), "{label}");
    // Unticked through the page, it stays unticked when drawn again.
    with_cut.click();
    yew::scheduler::flush().await;
    assert!(!one(&root, "export-with-cut")
        .dyn_into::<HtmlInputElement>()
        .unwrap()
        .checked());
    assert_eq!(all(&root, "[data-testid=export-copy-text]").len(), 0);
    handle.destroy();

    // The pointer has left the cut: the last one shown stays chosen.
    let (handle, root) = export(&p, 0, None).await;
    let with_cut = one(&root, "export-with-cut")
        .dyn_into::<HtmlInputElement>()
        .unwrap();
    assert!(!with_cut.checked());
    handle.destroy();
}

#[wasm_bindgen_test]
async fn another_surface_starts_without_a_cut() {
    let p = parse_position("o2 + n3").unwrap();
    let (handle, root) = export(&p, 1, None).await;
    assert_eq!(all(&root, "[data-testid=export-with-cut]").len(), 0);
    assert!(root.text_content().unwrap().contains("Point at a cut"));
    handle.destroy();
}

#[wasm_bindgen_test]
async fn a_picture_export_panel_offers_the_picture_alone_whether_part_or_board() {
    // A game drawn on one board exports that board by the same buttons as
    // another game's part: no second button for the whole position.
    for board in [true, false] {
        let root = fresh_root();
        let of = Exported::Picture {
            name: "nim-3".into(),
            board,
        };
        let handle =
            yew::Renderer::<Export>::with_root_and_props(root.clone(), ExportProps { of }).render();
        yew::scheduler::flush().await;
        let ids = buttons(&root);
        assert_eq!(ids[0], "picture-svg");
        assert!(ids.contains(&"picture-png-dark-2".to_string()));
        assert!(ids.contains(&"picture-copy".to_string()), "{ids:?}");
        assert!(!ids.iter().any(|i| i.contains("board")), "{ids:?}");
        handle.destroy();
    }
}

#[wasm_bindgen_test]
async fn the_embed_code_follows_the_width_typed() {
    let root = fresh_root();
    let props = ShareProps {
        address: "https://x.org/#p=o3".into(),
        title: "Nim".into(),
    };
    let handle = yew::Renderer::<Share>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    let width = one(&root, "share-width")
        .dyn_into::<HtmlInputElement>()
        .unwrap();
    width.set_value("480");
    changed(&width);
    yew::scheduler::flush().await;
    let code = one(&root, "share-embed-text")
        .dyn_into::<HtmlTextAreaElement>()
        .unwrap()
        .value();
    assert!(code.contains("width=\"480\""), "{code}");
    assert!(code.contains("title=\"Nim\""), "{code}");
    assert_eq!(
        one(&root, "share-preview")
            .get_attribute("width")
            .as_deref(),
        Some("480")
    );
    // Too wide a frame is kept to the widest.
    width.set_value("9000");
    changed(&width);
    yew::scheduler::flush().await;
    assert_eq!(width.value(), "2000");
    handle.destroy();
}
