//! The graph game's entry in the catalogue, with its presets: the notes'
//! subtraction game and Lasker's Nim as graphs.

use crate::catalogue::sources::SLIDES;
use crate::catalogue::{bare, Entry, Family, Group, Hook, Layout, Listing, Preset, Words, PLAY};

const NOTATION: &str = "edges a>b (or chains a>b>c) and lone vertices, then ; tokens and the \
                        tokens' vertices: a>b a>c b>c; tokens a c";

/// The graph game.
pub const DIGRAPH: Entry = Entry {
    name: "digraph",
    family: Family::Digraph,
    form: "digraph",
    check: |a| bare("digraph", a),
    about: "(a graph game: edges and tokens \"a>b a>c b>c; tokens a c\")",
    words: Words {
        component: "token",
        components: "tokens",
        one_move: "slide",
        moves: "slides",
        all_done: "Every token is on a vertex with no followers: no slide is left.",
        drawn: "it is drawn",
    },
    hook: Hook::Part,
    notation: NOTATION,
    compact: false,
    example: NOTATION,
    add: &[],
    presets: |_| {
        vec![
            preset("A small graph, two tokens", "a>b a>c b>c c>d; tokens a c".to_string()),
            preset("Take 1, 2 or 3 stones from 7", subtraction_text(7)),
            preset(
                "Lasker's Nim from a pile of 4",
                format!("{}; tokens 4", lasker_graph(4).join(" ")),
            ),
            preset(
                "Lasker's Nim: piles 2, 5 and 7",
                format!("{}; tokens 2 5 7", lasker_graph(7).join(" ")),
            ),
        ]
    },
    start: None,
    misere_start: None,
    series: None,
    layout: Layout::Board,
    tabs: PLAY,
    row_of_coins: false,
    listings: &[Listing {
        group: Group::Graphs,
        title: "Graph games",
        spec: "digraph",
        start: "a>b a>c b>c c>d; tokens a c",
        line: "Slide a token along an edge of a directed acyclic graph; label the vertices with the mex.",
        source: SLIDES,
    }],
};

fn preset(label: &str, position: String) -> Preset {
    Preset {
        label: label.to_string(),
        position,
    }
}

/// The states of Lasker's Nim from piles of at most `top` counters in
/// all, as a graph: each vertex is the piles, largest first, joined by `_`
/// (`0` when none is left), and each edge a move: take counters from a
/// pile, or split a pile in two.
pub fn lasker_graph(top: usize) -> Vec<String> {
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

/// The subtraction game of the notes (take 1, 2 or 3) from `top`, as a
/// graph with a token on `top`.
pub fn subtraction_text(top: usize) -> String {
    let mut edges = Vec::new();
    for n in (1..=top).rev() {
        for k in 1..=3.min(n) {
            edges.push(format!("{n}>{}", n - k));
        }
    }
    format!("{}; tokens {top}", edges.join(" "))
}
