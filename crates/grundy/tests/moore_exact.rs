//! Moore's Nim as lecture notes 4–6 word it: a move takes from exactly k
//! heaps (`moore:=K`). Values against a plain search written here from the
//! rule's statement, and the ways it differs from the classic game.

use grundy::catalog;
use grundy::games::moore::{is_losing, Moore};
use grundy::{Game, Solver};

/// G of `heaps` with exactly `k` heaps taken from, by the definition: the
/// mex over every choice of `k` nonempty heaps and smaller sizes for them.
fn plain(heaps: &[u64], k: usize) -> u64 {
    let live: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
    let mut seen = Vec::new();
    // Every k-subset of the nonempty heaps, as a bit mask over `live`.
    for mask in 0u32..(1 << live.len()) {
        if mask.count_ones() as usize != k {
            continue;
        }
        let chosen: Vec<usize> = (0..live.len())
            .filter(|b| mask >> b & 1 == 1)
            .map(|b| live[b])
            .collect();
        // Every combination of smaller sizes for the chosen heaps.
        let mut sizes: Vec<u64> = chosen.iter().map(|_| 0).collect();
        loop {
            let mut after = heaps.to_vec();
            for (n, &i) in chosen.iter().enumerate() {
                after[i] = sizes[n];
            }
            seen.push(plain(&after, k));
            // The next combination, like an odometer.
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
    (0..).find(|v| !seen.contains(v)).unwrap()
}

#[test]
fn values_with_exactly_k_heaps_match_a_plain_search() {
    let mut differ = 0;
    for k in 2..=3u32 {
        let solver = Solver::new(Moore::exactly(k).unwrap());
        for a in 0..=4u64 {
            for b in a..=4 {
                for c in b..=4 {
                    for d in c..=3 {
                        let heaps = vec![a, b, c, d];
                        let v = solver.value(&heaps).get();
                        assert_eq!(v, plain(&heaps, k as usize), "k = {k}, {heaps:?}");
                        // Moore's rule, true for the classic game, fails here.
                        differ += usize::from((v == 0) != is_losing(&heaps, k));
                    }
                }
            }
        }
    }
    assert!(
        differ > 0,
        "the rule for 'at most k' decides 'exactly k' too"
    );
}

#[test]
fn the_spec_names_the_game_and_moves_take_from_exactly_k_heaps() {
    let game = catalog::game("moore:=2").unwrap();
    assert_eq!(game.spec(), "moore:=2");
    assert_eq!(game.name(), "Moore's Nim₂, exactly 2 heaps");
    let p = game.parse_position("3 + 5 + 6").unwrap();
    let moves: Vec<String> = game.moves(&p).map(|m| game.format_move(&p, &m)).collect();
    // Pairs of heaps only: 3·5 + 3·6 + 5·6 moves.
    assert_eq!(moves.len(), 15 + 18 + 30);
    // One heap left: no move, though heaps remain.
    let one = game.parse_position("7").unwrap();
    assert!(game.is_terminal(&one));
    assert_eq!(catalog::game("moore:2").unwrap().moves(&one).count(), 7);
    assert!(catalog::game("moore:=0").is_err());
    assert!(catalog::game("moore:=x").is_err());
    // 1 + 1: exactly two heaps means taking both, a win; with at most two
    // as well. 1 + 1 + 1: exactly two leaves one heap, no move: a win.
    let solver = Solver::new(game.clone());
    let ones = game.parse_position("1 + 1 + 1").unwrap();
    assert!(!solver.value(&ones).is_zero());
    assert!(ones.get::<Vec<u64>>().is_some());
}
