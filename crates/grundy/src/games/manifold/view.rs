//! Display-ready facts about positions of the surface game: each
//! surface's cuts grouped by kind with their results and the value after
//! each, and moves in words. Everything here takes time independent of the
//! genus, so a front end never enumerates the splits of a huge surface.

use super::cut::{count, split_range, Cut, CutKind, Cuts};
use super::position::{Move, Position};
use super::summary::summarize;
use super::surface::Surface;
use crate::view::{MoveGroup, MoveRow, ParamRange};

/// The row for `cut` made on component `component` of `position`.
pub fn cut_row(position: &Position, component: usize, cut: Cut) -> MoveRow<Move> {
    let mv = Move { component, cut };
    let value = position.value_after(&mv);
    let mut row = MoveRow::new(
        mv,
        cut.kind().letter().to_string(),
        super::notation::format_move(position, &mv),
        pieces_text(&cut, "+"),
        value,
    );
    row.description = cut.description();
    row
}

/// The cut kinds available on component `component` of `position`, in the
/// paper's order. Kinds with at most `limit` cuts list them all; larger
/// (split) kinds carry one cut per value they reach instead, and the range
/// of their parameter. An index past the end, or a sphere, gives no groups.
pub fn cut_groups(position: &Position, component: usize, limit: u64) -> Vec<MoveGroup<Move>> {
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
            let (rows, reach, range) = if n <= limit {
                let rows = Cuts::of_kind(surface, kind)
                    .map(|cut| cut_row(position, component, cut))
                    .collect();
                (rows, Vec::new(), None)
            } else {
                let reach = summarize(surface, kind)
                    .reach
                    .into_iter()
                    .map(|r| cut_row(position, component, r.witness))
                    .collect();
                (Vec::new(), reach, param_range(surface, kind))
            };
            Some(MoveGroup {
                key: kind.letter().to_string(),
                title: format!("{kind} {}", kind.summary()),
                count: u128::from(n),
                rows,
                reach,
                range,
            })
        })
        .collect()
}

/// The parameter `a` of the split cuts of `kind`, for a chooser; `None`
/// for a kind without one.
pub fn param_range(surface: Surface, kind: CutKind) -> Option<ParamRange> {
    split_range(surface, kind).map(|r| ParamRange {
        name: "a".into(),
        first: r.first,
        last: r.last,
        step: r.step,
    })
}

/// The row for the split cut of `kind` with parameter `a` on a component,
/// or `None` when `a` is not admissible there.
pub fn cut_row_for(
    position: &Position,
    component: usize,
    kind: CutKind,
    a: u64,
) -> Option<MoveRow<Move>> {
    let &surface = position.surfaces().get(component)?;
    let cut = Cut::split(surface, kind, a).ok()?;
    Some(cut_row(position, component, cut))
}

/// The surfaces a cut produces, in notation, joined by `sep`.
pub fn pieces_text(cut: &Cut, sep: &str) -> String {
    cut.result()
        .iter()
        .map(Surface::to_string)
        .collect::<Vec<_>>()
        .join(sep)
}

/// A move in words: "(g) on n5, giving n2 + n3".
pub fn describe_move(mv: &Move) -> String {
    format!(
        "{} on {}, giving {}",
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
        assert_eq!(row.key, "g");
        assert_eq!(row.pieces, "n2+n3");
    }

    #[test]
    fn huge_genus_is_summarised_not_listed() {
        let p = pos("n18446744073709551615");
        let groups = cut_groups(&p, 0, 12);
        let g = groups.iter().find(|g| g.key == "g").unwrap();
        assert!(!g.is_listed());
        assert!(!g.reach.is_empty());
        assert_eq!(g.count, u128::from(u64::MAX / 2));
        assert_eq!(
            g.range.as_ref().map(|r| (r.first, r.last)),
            Some((1, u64::MAX / 2))
        );
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
        let values = pos("n4 + o2 + n5").values();
        assert_eq!(crate::view::value_expression(&values), "6 ⊕ 2 ⊕ 0 = 4");
    }

    #[test]
    fn moves_are_written_in_notation() {
        let p = pos("n5");
        let row = cut_row_for(&p, 0, CutKind::G, 2).unwrap();
        assert_eq!(row.text, "(g) n5 → n2 + n3");
        assert_eq!(describe_move(&row.mv), "(g) on n5, giving n2 + n3");
    }
}
