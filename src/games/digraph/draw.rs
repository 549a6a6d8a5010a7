//! A graph game's graph as SVG: vertices with their names and badges,
//! edges as arrows, tokens as filled discs, and whatever a click on a
//! vertex, an edge or a token does (for the board and the editor alike):
//! each element that acts is a clickable part of the drawing
//! ([`crate::games::target`]), keyed by what it does.

use crate::display::raw;
use crate::games::target::{target, Named, Shape};
use figures::digraph::figure::{badge_at, badge_width, token_at, DENSE, MAX_EDGES, TOKEN};
use figures::digraph::layout::{num, short, EdgeShape, Layout, RADIUS};
use grundy::games::digraph::Board;
use maud::{html, Markup};
use std::collections::HashMap;
use yew::{Callback, Html};

/// What a click on an element does, and how it is named.
#[derive(Clone, Debug, PartialEq)]
pub struct Act {
    /// Its key among the drawing's elements of its kind: what it does.
    pub key: String,
    /// Its `aria-label`.
    pub label: String,
    /// Its test id.
    pub hook: Option<String>,
    /// True when it does nothing now (a slide while no one may move).
    pub disabled: bool,
    /// What it does.
    pub act: Callback<()>,
}

impl Act {
    /// An act keyed `key`, named `label`, with test id `hook`, doing `act`.
    pub fn new(
        key: impl Into<String>,
        label: impl Into<String>,
        hook: Option<String>,
        act: Callback<()>,
    ) -> Act {
        Act {
            key: key.into(),
            label: label.into(),
            hook,
            disabled: false,
            act,
        }
    }
}

/// The classes named in `names` whose flag is on.
fn classes(names: &[(&str, bool)]) -> String {
    names
        .iter()
        .filter(|(_, on)| *on)
        .map(|(name, _)| *name)
        .collect::<Vec<_>>()
        .join(" ")
}

/// What a vertex's badge says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Badge {
    /// Nothing.
    None,
    /// The text, and whether it is the value 0 (a losing vertex).
    Text(String, bool),
}

/// A vertex's marking beyond its name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mark {
    /// The vertex being labelled in the walkthrough, or the chosen tail
    /// in the editor.
    pub current: bool,
    /// A follower of the current vertex.
    pub follower: bool,
    /// A previewed slide leaves it.
    pub from: bool,
    /// A previewed slide arrives here.
    pub to: bool,
    /// A slide shown on the board ends here.
    pub target: bool,
    /// An edge from the editor's chosen tail to here would close a cycle.
    pub refused: bool,
}

/// One drawing: the graph and everything marked on it.
pub struct Drawing<'a> {
    /// The graph.
    pub board: &'a Board,
    /// The places.
    pub layout: &'a Layout,
    /// The figure's `aria-label`.
    pub label: String,
    /// Each vertex's badge.
    pub badges: Vec<Badge>,
    /// Each vertex's marks.
    pub marks: Vec<Mark>,
    /// Each vertex's words for a screen reader and the hover title.
    pub titles: Vec<String>,
    /// What a click on a vertex does.
    pub vertex_actions: Vec<Option<Act>>,
    /// What a click on an edge does.
    pub edge_actions: HashMap<(usize, usize), Act>,
    /// The number of tokens on each vertex.
    pub tokens: Vec<usize>,
    /// What a click on a vertex's tokens does, and whether they are the
    /// selected component.
    pub token_actions: Vec<Option<(Act, bool)>>,
    /// The previewed slide's edge.
    pub path: Option<(usize, usize)>,
}

/// An element of the drawing: a group of classes `class` around
/// display-only `inner` (or `inner` alone, without a class), doing `act`
/// when given (`pressed`, for a toggle), keyed `key` among its kind when
/// it does nothing.
struct Element<'d> {
    key: String,
    class: Option<String>,
    inner: Markup,
    act: Option<&'d Act>,
    pressed: Option<bool>,
}

impl Element<'_> {
    /// As display-only markup: nothing acts.
    fn markup(&self) -> Markup {
        match &self.class {
            Some(class) => html! { g class=(class) { (self.inner) } },
            None => self.inner.clone(),
        }
    }

    /// As the page's element: a clickable part when it acts.
    fn node(self) -> Html {
        match (self.act, self.class) {
            (Some(a), class) => {
                let mut named = Named::new(class.unwrap_or_default(), a.label.clone())
                    .hook(a.hook.clone())
                    .disabled(a.disabled);
                named.pressed = self.pressed;
                target(
                    a.key.clone(),
                    Shape::Group(raw(self.inner)),
                    named,
                    a.act.clone(),
                )
            }
            (None, Some(class)) => yew::html! {
                <g key={self.key} {class}>{raw(self.inner)}</g>
            },
            (None, None) => yew::html! { <key={self.key}>{raw(self.inner)}</> },
        }
    }
}

