//! Schrage's generalisations (§4 of his paper): a heap splits into two
//! non-empty heaps whose sizes differ by at least d, and the rectangle
//! game where a bar breaks into two pieces differing by at least d along
//! the side broken. The engine's values against plain searches written
//! here from the rules.

use grundy::games::heap::rectangles::table_by_breaks;
use grundy::games::heap::run::{analyze, heap_series};
use grundy::games::heap::HeapGame;
use grundy::games::heap::{GrundyGame, Rect, Rectangles};
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
        let series = heap_series(&HeapGame::of_game(&g).unwrap(), 200).unwrap();
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
                let p = AnyPosition::new::<Vec<u64>>(vec![a, b]);
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
    let k = analyze(
        &HeapGame::of_game(&g).unwrap(),
        &heap_series(&HeapGame::of_game(&g).unwrap(), 400).unwrap(),
    );
    assert_eq!(
        (k.status, k.preperiod, k.period, k.saltus),
        (Status::Proved, 1, 2, 0)
    );
    // The larger d have their values observed, not proved.
    let g = game("grundy:d=3");
    let k = analyze(
        &HeapGame::of_game(&g).unwrap(),
        &heap_series(&HeapGame::of_game(&g).unwrap(), 400).unwrap(),
    );
    assert_ne!(k.status, Status::Proved);
}

#[test]
fn heaps_past_the_reach_are_refused() {
    let g = game("grundy:d=2");
    assert!(g.parse_position("10000").is_ok());
    assert!(g.parse_position("10001").is_err());
}

/// G(M × N) by recursion on one bar: the mex of the nim-sums of its
/// breaks, along either side, by the rule of [`splits`].
fn bar_value(m: u64, n: u64, d: u64, memo: &mut HashMap<(u64, u64), u64>) -> u64 {
    if let Some(&v) = memo.get(&(m, n)) {
        return v;
    }
    let mut options = Vec::new();
    for (a, b) in splits(m, d) {
        options.push(bar_value(a, n, d, memo) ^ bar_value(b, n, d, memo));
    }
    for (a, b) in splits(n, d) {
        options.push(bar_value(m, a, d, memo) ^ bar_value(m, b, d, memo));
    }
    let v = mex(options);
    memo.insert((m, n), v);
    v
}

#[test]
fn every_bar_to_20_by_20_for_d_from_0_to_4() {
    for d in 0..=4u64 {
        let spec = format!("rectangles:d={d}");
        let g = game(&spec);
        let solver = Solver::new(g.clone());
        let mut memo = HashMap::new();
        let mut line = HashMap::new();
        for m in 1..=20 {
            for n in 1..=20 {
                let want = bar_value(m, n, d, &mut memo);
                let p = g.parse_position(&format!("{m}x{n}")).unwrap();
                assert_eq!(solver.value(&p), Nimber(want), "{spec}, {m}x{n}");
                // Schrage's theorem with the split game's values.
                let (gm, gn) = (heap_value(m, d, &mut line), heap_value(n, d, &mut line));
                let theorem = match (gm, gn) {
                    (0, _) => gn,
                    (_, 0) => gm,
                    _ => 1,
                };
                assert_eq!(
                    want, theorem,
                    "{spec}, {m}x{n}: G({m}) = {gm}, G({n}) = {gn}"
                );
            }
        }
    }
}

#[test]
fn the_rectangle_tables_come_from_the_line_games_series() {
    for d in 0..=4u64 {
        let g = game(&format!("rectangles:d={d}"));
        let values = heap_series(&HeapGame::of_game(&g).unwrap(), 20).unwrap();
        let table = grundy::games::heap::run::rectangle_table(&values, 20);
        assert_eq!(table, table_by_breaks(d, 20), "d = {d}");
        let mut memo = HashMap::new();
        for m in 1..=20u64 {
            for n in 1..=20u64 {
                let want = bar_value(m, n, d, &mut memo);
                assert_eq!(table[m as usize - 1][n as usize - 1], Nimber(want));
            }
        }
    }
}

#[test]
fn bars_break_by_the_rule_and_every_d_has_its_name() {
    for d in 0..=4u64 {
        let g = Rectangles::with_d(d);
        for (m, n) in [(7, 4), (6, 6), (1, 9), (3, 2)] {
            let r = Rect { m, n };
            let listed: Vec<[Rect; 2]> = g.moves(&vec![r]).map(|mv| mv.leaves).collect();
            let mut want: Vec<[Rect; 2]> = splits(m, d)
                .into_iter()
                .map(|(a, b)| [Rect { m: a, n }, Rect { m: b, n }])
                .collect();
            want.extend(
                splits(n, d)
                    .into_iter()
                    .map(|(a, b)| [Rect { m, n: a }, Rect { m, n: b }]),
            );
            assert_eq!(listed, want, "d = {d}, {r}");
        }
    }
    let g = game("rectangles:d=2");
    let p = g.parse_position("7x4").unwrap();
    assert!(g.parse_move(&p, "7x4 -> 3x4 + 4x4").is_err());
    assert!(g.parse_move(&p, "7x4 -> 2x4 + 5x4").is_ok());
    assert!(g.parse_move(&p, "7x4 -> 7x1 + 7x3").is_ok());
    assert!(g.parse_move(&p, "7x4 -> 7x2 + 7x2").is_err());
    assert!(game("rectangles:d=0")
        .parse_move(&p, "7x4 -> 7x2 + 7x2")
        .is_ok());
    assert_eq!(game("rectangles:d=1"), game("rectangles"));
    assert_eq!(game("rectangles:d=1").spec(), "rectangles");
    let g = game("rectangles:d=3");
    assert_eq!(
        (g.spec(), g.name()),
        (
            "rectangles:d=3".to_string(),
            "Schrage's rectangle game, d = 3".to_string()
        )
    );
    assert!(AnyGame::from_spec("rectangles:e=1").is_err());
}

