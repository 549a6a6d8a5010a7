//! Drawing a graph by hand: choose an edge's first end (the ground, a
//! vertex or a new vertex), then its second, and the edge is added. The
//! first end chosen is the editor's own state, kept until the graph
//! changes.

use super::draw::{dot, edge_lines, falling, ground_name, more, name, view_box, Look};
use crate::display::raw;
use crate::games::shown::BoardMsg;
use crate::games::target::{target, Named, Shape};
use figures::hackenbush::figure::ground_path;
use figures::hackenbush::layout::{layout, num, Frame};
use grundy::dynamic::DynPosition;
use grundy::games::hackenbush::{vertex_name, Graph, GROUND, MAX_EDGES, MAX_VERTEX};
use maud::html as markup;
use yew::prelude::*;

/// Edges up to which the picture's vertices are buttons too; past it
/// they are too small to aim at, and the list below serves alone.
const CLICKABLE: usize = 80;

/// An edge's end as the editor offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum End {
    /// A vertex already drawn (or the ground).
    Old(u32),
    /// A vertex not yet drawn, numbered after the largest.
    New,
}

fn end_name(end: End, fresh: u32) -> String {
    match end {
        End::Old(GROUND) => "the ground".to_string(),
        End::Old(v) => format!("vertex {v}"),
        End::New => format!("a new vertex {fresh}"),
    }
}

/// The graph with the edge from `a` to `b` added; `None` when the edge
/// cannot be added (two new ends would float, or the graph is full).
pub fn with_edge(graph: &Graph, a: End, b: End) -> Option<Graph> {
    let fresh = fresh(graph)?;
    if graph.edges.len() >= MAX_EDGES || a == End::New && b == End::New {
        return None;
    }
    let v = |e: End| match e {
        End::Old(v) => v,
        End::New => fresh,
    };
    let mut g = graph.clone();
    let (x, y) = (v(a), v(b));
    g.edges.push((x.min(y), x.max(y)));
    Some(g)
}

/// The graph without edge `i` and whatever that leaves hanging.
pub fn without_edge(graph: &Graph, i: usize) -> Graph {
    let mut g = graph.clone();
    if i < g.edges.len() {
        g.edges.remove(i);
    }
    g.pruned()
}

/// The number a new vertex gets, unless every number is taken.
fn fresh(graph: &Graph) -> Option<u32> {
    let next = graph.vertices().last().copied().unwrap_or(GROUND) + 1;
    (next <= MAX_VERTEX).then_some(next)
}

/// What choosing an end does: choose it as the first end, or add the
/// edge it ends.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Does {
    Choose(End),
    Add(Graph),
}

/// What an end does now (none when it cannot be used), its name read out,
/// and whether it is the chosen first end.
pub(super) struct EndAction {
    pub does: Option<Does>,
    pub label: String,
    pub chosen: bool,
}

/// What choosing `end` does with `from` chosen first.
pub(super) fn action(graph: &Graph, from: Option<End>, end: End) -> EndAction {
    let n = fresh(graph).unwrap_or(MAX_VERTEX);
    let idle = EndAction {
        does: None,
        label: format!("{} (not available)", end_name(end, n)),
        chosen: false,
    };
    match from {
        None if fresh(graph).is_some() && graph.edges.len() < MAX_EDGES => EndAction {
            does: Some(Does::Choose(end)),
            label: format!("Start an edge at {}", end_name(end, n)),
            chosen: false,
        },
        None => idle,
        Some(first) => match with_edge(graph, first, end) {
            Some(g) => EndAction {
                does: Some(Does::Add(g)),
                label: if first == end {
                    format!("Add a loop at {}", end_name(end, n))
                } else {
                    format!(
                        "Add an edge from {} to {}",
                        end_name(first, n),
                        end_name(end, n)
                    )
                },
                chosen: first == end,
            },
            None => idle,
        },
    }
}

/// Properties of [`Editor`].
#[derive(Properties, PartialEq)]
pub struct EditorProps {
    /// The graph on the table.
    pub graph: Graph,
    /// Hears a new graph.
    pub send: Callback<BoardMsg>,
    /// The first end chosen at first.
    #[prop_or_default]
    pub first: Option<End>,
}

