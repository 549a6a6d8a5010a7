//! Schrage's box game with more than three sides from the command line:
//! values, moves and tables, and the table's limit said before any work.

mod run;
use run::{grundy, stderr, stdout};

#[test]
fn a_box_of_four_sides_has_a_value_and_moves() {
    // Grundy's game: G(2) = 0, G(3) = 1, G(4) = 0, G(5) = 2 (Schrage's
    // Table 1); only sides 3 and 5 are positive, so the rule gives 1.
    assert_eq!(stdout(&["--game", "boxes", "value", "2x3x4x5"]), "1\n");
    // Side 3 breaks as 1 + 2, side 4 as 1 + 3, side 5 as 1 + 4 and 2 + 3.
    let moves = stdout(&["--game", "boxes", "moves", "2x3x4x5"]);
    assert_eq!(moves.lines().count(), 4, "{moves}");
    assert!(moves.contains("2x3x4x5 → 2x1x4x5 + 2x2x4x5"), "{moves}");
    // Boxes of different numbers of sides in one position.
    assert_eq!(
        stdout(&["--game", "boxes", "value", "2x3x4x5 + 3x4x5x1x1"]),
        "0\n"
    );
}

#[test]
fn a_table_of_four_sides_has_a_block_for_each_first_two_sides() {
    let text = stdout(&["--game", "boxes", "series", "3", "--sides", "4"]);
    let lines: Vec<&str> = text.lines().collect();
    // A header, then 9 blocks of a name and 3 rows.
    assert_eq!(lines.len(), 1 + 9 * 4, "{text}");
    assert_eq!(lines[1], "S1 = 1, S2 = 1:");
    assert_eq!(lines[37 - 4], "S1 = 3, S2 = 3:");
    // 3 × 3 × 3 × 3: every side positive, so 1.
    assert_eq!(lines[36], "1 1 1");
    let json = stdout(&["--game", "boxes", "series", "2", "--sides", "5", "--json"]);
    assert_eq!(json.matches('[').count(), 1 + 2 + 4 + 8 + 16);
}

#[test]
fn a_table_too_large_is_refused_before_any_work() {
    let err = stderr(&["--game", "boxes", "series", "10000000"]);
    assert!(
        err.contains("N is from 1 to 100 for the box game's table of 3 sides"),
        "{err}"
    );
    let err = stderr(&["--game", "boxes", "series", "32", "--sides", "4"]);
    assert!(err.contains("from 1 to 31"), "{err}");
    let err = stderr(&["--game", "boxes", "series", "3", "--sides", "9"]);
    assert!(err.contains("from 3 to 8"), "{err}");
}

#[test]
fn a_box_of_too_many_sides_is_refused_at_its_place() {
    let out = grundy(&["--game", "boxes", "value", &["2"; 9].join("x")]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("at character 16") && err.contains("8 at most"),
        "{err}"
    );
}
