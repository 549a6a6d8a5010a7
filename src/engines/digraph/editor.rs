//! The graph editor: add vertices, join them by edges (tail first, then
//! head; an edge closing a cycle is refused with the cycle named), remove
//! edges and vertices, put tokens on and take them off.
//!
//! Its state is one of `edge` (the default, also the empty state),
//! `edge:T` (tail `T` chosen), `refused:T:H` (the edge `T>H` was refused),
//! `unedge`, `token` and `untoken`; anything else reads as `edge`. Vertex
//! names are letters, digits and underscores, so `:` cannot be in them.

use super::draw::{Action, Badge, Drawing};
use super::layout::{self, short};
use crate::markup::{Builder as _, Markup};
use grundy::games::digraph::{format_board, parse_board, Board, MAX_VERTICES};

/// Vertices and edges listed as rows of buttons; a larger graph is
/// edited in its text.
const MAX_ROWS: usize = 60;

/// What a click on a vertex does.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Mode {
    /// Edges are added; the tail, once chosen.
    Edge(Option<usize>),
    /// The edge from the first to the second was refused.
    Refused(usize, usize),
    /// A click on an edge removes it.
    Unedge,
    /// A click on a vertex puts a token there.
    Token,
    /// A click on a vertex takes one of its tokens off.
    Untoken,
}

fn read_state(board: &Board, state: &str) -> Mode {
    let find = |name: &str| board.names.iter().position(|n| n == name);
    let parts: Vec<&str> = state.split(':').collect();
    match parts.as_slice() {
        ["edge", t] => Mode::Edge(find(t)),
        ["refused", t, h] => match (find(t), find(h)) {
            (Some(t), Some(h)) => Mode::Refused(t, h),
            _ => Mode::Edge(None),
        },
        ["unedge"] => Mode::Unedge,
        ["token"] => Mode::Token,
        ["untoken"] => Mode::Untoken,
        _ => Mode::Edge(None),
    }
}

/// The first name not in use: a to z, then a1 to z1, a2 and so on.
pub fn next_name(board: &Board) -> String {
    (0usize..)
        .map(|k| {
            let letter = char::from(b'a' + (k % 26) as u8);
            if k < 26 {
                letter.to_string()
            } else {
                format!("{letter}{}", k / 26)
            }
        })
        .find(|name| !board.names.contains(name))
        .unwrap_or_default()
}

fn with_vertex(board: &Board) -> String {
    let mut b = board.clone();
    b.names.push(next_name(board));
    format_board(&b)
}

fn with_edge(board: &Board, t: usize, h: usize) -> String {
    let mut b = board.clone();
    b.edges.push((t, h));
    format_board(&b)
}

fn without_edge(board: &Board, t: usize, h: usize) -> String {
    let mut b = board.clone();
    b.edges.retain(|&e| e != (t, h));
    format_board(&b)
}

fn with_token(board: &Board, v: usize) -> String {
    let mut b = board.clone();
    b.tokens.push(v);
    format_board(&b)
}

fn without_token(board: &Board, v: usize) -> String {
    let mut b = board.clone();
    if let Some(i) = b.tokens.iter().rposition(|&t| t == v) {
        b.tokens.remove(i);
    }
    format_board(&b)
}

fn without_vertex(board: &Board, v: usize) -> String {
    let new = |w: usize| if w > v { w - 1 } else { w };
    let b = Board {
        names: board
            .names
            .iter()
            .enumerate()
            .filter(|&(w, _)| w != v)
            .map(|(_, n)| n.clone())
            .collect(),
        edges: board
            .edges
            .iter()
            .filter(|&&(a, c)| a != v && c != v)
            .map(|&(a, c)| (new(a), new(c)))
            .collect(),
        tokens: board
            .tokens
            .iter()
            .filter(|&&t| t != v)
            .map(|&t| new(t))
            .collect(),
    };
    format_board(&b)
}

/// How many buttons may carry a whole new position: each holds the text
/// once, so a long text gets fewer, and the markup stays bounded.
struct Edits {
    left: usize,
}

/// The characters of full position texts one editor may carry.
const EDIT_BUDGET: usize = 200_000;

