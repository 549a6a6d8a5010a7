//! The game trait: positions, moves, applying them, their text forms, and
//! the split of a position into independent components.
//!
//! Everything a game must say about itself is here; values, play and
//! display follow from it ([`crate::Solver`], [`crate::Session`],
//! [`crate::view`]). A game with a closed form or a fast method supplies it
//! through the provided methods, and brute force stays available to check
//! it ([`crate::Evaluator`]).
//!
//! What every game gets without writing it is here too: the computer's
//! play from the values alone (a winning move where there is one,
//! otherwise [`hardest_move`]) and its moves listed as one group. Games
//! with a closed form override both ([`Game::winning_move`],
//! [`Game::computer_move`]) to decide without enumerating every move.

use crate::moves::{MoveGroup, MoveRow};

pub(crate) mod defaults;
use crate::Nimber;
use std::borrow::Cow;
use std::fmt;
use std::hash::Hash;

/// A piece of text that could not be read, with the place of the mistake.
pub trait TextError: std::error::Error + Clone + PartialEq {
    /// Byte offset into the text where the problem is.
    fn offset(&self) -> usize;
    /// What is wrong, in words, without the place.
    fn message(&self) -> String;
}

/// The 1-based character position of byte `offset` in `text` (past the end
/// counts as one more than the last character).
pub fn character_at(text: &str, offset: usize) -> usize {
    let mut end = offset.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text[..end].chars().count() + 1
}

/// A move that could not be made. The position comes back unchanged, so a
/// caller that handed it over by value loses nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayError<P, E> {
    /// The position, as it was.
    pub position: P,
    /// Why the move is not legal there.
    pub error: E,
}

impl<P, E: fmt::Display> fmt::Display for PlayError<P, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.error.fmt(f)
    }
}

impl<P: fmt::Debug, E: std::error::Error> std::error::Error for PlayError<P, E> {}

/// How a game speaks of its moves: "Player 1 *cut* (g) on n5", "the
/// computer is about to *take* 13 counters from the heap of 50".
/// A game compiled in says them with fixed words ([`MoveWords::fixed`]);
/// a game reached through another module owns the words it was sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveWords {
    /// The noun: "cut", "move".
    pub noun: Cow<'static, str>,
    /// The verb in the past: "cut", "took".
    pub past: Cow<'static, str>,
    /// The verb in the present: "cut", "take".
    pub present: Cow<'static, str>,
}

impl MoveWords {
    /// Words fixed in the program.
    pub const fn fixed(noun: &'static str, past: &'static str, present: &'static str) -> MoveWords {
        MoveWords {
            noun: Cow::Borrowed(noun),
            past: Cow::Borrowed(past),
            present: Cow::Borrowed(present),
        }
    }
}

/// The values of positions, as a [`crate::Solver`] gives them; passed to
/// the provided methods that need values.
pub type Values<'a, P> = &'a dyn Fn(&P) -> Nimber;

/// An impartial game under normal play: both players have the same moves,
/// and whoever cannot move loses.
///
/// A position is a sum of independent components ([`Game::components`]);
/// a move acts on one of them ([`Game::component_of`]). The value of a
/// position is the nim-sum of its components' values, so a game with one
/// inseparable whole (Moore's Nim, say) has one component.
pub trait Game: Clone + fmt::Debug + PartialEq {
    /// A position.
    type Position: Clone + fmt::Debug + Eq + Hash;
    /// A move from a position.
    type Move: Clone + fmt::Debug + Eq + Hash;
    /// Why a move is not legal in a position.
    type IllegalMove: std::error::Error + Clone + PartialEq;
    /// Why a text is not a position or a move.
    type TextError: TextError;

    /// The game's spec, as the address and the command line name it
    /// (`manifold`, `nim`, `octal:4.3`).
    fn spec(&self) -> String;

    /// The game's name for people.
    fn name(&self) -> String;

