//! Display-ready facts for a user interface: a surface's cuts grouped by
//! kind with their results and values, the total as an expression, outcomes
//! and moves in words. Everything here is computed in time independent of
//! the genus, so a front end never enumerates the splits of a huge surface.

use super::cut::{count, split_range, Cut, CutKind, Cuts, SplitRange};
use super::position::{Move, Position};
use super::surface::Surface;
use super::value::summarize;
use crate::Nimber;

/// One cut of one component, as a row of a list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CutRow {
    /// The move the row stands for.
    pub mv: Move,
    /// The kind's letter, `'a'` to `'h'`.
    pub letter: char,
    /// One line of plain language (the cut's own description).
    pub description: String,
    /// The surfaces the cut produces, in notation, joined by `+` (`n2+n3`).
    pub result: String,
    /// The G-value of the whole position after the cut.
    pub value: Nimber,
    /// True when the cut leaves value 0, a win for the player who makes it.
    pub winning: bool,
}

impl CutRow {
    /// The row for `cut` made on component `component` of `position`.
    pub fn new(position: &Position, component: usize, cut: Cut) -> CutRow {
        let mv = Move { component, cut };
        let value = position.value_after(&mv);
        CutRow {
            mv,
            letter: cut.kind().letter(),
            description: cut.description(),
            result: pieces_text(&cut, "+"),
            value,
            winning: value.is_zero(),
        }
    }
}

/// The cuts of one kind on one component.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KindGroup {
    /// The kind.
    pub kind: CutKind,
    /// What the curve does, in a few words.
    pub summary: &'static str,
    /// How many cuts of this kind the surface has.
    pub count: u64,
    /// The split parameter's range, for (b), (g) and (h).
    pub range: Option<SplitRange>,
    /// Every cut of the kind, when there are at most the listing limit;
    /// empty otherwise (then use [`KindGroup::reach`] and [`cut_row_for`]).
    pub rows: Vec<CutRow>,
    /// One row per distinct value the kind reaches, with a witness cut;
    /// filled only when `rows` is not.
    pub reach: Vec<CutRow>,
}

impl KindGroup {
    /// True when the group lists every cut.
    pub fn is_listed(&self) -> bool {
        !self.rows.is_empty()
    }
}

/// The cut kinds available on component `component` of `position`, in the
/// paper's order. Kinds with at most `limit` cuts list them all; larger
/// (split) kinds carry the summary of reachable values instead. An index
/// past the end, or a sphere, gives no groups.
pub fn cut_groups(position: &Position, component: usize, limit: u64) -> Vec<KindGroup> {
    let Some(&surface) = position.surfaces().get(component) else {
        return Vec::new();
    };
    CutKind::ALL
        .into_iter()
        .filter_map(|kind| {
            let n = count(surface, kind);
            if n == 0 {
                return None;
            }
            let (rows, reach) = if n <= limit {
                let rows = Cuts::of_kind(surface, kind)
                    .map(|cut| CutRow::new(position, component, cut))
                    .collect();
                (rows, Vec::new())
            } else {
                let reach = summarize(surface, kind)
                    .reach
                    .into_iter()
                    .map(|r| CutRow::new(position, component, r.witness))
                    .collect();
                (Vec::new(), reach)
            };
            Some(KindGroup {
                kind,
                summary: kind.summary(),
                count: n,
                range: split_range(surface, kind),
                rows,
                reach,
            })
        })
        .collect()
}

/// The row for the split cut of `kind` with parameter `a` on a component,
/// or `None` when `a` is not admissible there.
pub fn cut_row_for(position: &Position, component: usize, kind: CutKind, a: u64) -> Option<CutRow> {
    let &surface = position.surfaces().get(component)?;
    let cut = Cut::split(surface, kind, a).ok()?;
    Some(CutRow::new(position, component, cut))
}

/// The surfaces a cut produces, in notation, joined by `sep`.
pub fn pieces_text(cut: &Cut, sep: &str) -> String {
    cut.result()
        .iter()
        .map(Surface::to_string)
        .collect::<Vec<_>>()
        .join(sep)
}

