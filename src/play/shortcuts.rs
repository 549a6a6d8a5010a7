//! Keyboard shortcuts for playing without a pointer, and the help dialog
//! that lists them.

use crate::games::{terms, Terms};
use crate::play::focus;
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
    let move_of = if t.move_hook == "cut" {
        " (its curve is drawn)"
    } else {
        " (it is drawn)"
    };
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

/// Where focus should go once the page has drawn the result of a shortcut.
#[derive(Clone, Copy, PartialEq)]
enum Focus {
    FirstCut,
    Highlighted,
}

fn cut_buttons() -> Vec<HtmlElement> {
    let Ok(list) =
        gloo::utils::document().query_selector_all("#move-list button.move-button:not([disabled])")
    else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<HtmlElement>().ok())
        .collect()
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

fn move_through_cuts(step: isize) -> bool {
    let buttons = cut_buttons();
    if buttons.is_empty() {
        return false;
    }
    let current = active().and_then(|a| {
        buttons
            .iter()
            .position(|b| b.unchecked_ref::<Element>() == &a)
    });
    let n = buttons.len() as isize;
    let next = match current {
        Some(i) => (i as isize + step).rem_euclid(n),
        None if step > 0 => 0,
        None => n - 1,
    };
    // Focusing a cut button draws its curve (the button previews on focus).
    let _ = buttons[next as usize].focus();
    true
}

fn next_component(state: &PlayContext, step: isize) -> Option<usize> {
    let table = state.table();
    let parts = table.game().components(table.position());
    let n = parts.len() as isize;
    let start = table.selected.map_or(-1, |i| i as isize);
    (1..=n)
        .map(|k| (start + step * k).rem_euclid(n) as usize)
        .find(|&i| !table.game().is_terminal(&parts[i]))
        .filter(|&i| Some(i) != table.selected)
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

/// Handles one key press; returns the focus wanted after the next render.
fn on_key(e: &KeyboardEvent, cx: &Context) -> Option<Focus> {
    let state = &cx.state;
    if e.default_prevented() || e.ctrl_key() || e.meta_key() || e.alt_key() {
        return None;
    }
    // The open dialog has the keys to itself (Escape closes it).
    if help_dialog().is_some_and(|d| d.open()) {
        return None;
    }
    let key = e.key();
    let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
    if typing_into(target) {
        return None;
    }
    if key == "?" {
        e.prevent_default();
        open_help();
        return None;
    }
    if !cx.on_play_page {
        return None;
    }
    let table = state.table();
    let mut handled = true;
    let mut focus = None;
    match key.as_str() {
        "ArrowDown" => handled = move_through_cuts(1),
        "ArrowUp" => handled = move_through_cuts(-1),
        "ArrowRight" | "ArrowLeft" => {
            let step = if key == "ArrowRight" { 1 } else { -1 };
            match next_component(state, step) {
                Some(i) => {
                    state.dispatch(PlayAction::Select(i));
                    focus = Some(Focus::FirstCut);
                }
                None => handled = false,
            }
        }
        "Enter" => match table.preview.clone() {
            Some(mv) if !activates_on_enter(active()) && !table.session.computer_to_move() => {
                state.dispatch(PlayAction::Play(mv))
            }
            _ => handled = false,
        },
        "u" | "U" => state.dispatch(PlayAction::Undo),
        "r" | "R" => state.dispatch(PlayAction::Redo),
        "h" | "H" if !table.session.is_over() => {
            state.dispatch(PlayAction::Hint);
            focus = Some(Focus::Highlighted);
        }
        _ => handled = false,
    }
    if handled {
        e.prevent_default();
    }
    focus
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
    // The listener is added once and reads the newest state through this,
    // with the focus a shortcut asked for after the next render.
    let cx = Context {
        state,
        on_play_page: ui.view == View::Play && !ui.embed,
    };
    let latest: Rc<RefCell<(Context, Option<Focus>)>> = use_mut_ref(|| (cx.clone(), None));
    latest.borrow_mut().0 = cx;

    {
        let latest = latest.clone();
        use_effect_with((), move |_| {
            let listener = EventListener::new_with_options(
                &gloo::utils::document(),
                "keydown",
                EventListenerOptions::enable_prevent_default(),
                move |event| {
                    let Some(e) = event.dyn_ref::<KeyboardEvent>() else {
                        return;
                    };
                    let cx = latest.borrow().0.clone();
                    if let Some(f) = on_key(e, &cx) {
                        latest.borrow_mut().1 = Some(f);
                    }
                },
            );
            move || drop(listener)
        });
    }

    // After a shortcut changed the selection or asked for a hint, move focus
    // to the cut it is about, so Enter makes that cut.
    use_effect(move || {
        let wanted = latest.borrow_mut().1.take();
        let document = gloo::utils::document();
        let target = match wanted {
            Some(Focus::FirstCut) => cut_buttons().into_iter().next(),
            Some(Focus::Highlighted) => document
                .query_selector("#move-list button.move-button.highlighted")
                .ok()
                .flatten()
                // A split chooser may not show the hinted cut; then focus
                // the list heading, and Enter plays the hint.
                .or_else(|| document.get_element_by_id("cuts-title"))
                .and_then(|t| t.dyn_into::<HtmlElement>().ok()),
            None => None,
        };
        if let Some(t) = target {
            focus::focus_in_place(&t);
            focus::show(&t);
        }
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
                {match &words {
                    Some(words) => shortcut_table(words),
                    // The game's words come with its module.
                    None => crate::games::played::view::loading(),
                }}
            </dialog>
        </>
    }
}
