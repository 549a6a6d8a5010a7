//! The play reducer, natively: moves, the record, the computer, edits and
//! the address.

use super::*;
use crate::route;
use grundy::manifold::{Cut, CutKind, Move, Surface};
use grundy::nim::NimMove;
use std::rc::Rc;
use yew::Reducible;

fn state(hash: &str) -> Rc<PlayState> {
    Rc::new(PlayState::from_route(&route::parse(hash)))
}

fn split(surface: &str, component: usize, kind: CutKind, a: u64) -> AnyMove {
    crate::games::manifold::cut(Move {
        component,
        cut: Cut::split(surface.parse().unwrap(), kind, a).unwrap(),
    })
}

fn text(s: &PlayState) -> String {
    let t = s.table();
    t.game().format_position(t.position())
}

fn history(s: &PlayState) -> Vec<String> {
    s.table()
        .session
        .history()
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn a_move_replaces_the_surface_and_passes_the_turn() {
    let s = state("#p=n5").reduce(PlayAction::Play(split("n5", 0, CutKind::G, 2)));
    assert_eq!(text(&s), "n2 + n3");
    assert_eq!(s.table().session.to_move(), Player::Two);
    assert_eq!(history(&s), vec!["1. P1: (g) n5 → n2 + n3"]);
    assert_eq!(s.table().fresh, vec![0, 1]);
    // A move is not a page: it rewrites the address.
    assert_eq!(s.nav, Nav::Replace);
    assert_eq!(
        s.table().announce,
        "Player 1 cut (g) on n5, giving n2 + n3. The value is now 6."
    );
}

#[test]
fn undo_and_redo_walk_the_record() {
    let s = state("#p=n5").reduce(PlayAction::Play(split("n5", 0, CutKind::G, 2)));
    let s = s.reduce(PlayAction::Undo);
    assert_eq!(text(&s), "n5");
    assert!(s.table().session.can_redo());
    let s = s.reduce(PlayAction::Redo);
    assert_eq!(text(&s), "n2 + n3");
    assert!(!s.table().session.can_redo());
}

#[test]
fn a_new_move_after_undo_drops_the_redo_line() {
    let s = state("#p=n5").reduce(PlayAction::Play(split("n5", 0, CutKind::G, 2)));
    let s = s.reduce(PlayAction::Undo);
    let s = s.reduce(PlayAction::Play(split("n5", 0, CutKind::G, 1)));
    assert!(!s.table().session.can_redo());
    assert_eq!(text(&s), "n1 + n4");
}

#[test]
fn an_illegal_move_changes_nothing() {
    let s = state("#p=n5");
    let after = s
        .clone()
        .reduce(PlayAction::Play(split("n4", 0, CutKind::G, 2)));
    assert!(Rc::ptr_eq(&s, &after));
}

#[test]
fn bad_input_keeps_the_position_and_points_at_the_error_in_characters() {
    let s = state("#p=n5").reduce(PlayAction::Input("⊕ o3 + x5".to_string()));
    let s = s.reduce(PlayAction::SubmitInput);
    assert_eq!(text(&s), "n5");
    let e = s.table().input_error.clone().unwrap();
    assert_eq!(e.offset, 0);
    assert_eq!(e.column, 1);
    let s = s.reduce(PlayAction::Input("o3 + ⊕".to_string()));
    let s = s.reduce(PlayAction::SubmitInput);
    let e = s.table().input_error.clone().unwrap();
    assert_eq!((e.offset, e.column), (5, 6));
    assert!(e.message.contains('⊕'), "{}", e.message);
}

#[test]
fn good_input_starts_a_new_game() {
    let s = state("#p=n5").reduce(PlayAction::Input("torus + klein".to_string()));
    let s = s.reduce(PlayAction::SubmitInput);
    assert_eq!(text(&s), "o1 + n2");
    assert!(s.table().input_error.is_none());
    assert!(history(&s).is_empty());
}

#[test]
fn editing_the_position_mid_game_is_a_new_game_that_undo_takes_back() {
    let played = state("#p=n5+o2").reduce(PlayAction::Play(split("n5", 0, CutKind::G, 2)));
    assert_eq!(history(&played).len(), 1);
    for edit in [
        PlayAction::Preset("o3 + n4".to_string()),
        PlayAction::AddComponent("n3".to_string()),
        PlayAction::RemoveComponent(0),
        PlayAction::SetTurn(Player::Two),
        PlayAction::Input("n7".to_string()),
    ] {
        let s = played.clone().reduce(edit.clone());
        let s = if edit == PlayAction::Input("n7".to_string()) {
            s.reduce(PlayAction::SubmitInput)
        } else {
            s
        };
        assert!(history(&s).is_empty(), "{edit:?}");
        assert!(
            s.table().announce.starts_with("New game from"),
            "{edit:?}: {}",
            s.table().announce
        );
        let back = s.reduce(PlayAction::Undo);
        assert_eq!(text(&back), "n2 + n3 + o2", "{edit:?}");
        assert_eq!(history(&back), vec!["1. P1: (g) n5 → n2 + n3"], "{edit:?}");
    }
}

#[test]
fn no_stale_message_survives_a_new_game() {
    let s = state("#p=n4&mode=computer&turn=1");
    let s = s.reduce(PlayAction::Play(split("n4", 0, CutKind::G, 1)));
    let mv = computer_choice(&s).unwrap();
    let rev = s.table().session.revision();
    let s = s.reduce(PlayAction::Think(mv.clone(), rev));
    let s = s.reduce(PlayAction::ComputerPlay(mv, rev));
    assert!(s.table().announce.starts_with("The computer cut"));
    let s = s.reduce(PlayAction::Hint);
    let s = s.reduce(PlayAction::Preset("n5".to_string()));
    let t = s.table();
    assert!(!t.announce.contains("computer cut"), "{}", t.announce);
    assert_eq!(
        (t.hint.clone(), t.pending.clone(), t.preview.clone()),
        (None, None, None)
    );
}

#[test]
fn an_empty_position_is_not_a_game_over() {
    let s = state("#p=n5").reduce(PlayAction::Input(String::new()));
    let s = s.reduce(PlayAction::SubmitInput);
    assert_eq!(text(&s), "");
    assert!(!s.table().session.is_over());
    assert_eq!(s.table().session.winner(), None);
    let spheres = state("#p=2*o0");
    assert!(!spheres.table().session.is_over());
}

#[test]
fn play_again_starts_over_from_the_start_with_the_same_first_player() {
    let s = state("#p=n1&turn=2");
    let s = s.reduce(PlayAction::Play(crate::games::manifold::cut(Move {
        component: 0,
        cut: Cut::new(Surface::nonorientable(1), CutKind::C).unwrap(),
    })));
    assert_eq!(s.table().session.winner(), Some(Player::Two));
    let s = s.reduce(PlayAction::PlayAgain);
    assert_eq!(text(&s), "n1");
    assert_eq!(s.table().session.to_move(), Player::Two);
    assert!(!s.table().session.is_over());
}

#[test]
fn the_computer_waits_for_its_turn_and_ignores_stale_timers() {
    let s = state("#p=n4&mode=computer&turn=1");
    assert!(computer_choice(&s).is_none());
    let s = s.reduce(PlayAction::Play(split("n4", 0, CutKind::G, 1)));
    assert!(s.table().session.computer_to_move());
    let mv = computer_choice(&s).unwrap();
    let rev = s.table().session.revision();
    let stale = s
        .clone()
        .reduce(PlayAction::ComputerPlay(mv.clone(), rev - 1));
    assert!(Rc::ptr_eq(&s, &stale));
    let s = s.reduce(PlayAction::ComputerPlay(mv, rev));
    assert_eq!(s.table().session.to_move(), Player::One);
    assert!(s.table().announce.starts_with("The computer cut"));
}

#[test]
fn a_person_cannot_move_for_the_computer() {
    let s = state("#p=n4&mode=computer&turn=2");
    let after = s
        .clone()
        .reduce(PlayAction::Play(split("n4", 0, CutKind::G, 1)));
    assert!(Rc::ptr_eq(&s, &after));
}

#[test]
fn undo_against_the_computer_returns_to_the_persons_turn() {
    let s = state("#p=n4&mode=computer&turn=1");
    let s = s.reduce(PlayAction::Play(split("n4", 0, CutKind::G, 1)));
    let mv = computer_choice(&s).unwrap();
    let rev = s.table().session.revision();
    let s = s.reduce(PlayAction::ComputerPlay(mv, rev));
    let s = s.reduce(PlayAction::Undo);
    assert_eq!(text(&s), "n4");
    assert_eq!(s.table().session.to_move(), Player::One);
    let s = s.reduce(PlayAction::Redo);
    assert_eq!(history(&s).len(), 2);
}

#[test]
fn the_hint_finds_a_winning_cut_or_says_none() {
    let s = state("#p=n4").reduce(PlayAction::Hint);
    match &s.table().hint {
        Some(Hint::Win(mv)) => {
            let t = s.table();
            let after = t.game().apply(t.position(), mv).unwrap();
            assert!(t.solver.value(&after).is_zero());
        }
        other => panic!("expected a winning cut, got {other:?}"),
    }
    let s = state("#p=n5").reduce(PlayAction::Hint);
    assert_eq!(s.table().hint, Some(Hint::NoWin));
    assert!(hint_text(s.table(), &Hint::NoWin).starts_with("No winning cut"));
}

#[test]
fn following_an_address_in_the_record_moves_the_cursor() {
    let s = state("#p=n5").reduce(PlayAction::Play(split("n5", 0, CutKind::G, 2)));
    let back = s.reduce(PlayAction::Follow(route::parse("#p=n5&mode=two&turn=1")));
    assert_eq!(text(&back), "n5");
    assert!(back.table().session.can_redo());
    assert_eq!(back.nav, Nav::Replace);
}

#[test]
fn a_typo_in_the_address_keeps_the_game_and_the_mode_and_says_why() {
    let s = state("#p=n5&mode=computer&turn=1");
    let s = s.reduce(PlayAction::Play(split("n5", 0, CutKind::G, 2)));
    let s = s.reduce(PlayAction::Follow(route::parse(
        "#p=n5++o&mode=computer&turn=2",
    )));
    assert_eq!(text(&s), "n2 + n3");
    assert_eq!(history(&s).len(), 1);
    assert_eq!(s.table().mode(), Mode::Computer);
    let notice = s.notice.clone().unwrap();
    assert!(notice.contains("at character 4"), "{notice}");
    assert!(
        notice.contains("The game on the table is kept."),
        "{notice}"
    );
}

#[test]
fn a_malformed_address_at_first_load_gives_a_notice_and_the_default() {
    let s = state("#p=o3++n5");
    assert_eq!(text(&s), "o2 + n3 + n1");
    assert!(s.notice.as_deref().unwrap().contains("default position"));
}

#[test]
fn add_and_remove_components() {
    let s = state("#p=n5").reduce(PlayAction::AddComponent("o3".to_string()));
    assert_eq!(text(&s), "n5 + o3");
    assert_eq!(s.table().selected, Some(1));
    let s = s.reduce(PlayAction::RemoveComponent(0));
    assert_eq!(text(&s), "o3");
    let bad = s.clone().reduce(PlayAction::AddComponent(
        "o99999999999999999999".to_string(),
    ));
    assert_eq!(text(&bad), "o3");
    assert!(bad.notice.is_some());
}

#[test]
fn each_game_keeps_its_own_table() {
    let s = state("#p=n5").reduce(PlayAction::Play(split("n5", 0, CutKind::G, 2)));
    let nim = crate::games::library::game_from_spec("nim").unwrap();
    let s = s.reduce(PlayAction::SwitchGame(nim.clone()));
    assert_eq!(text(&s), "50 + 53 + 30 + 14");
    let s = s.reduce(PlayAction::Play(AnyMove::new(
        NimMove {
            heap: 0,
            from: 50,
            to: 37,
        },
        0,
    )));
    assert_eq!(
        s.table().announce,
        "Player 1 took 13 counters from the heap of 50, leaving 37. The value is now 0."
    );
    let s = s.reduce(PlayAction::SwitchGame(AnyGame::default()));
    assert_eq!(text(&s), "n2 + n3");
    let s = s.reduce(PlayAction::SwitchGame(nim));
    assert_eq!(text(&s), "37 + 53 + 30 + 14");
}

#[test]
fn the_losing_computer_in_nim_does_not_take_one_counter_at_a_time() {
    let s = state("#game=nim&p=37+53+30+14&mode=computer&turn=2");
    let choice = computer_choice(&s).expect("the computer has a move");
    let mv = choice.get::<NimMove>().expect("a move of Nim");
    assert!(mv.from - mv.to > 1, "{mv:?}");
}

#[test]
fn a_typo_then_the_address_written_back_keeps_the_notice() {
    let s = state("#p=n4&mode=computer&turn=1");
    let s = s.reduce(PlayAction::Follow(route::parse(
        "#p=n4++&mode=computer&turn=1",
    )));
    assert!(s.notice.is_some());
    let again = s.clone().reduce(PlayAction::Follow(route::parse(
        "#game=manifold&p=n4&mode=computer&turn=1",
    )));
    assert!(Rc::ptr_eq(&s, &again));
}

#[test]
fn a_misere_move_is_announced_with_the_outcome_not_a_value() {
    // Under (c) alone n3 → n2 → n1 → sphere: after the first cut, n2 is
    // two cuts from the end, so the player to move makes the last one but
    // one and the opponent is left the last cut, which loses.
    let s = state("#game=manifold:rules=c,misere&p=n3").reduce(PlayAction::Play(
        crate::games::manifold::cut(Move {
            component: 0,
            cut: Cut::new("n3".parse().unwrap(), CutKind::C).unwrap(),
        }),
    ));
    let announce = &s.table().announce;
    assert!(!announce.contains("value"), "{announce}");
    assert!(
        announce.ends_with("Player 2 to move can win (misère)."),
        "{announce}"
    );
}

#[test]
fn a_component_chosen_again_lists_all_its_moves_again() {
    let s = state("#game=nim&p=3+5");
    let s = s.reduce(PlayAction::SelectWithin(1, 0));
    assert_eq!((s.table().selected, s.table().within()), (Some(1), Some(0)));
    // Chosen again: the same component, nothing chosen inside it.
    let s = s.reduce(PlayAction::Select(1));
    assert_eq!((s.table().selected, s.table().within()), (Some(1), None));
    // Chosen again with nothing inside it: nothing changes.
    let again = s.clone().reduce(PlayAction::Select(1));
    assert!(Rc::ptr_eq(&s, &again));
}

#[test]
fn a_new_position_is_a_new_entry_and_a_move_taken_back_is_not() {
    let s = state("#p=n5").reduce(PlayAction::Preset("o3 + n4".to_string()));
    assert_eq!(s.nav, Nav::Push);
    let s = s.reduce(PlayAction::Play(split("n4", 1, CutKind::G, 2)));
    assert_eq!(s.nav, Nav::Replace);
    for action in [PlayAction::Undo, PlayAction::Redo] {
        assert_eq!(s.clone().reduce(action).nav, Nav::Replace);
    }
    // A preview after the move, before the page draws it, leaves the
    // move's way with the address: still not an entry.
    let s = s.reduce(PlayAction::Preview(None));
    assert_eq!(s.nav, Nav::Replace);
}

/// The notice's last sentence, which says what the table shows.
fn shown(s: &PlayState) -> String {
    s.notice.clone().unwrap_or_default()
}

#[test]
fn the_notice_says_what_the_table_shows_not_the_default() {
    use crate::storage::{merge, Loaded, Saved};
    let saved = Saved {
        theme: route::Theme::Auto,
        classroom: false,
        mode: route::Mode::TwoPlayer,
        game: AnyGame::default(),
        position: AnyPosition::new::<grundy::manifold::Position>("o7 + n2".parse().unwrap()),
        turn: Player::One,
    };
    // A bad position on a visit after another: the saved one is shown, and said.
    let (parsed, _) = merge(route::parse("#p=zzz"), Loaded::Found(saved));
    let s = PlayState::from_route(&parsed);
    assert_eq!(text(&s), "o7 + n2");
    assert!(
        shown(&s).contains("Showing 'o7 + n2', the position of"),
        "{}",
        shown(&s)
    );
    assert!(!shown(&s).contains("default"), "{}", shown(&s));
    // An unreadable game with a position its stand-in reads.
    let s = state("#game=manifold:rules=xyz&p=o3");
    assert_eq!(text(&s), "o3");
    assert!(
        shown(&s).ends_with("'o3', from the address."),
        "{}",
        shown(&s)
    );
    // A position given twice, the second unreadable.
    let s = state("#game=nim&p=3&p=zzz");
    assert_eq!(text(&s), "3");
    assert!(
        shown(&s).contains("The address gives p 2 times"),
        "{}",
        shown(&s)
    );
    assert!(
        shown(&s).ends_with("'3', from the address."),
        "{}",
        shown(&s)
    );
    // Bare keys: the game and mode named, the default shown and said.
    let s = state("#game&p&mode");
    assert!(
        shown(&s).contains("The game '' in the address is unknown"),
        "{}",
        shown(&s)
    );
    assert!(shown(&s).contains("Unknown mode ''"), "{}", shown(&s));
    assert!(
        shown(&s).ends_with(&format!("'{}', from the address.", text(&s))),
        "{}",
        shown(&s)
    );
    // Many unreadable parts: a few named, the rest counted.
    let hash: String = (0..50).map(|i| format!("&k{i}=1")).collect();
    let s = state(&hash);
    assert!(shown(&s).contains("46 more parts"), "{}", shown(&s));
    assert!(shown(&s).ends_with("The rest of the address was followed."));
}

#[test]
fn a_link_to_a_page_of_the_game_keeps_the_game_in_progress() {
    let s = state("#game=octal:0.77&p=10&mode=two");
    let kayles = |s: &PlayState| match s.table().position().get::<Vec<u64>>() {
        Some(h) => h.clone(),
        None => panic!("{:?}", s.table().position()),
    };
    let played = s.table().solver.move_groups(s.table().position(), 0, 100)[0].rows[0]
        .mv
        .clone();
    let s = s.reduce(PlayAction::Play(played));
    let after = kayles(&s);
    assert_ne!(after, vec![10]);
    // The G-series link names the game alone.
    let s = s.reduce(PlayAction::Follow(route::parse(
        "#game=octal:0.77&view=series",
    )));
    assert_eq!(kayles(&s), after);
    assert_eq!(history(&s).len(), 1);
    assert!(s.notice.is_none());
    // A link with a position of its own is followed.
    let s = s.reduce(PlayAction::Follow(route::parse("#game=octal:0.77&p=3+5")));
    assert_eq!(kayles(&s), vec![3, 5]);
    // The mode the address leaves out stays.
    let s = s.reduce(PlayAction::SetMode(route::Mode::Computer));
    let s = s.reduce(PlayAction::Follow(route::parse("#game=nim&p=3")));
    assert_eq!(s.table().mode(), route::Mode::Computer);
}

#[test]
fn the_record_writes_a_move_as_the_games_family_does() {
    let first_move = |hash: &str| {
        let s = state(hash);
        let mv = s.table().solver.move_groups(s.table().position(), 0, 100)[0].rows[0]
            .mv
            .clone();
        let s = s.reduce(PlayAction::Play(mv));
        let line = s.table().session.history()[0].clone();
        crate::play::controls::record_line(s.table().game(), &line)
    };
    // In notation, where it shows what the move changes.
    assert_eq!(first_move("#game=nim&p=3&mode=two"), "1. P1: 3 → 2");
    assert!(
        first_move("#p=o3&mode=two").starts_with("1. P1: (a) o3 → "),
        "{}",
        first_move("#p=o3&mode=two")
    );
    // In words, where the notation names only the move.
    assert_eq!(
        first_move("#game=turtles&p=TTH&mode=two"),
        "1. P1 flipped coin 2"
    );
}
