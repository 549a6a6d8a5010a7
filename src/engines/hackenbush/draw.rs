//! A laid-out graph as SVG markup: the ground as a thick line, the edges
//! (as buttons that cut them, where a move can be made), the vertices and
//! their names, and the parts' labels under the ground.

use super::layout::{layout, num, Frame, Layout, Spot};
use grundy::games::hackenbush::{vertex_name, Cut, Graph, Hackenbush, GROUND};
use grundy::Game;
use maud::{html, Markup};

/// How a graph is drawn.
pub struct Look<'a> {
    /// The SVG's classes.
    pub class: &'a str,
    /// What the figure shows, read out.
    pub label: String,
    /// Which parts to draw and the view box's least size.
    pub frame: Frame,
    /// Edges are buttons carrying their cut (`data-move`).
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

/// `graph` drawn as `look` says.
pub fn svg(graph: &Graph, look: &Look) -> Markup {
    let l = layout(graph, look.frame);
    let parts = graph.parts();
    let role = if look.interactive() { "group" } else { "img" };
    let view_box = view_box(&l);
    html! {
        svg class=(look.class) viewBox=(view_box) width="100%"
            preserveAspectRatio="xMidYMax meet" role=(role) aria-label=(look.label) {
            title { (look.label) }
            path.hb-ground d=(ground_path(&l)) {}
            @if look.names {
                (ground_name(&l))
            }
            (edges(graph, &l, look, &parts))
            (vertices(graph, &l, look))
            @if look.part_tags {
                (part_tags(&l, look.selected))
            }
            (more(&l))
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
/// cuts it on the board.
pub fn edges(graph: &Graph, l: &Layout, look: &Look, parts: &[usize]) -> Markup {
    html! {
        @for (i, path) in l.paths.iter().enumerate() {
            @if let Some(d) = path {
                @let part = parts.get(i).copied().unwrap_or(0);
                g.hb-e.hb-sel[look.selected == Some(part)].hb-cut[look.cut == Some(i)]
                    .hb-falls[marked(&look.falls, i)].hb-lit[marked(&look.lit_edges, i)] {
                    @if look.moves {
                        @let text = move_text(graph, parts, i);
                        @let label = format!("Cut the edge {text}");
                        path.hb-hit d=(d) role="button" tabindex="0" aria-label=(label)
                            data-move=(text) { title { (label) } }
                    }
                    path.hb-line d=(d) {}
                }
            }
        }
    }
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
fn part_tags(l: &Layout, selected: Option<usize>) -> Markup {
    html! {
        @for p in &l.parts {
            @let on = selected == Some(p.part);
            // A narrow part gets its number alone, so tags do not overlap.
            @let word = if p.width >= 60.0 { "part " } else { "" };
            @let text = if on {
                format!("● {word}{}", p.part + 1)
            } else {
                format!("{word}{}", p.part + 1)
            };
            @let w = (12.0 + 6.5 * text.chars().count() as f64).min(p.width.max(20.0) - 2.0);
            g.hb-tag.hb-sel[on] role="button" tabindex="0"
                aria-label={ "Select part " (p.part + 1) } aria-pressed=(on)
                data-component=(p.part) {
                rect x=(num(p.x - w / 2.0)) y=(num(l.ground_y + 9.0)) width=(num(w)) height="18"
                    rx="9" {}
                text x=(num(p.x)) y=(num(l.ground_y + 22.0)) { (text) }
            }
        }
    }
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
