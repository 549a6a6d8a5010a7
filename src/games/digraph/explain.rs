//! Why a graph game's position has its value: the notes' procedure as a
//! walkthrough (order the vertices topologically, then label them from
//! the last, one step per vertex), then the tokens' values added as Nim
//! heaps, and the winning slide ([`sum`]). The step shown is the
//! walkthrough's own state, started afresh for each position.

mod sum;

use super::board::verdict;
use super::draw::{Badge, Drawing, Mark};
use crate::display::raw;
use crate::games::shown::Scene;
use figures::digraph::layout::{self, short};
use grundy::games::digraph::{Board, LabelStep, Labelling};
use grundy::Nimber;
use maud::{html, Markup};
use yew::prelude::{component, use_state, Callback, Html, Properties};

/// Steps reachable by a button each; a longer walkthrough has only the
/// arrows.
const MAX_STEP_BUTTONS: usize = 30;
/// Vertices listed in the order; the rest are counted.
const MAX_ORDER: usize = 200;
/// Followers listed in a step; the rest are counted.
const MAX_FOLLOWERS: usize = 40;

/// Properties of [`Walkthrough`].
#[derive(Properties, PartialEq)]
pub struct WalkthroughProps {
    /// The position explained, and where its slides go.
    pub scene: Scene,
}

/// The explanation, with the walkthrough's step its own: the parent keys
/// it by the position's text, so another position starts at the order.
#[component]
pub fn Walkthrough(props: &WalkthroughProps) -> Html {
    let step = use_state(|| 0usize);
    let Some(board) = props.scene.position.get::<Board>() else {
        return Html::default();
    };
    let on_step = {
        let step = step.clone();
        Callback::from(move |n: usize| step.set(n))
    };
    explanation(board, &props.scene, *step, &on_step)
}

/// A button to step `step` of the walkthrough; `here` marks the step shown.
fn step_button(
    text: &str,
    label: &str,
    step: usize,
    enabled: bool,
    here: bool,
    on_step: &Callback<usize>,
) -> Html {
    let onclick = on_step.reform(move |_| step);
    yew::html! {
        <button type="button" class="digraph-step-button" aria-label={label.to_string()}
            aria-current={here.then_some("true")} disabled={!enabled}
            data-testid={format!("step {step}")} {onclick}>
            {text.to_string()}
        </button>
    }
}

/// "{0, 1, 3}": a set of values, each once, in order.
fn value_set(values: &[Nimber]) -> String {
    let mut v: Vec<u64> = values.iter().map(|n| n.get()).collect();
    v.sort_unstable();
    v.dedup();
    let words: Vec<String> = v.iter().map(u64::to_string).collect();
    format!("{{{}}}", words.join(", "))
}

/// The explanation of `board` at walkthrough step `step`, its step
/// buttons asking `on_step` for another.
pub fn explanation(board: &Board, scene: &Scene, step: usize, on_step: &Callback<usize>) -> Html {
    let labelling = board.label();
    let step = step.min(labelling.steps.len());
    let intro = html! {
        h3 { "Labelling the vertices" }
        p {
            "The notes' procedure: sort the graph topologically, then go through the \
             vertices in reverse order. A vertex's followers are the vertices its edges lead \
             to. Each vertex gets the mex (least natural number missing) of its followers' \
             values, so a vertex with no followers gets 0. Value 0 marks a losing vertex \
             (P), whose followers are all winning; a vertex with a losing follower is \
             winning (N)."
        }
    };
    let body = if board.names.is_empty() {
        raw(html! { p { "The graph has no vertices yet." } })
    } else {
        yew::html! {
            <>
                {steps_nav(board, &labelling, step, on_step)}
                {raw(walkthrough(board, &labelling, step))}
            </>
        }
    };
    yew::html! {
        <>
            <section class="digraph-explain">{raw(intro)}{body}</section>
            {sum::section(board, &labelling.values, scene)}
        </>
    }
}

/// The buttons that move through the walkthrough: first, previous, next
/// and last, and one per step when there are few.
fn steps_nav(board: &Board, l: &Labelling, step: usize, on_step: &Callback<usize>) -> Html {
    let last = l.steps.len();
    let count = html! { span.digraph-step-count { "Step " (step + 1) " of " (last + 1) } };
    let list = (last < MAX_STEP_BUTTONS).then(|| {
        let steps = l.steps.iter().enumerate().map(|(i, s)| {
            let name = short(&board.names[s.vertex]);
            let label = format!("step {}: label {name}", i + 2);
            step_button(&name, &label, i + 1, true, step == i + 1, on_step)
        });
        yew::html! {
            <span class="digraph-step-list">
                {step_button("order", "step 1: the order", 0, true, step == 0, on_step)}
                { for steps }
            </span>
        }
    });
    let previous = step.saturating_sub(1);
    let next = (step + 1).min(last);
    yew::html! {
        <nav class="digraph-steps" aria-label="Walkthrough steps">
            {step_button("«", "first step", 0, step > 0, false, on_step)}
            {step_button("‹", "previous step", previous, step > 0, false, on_step)}
            {raw(count)}
            {step_button("›", "next step", next, step < last, false, on_step)}
            {step_button("»", "last step", last, step < last, false, on_step)}
            {list}
        </nav>
    }
}

