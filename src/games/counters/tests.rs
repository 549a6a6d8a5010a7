//! The scene the family's tests draw in, and Rims and Moore's Nim_k drawn
//! as parts of a sum: their boards' moves and choices are the sum's, with
//! the sum's test ids.

use crate::games::shown::{Scene, Shown};
use crate::games::sums::Sums;

/// Sums shown as the page shows them, each part by its game's face.
fn sums() -> Sums {
    Sums {
        faces: crate::games::played::shown,
    }
}
use crate::testing::{hooks, render};
use grundy::catalog::{linked_sums, parse_sum};
use grundy::dynamic::DynPosition;
use grundy::Game;
use std::any::Any;
use std::fmt::Debug;
use std::hash::Hash;
use yew::Callback;

/// The scene of `position` alone: nothing previewed or chosen, a person
/// to move, the clicks heard by no one.
pub(super) fn scene<P: Any + Debug + Eq + Hash>(position: P) -> Scene {
    Scene {
        position: DynPosition::new(position),
        preview: None,
        selected: None,
        within: None,
        live: true,
        part: None,
        send: Callback::noop(),
    }
}

/// The board of the sum `text` with its component `selected` chosen.
fn sum_board(text: &str, selected: Option<usize>) -> String {
    render(sums().board(&Scene {
        selected,
        ..scene(parse_sum(text).unwrap())
    }))
}

#[test]
fn moores_counters_in_a_sum_are_the_sums_moves_in_that_part() {
    let text = "rims(5 (2: 3)) + moore:2(1 + 2)";
    let parts = parse_sum(text).unwrap();
    let moves = hooks(&sum_board(text, None), "move ");
    // Heap 1's counter and heap 2's two, each a move of the second part.
    assert_eq!(moves, ["2:1: 1 → 0", "2:2: 2 → 0", "2:2: 2 → 1"]);
    for mv in &moves {
        let read = linked_sums().parse_move(&parts, mv).unwrap();
        assert_eq!(read.part, 1, "{mv}");
    }
}

#[test]
fn rims_regions_in_a_sum_choose_the_part_then_themselves_inside_it() {
    let text = "moore:2(0) + rims(5 (2: 3))";
    // Moore's Nim with no counter left is no component: Rims is the
    // sum's component 0, its two regions each choosing it.
    let board = sum_board(text, None);
    assert_eq!(hooks(&board, "pick "), ["0", "0", "0"]);
    // Chosen, each region chooses itself inside the part.
    let board = sum_board(text, Some(0));
    assert_eq!(hooks(&board, "within "), ["0:0", "0:1"]);
}
