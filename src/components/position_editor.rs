//! Setting up a position: the notation field with inline errors, adding a
//! surface, and presets.

use crate::app::AppContext;
use crate::state::{parse_genus, Action, PRESETS};
use grundy::manifold::{Orientability, Surface};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The position editor.
#[component]
pub fn PositionEditor() -> Html {
    let state = use_context::<AppContext>().expect("PositionEditor is inside the app context");
    let d = state.dispatcher();
    let kind = use_state(|| Orientability::Nonorientable);
    let genus = use_state(|| "3".to_string());
    let genus_error = use_state(|| None::<String>);

    let oninput = {
        let d = d.clone();
        move |e: InputEvent| {
            d.dispatch(Action::Input(
                e.target_unchecked_into::<HtmlInputElement>().value(),
            ))
        }
    };
    let onsubmit = {
        let d = d.clone();
        move |e: SubmitEvent| {
            e.prevent_default();
            d.dispatch(Action::SubmitInput)
        }
    };
    let error = state.input_error.as_ref().map(|e| {
        // The offset is in bytes; the caret is placed by characters.
        let before = e.text.get(..e.offset).unwrap_or(&e.text);
        let col = before.chars().count();
        let caret = format!("{}^", " ".repeat(col));
        html! {
            <div class="parse-error" role="alert" data-testid="error">
                <pre aria-hidden="true"><code>{e.text.clone()}{"\n"}<span class="caret">{caret}</span></code></pre>
                <p>{format!("At character {}: {}.", col + 1, e.message)}</p>
            </div>
        }
    });

    let on_genus = {
        let genus = genus.clone();
        let genus_error = genus_error.clone();
        move |e: InputEvent| {
            genus.set(e.target_unchecked_into::<HtmlInputElement>().value());
            genus_error.set(None);
        }
    };
    let step = |up: bool| {
        let genus = genus.clone();
        let genus_error = genus_error.clone();
        move |_| {
            let g = parse_genus(&genus).unwrap_or(0);
            let next = if up {
                g.saturating_add(1)
            } else {
                g.saturating_sub(1)
            };
            genus.set(next.to_string());
            genus_error.set(None);
        }
    };
    let on_add = {
        let d = d.clone();
        let genus = genus.clone();
        let genus_error = genus_error.clone();
        let kind = *kind;
        move |_| match parse_genus(&genus) {
            Ok(g) => d.dispatch(Action::AddSurface(Surface::new(kind, g))),
            Err(msg) => genus_error.set(Some(msg)),
        }
    };
    let set_kind = |k: Orientability| {
        let kind = kind.clone();
        move |_| kind.set(k)
    };
    let presets: Html = PRESETS
        .iter()
        .map(|&(label, text)| {
            let d = d.clone();
            html! {
                <button type="button" class="chip" data-testid="preset" onclick={move |_| d.dispatch(Action::Preset(text))}>{label}</button>
            }
        })
        .collect();
    html! {
        <section class="setup panel" aria-labelledby="setup-title">
            <h2 id="setup-title">{"Position"}</h2>
            <form class="notation-form" {onsubmit}>
                <label for="position-input">{"Notation"}</label>
                <div class="input-row">
                    <input id="position-input" type="text" data-testid="position-input" spellcheck="false"
                        autocomplete="off" value={state.input.clone()} {oninput}
                        aria-invalid={state.input_error.is_some().to_string()}
                        aria-describedby="notation-help" />
                    <button type="submit" data-testid="set-position">{"Set"}</button>
                </div>
                <p id="notation-help" class="muted small">{"e.g. o3 + n5, torus # rp2, 3*n2"}</p>
                {error}
            </form>
            <div class="add-surface" role="group" aria-labelledby="add-title">
                <h3 id="add-title">{"Add a surface"}</h3>
                <div class="segmented" role="group" aria-label="Kind of surface">
                    <button type="button" data-testid="add-kind-o" aria-pressed={(*kind == Orientability::Orientable).to_string()}
                        onclick={set_kind(Orientability::Orientable)}>{"Orientable o"}<var>{"g"}</var></button>
                    <button type="button" data-testid="add-kind-n" aria-pressed={(*kind == Orientability::Nonorientable).to_string()}
                        onclick={set_kind(Orientability::Nonorientable)}>{"Nonorientable n"}<var>{"g"}</var></button>
                </div>
                <div class="input-row">
                    <label for="add-genus">{"Genus"}</label>
                    <button type="button" class="stepper" aria-label="Smaller genus" onclick={step(false)}>{"−"}</button>
                    <input id="add-genus" class="num" type="text" inputmode="numeric" data-testid="add-genus"
                        value={(*genus).clone()} oninput={on_genus} aria-invalid={genus_error.is_some().to_string()} />
                    <button type="button" class="stepper" aria-label="Larger genus" onclick={step(true)}>{"+"}</button>
                    <button type="button" data-testid="add-surface" onclick={on_add}>{"Add"}</button>
                </div>
                if let Some(msg) = &*genus_error {
                    <p class="field-error" role="alert" data-testid="genus-error">{msg.clone()}</p>
                }
            </div>
            <div class="presets" role="group" aria-label="Presets">
                <h3>{"Presets"}</h3>
                <div class="chips">{presets}</div>
            </div>
        </section>
    }
}
