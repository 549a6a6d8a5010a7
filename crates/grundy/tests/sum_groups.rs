//! A sum's moves grouped as its parts group them: every row's value is the
//! whole sum's after the move, a part's large group stays summarised, and
//! the sum's winning move is found (and listed) at any size.

use grundy::catalog;
use grundy::{Game, Solver};

#[test]
fn each_rows_value_is_the_sums_after_the_move() {
    let game = catalog::game("sum").unwrap();
    let solver = Solver::new(game.clone());
    for text in [
        "nim(3 + 5) + turtles(THHTH)",
        "lasker(7) + manifold(o2 + n3) + rugs(HT/TH)",
        "octal:0.77(9) + moore:2(1 + 2) + hackenbush(g-1 1-2)",
    ] {
        let p = game.parse_position(text).unwrap();
        let mut listed = 0;
        for c in 0..game.components(&p).len() {
            for g in solver.move_groups(&p, c, 1_000) {
                for row in g.rows.iter().chain(&g.reach) {
                    let after = game.apply(&p, &row.mv).unwrap();
                    assert_eq!(solver.value(&after), row.value, "{text}: {}", row.text);
                    assert_eq!(row.winning, row.value.is_zero());
                    listed += 1;
                }
            }
        }
        assert_eq!(listed, game.moves(&p).count(), "{text}");
    }
}

#[test]
fn a_huge_part_stays_summarised_and_its_winning_move_is_found() {
    let game = catalog::game("sum").unwrap();
    let solver = Solver::new(game.clone());
    let p = game
        .parse_position("nim(18446744073709551615) + nim(5)")
        .unwrap();
    let groups = solver.move_groups(&p, 0, 1_000);
    assert_eq!(groups.len(), 1);
    assert!(!groups[0].is_listed());
    assert_eq!(groups[0].count, u128::from(u64::MAX));
    let first = &groups[0].reach[0];
    assert!(first.winning, "{}", first.text);
    let win = solver.winning_move(&p).expect("a winning move");
    assert_eq!(win, first.mv);
    let after = game.apply(&p, &win).unwrap();
    assert!(solver.value(&after).is_zero());
    // A surface of the largest genus in a sum: its cuts stay summarised.
    let p = game
        .parse_position("manifold(n18446744073709551615) + nim(2)")
        .unwrap();
    let groups = solver.move_groups(&p, 0, 1_000);
    assert!(groups.iter().any(|g| !g.is_listed()));
    if let Some(win) = solver.winning_move(&p) {
        assert!(solver.value(&game.apply(&p, &win).unwrap()).is_zero());
    }
}
