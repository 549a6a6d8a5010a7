//! A game's board, walkthrough and editor as the page draws them from the
//! module's typed views: a Hackenbush editor mounted, its buttons, the
//! clickable vertices of its figure and a form's fields acted on; a
//! Hackenbush board's edges and parts' labels and its walkthrough's steps
//! clicked; a row of coins clicked and the nim-multiplication panel
//! typed into; and the typed message each sends, or what it shows, read
//! back with the DOM.

use super::{all, attr, fresh_root};
use grundy::dynamic::{DynMove, DynPosition};
use grundy::games::coins::{parse_row, CoinMove};
use grundy::games::digraph::Digraph;
use grundy::games::hackenbush::Hackenbush;
use grundy::Game;
use manifold_explorer::engines::blocks::{Blocks, BlocksProps, ViewMsg};
use manifold_explorer::engines::protocol::{EditorState, ModuleView};
use manifold_explorer::engines::Shown;
use manifold_explorer::games::coins::{self, MulPanel};
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
        "digraph" => editor_of(Digraph, position, state),
        other => panic!("no laid-out editor for {other}"),
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

#[wasm_bindgen_test]
async fn a_graph_games_vertex_is_a_group_the_page_draws_as_a_button() {
    let (handle, root, sent) = mount(view("digraph", "a>b; tokens a", EditorState::Start)).await;
    let vertices = all(&root, "svg g.digraph-vertex.digraph-button[role=button]");
    assert_eq!(vertices.len(), 2);
    assert_eq!(attr(&vertices[0], "aria-label"), "start an edge at a");
    // The group holds the module's drawing of the vertex.
    assert_eq!(all(&vertices[0], "rect.digraph-shape").len(), 1);
    vertices[0]
        .dispatch_event(&event("MouseEvent", "click", None))
        .unwrap();
    named(&all(&root, ".digraph-toolbar")[0], "add a vertex named c")
        .unchecked_into::<HtmlElement>()
        .click();
    yew::scheduler::flush().await;
    assert_eq!(
        *sent.borrow(),
        [
            ViewMsg::State(chosen("edge:a")),
            ViewMsg::Edit("a>b c; tokens a".to_string()),
        ]
    );
    handle.destroy();
}

/// The editor's state `s`, as its buttons name it.
fn chosen(s: &str) -> EditorState {
    EditorState::Named(s.to_string())
}

/// The input of `root` with test id `hook`.
fn input(root: &Element, hook: &str) -> HtmlInputElement {
    all(root, &format!("[data-testid={hook}]"))[0]
        .clone()
        .unchecked_into()
}

#[wasm_bindgen_test]
async fn the_multiplication_panel_keeps_its_fields_as_typed_and_works_out_an_entry() {
    let root = fresh_root();
    let handle = yew::Renderer::<MulPanel>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    let (x, y) = (input(&root, "nim-mul-x"), input(&root, "nim-mul-y"));
    assert_eq!(x.value(), "");
    // Both fields typed into before a redraw.
    x.set_value("16");
    x.dispatch_event(&event("Event", "input", None)).unwrap();
    y.set_value("1_6");
    y.dispatch_event(&event("Event", "input", None)).unwrap();
    yew::scheduler::flush().await;
    // Typed values stay the page's own across a redraw.
    assert_eq!(
        (x.value(), y.value()),
        ("16".to_string(), "1_6".to_string())
    );
    all(&root, "[data-testid=nim-mul-go]")[0]
        .clone()
        .unchecked_into::<HtmlElement>()
        .click();
    yew::scheduler::flush().await;
    // Read, the entry is worked out and the fields write it plainly.
    let worked = all(&root, "section.rugs-mul h3");
    assert_eq!(worked[1].text_content().unwrap(), "16 ⊗ 16 = 24");
    assert_eq!(input(&root, "nim-mul-y").value(), "16");
    // A cell of the table chooses its entry.
    named_cell(&root, "2 ⊗ 3 = 1").click();
    yew::scheduler::flush().await;
    let chosen = all(&root, "button.rugs-mul-chosen");
    assert_eq!(chosen.len(), 1);
    assert_eq!(attr(&chosen[0], "aria-current"), "true");
    assert_eq!(attr(&chosen[0], "aria-label"), "2 ⊗ 3 = 1");
    assert_eq!(
        (
            input(&root, "nim-mul-x").value(),
            input(&root, "nim-mul-y").value()
        ),
        ("2".to_string(), "3".to_string())
    );
    // Fields that do not read are said to, and kept as typed.
    let x = input(&root, "nim-mul-x");
    x.set_value("two");
    x.dispatch_event(&event("Event", "input", None)).unwrap();
    all(&root, "form.rugs-mul-form")[0]
        .dispatch_event(&event("Event", "submit", None))
        .unwrap();
    yew::scheduler::flush().await;
    assert_eq!(all(&root, "p.field-error[role=alert]").len(), 1);
    assert_eq!(input(&root, "nim-mul-x").value(), "two");
    handle.destroy();
}

