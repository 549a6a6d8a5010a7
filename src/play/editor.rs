//! Setting up a position: the notation field with its errors, adding a
//! component, and presets. Every change here starts a new game, which
//! Undo takes back.

use crate::games::{add_kinds, capitalised, presets, terms};
use crate::state::play::{InputError, PlayAction};
use crate::state::PlayContext;
use crate::text::{parse_number, step_number, with_separators, NumberError};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Characters of a bad text shown on each side of the mistake; a longer
/// text is shortened around it, so the excerpt fits the editor's column
/// and its caret is always in view.
const CONTEXT: usize = 12;

/// The part of `text` around character `column` (from 1) that the error
/// shows, and the mistake's place in it, from 1.
pub fn excerpt(text: &str, column: usize) -> (String, usize) {
    let chars: Vec<char> = text.chars().collect();
    let at = column.saturating_sub(1).min(chars.len());
    let start = at.saturating_sub(CONTEXT);
    let end = (at + CONTEXT).min(chars.len());
    let mut shown: String = chars[start..end].iter().collect();
    let mut place = at - start + 1;
    if start > 0 {
        shown.insert(0, '…');
        place += 1;
    }
    if end < chars.len() {
        shown.push('…');
    }
    (shown, place)
}

fn error_view(e: &InputError) -> Html {
    let (shown, place) = excerpt(&e.text, e.column);
    let caret = format!("{}^", " ".repeat(place - 1));
    html! {
        <div class="parse-error" id="position-error" role="alert" data-testid="error">
            <pre aria-hidden="true"><code>{shown}{"\n"}<span class="caret">{caret}</span></code></pre>
            <p>{format!("At character {}: {}.", e.column, e.message)}</p>
        </div>
    }
}

