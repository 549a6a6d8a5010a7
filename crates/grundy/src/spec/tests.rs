use super::*;
use crate::game::Game;
use crate::games::nim::NimMove;
use crate::{Nimber, Session, Solver};

#[test]
fn specs_name_their_games_and_print_back() {
    for spec in ["manifold", "nim", "octal:4.3", "octal:0.77"] {
        assert_eq!(AnyGame::from_spec(spec).unwrap().spec(), spec);
    }
    assert_eq!(
        AnyGame::from_spec("octal:.07").unwrap().spec(),
        "octal:0.07"
    );
    assert!(matches!(
        AnyGame::from_spec("chess"),
        Err(SpecError::Unknown { .. })
    ));
    assert!(matches!(
        AnyGame::from_spec("octal:4.9"),
        Err(SpecError::Octal(_))
    ));
    assert!(matches!(
        AnyGame::from_spec("octal:"),
        Err(SpecError::NeedsArgument(_))
    ));
}

#[test]
fn any_game_plays_like_the_game_inside() {
    let game = AnyGame::from_spec("nim").unwrap();
    let p = game.parse_position("3 + 5").unwrap();
    let solver = Solver::new(game.clone());
    assert_eq!(solver.value(&p), Nimber(6));
    let mv = solver.winning_move(&p).unwrap();
    let after = game.apply(&p, &mv).unwrap();
    assert!(solver.value(&after).is_zero());
    let mut session = Session::new(game.clone(), p, crate::Player::One);
    session.play(mv).unwrap();
    assert_eq!(session.history()[0].to_string(), "1. P1: 5 → 3");
}

#[test]
fn a_position_of_another_game_is_refused_and_returned() {
    let game = AnyGame::from_spec("manifold").unwrap();
    let heaps = AnyPosition::new::<Vec<u64>>(vec![3]);
    let mv = AnyMove::new(
        NimMove {
            heap: 0,
            from: 3,
            to: 1,
        },
        0,
    );
    let e = game.play(heaps.clone(), &mv).unwrap_err();
    assert_eq!(e.position, heaps);
    assert!(matches!(e.error, AnyIllegalMove::Dyn(_)), "{:?}", e.error);
}

#[test]
fn every_own_game_is_read_from_its_name() {
    for spec in [
        "manifold",
        "nim",
        "subtraction:1,2",
        "lasker",
        "octal:0.77",
        "grundy",
        "rectangles",
        "boxes",
    ] {
        assert!(AnyGame::from_spec(spec).is_ok(), "{spec}");
    }
}
