//! The sums' drawings: each part drawn as its game draws it, its moves
//! and choices the sum's, and a head chosen inside a part.

use super::board::{locate, rescoped};

/// Sums shown as the page shows them, each part by its game's face.
fn sums() -> Sums {
    Sums {
        faces: crate::games::played::shown,
    }
}
use super::explain::explanation;
use super::*;
use crate::games::shown::BoardMsg;
use crate::testing::{attributes, hooks, render, tags_with};
use grundy::catalog::{linked_sums, parse_sum};
use grundy::dynamic::{DynMove, DynPosition};
use grundy::games::sum::SumMove;
use grundy::spec::AnyMove;
use grundy::{Game, Nimber, Solver};

/// The board of `parts` with `selected` and `within` chosen, as markup.
fn drawn(parts: &[SumPart], selected: Option<usize>, within: Option<usize>) -> String {
    let scene = Scene {
        position: DynPosition::new(parts.to_vec()),
        preview: None,
        selected,
        within,
        live: true,
        part: None,
        send: Callback::noop(),
    };
    render(sums().board(&scene))
}

/// The sum's cards on its board: each one's classes, test id and value.
fn cards(markup: &str) -> Vec<(String, Option<String>, Option<String>)> {
    tags_with(markup, "class=\"sum-part")
        .into_iter()
        .filter(|tag| tag.starts_with("section "))
        .map(|tag| {
            let one = |name| attributes(&format!("<{tag}>"), name).into_iter().next();
            (one("class").unwrap(), one("data-testid"), one("data-value"))
        })
        .collect()
}

#[test]
fn the_explanation_adds_the_parts_values() {
    // Nim heaps 3 and 5 (3 ⊕ 5 = 6) and Turning Turtles THHTH (heads
    // at coins 1, 2, 4, numbered from 1: 2 ⊕ 3 ⊕ 5 = 4): 6 ⊕ 4 = 2.
    let parts = parse_sum("nim(3 + 5) + turtles(THHTH)").unwrap();
    let text = explanation(&parts).into_string();
    assert!(text.contains("<td>6</td>"), "{text}");
    assert!(text.contains("<td>4</td>"), "{text}");
    assert!(
        text.contains("<td>2</td><td class=\"mono\">10</td>"),
        "{text}"
    );
    assert!(text.contains("player to move wins"));
}

#[test]
fn a_zero_sum_says_the_player_to_move_loses() {
    let parts = parse_sum("nim(3) + nim(3)").unwrap();
    let text = explanation(&parts).into_string();
    assert!(text.contains("player to move loses"));
}

#[test]
fn each_component_is_a_part_with_a_move_left() {
    let parts = parse_sum("nim(3 + 5) + turtles(TTT) + turtles(THH)").unwrap();
    assert_eq!(locate(&parts, 0), Some(0));
    assert_eq!(locate(&parts, 1), Some(2));
    assert_eq!(locate(&parts, 2), None);
}

#[test]
fn a_part_drawn_in_the_sum_plays_there_and_chooses_itself() {
    // Hackenbush's edges carry its moves: in the sum each is the part's
    // number, a colon, then the edge, and reads back as the sum's move.
    let parts = parse_sum("nim(3) + hackenbush(g-1 1-2) + turtles(TTT)").unwrap();
    let board = drawn(&parts, Some(1), None);
    let moves = hooks(&board, "move ");
    assert!(!moves.is_empty(), "{board}");
    for mv in &moves {
        assert!(mv.starts_with("2:"), "{mv}");
        let read = linked_sums().parse_move(&parts, mv).unwrap();
        assert_eq!(read.part, 1, "{mv}");
    }
    // Only the parts with a move left choose a component: Nim is 0,
    // Hackenbush 1; Turtles, all tails, has none.
    let picks = hooks(&board, "pick ");
    assert!(picks.iter().all(|p| p == "0" || p == "1"), "{picks:?}");
    assert!(picks.contains(&"0".to_string()) && picks.contains(&"1".to_string()));
    // Inside the chosen part, Hackenbush's own part is chosen within it.
    assert_eq!(hooks(&board, "within "), ["1:0"]);
    let cards = cards(&board);
    assert_eq!(
        cards.iter().filter(|c| c.0 == "sum-part selected").count(),
        1
    );
    assert_eq!(
        cards.iter().map(|c| c.1.as_deref()).collect::<Vec<_>>(),
        [Some("component"), Some("component"), None]
    );
    assert!(board.contains("no move left"));
}