/// The position editor.
#[component]
pub fn PositionEditor() -> Html {
    let state = use_context::<PlayContext>().expect("PositionEditor is inside the app context");
    let table = state.table();
    let game = table.game().clone();
    let d = state.dispatcher();
    let kinds = add_kinds(&game);
    let words = terms(&game);
    let kind = use_state(|| kinds.len().saturating_sub(1));
    let number = use_state(|| "3".to_string());
    let number_error = use_state(|| None::<String>);
    let field = use_node_ref();

    // After a failed Set, the text cursor goes to the mistake (the field
    // scrolls it into view).
    {
        let field = field.clone();
        use_effect_with(table.input_error.clone(), move |error| {
            if let (Some(e), Some(input)) = (error, field.cast::<HtmlInputElement>()) {
                let at = e
                    .text
                    .get(..e.offset)
                    .map_or(0, |s| s.encode_utf16().count()) as u32;
                let _ = input.focus();
                let _ = input.set_selection_range(at, at);
            }
        });
    }
    // The play page shows no editor while the game's module is on its
    // way; should it be drawn then, it says so.
    if crate::games::played::view::waiting(table) {
        return crate::games::played::view::loading();
    }

    let oninput = {
        let d = d.clone();
        move |e: InputEvent| {
            d.dispatch(PlayAction::Input(
                e.target_unchecked_into::<HtmlInputElement>().value(),
            ))
        }
    };
    // A position naming games whose code is not here yet (a sum's parts)
    // is read once it has come.
    let onsubmit = {
        let (d, game, text) = (d.clone(), game.clone(), table.input.clone());
        move |e: SubmitEvent| {
            e.prevent_default();
            let d = d.clone();
            crate::games::played::when_here(
                &game,
                &text,
                Callback::from(move |()| d.dispatch(PlayAction::SubmitInput)),
            );
        }
    };
    // Games whose positions are drawn or typed offer nothing to add.
    let add_kind = kinds
        .get((*kind).min(kinds.len().saturating_sub(1)))
        .cloned()
        .unwrap_or(crate::games::AddKind {
            label: AttrValue::Static(""),
            prefix: AttrValue::Static(""),
            number: AttrValue::Static(""),
        });
    let add = {
        let (d, number, number_error) = (d.clone(), number.clone(), number_error.clone());
        let add_kind = add_kind.clone();
        move || match parse_number(&number, u64::MAX) {
            Ok(n) => {
                number_error.set(None);
                d.dispatch(PlayAction::AddComponent(format!("{}{n}", add_kind.prefix)));
            }
            Err(e) => number_error.set(Some(match e {
                NumberError::Empty => format!("Type a number: {}, 0 or more.", add_kind.number),
                NumberError::NotANumber => format!(
                    "'{}' is not a whole number: use digits, as in 12, 20,000 or 1e6.",
                    number.trim()
                ),
                NumberError::TooLarge => format!(
                    "Too large: the largest supported is {}.",
                    with_separators(u128::from(u64::MAX))
                ),
            })),
        }
    };
    let on_add_submit = {
        let add = add.clone();
        move |e: SubmitEvent| {
            e.prevent_default();
            add()
        }
    };
    let on_number = {
        let (number, number_error) = (number.clone(), number_error.clone());
        move |e: InputEvent| {
            number.set(e.target_unchecked_into::<HtmlInputElement>().value());
            number_error.set(None);
        }
    };
    let step = |up: bool| {
        let (number, number_error) = (number.clone(), number_error.clone());
        move |_| {
            number.set(step_number(&number, 0, u64::MAX, up).to_string());
            number_error.set(None);
        }
    };
    let kind_buttons: Html = kinds
        .iter()
        .enumerate()
        .map(|(i, k)| {
            let kind = kind.clone();
            html! {
                <button type="button" data-testid={format!("add-kind-{}", if k.prefix.is_empty() { "heap" } else { &k.prefix })}
                    aria-pressed={(i == *kind).to_string()} onclick={move |_| kind.set(i)}>{k.label.clone()}</button>
            }
        })
        .collect();
    let preset_buttons: Html = presets(&game)
        .into_iter()
        .map(|(label, text)| {
            let (d, game) = (d.clone(), game.clone());
            let onclick = move |_| {
                let (d, text) = (d.clone(), text.to_string());
                crate::games::played::when_here(
                    &game,
                    &text.clone(),
                    Callback::from(move |()| d.dispatch(PlayAction::Preset(text.clone()))),
                );
            };
            html! {
                <button type="button" class="chip" data-testid="preset" {onclick}>{label}</button>
            }
        })
        .collect();
    let invalid = table.input_error.is_some();
    let example = game.entry().example;
    html! {
        <section class="setup panel" aria-labelledby="setup-title">
            <h2 id="setup-title">{"Position"}</h2>
            <form class="notation-form" {onsubmit}>
                <label for="position-input">{"Notation"}</label>
                <div class="input-row">
                    <input id="position-input" ref={field} type="text" data-testid="position-input" spellcheck="false"
                        autocomplete="off" value={table.input.clone()} {oninput}
                        aria-invalid={invalid.to_string()}
                        aria-describedby={if invalid { "position-error notation-help" } else { "notation-help" }} />
                    <button type="submit" data-testid="set-position">{"Set"}</button>
                </div>
                <p id="notation-help" class="muted small">{format!("{example}. Setting a position starts a new game; Undo goes back.")}</p>
                {table.input_error.as_ref().map(error_view).unwrap_or_default()}
            </form>
            if !kinds.is_empty() {
            <form class="add-surface" aria-labelledby="add-title" onsubmit={on_add_submit}>
                <h3 id="add-title">{format!("Add a {}", words.component)}</h3>
                if kinds.len() > 1 {
                    <div class="segmented" role="group" aria-label={format!("Kind of {}", words.component)}>{kind_buttons}</div>
                }
                <div class="input-row">
                    <label for="add-genus">{capitalised(&add_kind.number)}</label>
                    <button type="button" class="stepper" aria-label={format!("Smaller {}", add_kind.number)} onclick={step(false)}>{"−"}</button>
                    <input id="add-genus" class="num" type="text" inputmode="numeric" data-testid="add-genus"
                        value={(*number).clone()} oninput={on_number} aria-invalid={number_error.is_some().to_string()}
                        aria-describedby={number_error.is_some().then_some("add-error")} />
                    <button type="button" class="stepper" aria-label={format!("Larger {}", add_kind.number)} onclick={step(true)}>{"+"}</button>
                    <button type="submit" data-testid="add-surface">{"Add"}</button>
                </div>
                if let Some(msg) = &*number_error {
                    <p class="field-error" id="add-error" role="alert" data-testid="genus-error">{msg.clone()}</p>
                }
            </form>
            }
            <div class="presets" role="group" aria-label="Presets">
                <h3>{"Presets"}</h3>
                <div class="chips">{preset_buttons}</div>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_text_is_shown_around_its_mistake() {
        let text = format!("o3 + {}", "x".repeat(5000));
        let (shown, place) = excerpt(&text, 6);
        assert!(shown.chars().count() <= 2 * CONTEXT + 2, "{}", shown.len());
        assert_eq!(shown.chars().nth(place - 1), Some('x'));
        let (shown, place) = excerpt(&text, 3000);
        assert!(shown.starts_with('…') && shown.ends_with('…'));
        assert_eq!(shown.chars().nth(place - 1), Some('x'));
        assert_eq!(place, CONTEXT + 2);
    }

    #[test]
    fn a_short_text_is_shown_whole() {
        assert_eq!(excerpt("o3 + x5", 6), ("o3 + x5".to_string(), 6));
        // Past the end (a missing genus).
        assert_eq!(excerpt("o3 + o", 7), ("o3 + o".to_string(), 7));
    }
}
