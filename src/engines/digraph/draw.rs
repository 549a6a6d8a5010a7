//! A graph game's graph as SVG: vertices with their names and badges,
//! edges as arrows, tokens as filled discs, and whatever a click on a
//! vertex, an edge or a token does (for the board, the walkthrough and
//! the editor alike).

use super::layout::{num, short, Layout, RADIUS};
use crate::markup::{Builder as _, Markup};
use grundy::games::digraph::Board;
use std::collections::HashMap;

/// The most edges drawn; a denser graph is drawn in part.
pub const MAX_EDGES: usize = 300;

/// What a click on an element does: the data attribute and its value, and
/// the words a screen reader says for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Action {
    /// `data-move`, `data-edit`, `data-editor` or `data-component`.
    pub attr: &'static str,
    /// The attribute's value.
    pub value: String,
    /// The element's `aria-label`.
    pub label: String,
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

    /// The `<svg>`.
    pub fn svg(&self) -> Markup {
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
        let mut m = Markup::new();
        m.open(
            "svg",
            &[
                ("xmlns", "http://www.w3.org/2000/svg"),
                (
                    "viewBox",
                    &format!("0 0 {} {}", num(l.width), num(l.height)),
                ),
                ("width", "100%"),
                ("preserveAspectRatio", "xMidYMid meet"),
                (
                    "class",
                    &format!("digraph-svg digraph-full digraph-w{bucket}{dense}"),
                ),
                ("role", if interactive { "group" } else { "img" }),
                ("aria-label", &self.label),
            ],
        );
        self.edges(&mut m);
        self.vertices(&mut m);
        self.token_discs(&mut m);
        m.close("svg");
        m
    }

    fn edges(&self, m: &mut Markup) {
        let mut seen = std::collections::HashSet::new();
        let mut drawn = 0;
        for &(a, b) in &self.board.edges {
            if !seen.insert((a, b)) {
                continue;
            }
            let Some(shape) = self.layout.edge(a, b) else {
                continue;
            };
            if drawn >= MAX_EDGES && !self.edge_actions.contains_key(&(a, b)) {
                continue;
            }
            drawn += 1;
            let on_path = self.path == Some((a, b));
            let action = self.edge_actions.get(&(a, b));
            let marks = (&self.marks[a], &self.marks[b]);
            let class = crate::markup::class_list(
                "digraph-edge",
                &[
                    (on_path, "digraph-path"),
                    (action.is_some(), "digraph-button"),
                    (marks.0.current && marks.1.follower, "digraph-edge-follower"),
                ],
            );
            let mut attrs: Vec<(&str, &str)> = vec![("class", &class)];
            if let Some(act) = action {
                attrs.extend([
                    (act.attr, act.value.as_str()),
                    ("role", "button"),
                    ("tabindex", "0"),
                    ("aria-label", act.label.as_str()),
                ]);
            }
            m.open("g", &attrs);
            if action.is_some() {
                // A wide, unpainted stroke: a thin arrow is hard to hit.
                m.el("path", &[("class", "digraph-hit"), ("d", &shape.d)], "");
            }
            m.el("path", &[("class", "digraph-line"), ("d", &shape.d)], "");
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
            m.el("path", &[("class", "digraph-head"), ("d", &head)], "");
            m.close("g");
        }
    }

    fn vertices(&self, m: &mut Markup) {
        let l = self.layout;
        for (v, at) in l.at.iter().enumerate() {
            let Some((x, y)) = *at else { continue };
            let mark = self.marks[v];
            let losing = matches!(&self.badges[v], Badge::Text(_, true));
            let action = &self.vertex_actions[v];
            let class = crate::markup::class_list(
                "digraph-vertex",
                &[
                    (mark.current, "digraph-current"),
                    (mark.follower, "digraph-follower"),
                    (mark.from, "digraph-from"),
                    (mark.to, "digraph-to"),
                    (mark.target, "digraph-target"),
                    (mark.refused, "digraph-refused"),
                    (action.is_some(), "digraph-button"),
                ],
            );
            let mut attrs: Vec<(&str, &str)> = vec![("class", &class)];
            if let Some(act) = action {
                attrs.extend([
                    (act.attr, act.value.as_str()),
                    ("role", "button"),
                    ("tabindex", "0"),
                    ("aria-label", act.label.as_str()),
                ]);
            }
            m.open("g", &attrs);
            m.el("title", &[], &self.titles[v]);
            let hw = l.half[v];
            m.el(
                "rect",
                &[
                    ("class", "digraph-shape"),
                    ("x", &num(x - hw)),
                    ("y", &num(y - RADIUS)),
                    ("width", &num(2.0 * hw)),
                    ("height", &num(2.0 * RADIUS)),
                    ("rx", &num(RADIUS)),
                ],
                "",
            );
            m.el(
                "text",
                &[("class", "digraph-name"), ("x", &num(x)), ("y", &num(y))],
                &short(&self.board.names[v]),
            );
            if let Badge::Text(text, _) = &self.badges[v] {
                let w = 8.0 + 7.0 * text.chars().count() as f64;
                let (bx, by) = (x + hw - 4.0, y - RADIUS - 2.0);
                let class = if losing {
                    "digraph-badge digraph-badge-zero"
                } else {
                    "digraph-badge"
                };
                m.open("g", &[("class", class)]);
                m.el(
                    "rect",
                    &[
                        ("x", &num(bx - w / 2.0)),
                        ("y", &num(by - 8.0)),
                        ("width", &num(w)),
                        ("height", "16"),
                        ("rx", "8"),
                    ],
                    "",
                );
                m.el("text", &[("x", &num(bx)), ("y", &num(by))], text);
                m.close("g");
            }
            m.close("g");
        }
    }

    fn token_discs(&self, m: &mut Markup) {
        let l = self.layout;
        for (v, at) in l.at.iter().enumerate() {
            let Some((x, y)) = *at else { continue };
            let count = self.tokens[v];
            let ghost = self.marks[v].to;
            if count == 0 && !ghost {
                continue;
            }
            // The disc sits on the vertex's left side: edges leave at the
            // bottom and arrive at the top, and the badge is on the right.
            let (cx, cy) = (x - l.half[v] - 1.0, y);
            if ghost {
                // Beside the tokens already there, or in their place.
                let shift = if count > 0 { -20.0 } else { 0.0 };
                m.el(
                    "circle",
                    &[
                        ("class", "digraph-ghost"),
                        ("cx", &num(cx + shift)),
                        ("cy", &num(cy)),
                        ("r", "9"),
                    ],
                    "",
                );
            }
            if count == 0 {
                continue;
            }
            let leaving = self.marks[v].from;
            let (action, selected) = match &self.token_actions[v] {
                Some((a, s)) => (Some(a), *s),
                None => (None, false),
            };
            let class = crate::markup::class_list(
                "digraph-token",
                &[
                    (selected, "digraph-selected"),
                    (leaving, "digraph-leaving"),
                    (action.is_some(), "digraph-button"),
                ],
            );
            let mut attrs: Vec<(&str, &str)> = vec![("class", &class)];
            if let Some(act) = action {
                attrs.extend([
                    (act.attr, act.value.as_str()),
                    ("role", "button"),
                    ("tabindex", "0"),
                    ("aria-label", act.label.as_str()),
                    ("aria-pressed", if selected { "true" } else { "false" }),
                ]);
            }
            m.open("g", &attrs);
            m.el(
                "circle",
                &[("cx", &num(cx)), ("cy", &num(cy)), ("r", "9")],
                "",
            );
            if count > 1 {
                m.el(
                    "text",
                    &[("x", &num(cx)), ("y", &num(cy))],
                    &count.to_string(),
                );
            }
            m.close("g");
        }
    }
}
