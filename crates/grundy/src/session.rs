//! A game being played: the record of moves, undo and redo, whose turn it
//! is, when the game is over and who won, and the computer's turn.
//!
//! The record is a line of states joined by entries: each entry is a move
//! or the start of a new game (a new position, or the same one again), so
//! a new game can be undone back to the old one like any move. Entries past
//! the cursor are the redo line; a new entry drops them.

use crate::game::{Game, PlayError};
use std::fmt;

/// One of the two players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Player {
    /// The player who moves first by default.
    #[default]
    One,
    /// The other player; the computer, when there is one.
    Two,
}

impl Player {
    /// Both players, in order.
    pub const BOTH: [Player; 2] = [Player::One, Player::Two];

    /// The opponent.
    pub const fn other(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }

    /// 1 or 2.
    pub const fn number(self) -> u8 {
        match self {
            Player::One => 1,
            Player::Two => 2,
        }
    }

    /// The player numbered 1 or 2.
    pub const fn from_number(n: u8) -> Option<Player> {
        match n {
            1 => Some(Player::One),
            2 => Some(Player::Two),
            _ => None,
        }
    }
}

impl fmt::Display for Player {
    /// "Player 1".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Player {}", self.number())
    }
}

/// A position and the player to move in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn<P> {
    /// The position.
    pub position: P,
    /// Who moves next.
    pub to_move: Player,
}

/// One step of the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry<M> {
    /// A move, and who made it.
    Move {
        /// The move.
        mv: M,
        /// Who made it.
        by: Player,
    },
    /// A new game from the state that follows.
    NewGame,
}

/// One line of a game's history: `1. P1: (g) n5 → n2 + n3`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HistoryLine {
    /// The move's number in this game, from 1.
    pub number: usize,
    /// Who made it.
    pub by: Player,
    /// The move in notation.
    pub text: String,
    /// The move in words, as the object of the game's verbs
    /// ([`Game::describe_move`]: `coin 1`, `a loop through 1 dot around 0
    /// free dots`).
    pub described: String,
}

impl fmt::Display for HistoryLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}. P{}: {}", self.number, self.by.number(), self.text)
    }
}

/// A game in play, generic over the game.
#[derive(Clone, Debug, PartialEq)]
pub struct Session<G: Game> {
    game: G,
    /// `states[i + 1]` follows `entries[i]`.
    states: Vec<Turn<G::Position>>,
    entries: Vec<Entry<G::Move>>,
    /// Index of the state on the table.
    cursor: usize,
    /// The player the computer plays, if any.
    computer: Option<Player>,
    /// Bumped at every change, so a timer set for an older state does nothing.
    revision: u64,
}

