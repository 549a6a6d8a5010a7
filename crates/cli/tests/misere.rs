//! `:misere` on any game from the command line: outcomes by Bouton's rule,
//! by Conway's tame rule or by search, and a clear word past the reach.

mod run;
use run::{grundy, stdout};

#[test]
fn misere_nim_follows_boutons_rule_at_any_size() {
    assert_eq!(
        stdout(&["--game", "nim:misere", "outcome", "1 + 2 + 3"]),
        "P\n"
    );
    assert_eq!(stdout(&["--game", "nim:misere", "outcome", "1 + 1"]), "N\n");
    assert_eq!(
        stdout(&["--game", "nim:misere", "outcome", "1 + 1 + 1"]),
        "P\n"
    );
    // In normal play 1 + 1 is lost and 1 + 1 + 1 won: the rule differs.
    assert_eq!(stdout(&["--game", "nim", "outcome", "1 + 1"]), "P\n");
    let huge = "18446744073709551615 + 18446744073709551615";
    assert_eq!(stdout(&["--game", "nim:misere", "outcome", huge]), "P\n");
}

#[test]
fn other_games_in_misere_play() {
    // Kayles: a lone pin must be taken, the last move, which loses; from
    // two pins the mover takes one and leaves the opponent that last pin.
    assert_eq!(
        stdout(&["--game", "octal:0.77:misere", "outcome", "1"]),
        "P\n"
    );
    assert_eq!(
        stdout(&["--game", "octal:0.77:misere", "outcome", "2"]),
        "N\n"
    );
    assert_eq!(stdout(&["--game", "turtles:misere", "outcome", "H"]), "P\n");
    assert_eq!(
        stdout(&["--game", "turtles:misere", "outcome", "TH"]),
        "N\n"
    );
}

#[test]
fn past_the_reach_it_says_so_and_misere_twice_is_refused() {
    let out = grundy(&[
        "--game",
        "octal:0.07:misere",
        "outcome",
        "400 + 401 + 402",
        "--time",
        "0.5",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("misère outcome is not computed"), "{err}");
    // The quotient of 0.07 is far from heap 400 and the search from an
    // end: the budget given is spent, and the message says how far it
    // got and how to allow more.
    assert!(err.contains("budget of 4 GiB and 500 ms"), "{err}");
    assert!(err.contains("positions settled"), "{err}");
    assert!(err.contains("--time SECONDS and --memory GIB"), "{err}");
    let out = grundy(&["--game", "nim:misere:misere", "outcome", "1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("already in misère play"));
    let out = grundy(&["--game", "nim:misere", "value", "1 + 2"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("use outcome"));
}

#[test]
fn a_heap_past_the_quotients_first_steps_is_answered_with_the_quotients_help() {
    // Misère Kayles' quotient gains its last generators at heaps 25 and
    // 27 and is proved within seconds; a position with heaps past them is
    // answered by the quotient or by a search that reads every position
    // of heaps up to at least 27 from it, not left to a search alone
    // until the budget is spent.
    let out = stdout(&[
        "--game",
        "octal:0.77:misere",
        "outcome",
        "42 + 37 + 30 + 6 + 4 + 1",
        "--why",
        "--time",
        "300",
    ]);
    let (answer, why) = out.split_once(' ').expect("an answer and its route");
    assert!(answer == "N" || answer == "P", "{out}");
    let covered = why
        .split("heaps up to ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse::<u64>().ok());
    assert!(
        why.contains("by the game's misère quotient") || covered.is_some_and(|n| n >= 27),
        "{out}"
    );
}
