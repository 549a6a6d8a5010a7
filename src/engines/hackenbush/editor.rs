//! Drawing a graph by hand: choose an edge's first end (the ground, a
//! vertex or a new vertex), then its second, and the edge is added. The
//! editor's state is the first end chosen: `from=g`, `from=3`, `from=new`,
//! or anything else for none.

use super::draw::{falling, svg, Click, Look, VertexAction};
use super::layout::Frame;
use grundy::games::hackenbush::{format_graph, vertex_name, Graph, GROUND, MAX_EDGES, MAX_VERTEX};
use maud::{html, Markup};

/// Edges up to which the picture's vertices are buttons too; past it
/// they are too small to aim at, and each button would repeat the whole
/// position's text, so the list below serves alone.
const CLICKABLE: usize = 80;

/// An edge's end as the editor offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// A vertex already drawn (or the ground).
    Old(u32),
    /// A vertex not yet drawn, numbered after the largest.
    New,
}

/// The first end the state names, if it names one the graph has.
pub fn chosen(graph: &Graph, state: &str) -> Option<End> {
    let name = state.strip_prefix("from=")?;
    if name == "new" {
        return Some(End::New);
    }
    let v = if name == "g" {
        GROUND
    } else {
        name.parse::<u32>().ok()?
    };
    graph.vertices().contains(&v).then_some(End::Old(v))
}

fn state_of(end: End) -> String {
    match end {
        End::Old(v) => format!("from={}", vertex_name(v)),
        End::New => "from=new".to_string(),
    }
}

fn end_name(end: End, fresh: u32) -> String {
    match end {
        End::Old(GROUND) => "the ground".to_string(),
        End::Old(v) => format!("vertex {v}"),
        End::New => format!("a new vertex {fresh}"),
    }
}

/// The graph with the edge from `a` to `b` added, as text; `None` when
/// the edge cannot be added (two new ends would float, or the graph is
/// full).
pub fn with_edge(graph: &Graph, a: End, b: End) -> Option<String> {
    let fresh = fresh(graph)?;
    if graph.edges.len() >= MAX_EDGES {
        return None;
    }
    let v = |e: End| match e {
        End::Old(v) => v,
        End::New => fresh,
    };
    if a == End::New && b == End::New {
        return None;
    }
    let mut g = graph.clone();
    let (x, y) = (v(a), v(b));
    g.edges.push((x.min(y), x.max(y)));
    Some(format_graph(&g))
}

/// The graph without edge `i` and whatever that leaves hanging, as text
/// (a graph's text holds only edges standing on the ground).
pub fn without_edge(graph: &Graph, i: usize) -> String {
    let mut g = graph.clone();
    if i < g.edges.len() {
        g.edges.remove(i);
    }
    format_graph(&g.pruned())
}

/// The number a new vertex gets, unless every number is taken.
fn fresh(graph: &Graph) -> Option<u32> {
    let next = graph.vertices().last().copied().unwrap_or(GROUND) + 1;
    (next <= MAX_VERTEX).then_some(next)
}

/// What choosing `end` does in state `from`.
fn action(graph: &Graph, from: Option<End>, end: End) -> Option<VertexAction> {
    let n = fresh(graph).unwrap_or(MAX_VERTEX);
    match from {
        None => {
            fresh(graph)?;
            (graph.edges.len() < MAX_EDGES).then(|| VertexAction {
                click: Click::Choose(state_of(end)),
                label: format!("Start an edge at {}", end_name(end, n)),
                chosen: false,
            })
        }
        Some(first) => {
            let text = with_edge(graph, first, end)?;
            let label = if first == end {
                format!("Add a loop at {}", end_name(end, n))
            } else {
                format!(
                    "Add an edge from {} to {}",
                    end_name(first, n),
                    end_name(end, n)
                )
            };
            Some(VertexAction {
                click: Click::Edit(text),
                label,
                chosen: first == end,
            })
        }
    }
}

/// A vertex the editor cannot use now: a label, no action.
fn idle(end: End, n: u32) -> VertexAction {
    VertexAction {
        click: Click::Idle,
        label: format!("{} (not available)", end_name(end, n)),
        chosen: false,
    }
}

