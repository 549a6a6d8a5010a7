//! [`AnyGame`] as a [`Game`]: each question handed to the game it holds,
//! in normal play its own engine's answer, in misère play the misère
//! game's.

use super::{AnyGame, AnyIllegalMove, AnyMove, AnyPosition, AnyTextError};
use crate::game::{Game, MoveWords, PlayError, Values};
use crate::view::MoveGroup;
use crate::Nimber;

impl Game for AnyGame {
    type Position = AnyPosition;
    type Move = AnyMove;
    type IllegalMove = AnyIllegalMove;
    type TextError = AnyTextError;

    fn spec(&self) -> String {
        match self {
            AnyGame::Misere(g) => g.spec(),
            AnyGame::Dyn(g) => g.spec(),
        }
    }

    fn name(&self) -> String {
        match self {
            AnyGame::Misere(g) => g.name(),
            AnyGame::Dyn(g) => g.name(),
        }
    }

    fn moves<'a>(&'a self, position: &'a AnyPosition) -> Box<dyn Iterator<Item = AnyMove> + 'a> {
        match self {
            AnyGame::Misere(g) => g.moves(position),
            AnyGame::Dyn(g) => g.moves(position),
        }
    }

    fn play(
        &self,
        position: AnyPosition,
        mv: &AnyMove,
    ) -> Result<AnyPosition, PlayError<AnyPosition, AnyIllegalMove>> {
        match self {
            AnyGame::Misere(g) => g.play(position, mv),
            AnyGame::Dyn(g) => match g.play(&position, mv) {
                Ok(after) => Ok(after),
                Err(e) => Err(PlayError {
                    position,
                    error: AnyIllegalMove::Dyn(e),
                }),
            },
        }
    }

    fn parse_position(&self, text: &str) -> Result<AnyPosition, AnyTextError> {
        match self {
            AnyGame::Misere(g) => g.parse_position(text),
            AnyGame::Dyn(g) => g.parse_position(text),
        }
    }

    fn needs(&self, text: &str) -> Vec<String> {
        match self {
            AnyGame::Misere(g) => g.needs(text),
            AnyGame::Dyn(g) => g.needs(text),
        }
    }

    fn format_position(&self, position: &AnyPosition) -> String {
        match self {
            AnyGame::Misere(g) => g.format_position(position),
            AnyGame::Dyn(g) => g.format_position(position),
        }
    }

    fn parse_move(&self, position: &AnyPosition, text: &str) -> Result<AnyMove, AnyTextError> {
        match self {
            AnyGame::Misere(g) => g.parse_move(position, text),
            AnyGame::Dyn(g) => g.parse_move(position, text),
        }
    }

    fn format_move(&self, position: &AnyPosition, mv: &AnyMove) -> String {
        match self {
            AnyGame::Misere(g) => g.format_move(position, mv),
            AnyGame::Dyn(g) => g.format_move(position, mv),
        }
    }

    fn components(&self, position: &AnyPosition) -> Vec<AnyPosition> {
        match self {
            AnyGame::Misere(g) => g.components(position),
            AnyGame::Dyn(g) => g.components(position),
        }
    }

    fn component_of(&self, mv: &AnyMove) -> usize {
        mv.component()
    }

    fn join(&self, parts: Vec<AnyPosition>) -> Option<AnyPosition> {
        match self {
            AnyGame::Misere(g) => g.join(parts),
            AnyGame::Dyn(g) => g.join(parts),
        }
    }

    fn pieces(&self, mv: &AnyMove) -> String {
        match self {
            AnyGame::Misere(g) => g.pieces(mv),
            AnyGame::Dyn(g) => g.pieces(mv),
        }
    }

    fn misere(&self) -> bool {
        match self {
            AnyGame::Misere(_) => true,
            AnyGame::Dyn(g) => g.misere(),
        }
    }

