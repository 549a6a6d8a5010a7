use super::*;
use crate::games::manifold::Manifold;
use crate::misere::plain_outcome;
use crate::{Evaluator, Player, Session, Solver};

fn game(spec_options: &str) -> LabGame {
    LabGame::new(Variant::parse_options(spec_options).unwrap())
}

fn pos(text: &str) -> Position {
    text.parse().unwrap()
}

#[test]
fn the_full_rule_set_plays_like_the_papers_game() {
    let lab = game("");
    for text in ["n7", "o4 + n5", "n12 + n3 + o6", "n2000", "o1000"] {
        let p = pos(text);
        assert_eq!(lab.position_value(&p), Some(p.value()), "{text}");
        let lab_moves: Vec<Move> = lab.moves(&p).collect();
        let paper: Vec<Move> = Manifold.moves(&p).collect();
        assert_eq!(lab_moves, paper);
    }
}

#[test]
fn only_allowed_kinds_are_moves() {
    let lab = game("rules=cgh");
    let p = pos("n9 + o4");
    assert!(lab
        .moves(&p)
        .all(|m| matches!(m.cut.kind(), CutKind::C | CutKind::G | CutKind::H)));
    // og has no allowed cut at all.
    assert!(lab.moves(&pos("o4")).next().is_none());
    let a = Move {
        component: 1,
        cut: Cut::new(Surface::orientable(4), CutKind::A).unwrap(),
    };
    let refused = lab.play(p.clone(), &a).unwrap_err();
    assert_eq!(refused.position, p);
    assert_eq!(refused.error, LabMoveError::NotAllowed(CutKind::A));
}

/// The table's values against the engine's brute force over the filtered
/// cut enumerator: two independent routes to the same numbers.
#[test]
fn the_series_agree_with_brute_force_over_the_moves() {
    for letters in [
        "a", "b", "ab", "cd", "cgh", "efh", "bdg", "abcdefgh", "h", "dh",
    ] {
        let lab = game(&format!("rules={letters}"));
        let mut brute = Evaluator::new(lab.clone());
        for g in 0..=24 {
            for s in [Surface::orientable(g / 2), Surface::nonorientable(g)] {
                let p = Position::new(vec![s]);
                assert_eq!(
                    brute.value(&p),
                    lab.surface_value(s).unwrap(),
                    "{letters}: {s}"
                );
            }
        }
    }
}

#[test]
fn surfaces_past_the_reach_are_refused_with_a_message() {
    let lab = game("rules=cgh");
    assert!(lab.check(&pos("n2000 + o1000")).is_ok());
    let e = lab.check(&pos("n3 + n2001")).unwrap_err();
    assert!(e.contains("n2001"), "{e}");
    assert_eq!(lab.surface_value(Surface::nonorientable(2001)), None);
}

#[test]
fn normal_play_sessions_end_with_the_value_predicting_the_winner() {
    let lab = game("rules=ceg");
    let p = pos("n9 + n4");
    let solver = Solver::new(lab.clone());
    let mut session = Session::new(lab.clone(), p.clone(), Player::One);
    let first_wins = !solver.value(&p).is_zero();
    while let Some(mv) = solver.computer_move(session.position()) {
        session.play(mv).unwrap();
    }
    assert!(session.is_over());
    // The computer played both sides perfectly: the first player wins
    // exactly when the starting value is not 0.
    let expected = if first_wins { Player::One } else { Player::Two };
    assert_eq!(session.winner(), Some(expected));
    assert!(session.undo());
    assert_eq!(session.winner(), None);
}

#[test]
fn misere_sessions_are_lost_by_the_last_cut() {
    let lab = game("rules=c,misere");
    // n3 under (c) alone: three cuts, always; the first player makes the last.
    let mut session = Session::new(lab.clone(), pos("n3"), Player::One);
    for _ in 0..3 {
        let mv = lab.moves(session.position()).next().unwrap();
        session.play(mv).unwrap();
    }
    assert!(session.is_over());
    assert_eq!(session.winner(), Some(Player::Two));
    assert_eq!(lab.outcome(&pos("n3")), Some(Outcome::Previous));
}

