//! The sums' drawings: each part drawn as its game draws it, its moves
//! and choices written as the sum's, and a head chosen inside a part.

use super::*;
use crate::engines::protocol::{Block, ModuleView, ViewAction};
use grundy::games::sum::parse_sum;

/// The sum's cards on its board: each one's classes, test id and value.
fn cards(view: &ModuleView) -> Vec<(String, Option<String>, Option<u64>)> {
    let Some(Block::Group { blocks, .. }) = view.blocks.first() else {
        panic!("the board is one group of cards: {view:?}");
    };
    blocks
        .iter()
        .map(|b| match b {
            Block::Group {
                class,
                testid,
                value,
                ..
            } => (class.clone(), testid.clone(), *value),
            other => panic!("a card is a group: {other:?}"),
        })
        .collect()
}

/// The choices the view's buttons make: `Select(c)` as `c`, and
/// `SelectWithin(c, k)` as `c:k`.
fn choices(view: &ModuleView) -> (Vec<usize>, Vec<String>) {
    let mut picks = Vec::new();
    let mut within = Vec::new();
    for a in view.actions() {
        match a {
            ViewAction::Select(c) => picks.push(*c),
            ViewAction::SelectWithin(c, k) => within.push(format!("{c}:{k}")),
            _ => {}
        }
    }
    (picks, within)
}

#[test]
fn the_explanation_adds_the_parts_values() {
    // Nim heaps 3 and 5 (3 ⊕ 5 = 6) and Turning Turtles THHTH (heads
    // at coins 1, 2, 4, numbered from 1: 2 ⊕ 3 ⊕ 5 = 4): 6 ⊕ 4 = 2.
    let parts = parse_sum("nim(3 + 5) + turtles(THHTH)").unwrap();
    let text = SumGame.explain(&parts, None, 0).markup();
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
    let text = SumGame.explain(&parts, None, 0).markup();
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
    let view = SumGame.board(&parts, None, Some(1));
    let moves = view.plays();
    assert!(!moves.is_empty(), "{view:?}");
    for mv in &moves {
        assert!(mv.starts_with("2:"), "{mv}");
        let read = SumGame.parse_move(&parts, mv).unwrap();
        assert_eq!(read.part, 1, "{mv}");
    }
    // Only the parts with a move left choose a component: Nim is 0,
    // Hackenbush 1; Turtles, all tails, has none.
    let (picks, within) = choices(&view);
    assert!(picks.iter().all(|p| *p == 0 || *p == 1), "{picks:?}");
    assert!(picks.contains(&0) && picks.contains(&1), "{picks:?}");
    // Inside the chosen part, Hackenbush's own part is chosen within it.
    assert_eq!(within, ["1:0"]);
    let cards = cards(&view);
    assert_eq!(
        cards.iter().filter(|c| c.0 == "sum-part selected").count(),
        1
    );
    assert_eq!(
        cards.iter().map(|c| c.1.as_deref()).collect::<Vec<_>>(),
        [Some("component"), Some("component"), None]
    );
    assert!(view.markup().contains("no move left"));
}

#[test]
fn rescoping_rewrites_moves_and_choices_only() {
    let play = ViewAction::Play("0,4".to_string());
    assert_eq!(
        rescoped(play.clone(), 2, Some(1), false),
        Some(ViewAction::Play("3:0,4".to_string()))
    );
    assert_eq!(
        rescoped(ViewAction::Select(2), 2, Some(1), false),
        Some(ViewAction::Select(1))
    );
    // A part with no move left chooses nothing.
    assert_eq!(rescoped(ViewAction::Select(2), 0, None, false), None);
    // In the part chosen, a component of its own is chosen inside it.
    assert_eq!(
        rescoped(ViewAction::Select(2), 2, Some(1), true),
        Some(ViewAction::SelectWithin(1, 2))
    );
    assert_eq!(rescoped(ViewAction::Step(1), 2, Some(1), true), None);
}

#[test]
fn a_head_chosen_inside_a_row_of_coins_offers_its_flips_on_the_board() {
    // Turtles THHTH is the sum's component 1; its heads, at coins 1, 2
    // and 4, are its own components 0, 1 and 2.
    let parts = parse_sum("nim(3) + turtles(THHTH)").unwrap();
    // Chosen, with no head chosen inside it: each head chooses itself.
    let view = SumGame.board(&parts, None, Some(1));
    assert!(view.plays().is_empty(), "{view:?}");
    assert_eq!(choices(&view).1, ["1:0", "1:1", "1:2"]);
    // The head at coin 4 chosen: it flips alone or with any coin left
    // of it, each flip a move of the sum's second part.
    let view = SumGame.board_within(&parts, None, Some(1), Some(2));
    let moves = view.plays();
    assert_eq!(moves.len(), 5, "{moves:?}");
    for mv in &moves {
        let read = SumGame.parse_move(&parts, mv).unwrap();
        assert_eq!(read.part, 1, "{mv}");
    }
    // Not chosen, the part's heads choose the part.
    let view = SumGame.board_within(&parts, None, Some(0), Some(2));
    assert!(choices(&view).1.is_empty(), "{view:?}");
    assert!(view.plays().is_empty(), "{view:?}");
}

#[test]
fn the_moves_listed_within_a_head_are_that_heads_flips_as_the_board_offers_them() {
    // Turtles THHTH is the sum's component 1; the head at coin 4 is its
    // own component 2, which flips alone or with any coin left of it.
    let parts = parse_sum("nim(3) + turtles(THHTH)").unwrap();
    let solver = Solver::new(SumGame);
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
    let board = SumGame.board_within(&parts, None, Some(1), Some(2));
    let mut offered: Vec<String> = board
        .plays()
        .into_iter()
        .map(|text| {
            let mv = SumGame.parse_move(&parts, text);
            SumGame.format_move(&parts, &mv.unwrap())
        })
        .collect();
    let mut texts: Vec<String> = listed
        .iter()
        .map(|m| SumGame.format_move(&parts, m))
        .collect();
    offered.sort();
    texts.sort();
    assert_eq!(offered, texts);
    // Each with the value of the whole after it: coin 4 alone leaves
    // heads numbered 2 and 3 (2 ⊕ 3 = 1), beside Nim's 3: 3 ⊕ 1 = 2.
    let alone = SumGame.parse_move(&parts, "2: 4").unwrap();
    let row = groups[0].rows.iter().find(|r| r.mv == alone).unwrap();
    assert_eq!(row.value, Nimber(2));
    // The part chosen again lists all its ten flips.
    let all = solver.move_groups(&parts, 1, 12);
    assert_eq!(all.iter().map(|g| g.count).sum::<u128>(), 10);
}

#[test]
fn every_part_is_drawn_with_its_value() {
    let parts = parse_sum("manifold(o1 + n3) + nim(2)").unwrap();
    let view = SumGame.board(&parts, None, None);
    let cards = cards(&view);
    assert_eq!(cards.iter().filter(|c| c.0 == "sum-part").count(), 2);
    // Each card carries its value; the heap of 2 is worth 2.
    assert!(cards[0].2.is_some());
    assert_eq!(cards[1].2, Some(2));
    let text = view.markup();
    assert!(text.contains("G = 2"));
    assert!(text.contains("<svg"), "the surfaces are drawn");
}
