//! Rims and Moore's Nim_k: their boards and Moore's composer mounted as
//! the page draws them, and the typed messages they send, each carrying
//! the game's own move.

use super::{all, attr, event, fresh_root};
use grundy::dynamic::{DynMove, DynPosition};
use grundy::games::moore::{Moore, MooreMove};
use grundy::games::rims::{parse_rims, Rims};
use grundy::Game;
use manifold_explorer::games::counters::moore::{Composer, ComposerProps, MooreShown};
use manifold_explorer::games::counters::rims::RimsShown;
use manifold_explorer::games::shown::Shown as _;
use manifold_explorer::games::shown::{BoardMsg, Scene};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlInputElement};

/// Properties of [`CountersHolder`].
#[derive(yew::Properties, PartialEq)]
struct CountersHeld {
    html: yew::Html,
}

/// Holds a board as the play page does.
#[yew::component]
fn CountersHolder(props: &CountersHeld) -> yew::Html {
    props.html.clone()
}

/// Where a board's or a composer's messages go, and what they said.
fn counters_sink() -> (yew::Callback<BoardMsg>, Rc<RefCell<Vec<BoardMsg>>>) {
    let sent = Rc::new(RefCell::new(Vec::new()));
    let send = {
        let sent = sent.clone();
        yew::Callback::from(move |m: BoardMsg| sent.borrow_mut().push(m))
    };
    (send, sent)
}

/// The scene of `position`, a person to move, its clicks sent to `send`.
fn counters_scene(
    position: DynPosition,
    preview: Option<DynMove>,
    send: yew::Callback<BoardMsg>,
) -> Scene {
    Scene {
        position,
        preview,
        selected: None,
        within: None,
        live: true,
        part: None,
        send,
    }
}

/// `html` mounted in a new root.
async fn counters_mount(html: yew::Html) -> (yew::AppHandle<CountersHolder>, Element) {
    let root = fresh_root();
    let handle =
        yew::Renderer::<CountersHolder>::with_root_and_props(root.clone(), CountersHeld { html })
            .render();
    yew::scheduler::flush().await;
    (handle, root)
}

/// The element of `root` whose test id is `id`.
fn by_test_id(root: &Element, id: &str) -> Element {
    let found: Vec<Element> = all(root, "[data-testid]")
        .into_iter()
        .filter(|e| attr(e, "data-testid") == id)
        .collect();
    assert_eq!(found.len(), 1, "{id}");
    found[0].clone()
}

#[wasm_bindgen_test]
async fn moores_counters_send_the_move_that_takes_them() {
    let game = Moore::new(2).unwrap();
    let heaps = vec![3, 5, 6];
    let (send, sent) = counters_sink();
    let scene = counters_scene(DynPosition::new(heaps.clone()), None, send);
    let (handle, root) = counters_mount(MooreShown(game).board(&scene)).await;
    let svg = &all(&root, "figure.moore-board svg.moore-svg")[0];
    assert_eq!(attr(svg, "role"), "group");
    // Each counter a focusable group in its heap's row, 14 in all.
    let picks = all(svg, "g.moore-row > g.moore-pick[role=button]");
    assert_eq!(picks.len(), 14);
    assert!(picks.iter().all(|p| attr(p, "tabindex") == "0"));
    // The fifth counter of heap 3, clicked; the first of heap 1, by the
    // keyboard.
    let fifth = by_test_id(&root, "move 3: 6 → 4");
    assert_eq!(
        attr(&fifth, "aria-label"),
        "Heap 3: take down to 4 counters"
    );
    fifth
        .dispatch_event(&event("MouseEvent", "click", None))
        .unwrap();
    by_test_id(&root, "move 1: 3 → 0")
        .dispatch_event(&event("KeyboardEvent", "keydown", Some("Enter")))
        .unwrap();
    yew::scheduler::flush().await;
    let take =
        |i, from, to| BoardMsg::Play(DynMove::new(MooreMove::new(&heaps, vec![(i, from, to)]), 0));
    assert_eq!(*sent.borrow(), [take(2, 6, 4), take(0, 3, 0)]);
    handle.destroy();
}

