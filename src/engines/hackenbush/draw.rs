//! A laid-out graph as SVG: the ground as a thick line, the edges (each a
//! button that cuts it, where a move can be made), the vertices and their
//! names, and the parts' labels under the ground, each a button selecting
//! its part.

use super::layout::{layout, num, Frame, Layout, Spot};
use crate::engines::protocol::{Button, Part, Shape, Svg, Target, ViewAction};
use grundy::games::hackenbush::{vertex_name, Cut, Graph, Hackenbush, GROUND};
use grundy::Game;
use maud::{html, Markup, PreEscaped};

/// How a graph is drawn.
pub struct Look<'a> {
    /// The SVG's classes.
    pub class: &'a str,
    /// What the figure shows, read out.
    pub label: String,
    /// Which parts to draw and the view box's least size.
    pub frame: Frame,
    /// Edges are buttons playing their cut.
    pub moves: bool,
    /// Vertex names are written.
    pub names: bool,
    /// Parts get labels under the ground that select them.
    pub part_tags: bool,
    /// The part whose edges stand out.
    pub selected: Option<usize>,
    /// The edge a previewed cut removes (dashed).
    pub cut: Option<usize>,
    /// Edges that fall with the previewed cut (dimmed), by index.
    pub falls: Vec<bool>,
    /// Edges a walkthrough step changed.
    pub lit_edges: Vec<bool>,
    /// Vertices a walkthrough step changed.
    pub lit_vertices: Vec<u32>,
}

impl Look<'_> {
    /// A plain picture: no buttons, nothing marked.
    pub fn plain(class: &str, label: String, frame: Frame) -> Look<'_> {
        Look {
            class,
            label,
            frame,
            moves: false,
            names: false,
            part_tags: false,
            selected: None,
            cut: None,
            falls: Vec::new(),
            lit_edges: Vec::new(),
            lit_vertices: Vec::new(),
        }
    }

    fn interactive(&self) -> bool {
        self.moves || self.part_tags
    }
}

/// For each edge, whether it falls when edge `cut` is cut (the cut edge
/// itself not counted).
pub fn falling(graph: &Graph, cut: usize) -> Vec<bool> {
    if cut >= graph.edges.len() {
        return vec![false; graph.edges.len()];
    }
    let mut rest = graph.clone();
    rest.edges.remove(cut);
    let mut on = rest.grounded();
    on.insert(cut, true);
    on.into_iter().map(|g| !g).collect()
}

/// The text of the move cutting edge `i`, as the core writes it.
pub fn move_text(graph: &Graph, parts: &[usize], i: usize) -> String {
    let ends = graph.edges[i];
    // The first copy of a parallel edge is the one a cut names.
    let edge = graph.edges.iter().position(|&e| e == ends).unwrap_or(i);
    let cut = Cut {
        component: parts.get(i).copied().unwrap_or(0),
        edge,
        ends,
        rest: String::new(),
    };
    Hackenbush.format_move(graph, &cut)
}

/// `graph` drawn as `look` says: the drawing's frame and its parts, the
/// edges' cuts and the parts' labels clickable where `look` asks.
pub fn figure(graph: &Graph, look: &Look) -> (Svg, Vec<Part>) {
    let l = layout(graph, look.frame);
    let parts = graph.parts();
    let svg = Svg {
        class: look.class.to_string(),
        view_box: view_box(&l),
        aspect: "xMidYMax meet".to_string(),
        role: if look.interactive() { "group" } else { "img" }.to_string(),
        label: look.label.clone(),
        size: None,
    };
    let mut out = vec![Part::Markup(
        html! {
            title { (look.label) }
            path.hb-ground d=(ground_path(&l)) {}
            @if look.names {
                (ground_name(&l))
            }
        }
        .into_string(),
    )];
    out.extend(edges(graph, &l, look, &parts));
    out.push(Part::Markup(vertices(graph, &l, look).into_string()));
    if look.part_tags {
        out.extend(part_tags(&l, look.selected));
    }
    out.push(Part::Markup(more(&l).into_string()));
    (svg, out)
}

/// `graph` drawn as `look` says, with nothing to click: a picture.
pub fn svg(graph: &Graph, look: &Look) -> Markup {
    let (frame, parts) = figure(graph, look);
    let drawn: String = parts
        .into_iter()
        .map(|p| match p {
            Part::Markup(m) => m,
            // A picture's look asks for no buttons: nothing else is drawn.
            Part::Target(_) | Part::Group { .. } => String::new(),
        })
        .collect();
    html! {
        svg class=(frame.class) viewBox=(frame.view_box) width="100%"
            preserveAspectRatio=(frame.aspect) role=(frame.role) aria-label=(frame.label) {
            (PreEscaped(drawn))
        }
    }
}

/// The `viewBox` of a drawing laid out as `l`.
pub fn view_box(l: &Layout) -> String {
    format!("0 0 {} {}", num(l.width), num(l.height))
}

/// The note that parts were left out, if any were.
pub fn more(l: &Layout) -> Markup {
    html! {
        @if l.hidden > 0 {
            text.hb-more x=(num(l.width - 8.0)) y=(num(l.ground_y - 8.0)) {
                "… " (l.hidden) " more part" @if l.hidden != 1 { "s" }
            }
        }
    }
}

