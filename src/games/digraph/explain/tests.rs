//! The walkthrough's steps and the sum of the tokens' games.

use super::*;
use crate::testing::{attributes, hooks, render, tags_with};
use grundy::dynamic::DynPosition;
use grundy::games::digraph::parse_board;

/// The explanation of `b` at step `step`, as markup.
fn explained(b: &Board, step: usize) -> String {
    let scene = Scene {
        position: DynPosition::new(b.clone()),
        preview: None,
        selected: None,
        within: None,
        live: true,
        part: None,
        send: Callback::noop(),
    };
    render(explanation(b, &scene, step, &Callback::noop()))
}

/// The steps the buttons show, each once, in order.
fn steps(markup: &str) -> Vec<usize> {
    let mut steps: Vec<usize> = hooks(markup, "step ")
        .iter()
        .map(|n| n.parse().unwrap())
        .collect();
    steps.sort_unstable();
    steps.dedup();
    steps
}

/// The opening tags of the buttons of `markup`.
fn buttons(markup: &str) -> Vec<&str> {
    tags_with(markup, "")
        .into_iter()
        .filter(|t| t.starts_with("button "))
        .collect()
}

#[test]
fn walkthrough_has_one_step_per_vertex_plus_the_ordering() {
    let b = parse_board("a>b a>c b>c c>d e; tokens a").unwrap();
    let m = explained(&b, 0);
    assert_eq!(steps(&m), (0..=5).collect::<Vec<_>>());
    assert!(m.contains("Step 1 of 6"));
    // Asking beyond the end shows the last step.
    assert!(explained(&b, 99).contains("Step 6 of 6"));
}

#[test]
fn the_step_shown_is_current_and_the_way_back_from_the_first_is_disabled() {
    let b = parse_board("a>b a>c b>c c>d e; tokens a").unwrap();
    let m = explained(&b, 2);
    let tags = buttons(&m);
    let current: Vec<Vec<String>> = tags
        .iter()
        .filter(|t| t.contains("aria-current=\"true\""))
        .map(|t| attributes(&format!("<{t}>"), "data-testid"))
        .collect();
    assert_eq!(current, [["step 2"]]);
    assert!(tags.iter().all(|t| !t.contains("disabled")));
    let first = explained(&b, 0);
    let disabled: Vec<Vec<String>> = buttons(&first)
        .iter()
        .filter(|t| t.contains("disabled"))
        .map(|t| attributes(&format!("<{t}>"), "aria-label"))
        .collect();
    assert_eq!(disabled, [["first step"], ["previous step"]]);
}

#[test]
fn a_step_works_out_the_mex_of_the_followers() {
    let b = parse_board("a>b a>c b>c; tokens a").unwrap();
    // The order is a, b, c: step 2 labels c, step 3 b, step 4 a.
    let c = explained(&b, 1);
    assert!(c.contains("c has no followers: g(c) = mex ∅ = 0"));
    let a = explained(&b, 3);
    assert!(a.contains("g(a) = mex {0, 1} = 2."));
    assert!(a.contains("a has a losing follower (c), so a is winning (N)."));
    assert!(a.contains("digraph-current"));
}

#[test]
fn the_notes_lasker_sum_is_fifteen_with_the_three_splits_of_seven() {
    // The notes: g(2, 5, 7) = 2 ⊕ 5 ⊕ 8 = 15; win by splitting the 7
    // into 1 and 6, 2 and 5, or 3 and 4.
    let b = (grundy::games::digraph::entry::DIGRAPH.presets)("digraph")
        .into_iter()
        .find(|p| p.label.contains("2, 5 and 7"))
        .and_then(|p| parse_board(&p.position).ok())
        .unwrap();
    let m = explained(&b, 0);
    assert!(m.contains("g = 2 ⊕ 5 ⊕ 8 = 15"));
    let mut wins = hooks(&m, "move ");
    wins.sort();
    assert_eq!(wins, vec!["7>4_3", "7>5_2", "7>6_1"]);
}

#[test]
fn a_zero_sum_is_said_to_lose() {
    let b = parse_board("a>b; tokens a a").unwrap();
    let m = explained(&b, 0);
    assert!(m.contains("g = 1 ⊕ 1 = 0"));
    assert!(m.contains("the player to move loses (P)"));
}
