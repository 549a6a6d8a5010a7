//! The composer in each state: the fields' values, the move it checked
//! and what it says of sizes that make no move.

use super::super::MooreShown;
use super::*;
use crate::games::shown::Shown;
use crate::testing::{attributes, hooks, render, tags_with};

fn g() -> Moore {
    Moore { k: 2, exact: false }
}

/// The composer of `game` at `heaps` with `sizes` typed and checked, or
/// at first.
fn drawn_by(game: Moore, heaps: &[u64], sizes: Option<&[&str]>) -> String {
    let mut state = Typing::new(heaps);
    if let Some(sizes) = sizes {
        state.typed = sizes.iter().map(|s| s.to_string()).collect();
        state.checked = Some(state.typed.clone());
    }
    render(form(
        &game,
        heaps,
        &state,
        &Callback::noop(),
        &Callback::noop(),
    ))
}

fn drawn(heaps: &[u64], sizes: Option<&[&str]>) -> String {
    drawn_by(g(), heaps, sizes)
}

/// The values the form's fields hold.
fn values(markup: &str) -> Vec<String> {
    tags_with(markup, "name=\"heap")
        .into_iter()
        .map(|t| attributes(&format!("<{t}>"), "value").remove(0))
        .collect()
}

/// The moves the composer offers to play: the move checked, when it is
/// one, beside its Take button.
fn moves(markup: &str) -> Vec<String> {
    if hooks(markup, "moore-take").is_empty() {
        return Vec::new();
    }
    let code = "<code class=\"moore-move\">";
    markup
        .split(code)
        .skip(1)
        .map(|rest| rest[..rest.find('<').unwrap()].to_string())
        .collect()
}

#[test]
fn the_composer_plays_moves_on_several_heaps_and_says_what_is_wrong() {
    let heaps = vec![3, 5, 6];
    // At first: the sizes as they are, nothing to play; the form is
    // checked by its submit button.
    let first = drawn(&heaps, None);
    assert_eq!(values(&first), ["3", "5", "6"]);
    assert!(moves(&first).is_empty());
    assert!(first.contains("type=\"submit\""), "{first}");
    assert_eq!(hooks(&first, "moore-check"), [""]);
    // The rule's move: heaps 2 and 3 down to 3 leave every column sum 0 or 3.
    let shown = drawn(&heaps, Some(&["3", "3", "3"]));
    assert_eq!(moves(&shown), ["2: 5 → 3, 3: 6 → 3"]);
    let mv = g().parse_move(&heaps, &moves(&shown)[0]).unwrap();
    assert!(g().moves(&heaps).any(|m| m == mv));
    assert_eq!(
        composed(&g(), &heaps, &["3", "3", "3"].map(String::from)),
        Ok(mv)
    );
    assert!(shown.contains("leaves 3 + 3 + 3."), "{shown}");
    assert!(shown.contains("P-position"), "{shown}");
    assert_eq!(values(&shown), ["3", "3", "3"]);
    // What no move can be.
    for (state, why) in [
        (["2", "4", "5"], "at most 2 heaps; these sizes take from 3"),
        (
            ["3", "6", "6"],
            "Heap 2 has 5 counters: a move cannot add to it",
        ),
        (["3", "5", "6"], "Lower at least one heap"),
        (["3", "x", "6"], "Heap 2: type a whole number"),
        (
            ["3", "4,5", "6"],
            "Heap 2 has 5 counters: a move cannot add to it",
        ),
    ] {
        let e = drawn(&heaps, Some(&state));
        assert!(moves(&e).is_empty(), "{state:?}");
        assert_eq!(hooks(&e, "moore-compose-error"), [""], "{state:?}");
        assert!(e.contains(why), "{state:?}: {e}");
    }
    // A size typed with a comma between its digits is one size, not two.
    let big = vec![1_500, 2, 3];
    let e = drawn(&big, Some(&["1,000", "2", "3"]));
    assert_eq!(moves(&e), ["1: 1500 → 1000"]);
    assert_eq!(values(&e), ["1,000", "2", "3"]);
    // With no counter left there is nothing to compose.
    let none = crate::games::counters::tests::scene(vec![0u64, 0]);
    assert!(MooreShown(g()).editor(&none).is_none());
}

#[test]
fn with_exactly_two_heaps_the_composer_wants_two() {
    let exact = Moore::exactly(2).unwrap();
    let heaps = vec![3, 5, 6];
    assert_eq!(
        composed(&exact, &heaps, &["2", "5", "6"].map(String::from)),
        Err("A move takes from exactly 2 heaps; these sizes take from 1.".to_string())
    );
    let mv = composed(&exact, &heaps, &["2", "4", "6"].map(String::from)).unwrap();
    assert_eq!(mv.after, vec![2, 4, 6]);
    let s = drawn_by(exact, &heaps, None);
    assert!(s.contains("on exactly 2 heaps"), "{s}");
}

#[test]
fn a_field_typed_changes_it_alone_and_a_check_keeps_what_was_typed() {
    let start = Rc::new(Typing::new(&[3, 5, 6]));
    let typed = start.reduce(Typed::Field(1, "2".to_string()));
    assert_eq!(typed.typed, ["3", "2", "6"]);
    assert_eq!(typed.checked, None);
    let checked = typed.reduce(Typed::Check);
    assert_eq!(
        checked.checked.as_deref(),
        Some(&["3", "2", "6"].map(String::from)[..])
    );
    // Typing after a check leaves the move checked as it was.
    let again = checked.reduce(Typed::Field(0, "1".to_string()));
    assert_eq!(again.typed[0], "1");
    assert_eq!(again.checked.as_ref().unwrap()[0], "3");
}
