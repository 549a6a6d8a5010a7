//! The heap games' entries in the catalogue: Nim, subtraction games,
//! Lasker's Nim, the octal games, Grundy's game, and Schrage's games on
//! bars and boxes.

use super::{Boxes, GrundyGame, Rectangles, Subtraction};
use crate::catalogue::sources::{MISERE, NOTES, PAPER, SCHRAGE, SLIDES};
use crate::catalogue::{
    bare, Add, Entry, Group, Hook, Layout, Listing, Preset, SeriesPage, Tabs, Words, PLAY,
};
use crate::catalogue::{BarKind, Family, HeapKind};
use crate::game::Game;
use crate::games::octal::OctalGame;
use crate::spec::SpecError;

const HEAP_WORDS: Words = Words {
    component: "heap",
    components: "heaps",
    one_move: "move",
    moves: "moves",
    all_done: "No move is possible.",
    drawn: "it is drawn",
};

const ADD_HEAP: &[Add] = &[Add {
    label: "Heap",
    prefix: "",
    number: "counters",
}];

const HEAP_NOTATION: &str = "heaps are written 3 + 5 + 7, and 2*4 for two heaps of 4";
const HEAP_EXAMPLE: &str = "e.g. 3 + 5 + 7, 2*4 + 1";

/// A heap game's entry with the fields every heap game shares.
const fn heap_entry(
    name: &'static str,
    kind: HeapKind,
    form: &'static str,
    check: fn(&str) -> Result<String, SpecError>,
    presets: fn(&str) -> Vec<Preset>,
    listings: &'static [Listing],
) -> Entry {
    Entry {
        name,
        family: Family::Heaps(kind),
        form,
        check,
        about: "",
        words: HEAP_WORDS,
        hook: Hook::Heap,
        notation: HEAP_NOTATION,
        compact: true,
        example: HEAP_EXAMPLE,
        add: ADD_HEAP,
        presets,
        start: None,
        misere_start: None,
        series: Some(SeriesPage::Heaps),
        layout: Layout::Cards,
        row_of_coins: false,
        tabs: PLAY,
        listings,
    }
}

/// Nim.
pub const NIM: Entry = Entry {
    about: "",
    // The primer is Nim's page: the surface game's values rest on it.
    tabs: Tabs::Play {
        label: "Nim primer",
        key: "nim",
    },
    // Misère Nim from the rows of the film "Last Year at Marienbad", the
    // misère game most people have met.
    misere_start: Some("1 + 3 + 5 + 7"),
    ..heap_entry(
        "nim",
        HeapKind::Nim,
        "nim",
        |a| bare("nim", a),
        |_| {
            Preset::fixed(&[
                ("The paper's heaps", "50 + 53 + 30 + 14"),
                ("3 + 5 + 7", "3 + 5 + 7"),
                ("1 + 2 + 3", "1 + 2 + 3"),
            ])
        },
        &[
            Listing {
                group: Group::Heaps,
                title: "Nim",
                spec: "nim",
                start: "50 + 53 + 30 + 14",
                line: "Take any number of counters from one heap; the nim-sum decides (Bouton).",
                source: "The paper's introduction; lecture notes 4–6",
            },
            Listing {
                group: Group::Misere,
                title: "Misère Nim",
                spec: "nim:misere",
                start: "1 + 3 + 5 + 7",
                line: "Whoever takes the last counter loses; Bouton's rule decides it at any size. Rows 1, 3, 5, 7 are the film Last Year at Marienbad's.",
                source: NOTES,
            },
        ],
    )
};

/// The subtraction games.
pub const SUBTRACTION: Entry = Entry {
    about: "(subtraction:1,3,4)",
    ..heap_entry(
        "subtraction",
        HeapKind::Subtraction,
        "subtraction:SET",
        |set| {
            Subtraction::parse(set)
                .map(|g| g.spec())
                .map_err(SpecError::Subtraction)
        },
        |_| Preset::fixed(&[("3 + 5 + 7", "3 + 5 + 7"), ("10", "10")]),
        &[Listing {
            group: Group::Heaps,
            title: "Subtraction game",
            spec: "subtraction:1,2,3",
            start: "3 + 5 + 7",
            line: "Take 1, 2 or 3 counters (or any set you name: subtraction:1,3,4); values repeat with a period.",
            source: SLIDES,
        }],
    )
};

