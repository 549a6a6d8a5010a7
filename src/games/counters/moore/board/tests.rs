//! The board as drawn: each counter a move keyed, named and hooked by
//! what it takes, the previewed move marked, and huge heaps cut short.

use super::super::MooreShown;
use super::HIT;
use crate::games::shown::{PartOf, Scene, Shown};
use crate::testing::{attributes, hooks, render, tags_with};
use figures::moore::MAX_COUNTERS;
use grundy::dynamic::DynMove;
use grundy::games::moore::{Moore, MooreMove};
use grundy::Game;

fn g() -> Moore {
    Moore { k: 2, exact: false }
}

/// The scene of `heaps` with `preview` drawn, a person to move.
fn scene(heaps: &[u64], preview: Option<&MooreMove>) -> Scene {
    Scene {
        preview: preview.map(|mv| DynMove::new(mv.clone(), 0)),
        ..crate::games::counters::tests::scene(heaps.to_vec())
    }
}

/// The board of `game` at `heaps` with `preview` drawn, as markup.
fn board_of(game: Moore, heaps: &[u64], preview: Option<&MooreMove>) -> String {
    render(MooreShown(game).board(&scene(heaps, preview)))
}

fn board(heaps: &[u64], preview: Option<&MooreMove>) -> String {
    board_of(g(), heaps, preview)
}

/// The counters drawn, each once.
fn counters(markup: &str) -> usize {
    markup.matches("<circle class=\"moore-counter").count()
}

/// The opening tags of the counters that are buttons.
fn picks(markup: &str) -> Vec<&str> {
    tags_with(markup, "class=\"moore-pick\"")
}

/// The value of the board's `<svg>`'s attribute `name`.
fn svg_attribute(markup: &str, name: &str) -> String {
    let tags = tags_with(markup, "class=\"moore-svg");
    assert_eq!(tags.len(), 1, "{markup}");
    attributes(&format!("<{}>", tags[0]), name).remove(0)
}

#[test]
fn each_counter_of_the_board_takes_it_and_those_after_it_from_its_heap() {
    let heaps = vec![3, 0, 2];
    let s = board(&heaps, None);
    let moves = hooks(&s, "move ");
    // One per counter: heap 1's three leave 0, 1 or 2; heap 3's two leave 0 or 1.
    assert_eq!(
        moves,
        ["1: 3 → 0", "1: 3 → 1", "1: 3 → 2", "3: 2 → 0", "3: 2 → 1"]
    );
    for text in &moves {
        let mv = g().parse_move(&heaps, text).expect(text);
        assert!(g().moves(&heaps).any(|m| m == mv), "{text}");
    }
    // Each is a button named by what it does, in a group.
    let labels: Vec<String> = picks(&s)
        .iter()
        .map(|tag| attributes(&format!("<{tag}>"), "aria-label").remove(0))
        .collect();
    assert_eq!(
        labels,
        [
            "Heap 1: take all 3 counters",
            "Heap 1: take down to 1 counter",
            "Heap 1: take down to 2 counters",
            "Heap 3: take all 2 counters",
            "Heap 3: take down to 1 counter",
        ]
    );
    assert!(picks(&s).iter().all(|t| t.contains("role=\"button\"")));
    assert_eq!(svg_attribute(&s, "role"), "group");
    assert_eq!(counters(&s), 5);
    let one = board(&[1], None);
    assert_eq!(
        attributes(&format!("<{}>", picks(&one)[0]), "aria-label"),
        ["Heap 1: take its counter"]
    );
}

