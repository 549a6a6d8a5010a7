//! Keyboard shortcuts for playing without a pointer, and the help dialog
//! that lists them.

use crate::games::{terms, Terms};
use crate::route::View;
use crate::state::play::PlayAction;
use crate::state::{PlayContext, UiContext};
use gloo::events::{EventListener, EventListenerOptions};
use grundy::Game;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlDialogElement, HtmlElement, KeyboardEvent};
use yew::prelude::*;

/// Every shortcut, as shown in the help dialog: keys and what they do, in
/// the words of the game on the table.
fn shortcuts(t: &Terms) -> [(&'static str, String); 9] {
    let move_of = format!(" ({})", t.drawn);
    [
        (
            "↓ / ↑",
            format!(
                "Next / previous {} of the selected {}{move_of}",
                t.one_move, t.component
            ),
        ),
        (
            "→ / ←",
            format!("Select the next / previous {}", t.component),
        ),
        ("Enter", format!("Make the highlighted {}", t.one_move)),
        ("U", "Undo".to_string()),
        ("R", "Redo".to_string()),
        ("H", format!("Hint: highlight a winning {}", t.one_move)),
        ("?", "Show this list".to_string()),
        ("Esc", "Close this list".to_string()),
        ("Tab", "Move between controls as usual".to_string()),
    ]
}

/// The note on where the shortcuts work, and the list of them as a table.
fn shortcut_table(terms: &Terms) -> Html {
    let rows = shortcuts(terms).into_iter().map(|(keys, what)| {
        let keys = keys.split(" / ").enumerate().map(|(i, k)| {
            html! { <>{if i > 0 { " / " } else { "" }}<kbd>{k}</kbd></> }
        });
        html! { <tr><th scope="row">{for keys}</th><td>{what}</td></tr> }
    });
    html! {
        <>
            <p id="help-note" class="muted small">
                {"On the game page, with focus outside a text field. Keys typed into fields are left alone."}
            </p>
            <table class="shortcut-table">
                <thead><tr><th scope="col">{"Key"}</th><th scope="col">{"Action"}</th></tr></thead>
                <tbody>{for rows}</tbody>
            </table>
        </>
    }
}

fn active() -> Option<Element> {
    gloo::utils::document().active_element()
}

/// True when a key goes to a control that uses it itself (typing, choosing).
fn typing_into(target: Option<Element>) -> bool {
    target.is_some_and(|e| {
        let tag = e.tag_name().to_ascii_lowercase();
        matches!(tag.as_str(), "input" | "select" | "textarea")
            || e.dyn_ref::<HtmlElement>()
                .is_some_and(|h| h.is_content_editable())
    })
}

/// True when Enter already means something for the focused element.
fn activates_on_enter(target: Option<Element>) -> bool {
    target.is_some_and(|e| {
        let tag = e.tag_name().to_ascii_lowercase();
        matches!(
            tag.as_str(),
            "button" | "a" | "summary" | "input" | "select" | "textarea"
        )
    })
}

/// What a key press needs to know besides the play state.
#[derive(Clone)]
struct Context {
    state: PlayContext,
    on_play_page: bool,
}

/// The help dialog, when it is on the page.
fn help_dialog() -> Option<HtmlDialogElement> {
    gloo::utils::document()
        .get_element_by_id(HELP_ID)
        .and_then(|e| e.dyn_into().ok())
}

/// Opens the list of shortcuts as a modal dialog. The browser keeps the
/// rest of the page inert, closes it on Escape and gives focus back to
/// where it was.
fn open_help() {
    if let Some(d) = help_dialog().filter(|d| !d.open()) {
        let _ = d.show_modal();
    }
}

/// Handles one key press: the moves and components it steps through, and
/// where focus then goes, are the play state's ([`PlayAction::StepMove`],
/// [`PlayAction::StepComponent`], [`PlayAction::FocusHint`]).
fn on_key(e: &KeyboardEvent, cx: &Context) {
    let state = &cx.state;
    if e.default_prevented() || e.ctrl_key() || e.meta_key() || e.alt_key() {
        return;
    }
    // The open dialog has the keys to itself (Escape closes it).
    if help_dialog().is_some_and(|d| d.open()) {
        return;
    }
    let key = e.key();
    let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
    if typing_into(target) {
        return;
    }
    if key == "?" {
        e.prevent_default();
        open_help();
        return;
    }
    if !cx.on_play_page {
        return;
    }
    let table = state.table();
    let step = |forward: bool| if forward { 1 } else { -1 };
    let handled = match key.as_str() {
        "ArrowDown" | "ArrowUp"
            if !table.listed_moves().is_empty() && !table.session.computer_to_move() =>
        {
            state.dispatch(PlayAction::StepMove(step(key == "ArrowDown")));
            true
        }
        "ArrowRight" | "ArrowLeft" if has_other_component(state) => {
            state.dispatch(PlayAction::StepComponent(step(key == "ArrowRight")));
            true
        }
        "Enter" => match table.preview.clone() {
            Some(mv) if !activates_on_enter(active()) && !table.session.computer_to_move() => {
                state.dispatch(PlayAction::Play(mv));
                true
            }
            _ => false,
        },
        "u" | "U" => {
            state.dispatch(PlayAction::Undo);
            true
        }
        "r" | "R" => {
            state.dispatch(PlayAction::Redo);
            true
        }
        "h" | "H" if !table.session.is_over() => {
            state.dispatch(PlayAction::Hint);
            state.dispatch(PlayAction::FocusHint);
            true
        }
        _ => false,
    };
    if handled {
        e.prevent_default();
    }
}

/// True when another component than the selected one has a move.
fn has_other_component(state: &PlayContext) -> bool {
    let table = state.table();
    let game = table.game();
    game.components(table.position())
        .iter()
        .enumerate()
        .any(|(i, c)| Some(i) != table.selected && !game.is_terminal(c))
}

/// The id of the help dialog.
const HELP_ID: &str = "help-dialog";

/// The document-wide key listener, a button that opens the list of
/// shortcuts, and that list as a modal dialog.
#[component]
pub fn Shortcuts() -> Html {
    let state = use_context::<PlayContext>().expect("Shortcuts is inside the app context");
    let ui = use_context::<UiContext>().expect("Shortcuts is inside the app context");
    let words = terms(state.table().game());
    // The listener is added once and reads the newest state through this.
    let cx = Context {
        state,
        on_play_page: ui.view == View::Play && !ui.embed,
    };
    let latest: Rc<RefCell<Context>> = use_mut_ref(|| cx.clone());
    *latest.borrow_mut() = cx;
    use_effect_with((), move |_| {
        let listener = EventListener::new_with_options(
            &gloo::utils::document(),
            "keydown",
            EventListenerOptions::enable_prevent_default(),
            move |event| {
                if let Some(e) = event.dyn_ref::<KeyboardEvent>() {
                    let cx = latest.borrow().clone();
                    on_key(e, &cx);
                }
            },
        );
        move || drop(listener)
    });

    let close = |_| {
        if let Some(d) = help_dialog() {
            d.close();
        }
    };
    html! {
        <>
            <button type="button" class="secondary" data-testid="shortcuts" aria-haspopup="dialog"
                aria-keyshortcuts="?" onclick={|_| open_help()}>
                {"Shortcuts "}<kbd aria-hidden="true">{"?"}</kbd>
            </button>
            <dialog id={HELP_ID} class="help-dialog" data-testid="help" aria-labelledby="help-title"
                aria-describedby="help-note">
                <div class="help-head">
                    <h2 id="help-title">{"Keyboard shortcuts"}</h2>
                    <button type="button" class="secondary" data-testid="help-close"
                        onclick={close}>{"Close"}</button>
                </div>
                {shortcut_table(&words)}
            </dialog>
        </>
    }
}
