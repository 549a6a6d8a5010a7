//! The rows' boards and explanations, read from their markup, and the
//! typed messages their coins send.

use super::*;
use crate::games::coins::testing::{coins_classed, parts, plays, selects, text_of, Drawn};
use crate::games::shown::BoardMsg;
use crate::testing::{attributes, render, tags_with};
use grundy::dynamic::DynMove;

fn row(text: &str) -> Vec<bool> {
    grundy::games::coins::parse_row(text).expect("a row")
}

fn game(rule: CoinRule) -> Drawn<CoinGame> {
    let g = CoinGame::new(rule);
    Drawn::new(g, RowShown(g))
}

#[test]
fn every_move_of_the_chosen_head_appears_once_and_parses_back() {
    for rule in [CoinRule::Turtles, CoinRule::Ruler] {
        let d = game(rule);
        let g = &d.game;
        let r = row("THHTH");
        let shown = plays(&d.board(&r, None, Some(2)));
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
    let d = game(CoinRule::MockTurtles);
    let r = row("THHTH");
    let shown = plays(&d.board(&r, None, Some(2)));
    assert_eq!(shown, ["0,4", "1,4", "2,4", "3,4", "4"]);
    for text in &shown {
        assert!(d.game.parse_move(&r, text).is_ok(), "{text}");
    }
}

#[test]
fn each_head_is_a_component_on_the_board() {
    let d = game(CoinRule::Turtles);
    let board = d.board(&row("THHTH"), None, None);
    assert_eq!(selects(&board), [0, 1, 2]);
    assert!(plays(&board).is_empty());
}

#[test]
fn the_boards_targets_are_the_heads_then_the_chosen_heads_flips() {
    let d = game(CoinRule::Turtles);
    let g = &d.game;
    let r = row("THHTH");
    // Nothing chosen: the coins that are buttons are the heads, each
    // choosing itself, named by its coin and value.
    let board = d.board(&r, None, None);
    let heads = parts(&board);
    assert_eq!(heads.len(), 3, "{heads:?}");
    for (part, (k, coin)) in heads.iter().zip([(0, 1), (1, 2), (2, 4)]) {
        assert_eq!(part.hook.as_deref(), Some(format!("pick {k}").as_str()));
        let named = format!(
            "head at coin {coin} (the notes' coin {}), value {}: choose it",
            coin + 1,
            coin + 1
        );
        assert_eq!(part.label.as_deref(), Some(named.as_str()));
        assert_eq!(part.class, "coins-coin coins-head coins-target");
        assert_eq!(part.tag, "g");
    }
    // Tails do nothing: they stay drawings.
    assert_eq!(tags_with(&board, "coins-tail").len(), 2);
    // The head at coin 4 (component 2) chosen: every coin at or left of
    // it is a button, each playing exactly one of that head's flips, and
    // nothing else is offered.
    let board = d.board(&r, None, Some(2));
    let buttons = parts(&board);
    assert_eq!(buttons.len(), 5);
    let own: Vec<CoinMove> = g.moves(&r).filter(|mv| mv.component == 2).collect();
    for (coin, b) in buttons.iter().enumerate() {
        let text = b
            .hook
            .as_deref()
            .and_then(|h| h.strip_prefix("move "))
            .unwrap_or_else(|| panic!("coin {coin} plays: {b:?}"));
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
fn a_coin_sends_the_games_own_move_and_a_head_its_component() {
    let d = game(CoinRule::Turtles);
    let r = row("THHTH");
    let scene = d.scene(&r, None, Some(2), true);
    let f = RowClicks::new(&d.game, &r, Some(4), &scene);
    let words = |coins: &[usize]| flip_words(CoinRule::Turtles, coins);
    let acting: Vec<Acting> = (0..5).filter_map(|i| f.act(i, r[i], &words)).collect();
    // Each keyed by what it does, no two alike.
    let mut keys: Vec<&str> = acting.iter().map(Acting::key).collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(keys.len(), 5);
    acting[0].click();
    acting[4].click();
    let flip = |coins: Vec<usize>| {
        BoardMsg::Play(DynMove::new(
            CoinMove {
                component: 2,
                coins,
            },
            2,
        ))
    };
    assert_eq!(*d.heard.borrow(), [flip(vec![0, 4]), flip(vec![4])]);
    // Nothing chosen, the head at coin 2 chooses the second head.
    let f = RowClicks::new(&d.game, &r, None, &scene);
    f.act(2, true, &words).expect("a head acts").click();
    assert_eq!(d.heard.borrow().last(), Some(&BoardMsg::Select(1)));
}

#[test]
fn no_flip_acts_while_a_person_may_not_move() {
    let d = game(CoinRule::Turtles);
    let r = row("THHTH");
    let scene = d.scene(&r, None, Some(2), false);
    let board = render(d.shown.board(&scene));
    assert!(plays(&board).is_empty(), "{board}");
    assert!(!board.contains("coins-target"), "{board}");
    // Nothing acting, the figure is a picture.
    assert!(board.contains("role=\"img\""), "{board}");
}

#[test]
fn preview_marks_each_flip_and_its_direction() {
    let d = game(CoinRule::Turtles);
    let r = row("THHTH");
    let mv = d.game.parse_move(&r, "0,4").expect("a move");
    let s = d.board(&r, Some(&mv), None);
    assert_eq!(coins_classed(&s, "coins-to-tails"), 1);
    assert_eq!(coins_classed(&s, "coins-to-heads"), 1);
    assert_eq!(s.matches("H→T").count(), 1);
    assert_eq!(s.matches("T→H").count(), 1);
    let caption = text_of(&s, "class=\"coins-caption\"");
    assert!(
        caption.contains("coin 4 heads to tails, coin 0 tails to heads"),
        "{caption}"
    );
}

#[test]
fn turtles_explanation_gives_heaps_two_three_five_and_nim_sum_four() {
    // The notes' row THHTH has heads in positions 2, 3 and 5.
    let s = game(CoinRule::Turtles).explain(&row("THHTH"), None);
    assert!(s.contains("THHTH = TH + TTH + TTTTH"));
    assert!(s.contains("2 ⊕ 3 ⊕ 5 = 4"));
    assert!(s.contains("a Nim heap of 5"));
}

#[test]
fn mock_turtles_explanation_shows_the_notes_table_of_values() {
    let s = game(CoinRule::MockTurtles).explain(&row("HHHHHHHHHH"), None);
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
    let s = game(CoinRule::MockTurtles).explain(&row("HHHH"), None);
    assert!(s.contains("4 heads (even); numbers 0 ⊕ 1 ⊕ 2 ⊕ 3 = 0"));
    assert!(s.contains("lost for the player to move"));
    assert!(s.contains("1 ⊕ 2 ⊕ 4 ⊕ 7 = 0"));
}

#[test]
fn ruler_values_are_the_marks_of_a_ruler() {
    let s = game(CoinRule::Ruler).explain(&row("HHHHHHHH"), None);
    assert!(s.contains("1 ⊕ 2 ⊕ 1 ⊕ 4 ⊕ 1 ⊕ 2 ⊕ 1 ⊕ 8 = 12"));
}

#[test]
fn ruler_explains_the_mex_of_the_chosen_head() {
    // Coin 4 (from 1): runs leave 0, g(3) = 1, 1 ⊕ 2 = 3, 3 ⊕ 1 = 2.
    let s = game(CoinRule::Ruler).explain(&row("TTTH"), Some(0));
    assert!(s.contains("{0, 1, 2, 3}; the least value missing is 4"));
}

#[test]
fn the_winning_move_offered_leaves_value_zero() {
    for rule in [CoinRule::Turtles, CoinRule::MockTurtles, CoinRule::Ruler] {
        let d = game(rule);
        let g = &d.game;
        let r = row("HTTHTHHTTTHH");
        let e = d.explain(&r, None);
        let moves = plays(&e);
        assert_eq!(moves.len(), 1, "{rule:?}");
        let mv = g.parse_move(&r, &moves[0]).expect("parses");
        let after = g.apply(&r, &mv).expect("legal");
        assert!(g.value(&after).is_zero(), "{rule:?}");
        // The button is the paragraph's, in its words.
        let button = &parts(&e)[0];
        assert_eq!(
            (button.tag.as_str(), button.class.as_str()),
            ("button", "coins-move")
        );
        let words = text_of(&e, "class=\"coins-move\"");
        assert!(words.starts_with("coin"), "{words}");
        assert!(e.contains("Winning move: flip "));
    }
}

#[test]
fn a_lost_row_offers_no_move() {
    let e = game(CoinRule::Turtles).explain(&row("HHH"), None);
    assert!(plays(&e).is_empty());
    assert!(e.contains("the player to move loses"));
}

#[test]
fn the_largest_row_stays_small() {
    let d = game(CoinRule::MockTurtles);
    let r = vec![true; grundy::games::coins::MAX_COINS];
    assert!(d.board(&r, None, Some(99)).len() < 60_000);
    assert!(d.explain(&r, Some(3)).len() < 40_000);
}

#[test]
fn figures_and_targets_are_labelled() {
    let d = game(CoinRule::Turtles);
    let r = row("THHTH");
    for board in [d.board(&r, None, None), d.board(&r, None, Some(1))] {
        // A figure holding buttons is a group of them (a picture cannot
        // hold controls); one without is a picture.
        let svg = tags_with(&board, "svg ")[0];
        let role = if parts(&board).is_empty() {
            "img"
        } else {
            "group"
        };
        assert!(svg.contains(&format!("role=\"{role}\"")), "{svg}");
        let label = attributes(&format!("<{svg}>"), "aria-label");
        assert!(label.first().is_some_and(|l| !l.is_empty()), "{svg}");
        for b in parts(&board) {
            assert!(b.label.as_deref().is_some_and(|l| !l.is_empty()), "{b:?}");
        }
    }
}

#[test]
fn intros_differ_by_rule() {
    let a = RowShown(CoinGame::new(CoinRule::Turtles)).intro();
    let b = RowShown(CoinGame::new(CoinRule::Ruler)).intro();
    assert_ne!(render(a.unwrap()), render(b.unwrap()));
}

#[test]
fn the_fewest_coins_through_each_coin_are_the_rules_own() {
    let named = [CoinRule::Turtles, CoinRule::MockTurtles, CoinRule::Ruler];
    for rule in named {
        for head in [0, 1, 5, 12] {
            let found = fewest_through(&rule, head);
            for (coin, f) in found.iter().enumerate() {
                assert_eq!(
                    *f,
                    Flips::through(&rule, head, coin),
                    "{rule:?} {head} {coin}"
                );
            }
        }
    }
    for text in ["a", ";2;1-a", ";a;a,b;a,b,c", "1-a,b"] {
        let rule = grundy::games::coins::RowRule::parse(text).expect("a rule");
        for head in [0, 1, 5, 12] {
            let found = fewest_through(&rule, head);
            for (coin, f) in found.iter().enumerate() {
                assert_eq!(*f, rule.through(head, coin), "{text} {head} {coin}");
            }
        }
    }
}