/// Lasker's Nim.
pub const LASKER: Entry = Entry {
    about: "(Lasker's Nim)",
    ..heap_entry(
        "lasker",
        HeapKind::Lasker,
        "lasker",
        |a| bare("lasker", a),
        // The lecture notes' example of Lasker's Nim.
        |_| Preset::fixed(&[("2 + 5 + 7", "2 + 5 + 7"), ("10", "10")]),
        &[Listing {
            group: Group::Heaps,
            title: "Lasker's Nim",
            spec: "lasker",
            start: "2 + 5 + 7",
            line: "Take counters from a heap, or split a heap in two; values by n mod 4.",
            source: SLIDES,
        }],
    )
};

/// The octal games.
pub const OCTAL: Entry = Entry {
    about: "(octal:0.77 is Kayles, octal:4.3 plays like og)",
    ..heap_entry(
        "octal",
        HeapKind::Octal,
        "octal:CODE",
        |code| {
            if code.is_empty() {
                return Err(SpecError::NeedsArgument("octal:CODE (as in octal:0.77)"));
            }
            OctalGame::parse(code)
                .map(|g| g.spec())
                .map_err(SpecError::Octal)
        },
        |_| Preset::fixed(&[("3 + 5 + 7", "3 + 5 + 7"), ("10", "10")]),
        &[
            Listing {
                group: Group::Heaps,
                title: "Kayles (octal game 0.77)",
                spec: "octal:0.77",
                start: "3 + 5 + 7",
                line: "Knock down one pin or two neighbours, maybe splitting the row; period 12 from heap 71.",
                source: "Octal games, with the paper's game 4.3",
            },
            Listing {
                group: Group::Heaps,
                title: "Octal game 4.3",
                spec: "octal:4.3",
                start: "3 + 5 + 7",
                line: "The octal game the paper finds in the orientable surfaces: G(og) = G(g) of 4.3.",
                source: PAPER,
            },
            Listing {
                group: Group::Misere,
                title: "Misère Kayles",
                spec: "octal:0.77:misere",
                start: "3 + 5 + 7",
                line: "Kayles where the last pin loses: each row's genus, Conway's tame rule where it applies, a search where not.",
                source: MISERE,
            },
        ],
    )
};

/// Grundy's game and Schrage's generalisation.
pub const GRUNDY: Entry = Entry {
    about: "(Grundy's game; grundy:d=D, Schrage's generalisation: the two heaps of a split \
            differ by at least D)",
    ..heap_entry(
        "grundy",
        HeapKind::Grundy,
        "grundy",
        |options| {
            GrundyGame::parse(options)
                .map(|g| g.spec())
                .map_err(SpecError::Grundy)
        },
        |_| Preset::fixed(&[("7 + 10", "7 + 10"), ("20", "20")]),
        &[
            Listing {
                group: Group::Heaps,
                title: "Grundy's game",
                spec: "grundy",
                start: "7 + 10",
                line: "Split a heap into two unequal heaps; no period is known.",
                source: SCHRAGE,
            },
            Listing {
                group: Group::Heaps,
                title: "Grundy's game, d = 2",
                spec: "grundy:d=2",
                start: "7 + 10",
                line: "Split a heap into two heaps differing by at least d (grundy:d=0, d=3, …); d = 1 is Grundy's game.",
                source: SCHRAGE,
            },
        ],
    )
};

