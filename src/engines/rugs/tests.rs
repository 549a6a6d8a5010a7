//! Rugs' board and explanation.

use super::*;
use crate::engines::reading::{attr_values, tags_with};
use grundy::games::coins::rugs::parse_rug;

fn rug(text: &str) -> Rug {
    parse_rug(text).expect("a rug")
}

fn told(r: &Rug, selected: Option<usize>) -> Markup {
    Shown::explain_markup(&Rugs, r, selected, 0)
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
        let board = Rugs.board_markup(&r, None, Some(component));
        let shown = attr_values(board.0.as_str(), "data-move");
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
fn heads_are_components_row_by_row() {
    let board = Rugs.board_markup(&rug("HTH/THT"), None, None);
    assert_eq!(
        attr_values(board.0.as_str(), "data-component"),
        ["0", "1", "2"]
    );
    assert!(board
        .0
        .contains("aria-label=\"head in row 1, column 1, value 3: choose it\""));
}

#[test]
fn preview_outlines_the_rectangle_and_marks_its_coins() {
    let r = rug("HTH/THT");
    let mv = Rugs.parse_move(&r, "0,0-1,1").expect("a move");
    let s = Rugs.board_markup(&r, Some(&mv), None).into_string();
    assert_eq!(s.matches("class=\"rugs-flipped\"").count(), 1);
    // Heads 0,0 and 1,1 go to tails; tails 0,1 and 1,0 to heads.
    assert_eq!(tags_with(&s, "coins-to-tails").len(), 2);
    assert_eq!(tags_with(&s, "coins-to-heads").len(), 2);
    assert!(s.contains("corner 1,1): 2 heads to tails, 2 tails to heads"));
}

#[test]
fn explanation_applies_the_tartan_theorem_per_head() {
    // Row 2, column 2 from 1: g(2) = 2 and 2 ⊗ 2 = 3; row 4, column 2:
    // g(4) = 4, and 4 ⊗ 2 = 8 (the standard table).
    let s = told(&rug("TTT/TTT/TTT/THT"), None).into_string();
    assert!(s.contains(
        "<td class=\"coins-num\">3</td><td class=\"coins-num\">1</td><td class=\"coins-num\">4</td><td class=\"coins-num\">2</td><td class=\"coins-num\">4</td><td class=\"coins-num\">2</td><td class=\"coins-num\">8</td>"
    ));
    let s = told(&rug("TT/TH"), None).into_string();
    assert!(s.contains("<td class=\"coins-num\">2</td><td class=\"coins-num\">2</td><td class=\"coins-num\">3</td>"));
}

#[test]
fn the_winning_move_offered_leaves_value_zero() {
    let r = rug("HTTH/THHT/TTHT/HTTH");
    let s = told(&r, None);
    let moves = attr_values(s.0.as_str(), "data-move");
    assert_eq!(moves.len(), 1);
    let mv = Rugs.parse_move(&r, &moves[0]).expect("parses");
    assert!(rugs::value(&Rugs.apply(&r, &mv).expect("legal")).is_zero());
}

#[test]
fn a_lost_rug_says_so() {
    // Two heads of value 1 (rows and columns 1 and 3 from 1) cancel.
    let s = told(&rug("HTT/TTT/TTH"), None);
    assert!(s.0.as_str().contains("1 ⊕ 1 = 0: the player to move loses"));
    assert!(attr_values(s.0.as_str(), "data-move").is_empty());
}

#[test]
fn the_largest_rug_stays_bounded() {
    let side = rugs::MAX_SIDE;
    let text = vec!["H".repeat(side); side].join("/");
    let r = rug(&text);
    let last = side * side - 1;
    assert!(Rugs.board_markup(&r, None, Some(last)).0.as_str().len() < 400_000);
    assert!(told(&r, None).0.as_str().len() < 300_000);
}

#[test]
fn figures_and_targets_are_labelled() {
    let r = rug("HTH/THT");
    for m in [
        Rugs.board_markup(&r, None, None),
        Rugs.board_markup(&r, None, Some(2)),
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
fn presets_are_rugs() {
    for (_, text) in Rugs.info().presets {
        assert!(parse_rug(&text).is_ok(), "{text}");
    }
}
