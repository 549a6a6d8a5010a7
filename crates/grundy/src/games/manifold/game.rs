//! The surface game on the engine's [`Game`] trait.

use super::closed::surface_value;
use super::cut::{Cut, CutKind};
use super::notation::{format_move, format_position, parse_move, parse_position, ParseError};
use super::position::{Move, MoveError, Position};
use super::strategy::{best_move, winning_move};
use super::view::{cut_groups, describe_move, pieces_text};
use crate::game::{Game, MoveWords, PlayError, Values};
use crate::view::MoveGroup;
use crate::Nimber;

/// Each surface of a position as a position of its own: the components of
/// the surface game and of its variants.
pub fn components(position: &Position) -> Vec<Position> {
    position
        .surfaces()
        .iter()
        .map(|&s| Position::new(vec![s]))
        .collect()
}

/// Surfaces side by side, at most [`super::MAX_SURFACES`] of them.
pub fn join(parts: Vec<Position>) -> Option<Position> {
    let surfaces: Vec<_> = parts
        .iter()
        .flat_map(|p| p.surfaces().iter().copied())
        .collect();
    (surfaces.len() <= super::MAX_SURFACES as usize).then(|| Position::new(surfaces))
}

/// Sorted, without spheres: a sphere has no moves, so leaving it out
/// changes no option, under any rules.
pub fn canonical(position: &Position) -> Position {
    let mut v: Vec<_> = position
        .surfaces()
        .iter()
        .copied()
        .filter(|s| !s.is_sphere())
        .collect();
    v.sort_unstable();
    Position::new(v)
}

/// The manifold decomposition game of Berman and Leonard, normal play: a
/// position is a collection of surfaces, a move one cut (a)-(h) of
/// Theorem 2.1 on one of them. Values come from the closed forms of
/// Theorems 2.3 and 2.4, at every genus.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Manifold;

impl Game for Manifold {
    type Position = Position;
    type Move = Move;
    type IllegalMove = MoveError;
    type TextError = ParseError;

    fn spec(&self) -> String {
        "manifold".to_string()
    }

    fn name(&self) -> String {
        "The manifold decomposition game".to_string()
    }

    fn moves<'a>(&'a self, position: &'a Position) -> Box<dyn Iterator<Item = Move> + 'a> {
        Box::new(position.moves())
    }

    fn play(
        &self,
        position: Position,
        mv: &Move,
    ) -> Result<Position, PlayError<Position, MoveError>> {
        match position.apply(mv) {
            Ok(next) => Ok(next),
            Err(error) => Err(PlayError { position, error }),
        }
    }

    fn parse_position(&self, text: &str) -> Result<Position, ParseError> {
        parse_position(text)
    }

    fn format_position(&self, position: &Position) -> String {
        format_position(position)
    }

    fn parse_move(&self, position: &Position, text: &str) -> Result<Move, ParseError> {
        parse_move(position, text)
    }

    fn format_move(&self, position: &Position, mv: &Move) -> String {
        format_move(position, mv)
    }

    fn components(&self, position: &Position) -> Vec<Position> {
        components(position)
    }

    fn join(&self, parts: Vec<Position>) -> Option<Position> {
        join(parts)
    }

    fn component_of(&self, mv: &Move) -> usize {
        mv.component
    }

    fn pieces(&self, mv: &Move) -> String {
        pieces_text(&mv.cut, "+")
    }

    fn is_terminal(&self, position: &Position) -> bool {
        position.is_terminal()
    }

    fn canonical(&self, position: &Position) -> Position {
        canonical(position)
    }

    fn closed_value(&self, component: &Position) -> Option<Nimber> {
        Some(component.surfaces().iter().map(|&s| surface_value(s)).sum())
    }

    fn describe_component(&self, component: &Position) -> String {
        match component.surfaces() {
            [s] => s.describe(),
            _ => format_position(component),
        }
    }

    fn describe_move(&self, _position: &Position, mv: &Move) -> String {
        describe_move(mv)
    }

    fn words(&self) -> MoveWords {
        MoveWords::fixed("cut", "cut", "cut")
    }

    fn winning_move(&self, position: &Position, _values: Values<'_, Position>) -> Option<Move> {
        winning_move(position)
    }

    fn computer_move(&self, position: &Position, _values: Values<'_, Position>) -> Option<Move> {
        best_move(position)
    }

    fn move_for(&self, position: &Position, component: usize, group: &str, a: u64) -> Option<Move> {
        let kind = group.chars().next().and_then(CutKind::from_letter)?;
        let &surface = position.surfaces().get(component)?;
        let cut = Cut::split(surface, kind, a).ok()?;
        Some(Move { component, cut })
    }

    fn move_groups(
        &self,
        position: &Position,
        component: usize,
        limit: u64,
        _values: Values<'_, Position>,
    ) -> Vec<MoveGroup<Move>> {
        cut_groups(position, component, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Evaluator, Solver};

    #[test]
    fn move_text_round_trips_for_every_cut() {
        let p: Position = "n7 + o4 + n7 + o0".parse().unwrap();
        for mv in p.moves() {
            let text = Manifold.format_move(&p, &mv);
            assert_eq!(Manifold.parse_move(&p, &text), Ok(mv), "{text}");
        }
    }

    #[test]
    fn solver_brute_force_agrees_with_the_closed_forms() {
        let closed = Solver::new(Manifold);
        let brute = Solver::brute_force(Manifold);
        let mut whole = Evaluator::new(Manifold);
        for text in ["n7 + o4", "n5 + n3 + o2", "o6", "n9"] {
            let p: Position = text.parse().unwrap();
            assert_eq!(brute.value(&p), closed.value(&p), "{p}");
            assert_eq!(whole.value(&p), closed.value(&p), "{p}");
        }
    }
}