/// Schrage's rectangle game.
pub const RECTANGLES: Entry = Entry {
    name: "rectangles",
    family: Family::Bars(BarKind::Rectangles),
    form: "rectangles",
    check: |options| {
        Rectangles::parse(options)
            .map(|g| g.spec())
            .map_err(SpecError::Grundy)
    },
    about: "(Schrage's rectangle game, positions as bars \"5x7 + 3x4\"; rectangles:d=D breaks \
            a bar into pieces differing by at least D along the side broken)",
    words: Words {
        component: "bar",
        components: "bars",
        one_move: "break",
        moves: "breaks",
        all_done: "No bar can be broken.",
        drawn: "it is drawn",
    },
    hook: Hook::Bar,
    notation: "a bar of M rows of N squares is written MxN; bars are joined with +, as in \
               5x7 + 3x4, and 2*3x4 is two bars of 3 by 4",
    compact: true,
    example: "e.g. 5x7 + 3x4, 2*3x4 + 1x9",
    add: &[Add {
        label: "Bar 1 × N",
        prefix: "1x",
        number: "length",
    }],
    presets: |_| Preset::fixed(&[("5x7 + 3x4", "5x7 + 3x4"), ("4x9", "4x9")]),
    start: None,
    misere_start: None,
    series: Some(SeriesPage::Heaps),
    layout: Layout::Cards,
    row_of_coins: false,
    tabs: PLAY,
    listings: &[
        Listing {
            group: Group::Heaps,
            title: "Rectangles",
            spec: "rectangles",
            start: "5x7 + 3x4",
            line: "Break a bar of squares along a score line into two unequal pieces; G(M×N) from G(M) and G(N).",
            source: SCHRAGE,
        },
        Listing {
            group: Group::Heaps,
            title: "Rectangles, d = 2",
            spec: "rectangles:d=2",
            start: "5x7 + 3x4",
            line: "Break a bar into two pieces differing by at least d along the side broken; Schrage's theorem still holds, with grundy:d=D's values.",
            source: SCHRAGE,
        },
    ],
};

/// Schrage's box game.
pub const BOXES: Entry = Entry {
    name: "boxes",
    family: Family::Bars(BarKind::Boxes),
    form: "boxes",
    check: |options| {
        Boxes::parse(options)
            .map(|g| g.spec())
            .map_err(SpecError::Grundy)
    },
    about: "(Schrage's box game, positions as boxes \"3x4x5 + 2x3x4x5\" of three sides or \
            more, a break along one side; boxes:d=D as for rectangles)",
    words: Words {
        component: "box",
        components: "boxes",
        one_move: "break",
        moves: "breaks",
        all_done: "No box can be broken.",
        drawn: "it is drawn",
    },
    hook: Hook::Box,
    notation: "a box of L by M by N cubes is written LxMxN, a box of more sides with each of \
               them (2x3x4x5, up to 8 sides); boxes are joined with +, as in 3x4x5 + 2x2x7, and \
               2*1x3x5 is two boxes of 1 by 3 by 5",
    compact: true,
    example: "e.g. 3x4x5 + 2x2x7, 2*1x3x5, 2x3x4x5",
    add: &[Add {
        label: "Box 1 × 1 × N",
        prefix: "1x1x",
        number: "length",
    }],
    presets: |_| {
        Preset::fixed(&[
            // One box with two sides of positive value, one whose sides
            // are all 0.
            ("3x4x5 + 2x2x7", "3x4x5 + 2x2x7"),
            ("4x5x6", "4x5x6"),
            ("A rectangle: 1x5x7", "1x5x7"),
            ("Four sides: 2x3x4x5", "2x3x4x5"),
        ])
    },
    start: None,
    misere_start: None,
    series: Some(SeriesPage::Heaps),
    layout: Layout::Cards,
    row_of_coins: false,
    tabs: PLAY,
    listings: &[Listing {
        group: Group::Heaps,
        title: "Boxes",
        spec: "boxes",
        start: "3x4x5 + 2x2x7",
        line: "Break a box of cubes along one side into two unequal pieces; G(L×M×N) from G(L), G(M) and G(N), Schrage's rule for three sides.",
        source: SCHRAGE,
    }],
};
