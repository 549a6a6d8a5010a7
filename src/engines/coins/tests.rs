//! The rows' boards and explanations.

use super::*;
use crate::engines::reading::{attr_values, tags_with};
use grundy::Game;

fn row(text: &str) -> Vec<bool> {
    grundy::games::coins::parse_row(text).expect("a row")
}

/// The explanation panel (the core's own `explain` has the same name).
fn told(g: &CoinGame, r: &Vec<bool>, selected: Option<usize>) -> Markup {
    Shown::explain_markup(g, r, selected, 0)
}

fn game(rule: CoinRule) -> CoinGame {
    CoinGame::new(rule)
}

#[test]
fn every_move_of_the_chosen_head_appears_once_and_parses_back() {
    for rule in [CoinRule::Turtles, CoinRule::Ruler] {
        let g = game(rule);
        let r = row("THHTH");
        let board = g.board_markup(&r, None, Some(2));
        let shown = attr_values(board.0.as_str(), "data-move");
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
    let board = g.board_markup(&r, None, Some(2));
    let shown = attr_values(board.0.as_str(), "data-move");
    assert_eq!(shown, ["0,4", "1,4", "2,4", "3,4", "4"]);
    for text in &shown {
        assert!(g.parse_move(&r, text).is_ok(), "{text}");
    }
}

#[test]
fn each_head_is_a_component_on_the_board() {
    let g = game(CoinRule::Turtles);
    let board = g.board_markup(&row("THHTH"), None, None);
    assert_eq!(
        attr_values(board.0.as_str(), "data-component"),
        ["0", "1", "2"]
    );
    assert!(attr_values(board.0.as_str(), "data-move").is_empty());
}

#[test]
fn preview_marks_each_flip_and_its_direction() {
    let g = game(CoinRule::Turtles);
    let r = row("THHTH");
    let mv = g.parse_move(&r, "0,4").expect("a move");
    let board = g.board_markup(&r, Some(&mv), None);
    let s = board.0.as_str();
    assert_eq!(tags_with(s, "coins-to-tails").len(), 1);
    assert_eq!(tags_with(s, "coins-to-heads").len(), 1);
    assert_eq!(s.matches("H→T").count(), 1);
    assert_eq!(s.matches("T→H").count(), 1);
    assert!(s.contains("coin 4 heads to tails, coin 0 tails to heads"));
}

#[test]
fn turtles_explanation_gives_heaps_two_three_five_and_nim_sum_four() {
    // The notes' row THHTH has heads in positions 2, 3 and 5.
    let e = told(&game(CoinRule::Turtles), &row("THHTH"), None);
    let s = e.0.as_str();
    assert!(s.contains("THHTH = TH + TTH + TTTTH"));
    assert!(s.contains("2 ⊕ 3 ⊕ 5 = 4"));
    assert!(s.contains("a Nim heap of 5"));
}

#[test]
fn mock_turtles_explanation_shows_the_notes_table_of_values() {
    let e = told(&game(CoinRule::MockTurtles), &row("HHHHHHHHHH"), None);
    let s = e.0.as_str();
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
    let e = told(&game(CoinRule::MockTurtles), &row("HHHH"), None);
    let s = e.0.as_str();
    assert!(s.contains("4 heads (even); numbers 0 ⊕ 1 ⊕ 2 ⊕ 3 = 0"));
    assert!(s.contains("lost for the player to move"));
    assert!(s.contains("1 ⊕ 2 ⊕ 4 ⊕ 7 = 0"));
}

#[test]
fn ruler_values_are_the_marks_of_a_ruler() {
    let e = told(&game(CoinRule::Ruler), &row("HHHHHHHH"), None);
    assert!(e.0.as_str().contains("1 ⊕ 2 ⊕ 1 ⊕ 4 ⊕ 1 ⊕ 2 ⊕ 1 ⊕ 8 = 12"));
}

#[test]
fn ruler_explains_the_mex_of_the_chosen_head() {
    // Coin 4 (from 1): runs leave 0, g(3) = 1, 1 ⊕ 2 = 3, 3 ⊕ 1 = 2.
    let e = told(&game(CoinRule::Ruler), &row("TTTH"), Some(0));
    assert!(e.0.contains("{0, 1, 2, 3}; the least value missing is 4"));
}

#[test]
fn the_winning_move_offered_leaves_value_zero() {
    for rule in [CoinRule::Turtles, CoinRule::MockTurtles, CoinRule::Ruler] {
        let g = game(rule);
        let r = row("HTTHTHHTTTHH");
        let e = told(&g, &r, None);
        let moves = attr_values(e.0.as_str(), "data-move");
        assert_eq!(moves.len(), 1, "{rule:?}");
        let mv = g.parse_move(&r, &moves[0]).expect("parses");
        let after = g.apply(&r, &mv).expect("legal");
        assert!(g.value(&after).is_zero(), "{rule:?}");
    }
}

#[test]
fn a_lost_row_offers_no_move() {
    let e = told(&game(CoinRule::Turtles), &row("HHH"), None);
    assert!(attr_values(e.0.as_str(), "data-move").is_empty());
    assert!(e.0.as_str().contains("the player to move loses"));
}

#[test]
fn the_largest_row_stays_small() {
    let g = game(CoinRule::MockTurtles);
    let r = vec![true; grundy::games::coins::MAX_COINS];
    assert!(g.board_markup(&r, None, Some(99)).0.as_str().len() < 60_000);
    assert!(told(&g, &r, Some(3)).0.as_str().len() < 40_000);
}

#[test]
fn figures_and_targets_are_labelled() {
    let g = game(CoinRule::Turtles);
    let r = row("THHTH");
    for m in [
        g.board_markup(&r, None, None),
        g.board_markup(&r, None, Some(1)),
    ] {
        let s = m.0.as_str();
        // A figure holding buttons is a group of them (a picture cannot
        // hold controls); one without is a picture.
        let role = if s.contains("role=\"button\"") {
            "role=\"group\""
        } else {
            "role=\"img\""
        };
        for svg in tags_with(s, "svg ") {
            assert!(svg.contains(role) && svg.contains("aria-label=\""), "{svg}");
        }
        for b in tags_with(s, "role=\"button\"") {
            assert!(
                b.contains("tabindex=\"0\"") && b.contains("aria-label=\""),
                "{b}"
            );
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