impl Edits {
    fn new(board: &Board) -> Edits {
        Edits {
            left: EDIT_BUDGET / (format_board(board).len() + 32),
        }
    }

    /// True, and one fewer left, when another may be written.
    fn take(&mut self) -> bool {
        let ok = self.left > 0;
        self.left = self.left.saturating_sub(1);
        ok
    }
}

/// The vertices with a path to `t` (itself included): an edge from `t`
/// to any of them would close a cycle.
fn reaching(board: &Board, t: usize) -> Vec<bool> {
    let mut seen = vec![false; board.names.len()];
    if t >= seen.len() {
        return seen;
    }
    seen[t] = true;
    let mut stack = vec![t];
    while let Some(v) = stack.pop() {
        for &(a, b) in &board.edges {
            if b == v && !seen[a] {
                seen[a] = true;
                stack.push(a);
            }
        }
    }
    seen
}

/// What choosing `v` as the head after tail `t` does: add the edge, or
/// refuse it (a cycle, or an edge already there), or cancel the tail;
/// `closes` says whether the edge would close a cycle. `None` when the
/// edit would carry the text once too often.
fn head_action(
    board: &Board,
    t: usize,
    v: usize,
    closes: bool,
    edits: &mut Edits,
) -> Option<Action> {
    let (tn, vn) = (&board.names[t], &board.names[v]);
    if t == v {
        return Some(Action {
            attr: "data-editor",
            value: "edge".to_string(),
            label: format!("{} again: cancel the edge", short(tn)),
        });
    }
    if board.edges.contains(&(t, v)) {
        return Some(Action {
            attr: "data-editor",
            value: format!("edge:{tn}"),
            label: format!("{}>{} is already an edge", short(tn), short(vn)),
        });
    }
    if closes {
        return Some(Action {
            attr: "data-editor",
            value: format!("refused:{tn}:{vn}"),
            label: format!("{}>{} would close a cycle: refused", short(tn), short(vn)),
        });
    }
    edits.take().then(|| Action {
        attr: "data-edit",
        value: with_edge(board, t, v),
        label: format!("add the edge {}>{}", short(tn), short(vn)),
    })
}

/// What a click on vertex `v` does in `mode`; `closes` marks the vertices
/// an edge from the chosen tail may not enter.
fn vertex_action(
    board: &Board,
    mode: &Mode,
    closes: &[bool],
    v: usize,
    edits: &mut Edits,
) -> Option<Action> {
    let name = &board.names[v];
    match mode {
        Mode::Edge(Some(t)) => head_action(board, *t, v, closes[v], edits),
        Mode::Edge(None) | Mode::Refused(..) => Some(Action {
            attr: "data-editor",
            value: format!("edge:{name}"),
            label: format!("start an edge at {}", short(name)),
        }),
        Mode::Token if board.tokens.len() < MAX_VERTICES && edits.take() => Some(Action {
            attr: "data-edit",
            value: with_token(board, v),
            label: format!("put a token on {}", short(name)),
        }),
        Mode::Untoken if board.tokens.contains(&v) && edits.take() => Some(Action {
            attr: "data-edit",
            value: without_token(board, v),
            label: format!("take a token off {}", short(name)),
        }),
        _ => None,
    }
}

/// A button; a non-empty `class` in `extra` replaces the usual one.
fn button(
    m: &mut Markup,
    attr: &str,
    value: &str,
    text: &str,
    label: &str,
    extra: &[(&str, &str)],
) {
    let class = extra
        .iter()
        .find(|(k, v)| *k == "class" && !v.is_empty())
        .map_or("digraph-edit-button", |(_, v)| v);
    let mut attrs: Vec<(&str, &str)> = vec![
        ("type", "button"),
        ("class", class),
        (attr, value),
        ("aria-label", label),
    ];
    attrs.extend(extra.iter().filter(|(k, _)| *k != "class"));
    m.el("button", &attrs, text);
}

