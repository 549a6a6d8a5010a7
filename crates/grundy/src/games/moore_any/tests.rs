use super::*;

fn g(k: u32) -> AnySize {
    AnySize::new(Moore::new(k).unwrap()).unwrap()
}

/// Every size heap `i` may go to alone, tried one by one against the rule.
fn scanned_wins(heaps: &[u64], k: u32, i: usize) -> Vec<u64> {
    (0..heaps[i])
        .filter(|&to| {
            let mut after = heaps.to_vec();
            after[i] = to;
            is_losing(&after, k)
        })
        .collect()
}

#[test]
fn only_the_classic_game_is_played_at_any_size() {
    assert!(AnySize::new(Moore::exactly(2).unwrap()).is_none());
    assert!(AnySize::new(Moore::exactly(1).unwrap()).is_some());
}

#[test]
fn small_positions_keep_their_values_and_large_ones_are_played_by_outcome() {
    let game = g(3);
    let small = game.parse_position("3 + 5 + 6").unwrap();
    assert_eq!(game.rule_outcome(&small), None);
    let solver = crate::Solver::new(game.game());
    let plain = game
        .game()
        .move_groups(&small, 0, 1000, &|p| solver.value(p));
    assert_eq!(
        game.move_groups(&small, 0, 1000, &|p| solver.value(p)),
        plain
    );

    // Refused by the game with values, read here at any size.
    assert!(game.game().parse_position("300 + 500 + 600 + 7").is_err());
    let large = game.parse_position("300 + 500 + 600 + 7").unwrap();
    assert_eq!(game.rule_outcome(&large), Some(Outcome::Next));
    let lost = game
        .parse_position("1000000 + 1000000 + 1000000 + 1000000")
        .unwrap();
    assert_eq!(game.rule_outcome(&lost), Some(Outcome::Previous));
    assert!(!game.is_terminal(&large));
    assert!(game.is_terminal(&vec![0, 0]));
}

/// The groups of a position past the search, asked for without values
/// (a value asked for fails the test).
fn groups(game: &AnySize, heaps: &Vec<u64>, limit: u64) -> Vec<MoveGroup<MooreMove>> {
    game.move_groups(heaps, 0, limit, &|_| panic!("a value was asked for"))
}

#[test]
fn every_row_is_marked_by_the_rule_and_the_counts_add_up() {
    for (k, heaps) in [
        (3, vec![300u64, 500, 600, 7]),
        (2, vec![1000, 999, 5, 0, 77]),
        (1, vec![1 << 40, 3, 1 << 40]),
        (4, vec![12345678901, 2, 3, 4, 5, 6]),
    ] {
        let game = g(k);
        assert!(game.past_search(&heaps), "{heaps:?}");
        let all = groups(&game, &heaps, 400);
        let total: u128 = all.iter().map(|gr| gr.count).sum();
        assert_eq!(total, move_count(&heaps, k, false), "{heaps:?}");
        for group in &all {
            for row in group.rows.iter().chain(&group.reach) {
                let after = game.apply(&heaps, &row.mv).expect("a legal move");
                let lost = is_losing(&after, k);
                assert_eq!(row.winning, lost, "{heaps:?} {:?}", row.mv);
                assert_eq!(row.value.is_zero(), lost);
            }
            if let Some(range) = &group.range {
                // A chooser's group: heap N alone to any smaller size.
                let i: usize = group.key[1..].parse::<usize>().unwrap() - 1;
                assert_eq!(range.last + 1, heaps[i]);
                for a in [range.first, range.last, range.last / 2] {
                    let mv = game.move_for(&heaps, 0, &group.key, a).unwrap();
                    assert_eq!(game.apply(&heaps, &mv).unwrap()[i], a);
                }
                assert!(game.move_for(&heaps, 0, &group.key, heaps[i]).is_none());
            }
        }
    }
}

