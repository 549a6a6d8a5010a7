//! The coin games' components: a row of coins sending its heads and the
//! chosen head's flips, and the grids' nim-multiplication panel keeping
//! what is typed and working out an entry.

use super::{all, attr, event, fresh_root, named};
use grundy::dynamic::{DynMove, DynPosition};
use grundy::games::coins::{parse_row, CoinMove};
use manifold_explorer::games::coins::{self, MulPanel};
use manifold_explorer::games::shown::{BoardMsg, Scene};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlInputElement};

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
