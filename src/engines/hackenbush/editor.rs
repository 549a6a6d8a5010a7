//! Drawing a graph by hand: choose an edge's first end (the ground, a
//! vertex or a new vertex), then its second, and the edge is added. The
//! editor's state is the first end chosen: `from=g`, `from=3`, `from=new`,
//! or anything else for none.

use super::draw::{dot, edges, falling, ground_name, ground_path, more, name, view_box, Look};
use super::layout::{layout, num, Frame};
use crate::engines::protocol::{
    Block, Button, Figure, GroupTag, Item, ModuleView, Part, Shape, Svg, Target, ViewAction,
};
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

/// What a vertex of the editor does: its action (none when it cannot be
/// used now), its name read out, and whether it is the chosen first end.
struct VertexAction {
    action: Option<ViewAction>,
    label: String,
    chosen: bool,
}

impl VertexAction {
    /// The vertex as a button: a figure's part or a button of the list.
    fn button(self, text: String, class: &str) -> Button {
        Button {
            text,
            class: class.to_string(),
            label: Some(self.label),
            pressed: Some(self.chosen),
            disabled: self.action.is_none(),
            action: self.action,
            ..Button::default()
        }
    }
}

/// What choosing `end` does in state `from`.
fn action(graph: &Graph, from: Option<End>, end: End) -> Option<VertexAction> {
    let n = fresh(graph).unwrap_or(MAX_VERTEX);
    match from {
        None => {
            fresh(graph)?;
            (graph.edges.len() < MAX_EDGES).then(|| VertexAction {
                action: Some(ViewAction::State(state_of(end))),
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
                action: Some(ViewAction::Edit(text)),
                label,
                chosen: first == end,
            })
        }
    }
}

/// A vertex the editor cannot use now: a label, no action.
fn idle(end: End, n: u32) -> VertexAction {
    VertexAction {
        action: None,
        label: format!("{} (not available)", end_name(end, n)),
        chosen: false,
    }
}

/// The editor: the graph with clickable vertices, the same choices as a
/// list of buttons, and each edge with a button removing it.
pub fn editor(graph: &Graph, state: &str) -> ModuleView {
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
    let mut blocks = vec![
        Block::Heading {
            id: Some("hb-editor-title".to_string()),
            text: "Draw a graph".to_string(),
        },
        Block::Status {
            class: "hb-status".to_string(),
            role: None,
            live: Some("polite".to_string()),
            testid: None,
            text: status,
        },
        Block::Figure(picture(graph, from, n)),
        ends(graph, from, n),
    ];
    if !graph.edges.is_empty() {
        blocks.push(edge_list(graph));
        blocks.push(Block::Button(edit_button(
            "secondary hb-clear",
            "Clear the graph",
            "",
            "Clear",
        )));
    }
    ModuleView {
        blocks: vec![Block::Group {
            tag: GroupTag::Section,
            class: "hb-editor".to_string(),
            labelled_by: Some("hb-editor-title".to_string()),
            label: None,
            id: None,
            testid: None,
            value: None,
            blocks,
        }],
    }
}