#[test]
fn a_heap_that_can_win_alone_shows_its_winning_move() {
    let k = 2;
    let game = g(k);
    let mut seen_win = false;
    for heaps in [
        vec![700u64, 500, 300],
        vec![999, 998, 997, 1],
        vec![513, 2, 511],
        vec![700, 700, 1000],
    ] {
        let all = groups(&game, &heaps, 10);
        for (i, &h) in heaps.iter().enumerate() {
            let wins = scanned_wins(&heaps, k, i);
            assert!(wins.len() <= 1, "one size at most makes every column right");
            let group = all
                .iter()
                .find(|gr| gr.key == format!("h{}", i + 1))
                .unwrap();
            assert_eq!(group.count, u128::from(h));
            if group.is_listed() {
                // Listed whole: exactly the rows to a winning size win.
                for row in &group.rows {
                    let to = game.apply(&heaps, &row.mv).unwrap()[i];
                    assert_eq!(row.winning, wins.contains(&to));
                }
                continue;
            }
            let shown = &group.reach[0];
            match wins.first() {
                Some(&to) => {
                    seen_win = true;
                    assert!(shown.winning);
                    assert_eq!(game.apply(&heaps, &shown.mv).unwrap()[i], to);
                }
                None => assert!(!shown.winning),
            }
        }
    }
    assert!(seen_win, "some heap of these can win alone");
}

#[test]
fn many_heaps_share_one_group_past_the_first_ones_and_listing_is_bounded() {
    let game = g(2);
    // 250 heaps of 1: past the search (2^250 positions), each heap's one
    // move listed until LISTED is reached, then choosers.
    let ones = vec![1u64; 250];
    assert!(game.past_search(&ones));
    let all = groups(&game, &ones, 1000);
    assert_eq!(all.len(), OWN_GROUPS + 2);
    let others = all.iter().find(|gr| gr.key == "others").unwrap();
    assert_eq!(others.title, "From one of heaps 201 to 250 alone");
    assert_eq!(others.count, 50);
    assert_eq!(all.last().unwrap().key, "several");
    let listed: usize = all.iter().map(|gr| gr.rows.len()).sum();
    assert_eq!(listed, OWN_GROUPS);
    // Heaps of 100: four listed whole (400 moves), the rest choosers.
    let hundreds = vec![100u64; 10];
    let all = groups(&game, &hundreds, 1000);
    let listed: usize = all.iter().map(|gr| gr.rows.len()).sum();
    assert_eq!(listed as u64, LISTED);
    let choosers = all.iter().filter(|gr| gr.range.is_some()).count();
    assert_eq!(choosers, 6);
}

#[test]
fn the_computer_wins_by_the_rule_and_plays_on_when_lost() {
    let game = g(3);
    let win = game.parse_position("300 + 500 + 600 + 7").unwrap();
    let mv = game
        .computer_move(&win, &|_| panic!("a value was asked for"))
        .unwrap();
    assert!(is_losing(&game.apply(&win, &mv).unwrap(), 3));
    let lost = game
        .parse_position("1000000 + 1000000 + 1000000 + 1000000")
        .unwrap();
    assert_eq!(game.winning_move(&lost, &|_| panic!("no value")), None);
    let mv = game
        .computer_move(&lost, &|_| panic!("a value was asked for"))
        .unwrap();
    assert_eq!(
        game.apply(&lost, &mv).unwrap(),
        vec![999_999, 1_000_000, 1_000_000, 1_000_000]
    );
}

#[test]
fn misere_play_refuses_a_position_only_the_rule_decides() {
    use crate::dynamic::{Erased, Shared};
    use crate::spec::{AnyGame, MisereGame};
    let inner = AnyGame::Dyn(Shared::new(Erased::new(g(3))));
    assert_eq!(
        inner.rule_outcome(&inner.parse_position("300 + 500 + 600 + 7").unwrap()),
        Some(Outcome::Next)
    );
    let misere = MisereGame::new(inner).unwrap();
    let refused = misere.parse_position("300 + 500 + 600 + 7").unwrap_err();
    assert!(
        refused.to_string().contains("says nothing of misère play"),
        "{refused}"
    );
    assert!(misere.parse_position("3 + 5 + 6").is_ok());
}
