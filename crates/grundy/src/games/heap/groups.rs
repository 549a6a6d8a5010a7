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

/// A group too large to list keeps a move for at most this many values
/// reached per move a group may list (`limit`), and the winning one
/// wherever it is found: a page listing 12 moves a group gets a few
/// hundred, the command line (1,000) every value its scan finds.
pub const REACH_PER_LISTED: u64 = 20;

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

/// How a heap game writes one move, given what it leaves: its notation,
/// its pieces and its sentence.
pub type Words<'a> = &'a dyn Fn(&[u64]) -> (String, String, String);

/// [`heap_groups`] for the heap `component` of `heaps` in a heap game:
/// the value of the rest of the position, each move's words from the game,
/// and its moves made by `make` from the heaps it leaves.
#[allow(clippy::too_many_arguments)]
pub fn game_groups<'a, G: Game<Position = Vec<u64>>>(
    game: &G,
    heaps: &Vec<u64>,
    component: usize,
    limit: u64,
    values: Values<'_, Vec<u64>>,
    moves: &dyn Fn(u64, &'static str) -> Box<dyn Iterator<Item = Vec<u64>> + 'a>,
    sizes: &dyn Fn(u64) -> Option<(u128, u128)>,
    make: &dyn Fn(u64, Vec<u64>) -> G::Move,
) -> Vec<MoveGroup<G::Move>> {
    let Some(&from) = heaps.get(component) else {
        return Vec::new();
    };
    let before = values(heaps) ^ values(&vec![from]);
    let words = |leaves: &[u64]| {
        let m = make(from, leaves.to_vec());
        (
            game.format_move(heaps, &m),
            game.pieces(&m),
            game.describe_move(heaps, &m),
        )
    };
    heap_groups(
        from,
        limit,
        before,
        &|h| values(&vec![h]),
        &|key| moves(from, key),
        &words,
        sizes(from),
    )
    .into_iter()
    .map(|g| g.map(|leaves| make(from, leaves)))
    .collect()
}

/// The moves of a heap of `from`, grouped, each row's move being what it
/// leaves. `moves(key)` gives the results of group `key` lazily, `before`
/// is the value of the rest of the position, `one` a single heap's value,
/// `words` a move's text, and `sizes` the size of each group (take,
/// split) when known without counting. One copy serves every heap game,
/// which keeps the page's code small.
#[allow(clippy::too_many_arguments)]
pub fn heap_groups<'a>(
    from: u64,
    limit: u64,
    before: Nimber,
    one: &dyn Fn(u64) -> Nimber,
    moves: &dyn Fn(&'static str) -> Box<dyn Iterator<Item = Vec<u64>> + 'a>,
    words: Words<'_>,
    sizes: Option<(u128, u128)>,
) -> Vec<MoveGroup<Vec<u64>>> {
    let row = |leaves: Vec<u64>, key: &str| {
        let after: Nimber = leaves.iter().fold(before, |v, &h| v ^ one(h));
        let (text, pieces, description) = words(&leaves);
        let mut r = MoveRow::new(leaves, key.to_string(), text, pieces, after);
        r.description = description;
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
            // A group listed is listed whole, however long (`--all`).
            groups.push(MoveGroup {
                key: key.to_string(),
                title,
                count,
                rows: moves(key).map(|m| row(m, key)).collect(),
                reach: Vec::new(),
                range: None,
            });
            continue;
        }
        // One move per value reached, the winning one first. A move's words
        // are written only when its value is new: a heap whose moves each
        // reach another value (Lasker's Nim) costs one set lookup a move.
        let mut reach: Vec<MoveRow<Vec<u64>>> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let (mut first, mut last) = (u64::MAX, 0);
        for m in own() {
            let a = param(&m);
            (first, last) = (first.min(a), last.max(a));
            let value: Nimber = m.iter().fold(before, |v, &h| v ^ one(h));
            let room = (reach.len() as u64) < limit.saturating_mul(REACH_PER_LISTED);
            if (room || value.is_zero()) && seen.insert(value) {
                reach.push(row(m, key));
            }
        }
        // Winning moves first, each side in the order found.
        let (mut wins, rest): (Vec<_>, Vec<_>) = reach.into_iter().partition(|r| r.winning);
        wins.extend(rest);
        let reach = wins;
        if key == "t" && sizes.is_some() {
            // Known sizes: every heap below the one taken from can be left.
            first = 0;
            last = from - 1;
        }
        if sizes.is_none() && count > u128::from(SCAN) {
            // Counted one by one, so the whole group is at hand: its range
            // from every move, not only the scanned ones.
            (first, last) = moves(key)
                .map(|m| param(&m))
                .fold((u64::MAX, 0), |(a, b), x| (a.min(x), b.max(x)));
        }
        if key == "s" && sizes.is_some() {
            // Known sizes come with splits that take nothing: one for each
            // smaller heap from 1, however far the scan went.
            first = 1;
            last = u64::try_from(count).unwrap_or(u64::MAX);
        }
        groups.push(MoveGroup {
            key: key.to_string(),
            title,
            count,
            rows: Vec::new(),
            reach,
            range: (first <= last).then_some(ParamRange {
                name: name.into(),
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
    use crate::spec::AnyGame;
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
        let r = g.range.clone().unwrap();
        assert_eq!((r.first, r.last), (1, 999));
        assert!(!g.reach.is_empty());
        let mv = game.move_for(&p, 1, "s", 300).expect("a split at 300");
        let m = mv.get::<super::super::HeapMove>().expect("a heap move");
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
