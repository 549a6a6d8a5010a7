//! Graph games drawn: the directed acyclic graph in rows by the longest
//! path to a sink, each vertex with its Sprague-Grundy value in a badge,
//! the tokens as discs; the notes' labelling procedure as a walkthrough;
//! and an editor that builds the graph by pointer or keyboard.

mod draw;
mod editor;
mod explain;
mod layout;

use super::protocol::{EditorState, ModuleView};
use super::{Info, Shown};
use draw::{Action, Badge, Data, Drawing};
use grundy::games::digraph::{Board, Digraph, Slide};
use grundy::{Game, Nimber};
use layout::short;
use maud::{html, Markup};

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

    fn board_markup(
        &self,
        whole: &Board,
        preview: Option<&Slide>,
        selected: Option<usize>,
    ) -> Markup {
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
                Action {
                    attr: Data::Component,
                    value: first.to_string(),
                    label: format!("choose {what}, value {}", values[v]),
                },
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
            let action = Action {
                attr: Data::Move,
                value: text,
                label,
            };
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
        html! {
            figure.digraph-board {
                (d.svg())
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
            }
        }
    }

    fn explain_markup(&self, whole: &Board, selected: Option<usize>, step: usize) -> Markup {
        explain::explain(self, whole, selected, step)
    }

    fn editor(&self, whole: &Board, state: &EditorState) -> Option<ModuleView> {
        Some(editor::editor(whole, state.name()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::reading::attr_values;
    use grundy::games::digraph::parse_board;

    fn preset(label: &str) -> Board {
        let info = Digraph.info();
        let text = info
            .presets
            .iter()
            .find(|p| p.0.contains(label))
            .map(|p| p.1.clone())
            .unwrap();
        parse_board(&text).unwrap()
    }

    fn value_of(b: &Board, name: &str) -> u64 {
        let v = b.names.iter().position(|n| n == name).unwrap();
        b.label().values[v].get()
    }

    #[test]
    fn every_preset_reads() {
        for (label, text) in Digraph.info().presets {
            assert!(parse_board(&text).is_ok(), "{label}");
        }
    }

    #[test]
    fn lasker_preset_has_the_notes_values() {
        // The notes: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4,
        // g(4k+4) = 4k+3.
        let b = preset("piles 2, 5 and 7");
        for (pile, g) in [
            ("1", 1),
            ("2", 2),
            ("3", 4),
            ("4", 3),
            ("5", 5),
            ("6", 6),
            ("7", 8),
        ] {
            assert_eq!(value_of(&b, pile), g, "pile {pile}");
        }
    }

    #[test]
    fn subtraction_preset_loses_exactly_on_multiples_of_four() {
        let b = preset("Take 1, 2 or 3");
        for n in 0..=7 {
            assert_eq!(value_of(&b, &n.to_string()) == 0, n % 4 == 0, "{n}");
        }
    }

    #[test]
    fn every_slide_is_a_data_move_that_parses_back() {
        let b = parse_board("a>b a>c b>c c>d d>e b>e; tokens a c c").unwrap();
        for selected in [None, Some(0), Some(1), Some(2)] {
            let m = Digraph.board_markup(&b, None, selected);
            let mut found = attr_values(&m.0, "data-move");
            let mut expected: Vec<String> = Digraph
                .moves(&b)
                .filter(|mv| selected.is_none_or(|i| b.tokens[i] == mv.from))
                .map(|mv| Digraph.format_move(&b, &mv))
                .collect();
            found.sort();
            expected.sort();
            assert_eq!(found, expected, "{selected:?}");
            for text in found {
                let mv = Digraph.parse_move(&b, &text).unwrap();
                assert_eq!(Digraph.format_move(&b, &mv), text);
            }
        }
    }

    #[test]
    fn each_token_vertex_selects_its_first_token() {
        let b = parse_board("a>b a>c b>c; tokens b a b").unwrap();
        let m = Digraph.board_markup(&b, None, None);
        let mut found = attr_values(&m.0, "data-component");
        found.sort();
        assert_eq!(found, vec!["0", "1"]);
        assert!(m.0.contains(">2</text>"));
    }

    #[test]
    fn preview_highlights_the_path_and_both_ends() {
        let b = parse_board("a>b a>c b>c; tokens a").unwrap();
        let mv = Digraph.parse_move(&b, "a>c").unwrap();
        let m = Digraph.board_markup(&b, Some(&mv), None);
        let s = m.0.as_str();
        assert_eq!(s.matches("digraph-path").count(), 1);
        assert_eq!(s.matches("digraph-from").count(), 1);
        assert_eq!(
            s.matches("digraph-to\"").count() + s.matches("digraph-to ").count(),
            1
        );
        assert!(s.contains("slides to c"));
    }

    #[test]
    fn board_badges_and_text_state_values() {
        let b = parse_board("a>b a>c b>c; tokens a").unwrap();
        let s = Digraph.board_markup(&b, None, None);
        assert!(s.0.contains("a: value 2, winning (N)"));
        assert!(s.0.contains("c: value 0, losing (P)"));
        assert!(s.0.contains("add (nim-sum) to 2"));
    }

    #[test]
    fn clickable_elements_are_labelled_buttons() {
        let b = parse_board("a>b a>c b>c c>d; tokens a c").unwrap();
        let mut all = Digraph.board_markup(&b, None, None).into_string();
        all.push_str(&Digraph.explain_markup(&b, None, 2).into_string());
        // The editor's clickable parts are the page's buttons, each named;
        // its markup has no button of its own.
        let view = Digraph
            .editor(&b, &EditorState::Named("edge:a".into()))
            .unwrap();
        assert!(view
            .buttons()
            .iter()
            .all(|b| b.label.is_some() || !b.text.is_empty()));
        let markup = serde_json::to_string(&view).unwrap();
        assert!(!markup.contains("role=\\\"button\\\""), "{markup}");
        for piece in all.split('<').skip(1) {
            let tag = piece.split('>').next().unwrap_or("");
            if tag.contains("role=\"button\"") {
                assert!(tag.contains("tabindex=\"0\""), "{tag}");
                assert!(tag.contains("aria-label=\""), "{tag}");
            }
            if tag.starts_with("svg") {
                assert!(
                    tag.contains("role=\"") && tag.contains("aria-label=\""),
                    "{tag}"
                );
            }
            if tag.contains("data-") && !tag.starts_with("button") {
                assert!(tag.contains("role=\"button\""), "{tag}");
            }
        }
    }

    #[test]
    fn a_huge_position_stays_small() {
        let mut edges = Vec::new();
        for i in 0..499 {
            edges.push(format!("v{i}>v{}", i + 1));
            if i + 7 < 500 {
                edges.push(format!("v{i}>v{}", i + 7));
            }
        }
        let tokens: Vec<String> = (0..500).map(|i| format!("v{}", i % 500)).collect();
        let b = parse_board(&format!("{}; tokens {}", edges.join(" "), tokens.join(" "))).unwrap();
        assert!(Digraph.board_markup(&b, None, None).0.len() < 300_000);
        assert!(Digraph.explain_markup(&b, None, 250).0.len() < 200_000);
        for state in ["", "edge:v3", "token", "untoken", "unedge"] {
            let view = Digraph
                .editor(&b, &EditorState::Named(state.into()))
                .unwrap();
            assert!(
                serde_json::to_string(&view).unwrap().len() < 400_000,
                "{state}"
            );
        }
    }
}
