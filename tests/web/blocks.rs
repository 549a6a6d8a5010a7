//! A game's board, walkthrough and editor as the page draws them from the
//! module's typed views: a Hackenbush editor mounted, its buttons, the
//! clickable vertices of its figure and a form's fields acted on; a
//! Hackenbush board's edges and parts' labels and its walkthrough's steps
//! clicked; and the typed message each sends read back with the DOM. A
//! graph game's editor and walkthrough are its own components, mounted
//! with their state (the editor's mode, the step shown) kept inside.

use super::{all, attr, fresh_root};
use grundy::dynamic::{DynMove, DynPosition};
use grundy::games::coins::rugs::Rugs;
use grundy::games::digraph::{parse_board, Digraph};
use grundy::games::hackenbush::Hackenbush;
use grundy::Game;
use manifold_explorer::engines::blocks::{Blocks, BlocksProps, ViewMsg};
use manifold_explorer::engines::protocol::{EditorState, ModuleView};
use manifold_explorer::engines::Shown;
use manifold_explorer::games::digraph::{Editor, EditorProps, Walkthrough, WalkthroughProps};
use manifold_explorer::games::shown::{BoardMsg, Scene};
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
        "hackenbush" => editor_of(Hackenbush, position, state),
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
fn event(kind: &str, name: &str, key: Option<&str>) -> Event {
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

#[wasm_bindgen_test]
async fn a_hackenbush_editor_sends_typed_messages_from_its_buttons_and_its_figure() {
    let (handle, root, sent) = mount(view("hackenbush", "g-1 1-2", EditorState::Start)).await;
    // The page's elements, with the classes and names the styles and the
    // end-to-end tests know.
    let section = &all(&root, "section.hb-editor")[0];
    assert_eq!(attr(section, "aria-labelledby"), "hb-editor-title");
    assert_eq!(
        all(&root, "h3#hb-editor-title")[0].text_content().unwrap(),
        "Draw a graph"
    );
    assert_eq!(attr(&all(&root, "p.hb-status")[0], "aria-live"), "polite");
    let ends: Vec<String> = all(&root, ".hb-ends button.hb-end")
        .iter()
        .map(|b| b.text_content().unwrap())
        .collect();
    assert_eq!(ends, ["g (ground)", "1", "2", "new vertex (3)"]);
    assert_eq!(all(&root, ".hb-edge-list li").len(), 2);
    // The figure: the drawing's markup, its vertices the page's buttons.
    let svg = &all(&root, "figure.hb-edit-figure svg.hb-edit-svg")[0];
    assert_eq!(attr(svg, "role"), "group");
    let dots = all(svg, "circle.hb-v");
    assert_eq!(dots.len(), 2);
    // The module's markup is drawn as SVG inside the page's <svg>.
    let svg_ns = Some("http://www.w3.org/2000/svg".to_string());
    assert!(dots.iter().all(|d| d.namespace_uri() == svg_ns));
    let picks = all(svg, "[role=button]");
    assert_eq!(picks.len(), 4, "the ground, two vertices, a new vertex");
    for pick in &picks {
        assert_eq!(attr(pick, "tabindex"), "0");
        assert_eq!(attr(pick, "aria-pressed"), "false");
    }
    assert_eq!(picks[0].tag_name(), "path");
    assert!(picks.iter().all(|p| p.namespace_uri() == svg_ns));

    // A button of the list (the figure's vertex has the same name).
    named(&all(&root, ".hb-ends")[0], "Start an edge at vertex 1")
        .unchecked_into::<HtmlElement>()
        .click();
    // A vertex of the figure, clicked, and the ground, by the keyboard.
    let vertex = all(svg, "circle.hb-pick")
        .into_iter()
        .find(|c| attr(c, "aria-label") == "Start an edge at vertex 2")
        .unwrap();
    vertex
        .dispatch_event(&event("MouseEvent", "click", None))
        .unwrap();
    let ground = &picks[0];
    ground
        .dispatch_event(&event("KeyboardEvent", "keydown", Some("Enter")))
        .unwrap();
    // Removing an edge starts a new game from the rest.
    named(&root, "Remove the edge 1-2")
        .unchecked_into::<HtmlElement>()
        .click();
    yew::scheduler::flush().await;
    assert_eq!(
        *sent.borrow(),
        [
            ViewMsg::State(chosen("from=1")),
            ViewMsg::State(chosen("from=2")),
            ViewMsg::State(chosen("from=g")),
            ViewMsg::Edit("g-1".to_string()),
        ]
    );
    handle.destroy();
}

#[wasm_bindgen_test]
async fn the_second_end_is_pressed_and_the_first_can_be_cancelled() {
    let (handle, root, sent) = mount(view("hackenbush", "g-1 1-2", chosen("from=2"))).await;
    let pressed = all(&root, "[aria-pressed=true]");
    // The vertex in the figure and its button in the list.
    assert_eq!(pressed.len(), 2);
    assert!(pressed
        .iter()
        .all(|e| attr(e, "aria-label") == "Add a loop at vertex 2"));
    assert!(attr(&pressed[0], "class").contains("hb-chosen"));
    let cancel = all(&root, ".hb-ends button.ghost");
    cancel[0].clone().unchecked_into::<HtmlElement>().click();
    all(&root, "circle.hb-new")[0]
        .dispatch_event(&event("KeyboardEvent", "keydown", Some(" ")))
        .unwrap();
    yew::scheduler::flush().await;
    assert_eq!(
        *sent.borrow(),
        [
            ViewMsg::State(chosen("idle")),
            ViewMsg::Edit("g-1 1-2 2-3".to_string()),
        ]
    );
    handle.destroy();
}

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

fn board_view(selected: Option<usize>) -> ModuleView {
    let p = Hackenbush.parse_position("g-1 1-2 g-3").unwrap();
    Hackenbush.board(&p, None, selected)
}

fn steps_view(step: usize) -> ModuleView {
    let p = Hackenbush.parse_position("g-1 1-2 2-3 3-1").unwrap();
    Hackenbush.explain(&p, None, step)
}

#[wasm_bindgen_test]
async fn a_board_sends_its_cuts_and_choices_and_a_walkthrough_its_steps() {
    let (handle, root, sent) = mount(board_view(Some(1))).await;
    // The board's figure: each edge's wide hit path the page's button,
    // before the line it marks, inside the edge's group.
    let svg = &all(&root, "figure.hb-board-figure svg.hb-board")[0];
    assert_eq!(attr(svg, "role"), "group");
    let cuts = all(svg, "g.hb-e > path.hb-hit[role=button] + path.hb-line");
    assert_eq!(cuts.len(), 3);
    let hits = all(svg, "path.hb-hit");
    assert_eq!(attr(&hits[0], "aria-label"), "Cut the edge g-1");
    assert_eq!(attr(&hits[0], "data-testid"), "move g-1");
    assert_eq!(hits[0].text_content().unwrap(), "Cut the edge g-1");
    // The parts' labels: the second part's pressed.
    let tags = all(svg, "g.hb-tag[role=button]");
    assert_eq!(tags.len(), 2);
    assert_eq!(attr(&tags[1], "aria-pressed"), "true");
    assert!(attr(&tags[1], "class").contains("hb-sel"));
    hits[1]
        .dispatch_event(&event("MouseEvent", "click", None))
        .unwrap();
    tags[0]
        .dispatch_event(&event("KeyboardEvent", "keydown", Some(" ")))
        .unwrap();
    yew::scheduler::flush().await;
    assert_eq!(
        *sent.borrow(),
        [ViewMsg::Play("1-2".to_string()), ViewMsg::Select(0)]
    );
    handle.destroy();

    // The walkthrough at its second step: Previous, Next and the list of
    // steps, the one shown marked.
    let (handle, root, sent) = mount(steps_view(1)).await;
    let section = &all(&root, "section.hb-explain")[0];
    assert_eq!(attr(section, "aria-labelledby"), "hb-explain-title");
    let steps = all(&root, "ol.hb-steps li button.hb-step");
    assert!(steps.len() >= 3);
    assert_eq!(attr(&steps[1], "aria-current"), "true");
    assert!(steps[1].class_name().contains("hb-now"));
    named_button(&root, "Previous").click();
    named_button(&root, "Next").click();
    steps[0].unchecked_ref::<HtmlElement>().click();
    yew::scheduler::flush().await;
    assert_eq!(
        *sent.borrow(),
        [ViewMsg::Step(0), ViewMsg::Step(2), ViewMsg::Step(0)]
    );
    handle.destroy();
}

/// The button of `root` whose words are `text`.
fn named_button(root: &Element, text: &str) -> HtmlElement {
    all(root, "button")
        .into_iter()
        .find(|b| b.text_content().as_deref() == Some(text))
        .unwrap_or_else(|| panic!("no button {text}"))
        .unchecked_into()
}
