//! Graph games drawn: the directed acyclic graph in rows by the longest
//! path to a sink, each vertex with its Sprague-Grundy value in a badge,
//! the tokens as discs; the notes' labelling procedure as a walkthrough;
//! and an editor that builds the graph by pointer or keyboard.

mod draw;
mod editor;
mod explain;
mod layout;

use super::protocol::{Block, EditorState, Figure, GroupTag, ModuleView, ViewAction};
use super::{Info, Shown};
use draw::{Action, Badge, Drawing};
use grundy::games::digraph::{Board, Digraph, Slide};
use grundy::{Game, Nimber};
use layout::short;
use maud::html;

/// Tokens listed one by one under the board; more are counted.
const MAX_LISTED: usize = 40;

/// "winning (N)" or "losing (P)", for a value.
fn verdict(value: Nimber) -> &'static str {
    if value.is_zero() {
        "losing (P)"
    } else {
        "winning (N)"
    }
}

/// The number of tokens on each vertex.
fn token_counts(board: &Board) -> Vec<usize> {
    let mut counts = vec![0; board.names.len()];
    for &t in &board.tokens {
        if let Some(c) = counts.get_mut(t) {
            *c += 1;
        }
    }
    counts
}

/// Value badges for every vertex.
fn value_badges(values: &[Nimber]) -> Vec<Badge> {
    values
        .iter()
        .map(|v| Badge::Text(v.to_string(), v.is_zero()))
        .collect()
}

/// A vertex's words: its name, value and whether it is losing.
fn vertex_title(board: &Board, values: &[Nimber], v: usize) -> String {
    format!(
        "{}: value {}, {}",
        short(&board.names[v]),
        values[v],
        verdict(values[v])
    )
}

/// The states of Lasker's Nim from piles of at most `top` counters in
/// all, as a graph: each vertex is the piles, largest first, joined by `_`
/// (`0` when none is left), and each edge a move: take counters from a
/// pile, or split a pile in two.
fn lasker_graph(top: usize) -> Vec<String> {
    fn parts(n: usize, most: usize, prefix: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if n == 0 {
            out.push(prefix.clone());
            return;
        }
        for k in (1..=n.min(most)).rev() {
            prefix.push(k);
            parts(n - k, k, prefix, out);
            prefix.pop();
        }
    }
    let name = |piles: &[usize]| {
        if piles.is_empty() {
            "0".to_string()
        } else {
            let words: Vec<String> = piles.iter().map(usize::to_string).collect();
            words.join("_")
        }
    };
    let mut states = Vec::new();
    for total in (0..=top).rev() {
        parts(total, total, &mut Vec::new(), &mut states);
    }
    let mut edges = Vec::new();
    for s in &states {
        let mut seen = Vec::new();
        for (i, &p) in s.iter().enumerate() {
            let rest: Vec<usize> = s[..i].iter().chain(&s[i + 1..]).copied().collect();
            let mut after = Vec::new();
            for q in 0..p {
                after.push(if q > 0 { vec![q] } else { vec![] });
            }
            for b in 1..=p / 2 {
                after.push(vec![p - b, b]);
            }
            for add in after {
                let mut t: Vec<usize> = rest.iter().chain(&add).copied().collect();
                t.sort_unstable_by(|a, b| b.cmp(a));
                let edge = format!("{}>{}", name(s), name(&t));
                if !seen.contains(&edge) {
                    seen.push(edge);
                }
            }
        }
        edges.extend(seen);
    }
    edges
}

/// The subtraction game of the notes (take 1, 2 or 3) from `top`.
fn subtraction_text(top: usize) -> String {
    let mut edges = Vec::new();
    for n in (1..=top).rev() {
        for k in 1..=3.min(n) {
            edges.push(format!("{n}>{}", n - k));
        }
    }
    format!("{}; tokens {top}", edges.join(" "))
}

impl Shown for Digraph {
    fn info(&self) -> Info {
        Info {
            component: "token".to_string(),
            components: "tokens".to_string(),
            one_move: "slide".to_string(),
            moves: "slides".to_string(),
            all_done: "Every token is on a vertex with no followers: no slide is left.".to_string(),
            add: Vec::new(),
            presets: vec![
                (
                    "A small graph, two tokens".to_string(),
                    "a>b a>c b>c c>d; tokens a c".to_string(),
                ),
                (
                    "Take 1, 2 or 3 stones from 7".to_string(),
                    subtraction_text(7),
                ),
                (
                    "Lasker's Nim from a pile of 4".to_string(),
                    format!("{}; tokens 4", lasker_graph(4).join(" ")),
                ),
                (
                    "Lasker's Nim: piles 2, 5 and 7".to_string(),
                    format!("{}; tokens 2 5 7", lasker_graph(7).join(" ")),
                ),
            ],
            intro: html! {
                p {
                    "Tokens sit on the vertices of a directed graph without cycles. A move \
                     slides one token along an edge, the way the edge points; the player who \
                     cannot slide any token loses. Each token is a graph game of its own, and \
                     the whole position is their sum."
                }
            }
            .into_string(),
            notation: "edges a>b (or chains a>b>c) and lone vertices, then ; tokens and \
                       the tokens' vertices: a>b a>c b>c; tokens a c"
                .to_string(),
        }
    }

