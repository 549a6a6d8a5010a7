//! The legal cuts of the selected surface, grouped by kind (a)-(h).

use crate::app::AppContext;
use crate::components::cut_button::CutButton;
use crate::components::split_chooser::SplitChooser;
use crate::state::{Action, LIST_LIMIT};
use grundy::manifold::view::cut_groups;
use grundy::Move;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The cut list for the selected surface.
#[component]
pub fn CutList() -> Html {
    let state = use_context::<AppContext>().expect("CutList is inside the app context");
    // A cut removes the focused button; send focus to the list's heading
    // rather than letting it fall back to the top of the page.
    use_effect_with(state.revision, |&revision| {
        let document = gloo::utils::document();
        let lost = document
            .active_element()
            .is_none_or(|e| e.tag_name().eq_ignore_ascii_case("body"));
        if revision > 0 && lost {
            if let Some(heading) = document
                .get_element_by_id("cuts-title")
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = heading.focus();
            }
        }
    });
    let position = state.position().clone();
    let Some(index) = state.selected.filter(|&i| i < position.len()) else {
        return html! {
            <section class="cuts panel" aria-labelledby="cuts-title">
                <h2 id="cuts-title" tabindex="-1">{"Cuts"}</h2>
                <p class="muted">{"Every surface is a sphere: no cut is possible."}</p>
            </section>
        };
    };
    let surface = position.surfaces()[index];
    let groups = cut_groups(&position, index, LIST_LIMIT);
    let on_cut = {
        let d = state.dispatcher();
        Callback::from(move |mv: Move| d.dispatch(Action::Play(mv)))
    };
    let on_preview = {
        let d = state.dispatcher();
        Callback::from(move |mv: Option<Move>| d.dispatch(Action::Preview(mv)))
    };
    let disabled = state.computer_to_move();
    let highlight = state.pending.or(match state.hint {
        Some(crate::state::Hint::Win(mv)) => Some(mv),
        _ => None,
    });
    let body: Html = groups
        .into_iter()
        .map(|group| {
            let letter = group.kind.letter();
            let count = group.count;
            let heading = format!("{} {}", group.kind, group.summary);
            let content = if group.is_listed() {
                group
                    .rows
                    .into_iter()
                    .map(|row| {
                        let highlighted = highlight == Some(row.mv);
                        let key = row.mv.cut.params().map_or(0, |(a, _)| a).to_string();
                        html! {
                            <CutButton {key} {row} {highlighted} {disabled}
                                on_cut={on_cut.clone()} on_preview={on_preview.clone()} />
                        }
                    })
                    .collect::<Html>()
            } else {
                html! {
                    <SplitChooser key={format!("{surface}-{letter}")} group={group.clone()} component={index}
                        {disabled} highlight={highlight} on_cut={on_cut.clone()} on_preview={on_preview.clone()} />
                }
            };
            html! {
                <section class="kind-group" data-kind={letter.to_string()} key={letter.to_string()}>
                    <h3>
                        <span>{heading}</span>
                        <span class="count">{format!("{count} {}", if count == 1 { "cut" } else { "cuts" })}</span>
                    </h3>
                    <ul class="cut-rows">{content}</ul>
                </section>
            }
        })
        .collect();
    html! {
        <section class="cuts panel" aria-labelledby="cuts-title" data-testid="cut-list" data-surface={surface.to_string()}>
            <h2 id="cuts-title" tabindex="-1">{format!("Cuts of {surface}")}<span class="muted small">{format!(" surface {} of {}", index + 1, position.len())}</span></h2>
            <p class="muted small">{"Hover or focus a cut to see its curve; press it to cut. G after is the value of the whole position after the cut; a cut to 0 wins."}</p>
            {body}
        </section>
    }
}
