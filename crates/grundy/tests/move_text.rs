//! Each game says what a move does, then what it leaves, in its own words:
//! the verb of the game's [`MoveWords`](grundy::MoveWords) followed by the
//! move's description, as the page and the command line show it. The
//! expected sentences are written here from each game's rules (the
//! reference documents' wording where they have one), one game of the
//! games index at a time.

use grundy::catalog;
use grundy::Game;

/// (game, position, move in the game's notation, the sentence).
const CASES: &[(&str, &str, &str, &str)] = &[
    (
        "manifold",
        "o2 + n3",
        "(c) n3 → n2",
        "cut (c) on n3, giving n2",
    ),
    (
        "manifold",
        "o2 + n3",
        "(b) o2 → o1 + o1",
        "cut (b) on o2, giving o1 + o1",
    ),
    (
        "manifold:rules=cgh,misere",
        "o2 + n3",
        "(g) n3 → n1 + n2",
        "cut (g) on n3, giving n1 + n2",
    ),
    (
        "nim",
        "50 + 53 + 30 + 14",
        "53 → 17",
        "take 36 counters from the heap of 53, leaving 17",
    ),
    (
        "nim",
        "3 + 1",
        "1 → 0",
        "take 1 counter from the heap of 1, leaving nothing",
    ),
    (
        "subtraction:1,2,3",
        "3 + 5 + 7",
        "7 → 4",
        "take 3 counters from the heap of 7, leaving 4",
    ),
    (
        "lasker",
        "2 + 5 + 7",
        "7 → 3 + 4",
        "take the heap of 7 apart, into 3 + 4",
    ),
    (
        "lasker",
        "2 + 5 + 7",
        "5 → 1",
        "take 4 counters from the heap of 5, leaving 1",
    ),
    // Kayles: one or two pins, from the end or the middle of a row.
    (
        "octal:0.77",
        "3 + 5 + 7",
        "7 → 2 + 3",
        "take 2 counters from the heap of 7, leaving 2 + 3",
    ),
    // 4.3 splits a heap without taking from it.
    (
        "octal:4.3",
        "3 + 5 + 7",
        "5 → 2 + 3",
        "take the heap of 5 apart, into 2 + 3",
    ),
    (
        "grundy",
        "7 + 10",
        "7 → 1 + 6",
        "take the heap of 7 apart, into 1 + 6",
    ),
    (
        "grundy:d=2",
        "7 + 10",
        "10 → 4 + 6",
        "take the heap of 10 apart, into 4 + 6",
    ),
    (
        "rectangles",
        "5x7 + 3x4",
        "5x7 → 2x7 + 3x7",
        "break the bar 5x7 into 2x7 and 3x7",
    ),
    (
        "boxes",
        "3x4x5 + 2x2x7",
        "3x4x5 → 1x4x5 + 2x4x5",
        "break the box 3x4x5 into 1x4x5 and 2x4x5",
    ),
    (
        "moore:2",
        "3 + 5 + 6",
        "1: 3 → 1",
        "take 2 counters from heap 1, leaving 1",
    ),
    (
        "moore:2",
        "3 + 5 + 6",
        "2: 5 → 0, 3: 6 → 1",
        "take 5 counters from heap 2 and 5 from heap 3, leaving 0 and 1",
    ),
    (
        "wythoff",
        "4, 9",
        "→ 4, 7",
        "take 2 from heap 2, leaving 4, 7",
    ),
    (
        "wythoff",
        "4, 9",
        "3, 8",
        "take 1 from both heaps, leaving 3, 8",
    ),
    ("turtles", "THHTH", "4", "flip coin 4"),
    ("turtles", "THHTH", "1,4", "flip coins 1 and 4"),
    ("mock-turtles", "THHTH", "0,2,4", "flip coins 0, 2 and 4"),
    ("ruler", "THHTH", "1-4", "flip coins 1 to 4"),
    ("coins:a", "THHTH", "2,4", "flip coins 2 and 4"),
    (
        "tartan:coins:a*ruler",
        "HTH/THT",
        "0,1 × 0-1",
        "flip the coins of rows 0 and 1 and columns 0 and 1",
    ),
    ("rugs", "HTH/THT", "0,0", "flip the coin at 0,0"),
    (
        "coins2d:0.b,a.0,a.b",
        "HTH/THT",
        "0,0 0,1 1,0 1,1",
        "flip the coins at 0,0, 0,1, 1,0 and 1,1",
    ),
    (
        "tartan:turtles*ruler",
        "HTH/THT",
        "0,1 × 0-1",
        "flip the coins of rows 0 and 1 and columns 0 and 1",
    ),
    (
        "rugs",
        "HTH/THT",
        "0,1-1,1",
        "flip the rectangle from 0,1 to 1,1",
    ),
    // Cutting the grounded edge drops the triangle above it.
    (
        "hackenbush",
        "g-1 1-2 2-3 3-1",
        "g-1",
        "cut the edge g-1; 1-2, 2-3 and 1-3 fall",
    ),
    ("hackenbush", "g-1 1-2 2-3 3-1", "1-2", "cut the edge 1-2"),
    (
        "hackenbush",
        "g-1 1-2 2-3",
        "1-2",
        "cut the edge 1-2; 2-3 falls",
    ),
    (
        "digraph",
        "a>b a>c b>c c>d; tokens a c",
        "c>d",
        "move the token on c to d",
    ),
    (
        "rims",
        "5 (2: 3 (1:))",
        "1:1",
        "draw a loop through 1 dot around 1 free dot",
    ),
    (
        "sum",
        "nim(3 + 5) + turtles(THHTH) + hackenbush(g-1 1-2)",
        "3: g-1",
        "play in part 3 (Green Hackenbush): cut the edge g-1; 1-2 falls",
    ),
    (
        "sum",
        "nim(3 + 5) + turtles(THHTH) + hackenbush(g-1 1-2)",
        "2: 0,4",
        "play in part 2 (Turning Turtles): flip coins 0 and 4",
    ),
];

#[test]
fn each_game_says_what_a_move_does_then_what_it_leaves() {
    for &(spec, position, mv, want) in CASES {
        let game = catalog::game(spec).unwrap_or_else(|e| panic!("{spec}: {e:?}"));
        let p = game
            .parse_position(position)
            .unwrap_or_else(|e| panic!("{spec} {position}: {e:?}"));
        let m = game
            .parse_move(&p, mv)
            .unwrap_or_else(|e| panic!("{spec} {position}, move {mv}: {e:?}"));
        let said = format!("{} {}", game.words().present, game.describe_move(&p, &m));
        assert_eq!(said, want, "{spec} {position}, move {mv}");
    }
}

/// Every game of the games index has a case above.
#[test]
fn every_game_has_a_sentence() {
    let names: Vec<&str> = CASES
        .iter()
        .map(|c| c.0.split(':').next().unwrap())
        .collect();
    for entry in grundy::catalogue::entries() {
        assert!(names.contains(&entry.name), "{} has no case", entry.name);
    }
}
