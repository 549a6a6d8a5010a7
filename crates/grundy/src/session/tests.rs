use super::*;
use crate::games::nim::{Nim, NimMove};

fn take(heaps: &[u64], heap: usize, to: u64) -> NimMove {
    NimMove {
        heap,
        from: heaps[heap],
        to,
    }
}

#[test]
fn a_move_passes_the_turn_and_is_recorded() {
    let mut s = Session::new(Nim, vec![3, 5], Player::One);
    s.play(take(&[3, 5], 1, 3)).unwrap();
    assert_eq!(s.position(), &vec![3, 3]);
    assert_eq!(s.to_move(), Player::Two);
    assert_eq!(s.history()[0].to_string(), "1. P1: 5 → 3");
}

#[test]
fn an_illegal_move_changes_nothing() {
    let mut s = Session::new(Nim, vec![3, 5], Player::One);
    let before = s.clone();
    assert!(s.play(take(&[3, 9], 1, 3)).is_err());
    assert_eq!(s, before);
}

#[test]
fn undo_and_redo_walk_the_record_and_a_new_move_drops_the_redo_line() {
    let mut s = Session::new(Nim, vec![3, 5], Player::One);
    s.play(take(&[3, 5], 1, 3)).unwrap();
    assert!(s.undo());
    assert_eq!((s.position(), s.to_move()), (&vec![3, 5], Player::One));
    assert!(s.can_redo());
    assert!(s.redo());
    assert_eq!(s.position(), &vec![3, 3]);
    assert!(s.undo());
    s.play(take(&[3, 5], 0, 0)).unwrap();
    assert!(!s.can_redo());
    assert!(!s.undo() || s.position() == &vec![3, 5]);
}

#[test]
fn the_last_mover_wins_and_an_empty_position_is_not_a_game_over() {
    let mut s = Session::new(Nim, vec![], Player::One);
    assert!(!s.is_over());
    assert_eq!(s.winner(), None);
    s.new_game(vec![2], Player::One);
    s.play(take(&[2], 0, 0)).unwrap();
    assert!(s.is_over());
    assert_eq!(s.winner(), Some(Player::One));
}

#[test]
fn a_new_game_can_be_undone_back_to_the_old_one() {
    let mut s = Session::new(Nim, vec![3, 5], Player::One);
    s.play(take(&[3, 5], 1, 3)).unwrap();
    s.new_game(vec![7], Player::Two);
    assert_eq!(
        (s.position(), s.to_move(), s.moves_made()),
        (&vec![7], Player::Two, 0)
    );
    assert!(s.history().is_empty());
    assert!(s.undo());
    assert_eq!(s.position(), &vec![3, 3]);
    assert_eq!(s.history().len(), 1);
    assert!(s.redo());
    assert_eq!(s.position(), &vec![7]);
}

#[test]
fn play_again_starts_from_the_same_start_with_the_same_first_player() {
    let mut s = Session::new(Nim, vec![1, 1], Player::Two);
    s.play(take(&[1, 1], 0, 0)).unwrap();
    s.play(take(&[0, 1], 1, 0)).unwrap();
    assert_eq!(s.winner(), Some(Player::One));
    s.play_again();
    assert_eq!(
        (s.position(), s.first(), s.moves_made()),
        (&vec![1, 1], Player::Two, 0)
    );
    assert!(!s.is_over());
    assert!(s.undo());
    assert!(s.is_over());
}

#[test]
fn against_the_computer_undo_returns_to_the_persons_turn() {
    let mut s = Session::new(Nim, vec![3, 5], Player::One);
    s.set_computer(Some(Player::Two));
    s.play(take(&[3, 5], 1, 4)).unwrap();
    assert!(s.computer_to_move());
    s.play(take(&[3, 4], 1, 3)).unwrap();
    assert!(!s.computer_to_move());
    assert!(s.undo());
    assert_eq!((s.position(), s.to_move()), (&vec![3, 5], Player::One));
    assert!(s.redo());
    assert_eq!((s.position(), s.to_move()), (&vec![3, 3], Player::One));
}

#[test]
fn the_computers_first_move_is_not_undone_into_itself() {
    let mut s = Session::new(Nim, vec![3, 5], Player::Two);
    s.set_computer(Some(Player::Two));
    s.play(take(&[3, 5], 1, 3)).unwrap();
    assert!(!s.can_undo());
}

#[test]
fn every_change_bumps_the_revision() {
    let mut s = Session::new(Nim, vec![3, 5], Player::One);
    let mut last = s.revision();
    let mut bumped = |s: &Session<Nim>| {
        let r = s.revision();
        let b = r > last;
        last = r;
        b
    };
    s.play(take(&[3, 5], 1, 3)).unwrap();
    assert!(bumped(&s));
    s.undo();
    assert!(bumped(&s));
    s.set_computer(Some(Player::Two));
    assert!(bumped(&s));
    s.new_game(vec![1], Player::One);
    assert!(bumped(&s));
}

#[test]
fn seeking_finds_a_state_of_the_record() {
    let mut s = Session::new(Nim, vec![3, 5], Player::One);
    s.play(take(&[3, 5], 1, 3)).unwrap();
    assert!(s.seek(&vec![3, 5], Player::One));
    assert_eq!(s.position(), &vec![3, 5]);
    assert!(!s.seek(&vec![9], Player::One));
}

#[test]
fn players_alternate() {
    assert_eq!(Player::One.other(), Player::Two);
    assert_eq!(Player::Two.other(), Player::One);
    assert_eq!(Player::from_number(2), Some(Player::Two));
    assert_eq!(Player::from_number(3), None);
    assert_eq!(Player::Two.to_string(), "Player 2");
}
