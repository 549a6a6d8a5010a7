//! Playing well: outcomes, winning moves, a perfect player, game length.

use super::closed::surface_value;
use super::cut::{Cut, CutKind};
use super::position::{Move, Position};
use super::summary::summarize_all;
use super::surface::Surface;
use crate::Nimber;
use std::fmt;

/// Who wins with perfect play, seen from the player about to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// The player to move wins (G-value above 0): an N-position.
    PlayerToMoveWins,
    /// The other player wins (G-value 0): a P-position.
    OtherPlayerWins,
}

impl Outcome {
    /// The outcome for a position of this value.
    pub const fn of_value(v: Nimber) -> Outcome {
        if v.is_zero() {
            Outcome::OtherPlayerWins
        } else {
            Outcome::PlayerToMoveWins
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::PlayerToMoveWins => "the player to move wins",
            Outcome::OtherPlayerWins => "the player to move loses",
        })
    }
}

/// The outcome of a position with perfect play.
pub fn outcome(p: &Position) -> Outcome {
    Outcome::of_value(p.value())
}

/// Every winning move (to a position of value 0), lazily. At large genus
/// prefer [`winning_move`], which does not scan the splits.
pub fn winning_moves(p: &Position) -> impl Iterator<Item = Move> + '_ {
    let total = p.value();
    p.moves().filter(move |m| {
        total ^ surface_value(m.cut.surface()) ^ m.cut.result_value() == Nimber::ZERO
    })
}

/// A move from `p` to a position of value `target`, found through the
/// per-kind summaries, so it takes constant time per surface at any genus.
pub fn move_to_value(p: &Position, target: Nimber) -> Option<Move> {
    let total = p.value();
    p.surfaces().iter().enumerate().find_map(|(component, &s)| {
        if s.is_sphere() {
            return None;
        }
        let want = target ^ total ^ surface_value(s);
        summarize_all(s).into_iter().find_map(|k| {
            k.reach.iter().find(|r| r.value == want).map(|r| Move {
                component,
                cut: r.witness,
            })
        })
    })
}

/// A winning move if there is one (the position's value is not 0).
pub fn winning_move(p: &Position) -> Option<Move> {
    if p.value().is_zero() {
        return None;
    }
    move_to_value(p, Nimber::ZERO)
}

/// Fewest and most moves left until only spheres remain, over all ways of
/// playing (Corollary 2.2, made exact).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LengthBounds {
    /// The shortest possible game.
    pub fewest: u128,
    /// The longest possible game.
    pub most: u128,
}

/// Length bounds for one surface. Shortest: `og` needs `g` cuts (a), since
/// nothing else lowers its genus; `n(2k)` needs `k` cuts (e) and `n(2k+1)`
/// needs `k + 1`, by (d) then (a) (Corollary 2.2). Longest: split down to
/// `g` surfaces of genus 1, then cut each once: `2g - 1`, one below the
/// paper's bound `2g`.
pub fn surface_length_bounds(s: Surface) -> LengthBounds {
    let g = u128::from(s.genus());
    if g == 0 {
        return LengthBounds { fewest: 0, most: 0 };
    }
    let fewest = if s.is_orientable() { g } else { g.div_ceil(2) };
    LengthBounds {
        fewest,
        most: 2 * g - 1,
    }
}

/// Length bounds for a whole position: the surfaces are played independently.
pub fn length_bounds(p: &Position) -> LengthBounds {
    p.surfaces().iter().map(|&s| surface_length_bounds(s)).fold(
        LengthBounds { fewest: 0, most: 0 },
        |acc, b| LengthBounds {
            fewest: acc.fewest + b.fewest,
            most: acc.most + b.most,
        },
    )
}

/// A move that shortens the game as much as possible (for showing the
/// shortest line): (e) or (d) on a nonorientable surface, (a) on an
/// orientable one.
pub fn shortest_line_move(p: &Position) -> Option<Move> {
    p.surfaces().iter().enumerate().find_map(|(component, &s)| {
        if s.is_sphere() {
            return None;
        }
        let kinds: &[CutKind] = if s.is_orientable() {
            &[CutKind::A]
        } else if s.genus() % 2 == 1 {
            &[CutKind::D]
        } else {
            &[CutKind::E]
        };
        kinds
            .iter()
            .find_map(|&k| Cut::new(s, k).ok())
            .map(|cut| Move { component, cut })
    })
}

