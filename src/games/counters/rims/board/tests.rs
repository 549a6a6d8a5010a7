//! The board as drawn: its clickable parts' test ids and names, and what
//! its display-only markup draws.

use super::super::RimsShown;
use super::*;
use crate::games::shown::{PartOf, Shown};
use crate::testing::{attributes, hooks, render, tags_with};
use grundy::games::rims::parse_rims;

/// The scene of `p` with `preview` drawn and `selected` chosen, live.
fn scene(p: &Region, preview: Option<&LoopMove>, selected: Option<usize>) -> Scene {
    Scene {
        preview: preview.map(|mv| DynMove::new(mv.clone(), Rims.component_of(mv))),
        selected,
        ..crate::games::counters::tests::scene(p.clone())
    }
}

/// The board of `p` as markup.
fn drawn(p: &Region, preview: Option<&LoopMove>, selected: Option<usize>) -> String {
    render(RimsShown.board(&scene(p, preview, selected)))
}

/// The moves the board's parts play, as their test ids write them.
fn plays(markup: &str) -> Vec<String> {
    hooks(markup, "move ")
}

/// The components the board's parts choose.
fn selects(markup: &str) -> Vec<usize> {
    hooks(markup, "pick ")
        .iter()
        .map(|i| i.parse().unwrap())
        .collect()
}

/// The opening tag of the board's `<svg>`, with `name`'s value.
fn svg_attribute(markup: &str, name: &str) -> String {
    let tags = tags_with(markup, "class=\"rims-svg");
    assert_eq!(tags.len(), 1, "{markup}");
    attributes(&format!("<{}>", tags[0]), name).remove(0)
}

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
        let s = drawn(&p, Some(mv), None);
        assert_eq!(plays(&s), [text.as_str()], "{text}");
        assert_eq!(Rims.parse_move(&p, &text).unwrap(), *mv);
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
            let s = drawn(&p, None, selected);
            assert_eq!(selects(&s), (0..components).collect::<Vec<_>>(), "{text}");
            assert!(plays(&s).is_empty(), "{text}");
        }
        for mv in Rims.moves(&p).take(40) {
            let plays = plays(&drawn(&p, Some(&mv), None));
            assert_eq!(plays.len(), 1, "{text}");
            for played in plays {
                assert_eq!(Rims.parse_move(&p, &played).unwrap(), mv, "{played}");
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
    assert_eq!(texts_of(&drawn(&p, None, None), "rims-count"), heaps);
}

#[test]
fn each_region_with_free_dots_selects_its_component() {
    let p = parse_rims("5 (2: 3 (1:)) (1: 4)").unwrap();
    let s = drawn(&p, None, Some(1));
    assert_eq!(selects(&s), [0, 1, 2]);
    // The chosen region's button, and nothing else, is marked.
    assert_eq!(count(&s, "rims-selected"), 1);
    assert!(tags_with(&s, "rims-selected")[0].contains("role=\"button\""));
    assert!(attributes(&s, "aria-label")
        .contains(&"Region inside loop 0: 3 free dots (selected); show its moves".to_string()));
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
        let s = drawn(pos, None, None);
        assert!(s.len() < 40_000, "{}", s.len());
    }
    assert!(drawn(&p, None, None).contains("+ 270 more loops"));
}

#[test]
fn figures_are_labelled() {
    let p = parse_rims("4 (1: 2)").unwrap();
    let s = drawn(&p, None, None);
    assert_eq!(
        svg_attribute(&s, "aria-label"),
        "Rims: 1 loop; free dots 4 outside every loop, 2 inside loop 0"
    );
    // Its regions are buttons: a group, not an image.
    assert_eq!(svg_attribute(&s, "role"), "group");
    let done = parse_rims("0 (2:)").unwrap();
    assert_eq!(svg_attribute(&drawn(&done, None, None), "role"), "img");
}

#[test]
fn off_a_persons_turn_the_previewed_loop_is_drawn_and_does_nothing() {
    let p = parse_rims("3 (1: 2)").unwrap();
    let mv = Rims.moves(&p).next().unwrap();
    let live = drawn(&p, Some(&mv), None);
    assert!(!live.contains("aria-disabled"), "{live}");
    let still = Scene {
        live: false,
        ..scene(&p, Some(&mv), None)
    };
    let s = render(RimsShown.board(&still));
    let loops = tags_with(&s, "class=\"rims-new\"");
    assert_eq!(loops.len(), 1, "{s}");
    assert!(loops[0].contains("aria-disabled=\"true\""), "{}", loops[0]);
    // Its regions still choose: choosing is not a move.
    assert!(!tags_with(&s, "class=\"rims-cluster\"")[0].contains("aria-disabled"));
}

#[test]
fn in_a_sum_the_parts_of_the_board_carry_the_sums_test_ids() {
    let p = parse_rims("3 (1: 2)").unwrap();
    let mv = Rims.moves(&p).next().unwrap();
    let text = Rims.format_move(&p, &mv);
    // The part is the sum's third, its component 1.
    let in_sum = |component, chosen, preview| {
        render(RimsShown.board(&Scene {
            part: Some(PartOf {
                at: 2,
                component,
                chosen,
            }),
            ..scene(&p, preview, None)
        }))
    };
    assert_eq!(
        hooks(&in_sum(Some(1), false, Some(&mv)), "move "),
        [format!("3:{text}")]
    );
    // Each region chooses the part, or in the part chosen, itself.
    assert_eq!(hooks(&in_sum(Some(1), false, None), "pick "), ["1", "1"]);
    assert_eq!(
        hooks(&in_sum(Some(1), true, None), "within "),
        ["1:0", "1:1"]
    );
    // A part with no move left chooses nothing.
    let s = in_sum(None, false, None);
    assert!(hooks(&s, "pick ").is_empty() && hooks(&s, "within ").is_empty());
}
