//! Why a surface has its value: the positions one cut away and their mex,
//! laid out as in the paper's Table 2.1.

use super::closed::surface_value;
use super::cut::{total_count, CutKind, Cuts};
use super::summary::summarize;
use super::surface::Surface;
use crate::Nimber;

/// One reachable position in the explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ReachRow {
    /// The kinds of cut that lead here (several when kinds coincide, as (e)
    /// and (f) on the Klein bottle).
    pub kinds: Vec<CutKind>,
    /// The pieces, sorted.
    pub pieces: Vec<Surface>,
    /// Their G-value together.
    pub value: Nimber,
}

/// One step of the mex: is `value` among the reachable values?
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MexStep {
    /// The value tested.
    pub value: Nimber,
    /// Index into [`Explanation::rows`] of a position with that value.
    pub witness: Option<usize>,
}

/// The computation of `G(surface)` as a mex.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Explanation {
    /// The surface.
    pub surface: Surface,
    /// True when `rows` lists every distinct reachable position; false when
    /// the surface has too many cuts and `rows` holds one witness per kind
    /// and value (the per-kind summaries).
    pub exhaustive: bool,
    /// The reachable positions (or witnesses), in the paper's order:
    /// (a), (b) for `og`; (c), (e), (d), (f), (g), (h) for `ng`.
    pub rows: Vec<ReachRow>,
    /// The mex, value by value: 0, 1, ... up to the first missing one.
    pub steps: Vec<MexStep>,
    /// `G(surface)`: the first missing value.
    pub value: Nimber,
}

/// Above this many cuts the explanation uses the per-kind summaries.
pub const EXHAUSTIVE_LIMIT: u128 = 60;

const ORDER: [CutKind; 8] = [
    CutKind::A,
    CutKind::B,
    CutKind::C,
    CutKind::E,
    CutKind::D,
    CutKind::F,
    CutKind::G,
    CutKind::H,
];

fn add_row(rows: &mut Vec<ReachRow>, kind: CutKind, mut pieces: Vec<Surface>, value: Nimber) {
    pieces.sort_unstable();
    match rows.iter_mut().find(|r| r.pieces == pieces) {
        Some(row) => {
            if !row.kinds.contains(&kind) {
                row.kinds.push(kind);
            }
        }
        None => rows.push(ReachRow {
            kinds: vec![kind],
            pieces,
            value,
        }),
    }
}

/// Every distinct position one cut away from `surface`, in the paper's
/// order, by enumerating all its cuts (about 3g/2 of them).
pub fn reachable(surface: Surface) -> Vec<ReachRow> {
    let mut rows: Vec<ReachRow> = Vec::new();
    for kind in ORDER {
        for cut in Cuts::of_kind(surface, kind) {
            add_row(&mut rows, kind, cut.result().to_vec(), cut.result_value());
        }
    }
    rows
}

/// Explains `G(surface)`: exhaustively for up to [`EXHAUSTIVE_LIMIT`] cuts,
/// through the per-kind summaries beyond (any genus, constant time).
pub fn explain(surface: Surface) -> Explanation {
    let exhaustive = total_count(surface) <= EXHAUSTIVE_LIMIT;
    let mut rows: Vec<ReachRow> = Vec::new();
    if exhaustive {
        rows = reachable(surface);
    } else {
        for s in ORDER.into_iter().map(|kind| summarize(surface, kind)) {
            for r in s.reach {
                add_row(&mut rows, s.kind, r.witness.result().to_vec(), r.value);
            }
        }
    }
    let value = surface_value(surface);
    let steps = (0..=value.get())
        .map(|v| MexStep {
            value: Nimber(v),
            witness: rows.iter().position(|r| r.value == Nimber(v)),
        })
        .collect();
    Explanation {
        surface,
        exhaustive,
        rows,
        steps,
        value,
    }
}

/// One row of Table 2.1: the distinct positions one cut away from `ng`, each
/// with its G-value, and `G(ng)` as their mex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRow {
    /// The genus g.
    pub genus: u64,
    /// Each distinct resulting position (pieces sorted) and its value, in the
    /// paper's order: (c), (e), (d)/(f), (g), (h).
    pub moves: Vec<(Vec<Surface>, Nimber)>,
    /// `G(ng)`, the mex of the move values.
    pub value: Nimber,
}

/// Table 2.1's row for `ng`, computed from the cuts and the closed forms of
/// the pieces (the pieces all have smaller genus).
pub fn table_row(g: u64) -> TableRow {
    let moves: Vec<(Vec<Surface>, Nimber)> = reachable(Surface::nonorientable(g))
        .into_iter()
        .map(|row| (row.pieces, row.value))
        .collect();
    let value = Nimber::mex(moves.iter().map(|m| m.1));
    TableRow {
        genus: g,
        moves,
        value,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn klein_bottle_merges_e_and_f() {
        let e = explain(Surface::nonorientable(2));
        assert!(e.exhaustive);
        let sphere = e
            .rows
            .iter()
            .find(|r| r.pieces == [Surface::SPHERE])
            .unwrap();
        assert_eq!(sphere.kinds, [CutKind::E, CutKind::F]);
        assert_eq!(e.value, Nimber(2));
    }

    #[test]
    fn mex_steps_end_at_the_first_missing_value() {
        let e = explain(Surface::nonorientable(7));
        assert_eq!(e.steps.len(), 5);
        assert!(e.steps[..4].iter().all(|s| s.witness.is_some()));
        assert_eq!(
            e.steps[4],
            MexStep {
                value: Nimber(4),
                witness: None
            }
        );
    }

    #[test]
    fn huge_genus_uses_summaries() {
        let e = explain(Surface::nonorientable(u64::MAX));
        assert!(!e.exhaustive);
        assert_eq!(e.steps.last().unwrap().witness, None);
        for s in &e.steps[..e.steps.len() - 1] {
            assert!(s.witness.is_some());
        }
    }
}
