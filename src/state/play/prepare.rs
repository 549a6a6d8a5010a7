//! Games whose values rest on a table computed step by step
//! ([`grundy::Game::prepare`]): Grundy's game and Schrage's split games,
//! whose heap of 100,000 needs the values of every smaller heap; the
//! rectangle and box games, whose bars take their values from the same
//! line game by Schrage's rule; a row of coins by a rule of several
//! letters, each lone head's value a search of its moves. Computed in one
//! call, such a table holds the page for seconds; the page computes it a
//! slice at a time instead ([`crate::play::prepare`]) and asks no value of
//! the position until it is there.

use super::Table;
use grundy::game::Preparing;
use grundy::Game;

impl Table {
    /// How far the table the position's values rest on has come, while it
    /// is not there (asking computes nothing).
    pub fn preparing(&self) -> Option<Preparing> {
        self.game().prepare(self.position(), 0)
    }

    /// Whether every value of the position can be had at once: false
    /// while the table its values rest on is being computed.
    pub fn prepared(&self) -> bool {
        self.preparing().is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::super::PlayState;
    use crate::route;
    use grundy::Game;

    fn table(hash: &str) -> PlayState {
        PlayState::from_route(&route::parse(hash))
    }

    #[test]
    fn the_largest_heap_or_side_is_prepared_first() {
        let total = |hash: &str| table(hash).table().preparing().map(|p| p.total);
        assert_eq!(total("#game=grundy&p=7+90000+3"), Some(90_001));
        assert_eq!(total("#game=rectangles:d=2&p=5x9000+3x4"), Some(9_001));
        assert_eq!(total("#game=boxes&p=3x4x70000"), Some(70_001));
        assert_eq!(total("#game=grundy:misere&p=20+50000"), Some(50_001));
        assert_eq!(total("#game=octal:0.77&p=100000"), None);
        assert_eq!(total("#game=nim&p=3"), None);
    }

    #[test]
    fn a_table_computed_is_not_asked_for_again() {
        let s = table("#game=grundy&p=5000");
        let game = s.table().game().clone();
        while game.prepare(s.table().position(), 500).is_some() {}
        assert!(s.table().prepared());
    }
}