/// The graph being drawn, its vertices buttons while it is small enough.
fn picture(graph: &Graph, from: Option<End>, n: u32) -> Figure {
    let pick = |end: End| action(graph, from, end).unwrap_or_else(|| idle(end, n));
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
    let mark = |m: Markup| Part::Markup(m.into_string());
    let target = |shape: Shape, a: VertexAction, class: &str| {
        let chosen = if a.chosen { " hb-chosen" } else { "" };
        Part::Target(Box::new(Target {
            shape,
            button: a.button(String::new(), &format!("{class}{chosen}")),
            inner: String::new(),
        }))
    };
    let circle = |x: f64, y: f64| Shape::Circle {
        cx: num(x),
        cy: num(y),
        r: "11".to_string(),
    };
    let mut parts = vec![mark(html! { title { (look.label) } })];
    if clickable {
        // The wide unseen stroke is the target; the line after it shows
        // whether it is hovered, focused or chosen.
        let d = ground_path(&l);
        parts.push(target(
            Shape::Path { d: d.clone() },
            pick(End::Old(GROUND)),
            "hb-hit hb-ground-hit",
        ));
        parts.push(mark(html! { path.hb-ground d=(d) {} }));
    } else {
        parts.push(mark(html! { path.hb-ground d=(ground_path(&l)) {} }));
    }
    parts.push(mark(ground_name(&l)));
    parts.extend(edges(graph, &l, &look, &graph.parts()));
    for s in &l.spots {
        parts.push(mark(dot(&l, s, false, false)));
        if clickable {
            parts.push(target(
                circle(s.x, s.y),
                pick(End::Old(s.vertex)),
                "hb-pick",
            ));
        }
        // Names on squeezed rows (a long stalk) would overlap one another.
        if l.scale >= 0.5 {
            parts.push(mark(name(s)));
        }
    }
    if clickable {
        // The "new vertex", in the top right corner.
        let (x, y) = (l.width - 22.0, 20.0);
        parts.push(mark(html! {
            text.hb-name.hb-end-anchor x=(num(x - 16.0)) y=(num(y + 4.0)) aria-hidden="true" {
                "new"
            }
        }));
        // Its dashed ring is drawn under the target, whose unseen border
        // widens where it is touched.
        parts.push(mark(html! {
            circle.hb-new-ring cx=(num(x)) cy=(num(y)) r="11" {}
        }));
        parts.push(target(circle(x, y), pick(End::New), "hb-pick hb-new"));
        let plus = format!(
            "M{} {}h10M{} {}v10",
            num(x - 5.0),
            num(y),
            num(x),
            num(y - 5.0)
        );
        parts.push(mark(html! { path.hb-plus d=(plus) {} }));
    }
    parts.push(mark(more(&l)));
    Figure {
        class: "hb-figure hb-edit-figure".to_string(),
        svg: Svg {
            class: look.class.to_string(),
            view_box: view_box(&l),
            aspect: "xMidYMax meet".to_string(),
            role: if clickable { "group" } else { "img" }.to_string(),
            label: look.label.clone(),
            size: None,
        },
        parts,
        caption: None,
    }
}

/// The ends of a new edge as a list of buttons, and Cancel once a first
/// end is chosen.
fn ends(graph: &Graph, from: Option<End>, n: u32) -> Block {
    let mut ends: Vec<End> = graph.vertices().into_iter().map(End::Old).collect();
    ends.push(End::New);
    let mut buttons: Vec<Button> = ends
        .into_iter()
        .map(|end| {
            let text = match end {
                End::Old(GROUND) => "g (ground)".to_string(),
                End::Old(v) => v.to_string(),
                End::New => format!("new vertex ({n})"),
            };
            match action(graph, from, end) {
                Some(a) => a.button(text, "secondary hb-end"),
                None => Button {
                    text,
                    class: "secondary hb-end".to_string(),
                    disabled: true,
                    ..Button::default()
                },
            }
        })
        .collect();
    if from.is_some() {
        buttons.push(Button::new(
            "Cancel",
            "ghost",
            ViewAction::State("idle".to_string()),
        ));
    }
    Block::Buttons {
        class: "hb-ends".to_string(),
        role: "group".to_string(),
        label: "Ends of the new edge".to_string(),
        buttons,
    }
}

/// Each edge with a button removing it (and what it holds up); a button
/// clearing the graph follows.
fn edge_list(graph: &Graph) -> Block {
    let items = graph
        .edges
        .iter()
        .enumerate()
        .map(|(i, &(a, b))| {
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
            let remove = edit_button(
                "secondary hb-remove",
                &label,
                &without_edge(graph, i),
                "Remove",
            );
            Item {
                text: name,
                text_class: "hb-mono".to_string(),
                buttons: vec![remove],
            }
        })
        .collect();
    Block::List {
        class: "hb-edge-list".to_string(),
        label: "Edges".to_string(),
        items,
    }
}

/// A button starting a new game from `position` (the empty graph's text
/// is empty).
fn edit_button(class: &str, label: &str, position: &str, text: &str) -> Button {
    Button::new(text, class, ViewAction::Edit(position.to_string())).labelled(label)
}