#[test]
fn a_part_s_messages_are_the_sum_s() {
    let parts = parse_sum("nim(3) + turtles(THHTH) + hackenbush(g-1)").unwrap();
    let turtles = &parts[1];
    let flip = turtles.game.parse_move(&turtles.position, "0,4").unwrap();
    let inner = flip.clone();
    // A move of the part is the sum's move in that part.
    let Some(BoardMsg::Play(mv)) = rescoped(&parts, 1, Some(1), false, BoardMsg::Play(inner))
    else {
        panic!("a move stays a move");
    };
    let sum_move = mv.get::<SumMove>().unwrap();
    assert_eq!((sum_move.part, *sum_move.inner.clone()), (1, flip));
    assert_eq!(mv, DynMove::new(sum_move.clone(), 1));
    assert_eq!(
        rescoped(&parts, 1, Some(1), false, BoardMsg::Select(2)),
        Some(BoardMsg::Select(1))
    );
    // A part with no move left chooses nothing.
    assert_eq!(rescoped(&parts, 0, None, false, BoardMsg::Select(2)), None);
    // In the part chosen, a component of its own is chosen inside it.
    assert_eq!(
        rescoped(&parts, 1, Some(1), true, BoardMsg::Select(2)),
        Some(BoardMsg::SelectWithin(1, 2))
    );
}

#[test]
fn a_head_chosen_inside_a_row_of_coins_offers_its_flips_on_the_board() {
    // Turtles THHTH is the sum's component 1; its heads, at coins 1, 2
    // and 4, are its own components 0, 1 and 2.
    let parts = parse_sum("nim(3) + turtles(THHTH)").unwrap();
    // Chosen, with no head chosen inside it: each head chooses itself.
    let board = drawn(&parts, Some(1), None);
    assert!(hooks(&board, "move ").is_empty(), "{board}");
    assert_eq!(hooks(&board, "within "), ["1:0", "1:1", "1:2"]);
    // The head at coin 4 chosen: it flips alone or with any coin left
    // of it, each flip a move of the sum's second part.
    let board = drawn(&parts, Some(1), Some(2));
    let moves = hooks(&board, "move ");
    assert_eq!(moves.len(), 5, "{moves:?}");
    for mv in &moves {
        let read = linked_sums().parse_move(&parts, mv).unwrap();
        assert_eq!(read.part, 1, "{mv}");
    }
    // Not chosen, the part's heads choose the part.
    let board = drawn(&parts, Some(0), Some(2));
    assert!(hooks(&board, "within ").is_empty(), "{board}");
    assert!(hooks(&board, "move ").is_empty(), "{board}");
}

#[test]
fn the_moves_listed_within_a_head_are_that_heads_flips_as_the_board_offers_them() {
    // Turtles THHTH is the sum's component 1; the head at coin 4 is its
    // own component 2, which flips alone or with any coin left of it.
    let parts = parse_sum("nim(3) + turtles(THHTH)").unwrap();
    let solver = Solver::new(linked_sums());
    let groups = solver.move_groups_within(&parts, 1, 2, 12);
    assert_eq!(groups.len(), 1, "{groups:?}");
    assert!(groups[0].title.contains("coin 4"), "{}", groups[0].title);
    let listed: Vec<&SumMove> = groups[0].rows.iter().map(|r| &r.mv).collect();
    assert_eq!(groups[0].count, 5);
    // Exactly the head's own moves, each a move of the sum's second part.
    let turtles = &parts[1];
    let own: Vec<AnyMove> = turtles
        .game
        .moves(&turtles.position)
        .filter(|m| turtles.game.component_of(m) == 2)
        .collect();
    assert_eq!(own.len(), 5);
    assert_eq!(
        listed
            .iter()
            .map(|m| (*m.inner).clone())
            .collect::<Vec<_>>(),
        own
    );
    assert!(listed.iter().all(|m| m.part == 1 && m.component == 1));
    // The same moves as the board offers with that head chosen.
    let board = drawn(&parts, Some(1), Some(2));
    let mut offered: Vec<String> = hooks(&board, "move ")
        .into_iter()
        .map(|text| {
            let mv = linked_sums().parse_move(&parts, &text);
            linked_sums().format_move(&parts, &mv.unwrap())
        })
        .collect();
    let mut texts: Vec<String> = listed
        .iter()
        .map(|m| linked_sums().format_move(&parts, m))
        .collect();
    offered.sort();
    texts.sort();
    assert_eq!(offered, texts);
    // Each with the value of the whole after it: coin 4 alone leaves
    // heads numbered 2 and 3 (2 ⊕ 3 = 1), beside Nim's 3: 3 ⊕ 1 = 2.
    let alone = linked_sums().parse_move(&parts, "2: 4").unwrap();
    let row = groups[0].rows.iter().find(|r| r.mv == alone).unwrap();
    assert_eq!(row.value, Nimber(2));
    // The part chosen again lists all its ten flips.
    let all = solver.move_groups(&parts, 1, 12);
    assert_eq!(all.iter().map(|g| g.count).sum::<u128>(), 10);
}

#[test]
fn every_part_is_drawn_with_its_value() {
    let parts = parse_sum("manifold(o1 + n3) + nim(2)").unwrap();
    let board = drawn(&parts, None, None);
    let cards = cards(&board);
    assert_eq!(cards.iter().filter(|c| c.0 == "sum-part").count(), 2);
    // Each card carries its value; the heap of 2 is worth 2.
    assert!(cards[0].2.is_some());
    assert_eq!(cards[1].2.as_deref(), Some("2"));
    assert!(board.contains("G = 2"));
    assert!(board.contains("<svg"), "the surfaces are drawn");
}
