//! The board as a typed view: its clickable parts' actions, and what its
//! display-only markup draws.

use super::*;
use grundy::games::rims::parse_rims;

fn count(haystack: &str, needle: &str) -> usize {
    haystack.matches(needle).count()
}

/// The texts of elements with class `class`, in order.
fn texts_of(markup: &str, class: &str) -> Vec<String> {
    let open = format!("class=\"{class}\"");
    markup
        .split(&open)
        .skip(1)
        .filter_map(|rest| {
            let start = rest.find('>')? + 1;
            let end = rest[start..].find('<')? + start;
            Some(rest[start..end].to_string())
        })
        .collect()
}

#[test]
fn every_move_of_a_small_position_is_drawn_when_previewed() {
    let p = parse_rims("3 (1: 2)").unwrap();
    let moves: Vec<LoopMove> = Rims.moves(&p).collect();
    assert!(moves.len() > 10);
    for mv in &moves {
        let text = Rims.format_move(&p, mv);
        let view = board(&p, Some(mv), None);
        assert_eq!(view.plays(), [text.as_str()], "{text}");
        assert_eq!(Rims.parse_move(&p, &text).unwrap(), *mv);
        let s = view.markup();
        assert_eq!(
            count(&s, "rims-on rims-on-new"),
            mv.through as usize,
            "{text}"
        );
        assert_eq!(
            count(&s, "rims-dot rims-dot-enclosed"),
            mv.enclose as usize,
            "{text}"
        );
    }
}

#[test]
fn the_targets_moves_read_back_and_every_component_can_be_selected() {
    for text in [
        "7",
        "3 (1: 2)",
        "5 (2: 3 (1:)) (1: 4 (3: 2))",
        "0 (1: 2) (2:)",
    ] {
        let p = parse_rims(text).unwrap();
        let components = Rims.components(&p).len();
        assert!(components > 0, "{text}");
        for selected in [None, Some(0)] {
            let view = board(&p, None, selected);
            assert_eq!(
                view.selects(),
                (0..components).collect::<Vec<_>>(),
                "{text}"
            );
            assert!(view.plays().is_empty(), "{text}");
        }
        for mv in Rims.moves(&p).take(40) {
            let view = board(&p, Some(&mv), None);
            let plays = view.plays();
            assert_eq!(plays.len(), 1, "{text}");
            for played in plays {
                assert_eq!(Rims.parse_move(&p, played).unwrap(), mv, "{played}");
            }
        }
    }
}

#[test]
fn region_counts_are_the_heaps() {
    let p = parse_rims("5 (2: 3 (1:)) (1: 4 (3: 2))").unwrap();
    let heaps: Vec<String> = p
        .heaps()
        .into_iter()
        .filter(|&h| h > 0)
        .map(|h| format!("{h} free"))
        .collect();
    assert_eq!(
        texts_of(&board(&p, None, None).markup(), "rims-count"),
        heaps
    );
}

#[test]
fn each_region_with_free_dots_selects_its_component() {
    let p = parse_rims("5 (2: 3 (1:)) (1: 4)").unwrap();
    let view = board(&p, None, Some(1));
    assert_eq!(view.selects(), [0, 1, 2]);
    let buttons = view.buttons();
    let selected = buttons
        .iter()
        .filter(|b| b.class.contains("rims-selected"))
        .count();
    assert_eq!(selected + count(&view.markup(), "rims-selected"), 1);
    assert!(buttons.iter().any(|b| b.label.as_deref()
        == Some("Region inside loop 0: 3 free dots (selected); show its moves")));
}

#[test]
fn a_huge_position_stays_small() {
    let mut text = String::from("100");
    for _ in 0..300 {
        text.push_str(" (1: 1)");
    }
    let nested = format!("{}{}", "(1: ".repeat(60), ")".repeat(60));
    let p = parse_rims(&text).unwrap();
    let q = parse_rims(&format!("500 {nested}")).unwrap();
    for pos in [&p, &q] {
        let s = serde_json::to_string(&board(pos, None, None)).unwrap();
        assert!(s.len() < 40_000, "{}", s.len());
    }
    assert!(board(&p, None, None).markup().contains("+ 270 more loops"));
}

#[test]
fn figures_are_labelled() {
    let p = parse_rims("4 (1: 2)").unwrap();
    let view = board(&p, None, None);
    let svg = &view.only_figure().expect("the board is one figure").svg;
    assert_eq!(
        svg.label,
        "Rims: 1 loop; free dots 4 outside every loop, 2 inside loop 0"
    );
    // Its regions are buttons: a group, not an image.
    assert_eq!(svg.role, "group");
    let done = parse_rims("0 (2:)").unwrap();
    let done = board(&done, None, None);
    assert_eq!(done.only_figure().expect("one figure").svg.role, "img");
}