/// The editor in `state`.
pub fn editor(board: &Board, state: &str) -> Markup {
    let n = board.names.len();
    let mode = read_state(board, state);
    let values = board.label().values;
    let mut edits = Edits::new(board);
    let closes = match mode {
        Mode::Edge(Some(t)) => reaching(board, t),
        _ => vec![false; n],
    };
    let mut m = Markup::new();
    m.open("section", &[("class", "digraph-editor")]);
    m.el("h3", &[], "Edit the graph");
    m.open(
        "div",
        &[
            ("class", "digraph-toolbar"),
            ("role", "toolbar"),
            ("aria-label", "What a click on the graph does"),
        ],
    );
    for (state, text, on) in [
        (
            "edge",
            "Add edges",
            matches!(mode, Mode::Edge(_) | Mode::Refused(..)),
        ),
        ("unedge", "Remove edges", mode == Mode::Unedge),
        ("token", "Put tokens", mode == Mode::Token),
        ("untoken", "Take tokens", mode == Mode::Untoken),
    ] {
        button(
            &mut m,
            "data-editor",
            state,
            text,
            text,
            &[("aria-pressed", if on { "true" } else { "false" })],
        );
    }
    let full = n >= MAX_VERTICES;
    let name = next_name(board);
    button(
        &mut m,
        "data-edit",
        &with_vertex(board),
        &format!("Add vertex {name}"),
        &format!("add a vertex named {name}"),
        &[("disabled?", if full { "disabled" } else { "" })],
    );
    button(
        &mut m,
        "data-edit",
        "; tokens",
        "Clear",
        "clear the graph and its tokens",
        &[],
    );
    m.close("div");
    let message = match &mode {
        Mode::Edge(None) => "Choose the tail of a new edge: the vertex it leaves.".to_string(),
        Mode::Edge(Some(t)) => format!(
            "Tail {} chosen. Now choose the head, the vertex the edge enters, or {} again to \
             cancel.",
            short(&board.names[*t]),
            short(&board.names[*t])
        ),
        Mode::Refused(t, h) => {
            let why = match parse_board(&with_edge(board, *t, *h)) {
                Err(e) => e.kind.to_string(),
                Ok(_) => "it is allowed now".to_string(),
            };
            format!(
                "The edge {}>{} is refused: {why}.",
                short(&board.names[*t]),
                short(&board.names[*h])
            )
        }
        Mode::Unedge => "Choose an edge to remove it.".to_string(),
        Mode::Token => "Choose a vertex to put a token on it.".to_string(),
        Mode::Untoken => "Choose a vertex to take one of its tokens off.".to_string(),
    };
    m.el(
        "p",
        &[
            (
                "class",
                if matches!(mode, Mode::Refused(..)) {
                    "digraph-message digraph-refusal"
                } else {
                    "digraph-message"
                },
            ),
            ("role", "status"),
        ],
        &message,
    );
    let mut seeds: Vec<usize> = board.tokens.clone();
    if let Mode::Edge(Some(t)) = mode {
        seeds.insert(0, t);
    }
    let lay = layout::layout(board, &seeds);
    let mut d = Drawing::new(
        board,
        &lay,
        format!(
            "The graph being edited: {}",
            figures::text::count_in_words(n as u64, "vertex", "vertices")
        ),
    );
    d.badges = values
        .iter()
        .map(|v| Badge::Text(v.to_string(), v.is_zero()))
        .collect();
    for &t in &board.tokens {
        d.tokens[t] += 1;
    }
    for v in 0..n {
        if lay.at[v].is_some() {
            d.vertex_actions[v] = vertex_action(board, &mode, &closes, v, &mut edits);
            d.marks[v].refused = closes[v] && matches!(mode, Mode::Edge(Some(t)) if t != v);
        }
    }
    if let Mode::Edge(Some(t)) = mode {
        d.marks[t].current = true;
    }
    if let Mode::Refused(t, h) = mode {
        d.marks[t].current = true;
        d.marks[h].refused = true;
    }
    if mode == Mode::Unedge {
        for &(a, b) in &board.edges {
            if d.edge_actions.contains_key(&(a, b))
                || lay.at[a].is_none()
                || lay.at[b].is_none()
                || !edits.take()
            {
                continue;
            }
            d.edge_actions.insert(
                (a, b),
                Action {
                    attr: "data-edit",
                    value: without_edge(board, a, b),
                    label: format!(
                        "remove the edge {}>{}",
                        short(&board.names[a]),
                        short(&board.names[b])
                    ),
                },
            );
        }
    }
    m.open("figure", &[("class", "digraph-board digraph-edit-figure")]);
    m.markup(&d.svg());
    if lay.hidden > 0 {
        m.el(
            "figcaption",
            &[("class", "digraph-more")],
            &format!("… and {} more vertices not drawn", lay.hidden),
        );
    }
    m.close("figure");
    vertex_rows(&mut m, board, &mode, &closes, &mut edits);
    edge_rows(&mut m, board, &mut edits);
    m.close("section");
    m
}

