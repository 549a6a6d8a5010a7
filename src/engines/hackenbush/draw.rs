//! A laid-out graph as SVG markup: the ground as a thick line, the edges
//! (as buttons that cut them, where a move can be made), the vertices and
//! their names, and the parts' labels under the ground.

use super::layout::{layout, num, Frame, Layout};
use crate::markup::{Builder as _, Markup};
use grundy::games::hackenbush::{vertex_name, Cut, Graph, Hackenbush, GROUND};
use grundy::Game;

/// What a vertex does when clicked in the editor: the attribute, its
/// value, the label read out, and whether it is the chosen end.
pub struct VertexAction {
    /// `data-editor` or `data-edit`.
    pub attr: &'static str,
    /// The attribute's value.
    pub value: String,
    /// The accessible name.
    pub label: String,
    /// Whether this vertex is the first end already chosen.
    pub chosen: bool,
}

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
    /// The editor's action on each vertex (the ground included).
    pub vertex_action: Option<&'a dyn Fn(u32) -> VertexAction>,
    /// The editor's "new vertex", drawn in the top right corner.
    pub new_vertex: Option<VertexAction>,
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
            vertex_action: None,
            new_vertex: None,
        }
    }

    fn interactive(&self) -> bool {
        self.moves || self.part_tags || self.vertex_action.is_some()
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

fn attrs<'a>(list: &'a [(&'a str, String)]) -> Vec<(&'a str, &'a str)> {
    list.iter().map(|(k, v)| (*k, v.as_str())).collect()
}

/// `graph` drawn as `look` says.
pub fn svg(graph: &Graph, look: &Look) -> Markup {
    let l = layout(graph, look.frame);
    svg_of(graph, &l, look)
}

fn svg_of(graph: &Graph, l: &Layout, look: &Look) -> Markup {
    let mut m = Markup::new();
    let parts = graph.parts();
    let role = if look.interactive() { "group" } else { "img" };
    m.open(
        "svg",
        &[
            ("class", look.class),
            (
                "viewBox",
                &format!("0 0 {} {}", num(l.width), num(l.height)),
            ),
            ("width", "100%"),
            ("preserveAspectRatio", "xMidYMax meet"),
            ("role", role),
            ("aria-label", &look.label),
        ],
    );
    m.el("title", &[], &look.label);

    // The ground: a thick line, itself a vertex in the editor.
    let ground = format!("M4 {y}H{}", num(l.width - 4.0), y = num(l.ground_y + 3.0));
    match look.vertex_action {
        Some(act) => {
            let a = act(GROUND);
            let list = vec![
                (
                    "class",
                    class_of("hb-ground hb-pick", &[(a.chosen, "hb-chosen")]),
                ),
                ("d", ground),
                ("role", "button".to_string()),
                ("tabindex", "0".to_string()),
                ("aria-disabled", disabled(&a)),
                ("aria-label", a.label),
                ("aria-pressed", a.chosen.to_string()),
                (a.attr, a.value),
            ];
            m.el("path", &attrs(&list), "");
        }
        None => {
            m.el("path", &[("class", "hb-ground"), ("d", &ground)], "");
        }
    }
    if look.names || look.vertex_action.is_some() {
        m.el(
            "text",
            &[
                ("class", "hb-name"),
                ("x", "8"),
                ("y", &num(l.ground_y - 6.0)),
                ("aria-hidden", "true"),
            ],
            "g",
        );
    }

    for (i, path) in l.paths.iter().enumerate() {
        let Some(d) = path else {
            continue;
        };
        let part = parts.get(i).copied().unwrap_or(0);
        let class = class_of(
            "hb-e",
            &[
                (look.selected == Some(part), "hb-sel"),
                (look.cut == Some(i), "hb-cut"),
                (look.falls.get(i).copied().unwrap_or(false), "hb-falls"),
                (look.lit_edges.get(i).copied().unwrap_or(false), "hb-lit"),
            ],
        );
        m.open("g", &[("class", &class)]);
        if look.moves {
            let text = move_text(graph, &parts, i);
            let label = format!("Cut the edge {text}");
            m.open(
                "path",
                &[
                    ("class", "hb-hit"),
                    ("d", d),
                    ("role", "button"),
                    ("tabindex", "0"),
                    ("aria-label", &label),
                    ("data-move", &text),
                ],
            )
            .el("title", &[], &label)
            .close("path");
        }
        m.el("path", &[("class", "hb-line"), ("d", d)], "");
        m.close("g");
    }

    let fallen: Vec<u32> = vertices_falling(graph, &look.falls, look.cut);
    // Names on squeezed rows (a long stalk) would overlap one another.
    let names = (look.names || look.vertex_action.is_some()) && l.scale >= 0.5;
    for s in &l.spots {
        let lit = look.lit_vertices.contains(&s.vertex);
        let class = class_of(
            "hb-v",
            &[(fallen.contains(&s.vertex), "hb-falls"), (lit, "hb-lit")],
        );
        let (cx, cy) = (num(s.x), num(s.y));
        let r = if lit { 5.5 } else { 3.8 } * l.scale.max(0.3);
        m.el(
            "circle",
            &[("class", &class), ("cx", &cx), ("cy", &cy), ("r", &num(r))],
            "",
        );
        if let Some(act) = look.vertex_action {
            let a = act(s.vertex);
            let list = vec![
                ("class", class_of("hb-pick", &[(a.chosen, "hb-chosen")])),
                ("cx", cx.clone()),
                ("cy", cy.clone()),
                ("r", "11".to_string()),
                ("role", "button".to_string()),
                ("tabindex", "0".to_string()),
                ("aria-disabled", disabled(&a)),
                ("aria-label", a.label),
                ("aria-pressed", a.chosen.to_string()),
                (a.attr, a.value),
            ];
            m.el("circle", &attrs(&list), "");
        }
        if names {
            m.el(
                "text",
                &[
                    ("class", "hb-name"),
                    ("x", &num(s.name.0)),
                    ("y", &num(s.name.1 + 4.0)),
                    ("aria-hidden", "true"),
                ],
                &vertex_name(s.vertex),
            );
        }
    }

    if let Some(a) = &look.new_vertex {
        let (x, y) = (l.width - 22.0, 20.0);
        m.el(
            "text",
            &[
                ("class", "hb-name hb-end-anchor"),
                ("x", &num(x - 16.0)),
                ("y", &num(y + 4.0)),
                ("aria-hidden", "true"),
            ],
            "new",
        );
        let list = vec![
            (
                "class",
                class_of("hb-pick hb-new", &[(a.chosen, "hb-chosen")]),
            ),
            ("cx", num(x)),
            ("cy", num(y)),
            ("r", "11".to_string()),
            ("role", "button".to_string()),
            ("tabindex", "0".to_string()),
            ("aria-label", a.label.clone()),
            ("aria-pressed", a.chosen.to_string()),
            ("aria-disabled", disabled(a)),
            (a.attr, a.value.clone()),
        ];
        m.el("circle", &attrs(&list), "");
        m.el(
            "path",
            &[
                ("class", "hb-plus"),
                (
                    "d",
                    &format!(
                        "M{} {}h10M{} {}v10",
                        num(x - 5.0),
                        num(y),
                        num(x),
                        num(y - 5.0)
                    ),
                ),
            ],
            "",
        );
    }
    if look.part_tags {
        for p in &l.parts {
            let on = look.selected == Some(p.part);
            // A narrow part gets its number alone, so tags do not overlap.
            let word = if p.width >= 60.0 { "part " } else { "" };
            let text = if on {
                format!("● {word}{}", p.part + 1)
            } else {
                format!("{word}{}", p.part + 1)
            };
            let w = (12.0 + 6.5 * text.chars().count() as f64).min(p.width.max(20.0) - 2.0);
            let label = format!("Select part {}", p.part + 1);
            m.open(
                "g",
                &[
                    ("class", &class_of("hb-tag", &[(on, "hb-sel")])),
                    ("role", "button"),
                    ("tabindex", "0"),
                    ("aria-label", &label),
                    ("aria-pressed", if on { "true" } else { "false" }),
                    ("data-component", &p.part.to_string()),
                ],
            )
            .el(
                "rect",
                &[
                    ("x", &num(p.x - w / 2.0)),
                    ("y", &num(l.ground_y + 9.0)),
                    ("width", &num(w)),
                    ("height", "18"),
                    ("rx", "9"),
                ],
                "",
            )
            .el(
                "text",
                &[("x", &num(p.x)), ("y", &num(l.ground_y + 22.0))],
                &text,
            )
            .close("g");
        }
    }
    if l.hidden > 0 {
        m.el(
            "text",
            &[
                ("class", "hb-more"),
                ("x", &num(l.width - 8.0)),
                ("y", &num(l.ground_y - 8.0)),
            ],
            &format!(
                "… {} more part{}",
                l.hidden,
                if l.hidden == 1 { "" } else { "s" }
            ),
        );
    }
    m.close("svg");
    m
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
        .filter(|&(i, _)| Some(i) != cut && !falls.get(i).copied().unwrap_or(false))
        .flat_map(|(_, &(a, b))| [a, b])
        .collect();
    graph
        .vertices()
        .into_iter()
        .filter(|&v| v != GROUND && !kept.contains(&v))
        .collect()
}

fn class_of(base: &str, optional: &[(bool, &str)]) -> String {
    crate::markup::class_list(base, optional)
}

/// `true` for a vertex the editor cannot use now (no action), else empty.
fn disabled(a: &VertexAction) -> String {
    if a.attr.is_empty() {
        "true".to_string()
    } else {
        String::new()
    }
}