/// How many terms [`value_expression`] writes before it abbreviates.
pub const EXPRESSION_TERMS: usize = 12;

/// The total as a nim-sum of the surfaces' values: `4 ⊕ 2 ⊕ 0 = 6`. Long
/// positions are abbreviated after [`EXPRESSION_TERMS`] terms; the empty
/// position is `0`.
pub fn value_expression(position: &Position) -> String {
    let values = position.values();
    let total = position.value();
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

/// A move in a game record: `1. P1: (g) n5 → n2 + n3`.
pub fn move_text(number: usize, player: &str, mv: &Move) -> String {
    format!(
        "{number}. {player}: {} {} → {}",
        mv.cut.kind(),
        mv.cut.surface(),
        pieces_text(&mv.cut, " + ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(text: &str) -> Position {
        text.parse().unwrap()
    }

    #[test]
    fn n4_lists_every_cut_of_every_kind() {
        let p = pos("n4");
        let groups = cut_groups(&p, 0, 12);
        let listed: Vec<Cut> = groups
            .iter()
            .flat_map(|g| g.rows.iter().map(|r| r.mv.cut))
            .collect();
        assert_eq!(
            listed,
            Cuts::new(Surface::nonorientable(4)).collect::<Vec<_>>()
        );
    }

    #[test]
    fn rows_carry_the_whole_position_value() {
        let p = pos("n5 + o2");
        let groups = cut_groups(&p, 0, 12);
        for row in groups.iter().flat_map(|g| &g.rows) {
            let after = p.apply(&row.mv).unwrap();
            assert_eq!(row.value, after.value());
            assert_eq!(row.winning, after.value().is_zero());
        }
    }

    #[test]
    fn split_result_is_joined_with_plus() {
        let p = pos("n5");
        let row = cut_row_for(&p, 0, CutKind::G, 2).unwrap();
        assert_eq!(row.result, "n2+n3");
        assert_eq!(row.letter, 'g');
    }

    #[test]
    fn huge_genus_is_summarised_not_listed() {
        let p = pos("n18446744073709551615");
        let groups = cut_groups(&p, 0, 12);
        let g = groups.iter().find(|g| g.kind == CutKind::G).unwrap();
        assert!(!g.is_listed());
        assert!(!g.reach.is_empty());
        assert_eq!(g.count, u64::MAX / 2);
    }

    #[test]
    fn inadmissible_split_parameter_gives_no_row() {
        let p = pos("n7");
        assert!(cut_row_for(&p, 0, CutKind::H, 3).is_none());
        assert!(cut_row_for(&p, 0, CutKind::H, 4).is_some());
        assert!(cut_row_for(&p, 3, CutKind::H, 4).is_none());
    }

    #[test]
    fn sphere_has_no_groups() {
        assert!(cut_groups(&pos("o0"), 0, 12).is_empty());
    }

    #[test]
    fn expression_shows_each_term_and_the_total() {
        // G(n4) = 6, G(o2) = 2, G(n5) = 0.
        assert_eq!(value_expression(&pos("n4 + o2 + n5")), "6 ⊕ 2 ⊕ 0 = 4");
        assert_eq!(value_expression(&pos("n4")), "6");
    }

    #[test]
    fn long_expressions_are_abbreviated() {
        let text = value_expression(&pos("20*o1"));
        assert!(text.ends_with("… (8 more) = 0"), "{text}");
    }

    #[test]
    fn outcome_names_the_winner() {
        assert_eq!(
            outcome_text(Nimber::ZERO, "Player 1", "Player 2"),
            "Player 1 to move — Player 2 wins with perfect play: the player to move loses"
        );
        assert_eq!(
            outcome_text(Nimber::from(3), "Player 2", "Player 1"),
            "Player 2 to move — Player 2 wins with perfect play"
        );
    }

    #[test]
    fn moves_are_written_in_notation() {
        let p = pos("n5");
        let row = cut_row_for(&p, 0, CutKind::G, 2).unwrap();
        assert_eq!(move_text(1, "P1", &row.mv), "1. P1: (g) n5 → n2 + n3");
    }
}
