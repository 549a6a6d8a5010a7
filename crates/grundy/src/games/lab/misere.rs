//! Misère play of a rule set as a whole: the genus of every surface, and
//! either the tame rule that decides every sum in reach or, where some
//! position is wild, the misère quotient observed among light positions.

use super::game::{weight, LabGame};
use super::rules::Variant;
use crate::game::Game;
use crate::manifold::{Position, Surface};
use crate::misere::{observed_quotient, Genus, GenusSolver, MisereSolver, Outcome, Tameness};

/// The genus of one surface.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SurfaceGenus {
    /// The surface, as `o2` or `n3`.
    pub surface: String,
    /// Its genus.
    pub genus: Genus,
}

/// One class of an observed quotient, for display.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ClassRow {
    /// The lightest position in the class, in notation (`0` for none).
    pub representative: String,
    /// Whether its members are P-positions.
    pub p: bool,
    /// How many positions of the range fall in it.
    pub members: usize,
}

/// The misère quotient seen among positions of weight at most `weight`,
/// told apart by adding positions of the same range.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct QuotientReport {
    /// The positions and partners go up to this weight (their sums to
    /// twice it).
    pub weight: u64,
    /// How many positions that is.
    pub positions: usize,
    /// The classes, lightest representative first.
    pub classes: Vec<ClassRow>,
    /// The class of each surface of the range.
    pub surfaces: Vec<(String, usize)>,
    /// The class of the sum of two classes' representatives, where the
    /// range holds it.
    pub sums: Vec<Vec<Option<usize>>>,
}

/// What the lab says about misère play under one rule set.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MisereReport {
    /// Every position of weight at most this was given its genus.
    pub weight: u64,
    /// How many positions that is (without spheres).
    pub positions: usize,
    /// The genus of each surface of weight at most `weight`, lightest first.
    pub surfaces: Vec<SurfaceGenus>,
    /// The lightest position whose genus is wild, with that genus; `None`
    /// when every position in reach is tame.
    pub first_wild: Option<(String, Genus)>,
    /// The observed quotient, when some position is wild.
    pub quotient: Option<QuotientReport>,
}

impl MisereReport {
    /// True when every position in reach has a tame genus, so the tame
    /// rule decides every sum of them.
    pub fn tame(&self) -> bool {
        self.first_wild.is_none()
    }
}

/// The surfaces of weight `1..=max`, lightest first (`n1, o1, n2, n3, o2…`
/// by weight; og of weight `2g`).
pub fn surfaces_to(max: u64) -> Vec<Surface> {
    let mut out = Vec::new();
    for w in 1..=max {
        out.push(Surface::nonorientable(w));
        if w % 2 == 0 {
            out.push(Surface::orientable(w / 2));
        }
    }
    out
}

/// How many positions [`positions_to`] gives for `max`, counted without
/// listing them.
pub fn positions_to_count(max: u64) -> u64 {
    let max = max as usize;
    let mut by_weight = vec![0u64; max + 1];
    by_weight[0] = 1;
    for s in surfaces_to(max as u64) {
        let w = weight(s) as usize;
        for total in w..=max {
            by_weight[total] = by_weight[total].saturating_add(by_weight[total - w]);
        }
    }
    by_weight.iter().fold(0u64, |a, &b| a.saturating_add(b))
}

/// Every position (a multiset of surfaces other than the sphere) of total
/// weight at most `max`, by weight, the empty position first.
pub fn positions_to(max: u64) -> Vec<Position> {
    fn extend(
        items: &[Surface],
        from: usize,
        left: u64,
        now: &mut Vec<Surface>,
        out: &mut Vec<Position>,
    ) {
        out.push(Position::new(now.clone()));
        for (i, &s) in items.iter().enumerate().skip(from) {
            let w = weight(s) as u64;
            if w <= left {
                now.push(s);
                extend(items, i, left - w, now, out);
                now.pop();
            }
        }
    }
    let items = surfaces_to(max);
    let mut out = Vec::new();
    extend(&items, 0, max, &mut Vec::new(), &mut out);
    let total = |p: &Position| -> u64 { p.surfaces().iter().map(|&s| weight(s) as u64).sum() };
    out.sort_by_key(|p| (total(p), p.len()));
    out
}

/// The misère report of `variant`'s rules: genera of every position of
/// weight at most `genus_weight`, and, if one is wild, the quotient seen
/// among positions of weight at most `quotient_weight`.
/// `None` only if some genus sequence did not settle, which Conway's
/// theorem rules out.
pub fn misere_report(
    variant: Variant,
    genus_weight: u64,
    quotient_weight: u64,
) -> Option<MisereReport> {
    let game = LabGame::new(Variant {
        rules: variant.rules,
        misere: true,
    });
    let mut genera = GenusSolver::new(game.clone());
    let positions = positions_to(genus_weight);
    let mut first_wild = None;
    for p in &positions {
        let g = genera.genus(p)?;
        if first_wild.is_none() && g.tameness() == Tameness::Wild {
            first_wild = Some((game.format_position(p), g));
        }
    }
    let surfaces = surfaces_to(genus_weight)
        .into_iter()
        .map(|s| {
            let p = Position::new(vec![s]);
            Some(SurfaceGenus {
                surface: game.format_position(&p),
                genus: genera.genus(&p)?,
            })
        })
        .collect::<Option<Vec<_>>>()?;
    let quotient = first_wild
        .is_some()
        .then(|| quotient_report(&game, quotient_weight));
    Some(MisereReport {
        weight: genus_weight,
        positions: positions.len() - 1,
        surfaces,
        first_wild,
        quotient,
    })
}

fn join(a: &Position, b: &Position) -> Position {
    Position::new(a.surfaces().iter().chain(b.surfaces()).copied().collect())
}

fn quotient_report(game: &LabGame, max: u64) -> QuotientReport {
    let positions = positions_to(max);
    let mut solver = MisereSolver::new(game.clone());
    let q = observed_quotient(&mut solver, &positions, join);
    let text = |p: &Position| {
        if p.is_empty() {
            "0".to_string()
        } else {
            game.format_position(p)
        }
    };
    let classes = q
        .classes
        .iter()
        .map(|c| ClassRow {
            representative: text(&positions[c.representative]),
            p: c.outcome == Outcome::Previous,
            members: c.members,
        })
        .collect();
    let surfaces = positions
        .iter()
        .zip(&q.class_of)
        .filter(|(p, _)| p.len() == 1)
        .map(|(p, &c)| (text(p), c))
        .collect();
    QuotientReport {
        weight: max,
        positions: positions.len(),
        classes,
        surfaces,
        sums: q.sums,
    }
}

#[cfg(test)]
#[path = "misere_tests.rs"]
mod tests;
