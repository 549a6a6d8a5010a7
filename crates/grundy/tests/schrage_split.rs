//! Schrage's generalisation of Grundy's game (§4 of his paper): a heap
//! splits into two non-empty heaps whose sizes differ by at least d. The
//! engine's values against plain searches written here from the rule.

use grundy::games::heap::run::{analyze, heap_series};
use grundy::games::heap::GrundyGame;
use grundy::games::lab::Status;
use grundy::{AnyGame, AnyPosition, Game, Nimber, Solver};
use std::collections::{BTreeSet, HashMap};

fn game(spec: &str) -> AnyGame {
    AnyGame::from_spec(spec).unwrap()
}

/// The splits of `n` under the rule as the paper states it: heaps `i` and
/// `n − i`, both non-empty, differing by at least `d`; each pair once.
fn splits(n: u64, d: u64) -> Vec<(u64, u64)> {
    (1..n)
        .map(|i| (i, n - i))
        .filter(|&(i, j)| i <= j && j - i >= d)
        .collect()
}

fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let seen: BTreeSet<u64> = values.into_iter().collect();
    (0..).find(|v| !seen.contains(v)).unwrap()
}

/// G(n) by recursion on one heap: the mex of the nim-sums of the splits.
fn heap_value(n: u64, d: u64, memo: &mut HashMap<u64, u64>) -> u64 {
    if let Some(&v) = memo.get(&n) {
        return v;
    }
    let options: Vec<u64> = splits(n, d)
        .into_iter()
        .map(|(a, b)| heap_value(a, d, memo) ^ heap_value(b, d, memo))
        .collect();
    let v = mex(options);
    memo.insert(n, v);
    v
}

/// G of a whole position (heaps, sorted) by search over positions, with
/// no nim-sums: the mex of the values of the positions one move away.
fn position_value(p: &[u64], d: u64, memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
    if let Some(&v) = memo.get(p) {
        return v;
    }
    let mut options = Vec::new();
    for (k, &h) in p.iter().enumerate() {
        for (a, b) in splits(h, d) {
            let mut q = p.to_vec();
            q.remove(k);
            q.extend([a, b]);
            q.sort_unstable();
            options.push(position_value(&q, d, memo));
        }
    }
    let v = mex(options);
    memo.insert(p.to_vec(), v);
    v
}

#[test]
fn every_heap_to_200_for_d_from_0_to_4() {
    for d in 0..=4u64 {
        let spec = format!("grundy:d={d}");
        let g = game(&spec);
        let solver = Solver::new(g.clone());
        let series = heap_series(&g, 200).unwrap();
        let mut memo = HashMap::new();
        for n in 0..=200 {
            let want = Nimber(heap_value(n, d, &mut memo));
            let p = g.parse_position(&n.to_string()).unwrap();
            assert_eq!(solver.value(&p), want, "{spec}, heap {n}");
            assert_eq!(series[n as usize], want, "{spec}, series at heap {n}");
        }
    }
}

#[test]
fn positions_of_several_heaps_by_search_without_nim_sums() {
    for d in 0..=4u64 {
        let g = game(&format!("grundy:d={d}"));
        let solver = Solver::new(g.clone());
        let mut memo = HashMap::new();
        for a in 1..=16u64 {
            for b in a..=16 {
                let want = position_value(&[a, b], d, &mut memo);
                let p = AnyPosition::Heaps(vec![a, b]);
                assert_eq!(solver.value(&p), Nimber(want), "d = {d}, {a} + {b}");
            }
        }
    }
}

#[test]
fn the_engine_moves_are_the_rules_splits() {
    for d in 0..=4u64 {
        let g = GrundyGame::with_d(d);
        for n in 0..=40 {
            let listed: Vec<(u64, u64)> = g
                .moves(&vec![n])
                .map(|m| (m.leaves[0], m.leaves[1]))
                .collect();
            assert_eq!(listed, splits(n, d), "d = {d}, heap {n}");
        }
    }
    let g = game("grundy:d=2");
    let p = g.parse_position("7").unwrap();
    assert!(g.parse_move(&p, "7 -> 3 + 4").is_err());
    assert!(g.parse_move(&p, "7 -> 2 + 5").is_ok());
    let halves = game("grundy:d=0");
    let p = halves.parse_position("6").unwrap();
    assert!(halves.parse_move(&p, "6 -> 3 + 3").is_ok());
}

#[test]
fn d_1_is_grundys_game_and_every_d_has_its_name() {
    assert_eq!(game("grundy:d=1"), game("grundy"));
    assert_eq!(game("grundy:d=1").spec(), "grundy");
    assert_ne!(game("grundy:d=2"), game("grundy"));
    for (spec, printed, name) in [
        ("grundy:d=0", "grundy:d=0", "Grundy's game, d = 0"),
        ("grundy:d=2", "grundy:d=2", "Grundy's game, d = 2"),
        ("GRUNDY:D=1e1", "grundy:d=10", "Grundy's game, d = 10"),
        ("grundy", "grundy", "Grundy's game"),
    ] {
        let g = game(spec);
        assert_eq!(
            (g.spec(), g.name()),
            (printed.to_string(), name.to_string())
        );
        assert_eq!(game(&g.spec()), g);
    }
    for bad in ["grundy:d=x", "grundy:d=", "grundy:e=2", "grundy:2"] {
        assert!(AnyGame::from_spec(bad).is_err(), "{bad}");
    }
}

#[test]
fn halving_allowed_is_proved_periodic() {
    let g = game("grundy:d=0");
    let k = analyze(&g, &heap_series(&g, 400).unwrap());
    assert_eq!(
        (k.status, k.preperiod, k.period, k.saltus),
        (Status::Proved, 1, 2, 0)
    );
    // The larger d have their values observed, not proved.
    let g = game("grundy:d=3");
    let k = analyze(&g, &heap_series(&g, 400).unwrap());
    assert_ne!(k.status, Status::Proved);
}

#[test]
fn heaps_past_the_reach_are_refused() {
    let g = game("grundy:d=2");
    assert!(g.parse_position("10000").is_ok());
    assert!(g.parse_position("10001").is_err());
}
