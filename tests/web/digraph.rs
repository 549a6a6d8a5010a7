//! The graph game's editor and walkthrough as its own components, mounted
//! with their state (the editor's mode, the step shown) kept inside, and
//! the typed messages they send read back.

use super::{all, attr, event, fresh_root, named, named_button};
use grundy::dynamic::{DynMove, DynPosition};
use grundy::games::digraph::{parse_board, Digraph};
use grundy::Game;
use manifold_explorer::games::digraph::{Editor, EditorProps, Walkthrough, WalkthroughProps};
use manifold_explorer::games::shown::{BoardMsg, Scene};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

/// A scene of the graph game's position `text`, where a person may move,
/// and the messages sent from it.
fn graph_scene(text: &str) -> (Scene, Rc<RefCell<Vec<BoardMsg>>>) {
    let sent = Rc::new(RefCell::new(Vec::new()));
    let send = {
        let sent = sent.clone();
        yew::Callback::from(move |m: BoardMsg| sent.borrow_mut().push(m))
    };
    let scene = Scene {
        position: DynPosition::new(parse_board(text).unwrap()),
        preview: None,
        selected: None,
        within: None,
        live: true,
        part: None,
        send,
    };
    (scene, sent)
}

#[wasm_bindgen_test]
async fn a_graph_games_editor_keeps_its_mode_and_sends_the_positions_it_makes() {
    let (scene, sent) = graph_scene("a>b; tokens a");
    let root = fresh_root();
    let handle =
        yew::Renderer::<Editor>::with_root_and_props(root.clone(), EditorProps { scene }).render();
    yew::scheduler::flush().await;
    let vertices = all(&root, "svg g.digraph-vertex.digraph-button[role=button]");
    assert_eq!(vertices.len(), 2);
    assert_eq!(attr(&vertices[0], "aria-label"), "start an edge at a");
    // The group holds the drawing of the vertex, in the SVG namespace.
    let shapes = all(&vertices[0], "rect.digraph-shape");
    assert_eq!(shapes.len(), 1);
    let svg_ns = Some("http://www.w3.org/2000/svg".to_string());
    assert_eq!(shapes[0].namespace_uri(), svg_ns);
    vertices[0]
        .dispatch_event(&event("MouseEvent", "click", None))
        .unwrap();
    yew::scheduler::flush().await;
    // The tail chosen is the editor's own state: marked and said, nothing
    // sent to the page.
    let message = || all(&root, "p.digraph-message")[0].text_content().unwrap();
    assert!(message().starts_with("Tail a chosen"), "{}", message());
    let tail = all(&root, "svg g.digraph-current[role=button]");
    assert_eq!(tail.len(), 1);
    assert_eq!(attr(&tail[0], "aria-label"), "a again: cancel the edge");
    // The same vertex again, by the keyboard, cancels it.
    tail[0]
        .dispatch_event(&event("KeyboardEvent", "keydown", Some("Enter")))
        .unwrap();
    yew::scheduler::flush().await;
    assert!(message().starts_with("Choose the tail"), "{}", message());
    assert!(sent.borrow().is_empty());
    named(&all(&root, ".digraph-toolbar")[0], "add a vertex named c")
        .unchecked_into::<HtmlElement>()
        .click();
    yew::scheduler::flush().await;
    let made = parse_board("a>b c; tokens a").unwrap();
    assert_eq!(*sent.borrow(), [BoardMsg::Edit(DynPosition::new(made))]);
    handle.destroy();
}

#[wasm_bindgen_test]
async fn a_graph_games_walkthrough_keeps_its_step_and_plays_a_winning_slide() {
    let (scene, sent) = graph_scene("a>b b>c; tokens a");
    let root = fresh_root();
    let handle =
        yew::Renderer::<Walkthrough>::with_root_and_props(root.clone(), WalkthroughProps { scene })
            .render();
    yew::scheduler::flush().await;
    let count = || all(&root, ".digraph-step-count")[0].text_content().unwrap();
    assert_eq!(count(), "Step 1 of 4");
    named_button(&root, "›").click();
    yew::scheduler::flush().await;
    assert_eq!(count(), "Step 2 of 4");
    let current = all(&root, "nav.digraph-steps button[aria-current=true]");
    assert_eq!(attr(&current[0], "data-testid"), "step 1");
    // g(c) = 0, g(b) = 1 and g(a) = mex {1} = 0: no slide of the token on
    // a wins.
    assert!(all(&root, "ul.digraph-winning").is_empty());
    assert!(sent.borrow().is_empty());
    handle.destroy();

    // On b (value 1), sliding to c (value 0) wins, and plays the move.
    let (scene, sent) = graph_scene("a>b b>c; tokens b");
    let root = fresh_root();
    let handle =
        yew::Renderer::<Walkthrough>::with_root_and_props(root.clone(), WalkthroughProps { scene })
            .render();
    yew::scheduler::flush().await;
    let win = all(&root, "ul.digraph-winning button.digraph-move-button");
    assert_eq!(win.len(), 1);
    assert_eq!(attr(&win[0], "data-testid"), "move b>c");
    win[0].clone().unchecked_into::<HtmlElement>().click();
    yew::scheduler::flush().await;
    let board = parse_board("a>b b>c; tokens b").unwrap();
    let slide = Digraph.parse_move(&board, "b>c").unwrap();
    assert_eq!(*sent.borrow(), [BoardMsg::Play(DynMove::new(slide, 0))]);
    handle.destroy();
}
