//! Display-ready facts for any game: its components with their values, the
//! moves of one component grouped as the game groups them (each with the
//! value of the whole position after it), the total as a nim-sum, and the
//! outcome in words. A front end only draws these.

use crate::game::{Game, Values};
use crate::Nimber;

/// One component of a position, as a card of a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentView<P> {
    /// Index into the game's components.
    pub index: usize,
    /// The component as a position of its own.
    pub position: P,
    /// Its notation (`n5`, `37`).
    pub text: String,
    /// Its value.
    pub value: Nimber,
    /// True when it still has a move.
    pub live: bool,
    /// Its description in words.
    pub name: String,
}

/// The components of `position`, in order.
pub fn components<G: Game>(
    game: &G,
    position: &G::Position,
    values: Values<'_, G::Position>,
) -> Vec<ComponentView<G::Position>> {
    game.components(position)
        .into_iter()
        .enumerate()
        .map(|(index, c)| ComponentView {
            index,
            text: game.format_position(&c),
            value: values(&c),
            live: !game.is_terminal(&c),
            name: game.describe_component(&c),
            position: c,
        })
        .collect()
}

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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParamRange {
    /// What the parameter is called (`a`, `new size`).
    pub name: &'static str,
    /// Smallest value.
    pub first: u64,
    /// Largest value.
    pub last: u64,
    /// Distance between values.
    pub step: u64,
}

impl ParamRange {
    /// True when `a` is one of the range's values.
    pub const fn contains(self, a: u64) -> bool {
        a >= self.first && a <= self.last && (a - self.first) % self.step == 0
    }

    /// The next value up (`up`) or down from `a`, kept in the range: a
    /// value past either end comes back to that end.
    pub fn step_from(self, a: u64, up: bool) -> u64 {
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

/// Every move of one component in one group: the default for games that
/// do not group their moves.
pub fn single_group<G: Game>(
    game: &G,
    position: &G::Position,
    component: usize,
    _limit: u64,
    values: Values<'_, G::Position>,
) -> Vec<MoveGroup<G::Move>> {
    let rows: Vec<MoveRow<G::Move>> = game
        .moves(position)
        .filter(|m| game.component_of(m) == component)
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
        title: "Moves".to_string(),
        count: rows.len() as u128,
        rows,
        reach: Vec::new(),
        range: None,
    }]
}

/// How many terms [`value_expression`] writes before it abbreviates.
pub const EXPRESSION_TERMS: usize = 12;

/// The total as a nim-sum of the components' values: `4 ⊕ 2 ⊕ 0 = 6`.
/// Long sums are abbreviated after [`EXPRESSION_TERMS`] terms; no
/// components is `0`, one is its value alone.
pub fn value_expression(values: &[Nimber]) -> String {
    let total: Nimber = values.iter().copied().sum();
    if values.len() <= 1 {
        return total.to_string();
    }
    let mut terms: Vec<String> = values
        .iter()
        .take(EXPRESSION_TERMS)
        .map(Nimber::to_string)
        .collect();
    if values.len() > EXPRESSION_TERMS {
        terms.push(format!("… ({} more)", values.len() - EXPRESSION_TERMS));
    }
    format!("{} = {total}", terms.join(" ⊕ "))
}

/// The outcome in words for `to_move` (a player's name) about to move in a
/// position of value `value`, naming the winner with perfect play; `other`
/// is the opponent's name.
pub fn outcome_text(value: Nimber, to_move: &str, other: &str) -> String {
    if value.is_zero() {
        format!("{to_move} to move — {other} wins with perfect play: the player to move loses")
    } else {
        format!("{to_move} to move — {to_move} wins with perfect play")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expression_shows_each_term_and_the_total() {
        let v = [6, 2, 0].map(Nimber);
        assert_eq!(value_expression(&v), "6 ⊕ 2 ⊕ 0 = 4");
        assert_eq!(value_expression(&[Nimber(6)]), "6");
        assert_eq!(value_expression(&[]), "0");
    }

    #[test]
    fn long_expressions_are_abbreviated() {
        let text = value_expression(&[Nimber(1); 20]);
        assert!(text.ends_with("… (8 more) = 0"), "{text}");
    }

    #[test]
    fn outcome_names_the_winner() {
        assert_eq!(
            outcome_text(Nimber::ZERO, "Player 1", "Player 2"),
            "Player 1 to move — Player 2 wins with perfect play: the player to move loses"
        );
        assert_eq!(
            outcome_text(Nimber(3), "Player 2", "Player 1"),
            "Player 2 to move — Player 2 wins with perfect play"
        );
    }

    #[test]
    fn stepping_a_range_stays_inside_it() {
        let r = ParamRange {
            name: "a",
            first: 2,
            last: 10,
            step: 2,
        };
        assert_eq!(r.step_from(4, true), 6);
        assert_eq!(r.step_from(10, true), 10);
        assert_eq!(r.step_from(2, false), 2);
        // From past the end, down is one step below the end, not the start.
        assert_eq!(r.step_from(u64::MAX, false), 8);
        assert_eq!(r.step_from(0, false), 2);
        assert_eq!(r.step_from(5, false), 2);
        assert!(r.contains(6) && !r.contains(7) && !r.contains(12));
    }
}