#[test]
fn sums_of_bars_by_search_without_nim_sums() {
    // Positions of two bars up to 4 × 3, searched over whole positions.
    fn value(p: &[(u64, u64)], d: u64, memo: &mut HashMap<Vec<(u64, u64)>, u64>) -> u64 {
        if let Some(&v) = memo.get(p) {
            return v;
        }
        let mut options = Vec::new();
        for (k, &(m, n)) in p.iter().enumerate() {
            let broken = splits(m, d)
                .into_iter()
                .map(|(a, b)| [(a, n), (b, n)])
                .chain(splits(n, d).into_iter().map(|(a, b)| [(m, a), (m, b)]));
            for pieces in broken {
                let mut q = p.to_vec();
                q.remove(k);
                q.extend(pieces);
                q.sort_unstable();
                options.push(value(&q, d, memo));
            }
        }
        let v = mex(options);
        memo.insert(p.to_vec(), v);
        v
    }
    for d in 0..=3u64 {
        let g = game(&format!("rectangles:d={d}"));
        let solver = Solver::new(g.clone());
        let mut memo = HashMap::new();
        let bars: Vec<(u64, u64)> = (1..=4).flat_map(|m| (1..=3).map(move |n| (m, n))).collect();
        for (i, &x) in bars.iter().enumerate() {
            for &y in &bars[i..] {
                let mut p = vec![x, y];
                p.sort_unstable();
                let want = value(&p, d, &mut memo);
                let text = format!("{}x{} + {}x{}", x.0, x.1, y.0, y.1);
                let pos = g.parse_position(&text).unwrap();
                assert_eq!(solver.value(&pos), Nimber(want), "d = {d}, {text}");
            }
        }
    }
}

/// G(L × M × N) by recursion on one box: the mex of the nim-sums of its
/// breaks along any of its three sides, by the rule of [`splits`].
fn box_value(s: [u64; 3], d: u64, memo: &mut HashMap<[u64; 3], u64>) -> u64 {
    if let Some(&v) = memo.get(&s) {
        return v;
    }
    let mut options = Vec::new();
    for k in 0..3 {
        for (a, b) in splits(s[k], d) {
            let (mut x, mut y) = (s, s);
            (x[k], y[k]) = (a, b);
            options.push(box_value(x, d, memo) ^ box_value(y, d, memo));
        }
    }
    let v = mex(options);
    memo.insert(s, v);
    v
}

#[test]
fn every_box_to_8_by_8_by_8_for_d_from_0_to_4() {
    for d in 0..=4u64 {
        let spec = format!("boxes:d={d}");
        let g = game(&spec);
        let solver = Solver::new(g.clone());
        let (mut memo, mut line) = (HashMap::new(), HashMap::new());
        let table = grundy::games::heap::boxes::box_table_by_breaks(d, 8);
        let series = heap_series(&HeapGame::of_game(&g).unwrap(), 9).unwrap();
        let ruled = grundy::games::heap::run::box_table(&series, 8);
        for l in 1..=8u64 {
            for m in 1..=8u64 {
                for n in 1..=8u64 {
                    let want = box_value([l, m, n], d, &mut memo);
                    let p = g.parse_position(&format!("{l}x{m}x{n}")).unwrap();
                    assert_eq!(solver.value(&p), Nimber(want), "{spec}, {l}x{m}x{n}");
                    let cell = |t: &Vec<Vec<Vec<Nimber>>>| {
                        t[l as usize - 1][m as usize - 1][n as usize - 1]
                    };
                    assert_eq!(cell(&table), Nimber(want), "{spec}, breaks, {l}x{m}x{n}");
                    assert_eq!(cell(&ruled), Nimber(want), "{spec}, rule, {l}x{m}x{n}");
                    // Schrage's §4 as he writes it: G(M × N) when G(L) = 0,
                    // 1 when all three are positive.
                    let gs = [l, m, n].map(|s| heap_value(s, d, &mut line));
                    if gs[0] == 0 {
                        assert_eq!(
                            want,
                            bar_value(m, n, d, &mut HashMap::new()),
                            "{spec}, {l}x{m}x{n}"
                        );
                    }
                    if gs.iter().all(|&v| v > 0) {
                        assert_eq!(want, 1, "{spec}, {l}x{m}x{n}");
                    }
                }
            }
        }
    }
}

#[test]
fn a_box_of_side_1_is_a_rectangle_and_pairs_of_boxes_add() {
    let (boxes, rects) = (game("boxes"), game("rectangles"));
    let (bs, rs) = (Solver::new(boxes.clone()), Solver::new(rects.clone()));
    for m in 1..=12 {
        for n in 1..=12 {
            let b = boxes.parse_position(&format!("1x{m}x{n}")).unwrap();
            let r = rects.parse_position(&format!("{m}x{n}")).unwrap();
            assert_eq!(bs.value(&b), rs.value(&r), "1x{m}x{n}");
            assert_eq!(
                boxes.moves(&b).count(),
                rects.moves(&r).count(),
                "1x{m}x{n}"
            );
        }
    }
    // Two boxes searched as a whole position, without nim-sums.
    let brute = Solver::brute_force(boxes.clone());
    for text in ["3x3x4 + 2x3x5", "3x4x5 + 2x2x7", "1x5x6 + 3x3x3"] {
        let p = boxes.parse_position(text).unwrap();
        assert_eq!(brute.value(&p), bs.value(&p), "{text}");
    }
    assert_eq!(boxes.spec(), "boxes");
    assert_eq!(game("boxes:d=2").name(), "Schrage's box game, d = 2");
    assert!(AnyGame::from_spec("boxes:e=1").is_err());
}