    /// Every legal move, lazily (a surface of huge genus has more moves
    /// than fit in memory).
    fn moves<'a>(
        &'a self,
        position: &'a Self::Position,
    ) -> Box<dyn Iterator<Item = Self::Move> + 'a>;

    /// The position after `mv`; an illegal move hands the position back.
    fn play(
        &self,
        position: Self::Position,
        mv: &Self::Move,
    ) -> Result<Self::Position, PlayError<Self::Position, Self::IllegalMove>>;

    /// Reads a position.
    fn parse_position(&self, text: &str) -> Result<Self::Position, Self::TextError>;

    /// The games (by their specs) a position written `text` names besides
    /// this one, whose engines reading it needs: a sum's parts. None for
    /// most games.
    fn needs(&self, _text: &str) -> Vec<String> {
        Vec::new()
    }

    /// Writes a position; [`Game::parse_position`] reads it back.
    fn format_position(&self, position: &Self::Position) -> String;

    /// Reads a move from `position`.
    fn parse_move(
        &self,
        position: &Self::Position,
        text: &str,
    ) -> Result<Self::Move, Self::TextError>;

    /// Writes a move from `position`; [`Game::parse_move`] reads it back.
    fn format_move(&self, position: &Self::Position, mv: &Self::Move) -> String;

    /// The independent parts of a position, in order; each is a position
    /// of its own, and the value of the whole is the nim-sum of theirs.
    fn components(&self, position: &Self::Position) -> Vec<Self::Position>;

    /// The index (into [`Game::components`]) of the part a move acts on.
    fn component_of(&self, mv: &Self::Move) -> usize;

    /// The position made of `parts` (each a position of the game, as
    /// [`Game::components`] gives them) side by side, in order: how a part
    /// is added to a position or taken from it. `None` where the game's
    /// positions are not their parts side by side (the heads of a row of
    /// coins share its coins), or where the result would pass the game's
    /// limits.
    fn join(&self, _parts: Vec<Self::Position>) -> Option<Self::Position> {
        None
    }

    /// What a move leaves in place of its component, in notation (`n2+n3`,
    /// `37`); empty when the component disappears.
    fn pieces(&self, mv: &Self::Move) -> String;

    /// The position after `mv`, leaving `position` as it is.
    fn apply(
        &self,
        position: &Self::Position,
        mv: &Self::Move,
    ) -> Result<Self::Position, PlayError<Self::Position, Self::IllegalMove>> {
        self.play(position.clone(), mv)
    }

    /// True in misère play, where whoever makes the last move loses;
    /// values then do not decide sums, and [`crate::misere`] gives outcomes.
    fn misere(&self) -> bool {
        false
    }

    /// Who wins `position` in misère play, where the game computes it;
    /// `None` in normal play (values decide it there) and past the reach
    /// of a misère game's search.
    fn misere_outcome(&self, _position: &Self::Position) -> Option<crate::outcome::Outcome> {
        None
    }

    /// Who wins `position` by the game's rule where its values are past
    /// every search (Moore's Nim_k of large heaps): such a position is
    /// played by who wins. Nothing asks for its value, or for the value of
    /// what a move leaves; the rows of its moves carry 0 for a move to a
    /// lost position and 1 for any other, standing for the outcome alone.
    /// `None` wherever values are known, which is every position of most
    /// games.
    fn rule_outcome(&self, _position: &Self::Position) -> Option<crate::outcome::Outcome> {
        None
    }

    /// True when no move is possible.
    fn is_terminal(&self, position: &Self::Position) -> bool {
        self.moves(position).next().is_none()
    }

    /// Every position one move away, with duplicates.
    fn options(&self, position: &Self::Position) -> Vec<Self::Position> {
        self.moves(position)
            .filter_map(|m| self.apply(position, &m).ok())
            .collect()
    }

    /// A form in which positions that are equal as games compare equal,
    /// so a memo shares their work (sorted parts, say).
    fn canonical(&self, position: &Self::Position) -> Self::Position {
        position.clone()
    }

    /// The value of one component by a closed form or a fast method, where
    /// the game has one; `None` leaves it to brute force.
    fn closed_value(&self, _component: &Self::Position) -> Option<Nimber> {
        None
    }

    /// One component in words, for a text alternative ("Klein bottle").
    fn describe_component(&self, component: &Self::Position) -> String {
        self.format_position(component)
    }

    /// A move in words, as the object of the game's verbs ([`Game::words`]):
    /// "(g) on n5, giving n2 + n3"; the move's text by default.
    fn describe_move(&self, position: &Self::Position, mv: &Self::Move) -> String {
        self.format_move(position, mv)
    }

    /// The words for this game's moves.
    fn words(&self) -> MoveWords {
        MoveWords::fixed("move", "played", "play")
    }

    /// A move to a position of value 0, if there is one.
    fn winning_move(
        &self,
        position: &Self::Position,
        values: Values<'_, Self::Position>,
    ) -> Option<Self::Move> {
        first_winning_move(self, position, values)
    }

    /// The perfect player's choice: a winning move where one exists,
    /// otherwise a move that makes the opponent's task hardest (see
    /// [`hardest_move`]). `None` only when no move is possible.
    fn computer_move(
        &self,
        position: &Self::Position,
        values: Values<'_, Self::Position>,
    ) -> Option<Self::Move> {
        self.winning_move(position, values)
            .or_else(|| hardest_move(self, position, values))
    }

    /// The move of a group too large to list ([`MoveGroup::range`]) with
    /// parameter `a`, on component `component`; `None` when `a` is not one
    /// of the group's values.
    fn move_for(
        &self,
        _position: &Self::Position,
        _component: usize,
        _group: &str,
        _a: u64,
    ) -> Option<Self::Move> {
        None
    }

    /// Computes at most `budget` more steps of what the values of
    /// `position` rest on (a table of values built heap by heap, coin by
    /// coin), and says how far it has come; `None` once nothing is left to
    /// compute, after which no value of the position costs more than a
    /// lookup. A page calls it a slice at a time rather than let one value
    /// do all the work at once; `budget` 0 only asks. Most games need
    /// nothing: `None`.
    fn prepare(&self, _position: &Self::Position, _budget: u64) -> Option<Preparing> {
        None
    }

    /// The moves of one component, grouped as the game groups them, each
    /// with the value of the whole position after it. Groups with more than
    /// `limit` moves may be summarised rather than listed.
    fn move_groups(
        &self,
        position: &Self::Position,
        component: usize,
        limit: u64,
        values: Values<'_, Self::Position>,
    ) -> Vec<MoveGroup<Self::Move>> {
        single_group(self, position, component, limit, values)
    }

    /// The moves of component `component` that act on its own component
    /// `within` (in a sum, a head of the row of coins that is one of its
    /// parts), grouped as [`Game::move_groups`] groups them. A game whose
    /// components have no components of their own lists the component's
    /// moves.
    fn move_groups_within(
        &self,
        position: &Self::Position,
        component: usize,
        _within: usize,
        limit: u64,
        values: Values<'_, Self::Position>,
    ) -> Vec<MoveGroup<Self::Move>> {
        self.move_groups(position, component, limit, values)
    }
}

/// How far a game has come computing what a position's values rest on
/// ([`Game::prepare`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preparing {
    /// What is computed, in words: "the values of Grundy's game".
    pub what: String,
    /// What each step is, in words: "heap", "coin".
    pub unit: String,
    /// How many steps are done.
    pub done: u64,
    /// How many steps there are in all.
    pub total: u64,
}

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
///
/// This is how the computer plays without a winning move: every move then
/// loses against perfect play, so it leaves the opponent the fewest winning
/// answers, where a slip is most likely, and among those the most moves,
/// so the game does not end sooner than it must.
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
pub(crate) fn single_group<G: Game>(
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
pub(crate) fn group_of<G: Game>(
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn characters_count_from_one_and_respect_multibyte_text() {
        assert_eq!(character_at("o3 + x5", 5), 6);
        assert_eq!(character_at("⊕x", 3), 2);
        assert_eq!(character_at("⊕x", 1), 1);
        assert_eq!(character_at("ab", 99), 3);
    }
}