#[test]
fn misere_outcomes_agree_with_a_plain_search() {
    let lab = game("misere");
    let small = [
        "n1", "n2", "o1", "n1 + n1", "n3 + o1", "n4", "o2 + n2", "n5", "n3 + n3", "o3",
    ];
    for text in small {
        let p = pos(text);
        assert_eq!(lab.outcome(&p), Some(plain_outcome(&lab, &p)), "{text}");
    }
    // Every position of weight at most 7, by both searches.
    let surfaces: Vec<Surface> = (1..=7)
        .map(Surface::nonorientable)
        .chain((1..=3).map(Surface::orientable))
        .collect();
    let mut stack = vec![(Vec::<Surface>::new(), 0usize, 0u128)];
    let mut checked = 0;
    while let Some((parts, from, w)) = stack.pop() {
        let p = Position::new(parts.clone());
        assert_eq!(lab.outcome(&p), Some(plain_outcome(&lab, &p)), "{p}");
        checked += 1;
        for (i, &s) in surfaces.iter().enumerate().skip(from) {
            if w + weight(s) <= 7 {
                let mut next = parts.clone();
                next.push(s);
                stack.push((next, i, w + weight(s)));
            }
        }
    }
    assert!(checked > 30, "{checked}");
}

#[test]
fn misere_differs_from_normal_play_where_it_should() {
    let normal = game("");
    let misere = game("misere");
    // n1 has one move, to a sphere: the mover makes the last cut and loses.
    assert_eq!(normal.outcome(&pos("n1")), Some(Outcome::Next));
    assert_eq!(misere.outcome(&pos("n1")), Some(Outcome::Previous));
    // Nothing to cut: in misère play the player to move has won.
    assert_eq!(misere.outcome(&pos("o0")), Some(Outcome::Next));
    // Past the reach the answer is not given.
    assert_eq!(misere.outcome(&pos("n37")), None);
    let mv = misere
        .winning_cut(&pos("n2"))
        .expect("n2 is won in misère play");
    let after = misere.apply(&pos("n2"), &mv).unwrap();
    assert_eq!(misere.outcome(&after), Some(Outcome::Previous));
}

#[test]
fn a_game_whose_misere_table_is_handed_over_waits_for_it() {
    let held = game("rules=cgh,misere");
    held.hand_over_misere_table();
    let p = pos("n5 + o2");
    assert_eq!(held.outcome(&p), None);
    assert_eq!(held.winning_cut(&p), None);
    let mut table = MisereTable::new(held.rules(), 10);
    while !table.done() {
        table.step();
    }
    assert!(held.install_misere_table(table));
    assert_eq!(held.misere_known_below(), 11);
    let grown = game("rules=cgh,misere");
    for text in ["n5 + o2", "n9", "o3 + n1 + n1", "n1"] {
        assert_eq!(
            held.outcome(&pos(text)),
            grown.outcome(&pos(text)),
            "{text}"
        );
    }
    // Heavier than the table: not known, and not grown here.
    assert_eq!(held.outcome(&pos("n12")), None);
    assert_eq!(held.misere_known_below(), 11);
}

#[test]
fn a_game_grown_here_only_below_a_weight_waits_for_heavier_positions() {
    let held = game("rules=cgh,misere");
    held.grow_here_below(8);
    let grown = game("rules=cgh,misere");
    // Weight 7: grown here, as without the limit.
    assert_eq!(
        held.outcome(&pos("n5 + n2")),
        grown.outcome(&pos("n5 + n2"))
    );
    assert!(grown.outcome(&pos("n5 + n2")).is_some());
    // Weight 8 and more: not grown here.
    assert_eq!(held.outcome(&pos("n8")), None);
    assert_eq!(held.outcome(&pos("o2 + n5")), None);
    assert_eq!(held.misere_known_below(), 8);
    // A table handed over answers them.
    let mut table = MisereTable::new(held.rules(), 10);
    while !table.done() {
        table.step();
    }
    assert!(held.install_misere_table(table));
    assert_eq!(held.outcome(&pos("n8")), grown.outcome(&pos("n8")));
}

#[test]
fn a_table_handed_over_and_then_grown_here_in_parts_answers_as_one_grown_here() {
    let held = game("rules=cgh,misere");
    held.hand_over_misere_table();
    let grown = game("rules=cgh,misere");
    assert_eq!(held.outcome(&pos("n5 + n2")), None);
    let mut known = held.misere_known_below();
    while held.grow_misere_part(5000) {
        // Weight by weight, never back.
        let now = held.misere_known_below();
        assert!(now == known || now == known + 1, "{known} then {now}");
        known = now;
    }
    assert_eq!(held.misere_known_below(), MISERE_REACH + 1);
    for p in ["n5 + n2", "n8", "o2 + n5", "n20 + n16", "o18"] {
        assert!(grown.outcome(&pos(p)).is_some(), "{p}");
        assert_eq!(held.outcome(&pos(p)), grown.outcome(&pos(p)), "{p}");
    }
}

#[test]
fn a_table_of_other_rules_is_not_taken() {
    let held = game("rules=cgh,misere");
    held.hand_over_misere_table();
    let table = MisereTable::new(Rules::ALL, 4);
    assert!(!held.install_misere_table(table));
    assert_eq!(held.misere_known_below(), 0);
}
