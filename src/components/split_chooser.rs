//! A split kind with too many cuts to list: a chooser for the parameter and
//! the kind's summary of reachable values.

use crate::app::AppContext;
use crate::components::cut_button::CutButton;
use grundy::manifold::view::{cut_row_for, KindGroup};
use grundy::Move;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Properties of [`SplitChooser`].
#[derive(Properties, PartialEq, Clone)]
pub struct SplitChooserProps {
    /// The kind, with its range and summary.
    pub group: KindGroup,
    /// The component it belongs to.
    pub component: usize,
    /// Not playable now.
    #[prop_or_default]
    pub disabled: bool,
    /// A move to mark as chosen.
    #[prop_or_default]
    pub highlight: Option<Move>,
    /// Make a cut.
    pub on_cut: Callback<Move>,
    /// Show a cut's curve.
    pub on_preview: Callback<Option<Move>>,
}

/// The chooser for one split kind.
#[component]
pub fn SplitChooser(props: &SplitChooserProps) -> Html {
    let state = use_context::<AppContext>().expect("SplitChooser is inside the app context");
    let range = props.group.range.expect("split kinds have a range");
    let text = use_state(|| range.first.to_string());
    let letter = props.group.kind.letter();
    let parsed = text
        .trim()
        .parse::<u64>()
        .ok()
        .filter(|&a| range.contains(a));
    let row =
        parsed.and_then(|a| cut_row_for(state.position(), props.component, props.group.kind, a));
    let oninput = {
        let text = text.clone();
        move |e: InputEvent| text.set(e.target_unchecked_into::<HtmlInputElement>().value())
    };
    let step = |delta: i8| {
        let text = text.clone();
        move |_| {
            let a = text.trim().parse::<u64>().unwrap_or(range.first);
            let next = if delta > 0 {
                a.saturating_add(range.step).min(range.last)
            } else {
                a.saturating_sub(range.step).max(range.first)
            };
            text.set(next.to_string());
        }
    };
    let id = format!("split-{letter}-{}", props.component);
    let rule = if range.step == 2 {
        format!("even, {} to {}", range.first, range.last)
    } else {
        format!("{} to {}", range.first, range.last)
    };
    let cut_button = |row: grundy::manifold::view::CutRow| {
        let highlighted = props.highlight == Some(row.mv);
        html! {
            <CutButton {row} {highlighted} disabled={props.disabled}
                on_cut={props.on_cut.clone()} on_preview={props.on_preview.clone()} />
        }
    };
    // A range input is only offered where its float arithmetic is exact.
    let slider = (range.last < (1u64 << 52)).then(|| {
        html! {
            <input type="range" aria-label={format!("Split parameter a for ({letter}), slider")}
                min={range.first.to_string()} max={range.last.to_string()} step={range.step.to_string()}
                value={parsed.unwrap_or(range.first).to_string()} oninput={oninput.clone()} />
        }
    });
    html! {
        <>
            <li class="split-chooser">
                <div class="split-controls">
                    <label for={id.clone()}>{"a = "}</label>
                    <button type="button" class="stepper" aria-label="Smaller a" onclick={step(-1)}>{"−"}</button>
                    <input id={id} type="text" inputmode="numeric" class="num" data-testid={format!("split-{letter}")}
                        value={(*text).clone()} {oninput} aria-describedby={format!("split-rule-{letter}")} />
                    <button type="button" class="stepper" aria-label="Larger a" onclick={step(1)}>{"+"}</button>
                    {slider}
                    <span class="muted small" id={format!("split-rule-{letter}")}>{rule.clone()}</span>
                </div>
                if parsed.is_none() {
                    <p class="field-error" role="alert">{format!("Choose a value of a: {}.", rule.clone())}</p>
                }
            </li>
            {row.map(cut_button).unwrap_or_default()}
            <li class="reach-title muted small">{"Values this kind reaches, one cut each:"}</li>
            {props.group.reach.iter().cloned().map(cut_button).collect::<Html>()}
        </>
    }
}
