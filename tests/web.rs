//! Component tests in a real headless browser: render, flush, read the DOM.
#![cfg(target_arch = "wasm32")]

use figures::surface::layout;
use grundy::manifold::builder::parse_features;
use grundy::manifold::{Cuts, Move, Position, Surface};
use manifold_explorer::content::{self, Request};
use manifold_explorer::storage::{read_text, write_text, Loaded};
use manifold_explorer::App;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
use web_sys::{Element, Event, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

#[path = "web/coins.rs"]
mod coins;
#[path = "web/counters.rs"]
mod counters;
#[path = "web/digraph.rs"]
mod digraph;
#[path = "web/hackenbush.rs"]
mod hackenbush;
#[path = "web/lab.rs"]
mod lab;
#[path = "web/panels.rs"]
mod panels;
#[path = "web/pictures.rs"]
mod pictures;
#[path = "web/worker_messages.rs"]
mod worker_messages;

#[path = "web/series_form.rs"]
mod series_form;

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

/// The element of `root` named `label`, the only one.
fn named(root: &Element, label: &str) -> Element {
    let found: Vec<Element> = all(root, "[aria-label]")
        .into_iter()
        .filter(|e| attr(e, "aria-label") == label)
        .collect();
    assert_eq!(found.len(), 1, "{label}");
    found[0].clone()
}

/// The button of `root` whose words are `text`.
fn named_button(root: &Element, text: &str) -> HtmlElement {
    all(root, "button")
        .into_iter()
        .find(|b| b.text_content().as_deref() == Some(text))
        .unwrap_or_else(|| panic!("no button {text}"))
        .unchecked_into()
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

#[derive(yew::Properties, PartialEq)]
struct FigureProps {
    surface: Surface,
}

/// A surface's drawing as the page puts it in a card: the diagram's markup.
#[yew::component]
fn Figure(props: &FigureProps) -> yew::Html {
    let markup = layout(props.surface, None, false).to_html();
    yew::Html::from_html_unchecked(yew::AttrValue::from(markup))
}

async fn diagram(surface: Surface) -> (yew::AppHandle<Figure>, Element) {
    let root = fresh_root();
    let handle =
        yew::Renderer::<Figure>::with_root_and_props(root.clone(), FigureProps { surface })
            .render();
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

/// One row of the paper's Table 2.1 as (pieces, value) pairs, pieces sorted,
/// plus G(ng). The table writes the sphere n0; the app writes o0.
fn table_2_1_row(g: u64) -> (Vec<(Vec<String>, u64)>, u64) {
    let text = include_str!("../crates/grundy/tests/data/table_2_1.txt");
    let line = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .find(|l| l.split('|').next().unwrap().trim() == g.to_string())
        .expect("the table has the row");
    let fields: Vec<&str> = line.split('|').map(str::trim).collect();
    let cells = fields[1]
        .split_whitespace()
        .map(|cell| {
            let (result, value) = cell.split_once('=').unwrap();
            let mut pieces: Vec<String> = result
                .trim_matches(|c| c == '(' || c == ')')
                .split(',')
                .map(|p| {
                    if p == "n0" {
                        "o0".to_string()
                    } else {
                        p.to_string()
                    }
                })
                .collect();
            pieces.sort();
            (pieces, value.parse().unwrap())
        })
        .collect();
    (cells, fields[2].parse().unwrap())
}

#[wasm_bindgen_test]
async fn mex_panel_of_n7_equals_table_2_1() {
    let (handle, root) = app_at("#p=n7").await;
    let (mut expected, g) = table_2_1_row(7);
    let mut shown: Vec<(Vec<String>, u64)> =
        all(&root, "[data-testid=why-value] [data-testid=reach-row]")
            .iter()
            .map(|e| {
                let mut pieces: Vec<String> = attr(e, "data-result")
                    .split('+')
                    .map(String::from)
                    .collect();
                pieces.sort();
                (pieces, attr(e, "data-value").parse().unwrap())
            })
            .collect();
    expected.sort();
    shown.sort();
    assert_eq!(shown, expected);

    let panel = &all(&root, "[data-testid=why-value]")[0];
    assert_eq!(attr(panel, "data-value"), g.to_string());
    // The mex tests 0, 1, ... and stops at the first value not reached.
    let steps: Vec<(u64, bool)> = all(&root, "[data-testid=mex-step]")
        .iter()
        .map(|e| {
            (
                attr(e, "data-value").parse().unwrap(),
                attr(e, "data-present") == "true",
            )
        })
        .collect();
    let want: Vec<(u64, bool)> = (0..=g).map(|v| (v, v < g)).collect();
    assert_eq!(steps, want);
    let missing = all(&root, "[data-testid=mex-step][data-present=false]")[0]
        .text_content()
        .unwrap();
    assert!(
        missing.contains('✗') && missing.contains(&format!("G(n7) = {g}")),
        "{missing}"
    );
    handle.destroy();
}

#[wasm_bindgen_test]
async fn why_value_at_huge_genus_says_it_shows_examples() {
    let (handle, root) = app_at("#p=n1000000000000000").await;
    let note = all(&root, "[data-testid=why-sampled]")[0]
        .text_content()
        .unwrap();
    assert!(
        note.contains("one example per kind and value")
            || note.contains("One example per kind and value")
    );
    assert!(note.contains(" cuts."), "{note}");
    assert!(!all(&root, "[data-testid=reach-row]").is_empty());
    handle.destroy();
}

fn click(root: &Element, selector: &str) {
    all(root, selector)[0]
        .dyn_ref::<HtmlElement>()
        .unwrap()
        .click();
}

#[derive(yew::Properties, PartialEq)]
struct DrawnProps {
    request: Request,
}

/// What the content module draws for a request, put in the page as the
/// app puts it.
#[yew::component]
fn Drawn(props: &DrawnProps) -> yew::Html {
    markup(content::render(&props.request))
}

fn markup(m: maud::Markup) -> yew::Html {
    yew::Html::from_html_unchecked(yew::AttrValue::from(m.into_string()))
}

#[derive(yew::Properties, PartialEq)]
struct MarkupProps {
    markup: String,
}

/// Markup drawn by the content module's own functions.
#[yew::component]
fn DrawnMarkup(props: &MarkupProps) -> yew::Html {
    yew::Html::from_html_unchecked(yew::AttrValue::from(props.markup.clone()))
}

async fn drawn_markup(m: maud::Markup) -> (yew::AppHandle<DrawnMarkup>, Element) {
    let root = fresh_root();
    let handle = yew::Renderer::<DrawnMarkup>::with_root_and_props(
        root.clone(),
        MarkupProps {
            markup: m.into_string(),
        },
    )
    .render();
    yew::scheduler::flush().await;
    (handle, root)
}

async fn drawn(request: Request) -> (yew::AppHandle<Drawn>, Element) {
    let root = fresh_root();
    let handle =
        yew::Renderer::<Drawn>::with_root_and_props(root.clone(), DrawnProps { request }).render();
    yew::scheduler::flush().await;
    (handle, root)
}

#[wasm_bindgen_test]
async fn builder_buttons_build_n3_and_its_panels_explain_it() {
    let (handle, root) = app_at("#p=o1&view=builder").await;
    click(&root, "[data-testid=builder-add-handle]");
    yew::scheduler::flush().await;
    click(&root, "[data-testid=builder-add-cross-cap]");
    yew::scheduler::flush().await;
    let add = all(&root, "[data-testid=builder-to-position]")[0]
        .text_content()
        .unwrap();
    assert_eq!(add, "Add n3 to the position");
    handle.destroy();

    // The figures and steps for the same features, as the content module
    // draws them.
    let (handle, root) = drawn(Request::Builder {
        features: parse_features("hc").unwrap(),
    })
    .await;
    let raw = all(&root, "[data-testid=builder-raw]")[0]
        .text_content()
        .unwrap();
    assert_eq!(raw.trim(), "o1 # n1");
    assert_eq!(
        attr(
            &all(&root, "[data-testid=builder-result]")[0],
            "data-surface"
        ),
        "n3"
    );
    let reason = all(&root, "[data-testid=builder-reason]")[0]
        .text_content()
        .unwrap();
    assert!(reason.contains("Theorem 1.2"), "{reason}");
    handle.destroy();
}

#[wasm_bindgen_test]
async fn nim_primer_lists_the_papers_three_winning_moves() {
    let (handle, root) = drawn_markup(content::primer::panels(&[50, 53, 30, 14])).await;
    let moves: Vec<(String, String)> = all(&root, "[data-testid=nim-move]")
        .iter()
        .map(|e| (attr(e, "data-from"), attr(e, "data-to")))
        .collect();
    let want = [("50", "37"), ("53", "34"), ("30", "9")];
    assert_eq!(moves.len(), want.len());
    for ((from, to), (f, t)) in moves.iter().zip(want) {
        assert_eq!((from.as_str(), to.as_str()), (f, t));
    }
    handle.destroy();
}

#[wasm_bindgen_test]
fn saved_data_crosses_the_browsers_json_and_reads_back() {
    let text = r#"{"version":1,"theme":"dark","classroom":true,"mode":"computer","position":"o3+2*n2","turn":2}"#;
    let Loaded::Found(saved) = read_text(text) else {
        panic!("version 1 reads");
    };
    let again = write_text(&saved).expect("it writes");
    assert_eq!(
        again,
        r#"{"version":2,"theme":"dark","classroom":true,"mode":"computer","game":"manifold","position":"o3+2*n2","turn":2}"#
    );
    assert_eq!(read_text(&again), Loaded::Found(saved));
    for bad in ["", "{", "null", r#"{"version":2}"#, r#"["o3"]"#] {
        assert_eq!(read_text(bad), Loaded::Unreadable, "{bad}");
    }
}

/// A misère game other than Nim gets its outcome once the misère search
/// (a chunk of its own in the release build) is attached.
#[wasm_bindgen_test]
async fn misere_kayles_gets_its_outcome_from_the_search() {
    let (handle, root) = app_at("#game=octal:0.77:misere&p=3+5+7").await;
    for _ in 0..20 {
        yew::scheduler::flush().await;
        let pause = js_sys::Promise::new(&mut |resolve, _| {
            gloo::utils::window()
                .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 20)
                .unwrap();
        });
        wasm_bindgen_futures::JsFuture::from(pause).await.unwrap();
    }
    let outcome = all(&root, "[data-testid=outcome]")[0]
        .text_content()
        .unwrap();
    assert!(
        outcome.contains("wins with best play (misère)"),
        "{outcome}"
    );
    handle.destroy();
}
