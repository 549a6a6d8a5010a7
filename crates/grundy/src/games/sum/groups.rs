//! A sum's moves as its parts group them: a part's large group (a heap of
//! 2^64 − 1 counters, a split of a surface of huge genus) stays summarised
//! inside the sum, each row valued as the whole sum after it; and the
//! sum's winning move, found from the parts' own groups, by Bouton's rule
//! in a Nim part at any size, and otherwise among a bounded number of a
//! part's moves.

use super::parts::{SumGame, SumMove, SumPart};
use crate::game::Game;
use crate::moves::{MoveGroup, MoveRow};
use crate::spec::AnyMove;
use crate::{Nimber, Solver};

/// The most moves of one part tried one by one for the sum's winning move
/// when the part's groups are too large to list.
pub const PART_SCAN: usize = 100_000;

/// The groups of a part listed at most this long are searched whole.
const SEARCHED: u64 = 1_000;

/// The index of the part that is the sum's component `component` (the
/// parts with a move left, in order).
pub fn part_of(parts: &[SumPart], component: usize) -> Option<usize> {
    (0..parts.len())
        .filter(|&i| !parts[i].game.components(&parts[i].position).is_empty())
        .nth(component)
}

/// A part's group key: its own component, a colon, its own key.
fn key(own: usize, group: &str) -> String {
    format!("{own}:{group}")
}

/// The moves of the sum's component `component`: its part's groups, one
/// for each of the part's own components, each row's value the whole
/// sum's after it (`total` now).
pub fn part_groups(
    parts: &[SumPart],
    component: usize,
    limit: u64,
    total: Nimber,
) -> Vec<MoveGroup<SumMove>> {
    let Some(i) = part_of(parts, component) else {
        return Vec::new();
    };
    let SumPart { game, position } = &parts[i];
    let solver = Solver::new(game.clone());
    let rest = total ^ solver.value(position);
    let offsets = SumGame::offsets(parts);
    let row = |r: MoveRow<AnyMove>| -> MoveRow<SumMove> {
        let mv = SumGame::wrap(parts, &offsets, i, r.mv);
        let text = SumGame::writer().format_move(&parts.to_vec(), &mv);
        let mut out = MoveRow::new(mv, r.key, text, r.pieces, rest ^ r.value);
        out.pieces = out.mv.pieces.clone();
        out.description = SumGame::writer().describe_move(&parts.to_vec(), &out.mv);
        out
    };
    let mut out = Vec::new();
    for own in 0..game.components(position).len() {
        for g in solver.move_groups(position, own, limit) {
            out.push((
                own,
                MoveGroup {
                    key: key(own, &g.key),
                    title: format!("Part {} ({}): {}", i + 1, game.name(), g.title),
                    count: g.count,
                    rows: g.rows.into_iter().map(row).collect(),
                    reach: g.reach.into_iter().map(row).collect(),
                    range: g.range,
                },
            ));
        }
    }
    // A summary picks its moves by the part's own values: the sum's winning
    // move, when the summary missed it, goes first among its group's.
    let listed = |mv: &SumMove| {
        out.iter()
            .any(|(_, g)| g.rows.iter().chain(&g.reach).any(|r| r.mv == *mv))
    };
    let win = part_move_to(&parts[i], rest)
        .map(|mv| SumGame::wrap(parts, &offsets, i, mv))
        .filter(|mv| !listed(mv));
    if let Some(mv) = win {
        // Valued as every row is: the part after the move, and the rest.
        let after = game
            .apply(position, &mv.inner)
            .map(|q| rest ^ solver.value(&q));
        let own = game.component_of(&mv.inner);
        let group_key = key(own, group_of(&mv.inner));
        let home = out
            .iter_mut()
            .filter(|(o, g)| *o == own && !g.is_listed())
            .min_by_key(|(_, g)| g.key != group_key);
        if let (Some((_, g)), Ok(value)) = (home, after) {
            let text = SumGame::writer().format_move(&parts.to_vec(), &mv);
            let mut r = MoveRow::new(mv, g.key.clone(), text, String::new(), value);
            r.pieces = r.mv.pieces.clone();
            r.description = SumGame::writer().describe_move(&parts.to_vec(), &r.mv);
            g.reach.insert(0, r);
        }
    }
    out.into_iter().map(|(_, g)| g).collect()
}

/// The group a part's move belongs to, as the games key their groups:
/// a cut by its kind, a heap move by what it leaves (`t` at most one heap,
/// `s` two); one group for the others.
fn group_of(mv: &AnyMove) -> &'static str {
    use crate::games::heap::groups::group_key;
    if let Some(m) = mv.get::<crate::manifold::Move>() {
        return ["a", "b", "c", "d", "e", "f", "g", "h"]
            .into_iter()
            .find(|k| k.starts_with(m.cut.kind().letter()))
            .unwrap_or("");
    }
    if let Some(m) = mv.get::<crate::games::heap::HeapMove>() {
        return group_key(&m.leaves);
    }
    mv.get::<crate::games::octal::OctalMove>()
        .map_or("", |m| group_key(&m.leaves))
}

/// The move of a part's group too large to list with parameter `a`, as
/// [`part_groups`] keys the groups.
pub fn part_move_for(parts: &[SumPart], component: usize, group: &str, a: u64) -> Option<SumMove> {
    let i = part_of(parts, component)?;
    let (own, inner) = group.split_once(':')?;
    let SumPart { game, position } = &parts[i];
    let mv = game.move_for(position, own.parse().ok()?, inner, a)?;
    Some(SumGame::wrap(parts, &SumGame::offsets(parts), i, mv))
}

/// A move of part `i` to a part of value `target`, if one is found: by
/// Bouton's rule in Nim; among the part's groups when they are listed
/// whole; otherwise among its first [`PART_SCAN`] moves.
fn part_move_to(part: &SumPart, target: Nimber) -> Option<AnyMove> {
    let SumPart { game, position } = part;
    let solver = Solver::new(game.clone());
    let value = solver.value(position);
    if let (Some(_), Some(heaps)) = (
        game.downcast::<crate::nim::Nim>(),
        position.get::<Vec<u64>>(),
    ) {
        // The heap whose size falls to itself ⊕ value ⊕ target.
        let change = (value ^ target).get();
        return (heaps.iter().enumerate()).find_map(|(heap, &from)| {
            let to = from ^ change;
            (to < from).then(|| AnyMove::new(crate::nim::NimMove { heap, from, to }, heap))
        });
    }
    let mut whole = true;
    for own in 0..game.components(position).len() {
        for g in solver.move_groups(position, own, SEARCHED) {
            whole &= g.is_listed();
            if let Some(r) = g.rows.iter().chain(&g.reach).find(|r| r.value == target) {
                return Some(r.mv.clone());
            }
        }
    }
    if whole {
        return None;
    }
    game.moves(position).take(PART_SCAN).find(|m| {
        game.apply(position, m)
            .is_ok_and(|after| solver.value(&after) == target)
    })
}

/// The sum's winning move: a move in one part turning its value `v` into
/// `v ⊕ total`.
pub fn winning_move(parts: &[SumPart], total: Nimber) -> Option<SumMove> {
    if total.is_zero() {
        return None;
    }
    let offsets = SumGame::offsets(parts);
    parts.iter().enumerate().find_map(|(i, part)| {
        let v = Solver::new(part.game.clone()).value(&part.position);
        let mv = part_move_to(part, v ^ total)?;
        Some(SumGame::wrap(parts, &offsets, i, mv))
    })
}