#[test]
fn every_counter_is_a_target_24_across_whose_move_reads_back() {
    let hit = "<circle class=\"moore-hit\" cx=";
    let radius = format!(" r=\"{HIT}\"></circle><circle class=\"moore-counter");
    // At the least scale of the style sheet, 1.25 px a unit.
    const { assert!(2 * HIT * 5 / 4 >= 24) };
    for (heaps, preview) in [
        (vec![3, 5, 6], None),
        (vec![3, 5, 6], Some("2: 5 -> 3, 3: 6 -> 3")),
        (vec![40, 0, 1], Some("1: 40 -> 7")),
    ] {
        let mv = preview.map(|p| g().parse_move(&heaps, p).unwrap());
        let s = board(&heaps, mv.as_ref());
        // What each button holds: from the end of its opening tag to its
        // group's end.
        let targets: Vec<&str> = s
            .split("class=\"moore-pick\"")
            .skip(1)
            .map(|rest| {
                let inner = &rest[rest.find('>').unwrap() + 1..];
                &inner[..inner.find("</g>").unwrap()]
            })
            .collect();
        let drawn: u64 = heaps.iter().map(|&h| h.min(MAX_COUNTERS)).sum();
        assert_eq!(targets.len() as u64, drawn, "{heaps:?}");
        assert_eq!(picks(&s).len() as u64, drawn, "{heaps:?}");
        for t in &targets {
            assert!(t.starts_with(hit) && t.contains(&radius), "{t}");
        }
        for text in hooks(&s, "move ") {
            let read = g().parse_move(&heaps, &text).expect(&text);
            assert!(g().moves(&heaps).any(|m| m == read), "{text}");
        }
    }
}

#[test]
fn a_preview_marks_the_counters_it_takes() {
    let heaps = vec![3, 5, 6];
    let mv = g().parse_move(&heaps, "2: 5 -> 3, 3: 6 -> 3").unwrap();
    let s = board(&heaps, Some(&mv));
    assert_eq!(s.matches("moore-counter moore-taken").count(), 2 + 3);
    assert_eq!(counters(&s), 14);
    assert!(s.contains("heap 2: 5 → 3") && s.contains("heap 3: 6 → 3"));
    assert!(svg_attribute(&s, "aria-label")
        .contains("the move takes heap 2 from 5 to 3 and heap 3 from 6 to 3"));
}

#[test]
fn huge_heaps_are_drawn_up_to_a_limit() {
    let huge = |size: u64, empty: usize| -> Vec<u64> {
        std::iter::once(size).chain(vec![0; empty]).collect()
    };
    let heaps = huge(4000, 200);
    let s = board(&heaps, None);
    assert!(s.len() < 12_000, "{}", s.len());
    assert_eq!(counters(&s), MAX_COUNTERS as usize);
    assert_eq!(hooks(&s, "move ").len(), MAX_COUNTERS as usize);
    assert!(s.contains("… 4,000 counters"));
    assert!(s.contains("… and 181 more heaps"));
    // What is drawn, buttons and all, does not grow with the heaps: ten
    // times larger, and ten times as many, it is as long but for the
    // digits of the larger numbers.
    let (small, large) = (s, board(&huge(40_000, 2_000), None));
    assert!(
        large.len() <= small.len() + 200,
        "{} {}",
        small.len(),
        large.len()
    );
}

#[test]
fn with_exactly_two_heaps_the_counters_are_no_moves() {
    let s = board_of(Moore::exactly(2).unwrap(), &[3, 5, 6], None);
    assert!(hooks(&s, "move ").is_empty(), "{s}");
    assert!(!s.contains("role=\"button\""), "{s}");
    // Nothing on it acts: it is an image.
    assert_eq!(svg_attribute(&s, "role"), "img");
    assert_eq!(counters(&s), 14);
}

#[test]
fn off_a_persons_turn_the_counters_are_drawn_and_do_nothing() {
    let heaps = [3, 5, 6];
    assert!(!board(&heaps, None).contains("aria-disabled"));
    let still = Scene {
        live: false,
        ..scene(&heaps, None)
    };
    let s = render(MooreShown(g()).board(&still));
    assert_eq!(picks(&s).len(), 14);
    assert!(picks(&s)
        .iter()
        .all(|t| t.contains("aria-disabled=\"true\"")));
}

#[test]
fn in_a_sum_each_counter_is_the_sums_move_in_its_part() {
    let heaps = [3, 0, 2];
    let in_sum = Scene {
        part: Some(PartOf {
            at: 1,
            component: Some(0),
            chosen: false,
        }),
        ..scene(&heaps, None)
    };
    let s = render(MooreShown(g()).board(&in_sum));
    assert_eq!(
        hooks(&s, "move "),
        [
            "2:1: 3 → 0",
            "2:1: 3 → 1",
            "2:1: 3 → 2",
            "2:3: 2 → 0",
            "2:3: 2 → 1"
        ]
    );
}
