//! The moves of one head of a coin game as a page lists them: flipping
//! coins changes the value by the nim-sum of their lone values, so each
//! move's value comes without valuing a position; a head with more moves
//! than the limit is summarised by one move for each value its moves reach.

use crate::game::Game;
use crate::moves::{MoveGroup, MoveRow};
use crate::Nimber;

/// One group of `count` moves of `position` in `game`, from `moves`, each
/// with the value of the whole position after it; past `limit` moves only
/// the first move to each value is kept, winning moves first.
pub fn head_group<G: Game>(
    game: &G,
    position: &G::Position,
    count: u128,
    limit: u64,
    moves: impl Iterator<Item = (G::Move, Nimber)>,
) -> Vec<MoveGroup<G::Move>> {
    if count == 0 {
        return Vec::new();
    }
    let listed = count <= u128::from(limit);
    let mut rows: Vec<MoveRow<G::Move>> = Vec::new();
    let mut reached = std::collections::HashSet::new();
    for (mv, after) in moves {
        if !listed && !reached.insert(after) {
            continue;
        }
        let (text, pieces) = (game.format_move(position, &mv), game.pieces(&mv));
        let mut row = MoveRow::new(mv, String::new(), text, pieces, after);
        row.description = game.describe_move(position, &row.mv);
        rows.push(row);
    }
    let (rows, reach) = if listed {
        (rows, Vec::new())
    } else {
        let (mut wins, rest): (Vec<_>, Vec<_>) = rows.into_iter().partition(|r| r.winning);
        wins.extend(rest);
        (Vec::new(), wins)
    };
    vec![MoveGroup {
        key: String::new(),
        title: "Moves".to_string(),
        count,
        rows,
        reach,
        range: None,
    }]
}
