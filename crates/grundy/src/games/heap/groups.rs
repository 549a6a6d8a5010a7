//! The moves of one heap as a page lists them: those that leave at most
//! one heap ("take") and those that leave two ("split"), each listed when
//! short and otherwise offered through a chooser, with one move for every
//! value the group reaches. A group is scanned only so far, so a huge heap
//! never stalls the page.

use crate::game::{Game, Values};
use crate::moves::{MoveGroup, MoveRow, ParamRange};
use crate::Nimber;

/// The most moves of a group looked at to find the values it reaches.
pub const SCAN: u64 = 20_000;

/// Which group a move with these leaves belongs to: `t` or `s`.
pub fn group_key(leaves: &[u64]) -> &'static str {
    if leaves.len() == 2 {
        "s"
    } else {
        "t"
    }
}

/// The chooser's parameter of a move: the heap left, or the smaller of
/// the two.
pub fn param(leaves: &[u64]) -> u64 {
    leaves.iter().copied().min().unwrap_or(0)
}

/// The moves of heap `component`, grouped. `moves(key)` gives the moves of
/// group `key` lazily, `leaves_of` what a move leaves, and `sizes` the size
/// of each group (take, split) when known without counting.
#[allow(clippy::too_many_arguments)]
pub fn heap_groups<G, I>(
    game: &G,
    heaps: &Vec<u64>,
    component: usize,
    limit: u64,
    values: Values<'_, Vec<u64>>,
    moves: impl Fn(&'static str) -> I,
    leaves_of: impl Fn(&G::Move) -> &[u64],
    sizes: Option<(u128, u128)>,
) -> Vec<MoveGroup<G::Move>>
where
    G: Game<Position = Vec<u64>>,
    I: Iterator<Item = G::Move>,
{
    let Some(&from) = heaps.get(component) else {
        return Vec::new();
    };
    let total = values(heaps);
    let one = |h: u64| values(&vec![h]);
    let before = total ^ one(from);
    let row = |mv: G::Move, key: &str| {
        let after: Nimber = leaves_of(&mv).iter().fold(before, |v, &h| v ^ one(h));
        let mut r = MoveRow::new(
            mv.clone(),
            key.to_string(),
            game.format_move(heaps, &mv),
            game.pieces(&mv),
            after,
        );
        r.description = game.describe_move(heaps, &mv);
        r
    };
    let (takes, splits) =
        sizes.unwrap_or_else(|| (moves("t").count() as u128, moves("s").count() as u128));
    let mut groups = Vec::new();
    for (key, count, title, name) in [
        (
            "t",
            takes,
            format!("Take from the heap of {from}"),
            "heap left",
        ),
        (
            "s",
            splits,
            format!("Split the heap of {from} in two"),
            "smaller heap",
        ),
    ] {
        if count == 0 {
            continue;
        }
        let own = || moves(key).take(SCAN as usize);
        if count <= u128::from(limit) {
            groups.push(MoveGroup {
                key: key.to_string(),
                title,
                count,
                rows: own().map(|m| row(m, key)).collect(),
                reach: Vec::new(),
                range: None,
            });
            continue;
        }
        // One move per value reached, the winning one first.
        let mut reach: Vec<MoveRow<G::Move>> = Vec::new();
        let (mut first, mut last) = (u64::MAX, 0);
        for m in own() {
            let a = param(leaves_of(&m));
            (first, last) = (first.min(a), last.max(a));
            let r = row(m, key);
            if !reach.iter().any(|x| x.value == r.value) {
                reach.push(r);
            }
        }
        reach.sort_by_key(|r| !r.winning);
        if key == "t" && sizes.is_some() {
            // Known sizes: every heap below the one taken from can be left.
            first = 0;
            last = from - 1;
        }
        groups.push(MoveGroup {
            key: key.to_string(),
            title,
            count,
            rows: Vec::new(),
            reach,
            range: (first <= last).then_some(ParamRange {
                name,
                first,
                last,
                step: 1,
            }),
        });
    }
    groups
}

/// The move of group `key` with parameter `a` among `moves`: the first
/// whose leaves have that parameter.
pub fn move_for<M>(
    mut moves: impl Iterator<Item = M>,
    leaves_of: impl Fn(&M) -> &[u64],
    key: &str,
    a: u64,
) -> Option<M> {
    moves.find(|m| {
        let l = leaves_of(m);
        group_key(l) == key && param(l) == a
    })
}

#[cfg(test)]
mod tests {
    use crate::spec::{AnyGame, AnyMove};
    use crate::{Game, Solver};

    #[test]
    fn a_big_grundy_heap_offers_a_chooser_and_its_moves() {
        let game = AnyGame::from_spec("grundy").unwrap();
        let p = game.parse_position("7 + 2000").unwrap();
        let solver = Solver::new(game.clone());
        let groups = solver.move_groups(&p, 1, 12);
        assert_eq!(groups.len(), 1);
        let g = &groups[0];
        assert_eq!((g.key.as_str(), g.count), ("s", 999));
        let r = g.range.unwrap();
        assert_eq!((r.first, r.last), (1, 999));
        assert!(!g.reach.is_empty());
        let Some(AnyMove::Heap(m)) = game.move_for(&p, 1, "s", 300) else {
            panic!("no split at 300");
        };
        assert_eq!(m.leaves, [300, 1700]);
        assert!(game.move_for(&p, 1, "s", 1000).is_none());
    }

    #[test]
    fn a_small_lasker_heap_lists_takes_and_splits() {
        let game = AnyGame::from_spec("lasker").unwrap();
        let p = game.parse_position("7").unwrap();
        let groups = Solver::new(game).move_groups(&p, 0, 12);
        let sizes: Vec<(String, usize)> = groups
            .iter()
            .map(|g| (g.key.clone(), g.rows.len()))
            .collect();
        assert_eq!(sizes, [("t".to_string(), 7), ("s".to_string(), 3)]);
    }

    #[test]
    fn a_huge_lasker_heap_is_grouped_without_listing() {
        let game = AnyGame::from_spec("lasker").unwrap();
        let p = game.parse_position("1000000000000").unwrap();
        let groups = Solver::new(game).move_groups(&p, 0, 12);
        assert_eq!(groups[1].count, 500_000_000_000);
        assert!(groups.iter().all(|g| g.range.is_some()));
    }
}
