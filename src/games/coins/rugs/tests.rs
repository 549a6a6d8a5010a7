//! Rugs' board and explanation, read from their markup, and the typed
//! messages its coins send.

use super::*;
use crate::games::coins::testing::{coins_classed, parts, plays, selects, text_of, Drawn};
use crate::games::shown::BoardMsg;
use crate::testing::{attributes, tags_with};
use grundy::dynamic::DynMove;
use grundy::games::coins::rugs::parse_rug;

fn rug(text: &str) -> Rug {
    parse_rug(text).expect("a rug")
}

fn drawn() -> Drawn<Rugs> {
    Drawn::new(Rugs, RugsShown)
}

#[test]
fn every_move_of_the_chosen_head_appears_once_and_parses_back() {
    let d = drawn();
    let r = rug("HTH/THT/TTH");
    for component in 0..heads(&r).len() {
        let shown = plays(&d.board(&r, None, Some(component)));
        let moves: Vec<RugMove> = Rugs
            .moves(&r)
            .filter(|mv| mv.component == component)
            .collect();
        assert_eq!(shown.len(), moves.len());
        for mv in &moves {
            let text = Rugs.format_move(&r, mv);
            assert_eq!(shown.iter().filter(|s| **s == text).count(), 1, "{text}");
            assert_eq!(&Rugs.parse_move(&r, &text).expect("parses"), mv);
        }
    }
}

#[test]
fn the_chosen_heads_coins_play_the_rectangles_to_it() {
    // The head at 1,1 (component 2, after 0,0 and 0,2) chosen: the four
    // coins above and left of it are buttons, each flipping the rectangle
    // from it to the head; the head at 0,2 still chooses itself.
    let r = rug("HTH/THT");
    let board = drawn().board(&r, None, Some(2));
    let (plays, others): (Vec<_>, Vec<_>) = parts(&board)
        .into_iter()
        .partition(|b| b.hook.as_deref().is_some_and(|h| h.starts_with("move ")));
    assert_eq!(plays.len(), 4, "{plays:?}");
    for (b, (top, left)) in plays.iter().zip([(0, 0), (0, 1), (1, 0), (1, 1)]) {
        let text = &b.hook.as_deref().expect("a move")["move ".len()..];
        let mv = Rugs.parse_move(&r, text).expect("parses");
        assert_eq!(
            (mv.component, mv.top, mv.left, mv.bottom, mv.right),
            (2, top, left, 1, 1),
            "{text}"
        );
        assert!(b.class.contains("coins-target"), "{b:?}");
    }
    assert_eq!(
        plays[0].label.as_deref(),
        Some("flip the rectangle from 0,0 to 1,1")
    );
    assert_eq!(plays[3].label.as_deref(), Some("flip coin 1,1 alone"));
    assert!(plays[3].class.contains("coins-selected"));
    assert_eq!(others.len(), 1);
    assert_eq!(others[0].hook.as_deref(), Some("pick 1"));
    // The tail right of the head does nothing.
    assert_eq!(
        tags_with(&board, "coins-coin")
            .iter()
            .filter(|t| !t.contains("role=\"button\""))
            .count(),
        1
    );
}

#[test]
fn a_coin_sends_the_rectangle_to_the_chosen_head() {
    let d = drawn();
    let r = rug("HTH/THT");
    let scene = d.scene(&r, None, Some(2), true);
    let hs = heads(&r);
    rug_action(&r, &hs, Some((1, 1)), (0, 1, false), &scene)
        .expect("a coin above and left of the head plays")
        .click();
    rug_action(&r, &hs, None, (0, 2, true), &scene)
        .expect("a head chooses itself")
        .click();
    let mv = RugMove {
        component: 2,
        top: 0,
        left: 1,
        bottom: 1,
        right: 1,
    };
    assert_eq!(
        *d.heard.borrow(),
        [BoardMsg::Play(DynMove::new(mv, 2)), BoardMsg::Select(1)]
    );
    // A tail right of the head does nothing.
    assert!(rug_action(&r, &hs, Some((1, 1)), (1, 2, false), &scene).is_none());
}

#[test]
fn heads_are_components_row_by_row() {
    let board = drawn().board(&rug("HTH/THT"), None, None);
    assert_eq!(selects(&board), [0, 1, 2]);
    assert!(parts(&board)
        .iter()
        .any(|b| b.label.as_deref() == Some("head in row 1, column 1, value 3: choose it")));
}