/// The vertices as a table of buttons: the same actions as the drawing,
/// for the keyboard.
fn vertex_rows(m: &mut Markup, board: &Board, mode: &Mode, closes: &[bool], edits: &mut Edits) {
    let n = board.names.len();
    if n == 0 {
        m.el("p", &[], "No vertices yet: add one.");
        return;
    }
    m.open("table", &[("class", "digraph-table digraph-edit-table")]);
    m.el("caption", &[], "Vertices");
    m.open("thead", &[]).open("tr", &[]);
    for h in ["Vertex", "Tokens", "Edge", "Token", "Remove"] {
        m.el("th", &[("scope", "col")], h);
    }
    m.close("tr").close("thead").open("tbody", &[]);
    let mut shown = 0;
    for (v, &closes_here) in closes.iter().enumerate().take(MAX_ROWS) {
        // A row carries up to four new texts.
        if edits.left < 4 {
            break;
        }
        shown += 1;
        let name = short(&board.names[v]);
        let count = board.tokens.iter().filter(|&&t| t == v).count();
        m.open("tr", &[]);
        m.el("th", &[("scope", "row")], &name);
        m.el("td", &[], &count.to_string());
        m.open("td", &[]);
        let edge = match mode {
            Mode::Edge(Some(t)) => {
                let text = if *t == v {
                    "Cancel".to_string()
                } else if closes_here {
                    format!("{}>{name}: cycle", short(&board.names[*t]))
                } else {
                    format!("{}>{name}", short(&board.names[*t]))
                };
                head_action(board, *t, v, closes_here, edits).map(|a| (a, text))
            }
            _ => Some((
                Action {
                    attr: "data-editor",
                    value: format!("edge:{}", board.names[v]),
                    label: format!("start an edge at {name}"),
                },
                "From here".to_string(),
            )),
        };
        if let Some((action, text)) = edge {
            let refused = action.value.starts_with("refused:");
            button(
                m,
                action.attr,
                &action.value,
                &text,
                &action.label,
                &[(
                    "class",
                    if refused {
                        "digraph-edit-button digraph-refused-button"
                    } else {
                        ""
                    },
                )],
            );
        }
        m.close("td");
        m.open("td", &[("class", "digraph-pair")]);
        edits.left = edits.left.saturating_sub(3);
        button(
            m,
            "data-edit",
            &with_token(board, v),
            "+",
            &format!("put a token on {name}"),
            &[(
                "disabled?",
                if board.tokens.len() >= MAX_VERTICES {
                    "disabled"
                } else {
                    ""
                },
            )],
        );
        button(
            m,
            "data-edit",
            &without_token(board, v),
            "−",
            &format!("take a token off {name}"),
            &[("disabled?", if count == 0 { "disabled" } else { "" })],
        );
        m.close("td");
        m.open("td", &[]);
        button(
            m,
            "data-edit",
            &without_vertex(board, v),
            "Remove",
            &format!("remove the vertex {name}, its edges and tokens"),
            &[],
        );
        m.close("td");
        m.close("tr");
    }
    m.close("tbody").close("table");
    if n > shown {
        m.el(
            "p",
            &[("class", "digraph-more")],
            &format!(
                "… and {} more vertices: edit them in the position's text.",
                n - shown
            ),
        );
    }
}

