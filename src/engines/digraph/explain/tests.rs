use super::*;
use crate::engines::Shown;
use grundy::games::digraph::parse_board;

/// The steps the view's buttons show, each once, in order.
fn steps(view: &ModuleView) -> Vec<usize> {
    let mut steps: Vec<usize> = view
        .actions()
        .into_iter()
        .filter_map(|a| match a {
            ViewAction::Step(n) => Some(*n),
            _ => None,
        })
        .collect();
    steps.sort_unstable();
    steps.dedup();
    steps
}

#[test]
fn walkthrough_has_one_step_per_vertex_plus_the_ordering() {
    let b = parse_board("a>b a>c b>c c>d e; tokens a").unwrap();
    let m = Digraph.explain(&b, None, 0);
    assert_eq!(steps(&m), (0..=5).collect::<Vec<_>>());
    assert!(m.markup().contains("Step 1 of 6"));
    // Asking beyond the end shows the last step.
    assert!(Digraph
        .explain(&b, None, 99)
        .markup()
        .contains("Step 6 of 6"));
}

#[test]
fn the_step_shown_is_current_and_the_way_back_from_the_first_is_disabled() {
    let b = parse_board("a>b a>c b>c c>d e; tokens a").unwrap();
    let m = Digraph.explain(&b, None, 2);
    let buttons = m.buttons();
    let current: Vec<(&str, Option<&ViewAction>)> = buttons
        .iter()
        .filter(|b| b.current)
        .map(|b| (b.text.as_str(), b.action.as_ref()))
        .collect();
    assert_eq!(current.len(), 1);
    assert_eq!(current[0].1, Some(&ViewAction::Step(2)));
    assert!(buttons.iter().all(|b| !b.disabled));
    let first = Digraph.explain(&b, None, 0);
    let disabled: Vec<Option<&str>> = first
        .buttons()
        .into_iter()
        .filter(|b| b.disabled)
        .map(|b| b.label.as_deref())
        .collect();
    assert_eq!(disabled, [Some("first step"), Some("previous step")]);
}

#[test]
fn a_step_works_out_the_mex_of_the_followers() {
    let b = parse_board("a>b a>c b>c; tokens a").unwrap();
    // The order is a, b, c: step 2 labels c, step 3 b, step 4 a.
    let c = Digraph.explain(&b, None, 1).markup();
    assert!(c.contains("c has no followers: g(c) = mex ∅ = 0"));
    let a = Digraph.explain(&b, None, 3).markup();
    assert!(a.contains("g(a) = mex {0, 1} = 2."));
    assert!(a.contains("a has a losing follower (c), so a is winning (N)."));
    assert!(a.contains("digraph-current"));
}

#[test]
fn the_notes_lasker_sum_is_fifteen_with_the_three_splits_of_seven() {
    // The notes: g(2, 5, 7) = 2 ⊕ 5 ⊕ 8 = 15; win by splitting the 7
    // into 1 and 6, 2 and 5, or 3 and 4.
    let b = Digraph
        .info()
        .presets
        .iter()
        .find(|p| p.0.contains("2, 5 and 7"))
        .and_then(|p| parse_board(&p.1).ok())
        .unwrap();
    let m = Digraph.explain(&b, None, 0);
    assert!(m.markup().contains("g = 2 ⊕ 5 ⊕ 8 = 15"));
    let mut wins = m.plays();
    wins.sort();
    assert_eq!(wins, vec!["7>4_3", "7>5_2", "7>6_1"]);
}

#[test]
fn a_zero_sum_is_said_to_lose() {
    let b = parse_board("a>b; tokens a a").unwrap();
    let m = Digraph.explain(&b, None, 0).markup();
    assert!(m.contains("g = 1 ⊕ 1 = 0"));
    assert!(m.contains("the player to move loses (P)"));
}