#[wasm_bindgen_test]
async fn a_rims_region_chooses_itself_and_a_previewed_loop_plays_its_move() {
    let p = parse_rims("5 (2: 3 (1:))").unwrap();
    // A loop through 2 of the outside's 5 free dots, enclosing none.
    let mv = Rims.parse_move(&p, "2:0").unwrap();
    let (send, sent) = counters_sink();
    let preview = DynMove::new(mv.clone(), Rims.component_of(&mv));
    let scene = counters_scene(DynPosition::new(p), Some(preview.clone()), send);
    let (handle, root) = counters_mount(RimsShown.board(&scene)).await;
    let svg = &all(&root, "figure.rims-board svg.rims-svg")[0];
    assert_eq!(attr(svg, "role"), "group");
    let regions = all(svg, "g.rims-cluster[role=button]");
    assert_eq!(regions.len(), 2);
    // The board's drawing is SVG inside the page's <svg>.
    let svg_ns = Some("http://www.w3.org/2000/svg".to_string());
    assert!(all(svg, "circle.rims-dot")
        .iter()
        .all(|d| d.namespace_uri() == svg_ns));
    by_test_id(&root, "pick 1")
        .dispatch_event(&event("MouseEvent", "click", None))
        .unwrap();
    let new = by_test_id(&root, "move 2:0");
    assert!(attr(&new, "class").contains("rims-new"));
    new.dispatch_event(&event("KeyboardEvent", "keydown", Some(" ")))
        .unwrap();
    yew::scheduler::flush().await;
    assert_eq!(
        *sent.borrow(),
        [BoardMsg::Select(1), BoardMsg::Play(preview)]
    );
    handle.destroy();
}

/// Types `value` into the composer's field `name`, as a person does.
fn type_into(root: &Element, name: &str, value: &str) {
    let field: HtmlInputElement = all(root, &format!("input[name={name}]"))[0]
        .clone()
        .unchecked_into();
    field.set_value(value);
    field
        .dispatch_event(&event("Event", "input", None))
        .unwrap();
}

#[wasm_bindgen_test]
async fn moores_composer_checks_the_sizes_typed_and_takes_the_move() {
    let heaps = vec![3, 5, 6];
    let (send, sent) = counters_sink();
    let root = fresh_root();
    let props = ComposerProps {
        game: Moore::new(2).unwrap(),
        heaps: heaps.clone(),
        send,
    };
    let handle = yew::Renderer::<Composer>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    let form = by_test_id(&root, "moore-compose");
    assert_eq!(attr(&form, "class"), "moore-compose");
    // Three heaps at once is one too many for k = 2, and says so.
    for name in ["heap1", "heap2", "heap3"] {
        type_into(&root, name, "0");
    }
    yew::scheduler::flush().await;
    by_test_id(&root, "moore-check")
        .unchecked_into::<HtmlElement>()
        .click();
    yew::scheduler::flush().await;
    let error = by_test_id(&root, "moore-compose-error");
    assert_eq!(attr(&error, "role"), "alert");
    assert!(error.text_content().unwrap().contains("at most 2 heaps"));
    assert!(all(&root, "[data-testid=moore-take]").is_empty());
    // Heaps 2 and 3 down to 3: typed, checked and taken.
    type_into(&root, "heap1", "3");
    type_into(&root, "heap2", "3");
    type_into(&root, "heap3", "3");
    yew::scheduler::flush().await;
    // Typed values stay the page's own across a redraw.
    let values: Vec<String> = all(&root, "input")
        .into_iter()
        .map(|i| i.unchecked_into::<HtmlInputElement>().value())
        .collect();
    assert_eq!(values, ["3", "3", "3"]);
    by_test_id(&root, "moore-check")
        .unchecked_into::<HtmlElement>()
        .click();
    yew::scheduler::flush().await;
    assert!(by_test_id(&root, "moore-composed")
        .text_content()
        .unwrap()
        .contains("leaves 3 + 3 + 3"));
    by_test_id(&root, "moore-take")
        .unchecked_into::<HtmlElement>()
        .click();
    yew::scheduler::flush().await;
    let mv = MooreMove::new(&heaps, vec![(1, 5, 3), (2, 6, 3)]);
    assert_eq!(*sent.borrow(), [BoardMsg::Play(DynMove::new(mv, 0))]);
    handle.destroy();
}