/// A move that keeps the longest possible game still possible: split off
/// genus 1 with (b) or (g) while a surface has genus 2 or more, else cut a
/// genus-1 surface.
pub fn longest_line_move(p: &Position) -> Option<Move> {
    let split = p.surfaces().iter().enumerate().find_map(|(component, &s)| {
        let kind = if s.is_orientable() {
            CutKind::B
        } else {
            CutKind::G
        };
        Cut::split(s, kind, 1)
            .ok()
            .map(|cut| Move { component, cut })
    });
    split.or_else(|| {
        p.surfaces().iter().enumerate().find_map(|(component, &s)| {
            let kind = if s.is_orientable() {
                CutKind::A
            } else {
                CutKind::C
            };
            Cut::new(s, kind).ok().map(|cut| Move { component, cut })
        })
    })
}

/// The perfect player's choice: a winning move when one exists; otherwise a
/// move that leaves the longest possible game, so the opponent has the most
/// chances to go wrong. `None` only when the game is over.
pub fn best_move(p: &Position) -> Option<Move> {
    winning_move(p).or_else(|| longest_line_move(p))
}

/// The whole line written out is at most this many moves.
pub const LINE_LIMIT: usize = 30;

/// The moves of a line of play from `start`, each chosen by `next`
/// ([`shortest_line_move`], [`longest_line_move`]), up to [`LINE_LIMIT`].
pub fn line(start: &Position, next: fn(&Position) -> Option<Move>) -> Vec<Move> {
    let mut p = start.clone();
    let mut moves = Vec::new();
    while moves.len() < LINE_LIMIT {
        let Some(mv) = next(&p) else { break };
        let Ok(after) = p.apply(&mv) else { break };
        moves.push(mv);
        p = after;
    }
    moves
}

/// The winning cut that the pairing of powers of two points to (the
/// paper's strategy for Nim, with surfaces for heaps): on the surface
/// holding the largest unpaired power, a cut to value `v ⊕ total`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyCut {
    /// The pairing's move, surfaces' values standing for heaps.
    pub step: crate::nim::MoveExplanation,
    /// The surface it cuts.
    pub surface: Surface,
    /// A cut of that surface to the target value, when one exists.
    pub mv: Option<Move>,
}

/// The key cut of `position`, or `None` when its value is 0.
pub fn key_cut(position: &Position) -> Option<KeyCut> {
    let values: Vec<u64> = position.values().iter().map(|v| v.get()).collect();
    let step = crate::nim::explain(&values).moves.into_iter().next()?;
    let index = step.mv.heap;
    let surface = *position.surfaces().get(index)?;
    // Search this surface alone, so the cut is the one the pairing names
    // (another surface may also have a winning cut).
    let alone = Position::new(vec![surface]);
    let mv = move_to_value(&alone, Nimber(step.mv.to)).map(|m| Move {
        component: index,
        cut: m.cut,
    });
    Some(KeyCut { step, surface, mv })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn klein_bottle_is_a_first_player_win() {
        let p: Position = "klein".parse().unwrap();
        assert_eq!(outcome(&p), Outcome::PlayerToMoveWins);
        let m = winning_move(&p).unwrap();
        assert!(p.apply(&m).unwrap().value().is_zero());
    }

    #[test]
    fn perfect_player_wins_at_huge_genus() {
        let p: Position = "n1000000000000002 + o77".parse().unwrap();
        assert_eq!(p.value().get(), 3);
        let m = best_move(&p).unwrap();
        assert!(p.apply(&m).unwrap().value().is_zero());
    }

    #[test]
    fn losing_positions_still_get_a_move() {
        let p: Position = "n5".parse().unwrap();
        assert!(p.value().is_zero());
        assert!(winning_move(&p).is_none());
        let m = best_move(&p).unwrap();
        let after = p.apply(&m).unwrap();
        assert_eq!(length_bounds(&after).most, length_bounds(&p).most - 1);
    }

    #[test]
    fn the_game_ends_with_no_move() {
        let p: Position = "3*sphere".parse().unwrap();
        assert_eq!(best_move(&p), None);
        assert_eq!(length_bounds(&p), LengthBounds { fewest: 0, most: 0 });
    }
}
