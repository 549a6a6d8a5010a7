//! The winning move of Moore's Nim_k by Moore's rule: against a plain
//! search written here from the game's statement (take any number of
//! counters from each of 1 to k heaps) on every small position, and, on
//! positions far past any search, checked to be a legal move that leaves
//! a position the rule says is lost.

use grundy::games::moore::{is_losing, rule_move, Moore};
use grundy::{Game, Nimber};
use std::collections::{BTreeSet, HashMap};

/// G of `heaps` by the definition: the mex over every choice of 1 to `k`
/// nonempty heaps and smaller sizes for each.
fn plain(heaps: &[u64], k: usize, memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let live: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
    let mut seen = BTreeSet::new();
    for mask in 1u32..(1 << live.len()) {
        if mask.count_ones() as usize > k {
            continue;
        }
        let chosen: Vec<usize> = (0..live.len())
            .filter(|b| mask >> b & 1 == 1)
            .map(|b| live[b])
            .collect();
        let mut sizes = vec![0u64; chosen.len()];
        loop {
            let mut after = heaps.to_vec();
            for (n, &i) in chosen.iter().enumerate() {
                after[i] = sizes[n];
            }
            seen.insert(plain(&after, k, memo));
            // The next choice of smaller sizes, like an odometer.
            let mut n = 0;
            while n < chosen.len() {
                sizes[n] += 1;
                if sizes[n] < heaps[chosen[n]] {
                    break;
                }
                sizes[n] = 0;
                n += 1;
            }
            if n == chosen.len() {
                break;
            }
        }
    }
    let v = (0..).find(|v| !seen.contains(v)).unwrap();
    memo.insert(key, v);
    v
}

/// Every position of `count` heaps of at most `most`.
fn positions(count: usize, most: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    for _ in 0..count {
        all = all
            .into_iter()
            .flat_map(|p| {
                (0..=most).map(move |h| {
                    let mut p = p.clone();
                    p.push(h);
                    p
                })
            })
            .collect();
    }
    all
}

#[test]
fn the_rule_move_wins_exactly_where_the_search_finds_a_win() {
    for k in 1..=4u32 {
        let game = Moore::new(k).unwrap();
        let mut memo = HashMap::new();
        for count in 1..=4 {
            let most = if count == 4 { 4 } else { 6 };
            for heaps in positions(count, most) {
                let value = plain(&heaps, k as usize, &mut memo);
                let Some(mv) = rule_move(&heaps, k) else {
                    assert_eq!(value, 0, "k = {k}, {heaps:?}: no rule move from a win");
                    continue;
                };
                assert_ne!(value, 0, "k = {k}, {heaps:?}: a rule move from a loss");
                let after = game
                    .apply(&heaps, &mv)
                    .unwrap_or_else(|e| panic!("k = {k}, {heaps:?}: {mv:?} illegal: {e}"));
                assert_eq!(
                    plain(&after, k as usize, &mut memo),
                    0,
                    "k = {k}, {heaps:?}"
                );
                // The game's own winning move is the rule's.
                let values = |_: &Vec<u64>| Nimber::ZERO;
                assert_eq!(game.winning_move(&heaps, &values), Some(mv));
            }
        }
    }
}

/// A pseudo-random number generator (xorshift), so large positions are
/// varied but the same in every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[test]
fn on_large_positions_the_rule_move_is_legal_and_leaves_a_loss() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for round in 0..2_000 {
        let k = [1, 2, 3, 5, 8, 64][round % 6];
        let count = 1 + (rng.next() % 40) as usize;
        // Sizes of every width, up to 2^64 - 1.
        let heaps: Vec<u64> = (0..count)
            .map(|_| rng.next() >> (rng.next() % 64))
            .collect();
        let game = Moore::new(k).unwrap();
        match rule_move(&heaps, k) {
            None => assert!(is_losing(&heaps, k), "k = {k}, {heaps:?}"),
            Some(mv) => {
                assert!(!is_losing(&heaps, k));
                assert!((1..=k as usize).contains(&mv.takes.len()), "{mv:?}");
                let after = game.apply(&heaps, &mv).expect("a legal move");
                assert!(is_losing(&after, k), "k = {k}, {heaps:?} -> {after:?}");
                assert_eq!(after, mv.after);
            }
        }
    }
}

#[test]
fn thousands_of_heaps_and_a_large_k_get_their_move() {
    let heaps: Vec<u64> = (1..=10_000u64).map(|h| h * 7919).collect();
    for k in [2, 3, 5_000, 20_000] {
        let mv = rule_move(&heaps, k).expect("a winning position");
        let after = Moore::new(k).unwrap().apply(&heaps, &mv).unwrap();
        assert!(is_losing(&after, k), "k = {k}");
    }
}

#[test]
fn a_position_past_the_search_is_refused_with_the_rules_verdict() {
    let game = Moore::new(3).unwrap();
    let e = game.parse_position("300 + 500 + 600 + 7").unwrap_err();
    let text = e.to_string();
    assert!(text.contains("more than 20000000 steps"), "{text}");
    assert!(
        text.contains("the player to move wins, by the move 1: 300"),
        "{text}"
    );
    // Read for the rule alone, any size is read.
    let heaps = game.read_heaps("300 + 500 + 600 + 7").unwrap();
    assert!(rule_move(&heaps, 3).is_some());
    let lost = game
        .parse_position("1000 + 1000 + 1000 + 1000")
        .unwrap_err();
    assert!(lost.to_string().contains("so the player to move loses"));
}
