//! The page's side of a game played from text before its module is here.

use super::call::{ask, info, ready, Unanswered};
use super::game_from_spec;
use crate::engines::protocol::EngineRequest;
use grundy::spec::AnyGame;

#[test]
fn nothing_is_answered_before_the_module_is_here() {
    assert!(!ready("turtles"));
    assert!(!ready("sum"));
    let request = EngineRequest::Info {
        spec: "turtles".to_string(),
    };
    assert_eq!(ask(&request), Err(Unanswered::NotLoaded));
    assert!(info("turtles").is_none());
    assert!(super::terms("turtles").is_none());
    assert!(super::presets("turtles").is_empty());
    assert!(super::notation("turtles").is_none());
}

#[test]
fn a_game_of_the_module_is_not_ready_before_it_is_here() {
    let AnyGame::Dyn(g) = game_from_spec("turtles").unwrap() else {
        panic!("turtles is a game of the games' modules");
    };
    assert!(!g.ready());
    // The position is kept as typed, to be read when the module arrives.
    assert_eq!(g.parse_position(" THHTH ").unwrap(), "THHTH");
    // A move cannot be read or made: the module is not here to say.
    let e = g.parse_move("THHTH", "0,4").unwrap_err();
    assert!(e.message.contains("not loaded"), "{}", e.message);
    assert!(crate::games::terms(&AnyGame::Dyn(g)).is_none());
}
