//! The rows' boards and explanations, read from their typed views.

use super::*;
use crate::engines::protocol::{ModuleView, Part, ViewAction};
use crate::engines::reading::{coins_classed, tags_with};
use grundy::Game;

fn row(text: &str) -> Vec<bool> {
    grundy::games::coins::parse_row(text).expect("a row")
}

/// The explanation panel (the core's own `explain` has the same name).
fn told(g: &CoinGame, r: &Vec<bool>, selected: Option<usize>) -> ModuleView {
    Shown::explain(g, r, selected, 0)
}

fn game(rule: CoinRule) -> CoinGame {
    CoinGame::new(rule)
}

#[test]
fn every_move_of_the_chosen_head_appears_once_and_parses_back() {
    for rule in [CoinRule::Turtles, CoinRule::Ruler] {
        let g = game(rule);
        let r = row("THHTH");
        let board = g.board(&r, None, Some(2));
        let shown = board.plays();
        let moves: Vec<CoinMove> = g.moves(&r).filter(|mv| mv.component == 2).collect();
        assert_eq!(shown.len(), moves.len(), "{rule:?}");
        for mv in &moves {
            let text = g.format_move(&r, mv);
            assert_eq!(shown.iter().filter(|s| **s == text).count(), 1, "{text}");
            assert_eq!(&g.parse_move(&r, &text).expect("parses"), mv);
        }
    }
}

#[test]
fn mock_turtles_board_offers_the_single_and_double_flips() {
    let g = game(CoinRule::MockTurtles);
    let r = row("THHTH");
    let board = g.board(&r, None, Some(2));
    let shown = board.plays();
    assert_eq!(shown, ["0,4", "1,4", "2,4", "3,4", "4"]);
    for text in &shown {
        assert!(g.parse_move(&r, text).is_ok(), "{text}");
    }
}

#[test]
fn each_head_is_a_component_on_the_board() {
    let g = game(CoinRule::Turtles);
    let board = g.board(&row("THHTH"), None, None);
    assert_eq!(board.selects(), [0, 1, 2]);
    assert!(board.plays().is_empty());
}

#[test]
fn the_boards_targets_are_the_heads_then_the_chosen_heads_flips() {
    let g = game(CoinRule::Turtles);
    let r = row("THHTH");
    // Nothing chosen: the coins that are buttons are the heads, each
    // choosing itself, named by its coin and value.
    let board = g.board(&r, None, None);
    let heads: Vec<(Option<&ViewAction>, Option<&str>, &str)> = board
        .buttons()
        .into_iter()
        .map(|b| (b.action.as_ref(), b.label.as_deref(), b.class.as_str()))
        .collect();
    assert_eq!(heads.len(), 3, "{heads:?}");
    for ((action, label, class), (k, coin)) in heads.iter().zip([(0, 1), (1, 2), (2, 4)]) {
        assert_eq!(*action, Some(&ViewAction::Select(k)));
        let named = format!(
            "head at coin {coin} (the notes' coin {}), value {}: choose it",
            coin + 1,
            coin + 1
        );
        assert_eq!(*label, Some(named.as_str()));
        assert_eq!(*class, "coins-coin coins-head coins-target");
    }
    // Tails do nothing: they stay drawings.
    assert_eq!(tags_with(&board.markup(), "coins-tail").len(), 2);
    // The head at coin 4 (component 2) chosen: every coin at or left of
    // it is a button, each playing exactly one of that head's flips, and
    // nothing else is offered.
    let board = g.board(&r, None, Some(2));
    let buttons = board.buttons();
    assert_eq!(buttons.len(), 5);
    let own: Vec<CoinMove> = g.moves(&r).filter(|mv| mv.component == 2).collect();
    for (coin, b) in buttons.iter().enumerate() {
        let Some(ViewAction::Play(text)) = &b.action else {
            panic!("coin {coin} plays: {b:?}");
        };
        let mv = g.parse_move(&r, text).expect("parses");
        assert!(own.contains(&mv), "{text}");
        assert!(mv.coins.contains(&coin) && mv.coins.contains(&4), "{text}");
        assert!(b.class.contains("coins-target"), "{b:?}");
    }
    let words: Vec<Option<&str>> = buttons.iter().map(|b| b.label.as_deref()).collect();
    assert_eq!(words[0], Some("flip coin 4 and coin 0"));
    assert_eq!(words[4], Some("flip coin 4 alone"));
    assert!(buttons[4].class.contains("coins-selected"));
}

#[test]
fn preview_marks_each_flip_and_its_direction() {
    let g = game(CoinRule::Turtles);
    let r = row("THHTH");
    let mv = g.parse_move(&r, "0,4").expect("a move");
    let board = g.board(&r, Some(&mv), None);
    let s = board.markup();
    assert_eq!(coins_classed(&board, "coins-to-tails"), 1);
    assert_eq!(coins_classed(&board, "coins-to-heads"), 1);
    assert_eq!(s.matches("H→T").count(), 1);
    assert_eq!(s.matches("T→H").count(), 1);
    let caption = &board.figures()[0].caption;
    assert!(caption
        .as_ref()
        .is_some_and(|(_, text)| text.contains("coin 4 heads to tails, coin 0 tails to heads")));
}

