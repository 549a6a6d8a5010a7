//! Wythoff's game's entry in the catalogue.

use crate::catalogue::{
    bare, Entry, Group, Hook, Layout, Listing, Preset, SeriesPage, Words, PLAY,
};
use crate::catalogue::{CounterKind, Family};

/// Wythoff's game.
pub const WYTHOFF: Entry = Entry {
    name: "wythoff",
    family: Family::Counters(CounterKind::Wythoff),
    form: "wythoff",
    check: |a| bare("wythoff", a),
    about: "(two heaps \"4, 9\": take from one heap, or the same number from both)",
    words: Words {
        component: "position",
        components: "positions",
        one_move: "move",
        moves: "moves",
        all_done: "Both heaps are empty: no move is left.",
        drawn: "it is drawn",
    },
    hook: Hook::Part,
    notation: "the two heaps, separated by a comma: 4, 9",
    compact: true,
    example: "e.g. 4, 9 or 1000000, 1618034",
    add: &[],
    presets: |_| {
        Preset::fixed(&[
            ("Heaps 4 and 9", "4, 9"),
            ("A losing position: 6 and 10", "6, 10"),
            ("Heaps 20 and 30", "20, 30"),
            ("Past the table: 1,000,000 and 1,618,034", "1000000, 1618034"),
        ])
    },
    start: None,
    misere_start: None,
    series: Some(SeriesPage::Own),
    layout: Layout::Board,
    tabs: PLAY,
    row_of_coins: false,
    listings: &[Listing {
        group: Group::Heaps,
        title: "Wythoff's game",
        spec: "wythoff",
        start: "4, 9",
        line: "Take from one heap, or the same number from both; the losing positions are (⌊kφ⌋, ⌊kφ²⌋), φ the golden ratio.",
        source: "Wythoff, A modification of the game of Nim (1907)",
    }],
};
