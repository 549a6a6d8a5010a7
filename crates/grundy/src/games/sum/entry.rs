//! The sums' entry in the catalogue.

use crate::catalogue::{bare, Entry, Family, Group, Hook, Layout, Listing, Preset, Words, PLAY};

const NOTATION: &str = "parts joined by +, each its game's spec and its position in \
                        parentheses: nim(3 + 5) + turtles(THHTH) + hackenbush(g-1 1-2)";

/// Sums of different games.
pub const SUM: Entry = Entry {
    name: "sum",
    family: Family::Sums,
    form: "sum",
    check: |a| bare("sum", a),
    about: "(parts of any games, each its spec and position: \"nim(3 + 5) + turtles(THHTH)\")",
    words: Words {
        component: "part",
        components: "parts",
        one_move: "move",
        moves: "moves",
        all_done: "No part has a move left.",
        drawn: "it is drawn",
    },
    hook: Hook::Part,
    notation: NOTATION,
    compact: false,
    example: NOTATION,
    add: &[],
    presets: |_| {
        Preset::fixed(&[
            (
                "Nim, Turning Turtles and Hackenbush",
                "nim(3 + 5) + turtles(THHTH) + hackenbush(g-1 1-2)",
            ),
            (
                "A surface, a rug and Kayles",
                "manifold(o1 + n3) + rugs(HTH/THT) + octal:0.77(7)",
            ),
            (
                "Lasker's Nim and a graph game",
                "lasker(2 + 5) + digraph(a>b a>c b>c c>d; tokens a c)",
            ),
            (
                "Ruler, Rims and Moore's Nim",
                "ruler(THHT) + rims(5 (2: 3)) + moore:2(1 + 2 + 3)",
            ),
        ])
    },
    start: None,
    misere_start: None,
    series: None,
    // Each part is named on the board, with its value and the button that
    // lists its moves: a card would show it twice.
    layout: Layout::BoardOfParts,
    tabs: PLAY,
    row_of_coins: false,
    listings: &[Listing {
        group: Group::Graphs,
        title: "Sums of different games",
        spec: "sum",
        start: "nim(3 + 5) + turtles(THHTH) + hackenbush(g-1 1-2)",
        line: "Parts of any games side by side; the value is the nim-sum of theirs.",
        source: "The Sprague-Grundy theorem",
    }],
};