/// Step `step` of the walkthrough: its words, and the graph marked as
/// far as the labelling has come.
fn walkthrough(board: &Board, l: &Labelling, step: usize) -> Markup {
    let n = board.names.len();
    let mut seeds: Vec<usize> = Vec::new();
    let mut badges = vec![Badge::None; n];
    let mut marks = vec![Mark::default(); n];
    let words = if step == 0 {
        for (i, &v) in l.order.iter().enumerate() {
            badges[v] = Badge::Text(format!("#{}", i + 1), false);
        }
        seeds.extend(l.order.iter().take(1));
        order_words(board, l)
    } else if let Some(s) = l.steps.get(step - 1) {
        for d in l.steps.iter().take(step) {
            badges[d.vertex] = Badge::Text(d.value.to_string(), d.value.is_zero());
        }
        marks[s.vertex].current = true;
        for &(w, _) in &s.followers {
            marks[w].follower = true;
        }
        seeds.push(s.vertex);
        seeds.extend(s.followers.iter().map(|f| f.0));
        vertex_words(board, s, step)
    } else {
        html! {}
    };
    let lay = layout::layout(board, &seeds);
    let label = if step == 0 {
        "The graph, each vertex marked with its place in the order".to_string()
    } else {
        format!(
            "The graph with {} of {} vertices labelled; the current vertex and its followers are marked",
            step, n
        )
    };
    let mut d = Drawing::new(board, &lay, label);
    d.badges = badges;
    d.marks = marks;
    html! {
        div class="digraph-step" aria-live="polite" {
            (words)
            figure.digraph-step-figure {
                (d.svg())
                @if step > 0 {
                    figcaption.digraph-legend {
                        "Thick outline: the vertex labelled in this step; dashed: its followers. \
                         Badges: values found so far."
                    }
                }
                @if lay.hidden > 0 {
                    figcaption.digraph-more {
                        "… and " (lay.hidden) " more vertices not drawn"
                    }
                }
            }
        }
    }
}

/// The first step's words: the topological order.
fn order_words(board: &Board, l: &Labelling) -> Markup {
    html! {
        h4 { "Step 1: a topological order" }
        p {
            "In this order every edge leads from an earlier vertex to a later one, so each \
             vertex's followers come after it. Labelling from the last vertex back, every \
             follower is labelled before the vertex that leads to it. The badges give each \
             vertex's place in the order."
        }
        ol.digraph-order {
            @for &v in l.order.iter().take(MAX_ORDER) {
                li { (short(&board.names[v])) }
            }
        }
        @if l.order.len() > MAX_ORDER {
            p.digraph-more { "… and " (l.order.len() - MAX_ORDER) " more" }
        }
    }
}

/// The words of step `step`, which labels the vertex of `s`: its
/// followers' values and their mex.
fn vertex_words(board: &Board, s: &LabelStep, step: usize) -> Markup {
    let name = short(&board.names[s.vertex]);
    let values: Vec<Nimber> = s.followers.iter().map(|f| f.1).collect();
    let why = if s.losing {
        format!("None of the followers of {name} is losing, so {name} is losing (P).")
    } else {
        let losing: Vec<String> = s
            .followers
            .iter()
            .filter(|f| f.1.is_zero())
            .take(5)
            .map(|f| short(&board.names[f.0]))
            .collect();
        format!(
            "{name} has a losing follower ({}), so {name} is winning (N).",
            losing.join(", ")
        )
    };
    html! {
        h4 { "Step " (step + 1) ": vertex " (name) }
        @if s.followers.is_empty() {
            p {
                (name) " has no followers: g(" (name) ") = mex ∅ = 0. A token on " (name)
                " cannot slide, so " (name) " is losing (P)."
            }
        } @else {
            table.digraph-table {
                caption { "The followers of " (name) }
                thead {
                    tr {
                        th scope="col" { "Follower" }
                        th scope="col" { "Value" }
                        th scope="col" { "Is it" }
                    }
                }
                tbody {
                    @for &(w, g) in s.followers.iter().take(MAX_FOLLOWERS) {
                        tr {
                            td { (short(&board.names[w])) }
                            td { (g.to_string()) }
                            td { (verdict(g)) }
                        }
                    }
                }
            }
            @if s.followers.len() > MAX_FOLLOWERS {
                p.digraph-more {
                    "… and " (s.followers.len() - MAX_FOLLOWERS) " more followers"
                }
            }
            p.digraph-mex {
                "g(" (name) ") = mex " (value_set(&values)) " = " (s.value.to_string()) "."
            }
            p { (why) }
        }
    }
}

#[cfg(test)]
mod tests;