/// The editor: the graph with clickable vertices, the same choices as a
/// list of buttons, and each edge with a button removing it.
#[component]
pub fn Editor(props: &EditorProps) -> Html {
    let from = use_state(|| props.first);
    let graph = &props.graph;
    // An end chosen in another graph is no end of this one.
    let first = (*from).filter(|e| match e {
        End::Old(v) => graph.vertices().contains(v),
        End::New => true,
    });
    let n = fresh(graph).unwrap_or(MAX_VERTEX);
    let full = graph.edges.len() >= MAX_EDGES || fresh(graph).is_none();
    let status = match first {
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
    let act = {
        let (from, send) = (from.clone(), props.send.clone());
        Callback::from(move |does: Does| match does {
            Does::Choose(end) => from.set(Some(end)),
            Does::Add(g) => {
                from.set(None);
                send.emit(BoardMsg::Edit(DynPosition::new(g)));
            }
        })
    };
    let cancel = {
        let from = from.clone();
        move |_: MouseEvent| from.set(None)
    };
    html! {
        <section class="hb-editor" aria-labelledby="hb-editor-title">
            <h3 id="hb-editor-title">{"Draw a graph"}</h3>
            <p class="hb-status" aria-live="polite">{status}</p>
            {picture(graph, first, &act)}
            <div class="hb-ends" role="group" aria-label="Ends of the new edge">
                {ends(graph, first, n, &act)}
                if first.is_some() {
                    <button type="button" class="ghost" onclick={cancel}>{"Cancel"}</button>
                }
            </div>
            if !graph.edges.is_empty() {
                {edge_list(graph, &props.send)}
                <button type="button" class="secondary hb-clear" aria-label="Clear the graph"
                    onclick={props.send.reform(|_: MouseEvent| BoardMsg::Edit(DynPosition::new(Graph::default())))}>
                    {"Clear"}
                </button>
            }
        </section>
    }
}

/// The graph being drawn, its vertices buttons while it is small enough.
fn picture(graph: &Graph, from: Option<End>, act: &Callback<Does>) -> Html {
    let clickable = graph.edges.len() <= CLICKABLE;
    let look = Look {
        names: true,
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
    let l = layout(graph, look.frame);
    let pick = |end: End, shape: Shape, class: &'static str| {
        let a = action(graph, from, end);
        let does = a.does.clone();
        let act = act.clone();
        let named = Named::new(classes!(class, a.chosen.then_some("hb-chosen")), a.label)
            .pressed(a.chosen)
            .disabled(does.is_none());
        let key = match end {
            End::Old(v) => vertex_name(v),
            End::New => "new".to_string(),
        };
        target(
            key,
            shape,
            named,
            Callback::from(move |()| {
                if let Some(d) = does.clone() {
                    act.emit(d);
                }
            }),
        )
    };
    let circle = |x: f64, y: f64| Shape::Circle {
        cx: num(x),
        cy: num(y),
        r: "11".to_string(),
    };
    let d = ground_path(&l);
    // The wide unseen stroke is the target; the line after it shows
    // whether it is hovered, focused or chosen.
    let ground = if clickable {
        html! {
            <>
                {pick(End::Old(GROUND), Shape::Path(d.clone()), "hb-hit hb-ground-hit")}
                <path class="hb-ground" {d} />
            </>
        }
    } else {
        html! { <path class="hb-ground" {d} /> }
    };
    let spots = l.spots.iter().map(|s| {
        html! {
            <g key={s.vertex}>
                {raw(dot(&l, s, false, false))}
                if clickable {
                    {pick(End::Old(s.vertex), circle(s.x, s.y), "hb-pick")}
                }
                // Names on squeezed rows (a long stalk) would overlap.
                if l.scale >= 0.5 {
                    {raw(name(s))}
                }
            </g>
        }
    });
    // The "new vertex", in the top right corner: its dashed ring under
    // the target, whose unseen border widens where it is touched.
    let (x, y) = (l.width - 22.0, 20.0);
    let new_vertex = clickable.then(|| {
        let plus = format!(
            "M{} {}h10M{} {}v10",
            num(x - 5.0),
            num(y),
            num(x),
            num(y - 5.0)
        );
        html! {
            <>
                {raw(markup! {
                    text.hb-name.hb-end-anchor x=(num(x - 16.0)) y=(num(y + 4.0)) aria-hidden="true" { "new" }
                    circle.hb-new-ring cx=(num(x)) cy=(num(y)) r="11" {}
                })}
                {pick(End::New, circle(x, y), "hb-pick hb-new")}
                <path class="hb-plus" d={plus} />
            </>
        }
    });
    html! {
        <figure class="hb-figure hb-edit-figure">
            <svg class={look.class} viewBox={view_box(&l)} width="100%"
                preserveAspectRatio="xMidYMax meet" role={if clickable { "group" } else { "img" }}
                aria-label={look.label.clone()}>
                <title>{look.label.clone()}</title>
                {ground}
                {raw(ground_name(&l))}
                {raw(edge_lines(&l, &look, &graph.parts()))}
                { for spots }
                {new_vertex}
                {raw(more(&l))}
            </svg>
        </figure>
    }
}

/// The ends of a new edge as buttons.
fn ends(graph: &Graph, from: Option<End>, n: u32, act: &Callback<Does>) -> Html {
    let mut ends: Vec<End> = graph.vertices().into_iter().map(End::Old).collect();
    ends.push(End::New);
    ends.into_iter()
        .map(|end| {
            let text = match end {
                End::Old(GROUND) => "g (ground)".to_string(),
                End::Old(v) => v.to_string(),
                End::New => format!("new vertex ({n})"),
            };
            let a = action(graph, from, end);
            let onclick = a
                .does
                .clone()
                .map(|d| act.reform(move |_: MouseEvent| d.clone()));
            let label = a.does.is_some().then_some(a.label);
            html! {
                <button key={text.clone()} type="button" class="secondary hb-end" aria-label={label}
                    aria-pressed={a.does.is_some().then(|| a.chosen.to_string())}
                    disabled={a.does.is_none()} {onclick}>
                    {text}
                </button>
            }
        })
        .collect()
}

/// Each edge with a button removing it (and what it holds up).
fn edge_list(graph: &Graph, send: &Callback<BoardMsg>) -> Html {
    let items = graph.edges.iter().enumerate().map(|(i, &(a, b))| {
        let name = format!("{}-{}", vertex_name(a), vertex_name(b));
        let drops = falling(graph, i).iter().filter(|&&f| f).count();
        let label = if drops == 0 {
            format!("Remove the edge {name}")
        } else {
            format!(
                "Remove the edge {name} and the {drops} edge{} it holds up",
                if drops == 1 { "" } else { "s" }
            )
        };
        let after = without_edge(graph, i);
        let onclick = send.reform(move |_: MouseEvent| BoardMsg::Edit(DynPosition::new(after.clone())));
        html! {
            <li key={i}>
                <span class="hb-mono">{name}</span>
                <button type="button" class="secondary hb-remove" aria-label={label} {onclick}>{"Remove"}</button>
            </li>
        }
    });
    html! { <ul class="hb-edge-list" aria-label="Edges">{ for items }</ul> }
}
