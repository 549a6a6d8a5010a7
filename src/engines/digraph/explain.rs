//! Why a graph game's position has its value: the notes' procedure as a
//! walkthrough (order the vertices topologically, then label them from
//! the last, one step per vertex), then the tokens' values added as Nim
//! heaps, and the winning slide.

use super::draw::{Badge, Drawing, Mark};
use super::layout::{self, short};
use super::verdict;
use crate::engines::protocol::{Block, Button, GroupTag, ModuleView, ViewAction};
use grundy::games::digraph::{Board, Digraph, LabelStep, Labelling, Slide};
use grundy::{Game, Nimber};
use maud::{html, Markup};

/// Steps reachable by a button each; a longer walkthrough has only the
/// arrows.
const MAX_STEP_BUTTONS: usize = 30;
/// Vertices listed in the order; the rest are counted.
const MAX_ORDER: usize = 200;
/// Followers listed in a step; the rest are counted.
const MAX_FOLLOWERS: usize = 40;
/// Tokens listed in the sum; the rest are counted.
const MAX_TOKENS: usize = 40;
/// Winning slides offered.
const MAX_WINNING: usize = 12;

/// A button to step `step` of the walkthrough; `here` marks the step shown.
fn step_button(text: &str, label: &str, step: usize, enabled: bool, here: bool) -> Block {
    Block::Button(Button {
        current: here,
        ..Button::new(text, "digraph-step-button", ViewAction::Step(step))
            .labelled(label)
            .disabled(!enabled)
    })
}

/// "{0, 1, 3}": a set of values, each once, in order.
fn value_set(values: &[Nimber]) -> String {
    let mut v: Vec<u64> = values.iter().map(|n| n.get()).collect();
    v.sort_unstable();
    v.dedup();
    let words: Vec<String> = v.iter().map(u64::to_string).collect();
    format!("{{{}}}", words.join(", "))
}

/// The explanation panel.
pub fn explain(game: &Digraph, board: &Board, selected: Option<usize>, step: usize) -> ModuleView {
    let labelling = board.label();
    let step = step.min(labelling.steps.len());
    let mut blocks = vec![Block::markup(html! {
        h3 { "Labelling the vertices" }
        p {
            "The notes' procedure: sort the graph topologically, then go through the \
             vertices in reverse order. A vertex's followers are the vertices its edges lead \
             to. Each vertex gets the mex (least natural number missing) of its followers' \
             values, so a vertex with no followers gets 0. Value 0 marks a losing vertex \
             (P), whose followers are all winning; a vertex with a losing follower is \
             winning (N)."
        }
    })];
    if board.names.is_empty() {
        blocks.push(Block::markup(
            html! { p { "The graph has no vertices yet." } },
        ));
    } else {
        blocks.push(steps_nav(board, &labelling, step));
        blocks.push(Block::markup(walkthrough(board, &labelling, step)));
    }
    ModuleView {
        blocks: vec![
            Block::group(GroupTag::Section, "digraph-explain", blocks),
            sum(game, board, &labelling.values, selected),
        ],
    }
}

