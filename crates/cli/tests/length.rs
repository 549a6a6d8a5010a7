//! `grundy length`: Corollary 2.2 of the paper, "Starting from og or ng,
//! the manifold decomposition game ends after at most 2g moves. The
//! smallest number of moves is k for n(2k) and k + 1 for n(2k + 1)", and
//! its proof: from ok, case (a) repeatedly reaches a sphere after k moves.

mod run;
use run::{grundy, stdout};

use grundy::Position;
use std::collections::HashMap;

/// The number after `key` in the JSON text (the first such key).
fn field(json: &str, key: &str) -> u128 {
    let at = json.find(&format!("\"{key}\": ")).expect(key) + key.len() + 4;
    json[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .expect("a number")
}

/// The fewest and most moves to the end from `p`, by trying every move.
fn search(p: &Position, memo: &mut HashMap<Position, (u32, u32)>) -> (u32, u32) {
    let key = p.canonical();
    if let Some(&r) = memo.get(&key) {
        return r;
    }
    let mut best: Option<(u32, u32)> = None;
    let moves: Vec<_> = p.moves().collect();
    for mv in moves {
        let (lo, hi) = search(&p.apply(&mv).expect("a listed move is legal"), memo);
        best = Some(match best {
            None => (lo + 1, hi + 1),
            Some((a, b)) => (a.min(lo + 1), b.max(hi + 1)),
        });
    }
    let r = best.unwrap_or((0, 0));
    memo.insert(key, r);
    r
}

#[test]
fn the_fewest_moves_are_the_corollarys() {
    for k in 0..=12u128 {
        let even = stdout(&["length", &format!("n{}", 2 * k), "--json"]);
        assert_eq!(field(&even, "fewest"), k, "n(2k), k = {k}");
        let odd = stdout(&["length", &format!("n{}", 2 * k + 1), "--json"]);
        assert_eq!(field(&odd, "fewest"), k + 1, "n(2k + 1), k = {k}");
        let orientable = stdout(&["length", &format!("o{k}"), "--json"]);
        assert_eq!(field(&orientable, "fewest"), k, "o{k}");
    }
}

#[test]
fn the_game_ends_after_at_most_2g_moves() {
    for g in 1..=40u128 {
        for kind in ["o", "n"] {
            let json = stdout(&["length", &format!("{kind}{g}"), "--json"]);
            let most = field(&json, "most");
            assert!(most <= 2 * g, "{kind}{g}: {most} moves");
            // The proof's longest game: g − 1 splits to g surfaces of genus
            // 1, then one cut each.
            assert_eq!(most, 2 * g - 1, "{kind}{g}");
        }
    }
}

#[test]
fn the_bounds_are_those_of_a_search_over_every_move() {
    let mut memo = HashMap::new();
    for g in 0..=6 {
        for kind in ["o", "n"] {
            let text = format!("{kind}{g}");
            let p: Position = text.parse().unwrap();
            let (lo, hi) = search(&p, &mut memo);
            let json = stdout(&["length", &text, "--json"]);
            assert_eq!(field(&json, "fewest"), u128::from(lo), "{text}");
            assert_eq!(field(&json, "most"), u128::from(hi), "{text}");
        }
    }
    // Surfaces are played independently, so the bounds of a sum add up.
    let (lo, hi) = search(&"o2 + n3 + klein".parse().unwrap(), &mut memo);
    let json = stdout(&["length", "o2 + n3 + klein", "--json"]);
    assert_eq!(field(&json, "fewest"), u128::from(lo));
    assert_eq!(field(&json, "most"), u128::from(hi));
}

#[test]
fn each_line_is_played_out_to_spheres_in_as_many_moves_as_it_says() {
    let text = stdout(&["length", "n5 + torus"]);
    assert!(
        text.starts_with("fewest moves: 4\nmost moves: 10\n"),
        "{text}"
    );
    // n(2k + 1) with k = 2: (d) once to o2, then (a) twice; the torus once.
    assert!(text.contains("shortest line, 4 moves:\n   1. (d) n5 → o2  leaves o2 + o1\n"));
    assert!(text.contains("   4. (a) o1 → o0  leaves 2*o0\n"), "{text}");
    // g − 1 = 4 splits of n5 and none of the torus, then six cuts: six spheres.
    assert!(text.contains("longest line, 10 moves:\n"));
    assert!(text.contains("  10. (a) o1 → o0  leaves 6*o0\n"), "{text}");
    assert!(!text.contains("more"));
}

#[test]
fn a_long_line_is_written_to_its_first_30_moves() {
    let json = stdout(&["length", "n1000000000000002 + o77", "--json"]);
    // k = 500000000000001 for n(2k), and 77 for o77.
    assert_eq!(field(&json, "fewest"), 500_000_000_000_078);
    assert_eq!(field(&json, "most"), 2 * 1_000_000_000_000_002 - 1 + 153);
    let longest = &json[json.find("\"longest\"").unwrap()..];
    assert_eq!(longest.matches("\"move\"").count(), 30);
    assert_eq!(
        field(longest, "more"),
        2 * 1_000_000_000_000_002 - 1 + 153 - 30
    );
    let text = stdout(&["length", "n1000000000000002 + o77"]);
    assert!(text.contains("  … 500000000000048 more (the first 30 are written out)\n"));
}

#[test]
fn spheres_alone_have_no_moves() {
    assert_eq!(
        stdout(&["length", "3*sphere"]),
        "fewest moves: 0\nmost moves: 0\nshortest line: no moves, only spheres are left\n\
         longest line: no moves, only spheres are left\n"
    );
}

#[test]
fn length_is_for_the_game_with_every_cut() {
    // Misère play has the same moves, so the same lengths.
    let misere = stdout(&["--game", "manifold:misere", "length", "n4", "--json"]);
    assert_eq!((field(&misere, "fewest"), field(&misere, "most")), (2, 7));
    for game in ["nim", "manifold:rules=ab"] {
        let out = grundy(&["--game", game, "length", "3"]);
        assert_eq!(out.status.code(), Some(2), "{game}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("Corollary 2.2"));
    }
    let out = grundy(&["length", "n4 + x"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("at character 6"));
    let out = grundy(&["length", "n4", "--all"]);
    assert_eq!(out.status.code(), Some(2));
}
