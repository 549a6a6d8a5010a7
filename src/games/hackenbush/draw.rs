//! A laid-out graph as SVG: the ground as a thick line, the edges, the
//! vertices and their names, and under the ground the parts' labels. On
//! the board each edge is a button cutting it and each label a button
//! choosing its part; elsewhere (the walkthrough) the drawing is a
//! picture.

use crate::display::raw;
use crate::games::shown::{BoardMsg, Scene};
use crate::games::target::{target, Named, Shape};
use figures::hackenbush::figure::{
    dot_radius, ground_name_at, ground_path, name_at, names_fit, tag,
};
use figures::hackenbush::layout::{layout, num, Frame, Layout, Spot};
use grundy::dynamic::DynMove;
use grundy::games::hackenbush::{vertex_name, Cut, Graph, Hackenbush, GROUND};
use grundy::Game;
use maud::{html as markup, Markup};
use yew::prelude::*;

/// How a graph is drawn.
pub struct Look<'a> {
    /// The SVG's classes.
    pub class: &'a str,
    /// What the figure shows, read out.
    pub label: String,
    /// Which parts to draw and the view box's least size.
    pub frame: Frame,
    /// Vertex names are written.
    pub names: bool,
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
    /// A plain picture: nothing marked.
    pub fn plain(class: &str, label: String, frame: Frame) -> Look<'_> {
        Look {
            class,
            label,
            frame,
            names: false,
            selected: None,
            cut: None,
            falls: Vec::new(),
            lit_edges: Vec::new(),
            lit_vertices: Vec::new(),
        }
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

/// The move cutting edge `i`, as the game lists it: the first copy of a
/// parallel edge is the one a cut names.
pub fn cut_of(graph: &Graph, parts: &[usize], i: usize) -> Cut {
    let ends = graph.edges[i];
    let edge = graph.edges.iter().position(|&e| e == ends).unwrap_or(i);
    Hackenbush
        .moves(graph)
        .find(|c| c.edge == edge)
        .unwrap_or_else(|| Cut {
            component: parts.get(i).copied().unwrap_or(0),
            edge,
            ends,
            rest: String::new(),
        })
}

/// The text of the move cutting edge `i`, as the core writes it.
pub fn move_text(graph: &Graph, parts: &[usize], i: usize) -> String {
    Hackenbush.format_move(graph, &cut_of(graph, parts, i))
}

/// The `viewBox` of a drawing laid out as `l`.
pub fn view_box(l: &Layout) -> String {
    format!("0 0 {} {}", num(l.width), num(l.height))
}

/// The ground's name.
pub fn ground_name(l: &Layout) -> Markup {
    let (x, y) = ground_name_at(l);
    markup! {
        text.hb-name x=(num(x)) y=(num(y)) aria-hidden="true" { "g" }
    }
}

/// The figure's title, the ground and its name.
fn ground(l: &Layout, look: &Look) -> Markup {
    markup! {
        title { (look.label) }
        path.hb-ground d=(ground_path(l)) {}
        @if look.names {
            (ground_name(l))
        }
    }
}

/// The note that parts were left out, if any were.
pub fn more(l: &Layout) -> Markup {
    markup! {
        @if let Some(((x, y), words)) = figures::hackenbush::figure::more(l) {
            text.hb-more x=(num(x)) y=(num(y)) { (words) }
        }
    }
}

/// Whether edge `i` is marked in `marks` (a list that may be short).
fn marked(marks: &[bool], i: usize) -> bool {
    marks.get(i).copied().unwrap_or(false)
}

/// The classes of edge `i`'s group in part `part`.
fn edge_class(look: &Look, i: usize, part: usize) -> String {
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
    class
}

/// The edges of a picture, each in a group carrying its marks.
pub fn edge_lines(l: &Layout, look: &Look, parts: &[usize]) -> Markup {
    markup! {
        @for (i, path) in l.paths.iter().enumerate() {
            @if let Some(d) = path {
                @let part = parts.get(i).copied().unwrap_or(0);
                g class=(edge_class(look, i, part)) { path.hb-line d=(d) {} }
            }
        }
    }
}

/// The edges of the board, each in a group keyed by the cut it makes,
/// holding the wide unseen path that cuts it (hovering or focusing it
/// marks the line after it) and the line.
fn edge_buttons(graph: &Graph, l: &Layout, look: &Look, scene: &Scene) -> Html {
    let parts = graph.parts();
    let cuts: Vec<Cut> = Hackenbush.moves(graph).collect();
    let mut seen: Vec<String> = Vec::new();
    let edges = l.paths.iter().enumerate().filter_map(|(i, path)| {
        let d = path.as_ref()?;
        let part = parts.get(i).copied().unwrap_or(0);
        let first = graph
            .edges
            .iter()
            .position(|&e| e == graph.edges[i])
            .unwrap_or(i);
        let cut = cuts
            .iter()
            .find(|c| c.edge == first)
            .cloned()
            .unwrap_or_else(|| cut_of(graph, &parts, i));
        let text = Hackenbush.format_move(graph, &cut);
        // Parallel edges cut alike; each copy is keyed apart.
        let copy = seen.iter().filter(|t| **t == text).count();
        seen.push(text.clone());
        let label = format!("Cut the edge {text}");
        let send = scene.send.clone();
        let component = cut.component;
        let act = Callback::from(move |()| {
            send.emit(BoardMsg::Play(DynMove::new(cut.clone(), component)));
        });
        let named = Named::new("hb-hit", label.clone())
            .hook(scene.play_hook(&text))
            .tip(label)
            .disabled(!scene.live);
        Some(html! {
            <g key={format!("{text}#{copy}")} class={edge_class(look, i, part)}>
                {target("hit", Shape::Path(d.clone()), named, act)}
                <path class="hb-line" d={d.clone()} />
            </g>
        })
    });
    edges.collect()
}

