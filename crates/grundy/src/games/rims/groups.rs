//! A region's new loops as a page lists them. A region of `n` free dots
//! has `n (n + 1) / 2` loops enclosing no other loop (through `k` dots,
//! around `j`), 500,500 at 1,000 dots: past the list's limit the page
//! offers two families with a chooser each, which between them reach
//! every value a loop can leave, as the notes' reduction to Nim says (a
//! loop around nothing through `k` dots takes the heap down to `n − k`;
//! a loop through one dot around `j` splits it into `j` and `n − 1 − j`).

use super::region::{LoopMove, Region};
use crate::moves::{MoveGroup, MoveRow, ParamRange};
use crate::Nimber;
use std::collections::HashSet;

/// Regions with more loops than this list only moves enclosing none of
/// them; enclosing loops changes nothing in play, and any choice can still
/// be typed.
pub const MAX_LISTED_LOOPS: usize = 6;

/// The most loops of a family looked at for the values they reach.
const SCAN: u64 = 2_000;

/// A family's moves keep one move for at most this many values per move
/// a group may list, and the winning one wherever it is found.
const REACH_PER_LISTED: u64 = 20;

/// The free region `component` (its path and its free dots), counted as
/// the game counts its components: the regions with free dots, in order.
pub(super) fn region(position: &Region, component: usize) -> Option<(Vec<usize>, u64)> {
    position
        .regions()
        .into_iter()
        .filter(|(_, r)| r.dots > 0)
        .nth(component)
        .map(|(p, r)| (p, r.dots))
}

/// How many new loops the lists count in a region of `dots` free dots and
/// `loops` loops (each subset of at most [`MAX_LISTED_LOOPS`] loops
/// enclosed).
pub(super) fn count(dots: u64, loops: usize) -> u128 {
    let subsets = if loops <= MAX_LISTED_LOOPS {
        1u128 << loops
    } else {
        1
    };
    u128::from(dots) * (u128::from(dots) + 1) / 2 * subsets
}

/// The move of family `group` with parameter `a` in region `component`:
/// `k`, a loop through `a` dots around none; `j`, a loop through one dot
/// around `a`.
pub(super) fn family_move(
    position: &Region,
    component: usize,
    group: &str,
    a: u64,
) -> Option<LoopMove> {
    let (path, n) = region(position, component)?;
    let (through, enclose) = match group {
        "k" if (1..=n).contains(&a) => (a, 0),
        "j" if a < n => (1, a),
        _ => return None,
    };
    Some(LoopMove {
        component,
        region: path,
        through,
        enclose,
        loops: Vec::new(),
        left: n - through - enclose,
    })
}

/// The two families of region `component`, each with its chooser and a
/// move to each value found; `row` writes one move's row.
pub(super) fn families(
    position: &Region,
    component: usize,
    limit: u64,
    row: &dyn Fn(LoopMove, &str) -> Option<MoveRow<LoopMove>>,
) -> Vec<MoveGroup<LoopMove>> {
    let Some((_, n)) = region(position, component) else {
        return Vec::new();
    };
    [
        (
            "k",
            "A new loop through some of the free dots, around none",
            "dots on the loop",
            1,
            n,
        ),
        (
            "j",
            "A new loop through one dot, around some of the others",
            "dots inside",
            0,
            n - 1,
        ),
    ]
    .into_iter()
    .map(|(key, title, name, first, last)| {
        let mut seen: HashSet<Nimber> = HashSet::new();
        let mut reach = Vec::new();
        for a in (first..=last).take(SCAN as usize) {
            let Some(r) = family_move(position, component, key, a).and_then(|mv| row(mv, key))
            else {
                continue;
            };
            let room = (reach.len() as u64) < limit.saturating_mul(REACH_PER_LISTED);
            if (room || r.winning) && seen.insert(r.value) {
                reach.push(r);
            }
        }
        let (mut wins, rest): (Vec<_>, Vec<_>) = reach.into_iter().partition(|r| r.winning);
        wins.extend(rest);
        MoveGroup {
            key: key.to_string(),
            title: title.to_string(),
            count: u128::from(last - first + 1),
            rows: Vec::new(),
            reach: wins,
            range: Some(ParamRange {
                name: name.into(),
                first,
                last,
                step: 1,
            }),
        }
    })
    .collect()
}

#[cfg(test)]
mod tests {
    use crate::games::rims::Rims;
    use crate::{Game, Solver};

    #[test]
    fn a_small_region_lists_every_loop() {
        let p = Rims.parse_position("3").unwrap();
        let groups = Solver::new(Rims).move_groups(&p, 0, 12);
        assert_eq!(groups.len(), 1);
        assert_eq!(groups[0].rows.len(), 6);
    }

    #[test]
    fn a_large_region_offers_two_families_reaching_every_value_a_loop_can_leave() {
        let p = Rims.parse_position("60 (2: 3)").unwrap();
        let solver = Solver::new(Rims);
        let groups = solver.move_groups(&p, 0, 12);
        let keys: Vec<&str> = groups.iter().map(|g| g.key.as_str()).collect();
        assert_eq!(keys, ["k", "j"]);
        let mut found: Vec<_> = groups
            .iter()
            .flat_map(|g| g.reach.iter().map(|r| r.value))
            .collect();
        found.sort_unstable();
        found.dedup();
        // Every value of every legal loop, by brute force.
        let mut all: Vec<_> = Rims
            .moves(&p)
            .filter(|m| m.component == 0)
            .map(|m| solver.value(&Rims.apply(&p, &m).unwrap()))
            .collect();
        all.sort_unstable();
        all.dedup();
        assert_eq!(found, all);
        // The winning loop comes first, and the chooser makes the loop it names.
        assert!(groups[0].reach[0].winning);
        let mv = Rims.move_for(&p, 0, "j", 7).unwrap();
        assert_eq!((mv.through, mv.enclose, mv.left), (1, 7, 52));
        assert!(Rims.apply(&p, &mv).is_ok());
        assert!(Rims.move_for(&p, 0, "k", 61).is_none());
    }
}
