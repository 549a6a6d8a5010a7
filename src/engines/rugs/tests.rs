//! Rugs' board and explanation, read from their typed views.

use super::*;
use crate::engines::protocol::Part;
use crate::engines::reading::{coins_classed, tags_with};
use grundy::games::coins::rugs::parse_rug;

fn rug(text: &str) -> Rug {
    parse_rug(text).expect("a rug")
}

fn told(r: &Rug, selected: Option<usize>) -> ModuleView {
    Shown::explain(&Rugs, r, selected, 0)
}

#[test]
fn the_multiplication_form_reads_each_field_alone_commas_and_all() {
    let values = |state: &EditorState| -> Vec<String> {
        let view = mul_panel(state);
        let form = view.form().expect("the form");
        form.fields.iter().map(|f| f.value.clone()).collect()
    };
    let fields = |x: &str, y: &str| EditorState::Fields(vec![x.into(), y.into()]);
    assert_eq!(values(&fields("1,000", "3")), ["1000", "3"]);
    assert_eq!(values(&EditorState::Named("2,3".into())), ["2", "3"]);
    assert_eq!(values(&EditorState::Start), ["", ""]);
    let wrong = serde_json::to_string(&mul_panel(&fields("x", "3"))).unwrap();
    assert!(wrong.contains("Type two whole numbers"), "{wrong}");
}

#[test]
fn every_move_of_the_chosen_head_appears_once_and_parses_back() {
    let r = rug("HTH/THT/TTH");
    for component in 0..heads(&r).len() {
        let board = Rugs.board(&r, None, Some(component));
        let shown = board.plays();
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
    let board = Rugs.board(&r, None, Some(2));
    let (plays, others): (Vec<_>, Vec<_>) = board
        .buttons()
        .into_iter()
        .partition(|b| matches!(b.action, Some(ViewAction::Play(_))));
    assert_eq!(plays.len(), 4, "{plays:?}");
    for (b, (top, left)) in plays.iter().zip([(0, 0), (0, 1), (1, 0), (1, 1)]) {
        let Some(ViewAction::Play(text)) = &b.action else {
            panic!("{b:?}");
        };
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
    assert_eq!(others[0].action, Some(ViewAction::Select(1)));
    // The tail right of the head does nothing.
    assert_eq!(tags_with(&board.markup(), "coins-coin").len(), 1);
}

#[test]
fn heads_are_components_row_by_row() {
    let board = Rugs.board(&rug("HTH/THT"), None, None);
    assert_eq!(board.selects(), [0, 1, 2]);
    assert!(board
        .buttons()
        .iter()
        .any(|b| b.label.as_deref() == Some("head in row 1, column 1, value 3: choose it")));
}

#[test]
fn preview_outlines_the_rectangle_and_marks_its_coins() {
    let r = rug("HTH/THT");
    let mv = Rugs.parse_move(&r, "0,0-1,1").expect("a move");
    let board = Rugs.board(&r, Some(&mv), None);
    let s = board.markup();
    assert_eq!(s.matches("class=\"rugs-flipped\"").count(), 1);
    // Heads 0,0 and 1,1 go to tails; tails 0,1 and 1,0 to heads.
    assert_eq!(coins_classed(&board, "coins-to-tails"), 2);
    assert_eq!(coins_classed(&board, "coins-to-heads"), 2);
    let caption = &board.only_figure().expect("a board is one figure").caption;
    assert!(caption
        .as_ref()
        .is_some_and(|(_, t)| t.contains("corner 1,1): 2 heads to tails, 2 tails to heads")));
}

#[test]
fn explanation_applies_the_tartan_theorem_per_head() {
    // Row 2, column 2 from 1: g(2) = 2 and 2 ⊗ 2 = 3; row 4, column 2:
    // g(4) = 4, and 4 ⊗ 2 = 8 (the standard table).
    let s = told(&rug("TTT/TTT/TTT/THT"), None).markup();
    assert!(s.contains(
        "<td class=\"coins-num\">3</td><td class=\"coins-num\">1</td><td class=\"coins-num\">4</td><td class=\"coins-num\">2</td><td class=\"coins-num\">4</td><td class=\"coins-num\">2</td><td class=\"coins-num\">8</td>"
    ));
    let s = told(&rug("TT/TH"), None).markup();
    assert!(s.contains("<td class=\"coins-num\">2</td><td class=\"coins-num\">2</td><td class=\"coins-num\">3</td>"));
}

#[test]
fn the_winning_move_offered_leaves_value_zero() {
    let r = rug("HTTH/THHT/TTHT/HTTH");
    let e = told(&r, None);
    let moves = e.plays();
    assert_eq!(moves.len(), 1);
    let mv = Rugs.parse_move(&r, moves[0]).expect("parses");
    assert!(rugs::value(&Rugs.apply(&r, &mv).expect("legal")).is_zero());
    let button = e.buttons()[0];
    assert_eq!(button.class, "coins-move");
    assert_eq!(button.text, format!("the rectangle {}", moves[0]));
}

#[test]
fn a_lost_rug_says_so() {
    // Two heads of value 1 (rows and columns 1 and 3 from 1) cancel.
    let e = told(&rug("HTT/TTT/TTH"), None);
    assert!(e.markup().contains("1 ⊕ 1 = 0: the player to move loses"));
    assert!(e.plays().is_empty());
}

#[test]
fn the_largest_rug_stays_bounded() {
    let side = rugs::MAX_SIDE;
    let text = vec!["H".repeat(side); side].join("/");
    let r = rug(&text);
    let last = side * side - 1;
    let size = |v: &ModuleView| serde_json::to_string(v).expect("serialises").len();
    assert!(size(&Rugs.board(&r, None, Some(last))) < 400_000);
    assert!(size(&told(&r, None)) < 300_000);
}

#[test]
fn figures_and_targets_are_labelled() {
    let r = rug("HTH/THT");
    for view in [Rugs.board(&r, None, None), Rugs.board(&r, None, Some(2))] {
        let f = view.only_figure().expect("a board is one figure");
        // A figure holding buttons is a group of them (a picture cannot
        // hold controls); one without is a picture.
        let targets = f.parts.iter().any(|p| matches!(p, Part::Target(_)));
        assert_eq!(f.svg.role, if targets { "group" } else { "img" });
        assert!(!f.svg.label.is_empty());
        for b in view.buttons() {
            assert!(b.label.as_deref().is_some_and(|l| !l.is_empty()), "{b:?}");
        }
    }
}

#[test]
fn presets_are_rugs() {
    for (_, text) in Rugs.info().presets {
        assert!(parse_rug(&text).is_ok(), "{text}");
    }
}