/// The vertices and their names.
pub fn vertices(graph: &Graph, l: &Layout, look: &Look) -> Markup {
    let fallen: Vec<u32> = vertices_falling(graph, &look.falls, look.cut);
    let names = look.names && names_fit(l);
    markup! {
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
    let r = dot_radius(l, lit);
    markup! {
        circle.hb-v.hb-falls[falls].hb-lit[lit] cx=(num(s.x)) cy=(num(s.y)) r=(num(r)) {}
    }
}

/// A vertex's name.
pub fn name(s: &Spot) -> Markup {
    let (x, y) = name_at(s);
    markup! {
        text.hb-name x=(num(x)) y=(num(y)) aria-hidden="true" {
            (vertex_name(s.vertex))
        }
    }
}

/// The parts' labels under the ground, each a button choosing its part,
/// keyed by it. Inside a sum, whose parts the move list numbers, the
/// graph's own parts are its pieces.
fn part_tags(l: &Layout, scene: &Scene) -> Html {
    let word = if scene.part.is_some() {
        "piece"
    } else {
        "part"
    };
    l.parts
        .iter()
        .map(|p| {
            let on = scene.selected == Some(p.part);
            let t = tag(l, p, on, word);
            let (x, y, w) = (t.x, t.y, t.w);
            let inner = raw(markup! {
                // Under the label, its unseen border widens where it is touched.
                path.hb-tag-hit d=(format!("M{} {}h{}v18h-{}Z", num(x), num(y), num(w), num(w))) {}
                rect x=(num(x)) y=(num(y)) width=(num(w)) height="18" rx="9" {}
                text x=(num(t.text_at.0)) y=(num(t.text_at.1)) { (t.text) }
            });
            let part = p.part;
            let act = scene.send.reform(move |()| BoardMsg::Select(part));
            let named = Named::new(
                classes!("hb-tag", on.then_some("hb-sel")),
                format!("Select {word} {}", part + 1),
            )
            .pressed(on)
            .hook(scene.pick_hook(part));
            target(part, Shape::Group(inner), named, act)
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

/// `graph` drawn as `look` says, with nothing to click: a picture.
pub fn picture(graph: &Graph, look: &Look) -> Markup {
    let l = layout(graph, look.frame);
    markup! {
        svg class=(look.class) viewBox=(view_box(&l)) width="100%"
            preserveAspectRatio="xMidYMax meet" role="img" aria-label=(look.label) {
            (ground(&l, look))
            (edge_lines(&l, look, &graph.parts()))
            (vertices(graph, &l, look))
            (more(&l))
        }
    }
}

/// The smallest of the board's width classes at least `width` units
/// wide: the style sheet draws a board of that class between a least and
/// a greatest scale, so a small graph is not blown up, a large one not
/// shrunk past reading (its figure scrolls instead), and every edge takes
/// a fingertip.
pub fn fit_class(width: f64) -> &'static str {
    const FITS: [(f64, &str); 8] = [
        (160.0, "hb-fit-160"),
        (220.0, "hb-fit-220"),
        (300.0, "hb-fit-300"),
        (420.0, "hb-fit-420"),
        (560.0, "hb-fit-560"),
        (720.0, "hb-fit-720"),
        (900.0, "hb-fit-900"),
        (1200.0, "hb-fit-1200"),
    ];
    FITS.iter()
        .find(|(w, _)| *w >= width)
        .map_or("hb-fit-1200", |(_, c)| c)
}

/// `graph` drawn as `look` says on the board: each edge a button cutting
/// it and each part's label a button choosing it.
pub fn board(graph: &Graph, look: &Look, scene: &Scene) -> Html {
    let l = layout(graph, look.frame);
    let class = format!("{} {}", look.class, fit_class(l.width));
    html! {
        <svg {class} viewBox={view_box(&l)} width="100%"
            preserveAspectRatio="xMidYMax meet" role="group" aria-label={look.label.clone()}>
            {raw(ground(&l, look))}
            {edge_buttons(graph, &l, look, scene)}
            {raw(vertices(graph, &l, look))}
            {part_tags(&l, scene)}
            {raw(more(&l))}
        </svg>
    }
}