/// The buttons that move through the walkthrough: first, previous, next
/// and last, and one per step when there are few.
fn steps_nav(board: &Board, l: &Labelling, step: usize) -> Block {
    let last = l.steps.len();
    let mut blocks = vec![
        step_button("«", "first step", 0, step > 0, false),
        step_button(
            "‹",
            "previous step",
            step.saturating_sub(1),
            step > 0,
            false,
        ),
        Block::markup(html! {
            span.digraph-step-count { "Step " (step + 1) " of " (last + 1) }
        }),
        step_button("›", "next step", (step + 1).min(last), step < last, false),
        step_button("»", "last step", last, step < last, false),
    ];
    if last < MAX_STEP_BUTTONS {
        let mut list = vec![step_button(
            "order",
            "step 1: the order",
            0,
            true,
            step == 0,
        )];
        for (i, s) in l.steps.iter().enumerate() {
            let name = short(&board.names[s.vertex]);
            let label = format!("step {}: label {name}", i + 2);
            list.push(step_button(&name, &label, i + 1, true, step == i + 1));
        }
        blocks.push(Block::group(GroupTag::Span, "digraph-step-list", list));
    }
    Block::Group {
        tag: GroupTag::Nav,
        class: "digraph-steps".to_string(),
        labelled_by: None,
        label: Some("Walkthrough steps".to_string()),
        id: None,
        testid: None,
        value: None,
        blocks,
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

/// The tokens' values as Nim heaps, their nim-sum, and the winning slides.
fn sum(game: &Digraph, board: &Board, values: &[Nimber], selected: Option<usize>) -> Block {
    let mut blocks = vec![Block::markup(
        html! { h3 { "The sum of the tokens' games" } },
    )];
    if board.tokens.is_empty() {
        blocks.push(Block::markup(html! {
            p {
                "No token is on the graph: no slide is possible, so the position has value \
                 0 and the player to move loses (P)."
            }
        }));
    } else {
        blocks.push(Block::markup(heaps(board, values, selected)));
        blocks.extend(winning(game, board, values));
    }
    Block::group(
        GroupTag::Section,
        "digraph-explain digraph-sum-section",
        blocks,
    )
}

/// Each token as a Nim heap, and their nim-sum.
fn heaps(board: &Board, values: &[Nimber], selected: Option<usize>) -> Markup {
    let s: Nimber = board.tokens.iter().map(|&t| values[t]).sum();
    let mut terms: Vec<String> = board
        .tokens
        .iter()
        .take(MAX_TOKENS)
        .map(|&t| values[t].to_string())
        .collect();
    if board.tokens.len() > MAX_TOKENS {
        terms.push("…".to_string());
    }
    html! {
        p {
            "Each token is a graph game of its own, and a move slides one of them: the position \
             is their sum. By the Sprague-Grundy theorem its value is the nim-sum (⊕, binary \
             addition without carries) of the tokens' values, so it plays like Nim with one heap \
             per token, of that size."
        }
        table.digraph-table {
            caption { "Each token as a Nim heap" }
            thead {
                tr {
                    th scope="col" { "Token" }
                    th scope="col" { "Vertex" }
                    th scope="col" { "Value (heap)" }
                }
            }
            tbody {
                @for (i, &t) in board.tokens.iter().enumerate().take(MAX_TOKENS) {
                    @let chosen = selected == Some(i);
                    tr class=[chosen.then_some("digraph-row-chosen")] {
                        td {
                            (i + 1)
                            @if chosen { " (chosen)" }
                        }
                        td { (short(&board.names[t])) }
                        td { (values[t].to_string()) }
                    }
                }
            }
        }
        @if board.tokens.len() > MAX_TOKENS {
            p.digraph-more { "… and " (board.tokens.len() - MAX_TOKENS) " more tokens" }
        }
        p.digraph-mex { "g = " (terms.join(" ⊕ ")) " = " (s.to_string()) }
    }
}

/// Whether the player to move wins, and with which slides.
fn winning(game: &Digraph, board: &Board, values: &[Nimber]) -> Vec<Block> {
    let s: Nimber = board.tokens.iter().map(|&t| values[t]).sum();
    if s.is_zero() {
        return vec![Block::markup(html! {
            p {
                "The nim-sum is 0: the player to move loses (P). Any slide changes one token's \
                 value and so leaves a nonzero nim-sum for the opponent."
            }
        })];
    }
    let top = 1u64 << (63 - s.get().leading_zeros());
    let winning: Vec<Slide> = game
        .moves(board)
        .filter(|mv| (s ^ values[mv.from] ^ values[mv.to]).is_zero())
        .collect();
    let text = match winning.first() {
        Some(w) => {
            let g = values[w.from];
            format!(
                "The nim-sum is {s}, not 0: the player to move wins (N). The highest bit of {s} \
                 is {top}, and the token on {} has value {g}, which has that bit. It slides to a \
                 follower of value {g} ⊕ {s} = {}, which exists because {g} is the mex of its \
                 followers' values; then the nim-sum is 0.",
                short(&board.names[w.from]),
                g ^ s
            )
        }
        None => format!("The nim-sum is {s}, not 0: the player to move wins (N)."),
    };
    let mut blocks = vec![Block::markup(html! { p { (text) } })];
    if winning.is_empty() {
        return blocks;
    }
    blocks.push(Block::markup(html! { p { "The winning slides:" } }));
    let items = winning
        .iter()
        .take(MAX_WINNING)
        .map(|mv| {
            let t = game.format_move(board, mv);
            let label = format!("play the winning slide {t}");
            Block::group(
                GroupTag::Li,
                "",
                vec![
                    Block::Button(
                        Button::new(
                            t.as_str(),
                            "digraph-move-button",
                            ViewAction::Play(t.clone()),
                        )
                        .labelled(label),
                    ),
                    Block::markup(html! {
                        " (to value " (values[mv.to].to_string()) ": winning)"
                    }),
                ],
            )
        })
        .collect();
    blocks.push(Block::group(GroupTag::Ul, "digraph-winning", items));
    if winning.len() > MAX_WINNING {
        blocks.push(Block::markup(html! {
            p.digraph-more { "… and " (winning.len() - MAX_WINNING) " more" }
        }));
    }
    blocks
}

#[cfg(test)]
mod tests;
