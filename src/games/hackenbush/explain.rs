//! Why a graph has its value: the fusion principle turns its cycles into
//! loops, the colon principle turns its branches into stalks, until one
//! stalk stands on the ground; its length is the value. Each step is
//! drawn, and the parts' values are added by nim-sum.

use super::draw::{picture, Look};
use crate::display::raw;
use figures::hackenbush::layout::Frame;
use grundy::games::hackenbush::{format_graph, reduce, vertex_name, Graph, StepKind, GROUND};
use maud::{html as markup, Markup};
use yew::prelude::*;

/// Parts listed in the table of values; the rest are counted.
const LISTED: usize = 40;
/// Edges written out in a part's text in the table.
const WRITTEN: usize = 16;

/// One picture of the walkthrough: the graph after a step, what the
/// step did, and what it changed.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    /// The graph after the step.
    pub graph: Graph,
    /// The step in a few words, for the list of steps.
    pub title: String,
    /// The step in a sentence.
    pub words: String,
    /// Edges the step made, by index in `graph`.
    pub lit_edges: Vec<bool>,
    /// Vertices the step changed.
    pub lit_vertices: Vec<u32>,
}

fn names(vs: &[u32]) -> String {
    let n: Vec<String> = vs.iter().map(|&v| vertex_name(v)).collect();
    match n.len() {
        0 => String::new(),
        1 => n[0].clone(),
        k => format!("{} and {}", n[..k - 1].join(", "), n[k - 1]),
    }
}

fn at(v: u32) -> String {
    if v == GROUND {
        "the ground".to_string()
    } else {
        format!("vertex {v}")
    }
}

fn edges_word(n: usize) -> String {
    format!("{n} edge{}", if n == 1 { "" } else { "s" })
}

/// Edges of `after` that `before` did not have (copies counted).
fn new_edges(before: &Graph, after: &Graph) -> Vec<bool> {
    let mut left = before.edges.clone();
    after
        .edges
        .iter()
        .map(|e| match left.iter().position(|f| f == e) {
            Some(k) => {
                left.remove(k);
                false
            }
            None => true,
        })
        .collect()
}

/// The walkthrough of `graph`: the graph as given, then each step of the
/// reduction, ending with a stalk whose length is the value. The vertices
/// a step adds are numbered from `first_new`, so that a part's new
/// vertices do not take the names of other parts' vertices.
pub fn scenes(graph: &Graph, first_new: u32) -> (Vec<Scene>, u64) {
    let r = reduce(graph);
    let value = r.value.get();
    let mut out = vec![Scene {
        graph: graph.clone(),
        title: "The graph as given".to_string(),
        words: format!(
            "The graph as given: {} on the ground.",
            edges_word(graph.edges.len())
        ),
        lit_edges: Vec::new(),
        lit_vertices: Vec::new(),
    }];
    for step in &r.steps {
        let (title, words, lit_edges, lit_vertices) = match &step.kind {
            StepKind::Fuse {
                vertices,
                into,
                loops,
            } => {
                let lit: Vec<bool> = step
                    .before
                    .edges
                    .iter()
                    .zip(&step.after.edges)
                    .map(|(&(a, b), &(c, d))| a != b && c == d)
                    .collect();
                (
                    format!("Fusion into {}", vertex_name(*into)),
                    format!(
                        "Fusion principle: {} lie on cycles, so they fuse into one vertex, {}. \
                         The {} that joined them become loops there, each loop counting as a \
                         stalk of one edge.",
                        names(vertices),
                        if *into == GROUND {
                            "the ground".to_string()
                        } else {
                            vertex_name(*into)
                        },
                        edges_word(*loops)
                    ),
                    lit,
                    vec![*into],
                )
            }
            StepKind::Colon {
                at: v,
                branches,
                stalk,
            } => {
                let sum: Vec<String> = branches.iter().map(|b| b.to_string()).collect();
                let result = if *stalk == 0 {
                    "so the branches vanish".to_string()
                } else {
                    format!("a stalk of {}", edges_word(*stalk as usize))
                };
                (
                    format!("Colon at {}: {} = {stalk}", vertex_name(*v), sum.join(" ⊕ ")),
                    format!(
                        "Colon principle: the branches on {} are stalks of lengths {} (a loop \
                         is a stalk of 1). They are replaced by one stalk of {} = {stalk}: {result}.",
                        at(*v),
                        sum.join(", "),
                        sum.join(" ⊕ ")
                    ),
                    new_edges(&step.before, &step.after),
                    vec![*v],
                )
            }
        };
        out.push(Scene {
            graph: step.after.clone(),
            title,
            words,
            lit_edges,
            lit_vertices,
        });
    }
    // A lone loop left on a vertex is a stalk of one edge: draw it as one,
    // so the last picture is a stalk.
    let last = out[out.len() - 1].graph.clone();
    if last.edges.iter().any(|&(a, b)| a == b) {
        let mut fresh = last.vertices().last().copied().unwrap_or(GROUND) + 1;
        let mut lit = Vec::new();
        let mut at_vs = Vec::new();
        let edges = last
            .edges
            .iter()
            .map(|&(a, b)| {
                lit.push(a == b);
                if a == b {
                    at_vs.push(a);
                    fresh += 1;
                    (a, fresh - 1)
                } else {
                    (a, b)
                }
            })
            .collect();
        out.push(Scene {
            graph: Graph { edges },
            title: "A loop is a stalk of 1".to_string(),
            words: format!(
                "A loop counts as a stalk of one edge: the loop on {} is redrawn as an edge.",
                at(at_vs[0])
            ),
            lit_edges: lit,
            lit_vertices: at_vs,
        });
    }
    let own = graph.vertices().last().copied().unwrap_or(GROUND);
    if first_new > own + 1 {
        let shift = |v: u32| if v > own { v - own - 1 + first_new } else { v };
        for scene in &mut out {
            for e in &mut scene.graph.edges {
                *e = (shift(e.0), shift(e.1));
            }
        }
    }
    let end = out.len() - 1;
    out[end].words.push_str(&format!(
        " What stands on the ground is a stalk of {}, so the value is {value}.",
        edges_word(value as usize)
    ));
    (out, value)
}

