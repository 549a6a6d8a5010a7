//! Grundy values: by the definition on whole positions ([`Evaluator`]), and
//! as a game is played ([`Solver`]: closed forms where the game has them,
//! memoised brute force on components otherwise, and the nim-sum of the
//! components).
//!
//! Each memo belongs to its evaluator or solver, so separate computations
//! never share hidden state. Recursion uses an explicit stack, so long games
//! do not overflow the call stack.

use crate::game::Game;
use crate::Nimber;
use std::cell::RefCell;
use std::collections::HashMap;

/// Values by the definition, `G(p) = mex { G(q) : p -> q }`, on whole
/// positions: no sum theorem and no closed form, so it checks both.
#[derive(Debug)]
pub struct Evaluator<G: Game> {
    game: G,
    memo: HashMap<G::Position, Nimber>,
}

impl<G: Game> Evaluator<G> {
    /// An evaluator with an empty memo.
    pub fn new(game: G) -> Self {
        Evaluator {
            game,
            memo: HashMap::new(),
        }
    }

    /// The game being evaluated.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many positions have a known value.
    pub fn known(&self) -> usize {
        self.memo.len()
    }

    fn options(&self, p: &G::Position) -> Vec<G::Position> {
        self.game
            .options(p)
            .iter()
            .map(|q| self.game.canonical(q))
            .collect()
    }

    /// The value of `position`.
    pub fn value(&mut self, position: &G::Position) -> Nimber {
        let start = self.game.canonical(position);
        if let Some(&v) = self.memo.get(&start) {
            return v;
        }
        // Each frame holds a position and its options; it is finished once
        // every option has a value.
        let mut stack: Vec<(G::Position, Vec<G::Position>)> = Vec::new();
        let options = self.options(&start);
        stack.push((start.clone(), options));
        while let Some((_, options)) = stack.last() {
            match options
                .iter()
                .find(|q| !self.memo.contains_key(*q))
                .cloned()
            {
                Some(q) => {
                    let next = self.options(&q);
                    stack.push((q, next));
                }
                None => {
                    if let Some((p, options)) = stack.pop() {
                        let v = Nimber::mex(options.iter().map(|q| self.memo[q]));
                        self.memo.insert(p, v);
                    }
                }
            }
        }
        self.memo[&start]
    }
}

/// Values as a game is played: the nim-sum of the components' values, each
/// from the game's closed form where it has one and from memoised brute
/// force otherwise. The memo sits behind a `RefCell`, so a solver shared by
/// reference (as a page shares it) still remembers.
#[derive(Debug)]
pub struct Solver<G: Game> {
    game: G,
    closed_forms: bool,
    memo: RefCell<HashMap<G::Position, Nimber>>,
}

impl<G: Game> Solver<G> {
    /// A solver that uses the game's closed forms.
    pub fn new(game: G) -> Self {
        Solver {
            game,
            closed_forms: true,
            memo: RefCell::new(HashMap::new()),
        }
    }

    /// A solver that ignores closed forms, so brute force can check them.
    pub fn brute_force(game: G) -> Self {
        Solver {
            closed_forms: false,
            ..Solver::new(game)
        }
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The value of a position: the nim-sum of its components' values.
    pub fn value(&self, position: &G::Position) -> Nimber {
        self.game
            .components(position)
            .iter()
            .map(|c| self.component_value(c))
            .sum()
    }

    /// The value of each component, in order.
    pub fn component_values(&self, position: &G::Position) -> Vec<Nimber> {
        self.game
            .components(position)
            .iter()
            .map(|c| self.component_value(c))
            .collect()
    }

    fn known(&self, c: &G::Position) -> Option<Nimber> {
        if self.closed_forms {
            if let Some(v) = self.game.closed_value(c) {
                return Some(v);
            }
        }
        self.memo.borrow().get(c).copied()
    }

    /// The options of `c`, each as its canonical components.
    fn split_options(&self, c: &G::Position) -> Vec<Vec<G::Position>> {
        self.game
            .options(c)
            .iter()
            .map(|q| {
                self.game
                    .components(q)
                    .iter()
                    .map(|part| self.game.canonical(part))
                    .collect()
            })
            .collect()
    }

    /// The value of one component.
    pub fn component_value(&self, component: &G::Position) -> Nimber {
        let start = self.game.canonical(component);
        if let Some(v) = self.known(&start) {
            return v;
        }
        // Each frame: a component and its options, each option as its parts.
        type Frame<P> = (P, Vec<Vec<P>>);
        let mut stack: Vec<Frame<G::Position>> = Vec::new();
        let options = self.split_options(&start);
        stack.push((start.clone(), options));
        while let Some((_, options)) = stack.last() {
            let missing = options
                .iter()
                .flatten()
                .find(|q| self.known(q).is_none())
                .cloned();
            match missing {
                Some(q) => {
                    let next = self.split_options(&q);
                    stack.push((q, next));
                }
                None => {
                    if let Some((p, options)) = stack.pop() {
                        let v = Nimber::mex(options.iter().map(|parts| {
                            parts
                                .iter()
                                .map(|q| self.known(q).unwrap_or_default())
                                .sum()
                        }));
                        self.memo.borrow_mut().insert(p, v);
                    }
                }
            }
        }
        self.known(&start).unwrap_or_default()
    }

    /// A winning move, if there is one.
    pub fn winning_move(&self, position: &G::Position) -> Option<G::Move> {
        self.game.winning_move(position, &|p| self.value(p))
    }

    /// The perfect player's choice (see [`Game::computer_move`]).
    pub fn computer_move(&self, position: &G::Position) -> Option<G::Move> {
        self.game.computer_move(position, &|p| self.value(p))
    }

    /// The moves of one component, grouped, with their values.
    pub fn move_groups(
        &self,
        position: &G::Position,
        component: usize,
        limit: u64,
    ) -> Vec<crate::view::MoveGroup<G::Move>> {
        self.game
            .move_groups(position, component, limit, &|p| self.value(p))
    }

    /// The moves of one component acting on its own component `within`
    /// (a head of a row of coins that is a part of a sum), grouped, with
    /// their values.
    pub fn move_groups_within(
        &self,
        position: &G::Position,
        component: usize,
        within: usize,
        limit: u64,
    ) -> Vec<crate::view::MoveGroup<G::Move>> {
        self.game
            .move_groups_within(position, component, within, limit, &|p| self.value(p))
    }
}