#[test]
fn turtles_explanation_gives_heaps_two_three_five_and_nim_sum_four() {
    // The notes' row THHTH has heads in positions 2, 3 and 5.
    let s = told(&game(CoinRule::Turtles), &row("THHTH"), None).markup();
    assert!(s.contains("THHTH = TH + TTH + TTTTH"));
    assert!(s.contains("2 ⊕ 3 ⊕ 5 = 4"));
    assert!(s.contains("a Nim heap of 5"));
}

#[test]
fn mock_turtles_explanation_shows_the_notes_table_of_values() {
    let s = told(&game(CoinRule::MockTurtles), &row("HHHHHHHHHH"), None).markup();
    for v in [1, 2, 4, 7, 8, 11, 13, 14, 16, 19] {
        assert!(
            s.contains(&format!("<td class=\"coins-num\">{v}</td>")),
            "{v}"
        );
    }
    assert!(s.contains("2n + 1 = 7 = 111₂, 3 ones, odious: 7 is the odious one"));
}

#[test]
fn mock_turtles_four_heads_fail_the_notes_test() {
    let s = told(&game(CoinRule::MockTurtles), &row("HHHH"), None).markup();
    assert!(s.contains("4 heads (even); numbers 0 ⊕ 1 ⊕ 2 ⊕ 3 = 0"));
    assert!(s.contains("lost for the player to move"));
    assert!(s.contains("1 ⊕ 2 ⊕ 4 ⊕ 7 = 0"));
}

#[test]
fn ruler_values_are_the_marks_of_a_ruler() {
    let s = told(&game(CoinRule::Ruler), &row("HHHHHHHH"), None).markup();
    assert!(s.contains("1 ⊕ 2 ⊕ 1 ⊕ 4 ⊕ 1 ⊕ 2 ⊕ 1 ⊕ 8 = 12"));
}

#[test]
fn ruler_explains_the_mex_of_the_chosen_head() {
    // Coin 4 (from 1): runs leave 0, g(3) = 1, 1 ⊕ 2 = 3, 3 ⊕ 1 = 2.
    let s = told(&game(CoinRule::Ruler), &row("TTTH"), Some(0)).markup();
    assert!(s.contains("{0, 1, 2, 3}; the least value missing is 4"));
}

#[test]
fn the_winning_move_offered_leaves_value_zero() {
    for rule in [CoinRule::Turtles, CoinRule::MockTurtles, CoinRule::Ruler] {
        let g = game(rule);
        let r = row("HTTHTHHTTTHH");
        let e = told(&g, &r, None);
        let moves = e.plays();
        assert_eq!(moves.len(), 1, "{rule:?}");
        let mv = g.parse_move(&r, moves[0]).expect("parses");
        let after = g.apply(&r, &mv).expect("legal");
        assert!(g.value(&after).is_zero(), "{rule:?}");
        // The button is the paragraph's, in its words.
        let button = e.buttons()[0];
        assert_eq!(button.class, "coins-move");
        assert!(button.text.starts_with("coin"), "{}", button.text);
        assert!(e.markup().contains("Winning move: flip "));
    }
}

#[test]
fn a_lost_row_offers_no_move() {
    let e = told(&game(CoinRule::Turtles), &row("HHH"), None);
    assert!(e.plays().is_empty());
    assert!(e.markup().contains("the player to move loses"));
}

#[test]
fn the_largest_row_stays_small() {
    let g = game(CoinRule::MockTurtles);
    let r = vec![true; grundy::games::coins::MAX_COINS];
    let size = |v: &ModuleView| serde_json::to_string(v).expect("serialises").len();
    assert!(size(&g.board(&r, None, Some(99))) < 60_000);
    assert!(size(&told(&g, &r, Some(3))) < 40_000);
}

#[test]
fn figures_and_targets_are_labelled() {
    let g = game(CoinRule::Turtles);
    let r = row("THHTH");
    for view in [g.board(&r, None, None), g.board(&r, None, Some(1))] {
        for f in view.figures() {
            // A figure holding buttons is a group of them (a picture cannot
            // hold controls); one without is a picture.
            let targets = f.parts.iter().any(|p| matches!(p, Part::Target(_)));
            let role = if targets { "group" } else { "img" };
            assert_eq!(f.svg.role, role);
            assert!(!f.svg.label.is_empty());
        }
        for b in view.buttons() {
            assert!(b.label.as_deref().is_some_and(|l| !l.is_empty()), "{b:?}");
        }
    }
}

#[test]
fn info_differs_by_rule() {
    let a = game(CoinRule::Turtles).info();
    let b = game(CoinRule::Ruler).info();
    assert_ne!(a.intro, b.intro);
    assert_eq!(a.component, "head");
    for rule in [CoinRule::Turtles, CoinRule::MockTurtles, CoinRule::Ruler] {
        for (_, text) in game(rule).info().presets {
            assert!(game(rule).parse_position(&text).is_ok(), "{text}");
        }
    }
}
