//! Display-ready facts for any game: its components with their values, the
//! moves of one component grouped as the game groups them (each with the
//! value of the whole position after it), the total as a nim-sum, and the
//! outcome in words. A front end only draws these.

use crate::game::{Game, Values};
pub use crate::moves::{MoveGroup, MoveRow, ParamRange};
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

/// How many terms [`value_expression`] writes before it abbreviates.
pub const EXPRESSION_TERMS: usize = 12;

/// Items as an English list: `a`, `a and b`, `a, b and c`.
pub fn listed<S: AsRef<str>>(items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => format!(
            "{} and {}",
            rest.iter()
                .map(AsRef::as_ref)
                .collect::<Vec<_>>()
                .join(", "),
            last.as_ref()
        ),
    }
}

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
            name: "a".into(),
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
