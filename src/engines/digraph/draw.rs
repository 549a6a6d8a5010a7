//! A graph game's graph as SVG: vertices with their names and badges,
//! edges as arrows, tokens as filled discs, and whatever a click on a
//! vertex, an edge or a token does (for the board, the walkthrough and
//! the editor alike): each element that acts is a part the page draws as
//! a button, carrying its typed [`ViewAction`].

use super::layout::{num, short, EdgeShape, Layout, RADIUS};
use crate::engines::protocol::{Button, Part, Svg, Target, ViewAction};
use grundy::games::digraph::Board;
use maud::{html, Markup, PreEscaped};
use std::collections::HashMap;

/// The most edges drawn; a denser graph is drawn in part.
pub const MAX_EDGES: usize = 300;

/// What a click on an element does, and the words a screen reader says
/// for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Action {
    /// What the click does: a move played, a token chosen, or the
    /// editor's edit or next state.
    pub does: ViewAction,
    /// The element's `aria-label`.
    pub label: String,
}

impl Action {
    /// An action doing `does`, said as `label`.
    pub fn new(does: ViewAction, label: impl Into<String>) -> Action {
        Action {
            does,
            label: label.into(),
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
    pub vertex_actions: Vec<Option<Action>>,
    /// What a click on an edge does.
    pub edge_actions: HashMap<(usize, usize), Action>,
    /// The number of tokens on each vertex.
    pub tokens: Vec<usize>,
    /// What a click on a vertex's tokens does, and whether they are the
    /// selected component.
    pub token_actions: Vec<Option<(Action, bool)>>,
    /// The previewed slide's edge.
    pub path: Option<(usize, usize)>,
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
    /// as display-only markup. An element that would act is drawn as it
    /// looks, acting on nothing: [`Drawing::figure`] draws those.
    pub fn svg(&self) -> Markup {
        fn markup(parts: &[Part], out: &mut String) {
            for part in parts {
                match part {
                    Part::Markup(m) => out.push_str(m),
                    Part::Target(t) => out.push_str(&plain(&t.button.class, &t.inner)),
                    Part::Group { parts, .. } => markup(parts, out),
                }
            }
        }
        let frame = self.frame();
        let mut drawn = String::new();
        markup(&self.parts(), &mut drawn);
        html! {
            svg xmlns="http://www.w3.org/2000/svg" viewBox=(frame.view_box) width="100%"
                preserveAspectRatio=(frame.aspect) class=(frame.class) role=(frame.role)
                aria-label=(frame.label) {
                (PreEscaped(drawn))
            }
        }
    }

    /// The drawing as a figure's frame and its parts in the order drawn,
    /// those that act (a move, a token chosen, an edit) clickable parts
    /// the page draws.
    pub fn figure(&self) -> (Svg, Vec<Part>) {
        (self.frame(), self.parts())
    }

    /// The `<svg>` element's attributes.
    fn frame(&self) -> Svg {
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
        let dense = if shown > 60 { " digraph-dense" } else { "" };
        Svg {
            class: format!("digraph-svg digraph-full digraph-w{bucket}{dense}"),
            view_box: format!("0 0 {} {}", num(l.width), num(l.height)),
            aspect: "xMidYMid meet".to_string(),
            role: if interactive { "group" } else { "img" }.to_string(),
            label: self.label.clone(),
            size: None,
        }
    }

    /// The edges, then the vertices, then the tokens.
    fn parts(&self) -> Vec<Part> {
        let l = self.layout;
        let placed = || {
            l.at.iter()
                .enumerate()
                .filter_map(|(v, at)| at.map(|(x, y)| (v, x, y)))
        };
        let mut parts = Vec::new();
        for (a, b, shape) in self.drawn_edges() {
            parts.push(self.edge(a, b, &shape));
        }
        for (v, x, y) in placed() {
            parts.push(self.vertex(v, x, y));
        }
        for (v, x, y) in placed() {
            parts.extend(self.token_disc(v, x, y));
        }
        parts
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
    fn edge(&self, a: usize, b: usize, shape: &EdgeShape) -> Part {
        let on_path = self.path == Some((a, b));
        let action = self.edge_actions.get(&(a, b));
        let follower = self.marks[a].current && self.marks[b].follower;
        let (tx, ty) = shape.tip;
        let (dx, dy) = shape.dir;
        let (bx, by) = (tx - dx * 10.0, ty - dy * 10.0);
        let head = format!(
            "M{} {}L{} {}L{} {}Z",
            num(tx),
            num(ty),
            num(bx - dy * 4.5),
            num(by + dx * 4.5),
            num(bx + dy * 4.5),
            num(by - dx * 4.5)
        );
        let class = classes(&[
            ("digraph-edge", true),
            ("digraph-path", on_path),
            ("digraph-button", action.is_some()),
            ("digraph-edge-follower", follower),
        ]);
        let inner = html! {
            @if action.is_some() {
                // A wide, unpainted stroke: a thin arrow is hard to hit.
                path.digraph-hit d=(shape.d) {}
            }
            path.digraph-line d=(shape.d) {}
            path.digraph-head d=(head) {}
        };
        element(class, action, None, inner)
    }

    /// Vertex `v`, centred at (`x`, `y`), with its name and badge.
    fn vertex(&self, v: usize, x: f64, y: f64) -> Part {
        let mark = self.marks[v];
        let action = self.vertex_actions[v].as_ref();
        let hw = self.layout.half[v];
        let class = classes(&[
            ("digraph-vertex", true),
            ("digraph-current", mark.current),
            ("digraph-follower", mark.follower),
            ("digraph-from", mark.from),
            ("digraph-to", mark.to),
            ("digraph-target", mark.target),
            ("digraph-refused", mark.refused),
            ("digraph-button", action.is_some()),
        ]);
        let inner = html! {
            title { (self.titles[v]) }
            rect.digraph-shape x=(num(x - hw)) y=(num(y - RADIUS)) width=(num(2.0 * hw))
                height=(num(2.0 * RADIUS)) rx=(num(RADIUS)) {}
            text.digraph-name x=(num(x)) y=(num(y)) { (short(&self.board.names[v])) }
            @if let Badge::Text(text, losing) = &self.badges[v] {
                (badge(text, *losing, x + hw - 4.0, y - RADIUS - 2.0))
            }
        };
        element(class, action, None, inner)
    }

    /// The tokens on vertex `v`, centred at (`x`, `y`), as a disc (with
    /// their number when more than one), and the ghost of a previewed
    /// slide's token.
    fn token_disc(&self, v: usize, x: f64, y: f64) -> Vec<Part> {
        let count = self.tokens[v];
        let ghost = self.marks[v].to;
        let leaving = self.marks[v].from;
        // The disc sits on the vertex's left side: edges leave at the
        // bottom and arrive at the top, and the badge is on the right.
        let (cx, cy) = (x - self.layout.half[v] - 1.0, y);
        // Beside the tokens already there, or in their place.
        let shift = if count > 0 { -20.0 } else { 0.0 };
        let (action, selected) = match &self.token_actions[v] {
            Some((a, s)) => (Some(a), *s),
            None => (None, false),
        };
        let mut parts = Vec::new();
        if ghost {
            let ghost = html! { circle.digraph-ghost cx=(num(cx + shift)) cy=(num(cy)) r="9" {} };
            parts.push(Part::Markup(ghost.into_string()));
        }
        if count > 0 {
            let class = classes(&[
                ("digraph-token", true),
                ("digraph-selected", selected),
                ("digraph-leaving", leaving),
                ("digraph-button", action.is_some()),
            ]);
            let inner = html! {
                circle cx=(num(cx)) cy=(num(cy)) r="9" {}
                @if count > 1 {
                    text x=(num(cx)) y=(num(cy)) { (count) }
                }
            };
            parts.push(element(class, action, Some(selected), inner));
        }
        parts
    }
}

/// A value badge centred at (`x`, `y`): `text` in a pill, marked when it
/// is the value 0.
fn badge(text: &str, losing: bool, x: f64, y: f64) -> Markup {
    let w = 8.0 + 7.0 * text.chars().count() as f64;
    html! {
        g.digraph-badge.digraph-badge-zero[losing] {
            rect x=(num(x - w / 2.0)) y=(num(y - 8.0)) width=(num(w)) height="16" rx="8" {}
            text x=(num(x)) y=(num(y)) { (text) }
        }
    }
}

/// A group of classes `class` around display-only `inner`.
fn plain(class: &str, inner: &str) -> String {
    html! { g class=(class) { (PreEscaped(inner)) } }.into_string()
}

/// An element of the drawing, a group of classes `class` around `inner`
/// doing `action` (`pressed`, for a toggle): a part the page draws as a
/// button, named by the action's label, when it acts; else display-only
/// markup.
fn element(class: String, action: Option<&Action>, pressed: Option<bool>, inner: Markup) -> Part {
    match action {
        Some(act) => Target::group(
            Button {
                class,
                label: Some(act.label.clone()),
                pressed,
                action: Some(act.does.clone()),
                ..Button::default()
            },
            inner.into_string(),
        ),
        None => Part::Markup(plain(&class, &inner.into_string())),
    }
}