/// The `<svg>` element's attributes.
struct Frame {
    class: String,
    view_box: String,
    role: &'static str,
}

impl<'a> Drawing<'a> {
    /// A plain drawing of `board` in `layout`: names only.
    pub fn new(board: &'a Board, layout: &'a Layout, label: String) -> Drawing<'a> {
        let n = board.names.len();
        Drawing {
            board,
            layout,
            label,
            badges: vec![Badge::None; n],
            marks: vec![Mark::default(); n],
            titles: board.names.iter().map(|s| short(s)).collect(),
            vertex_actions: vec![None; n],
            edge_actions: HashMap::new(),
            tokens: vec![0; n],
            token_actions: vec![None; n],
            path: None,
        }
    }

    /// The `<svg>` of a drawing nothing on which acts (the walkthrough's),
    /// as display-only markup.
    pub fn svg(&self) -> Markup {
        let frame = self.frame();
        let [edges, vertices, tokens] = self.elements();
        html! {
            svg xmlns="http://www.w3.org/2000/svg" viewBox=(frame.view_box) width="100%"
                preserveAspectRatio="xMidYMid meet" class=(frame.class) role=(frame.role)
                aria-label=(self.label) {
                @for e in edges.iter().chain(&vertices).chain(&tokens) {
                    (e.markup())
                }
            }
        }
    }

    /// The `<svg>` as the page's element, its acting elements clickable
    /// parts: the edges, then the vertices, then the tokens, each kind a
    /// list keyed by what its elements do.
    pub fn figure(&self) -> Html {
        let frame = self.frame();
        let [edges, vertices, tokens] = self.elements();
        yew::html! {
            <svg class={frame.class} viewBox={frame.view_box} width="100%"
                preserveAspectRatio="xMidYMid meet" role={frame.role}
                aria-label={self.label.clone()}>
                { for edges.into_iter().map(Element::node) }
                { for vertices.into_iter().map(Element::node) }
                { for tokens.into_iter().map(Element::node) }
            </svg>
        }
    }

    /// The `<svg>` element's attributes.
    fn frame(&self) -> Frame {
        let l = self.layout;
        let interactive = self.vertex_actions.iter().any(Option::is_some)
            || !self.edge_actions.is_empty()
            || self.token_actions.iter().any(Option::is_some);
        // A max-width class near the drawing's natural size (up to 900 px),
        // so a small graph is not blown up to the column's width.
        let bucket = ((l.width / 100.0).ceil() as usize).clamp(2, 9);
        // Many edges are drawn finer, so the vertices stay readable.
        let shown = self
            .board
            .edges
            .iter()
            .filter(|&&(a, b)| {
                l.at.get(a).is_some_and(Option::is_some) && l.at.get(b).is_some_and(Option::is_some)
            })
            .count();
        let dense = if shown > DENSE { " digraph-dense" } else { "" };
        Frame {
            class: format!("digraph-svg digraph-full digraph-w{bucket}{dense}"),
            view_box: format!("0 0 {} {}", num(l.width), num(l.height)),
            role: if interactive { "group" } else { "img" },
        }
    }

    /// The edges, the vertices and the tokens, in the order drawn.
    fn elements(&self) -> [Vec<Element<'_>>; 3] {
        let l = self.layout;
        let placed = || {
            l.at.iter()
                .enumerate()
                .filter_map(|(v, at)| at.map(|(x, y)| (v, x, y)))
        };
        let edges = self
            .drawn_edges()
            .into_iter()
            .map(|(a, b, shape)| self.edge(a, b, &shape))
            .collect();
        let vertices = placed().map(|(v, x, y)| self.vertex(v, x, y)).collect();
        let tokens = placed()
            .flat_map(|(v, x, y)| self.token_disc(v, x, y))
            .collect();
        [edges, vertices, tokens]
    }

    /// The edges drawn, each once: at most [`MAX_EDGES`], and beyond them
    /// those a click acts on.
    fn drawn_edges(&self) -> Vec<(usize, usize, EdgeShape)> {
        let mut seen = std::collections::HashSet::new();
        let mut drawn = Vec::new();
        for &(a, b) in &self.board.edges {
            if !seen.insert((a, b)) {
                continue;
            }
            let Some(shape) = self.layout.edge(a, b) else {
                continue;
            };
            if drawn.len() >= MAX_EDGES && !self.edge_actions.contains_key(&(a, b)) {
                continue;
            }
            drawn.push((a, b, shape));
        }
        drawn
    }

    /// The edge from `a` to `b` as an arrow.
    fn edge(&self, a: usize, b: usize, shape: &EdgeShape) -> Element<'_> {
        let on_path = self.path == Some((a, b));
        let act = self.edge_actions.get(&(a, b));
        let follower = self.marks[a].current && self.marks[b].follower;
        let head = shape.head();
        let class = classes(&[
            ("digraph-edge", true),
            ("digraph-path", on_path),
            ("digraph-button", act.is_some()),
            ("digraph-edge-follower", follower),
        ]);
        let inner = html! {
            @if act.is_some() {
                // A wide, unpainted stroke: a thin arrow is hard to hit.
                path.digraph-hit d=(shape.d) {}
            }
            path.digraph-line d=(shape.d) {}
            path.digraph-head d=(head) {}
        };
        Element {
            key: format!("edge {a} {b}"),
            class: Some(class),
            inner,
            act,
            pressed: None,
        }
    }

    /// Vertex `v`, centred at (`x`, `y`), with its name and badge.
    fn vertex(&self, v: usize, x: f64, y: f64) -> Element<'_> {
        let mark = self.marks[v];
        let act = self.vertex_actions[v].as_ref();
        let hw = self.layout.half[v];
        let class = classes(&[
            ("digraph-vertex", true),
            ("digraph-current", mark.current),
            ("digraph-follower", mark.follower),
            ("digraph-from", mark.from),
            ("digraph-to", mark.to),
            ("digraph-target", mark.target),
            ("digraph-refused", mark.refused),
            ("digraph-button", act.is_some()),
        ]);
        let inner = html! {
            title { (self.titles[v]) }
            rect.digraph-shape x=(num(x - hw)) y=(num(y - RADIUS)) width=(num(2.0 * hw))
                height=(num(2.0 * RADIUS)) rx=(num(RADIUS)) {}
            text.digraph-name x=(num(x)) y=(num(y)) { (short(&self.board.names[v])) }
            @if let Badge::Text(text, losing) = &self.badges[v] {
                @let (bx, by) = badge_at(x, y, hw);
                (badge(text, *losing, bx, by))
            }
        };
        Element {
            key: format!("vertex {v}"),
            class: Some(class),
            inner,
            act,
            pressed: None,
        }
    }

    /// The tokens on vertex `v`, centred at (`x`, `y`), as a disc (with
    /// their number when more than one), and the ghost of a previewed
    /// slide's token.
    fn token_disc(&self, v: usize, x: f64, y: f64) -> Vec<Element<'_>> {
        let count = self.tokens[v];
        let ghost = self.marks[v].to;
        let leaving = self.marks[v].from;
        // The disc sits on the vertex's left side: edges leave at the
        // bottom and arrive at the top, and the badge is on the right.
        let (cx, cy) = token_at(x, y, self.layout.half[v]);
        // Beside the tokens already there, or in their place.
        let shift = if count > 0 { -20.0 } else { 0.0 };
        let (act, selected) = match &self.token_actions[v] {
            Some((a, s)) => (Some(a), *s),
            None => (None, false),
        };
        let mut elements = Vec::new();
        if ghost {
            elements.push(Element {
                key: format!("ghost {v}"),
                class: None,
                inner: html! { circle.digraph-ghost cx=(num(cx + shift)) cy=(num(cy)) r=(num(TOKEN)) {} },
                act: None,
                pressed: None,
            });
        }
        if count > 0 {
            let class = classes(&[
                ("digraph-token", true),
                ("digraph-selected", selected),
                ("digraph-leaving", leaving),
                ("digraph-button", act.is_some()),
            ]);
            let inner = html! {
                circle cx=(num(cx)) cy=(num(cy)) r=(num(TOKEN)) {}
                @if count > 1 {
                    text x=(num(cx)) y=(num(cy)) { (count) }
                }
            };
            elements.push(Element {
                key: format!("tokens {v}"),
                class: Some(class),
                inner,
                act,
                pressed: act.map(|_| selected),
            });
        }
        elements
    }
}

/// A value badge centred at (`x`, `y`): `text` in a pill, marked when it
/// is the value 0.
fn badge(text: &str, losing: bool, x: f64, y: f64) -> Markup {
    let w = badge_width(text);
    html! {
        g.digraph-badge.digraph-badge-zero[losing] {
            rect x=(num(x - w / 2.0)) y=(num(y - 8.0)) width=(num(w)) height="16" rx="8" {}
            text x=(num(x)) y=(num(y)) { (text) }
        }
    }
}