impl<G: Game> Session<G> {
    /// A new game from `position` with `first` to move.
    pub fn new(game: G, position: G::Position, first: Player) -> Session<G> {
        Session {
            game,
            states: vec![Turn {
                position,
                to_move: first,
            }],
            entries: Vec::new(),
            cursor: 0,
            computer: None,
            revision: 0,
        }
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The position on the table.
    pub fn position(&self) -> &G::Position {
        &self.states[self.cursor].position
    }

    /// The player to move.
    pub fn to_move(&self) -> Player {
        self.states[self.cursor].to_move
    }

    /// The revision: it changes whenever the record, the cursor or the
    /// players change.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// The player the computer plays, if any.
    pub fn computer(&self) -> Option<Player> {
        self.computer
    }

    /// Lets the computer play `player`, or nobody.
    pub fn set_computer(&mut self, computer: Option<Player>) {
        if self.computer != computer {
            self.computer = computer;
            self.revision += 1;
        }
    }

    /// Index of the state where the game on the table started.
    fn start_index(&self) -> usize {
        (1..=self.cursor)
            .rev()
            .find(|&i| self.entries[i - 1] == Entry::NewGame)
            .unwrap_or(0)
    }

    /// The position the game on the table started from.
    pub fn start(&self) -> &G::Position {
        &self.states[self.start_index()].position
    }

    /// Who moved first in the game on the table.
    pub fn first(&self) -> Player {
        self.states[self.start_index()].to_move
    }

    /// How many moves have been made in the game on the table.
    pub fn moves_made(&self) -> usize {
        self.cursor - self.start_index()
    }

    /// The moves of the game on the table, in notation.
    pub fn history(&self) -> Vec<HistoryLine> {
        let start = self.start_index();
        (start..self.cursor)
            .filter_map(|i| match &self.entries[i] {
                Entry::Move { mv, by } => Some(HistoryLine {
                    number: i - start + 1,
                    by: *by,
                    text: self.game.format_move(&self.states[i].position, mv),
                    described: self.game.describe_move(&self.states[i].position, mv),
                }),
                Entry::NewGame => None,
            })
            .collect()
    }

    /// The last move made, with who made it and the position it was made in.
    pub fn last_move(&self) -> Option<(&G::Move, Player, &G::Position)> {
        if self.moves_made() == 0 {
            return None;
        }
        match &self.entries[self.cursor - 1] {
            Entry::Move { mv, by } => Some((mv, *by, &self.states[self.cursor - 1].position)),
            Entry::NewGame => None,
        }
    }

    /// True when nobody can move and someone has moved: the player to move
    /// has lost. A position set up with no move in it is not a game over.
    pub fn is_over(&self) -> bool {
        self.moves_made() > 0 && self.game.is_terminal(self.position())
    }

    /// Once the game is over, whoever made the last move (normal play),
    /// or the other player (misère play).
    pub fn winner(&self) -> Option<Player> {
        self.is_over().then(|| {
            if self.game.misere() {
                self.to_move()
            } else {
                self.to_move().other()
            }
        })
    }

    /// True when the computer is to move and has a move.
    pub fn computer_to_move(&self) -> bool {
        self.computer == Some(self.to_move()) && !self.game.is_terminal(self.position())
    }

    fn push(&mut self, entry: Entry<G::Move>, next: Turn<G::Position>) {
        self.states.truncate(self.cursor + 1);
        self.entries.truncate(self.cursor);
        self.entries.push(entry);
        self.states.push(next);
        self.cursor += 1;
        self.revision += 1;
    }

    /// Makes a move for the player to move; an illegal move changes nothing.
    pub fn play(&mut self, mv: G::Move) -> Result<(), PlayError<G::Position, G::IllegalMove>> {
        let next = self.game.apply(self.position(), &mv)?;
        let by = self.to_move();
        self.push(
            Entry::Move { mv, by },
            Turn {
                position: next,
                to_move: by.other(),
            },
        );
        Ok(())
    }

    /// Starts a new game from `position` with `first` to move. It can be
    /// undone back to the game before. Starting the same game again from
    /// its untouched start changes nothing.
    pub fn new_game(&mut self, position: G::Position, first: Player) {
        if self.moves_made() == 0 && *self.position() == position && self.to_move() == first {
            return;
        }
        self.push(
            Entry::NewGame,
            Turn {
                position,
                to_move: first,
            },
        );
    }

    /// Starts the game on the table again from its starting position, with
    /// the same player to move first.
    pub fn play_again(&mut self) {
        let (start, first) = (self.start().clone(), self.first());
        self.new_game(start, first);
    }

    /// True when there is a step to take back.
    pub fn can_undo(&self) -> bool {
        self.undo_target().is_some()
    }

    /// True when there is a taken-back step to replay.
    pub fn can_redo(&self) -> bool {
        self.redo_target().is_some()
    }

    /// Is the computer to move in state `i`, with a move to make?
    fn computer_at(&self, i: usize) -> bool {
        let s = &self.states[i];
        self.computer == Some(s.to_move) && !self.game.is_terminal(&s.position)
    }

    fn undo_target(&self) -> Option<usize> {
        let mut c = self.cursor.checked_sub(1)?;
        // Against the computer, go back to the person's turn.
        while c > 0 && self.computer_at(c) {
            c -= 1;
        }
        // Back to the very start with the computer to move would only see
        // it make the same move again.
        (!self.computer_at(c)).then_some(c)
    }

    fn redo_target(&self) -> Option<usize> {
        if self.cursor >= self.entries.len() {
            return None;
        }
        let mut c = self.cursor + 1;
        while c < self.entries.len() && self.computer_at(c) {
            c += 1;
        }
        Some(c)
    }

    /// Takes back one step (a move, or a new game); against the computer,
    /// back to the person's turn. False when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        match self.undo_target() {
            Some(c) => {
                self.cursor = c;
                self.revision += 1;
                true
            }
            None => false,
        }
    }

    /// Replays one taken-back step (against the computer, with its answer).
    pub fn redo(&mut self) -> bool {
        match self.redo_target() {
            Some(c) => {
                self.cursor = c;
                self.revision += 1;
                true
            }
            None => false,
        }
    }

    /// Moves the cursor to the state holding `position` with `to_move` to
    /// move, if the record has one (Back and Forward in a browser); the
    /// nearest to the cursor wins.
    pub fn seek(&mut self, position: &G::Position, to_move: Player) -> bool {
        let found = (0..self.states.len())
            .filter(|&i| self.states[i].position == *position && self.states[i].to_move == to_move)
            .min_by_key(|&i| i.abs_diff(self.cursor));
        match found {
            Some(i) if i != self.cursor => {
                self.cursor = i;
                self.revision += 1;
                true
            }
            Some(_) => true,
            None => false,
        }
    }
}

#[cfg(test)]
mod tests;
