//! A group of moves too large to list: a chooser for its parameter, the
//! move it picks, and one move per value the group reaches.

use crate::play::move_button::{Chosen, MoveButton};
use crate::state::play::REACH_SHOWN;
use crate::state::PlayContext;
use crate::text::{parse_number, with_separators, NumberError};
use grundy::spec::AnyMove;
use grundy::view::{MoveGroup, MoveRow, ParamRange};
use grundy::Game;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Properties of [`Chooser`].
#[derive(Properties, PartialEq, Clone)]
pub struct ChooserProps {
    /// The group too large to list.
    pub group: MoveGroup<AnyMove>,
    /// The component it belongs to.
    pub component: usize,
    /// The test hook of its moves.
    pub hook: AttrValue,
    /// Not playable now.
    #[prop_or_default]
    pub disabled: bool,
    /// A move to mark, and who chose it.
    #[prop_or_default]
    pub highlight: Option<(AnyMove, Chosen)>,
    /// A move whose button a keyboard shortcut asked to focus, with the
    /// request's number.
    #[prop_or_default]
    pub focus: Option<(AnyMove, u32)>,
}

/// A group's parameter chooser, then the move it picks and one move per
/// value the group reaches. The picked move is listed once: when it is one
/// of the reaching moves, that one is marked instead of repeated.
#[component]
pub fn Chooser(props: &ChooserProps) -> Html {
    let state = use_context::<PlayContext>().expect("Chooser is inside the app context");
    let table = state.table();
    let Some(range) = props.group.range.clone() else {
        // Nothing to choose: the group's moves are made elsewhere (on
        // several heaps at once, with the game's own form), and the move
        // shown is the one that wins, where one does.
        return html! {
            <>
                <li class="reach-title muted small">{"One move of these, marked by who wins after it; the game's own form (Make a move) makes any other:"}</li>
                {for props.group.reach.iter().cloned().map(|row| reach_button(props, row, false))}
            </>
        };
    };
    let text = use_state(|| range.first.to_string());
    let key = props.group.key.clone();
    let parsed = parse_number(&text, range.last)
        .ok()
        .filter(|&a| range.contains(a));
    let chosen = parsed.and_then(|a| {
        let mv = table
            .game()
            .move_for(table.position(), props.component, &key, a)?;
        let after = table.game().apply(table.position(), &mv).ok()?;
        // A position played by who wins has no values: a group too large
        // to list shows every move of it that wins, so the move picked
        // wins exactly when it is one of those.
        let value = if table.rule_outcome().is_some() {
            let wins = props.group.reach.iter().any(|r| r.mv == mv && r.winning);
            if wins {
                grundy::Nimber::ZERO
            } else {
                grundy::Nimber(1)
            }
        } else {
            table.solver.value(&after)
        };
        // The picked move wears the badge its group's other moves wear.
        let badge = props
            .group
            .reach
            .first()
            .map_or(key.clone(), |r| r.key.clone());
        let mut row = MoveRow::new(
            mv.clone(),
            badge,
            table.game().format_move(table.position(), &mv),
            table.game().pieces(&mv),
            value,
        );
        row.description = table.game().describe_move(table.position(), &mv);
        if table.game().misere() {
            row.winning =
                table.game().misere_outcome(&after) == Some(grundy::misere::Outcome::Previous);
        }
        Some(row)
    });
    let oninput = {
        let text = text.clone();
        move |e: InputEvent| text.set(e.target_unchecked_into::<HtmlInputElement>().value())
    };
    let step = |up: bool| {
        let (text, range) = (text.clone(), range.clone());
        move |_| {
            let a = match parse_number(&text, range.last) {
                Ok(a) => a,
                Err(NumberError::TooLarge) => u64::MAX,
                Err(_) => range.first,
            };
            text.set(range.step_from(a, up).to_string());
        }
    };
    let name = range.name.clone();
    let id = format!("param-{key}-{}", props.component);
    let rule = rule_text(&range);
    let button = |row: MoveRow<AnyMove>, picked: bool| reach_button(props, row, picked);
    let in_reach = chosen
        .as_ref()
        .is_some_and(|c| props.group.reach.iter().any(|r| r.mv == c.mv));
    // A range input is only offered where its float arithmetic is exact.
    let slider = (range.last < (1u64 << 52)).then(|| {
        html! {
            <input type="range" aria-label={format!("{name} for {}, slider", props.group.title)}
                min={range.first.to_string()} max={range.last.to_string()} step={range.step.to_string()}
                value={parsed.unwrap_or(range.first).to_string()} oninput={oninput.clone()} />
        }
    });
    let error_id = format!("{id}-rule");
    let reached = props.group.reach.len();
    let reach_title = if table.rule_outcome().is_some() {
        if props.group.reach.iter().any(|r| r.winning) {
            "The one move of these that wins:".to_string()
        } else {
            "No move of these wins; one of them:".to_string()
        }
    } else if reached > REACH_SHOWN {
        format!(
            "One move to each of the first {REACH_SHOWN} of the {} values found among these moves,              the winning one first; the field above makes any other:",
            with_separators(reached as u128)
        )
    } else {
        "Every value these moves reach, one move each:".to_string()
    };
    // The move the hint or the computer chose is drawn wherever it is.
    let marked = |row: &MoveRow<AnyMove>| {
        props
            .highlight
            .as_ref()
            .is_some_and(|(mv, _)| *mv == row.mv)
            || props.focus.as_ref().is_some_and(|(mv, _)| *mv == row.mv)
    };
    html! {
        <>
            <li class="split-chooser">
                <div class="split-controls">
                    <label for={id.clone()}>{format!("{name} = ")}</label>
                    <button type="button" class="stepper" aria-label={format!("Smaller {name}")} onclick={step(false)}>{"−"}</button>
                    <input id={id} type="text" inputmode="numeric" class="num" data-testid={format!("split-{key}")}
                        value={(*text).clone()} {oninput} aria-describedby={error_id.clone()}
                        aria-invalid={parsed.is_none().then_some("true")} />
                    <button type="button" class="stepper" aria-label={format!("Larger {name}")} onclick={step(true)}>{"+"}</button>
                    {slider}
                    <span class="muted small" id={error_id}>{rule.clone()}</span>
                </div>
                if parsed.is_none() {
                    <p class="field-error" role="alert">{format!("Choose a value of {name}: {rule}.")}</p>
                }
            </li>
            if !in_reach {
                {chosen.clone().map(|row| button(row, true)).unwrap_or_default()}
            }
            <li class="reach-title muted small">{reach_title}</li>
            {for props.group.reach.iter().enumerate()
                .filter(|(i, row)| {
                    *i < REACH_SHOWN || marked(row) || chosen.as_ref().is_some_and(|c| c.mv == row.mv)
                })
                .map(|(_, row)| {
                    let here = chosen.as_ref().is_some_and(|c| c.mv == row.mv);
                    button(row.clone(), here)
                })}
        </>
    }
}

/// The button of one move of a group, marked where the hint or the
/// computer chose it.
fn reach_button(props: &ChooserProps, row: MoveRow<AnyMove>, picked: bool) -> Html {
    let chosen = props
        .highlight
        .as_ref()
        .filter(|(mv, _)| *mv == row.mv)
        .map(|&(_, by)| by);
    let focus_at = props
        .focus
        .as_ref()
        .filter(|(mv, _)| *mv == row.mv)
        .map(|&(_, at)| at);
    let key = row.text.clone();
    html! {
        <MoveButton {key} {row} hook={props.hook.clone()} {chosen}
            disabled={props.disabled} {picked} {focus_at} />
    }
}

/// "1 to 9", "even, 2 to 8".
fn rule_text(range: &ParamRange) -> String {
    let (a, b) = (
        with_separators(u128::from(range.first)),
        with_separators(u128::from(range.last)),
    );
    if range.step == 2 {
        format!("even, {a} to {b}")
    } else {
        format!("{a} to {b}")
    }
}