    fn rule_outcome(&self, position: &AnyPosition) -> Option<crate::outcome::Outcome> {
        match self {
            AnyGame::Misere(_) => None,
            AnyGame::Dyn(g) => g.rule_outcome(position),
        }
    }

    fn misere_outcome(&self, position: &AnyPosition) -> Option<crate::misere::Outcome> {
        match self {
            AnyGame::Misere(g) => g.misere_outcome(position),
            AnyGame::Dyn(g) => g.misere_outcome(position),
        }
    }

    fn is_terminal(&self, position: &AnyPosition) -> bool {
        match self {
            AnyGame::Misere(g) => g.is_terminal(position),
            AnyGame::Dyn(g) => g.is_terminal(position),
        }
    }

    fn canonical(&self, position: &AnyPosition) -> AnyPosition {
        match self {
            AnyGame::Misere(g) => g.canonical(position),
            AnyGame::Dyn(g) => g.canonical(position),
        }
    }

    fn prepare(&self, position: &AnyPosition, budget: u64) -> Option<crate::game::Preparing> {
        match self {
            AnyGame::Misere(g) => g.prepare(position, budget),
            AnyGame::Dyn(g) => g.prepare(position, budget),
        }
    }

    fn closed_value(&self, component: &AnyPosition) -> Option<Nimber> {
        match self {
            AnyGame::Misere(g) => g.closed_value(component),
            // Each game's engine keeps its own values, by its closed forms
            // where it has them.
            AnyGame::Dyn(g) => g.ready().then(|| g.value(component)),
        }
    }

    fn describe_component(&self, component: &AnyPosition) -> String {
        match self {
            AnyGame::Misere(g) => g.describe_component(component),
            AnyGame::Dyn(g) => g.describe_component(component),
        }
    }

    fn describe_move(&self, position: &AnyPosition, mv: &AnyMove) -> String {
        match self {
            AnyGame::Misere(g) => g.describe_move(position, mv),
            AnyGame::Dyn(g) => g.describe_move(position, mv),
        }
    }

    fn words(&self) -> MoveWords {
        match self {
            AnyGame::Misere(g) => g.words(),
            AnyGame::Dyn(g) => g.words(),
        }
    }

    fn winning_move(
        &self,
        position: &AnyPosition,
        values: Values<'_, AnyPosition>,
    ) -> Option<AnyMove> {
        match self {
            AnyGame::Misere(g) => g.winning_move(position, values),
            AnyGame::Dyn(g) => g.winning_move(position),
        }
    }

    fn computer_move(
        &self,
        position: &AnyPosition,
        values: Values<'_, AnyPosition>,
    ) -> Option<AnyMove> {
        match self {
            AnyGame::Misere(g) => g.computer_move(position, values),
            AnyGame::Dyn(g) => g.computer_move(position),
        }
    }

    fn move_for(
        &self,
        position: &AnyPosition,
        component: usize,
        group: &str,
        a: u64,
    ) -> Option<AnyMove> {
        match self {
            AnyGame::Misere(g) => g.move_for(position, component, group, a),
            AnyGame::Dyn(g) => g.move_for(position, component, group, a),
        }
    }

    fn move_groups(
        &self,
        position: &AnyPosition,
        component: usize,
        limit: u64,
        values: Values<'_, AnyPosition>,
    ) -> Vec<MoveGroup<AnyMove>> {
        match self {
            AnyGame::Misere(g) => g.move_groups(position, component, limit, values),
            AnyGame::Dyn(g) => g.move_groups(position, component, limit),
        }
    }

    fn move_groups_within(
        &self,
        position: &AnyPosition,
        component: usize,
        within: usize,
        limit: u64,
        values: Values<'_, AnyPosition>,
    ) -> Vec<MoveGroup<AnyMove>> {
        match self {
            AnyGame::Misere(g) => g.move_groups_within(position, component, within, limit, values),
            AnyGame::Dyn(g) => g.move_groups_within(position, component, within, limit),
        }
    }
}
