//! What every game gets without writing it: the computer's play from the
//! values alone, and its moves listed as one group.
//!
//! How the computer plays:
//! With a winning move (one to a position of value 0) it makes it. Without
//! one every move loses against perfect play, so it makes the move that
//! leaves the opponent the fewest winning answers, where a slip is most
//! likely; among those, the one that leaves the most moves, so the game
//! does not end sooner than it must. Games with a closed form override
//! both ([`crate::Game::winning_move`], [`crate::Game::computer_move`]) to
//! decide without enumerating every move.

use super::{Game, Values};
use crate::moves::{MoveGroup, MoveRow};

/// The first move, in the game's order, to a position of value 0.
pub fn first_winning_move<G: Game>(
    game: &G,
    position: &G::Position,
    values: Values<'_, G::Position>,
) -> Option<G::Move> {
    game.moves(position).find(|m| {
        game.apply(position, m)
            .is_ok_and(|after| values(&after).is_zero())
    })
}

/// How many of the moves from `position` win (lead to value 0), and how
/// many moves there are.
pub fn winning_replies<G: Game>(
    game: &G,
    position: &G::Position,
    values: Values<'_, G::Position>,
) -> (usize, usize) {
    let mut wins = 0;
    let mut all = 0;
    for after in game.options(position) {
        all += 1;
        if values(&after).is_zero() {
            wins += 1;
        }
    }
    (wins, all)
}

/// The move that leaves the opponent the fewest winning answers; ties go
/// to the move leaving the most moves, then to the first. `None` when no
/// move is possible.
pub fn hardest_move<G: Game>(
    game: &G,
    position: &G::Position,
    values: Values<'_, G::Position>,
) -> Option<G::Move> {
    // The best so far: its winning answers, its moves left, the move.
    let mut best: Option<(usize, usize, G::Move)> = None;
    for mv in game.moves(position) {
        let Ok(after) = game.apply(position, &mv) else {
            continue;
        };
        let (wins, all) = winning_replies(game, &after, values);
        let better = best
            .as_ref()
            .is_none_or(|&(w, a, _)| wins < w || (wins == w && all > a));
        if better {
            best = Some((wins, all, mv));
        }
    }
    best.map(|(_, _, mv)| mv)
}

/// Every move of one component in one group: the default for games that
/// do not group their moves.
pub fn single_group<G: Game>(
    game: &G,
    position: &G::Position,
    component: usize,
    _limit: u64,
    values: Values<'_, G::Position>,
) -> Vec<MoveGroup<G::Move>> {
    group_of(
        game,
        position,
        |m| game.component_of(m) == component,
        "Moves".to_string(),
        values,
    )
}

/// The moves of `position` that `keep` keeps, in one group titled
/// `title`; none when no move is kept.
pub fn group_of<G: Game>(
    game: &G,
    position: &G::Position,
    keep: impl Fn(&G::Move) -> bool,
    title: String,
    values: Values<'_, G::Position>,
) -> Vec<MoveGroup<G::Move>> {
    let rows: Vec<MoveRow<G::Move>> = game
        .moves(position)
        .filter(|m| keep(m))
        .filter_map(|m| {
            let after = game.apply(position, &m).ok()?;
            let text = game.format_move(position, &m);
            let pieces = game.pieces(&m);
            let mut row = MoveRow::new(m.clone(), String::new(), text, pieces, values(&after));
            row.description = game.describe_move(position, &m);
            Some(row)
        })
        .collect();
    if rows.is_empty() {
        return Vec::new();
    }
    vec![MoveGroup {
        key: String::new(),
        title,
        count: rows.len() as u128,
        rows,
        reach: Vec::new(),
        range: None,
    }]
}
