//! The misère search itself: [`MisereSolver`], memoised over canonical
//! positions, and [`plain_outcome`], the same search with no memory as its
//! independent check.

use super::budget::{without_limits, Halt, Meter};
use crate::game::Game;
use crate::outcome::Outcome;
use std::collections::{HashMap, HashSet};

/// Positions settled between two looks at the meter.
const CHECK_EVERY: usize = 1024;

/// Misère outcomes, memoised over canonical positions.
pub struct MisereSolver<G: Game> {
    game: G,
    /// Canonical position → whether the player to move wins.
    memo: HashMap<G::Position, bool>,
}

impl<G: Game> MisereSolver<G> {
    /// A solver with an empty memo.
    pub fn new(game: G) -> Self {
        MisereSolver {
            game,
            memo: HashMap::new(),
        }
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many positions are known.
    pub fn known(&self) -> usize {
        self.memo.len()
    }

    /// Who wins `position` in misère play.
    pub fn outcome(&mut self, position: &G::Position) -> Outcome {
        without_limits(|meter| self.outcome_within(position, meter))
            .expect("an unbounded search always ends")
    }

    /// Who wins `position` in misère play, searched within the meter's
    /// budget; past it, why it stopped. What was settled stays known, so
    /// asking again for a nearby position costs less.
    pub fn outcome_within(
        &mut self,
        position: &G::Position,
        meter: &mut Meter<'_>,
    ) -> Result<Outcome, Halt> {
        let won = self.wins(&self.game.canonical(position), meter)?;
        Ok(if won {
            Outcome::Next
        } else {
            Outcome::Previous
        })
    }

    /// The bytes the memo holds, estimated: its table, and for each
    /// position the size of its type and as much again on the heap.
    pub fn bytes(&self) -> u64 {
        let entry = 2 * std::mem::size_of::<(G::Position, bool)>() as u64 + 1;
        self.memo.capacity() as u64 * entry
    }

    /// A move to a position the player to move then loses, if there is one.
    pub fn winning_move(&mut self, position: &G::Position) -> Option<G::Move> {
        let moves: Vec<G::Move> = self.game.moves(position).collect();
        moves.into_iter().find(|mv| {
            self.game.apply(position, mv).is_ok_and(|next| {
                let next = self.game.canonical(&next);
                without_limits(|meter| self.wins(&next, meter)) == Ok(false)
            })
        })
    }

    /// Whether the player to move wins the canonical `position`. A position
    /// with no move is won: the opponent made the last move. The search
    /// keeps its own stack, so a long game cannot overflow the thread's.
    fn wins(&mut self, position: &G::Position, meter: &mut Meter<'_>) -> Result<bool, Halt> {
        if let Some(&known) = self.memo.get(position) {
            return Ok(known);
        }
        // Each frame: a position, its canonical options still to look at,
        // and whether it had none at all.
        let frame = |solver: &Self, p: G::Position| {
            let children = solver.children(&p);
            let end = children.is_empty();
            (p, children, end)
        };
        let mut opened = 0usize;
        meter.check(self.memo.len() as u64, self.bytes())?;
        let mut stack = vec![frame(self, position.clone())];
        while let Some((_, children, _)) = stack.last_mut() {
            let mut decided = None;
            let mut descend = None;
            while let Some(child) = children.pop() {
                match self.memo.get(&child) {
                    // An option the opponent loses: this position is won.
                    Some(false) => {
                        decided = Some(true);
                        break;
                    }
                    Some(true) => {}
                    None => {
                        descend = Some(child);
                        break;
                    }
                }
            }
            if let Some(child) = descend {
                // Look at the child first, then come back to this option.
                children.push(child.clone());
                opened += 1;
                if opened % CHECK_EVERY == 0 {
                    meter.check(self.memo.len() as u64, self.bytes())?;
                }
                let next = frame(self, child);
                stack.push(next);
                continue;
            }
            let (done, _, end) = stack.pop().expect("a frame is on the stack");
            // Won when some option is lost by the opponent, or when there is
            // no move at all; lost when every option is won by the opponent.
            self.memo.insert(done, decided.unwrap_or(end));
        }
        Ok(self.memo[position])
    }

    /// The canonical options of a position, each once.
    fn children(&self, position: &G::Position) -> Vec<G::Position> {
        let mut options = Vec::new();
        for mv in self.game.moves(position) {
            if let Ok(next) = self.game.apply(position, &mv) {
                options.push(self.game.canonical(&next));
            }
        }
        let mut seen = HashSet::with_capacity(options.len());
        options.retain(|p| seen.insert(p.clone()));
        options
    }
}

/// Who wins `position` in misère play, by searching the whole game tree
/// with no memory: slow, and independent of [`MisereSolver`].
pub fn plain_outcome<G: Game>(game: &G, position: &G::Position) -> Outcome {
    fn wins<G: Game>(game: &G, position: &G::Position) -> bool {
        let options = game.options(position);
        options.is_empty() || options.iter().any(|next| !wins(game, next))
    }
    if wins(game, position) {
        Outcome::Next
    } else {
        Outcome::Previous
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim::Nim;

    /// Bouton's rule for misère Nim, from its statement.
    fn bouton_misere(heaps: &[u64]) -> Outcome {
        let sum = heaps.iter().fold(0, |x, &h| x ^ h);
        let all_small = heaps.iter().all(|&h| h <= 1);
        let loses = if all_small { sum == 1 } else { sum == 0 };
        if loses {
            Outcome::Previous
        } else {
            Outcome::Next
        }
    }

    #[test]
    fn misere_nim_follows_boutons_rule() {
        let mut solver = MisereSolver::new(Nim);
        let mut checked = 0;
        for a in 0..6u64 {
            for b in 0..6 {
                for c in 0..6 {
                    for d in 0..4 {
                        let heaps = vec![a, b, c, d];
                        assert_eq!(solver.outcome(&heaps), bouton_misere(&heaps), "{heaps:?}");
                        checked += 1;
                    }
                }
            }
        }
        assert_eq!(checked, 6 * 6 * 6 * 4);
        // Single heaps: only the heap of one counter is lost by the mover.
        for h in 0..40 {
            let expected = if h == 1 {
                Outcome::Previous
            } else {
                Outcome::Next
            };
            assert_eq!(solver.outcome(&vec![h]), expected, "{h}");
        }
    }

    #[test]
    fn memoised_and_plain_searches_agree_on_nim() {
        let mut solver = MisereSolver::new(Nim);
        for a in 0..5u64 {
            for b in 0..5 {
                for c in 0..4 {
                    let heaps = vec![a, b, c];
                    assert_eq!(solver.outcome(&heaps), plain_outcome(&Nim, &heaps));
                }
            }
        }
    }

    #[test]
    fn the_winning_move_leaves_a_lost_position() {
        let mut solver = MisereSolver::new(Nim);
        let heaps = vec![1, 1, 1];
        assert_eq!(solver.outcome(&heaps), Outcome::Previous);
        assert_eq!(solver.winning_move(&heaps), None);
        let heaps = vec![2, 1, 1];
        let mv = solver.winning_move(&heaps).expect("2+1+1 is won");
        let next = Nim.apply(&heaps, &mv).unwrap();
        assert_eq!(solver.outcome(&next), Outcome::Previous);
        assert_eq!(bouton_misere(&next), Outcome::Previous);
    }
}