#[test]
fn preview_outlines_the_rectangle_and_marks_its_coins() {
    let d = drawn();
    let r = rug("HTH/THT");
    let mv = Rugs.parse_move(&r, "0,0-1,1").expect("a move");
    let s = d.board(&r, Some(&mv), None);
    assert_eq!(s.matches("class=\"rugs-flipped\"").count(), 1);
    // Heads 0,0 and 1,1 go to tails; tails 0,1 and 1,0 to heads.
    assert_eq!(coins_classed(&s, "coins-to-tails"), 2);
    assert_eq!(coins_classed(&s, "coins-to-heads"), 2);
    // A board is one figure.
    assert_eq!(tags_with(&s, "figure ").len(), 1);
    let caption = text_of(&s, "class=\"coins-caption\"");
    assert!(
        caption.contains("corner 1,1): 2 heads to tails, 2 tails to heads"),
        "{caption}"
    );
}

#[test]
fn explanation_applies_the_tartan_theorem_per_head() {
    // Row 2, column 2 from 1: g(2) = 2 and 2 ⊗ 2 = 3; row 4, column 2:
    // g(4) = 4, and 4 ⊗ 2 = 8 (the standard table).
    let s = drawn().explain(&rug("TTT/TTT/TTT/THT"), None);
    assert!(s.contains(
        "<td class=\"coins-num\">3</td><td class=\"coins-num\">1</td><td class=\"coins-num\">4</td><td class=\"coins-num\">2</td><td class=\"coins-num\">4</td><td class=\"coins-num\">2</td><td class=\"coins-num\">8</td>"
    ));
    let s = drawn().explain(&rug("TT/TH"), None);
    assert!(s.contains("<td class=\"coins-num\">2</td><td class=\"coins-num\">2</td><td class=\"coins-num\">3</td>"));
}

#[test]
fn the_winning_move_offered_leaves_value_zero() {
    let r = rug("HTTH/THHT/TTHT/HTTH");
    let e = drawn().explain(&r, None);
    let moves = plays(&e);
    assert_eq!(moves.len(), 1);
    let mv = Rugs.parse_move(&r, &moves[0]).expect("parses");
    assert!(rugs::value(&Rugs.apply(&r, &mv).expect("legal")).is_zero());
    let button = &parts(&e)[0];
    assert_eq!(button.class, "coins-move");
    assert_eq!(
        text_of(&e, "class=\"coins-move\""),
        format!("the rectangle {}", moves[0])
    );
}

#[test]
fn a_lost_rug_says_so() {
    // Two heads of value 1 (rows and columns 1 and 3 from 1) cancel.
    let e = drawn().explain(&rug("HTT/TTT/TTH"), None);
    assert!(e.contains("1 ⊕ 1 = 0: the player to move loses"));
    assert!(plays(&e).is_empty());
}

#[test]
fn the_largest_rug_stays_bounded() {
    let side = rugs::MAX_SIDE;
    let text = vec!["H".repeat(side); side].join("/");
    let r = rug(&text);
    let last = side * side - 1;
    let d = drawn();
    assert!(d.board(&r, None, Some(last)).len() < 400_000);
    assert!(d.explain(&r, None).len() < 300_000);
}

#[test]
fn figures_and_targets_are_labelled() {
    let d = drawn();
    let r = rug("HTH/THT");
    for board in [d.board(&r, None, None), d.board(&r, None, Some(2))] {
        // A figure holding buttons is a group of them (a picture cannot
        // hold controls); one without is a picture.
        let svg = format!("<{}>", tags_with(&board, "svg ")[0]);
        let role = if parts(&board).is_empty() {
            "img"
        } else {
            "group"
        };
        assert_eq!(attributes(&svg, "role"), [role]);
        assert!(attributes(&svg, "aria-label")[0].starts_with("Rugs: 2 rows"));
        for b in parts(&board) {
            assert!(b.label.as_deref().is_some_and(|l| !l.is_empty()), "{b:?}");
        }
    }
}

#[test]
fn the_editor_is_the_multiplication_table_keyed_by_the_position() {
    let d = drawn();
    let r = rug("HTH/THT");
    let editor = d.shown.editor(&d.scene(&r, None, None, true));
    let markup = crate::testing::render(editor.expect("Rugs has the table"));
    assert!(markup.contains("data-testid=\"nim-mul-form\""), "{markup}");
    assert_eq!(tags_with(&markup, "class=\"rugs-mul-cell").len(), 256);
}
