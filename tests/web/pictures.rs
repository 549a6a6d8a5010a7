//! Pictures a click can move on, as components: a click on a heap's
//! counter or on a bar's score line sends what it picked, typed, and a
//! picture drawn while no one may move sends nothing.

use super::{all, fresh_root};
use grundy::games::heap::Rect;
use manifold_explorer::games::bars::{bar_picture, Side};
use manifold_explorer::games::heaps::counters;
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::Element;
use yew::prelude::*;

/// What a picture sent: a counter, or a bar's score line.
#[derive(Clone, Debug, PartialEq)]
enum Pick {
    Counter(u64),
    Score { side: Side, at: u64 },
}

/// What the pictures sent, in order.
type Picks = Rc<RefCell<Vec<Pick>>>;

#[derive(Properties, PartialEq)]
struct Props {
    /// Heaps to draw, or bars when `bars` is given.
    heaps: Vec<u64>,
    bars: Option<Vec<Rect>>,
    /// Whether a click may move.
    live: bool,
    picks: Picks,
}

#[component]
fn Picture(props: &Props) -> Html {
    let picks = props.picks.clone();
    match &props.bars {
        Some(bars) => {
            let pick = Callback::from(move |(side, at): (Side, u64)| {
                picks.borrow_mut().push(Pick::Score { side, at })
            });
            bar_picture(bars, 0, 1, props.live.then_some(&pick))
        }
        None => {
            let pick = Callback::from(move |k: u64| picks.borrow_mut().push(Pick::Counter(k)));
            counters::picture(&props.heaps, 0, None, true, props.live.then_some(pick))
        }
    }
}

async fn mount(heaps: Vec<u64>, bars: Option<Vec<Rect>>, live: bool) -> (Element, Picks) {
    let root = fresh_root();
    let picks = Picks::default();
    let props = Props {
        heaps,
        bars,
        live,
        picks: picks.clone(),
    };
    yew::Renderer::<Picture>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    (root, picks)
}

/// A click on `target`, bubbling as the browser's does.
fn click(target: &Element) {
    let init = web_sys::CustomEventInit::new();
    init.set_bubbles(true);
    let event = web_sys::CustomEvent::new_with_event_init_dict("click", &init).unwrap();
    target.dispatch_event(&event).unwrap();
}

#[wasm_bindgen_test::wasm_bindgen_test]
async fn a_click_on_a_counter_picks_that_counter() {
    let (root, picks) = mount(vec![7], None, true).await;
    let dots = all(&root, ".dot");
    assert_eq!(dots.len(), 7);
    click(&dots[3]);
    click(&dots[0]);
    assert_eq!(*picks.borrow(), [Pick::Counter(3), Pick::Counter(0)]);
}

#[wasm_bindgen_test::wasm_bindgen_test]
async fn counters_drawn_while_no_one_may_move_pick_nothing() {
    let (root, picks) = mount(vec![5], None, false).await;
    let dots = all(&root, ".dot");
    assert_eq!(dots.len(), 5);
    click(&dots[2]);
    assert!(picks.borrow().is_empty());
    assert!(root.query_selector(".clickable").unwrap().is_none());
}

#[wasm_bindgen_test::wasm_bindgen_test]
async fn a_click_on_a_score_line_picks_its_side_and_place() {
    let bar = Rect { m: 3, n: 3 };
    let (root, picks) = mount(Vec::new(), Some(vec![bar]), true).await;
    // Two lines across the columns, then two along the rows; each leaves
    // two unequal pieces, so each breaks.
    let lines = all(&root, "line.breaks");
    assert_eq!(lines.len(), 4);
    click(&lines[1]);
    click(&lines[2]);
    assert_eq!(
        *picks.borrow(),
        [
            Pick::Score {
                side: Side::N,
                at: 2
            },
            Pick::Score {
                side: Side::M,
                at: 1
            }
        ]
    );
}