fn named_cell(root: &Element, label: &str) -> HtmlElement {
    named(root, label).unchecked_into()
}

/// A row of coins of `spec` drawn by its chunk's code.
#[derive(yew::Properties, PartialEq)]
struct RowProps {
    spec: &'static str,
    row: &'static str,
    selected: Option<usize>,
    send: yew::Callback<BoardMsg>,
}

#[yew::component]
fn CoinRow(props: &RowProps) -> yew::Html {
    let opened = coins::open(props.spec).expect("a coin game");
    opened.shown.board(&Scene {
        position: DynPosition::new(parse_row(props.row).unwrap()),
        preview: None,
        selected: props.selected,
        within: None,
        live: true,
        part: None,
        send: props.send.clone(),
    })
}

/// The row mounted, and the messages it sends.
async fn mount_row(
    selected: Option<usize>,
) -> (yew::AppHandle<CoinRow>, Element, Rc<RefCell<Vec<BoardMsg>>>) {
    let root = fresh_root();
    let sent = Rc::new(RefCell::new(Vec::new()));
    let send = {
        let sent = sent.clone();
        yew::Callback::from(move |m: BoardMsg| sent.borrow_mut().push(m))
    };
    let props = RowProps {
        spec: "turtles",
        row: "THHTH",
        selected,
        send,
    };
    let handle = yew::Renderer::<CoinRow>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    (handle, root, sent)
}

#[wasm_bindgen_test]
async fn a_row_of_coins_sends_its_heads_and_the_chosen_heads_flips() {
    // Nothing chosen: each head chooses itself.
    let (handle, root, sent) = mount_row(None).await;
    let svg = &all(&root, "figure.coins-board svg.coins-board-svg")[0];
    assert_eq!(attr(svg, "role"), "group");
    let heads = all(svg, "g.coins-coin.coins-target[role=button]");
    assert_eq!(heads.len(), 3);
    // The drawing inside each coin is SVG, in the page's <svg>.
    let svg_ns = Some("http://www.w3.org/2000/svg".to_string());
    assert!(all(svg, "circle.coins-face")
        .iter()
        .all(|c| c.namespace_uri() == svg_ns));
    heads[1]
        .dispatch_event(&event("MouseEvent", "click", None))
        .unwrap();
    yew::scheduler::flush().await;
    assert_eq!(*sent.borrow(), [BoardMsg::Select(1)]);
    handle.destroy();

    // The head at coin 4 chosen: coin 0 clicked, the head itself by the
    // keyboard; each sends Turning Turtles' own move.
    let (handle, root, sent) = mount_row(Some(2)).await;
    let flips = all(&root, "g.coins-target[role=button]");
    assert_eq!(flips.len(), 5);
    assert_eq!(attr(&flips[0], "data-testid"), "move 0,4");
    assert_eq!(attr(&flips[0], "tabindex"), "0");
    flips[0]
        .dispatch_event(&event("MouseEvent", "click", None))
        .unwrap();
    flips[4]
        .dispatch_event(&event("KeyboardEvent", "keydown", Some("Enter")))
        .unwrap();
    yew::scheduler::flush().await;
    let flip = |coins: Vec<usize>| {
        BoardMsg::Play(DynMove::new(
            CoinMove {
                component: 2,
                coins,
            },
            2,
        ))
    };
    assert_eq!(*sent.borrow(), [flip(vec![0, 4]), flip(vec![4])]);
    handle.destroy();
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