/// The editor: the graph with clickable vertices, the same choices as a
/// list of buttons, and each edge with a button removing it.
pub fn editor(graph: &Graph, state: &str) -> Markup {
    let from = chosen(graph, state);
    let n = fresh(graph).unwrap_or(MAX_VERTEX);
    let full = graph.edges.len() >= MAX_EDGES || fresh(graph).is_none();
    let status = match from {
        _ if full => {
            format!("The graph is full ({MAX_EDGES} edges at most): remove an edge first.")
        }
        None => {
            "Choose the first end of a new edge: the ground, a vertex, or a new vertex.".to_string()
        }
        Some(first) => format!(
            "First end: {}. Choose the second end (the same end again makes a loop).",
            end_name(first, n)
        ),
    };
    html! {
        section.hb-editor aria-labelledby="hb-editor-title" {
            h3 #hb-editor-title { "Draw a graph" }
            p.hb-status aria-live="polite" { (status) }
            figure.hb-figure.hb-edit-figure { (picture(graph, from, n)) }
            (ends(graph, from, n))
            @if !graph.edges.is_empty() {
                (edge_list(graph))
            }
        }
    }
}

/// The graph being drawn, its vertices buttons while it is small enough.
fn picture(graph: &Graph, from: Option<End>, n: u32) -> Markup {
    let pick = |v: u32| action(graph, from, End::Old(v)).unwrap_or_else(|| idle(End::Old(v), n));
    let clickable = graph.edges.len() <= CLICKABLE;
    let look = Look {
        names: true,
        vertex_action: clickable.then_some(&pick as &dyn Fn(u32) -> VertexAction),
        new_vertex: clickable
            .then(|| action(graph, from, End::New).unwrap_or_else(|| idle(End::New, n))),
        ..Look::plain(
            "hb-svg hb-edit-svg",
            if clickable {
                "The graph being drawn; its vertices are buttons".to_string()
            } else {
                "The graph being drawn; choose ends from the buttons below".to_string()
            },
            Frame {
                max_parts: 60,
                min_width: 380.0,
                min_height: 180.0,
                min_columns: 1.0,
            },
        )
    };
    svg(graph, &look)
}

/// The ends of a new edge as a list of buttons, and Cancel once a first
/// end is chosen.
fn ends(graph: &Graph, from: Option<End>, n: u32) -> Markup {
    let mut ends: Vec<End> = graph.vertices().into_iter().map(End::Old).collect();
    ends.push(End::New);
    html! {
        div.hb-ends role="group" aria-label="Ends of the new edge" {
            @for end in ends {
                @let text = match end {
                    End::Old(GROUND) => "g (ground)".to_string(),
                    End::Old(v) => v.to_string(),
                    End::New => format!("new vertex ({n})"),
                };
                @match action(graph, from, end) {
                    Some(a) => {
                        button type="button" class="secondary hb-end" aria-label=(a.label)
                            aria-pressed=(a.chosen) data-editor=[a.choose()]
                            data-edit=[a.edit()] { (text) }
                    }
                    None => {
                        button type="button" class="secondary hb-end" disabled { (text) }
                    }
                }
            }
            @if from.is_some() {
                button type="button" class="ghost" data-editor="idle" { "Cancel" }
            }
        }
    }
}

/// Each edge with a button removing it (and what it holds up), then a
/// button clearing the graph.
fn edge_list(graph: &Graph) -> Markup {
    html! {
        ul.hb-edge-list aria-label="Edges" {
            @for (i, &(a, b)) in graph.edges.iter().enumerate() {
                @let name = format!("{}-{}", vertex_name(a), vertex_name(b));
                @let drops = falling(graph, i).iter().filter(|&&f| f).count();
                @let label = if drops == 0 {
                    format!("Remove the edge {name}")
                } else {
                    format!(
                        "Remove the edge {name} and the {drops} edge{} it holds up",
                        if drops == 1 { "" } else { "s" }
                    )
                };
                li {
                    span.hb-mono { (name) }
                    (edit_button("secondary hb-remove", &label, &without_edge(graph, i), "Remove"))
                }
            }
        }
        (edit_button("secondary hb-clear", "Clear the graph", "", "Clear"))
    }
}

/// A button starting a new game from `position`, whose attribute is
/// written even when empty: the empty graph's text is empty.
fn edit_button(class: &str, label: &str, position: &str, text: &str) -> Markup {
    html! {
        button type="button" class=(class) aria-label=(label) data-edit=(position) { (text) }
    }
}