    /// The graph, each vertex with its value, the tokens a person chooses
    /// and the slides offered clickable parts of the drawing; under it,
    /// the tokens' values and their nim-sum in words.
    fn board(&self, whole: &Board, preview: Option<&Slide>, selected: Option<usize>) -> ModuleView {
        let n = whole.names.len();
        let values = whole.label().values;
        let chosen = selected.filter(|&i| i < whole.tokens.len());
        let from = chosen.map(|i| whole.tokens[i]);
        let slides: Vec<Slide> = self
            .moves(whole)
            .filter(|mv| from.is_none_or(|f| mv.from == f))
            .collect();
        // On the target vertices when the slides shown all leave one vertex
        // (a bigger place to click); on the edges otherwise, where they are
        // never ambiguous.
        let one_source = slides.windows(2).all(|w| w[0].from == w[1].from);
        let mut seeds = whole.tokens.clone();
        seeds.extend(preview.map(|p| p.to));
        let lay = layout::layout(whole, &seeds);
        let counts = token_counts(whole);
        let sum: Nimber = whole.tokens.iter().map(|&t| values[t]).sum();
        let label = format!(
            "A graph of {} and {}; each vertex shows its value",
            figures::text::count_in_words(n as u64, "vertex", "vertices"),
            figures::text::count_in_words(whole.tokens.len() as u64, "token", "tokens"),
        );
        let mut d = Drawing::new(whole, &lay, label);
        d.badges = value_badges(&values);
        d.titles = (0..n).map(|v| vertex_title(whole, &values, v)).collect();
        d.tokens = counts.clone();
        for (v, &c) in counts.iter().enumerate() {
            let Some(first) = whole.tokens.iter().position(|&t| t == v) else {
                continue;
            };
            let what = if c == 1 {
                format!("the token on {}", short(&whole.names[v]))
            } else {
                format!("the {c} tokens on {}", short(&whole.names[v]))
            };
            d.token_actions[v] = Some((
                Action::new(
                    ViewAction::Select(first),
                    format!("choose {what}, value {}", values[v]),
                ),
                from == Some(v),
            ));
        }
        for mv in &slides {
            let text = self.format_move(whole, mv);
            let after = sum ^ values[mv.from] ^ values[mv.to];
            let label = format!(
                "slide the token on {} to {} ({text}); the tokens' values then add to {after}",
                short(&whole.names[mv.from]),
                short(&whole.names[mv.to]),
            );
            let action = Action::new(ViewAction::Play(text), label);
            if one_source {
                d.marks[mv.to].target = true;
                d.vertex_actions[mv.to] = Some(action);
            } else {
                d.edge_actions.insert((mv.from, mv.to), action);
            }
        }
        if let Some(p) = preview {
            if p.from < n && p.to < n {
                d.path = Some((p.from, p.to));
                d.marks[p.from].from = true;
                d.marks[p.to].to = true;
            }
        }
        let shown_preview = preview.filter(|p| p.from < n && p.to < n).map(|p| {
            format!(
                "Shown: the token on {} slides to {} (value {}), along the highlighted arrow.",
                short(&whole.names[p.from]),
                short(&whole.names[p.to]),
                values[p.to]
            )
        });
        let listed: Vec<String> = counts
            .iter()
            .enumerate()
            .filter(|(_, &c)| c > 0)
            .take(MAX_LISTED)
            .map(|(v, &c)| {
                if c == 1 {
                    format!(
                        "A token on {}: value {}, {}",
                        short(&whole.names[v]),
                        values[v],
                        verdict(values[v])
                    )
                } else {
                    format!(
                        "{c} tokens on {}: value {} each, {}",
                        short(&whole.names[v]),
                        values[v],
                        verdict(values[v])
                    )
                }
            })
            .collect();
        let places = counts.iter().filter(|&&c| c > 0).count();
        let caption = html! {
            figcaption.digraph-caption {
                p.digraph-legend {
                    "Each badge is the vertex's Sprague-Grundy value: 0 marks a losing vertex \
                     (P) for the player to move, any other value a winning one (N). Choose a \
                     token, then a vertex or an arrow to slide it along."
                }
                @if let Some(text) = shown_preview {
                    p.digraph-preview-text { (text) }
                }
                ul.digraph-token-list {
                    @for text in &listed {
                        li { (text) }
                    }
                    @if places > listed.len() {
                        li { "and tokens on " (places - listed.len()) " more vertices" }
                    }
                    @if whole.tokens.is_empty() {
                        li { "No tokens: the player to move has lost." }
                    }
                }
                p.digraph-sum {
                    "The tokens' values add (nim-sum) to " (sum.to_string()) ": the position is "
                    (verdict(sum)) " for the player to move."
                }
                @if lay.hidden > 0 {
                    p.digraph-more {
                        "… and " (lay.hidden)
                        " more vertices not drawn; the text of the position lists them all."
                    }
                }
            }
        };
        let (svg, parts) = d.figure();
        // The drawing in a figure of its own, so the words under it stay
        // the whole board's caption.
        let drawing = Block::Figure(Figure {
            class: "digraph-drawing".to_string(),
            svg,
            parts,
            caption: None,
        });
        ModuleView {
            blocks: vec![Block::group(
                GroupTag::Figure,
                "digraph-board",
                vec![drawing, Block::markup(caption)],
            )],
        }
    }

    fn explain(&self, whole: &Board, selected: Option<usize>, step: usize) -> ModuleView {
        explain::explain(self, whole, selected, step)
    }

    fn editor(&self, whole: &Board, state: &EditorState) -> Option<ModuleView> {
        Some(editor::editor(whole, state.name()))
    }
}

#[cfg(test)]
mod tests;
