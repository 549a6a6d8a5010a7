use super::*;
use crate::Evaluator;

#[test]
fn values_are_the_nim_sum_by_brute_force() {
    let mut eval = Evaluator::new(Nim);
    for a in 0..6 {
        for b in 0..6 {
            for c in 0..4 {
                let p = vec![a, b, c];
                assert_eq!(eval.value(&p), value(&p), "{p:?}");
            }
        }
    }
}

#[test]
fn moves_round_trip_as_text() {
    let p = vec![5, 3, 5, 0];
    for mv in Nim.moves(&p) {
        let text = Nim.format_move(&p, &mv);
        assert_eq!(Nim.parse_move(&p, &text), Ok(mv), "{text}");
    }
    assert_eq!(
        Nim.format_move(
            &p,
            &NimMove {
                heap: 2,
                from: 5,
                to: 1
            }
        ),
        "3: 5 → 1"
    );
    assert!(Nim.parse_move(&p, "4 -> 1").is_err());
    assert!(Nim.parse_move(&p, "5 -> 5").is_err());
}

#[test]
fn an_illegal_move_hands_the_heaps_back() {
    let e = Nim
        .play(
            vec![3, 4],
            &NimMove {
                heap: 1,
                from: 5,
                to: 1,
            },
        )
        .unwrap_err();
    assert_eq!(e.position, vec![3, 4]);
    assert_eq!(
        e.error,
        NimMoveError::WrongSize {
            found: 4,
            expected: 5
        }
    );
}

#[test]
fn the_losing_computer_leaves_one_winning_answer_and_takes_a_power_of_two() {
    // 37 53 30 14 has nim-sum 0 (after the paper's first winning move).
    let heaps = [37, 53, 30, 14];
    assert!(value(&heaps).is_zero());
    let mv = computer_move(&heaps).unwrap();
    let mut after = heaps.to_vec();
    after[mv.heap] = mv.to;
    assert_eq!(winning_moves(&after).len(), 1);
    assert!((mv.from - mv.to).is_power_of_two());
    assert!(mv.from - mv.to >= 16, "{mv:?}");
}

#[test]
fn a_losing_game_from_the_papers_heaps_is_short() {
    // The person plays the paper's winning moves, the computer its own.
    let mut heaps = vec![50, 53, 30, 14];
    let mut moves = 0;
    while !Nim.is_terminal(&heaps) {
        let mv = computer_move(&heaps).unwrap();
        heaps[mv.heap] = mv.to;
        moves += 1;
    }
    assert!(moves <= 16, "{moves} moves");
}

#[test]
fn large_heaps_are_chosen_not_listed() {
    let heaps = vec![1_000_000, 3];
    let groups = Nim.move_groups(&heaps, 0, 12, &|p| value(p));
    let g = &groups[0];
    assert!(!g.is_listed());
    assert_eq!(g.range.as_ref().map(|r| r.last), Some(999_999));
    // The winning move (to 3) comes first.
    assert_eq!(g.reach[0].mv.to, 3);
    assert!(g.reach[0].winning);
    assert_eq!(Nim.move_for(&heaps, 0, "", 17).map(|m| m.to), Some(17));
    assert_eq!(Nim.move_for(&heaps, 0, "", 1_000_000), None);
}

#[test]
fn winning_moves_reach_zero() {
    for mv in winning_moves(&[3, 5, 7]) {
        let mut h = vec![3, 5, 7];
        h[mv.heap] = mv.to;
        assert!(value(&h).is_zero());
    }
    assert!(winning_moves(&[1, 2, 3]).is_empty());
}

#[test]
fn explanation_subtracts_and_adds_unpaired_powers() {
    let e = explain(&[50, 53, 30, 14]);
    let first = &e.moves[0];
    assert_eq!((first.mv.from, first.mv.to), (50, 37));
    assert_eq!(first.subtract, vec![16, 2]);
    assert_eq!(first.add, vec![4, 1]);
    assert_eq!(e.key_power, Some(16));
}
