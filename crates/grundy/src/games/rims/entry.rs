//! Rims's entry in the catalogue.

use crate::catalogue::sources::NOTES;
use crate::catalogue::{bare, Entry, Group, Hook, Layout, Listing, Preset, Words, PLAY};
use crate::catalogue::{CounterKind, Family};

/// Rims.
pub const RIMS: Entry = Entry {
    name: "rims",
    family: Family::Counters(CounterKind::Rims),
    form: "rims",
    check: |a| bare("rims", a),
    about: "(dots and loops \"5 (2: 3 (1:))\")",
    words: Words {
        component: "region",
        components: "regions",
        one_move: "loop",
        moves: "loops",
        all_done: "Every dot is on a loop: no new loop can be drawn.",
        drawn: "it is drawn",
    },
    hook: Hook::Part,
    notation: "a region's free dots, then its loops, a loop through k dots around region R \
               written (k: R): 5 (2: 3 (1:))",
    compact: false,
    example: "a region's free dots, then its loops, a loop through k dots around region R \
              written (k: R): 5 (2: 3 (1:))",
    add: &[],
    presets: |_| {
        Preset::fixed(&[
            ("Seven dots", "7"),
            ("Loops in loops", "5 (2: 3 (1:))"),
            ("A losing position", "3 (1: 1 (2: 2))"),
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
        title: "Rims",
        spec: "rims",
        start: "5 (2: 3 (1:))",
        line: "Draw a loop through some dots, around others; Nim in disguise.",
        source: NOTES,
    }],
};
