//! Moore's Nim_k from the command line at any size: past a search of its
//! values, Moore's rule still gives the winning move, and says so.

mod run;
use grundy::games::moore::{is_losing, Moore};
use grundy::Game;
use run::{stderr, stdout};

#[test]
fn a_large_position_gets_the_winning_move_by_the_rule() {
    let position = "300 + 500 + 600 + 7";
    let text = stdout(&["--game", "moore:3", "moves", position]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(lines[0].contains("Take from 1 to 3 heaps"), "{text}");
    assert!(
        lines[0].contains("the winning move by Moore's rule"),
        "{text}"
    );
    // The move as printed is legal and leaves a position the rule loses.
    let mv = lines[1].trim_start_matches([' ', '0']).trim_start();
    let mv = mv.split("  gives").next().unwrap();
    let game = Moore::new(3).unwrap();
    let heaps = vec![300, 500, 600, 7];
    let parsed = game
        .parse_move(&heaps, mv)
        .expect("the printed move reads back");
    let after = game.apply(&heaps, &parsed).expect("a legal move");
    assert!(is_losing(&after, 3), "{after:?}");
    assert!(lines[1].ends_with("value 0  winning"), "{text}");
    assert_eq!(stdout(&["--game", "moore:3", "outcome", position]), "N\n");
}

#[test]
fn a_large_lost_position_says_no_move_wins() {
    // Every column of 1000 four times sums to 4, a multiple of k + 1 = 4.
    let text = stdout(&["--game", "moore:3", "moves", "1000 + 1000 + 1000 + 1000"]);
    assert!(text.contains("so no move wins"), "{text}");
    assert_eq!(text.lines().count(), 1);
}

#[test]
fn the_value_of_a_large_position_is_refused_with_the_verdict() {
    let err = stderr(&["--game", "moore:3", "value", "300 + 500 + 600 + 7"]);
    assert!(err.contains("more than 20000000 steps"), "{err}");
    assert!(
        err.contains("the player to move wins, by the move 1: 300 →"),
        "{err}"
    );
    // Nim₁ is Nim: its value is the nim-sum at any size.
    assert_eq!(
        stdout(&["--game", "moore:1", "value", "1 + 1000000000"]),
        "1000000001\n"
    );
    let err = stderr(&["--game", "moore:3", "moves", "300 + 500 + 600 + 7", "--all"]);
    assert!(
        err.contains("--all lists every move with its value"),
        "{err}"
    );
}

#[test]
fn the_json_summary_carries_the_winning_move() {
    let json = stdout(&[
        "--game",
        "moore:2",
        "moves",
        "1000 + 2000 + 3000 + 17",
        "--json",
    ]);
    assert!(
        json.contains(r#""listed":false,"by":"Moore's rule""#),
        "{json}"
    );
    assert!(json.contains(r#""value":0,"winning":true"#), "{json}");
}
