//! The sums' drawings: each part drawn as its game draws it, its moves
//! and choices written as the sum's, and a head chosen inside a part.

use super::*;
use grundy::games::sum::parse_sum;

#[test]
fn the_explanation_adds_the_parts_values() {
    // Nim heaps 3 and 5 (3 ⊕ 5 = 6) and Turning Turtles THHTH (heads
    // at coins 1, 2, 4, numbered from 1: 2 ⊕ 3 ⊕ 5 = 4): 6 ⊕ 4 = 2.
    let parts = parse_sum("nim(3 + 5) + turtles(THHTH)").unwrap();
    let text = SumGame.explain(&parts, None, 0).into_string();
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
    let text = SumGame.explain(&parts, None, 0).into_string();
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
    let text = SumGame.board(&parts, None, Some(1)).into_string();
    let moves: Vec<&str> = text
        .split("data-move=\"")
        .skip(1)
        .map(|r| &r[..r.find('"').unwrap()])
        .collect();
    assert!(!moves.is_empty(), "{text}");
    for mv in &moves {
        assert!(mv.starts_with("2:"), "{mv}");
        let read = SumGame.parse_move(&parts, mv).unwrap();
        assert_eq!(read.part, 1, "{mv}");
    }
    // Only the parts with a move left choose a component: Nim is 0,
    // Hackenbush 1; Turtles, all tails, has none.
    let picks: Vec<&str> = text
        .split("data-component=\"")
        .skip(1)
        .map(|r| &r[..r.find('"').unwrap()])
        .collect();
    assert!(picks.iter().all(|p| *p == "0" || *p == "1"), "{picks:?}");
    assert!(picks.contains(&"0") && picks.contains(&"1"), "{picks:?}");
    assert_eq!(text.matches("class=\"sum-part selected\"").count(), 1);
    assert!(text.contains("no move left"));
}

#[test]
fn rescoping_rewrites_moves_and_choices_only() {
    let board = r#"<g data-move="0,4" data-component="2"><text>data-move</text></g>"#;
    assert_eq!(
        rescoped(board, 2, Some(1), false),
        r#"<g data-move="3:0,4" data-component="1"><text>data-move</text></g>"#
    );
    assert_eq!(
        rescoped(board, 0, None, false),
        r#"<g data-move="1:0,4" ><text>data-move</text></g>"#
    );
    // In the part chosen, a component of its own is chosen inside it.
    assert_eq!(
        rescoped(board, 2, Some(1), true),
        r#"<g data-move="3:0,4" data-within="1:2"><text>data-move</text></g>"#
    );
}

#[test]
fn a_head_chosen_inside_a_row_of_coins_offers_its_flips_on_the_board() {
    // Turtles THHTH is the sum's component 1; its heads, at coins 1, 2
    // and 4, are its own components 0, 1 and 2.
    let parts = parse_sum("nim(3) + turtles(THHTH)").unwrap();
    let attr = |text: &str, name: &str| -> Vec<String> {
        text.split(&format!("{name}=\""))
            .skip(1)
            .map(|r| r[..r.find('"').unwrap()].to_string())
            .collect()
    };
    // Chosen, with no head chosen inside it: each head chooses itself.
    let text = SumGame.board(&parts, None, Some(1)).into_string();
    assert!(attr(&text, "data-move").is_empty(), "{text}");
    assert_eq!(attr(&text, "data-within"), ["1:0", "1:1", "1:2"]);
    // The head at coin 4 chosen: it flips alone or with any coin left
    // of it, each flip a move of the sum's second part.
    let text = SumGame
        .board_within(&parts, None, Some(1), Some(2))
        .into_string();
    let moves = attr(&text, "data-move");
    assert_eq!(moves.len(), 5, "{moves:?}");
    for mv in &moves {
        let read = SumGame.parse_move(&parts, mv).unwrap();
        assert_eq!(read.part, 1, "{mv}");
    }
    // Not chosen, the part's heads choose the part.
    let text = SumGame
        .board_within(&parts, None, Some(0), Some(2))
        .into_string();
    assert!(attr(&text, "data-within").is_empty(), "{text}");
    assert!(attr(&text, "data-move").is_empty(), "{text}");
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
    let board = SumGame
        .board_within(&parts, None, Some(1), Some(2))
        .into_string();
    let mut offered: Vec<String> = board
        .split("data-move=\"")
        .skip(1)
        .map(|r| {
            let mv = SumGame.parse_move(&parts, &r[..r.find('"').unwrap()]);
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
    let text = SumGame.board(&parts, None, None).into_string();
    assert_eq!(text.matches("class=\"sum-part\"").count(), 2);
    assert!(text.contains("G = 2"));
    assert!(text.contains("<svg"), "the surfaces are drawn");
}