/// The ground's line: a thick line, itself a vertex in the editor.
pub fn ground_path(l: &Layout) -> String {
    format!("M4 {y}H{}", num(l.width - 4.0), y = num(l.ground_y + 3.0))
}

/// The ground's name.
pub fn ground_name(l: &Layout) -> Markup {
    html! {
        text.hb-name x="8" y=(num(l.ground_y - 6.0)) aria-hidden="true" { "g" }
    }
}

/// Whether edge `i` is marked in `marks` (a list that may be short).
fn marked(marks: &[bool], i: usize) -> bool {
    marks.get(i).copied().unwrap_or(false)
}

/// The edges, each in a group carrying its marks, with the button that
/// cuts it on the board (an edge of a picture is markup alone).
pub fn edges(graph: &Graph, l: &Layout, look: &Look, parts: &[usize]) -> Vec<Part> {
    l.paths
        .iter()
        .enumerate()
        .filter_map(|(i, path)| {
            let d = path.as_ref()?;
            let part = parts.get(i).copied().unwrap_or(0);
            let mut class = "hb-e".to_string();
            for (name, on) in [
                ("hb-sel", look.selected == Some(part)),
                ("hb-cut", look.cut == Some(i)),
                ("hb-falls", marked(&look.falls, i)),
                ("hb-lit", marked(&look.lit_edges, i)),
            ] {
                if on {
                    class.push(' ');
                    class.push_str(name);
                }
            }
            let line = html! { path.hb-line d=(d) {} }.into_string();
            if !look.moves {
                return Some(Part::Markup(
                    html! { g class=(class) { (PreEscaped(line)) } }.into_string(),
                ));
            }
            let text = move_text(graph, parts, i);
            let label = format!("Cut the edge {text}");
            let cut = Button::new(label.clone(), "hb-hit", ViewAction::Play(text)).labelled(label);
            Some(Part::Group {
                class,
                transform: None,
                // The wide, unseen hit path first: hovering or focusing it
                // marks the line after it.
                parts: vec![
                    Target::shape(Shape::Path { d: d.clone() }, cut),
                    Part::Markup(line),
                ],
            })
        })
        .collect()
}

/// The vertices and their names.
fn vertices(graph: &Graph, l: &Layout, look: &Look) -> Markup {
    let fallen: Vec<u32> = vertices_falling(graph, &look.falls, look.cut);
    // Names on squeezed rows (a long stalk) would overlap one another.
    let names = look.names && l.scale >= 0.5;
    html! {
        @for s in &l.spots {
            @let lit = look.lit_vertices.contains(&s.vertex);
            (dot(l, s, lit, fallen.contains(&s.vertex)))
            @if names {
                (name(s))
            }
        }
    }
}

/// A vertex's disc, larger when `lit`, faded when it falls.
pub fn dot(l: &Layout, s: &Spot, lit: bool, falls: bool) -> Markup {
    let r = if lit { 5.5 } else { 3.8 } * l.scale.max(0.3);
    html! {
        circle.hb-v.hb-falls[falls].hb-lit[lit] cx=(num(s.x)) cy=(num(s.y)) r=(num(r)) {}
    }
}

/// A vertex's name.
pub fn name(s: &Spot) -> Markup {
    html! {
        text.hb-name x=(num(s.name.0)) y=(num(s.name.1 + 4.0)) aria-hidden="true" {
            (vertex_name(s.vertex))
        }
    }
}

/// The parts' labels under the ground, each a button selecting its part.
fn part_tags(l: &Layout, selected: Option<usize>) -> Vec<Part> {
    l.parts
        .iter()
        .map(|p| {
            let on = selected == Some(p.part);
            // A narrow part gets its number alone, so tags do not overlap.
            let word = if p.width >= 60.0 { "part " } else { "" };
            let text = if on {
                format!("● {word}{}", p.part + 1)
            } else {
                format!("{word}{}", p.part + 1)
            };
            let w = (12.0 + 6.5 * text.chars().count() as f64).min(p.width.max(20.0) - 2.0);
            let (x, y) = (p.x - w / 2.0, l.ground_y + 9.0);
            let inner = html! {
                // Under the label, its unseen border widens where it is touched.
                path.hb-tag-hit d=(format!("M{} {}h{}v18h-{}Z", num(x), num(y), num(w), num(w))) {}
                rect x=(num(x)) y=(num(y)) width=(num(w)) height="18" rx="9" {}
                text x=(num(p.x)) y=(num(l.ground_y + 22.0)) { (text) }
            };
            let button = Button {
                class: if on { "hb-tag hb-sel" } else { "hb-tag" }.to_string(),
                label: Some(format!("Select part {}", p.part + 1)),
                pressed: Some(on),
                action: Some(ViewAction::Select(p.part)),
                ..Button::default()
            };
            Target::group(button, inner.into_string())
        })
        .collect()
}

/// The vertices off the ground that no longer reach it after the cut.
fn vertices_falling(graph: &Graph, falls: &[bool], cut: Option<usize>) -> Vec<u32> {
    if cut.is_none() {
        return Vec::new();
    }
    let kept: Vec<u32> = graph
        .edges
        .iter()
        .enumerate()
        .filter(|&(i, _)| Some(i) != cut && !marked(falls, i))
        .flat_map(|(_, &(a, b))| [a, b])
        .collect();
    graph
        .vertices()
        .into_iter()
        .filter(|&v| v != GROUND && !kept.contains(&v))
        .collect()
}