fn graph_text(g: &Graph) -> String {
    if g.edges.len() <= WRITTEN {
        let t = format_graph(g);
        if t.is_empty() {
            "(nothing)".to_string()
        } else {
            t
        }
    } else {
        let head = Graph {
            edges: g.edges[..WRITTEN].to_vec(),
        };
        format!(
            "{} … ({} more edges)",
            format_graph(&head),
            g.edges.len() - WRITTEN
        )
    }
}

/// Properties of [`Walkthrough`].
#[derive(Properties, PartialEq)]
pub struct WalkProps {
    /// The graph walked through.
    pub graph: Graph,
    /// The number of the first vertex a step adds.
    pub first_new: u32,
    /// Whose value it is ("part 2", "the whole graph").
    pub whose: AttrValue,
    /// The step shown first.
    #[prop_or_default]
    pub start: usize,
}

/// The walkthrough of a graph: the stepper, the picture at the step shown
/// and the list of steps, the step kept until another graph is shown.
#[component]
pub fn Walkthrough(props: &WalkProps) -> Html {
    let step = use_state(|| props.start);
    let (scenes, value) = scenes(&props.graph, props.first_new);
    let n = scenes.len();
    let k = (*step).min(n - 1);
    let scene = &scenes[k];
    let text = graph_text(&scene.graph);
    let look = Look {
        names: true,
        lit_edges: scene.lit_edges.clone(),
        lit_vertices: scene.lit_vertices.clone(),
        ..Look::plain(
            "hb-svg hb-walk",
            format!("Step {} of {n}: {text}", k + 1),
            Frame {
                max_parts: 40,
                min_width: 300.0,
                min_height: 150.0,
                min_columns: 1.0,
            },
        )
    };
    let lead = markup! {
        h3 #hb-explain-title { "Why " (props.whose) " has value " (value) }
        p {
            "Two principles from the notes leave the value unchanged. Fusion: the vertices of a \
             cycle may be fused into one, its edges becoming loops. Colon: stalks branching from \
             one vertex may be replaced by one stalk whose length is the nim-sum of theirs. \
             Fusing every cycle leaves a tree with loops; the colon principle, from the top down, \
             leaves one stalk, a Nim heap of its length."
        }
    };
    let picture = markup! {
        figure.hb-figure.hb-step-figure {
            (picture(&scene.graph, &look))
            figcaption {
                p.hb-words { (scene.words) }
                p.hb-text { (text) }
            }
        }
    };
    let go = |to: usize| {
        let step = step.clone();
        move |_: MouseEvent| step.set(to)
    };
    let previous = k.saturating_sub(1);
    let steps = scenes.iter().enumerate().map(|(i, s)| {
        html! {
            <li key={i}>
                <button type="button" class={classes!("hb-step", (i == k).then_some("hb-now"))}
                    aria-current={(i == k).then_some("true")} data-testid={format!("step {i}")}
                    onclick={go(i)}>
                    {s.title.clone()}
                </button>
            </li>
        }
    });
    html! {
        <section class="hb-explain" aria-labelledby="hb-explain-title">
            {raw(lead)}
            <div class="hb-stepper">
                <button type="button" class="secondary" disabled={k == 0}
                    data-testid={format!("step {previous}")} onclick={go(previous)}>{"Previous"}</button>
                <span class="hb-count" aria-live="polite">{format!("Step {} of {n}", k + 1)}</span>
                <button type="button" class="secondary" disabled={k + 1 >= n}
                    data-testid={format!("step {}", k + 1)} onclick={go(k + 1)}>{"Next"}</button>
            </div>
            {raw(picture)}
            <ol class="hb-steps">{ for steps }</ol>
        </section>
    }
}