/// The edges, each with a button that removes it.
fn edge_rows(m: &mut Markup, board: &Board, edits: &mut Edits) {
    let mut seen = std::collections::HashSet::new();
    let edges: Vec<(usize, usize)> = board
        .edges
        .iter()
        .copied()
        .filter(|&e| seen.insert(e))
        .collect();
    if edges.is_empty() {
        return;
    }
    m.open("table", &[("class", "digraph-table digraph-edit-table")]);
    m.el("caption", &[], "Edges");
    m.open("tbody", &[]);
    let mut shown = 0;
    for &(a, b) in edges.iter().take(MAX_ROWS) {
        if !edits.take() {
            break;
        }
        shown += 1;
        let text = format!("{}>{}", short(&board.names[a]), short(&board.names[b]));
        m.open("tr", &[]);
        m.el("th", &[("scope", "row")], &text);
        m.open("td", &[]);
        button(
            m,
            "data-edit",
            &without_edge(board, a, b),
            "Remove",
            &format!("remove the edge {text}"),
            &[],
        );
        m.close("td").close("tr");
    }
    m.close("tbody").close("table");
    if edges.len() > shown {
        m.el(
            "p",
            &[("class", "digraph-more")],
            &format!(
                "… and {} more edges: edit them in the position's text.",
                edges.len() - shown
            ),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::reading::attr_values;
    use grundy::games::digraph::parse_board;

    #[test]
    fn editor_refuses_a_cycle_and_names_it() {
        let b = parse_board("a>b b>c; tokens a").unwrap();
        let m = editor(&b, "edge:c");
        let states = attr_values(m.as_str(), "data-editor");
        assert!(states.contains(&"refused:c:a".to_string()));
        // No edit anywhere adds c>a.
        for text in attr_values(m.as_str(), "data-edit") {
            assert!(parse_board(&text).is_ok(), "{text}");
        }
        let refused = editor(&b, "refused:c:a");
        let s = refused.as_str();
        assert!(s.contains("The edge c&gt;a is refused"));
        assert!(s.contains("is a cycle"));
        assert!([
            "a &gt; b &gt; c &gt; a",
            "b &gt; c &gt; a &gt; b",
            "c &gt; a &gt; b &gt; c"
        ]
        .iter()
        .any(|cycle| s.contains(cycle)));
    }

    #[test]
    fn an_edge_is_added_by_tail_then_head() {
        let b = parse_board("a>b c; tokens a").unwrap();
        let first = editor(&b, "");
        assert!(attr_values(first.as_str(), "data-editor").contains(&"edge:b".to_string()));
        let second = editor(&b, "edge:b");
        let edits = attr_values(second.as_str(), "data-edit");
        assert!(edits.contains(&"a>b b>c; tokens a".to_string()));
    }

    #[test]
    fn a_new_vertex_takes_the_next_free_name() {
        let b = parse_board("a>b c; tokens a").unwrap();
        assert_eq!(next_name(&b), "d");
        let m = editor(&b, "");
        assert!(attr_values(m.as_str(), "data-edit").contains(&"a>b c d; tokens a".to_string()));
        let letters: Vec<String> = (b'a'..=b'z').map(|c| char::from(c).to_string()).collect();
        let all = parse_board(&letters.join(" ")).unwrap();
        assert_eq!(next_name(&all), "a1");
    }

    #[test]
    fn tokens_go_on_and_come_off() {
        let b = parse_board("a>b; tokens a a").unwrap();
        let put = attr_values(editor(&b, "token").as_str(), "data-edit");
        assert!(put.contains(&"a>b; tokens a a b".to_string()));
        let off = attr_values(editor(&b, "untoken").as_str(), "data-edit");
        assert!(off.contains(&"a>b; tokens a".to_string()));
    }

    #[test]
    fn edges_and_vertices_can_be_removed() {
        let b = parse_board("a>b b>c; tokens c").unwrap();
        let edits = attr_values(editor(&b, "unedge").as_str(), "data-edit");
        assert!(edits.contains(&"b>c a; tokens c".to_string()));
        assert!(edits.contains(&"a>b; tokens".to_string()));
        assert!(edits.contains(&"; tokens".to_string()));
    }
}
