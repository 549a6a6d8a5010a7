//! Errors give a place, `--help` works after any verb, `figure` draws any
//! game and says what it cannot draw, and Moore's Nim is decided by Moore's theorem.

mod run;
use run::{grundy, stderr};

#[test]
fn every_game_points_at_the_character() {
    for (game, text, at) in [
        ("turtles", "THX", 3),
        ("rugs", "HT/TX", 5),
        ("digraph", "a>b; tokens z", 13),
        ("rims", "5 (2: x", 7),
        ("moore:2", "3 + y", 5),
        ("sum", "nim(3) + turtles(THX)", 20),
        ("nim", "3 + x", 5),
    ] {
        let err = stderr(&["--game", game, "value", text]);
        assert!(
            err.contains(&format!("invalid position at character {at}:")),
            "{game} {text}: {err}"
        );
    }
}

#[test]
fn help_works_after_any_verb() {
    for verb in ["value", "moves", "outcome", "figure", "table", "series"] {
        let out = grundy(&[verb, "--help"]);
        assert!(out.status.success(), "{verb}");
        assert!(String::from_utf8_lossy(&out.stdout).starts_with("usage:"));
    }
}

#[test]
fn figure_draws_any_game_and_says_what_it_cannot_draw() {
    let out = grundy(&["--game", "nim", "figure", "3", "--svg"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("<svg"));
    let err = stderr(&["--game", "nim", "figure", "3", "--cut", "a", "--svg"]);
    assert!(err.contains("--cut is for the surface game"), "{err}");
    let out = grundy(&["--game", "manifold:rules=cgh", "figure", "o2", "--svg"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("<svg"));
}

#[test]
fn moore_outcomes_come_from_the_theorem_at_any_size() {
    let outcome = |k: &str, p: &str| {
        let out = grundy(&["--game", k, "outcome", p]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    // Beyond brute force's reach, decided at once. In binary, the sixteens
    // column of 100, 200, 300, 400 holds one digit, so not every column
    // sum is divisible by 3: the player to move wins.
    assert_eq!(outcome("moore:2", "100 + 200 + 300 + 400"), "N\n");
    // 1 + 2 + 3: both column sums are 2, so the mover wins; 3 + 3 + 3:
    // both are 3, so the mover loses.
    assert_eq!(outcome("moore:2", "1 + 2 + 3"), "N\n");
    assert_eq!(outcome("moore:2", "3 + 3 + 3"), "P\n");
    // Huge heaps: three equal ones always lose for the mover under k = 2.
    let big = "18446744073709551615 + 18446744073709551615 + 18446744073709551615";
    assert_eq!(outcome("moore:2", big), "P\n");
    // k = 1 is Nim.
    assert_eq!(outcome("moore:1", "1 + 2 + 3"), "P\n");
}
