//! Green Hackenbush's entry in the catalogue.

use crate::catalogue::sources::SLIDES;
use crate::catalogue::{bare, Entry, Family, Group, Hook, Layout, Listing, Preset, Words, PLAY};

/// Green Hackenbush.
pub const HACKENBUSH: Entry = Entry {
    name: "hackenbush",
    family: Family::Hackenbush,
    form: "hackenbush",
    check: |a| bare("hackenbush", a),
    about: "(edges \"g-1 1-2 2-3 3-1\", g the ground)",
    words: Words {
        component: "part",
        components: "parts",
        one_move: "cut",
        moves: "cuts",
        all_done: "Nothing stands on the ground: no cut is left.",
        drawn: "it is drawn",
    },
    hook: Hook::Part,
    notation: "edges a-b, g the ground, vertices numbered from 1: g-1 1-2 2-3 3-1",
    compact: false,
    example: "edges a-b, g the ground, vertices numbered from 1: g-1 1-2 2-3 3-1",
    add: &[],
    presets: |_| {
        Preset::fixed(&[
            (
                "Three parts",
                "g-1 1-2 2-3 g-4 4-5 5-6 4-7 g-8 8-9 9-10 10-8",
            ),
            ("A stalk of 4", "g-1 1-2 2-3 3-4"),
            ("A tree with branches", "g-1 1-2 1-3 3-4 3-5 5-6"),
            ("A triangle on one edge", "g-1 1-2 2-3 3-1"),
            ("A cycle and a loop", "g-1 1-2 2-g 2-3 3-3"),
            ("Parallel edges", "g-1 g-1 1-2 1-2 1-2"),
        ])
    },
    start: None,
    misere_start: None,
    series: None,
    layout: Layout::Board,
    tabs: PLAY,
    row_of_coins: false,
    listings: &[Listing {
        group: Group::Graphs,
        title: "Green Hackenbush",
        spec: "hackenbush",
        start: "g-1 1-2 2-3 3-1",
        line: "Cut an edge; whatever loses touch with the ground falls. The colon and fusion principles.",
        source: SLIDES,
    }],
};