/// The explanation: the walkthrough of the selected part (or of the
/// whole graph), then the parts' values, their nim-sum and a winning cut.
/// The walkthrough starts again for another graph.
pub fn explain(whole: &Graph, parts: &[Graph], selected: Option<usize>, start: usize) -> Html {
    let first_new = whole.vertices().last().copied().unwrap_or(GROUND) + 1;
    let (graph, whose) = match selected.and_then(|i| parts.get(i).map(|p| (i, p))) {
        Some((i, part)) => (part.clone(), format!("part {}", i + 1)),
        None => (whole.clone(), "the whole graph".to_string()),
    };
    let key = format!("{}|{whose}", format_graph(whole));
    html! {
        <>
            <Walkthrough {key} {graph} {first_new} whose={whose} {start} />
            if !parts.is_empty() {
                {raw(sum(whole, parts))}
            }
        </>
    }
}

/// The table of the parts' values, their nim-sum, and a winning cut.
fn sum(whole: &Graph, parts: &[Graph]) -> Markup {
    let values: Vec<u64> = parts.iter().map(|p| reduce(p).value.get()).collect();
    let total = values.iter().fold(0, |a, b| a ^ b);
    let terms: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    let written = if terms.len() <= LISTED {
        terms.join(" ⊕ ")
    } else {
        format!("{} ⊕ …", terms[..LISTED].join(" ⊕ "))
    };
    markup! {
        section.hb-explain aria-labelledby="hb-sum-title" {
            h3 #hb-sum-title { "The parts as Nim heaps" }
            div.table-scroll {
                table.hb-table {
                    caption {
                        "Parts meet only at the ground, so each is a separate game; the \
                         position's value is the nim-sum of theirs."
                    }
                    thead {
                        tr {
                            @for head in ["part", "edges", "value (stalk length)"] {
                                th scope="col" { (head) }
                            }
                        }
                    }
                    tbody {
                        @for (i, (p, v)) in parts.iter().zip(&values).enumerate().take(LISTED) {
                            tr {
                                th scope="row" { "part " (i + 1) }
                                td.hb-mono { (graph_text(p)) }
                                td.hb-num { (v) }
                            }
                        }
                        @if parts.len() > LISTED {
                            tr {
                                td colspan="3" { "… and " (parts.len() - LISTED) " more parts" }
                            }
                        }
                    }
                    tfoot {
                        tr {
                            th scope="row" { "nim-sum" }
                            td { (written) }
                            td.hb-num { (total) }
                        }
                    }
                }
            }
            (verdict(whole, parts, &values, total))
        }
    }
}

/// Who wins, and the winning cut when the nim-sum is not 0.
fn verdict(whole: &Graph, parts: &[Graph], values: &[u64], total: u64) -> Markup {
    if total == 0 {
        return markup! {
            p.hb-verdict {
                "The nim-sum is 0: the player to move loses against best play, since every cut \
                 changes one part's value and so makes the nim-sum non-zero, and the other \
                 player can always bring it back to 0."
            }
        };
    }
    match winning_cut(whole, parts, values, total) {
        Some((i, text, to)) => markup! {
            p.hb-verdict.hb-win {
                "The nim-sum is " (total) ", not 0: the player to move wins. Winning cut: "
                (text) " in part " (i + 1) ", which leaves that part worth " (to) " ("
                (values[i]) " ⊕ " (total) " = " (to) "), so the nim-sum becomes 0."
            }
        },
        None => markup! {
            p.hb-verdict { "The nim-sum is " (total) ", not 0: the player to move wins." }
        },
    }
}

/// A cut that brings the nim-sum to 0: in a part whose value `v` has the
/// nim-sum's highest bit, a cut leaving it worth `v ⊕ total`.
pub fn winning_cut(
    whole: &Graph,
    parts: &[Graph],
    values: &[u64],
    total: u64,
) -> Option<(usize, String, u64)> {
    let (i, v) = values.iter().enumerate().find(|&(_, &v)| v ^ total < v)?;
    let part = parts.get(i)?;
    let to = v ^ total;
    for (k, &e) in part.edges.iter().enumerate() {
        if part.edges[..k].contains(&e) {
            continue;
        }
        let mut after = part.clone();
        after.edges.remove(k);
        if reduce(&after.pruned()).value.get() == to {
            let text = whole
                .edges
                .iter()
                .position(|&f| f == e)
                .map(|w| super::draw::move_text(whole, &whole.parts(), w))?;
            return Some((i, text, to));
        }
    }
    None
}
