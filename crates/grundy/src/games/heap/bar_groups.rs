//! The breaks of one bar as a page lists them. While there are few, all
//! of them in one group; past that a group for each side, listed when
//! short and otherwise offered through a chooser of the smaller piece's
//! length along that side, with a break to each value found among its
//! first [`SCAN`] breaks (the winning one first). A bar of 100,000 ×
//! 100,000 has 99,998 breaks, which no page can list.

use super::bar::{Bar, BarMove};
use super::groups::REACH_PER_LISTED;
use super::spread::largest_small_part;
use crate::game::Values;
use crate::moves::{MoveGroup, MoveRow, ParamRange};
use crate::Nimber;
use std::collections::HashSet;

/// The most breaks of a side looked at for the values they reach: a
/// bar's value is 0, 1 or one side's value in the line game (Schrage's
/// rule), so its breaks reach few values, soon found.
pub const SCAN: u64 = 2_000;

/// How a bar game writes a break: its notation, its pieces and its
/// sentence.
pub type Words<'a, B> = &'a dyn Fn(&BarMove<B>) -> (String, String, String);

/// The key of the group of breaks along side `k` (from 0): `s1`, `s2`, ...
fn key(k: usize) -> String {
    format!("s{}", k + 1)
}

/// The break of bar `component` along side `k` whose smaller piece has
/// length `a` there.
fn make<B: Bar>(from: B, component: usize, k: usize, a: u64) -> BarMove<B> {
    BarMove {
        piece: component,
        from,
        leaves: [from.with_side(k, a), from.with_side(k, from.side(k) - a)],
    }
}

/// The breaks of bar `component` of `bars` in the game whose pieces
/// differ by at least `d`, grouped; `values` gives a position's value.
pub fn groups<B: Bar>(
    d: u64,
    bars: &Vec<B>,
    component: usize,
    limit: u64,
    values: Values<'_, Vec<B>>,
    words: Words<'_, B>,
) -> Vec<MoveGroup<BarMove<B>>> {
    let Some(&from) = bars.get(component) else {
        return Vec::new();
    };
    let sizes: Vec<u64> = (0..from.sides())
        .map(|k| largest_small_part(from.side(k), d))
        .collect();
    let before = values(bars) ^ values(&vec![from]);
    let value =
        |mv: &BarMove<B>| before ^ values(&vec![mv.leaves[0]]) ^ values(&vec![mv.leaves[1]]);
    let row = |mv: BarMove<B>, key: String| {
        let (text, pieces, description) = words(&mv);
        let after = value(&mv);
        let mut r = MoveRow::new(mv, key, text, pieces, after);
        r.description = description;
        r
    };
    let side = |k: usize| (1..=sizes[k]).map(move |a| make(from, component, k, a));
    let total: u128 = sizes.iter().map(|&s| u128::from(s)).sum();
    if total == 0 {
        return Vec::new();
    }
    if total <= u128::from(limit) {
        return vec![MoveGroup {
            key: String::new(),
            title: "Moves".to_string(),
            count: total,
            rows: (0..sizes.len())
                .flat_map(side)
                .map(|mv| row(mv, String::new()))
                .collect(),
            reach: Vec::new(),
            range: None,
        }];
    }
    (0..sizes.len())
        .filter(|&k| sizes[k] > 0)
        .map(|k| {
            let title = format!("Break along side {} (of {})", k + 1, from.side(k));
            if sizes[k] <= limit {
                return MoveGroup {
                    key: key(k),
                    title,
                    count: u128::from(sizes[k]),
                    rows: side(k).map(|mv| row(mv, key(k))).collect(),
                    reach: Vec::new(),
                    range: None,
                };
            }
            // One break per value reached, its words written only when
            // the value is new; the winning one wherever it is found.
            let mut seen: HashSet<Nimber> = HashSet::new();
            let mut reach = Vec::new();
            for mv in side(k).take(SCAN as usize) {
                let v = value(&mv);
                let room = (reach.len() as u64) < limit.saturating_mul(REACH_PER_LISTED);
                if (room || v.is_zero()) && seen.insert(v) {
                    reach.push(row(mv, key(k)));
                }
            }
            let (mut wins, rest): (Vec<_>, Vec<_>) = reach.into_iter().partition(|r| r.winning);
            wins.extend(rest);
            MoveGroup {
                key: key(k),
                title,
                count: u128::from(sizes[k]),
                rows: Vec::new(),
                reach: wins,
                range: Some(ParamRange {
                    name: "smaller piece".into(),
                    first: 1,
                    last: sizes[k],
                    step: 1,
                }),
            }
        })
        .collect()
}

/// The break of group `group` (a side, `s1`, `s2`, ...) of bar `component`
/// whose smaller piece has length `a` along that side.
pub fn move_for<B: Bar>(
    d: u64,
    bars: &[B],
    component: usize,
    group: &str,
    a: u64,
) -> Option<BarMove<B>> {
    let from = *bars.get(component)?;
    let k = group
        .strip_prefix('s')?
        .parse::<usize>()
        .ok()?
        .checked_sub(1)?;
    if k >= from.sides() || a == 0 || a > largest_small_part(from.side(k), d) {
        return None;
    }
    Some(make(from, component, k, a))
}

#[cfg(test)]
mod tests {
    use crate::spec::AnyGame;
    use crate::{Game, Solver};

    fn game(spec: &str) -> AnyGame {
        AnyGame::from_spec(spec).unwrap()
    }

    #[test]
    fn a_small_bar_lists_every_break_in_one_group() {
        let g = game("rectangles");
        let p = g.parse_position("5x7").unwrap();
        let groups = Solver::new(g.clone()).move_groups(&p, 0, 12);
        assert_eq!(groups.len(), 1);
        // 5 breaks as 1 + 4 and 2 + 3, 7 as 1 + 6, 2 + 5 and 3 + 4.
        assert_eq!(groups[0].rows.len(), 5);
        assert_eq!(groups[0].rows.len(), g.moves(&p).count());
    }

    #[test]
    fn a_huge_bar_has_a_chooser_for_each_side() {
        let g = game("rectangles");
        let p = g.parse_position("100x1000").unwrap();
        let solver = Solver::new(g.clone());
        let groups = solver.move_groups(&p, 0, 12);
        let counts: Vec<u128> = groups.iter().map(|x| x.count).collect();
        // Unequal pieces: 49 breaks of a side of 100, 499 of 1000.
        assert_eq!(counts, [49, 499]);
        for group in &groups {
            let range = group.range.as_ref().expect("a chooser");
            assert_eq!(range.first, 1);
            assert_eq!(u128::from(range.last), group.count);
            // Every value a break of the side reaches, found by brute force.
            let mut want: Vec<_> = g
                .moves(&p)
                .filter(|m| {
                    let Some(m) = m.get::<crate::games::heap::RectMove>() else {
                        return false;
                    };
                    group.key
                        == if m.leaves[0].m != m.from.m {
                            "s1"
                        } else {
                            "s2"
                        }
                })
                .map(|m| solver.value(&g.apply(&p, &m).unwrap()))
                .collect();
            want.sort_unstable();
            want.dedup();
            let mut found: Vec<_> = group.reach.iter().map(|r| r.value).collect();
            found.sort_unstable();
            assert_eq!(found, want, "{}", group.key);
            // The chooser's move is the break it names.
            let mv = g.move_for(&p, 0, &group.key, 7).expect("a break");
            assert!(g.apply(&p, &mv).is_ok());
            assert!(g.move_for(&p, 0, &group.key, range.last + 1).is_none());
        }
    }
}
