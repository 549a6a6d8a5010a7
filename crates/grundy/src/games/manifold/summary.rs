//! What each kind of cut can do to a surface, at any genus: how many cuts it
//! has and the distinct values it reaches, each with a cut that reaches it.

use super::cut::{count, split_range, Cut, CutKind, SplitRange};
use super::surface::Surface;
use crate::Nimber;

/// One value a kind of cut reaches from a surface, with a cut that reaches it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Reach {
    /// G-value of the cut's pieces together.
    pub value: Nimber,
    /// One cut of the kind that produces it.
    pub witness: Cut,
}

/// What one kind of cut can do to one surface.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct KindSummary {
    /// The kind.
    pub kind: CutKind,
    /// How many cuts of this kind the surface has.
    pub count: u64,
    /// The range of the split parameter, for split kinds.
    pub range: Option<SplitRange>,
    /// Each distinct value the pieces can have, smallest first, with a witness.
    pub reach: Vec<Reach>,
}

/// How far from each end of a split range to look. The closed forms are
/// periodic (period 2 from genus 2 for `og`, period 4 from genus 3 for
/// `ng`), so a split's value depends only on the parameter's residue once
/// both parts are past their pre-periods; both ends of the range, 16 wide,
/// meet every class that occurs. Tests compare with full enumeration.
const WINDOW: u64 = 16;

/// The distinct values a kind reaches from a surface, each with a witness,
/// in constant time at any genus.
pub fn summarize(surface: Surface, kind: CutKind) -> KindSummary {
    // Kept sorted by value as it is built.
    let mut reach: Vec<Reach> = Vec::new();
    let mut add = |cut: Cut| {
        let value = cut.result_value();
        if let Err(at) = reach.binary_search_by_key(&value, |r| r.value) {
            reach.insert(
                at,
                Reach {
                    value,
                    witness: cut,
                },
            );
        }
    };
    let range = split_range(surface, kind);
    match range {
        Some(r) => {
            let n = r.len();
            let ends = (0..n.min(WINDOW)).chain(n.saturating_sub(WINDOW).max(WINDOW.min(n))..n);
            // Every index is within the range, so every split is legal.
            for cut in ends.filter_map(|i| Cut::split(surface, kind, r.nth(i)).ok()) {
                add(cut);
            }
        }
        None => {
            if let Ok(cut) = Cut::new(surface, kind) {
                add(cut);
            }
        }
    }
    KindSummary {
        kind,
        count: count(surface, kind),
        range,
        reach,
    }
}

/// Summaries for every kind that applies to the surface, in the paper's order.
pub fn summarize_all(surface: Surface) -> Vec<KindSummary> {
    CutKind::ALL
        .into_iter()
        .map(|k| summarize(surface, k))
        .filter(|s| s.count > 0)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summary_of_a_huge_surface_is_instant() {
        let s = Surface::nonorientable(1_000_000_000_000_000);
        let all = summarize_all(s);
        assert_eq!(all.len(), 5);
        for k in &all {
            assert!(!k.reach.is_empty());
        }
    }
}
