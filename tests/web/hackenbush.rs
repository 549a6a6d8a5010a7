//! Green Hackenbush's board, walkthrough and editor as Yew components: a
//! graph's edges and parts' labels clicked and pressed from the keyboard,
//! the walkthrough stepped, and an edge drawn in the editor, each sending
//! the game's own moves and positions.

use super::{all, attr, event, fresh_root, named_button};
use grundy::games::hackenbush::{format_graph, Cut, Graph, Hackenbush};
use grundy::Game;
use manifold_explorer::games::hackenbush::Shows;
use manifold_explorer::games::shown::{BoardMsg, Scene, Shown};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

/// What a test mounts: one of the game's drawings.
#[derive(Clone, Copy, PartialEq)]
enum Drawing {
    Board,
    Explain,
    Editor,
}

#[derive(Properties, PartialEq)]
struct HolderProps {
    drawing: Drawing,
    graph: Graph,
    selected: Option<usize>,
    send: Callback<BoardMsg>,
}

#[component]
fn Holder(props: &HolderProps) -> Html {
    let scene = Scene {
        position: grundy::dynamic::DynPosition::new(props.graph.clone()),
        preview: None,
        selected: props.selected,
        within: None,
        live: true,
        part: None,
        send: props.send.clone(),
    };
    match props.drawing {
        Drawing::Board => Shows.board(&scene),
        Drawing::Explain => Shows.explain(&scene),
        Drawing::Editor => Shows.editor(&scene).unwrap_or_default(),
    }
}

/// `drawing` of the graph `text` mounted, and the messages it sends.
async fn mount(
    drawing: Drawing,
    text: &str,
    selected: Option<usize>,
) -> (yew::AppHandle<Holder>, Element, Rc<RefCell<Vec<BoardMsg>>>) {
    let root = fresh_root();
    let sent = Rc::new(RefCell::new(Vec::new()));
    let send = {
        let sent = sent.clone();
        Callback::from(move |m| sent.borrow_mut().push(m))
    };
    let props = HolderProps {
        drawing,
        graph: Hackenbush.parse_position(text).unwrap(),
        selected,
        send,
    };
    let handle = yew::Renderer::<Holder>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    (handle, root, sent)
}

/// The elements of `root` named `label`.
fn named_all(root: &Element, label: &str) -> Vec<Element> {
    all(root, "[aria-label]")
        .into_iter()
        .filter(|e| attr(e, "aria-label") == label)
        .collect()
}

/// The graphs of the editor's messages, as text.
fn edits(sent: &[BoardMsg]) -> Vec<String> {
    sent.iter()
        .map(|m| match m {
            BoardMsg::Edit(p) => format_graph(p.get::<Graph>().expect("a graph")),
            other => panic!("the editor sends new graphs, not {other:?}"),
        })
        .collect()
}

