//! A game of a chunk whose code is not here yet.

use grundy::dynamic::{DynError, DynGame, DynMove, DynPosition};
use grundy::game::MoveWords;
use grundy::moves::MoveGroup;
use grundy::Nimber;

/// A game of a chunk that is not here yet. It holds each position as the
/// text it was given, to be read by the game once its chunk has come, and
/// answers nothing else: the play page draws the chunk's loading in its
/// place, so none of its answers is shown.
#[derive(Debug)]
pub struct Pending {
    spec: String,
}

impl Pending {
    /// The game `spec` (checked) until its chunk comes.
    pub fn new(spec: &str) -> Pending {
        Pending {
            spec: spec.to_string(),
        }
    }

    fn text(position: &DynPosition) -> String {
        position.get::<String>().cloned().unwrap_or_default()
    }
}

impl DynGame for Pending {
    fn spec(&self) -> String {
        self.spec.clone()
    }

    fn name(&self) -> String {
        self.spec.clone()
    }

    fn words(&self) -> MoveWords {
        MoveWords::fixed("move", "made", "makes")
    }

    fn ready(&self) -> bool {
        false
    }

    /// Kept as typed: only the game can read it.
    fn parse_position(&self, text: &str) -> Result<DynPosition, DynError> {
        Ok(DynPosition::new(text.trim().to_string()))
    }

    fn format_position(&self, position: &DynPosition) -> String {
        Pending::text(position)
    }

    fn components(&self, _: &DynPosition) -> Vec<DynPosition> {
        Vec::new()
    }

    fn moves<'a>(&'a self, _: &'a DynPosition) -> Box<dyn Iterator<Item = DynMove> + 'a> {
        Box::new(std::iter::empty())
    }

    fn is_terminal(&self, _: &DynPosition) -> bool {
        true
    }

    fn play(&self, _: &DynPosition, _: &DynMove) -> Result<DynPosition, String> {
        Err("the game's code is not here yet".to_string())
    }

    fn parse_move(&self, _: &DynPosition, _: &str) -> Result<DynMove, DynError> {
        Err(DynError::whole("the game's code is not here yet"))
    }

    fn format_move(&self, _: &DynPosition, _: &DynMove) -> String {
        String::new()
    }

    fn pieces(&self, _: &DynMove) -> String {
        String::new()
    }

    fn value(&self, _: &DynPosition) -> Nimber {
        Nimber::ZERO
    }

    fn describe_component(&self, component: &DynPosition) -> String {
        Pending::text(component)
    }

    fn describe_move(&self, _: &DynPosition, _: &DynMove) -> String {
        String::new()
    }

    fn winning_move(&self, _: &DynPosition) -> Option<DynMove> {
        None
    }

    fn computer_move(&self, _: &DynPosition) -> Option<DynMove> {
        None
    }

    fn move_for(&self, _: &DynPosition, _: usize, _: &str, _: u64) -> Option<DynMove> {
        None
    }

    fn move_groups(&self, _: &DynPosition, _: usize, _: u64) -> Vec<MoveGroup<DynMove>> {
        Vec::new()
    }

    fn move_groups_within(
        &self,
        _: &DynPosition,
        _: usize,
        _: usize,
        _: u64,
    ) -> Vec<MoveGroup<DynMove>> {
        Vec::new()
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pending_game_keeps_the_position_as_typed() {
        let pending = Pending::new("turtles");
        let p = pending.parse_position(" THHTH ").unwrap();
        assert_eq!(pending.format_position(&p), "THHTH");
        assert!(!pending.ready());
        assert!(pending.moves(&p).next().is_none());
    }
}
