//! Moves as a page lists them: a row per move with its notation, pieces,
//! sentence and the value it leads to, rows grouped by kind, and the
//! parameter of a group too large to list. Plain data, filled in by each
//! game ([`crate::Game::move_groups`]).

use crate::Nimber;
use std::borrow::Cow;

/// One move as a row of a list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow<M> {
    /// The move the row stands for.
    pub mv: M,
    /// The key of the group it belongs to (`g`), empty for a single group.
    pub key: String,
    /// The move in notation (`(g) n5 → n2 + n3`).
    pub text: String,
    /// What the move leaves in place of its component (`n2+n3`).
    pub pieces: String,
    /// One sentence saying what the move does.
    pub description: String,
    /// The value of the whole position after the move.
    pub value: Nimber,
    /// True when the move leaves value 0, a win for whoever makes it.
    pub winning: bool,
}

impl<M> MoveRow<M> {
    /// A row for `mv` leading to a position of value `value`.
    pub fn new(mv: M, key: String, text: String, pieces: String, value: Nimber) -> MoveRow<M> {
        MoveRow {
            mv,
            key,
            description: text.clone(),
            text,
            pieces,
            value,
            winning: value.is_zero(),
        }
    }

    /// The same row for a move of another type (a game inside an enum).
    pub fn map<N>(self, f: impl FnOnce(M) -> N) -> MoveRow<N> {
        MoveRow {
            mv: f(self.mv),
            key: self.key,
            text: self.text,
            pieces: self.pieces,
            description: self.description,
            value: self.value,
            winning: self.winning,
        }
    }
}

/// The values of a group's parameter, `first, first + step, ..., last`,
/// for groups too large to list (a split of a surface of huge genus).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamRange {
    /// What the parameter is called (`a`, `new size`): fixed words for a
    /// game compiled in, owned ones for a game reached through another
    /// module.
    pub name: Cow<'static, str>,
    /// Smallest value.
    pub first: u64,
    /// Largest value.
    pub last: u64,
    /// Distance between values.
    pub step: u64,
}

impl ParamRange {
    /// True when `a` is one of the range's values.
    pub const fn contains(&self, a: u64) -> bool {
        a >= self.first && a <= self.last && (a - self.first) % self.step == 0
    }

    /// The next value up (`up`) or down from `a`, kept in the range: a
    /// value past either end comes back to that end.
    pub fn step_from(&self, a: u64, up: bool) -> u64 {
        let a = a.clamp(self.first, self.last);
        let a = a - (a - self.first) % self.step;
        if up {
            a.saturating_add(self.step).min(self.last)
        } else if a > self.first {
            a - self.step
        } else {
            self.first
        }
    }
}

/// The moves of one kind on one component.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveGroup<M> {
    /// A short key (`g`), empty for a game with one group.
    pub key: String,
    /// The group's heading (`(g) separating circle between cross-caps`).
    pub title: String,
    /// How many moves the group has.
    pub count: u128,
    /// Every move of the group, when it has at most the listing limit.
    pub rows: Vec<MoveRow<M>>,
    /// One move per distinct value, when the group is too large to list.
    pub reach: Vec<MoveRow<M>>,
    /// The parameter of a group too large to list.
    pub range: Option<ParamRange>,
}

impl<M> MoveGroup<M> {
    /// True when `rows` lists every move.
    pub fn is_listed(&self) -> bool {
        self.reach.is_empty()
    }

    /// The same group for moves of another type.
    pub fn map<N>(self, f: impl Fn(M) -> N) -> MoveGroup<N> {
        MoveGroup {
            key: self.key,
            title: self.title,
            count: self.count,
            rows: self.rows.into_iter().map(|r| r.map(&f)).collect(),
            reach: self.reach.into_iter().map(|r| r.map(&f)).collect(),
            range: self.range,
        }
    }
}