#[wasm_bindgen_test]
async fn the_editor_draws_an_edge_from_its_figure_and_its_list() {
    let (handle, root, sent) = mount(Drawing::Editor, "g-1 1-2", None).await;
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
    // The figure: its drawing in the SVG namespace, its vertices buttons.
    let svg = &all(&root, "figure.hb-edit-figure svg.hb-edit-svg")[0];
    assert_eq!(attr(svg, "role"), "group");
    let svg_ns = Some("http://www.w3.org/2000/svg".to_string());
    let dots = all(svg, "circle.hb-v");
    assert_eq!(dots.len(), 2);
    assert!(dots.iter().all(|d| d.namespace_uri() == svg_ns));
    let picks = all(svg, "[role=button]");
    assert_eq!(picks.len(), 4, "the ground, two vertices, a new vertex");
    for pick in &picks {
        assert_eq!(attr(pick, "tabindex"), "0");
        assert_eq!(attr(pick, "aria-pressed"), "false");
        assert_eq!(pick.namespace_uri(), svg_ns);
    }
    assert_eq!(picks[0].tag_name(), "path");

    // A first end from the list: the editor says so, and the same end
    // again is a loop, pressed in the figure and in the list.
    named_all(&all(&root, ".hb-ends")[0], "Start an edge at vertex 1")[0]
        .clone()
        .unchecked_into::<HtmlElement>()
        .click();
    yew::scheduler::flush().await;
    assert!(all(&root, "p.hb-status")[0]
        .text_content()
        .unwrap()
        .starts_with("First end: vertex 1."));
    let pressed = all(&root, "[aria-pressed=true]");
    assert_eq!(pressed.len(), 2);
    assert!(pressed
        .iter()
        .all(|e| attr(e, "aria-label") == "Add a loop at vertex 1"));
    assert!(attr(&pressed[0], "class").contains("hb-chosen"));
    // The second end, vertex 2 of the figure, clicked: a new graph.
    let vertex = all(&root, "circle.hb-pick")
        .into_iter()
        .find(|c| attr(c, "aria-label") == "Add an edge from vertex 1 to vertex 2")
        .unwrap();
    vertex
        .dispatch_event(&event("MouseEvent", "click", None))
        .unwrap();
    yew::scheduler::flush().await;
    // The ground chosen by the keyboard, then Cancel.
    all(&root, "path.hb-ground-hit")[0]
        .dispatch_event(&event("KeyboardEvent", "keydown", Some("Enter")))
        .unwrap();
    yew::scheduler::flush().await;
    assert!(attr(&all(&root, "path.hb-ground-hit")[0], "class").contains("hb-chosen"));
    all(&root, ".hb-ends button.ghost")[0]
        .clone()
        .unchecked_into::<HtmlElement>()
        .click();
    yew::scheduler::flush().await;
    assert!(all(&root, ".hb-ends button.ghost").is_empty());
    // The new vertex by Space, then vertex 2: an edge 2-3.
    all(&root, "circle.hb-new")[0]
        .dispatch_event(&event("KeyboardEvent", "keydown", Some(" ")))
        .unwrap();
    yew::scheduler::flush().await;
    named_all(&root, "Add an edge from a new vertex 3 to vertex 2")[1]
        .clone()
        .unchecked_into::<HtmlElement>()
        .click();
    // Removing an edge starts a new game from the rest.
    named_all(&root, "Remove the edge 1-2")[0]
        .clone()
        .unchecked_into::<HtmlElement>()
        .click();
    yew::scheduler::flush().await;
    assert_eq!(edits(&sent.borrow()), ["g-1 1-2 1-2", "g-1 1-2 2-3", "g-1"]);
    handle.destroy();
}

#[wasm_bindgen_test]
async fn a_board_sends_its_cuts_and_choices() {
    let (handle, root, sent) = mount(Drawing::Board, "g-1 1-2 g-3", Some(1)).await;
    // The board's figure: each edge's wide hit path a button, before the
    // line it marks, inside the edge's group.
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
    let sent = sent.borrow();
    assert_eq!(sent.len(), 2);
    let BoardMsg::Play(mv) = &sent[0] else {
        panic!("an edge plays its cut: {:?}", sent[0]);
    };
    let cut = mv.get::<Cut>().expect("Hackenbush's own move");
    let graph = Hackenbush.parse_position("g-1 1-2 g-3").unwrap();
    assert_eq!(Hackenbush.format_move(&graph, cut), "1-2");
    assert!(Hackenbush.moves(&graph).any(|m| &m == cut));
    assert_eq!(sent[1], BoardMsg::Select(0));
    drop(sent);
    handle.destroy();
}

#[wasm_bindgen_test]
async fn the_walkthrough_steps_on_its_own() {
    let (handle, root, sent) = mount(Drawing::Explain, "g-1 1-2 2-3 3-1", None).await;
    let section = &all(&root, "section.hb-explain")[0];
    assert_eq!(attr(section, "aria-labelledby"), "hb-explain-title");
    let count = || all(&root, ".hb-count")[0].text_content().unwrap();
    let steps = all(&root, "ol.hb-steps li button.hb-step");
    assert!(steps.len() >= 3);
    let n = steps.len();
    assert_eq!(count(), format!("Step 1 of {n}"));
    assert_eq!(attr(&steps[0], "aria-current"), "true");
    named_button(&root, "Next").click();
    yew::scheduler::flush().await;
    assert_eq!(count(), format!("Step 2 of {n}"));
    let steps = all(&root, "ol.hb-steps li button.hb-step");
    assert!(steps[1].class_name().contains("hb-now"));
    assert_eq!(attr(&steps[1], "aria-current"), "true");
    named_button(&root, "Previous").click();
    yew::scheduler::flush().await;
    assert_eq!(count(), format!("Step 1 of {n}"));
    steps[n - 1].clone().unchecked_into::<HtmlElement>().click();
    yew::scheduler::flush().await;
    assert_eq!(count(), format!("Step {n} of {n}"));
    assert!(named_button(&root, "Next").has_attribute("disabled"));
    // Stepping is the walkthrough's own: nothing goes to the page.
    assert!(sent.borrow().is_empty());
    handle.destroy();
}
