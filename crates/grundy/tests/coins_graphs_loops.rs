//! The closed forms of the coin, graph and loop games against brute force
//! over the same games, nim-multiplication against its definition and the
//! field laws, and a sum of different games against brute force of the
//! whole sum.

use grundy::games::coins::{mock, rugs, CoinGame, CoinRule};
use grundy::games::digraph::{parse_board, Digraph};
use grundy::games::hackenbush::{reduce, Graph, Hackenbush};
use grundy::games::moore::{is_losing, Moore};
use grundy::games::rims::{self, Rims};
use grundy::nimber::{mul_entry, nim_mul};
use grundy::{Evaluator, Game, Nimber, Solver};

fn data(name: &str) -> Vec<Vec<u64>> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split_whitespace().map(|n| n.parse().unwrap()).collect())
        .collect()
}

/// Every row of `n` coins.
fn rows(n: usize) -> impl Iterator<Item = Vec<bool>> {
    (0..1u32 << n).map(move |m| (0..n).map(|i| m >> i & 1 == 1).collect())
}

#[test]
fn coin_rows_closed_forms_agree_with_brute_force_to_eight_coins() {
    for rule in [CoinRule::Turtles, CoinRule::MockTurtles, CoinRule::Ruler] {
        let game = CoinGame::new(rule);
        let mut brute = Evaluator::new(game);
        for n in 0..=8 {
            for row in rows(n) {
                assert_eq!(brute.value(&row), game.value(&row), "{rule:?} {row:?}");
            }
        }
    }
}

#[test]
fn turning_turtles_is_nim_on_the_heads_numbered_from_one() {
    let mut brute = Evaluator::new(CoinGame::new(CoinRule::Turtles));
    for row in rows(8) {
        let nim: Nimber = grundy::games::coins::turtles::heaps(&row)
            .into_iter()
            .map(Nimber)
            .sum();
        assert_eq!(brute.value(&row), nim);
    }
}

#[test]
fn mock_turtles_matches_the_notes_table_and_the_even_heaps_rule() {
    let mut brute = Evaluator::new(CoinGame::new(CoinRule::MockTurtles));
    for line in data("mock_turtles_notes.txt") {
        let x = line[0] as usize;
        assert_eq!(mock::value(x), Nimber(line[1]), "g({x})");
        assert_eq!(
            brute.value(&grundy::games::coins::lone_head(x)),
            Nimber(line[1])
        );
    }
    for row in rows(9) {
        assert_eq!(
            brute.value(&row).is_zero(),
            mock::is_losing(&row),
            "{row:?}"
        );
    }
}

#[test]
fn rugs_follow_the_tartan_theorem_on_every_rug_to_three_by_three() {
    let mut brute = Evaluator::new(rugs::Rugs);
    for (h, w) in [(1, 4), (2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (4, 2)] {
        for m in 0..1u32 << (h * w) {
            let rug: rugs::Rug = (0..h)
                .map(|r| (0..w).map(|c| m >> (r * w + c) & 1 == 1).collect())
                .collect();
            assert_eq!(brute.value(&rug), rugs::value(&rug), "{rug:?}");
        }
    }
}

/// Nim-products for `0..n` by the mex definition alone.
fn mex_table(n: usize) -> Vec<Vec<u64>> {
    let mut t = vec![vec![0u64; n]; n];
    for x in 0..n {
        for y in 0..n {
            let mut seen = vec![false; 4 * n * n];
            for a in 0..x {
                for b in 0..y {
                    let v = t[a][y] ^ t[x][b] ^ t[a][b];
                    seen[v as usize] = true;
                }
            }
            t[x][y] = seen.iter().position(|&s| !s).unwrap() as u64;
        }
    }
    t
}

#[test]
fn nim_products_below_sixty_four_are_their_mex_definition() {
    let t = mex_table(64);
    for x in 0..64u64 {
        for y in 0..64u64 {
            assert_eq!(nim_mul(x, y), t[x as usize][y as usize], "{x} ⊗ {y}");
        }
    }
    for (x, row) in data("nim_mul_8.txt").iter().enumerate() {
        for (y, &v) in row.iter().enumerate() {
            assert_eq!(nim_mul(x as u64, y as u64), v, "{x} ⊗ {y}");
            assert_eq!(mul_entry(x as u64, y as u64).unwrap().mex, Nimber(v));
        }
    }
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

#[test]
fn nim_multiplication_obeys_the_field_laws_on_random_values() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..300 {
        let (a, b, c) = (Nimber(rng.next()), Nimber(rng.next()), Nimber(rng.next()));
        assert_eq!(a * b, b * a);
        assert_eq!((a * b) * c, a * (b * c));
        assert_eq!(a * (b ^ c), (a * b) ^ (a * c));
        assert_eq!(a * Nimber(1), a);
        if !a.is_zero() {
            assert_eq!(a * a.inverse().unwrap(), Nimber(1));
        }
    }
}

/// Every grounded multigraph with at most `max` edges among the ground
/// and vertices 1..=4.
fn graphs(max: usize) -> Vec<Graph> {
    let mut kinds = Vec::new();
    for a in 0..=4u32 {
        for b in a..=4u32 {
            kinds.push((a, b));
        }
    }
    let mut out = Vec::new();
    let mut stack: Vec<(usize, Vec<(u32, u32)>)> = vec![(0, Vec::new())];
    while let Some((from, edges)) = stack.pop() {
        let g = Graph::new(edges.clone());
        if g.grounded().iter().all(|&on| on) {
            out.push(g);
        }
        if edges.len() < max {
            for (k, &kind) in kinds.iter().enumerate().skip(from) {
                let mut more = edges.clone();
                more.push(kind);
                stack.push((k, more));
            }
        }
    }
    out
}

#[test]
fn colon_and_fusion_agree_with_brute_force_on_every_small_graph() {
    let all = graphs(5);
    assert!(all.len() > 3000, "{} graphs", all.len());
    let mut brute = Evaluator::new(Hackenbush);
    let solver = Solver::new(Hackenbush);
    for g in &all {
        let v = brute.value(g);
        assert_eq!(reduce(g).value, v, "{g:?}");
        assert_eq!(solver.value(g), v, "{g:?}");
    }
}

#[test]
fn graph_game_labels_agree_with_brute_force() {
    let mut rng = Rng(12345);
    for _ in 0..200 {
        // A random DAG on 7 vertices: edges only from lower to higher.
        let mut items = Vec::new();
        for a in 0..7 {
            for b in a + 1..7 {
                if rng.next() % 3 == 0 {
                    items.push(format!("v{a}>v{b}"));
                }
            }
            items.push(format!("v{a}"));
        }
        let tokens: Vec<String> = (0..3).map(|_| format!("v{}", rng.next() % 7)).collect();
        let text = format!("{}; tokens {}", items.join(" "), tokens.join(" "));
        let board = parse_board(&text).unwrap();
        let v = Evaluator::new(Digraph).value(&board);
        assert_eq!(Solver::new(Digraph).value(&board), v, "{text}");
    }
}

#[test]
fn rims_is_nim_on_every_position_reached_from_six_dots() {
    let mut brute = Evaluator::new(Rims);
    let mut seen = std::collections::HashSet::new();
    let mut todo = vec![
        rims::parse_rims("6").unwrap(),
        rims::parse_rims("3 (1: 2)").unwrap(),
    ];
    while let Some(p) = todo.pop() {
        if !seen.insert(p.clone()) {
            continue;
        }
        assert_eq!(
            brute.value(&p),
            rims::value(&p),
            "{}",
            rims::format_rims(&p)
        );
        todo.extend(Rims.options(&p));
    }
    assert!(seen.len() > 100);
}

#[test]
fn moores_rule_gives_the_losing_positions_of_brute_force() {
    for k in 1..=3u32 {
        let game = Moore::new(k).unwrap();
        let mut brute = Evaluator::new(game);
        for a in 0..=5u64 {
            for b in 0..=5u64 {
                for c in 0..=5u64 {
                    for d in 0..=2u64 {
                        let heaps = vec![a, b, c, d];
                        let v = brute.value(&heaps);
                        assert_eq!(v.is_zero(), is_losing(&heaps, k), "k={k} {heaps:?}");
                        if !v.is_zero() {
                            let mv = game.winning_move(&heaps, &|_| Nimber::ZERO).unwrap();
                            let after = game.apply(&heaps, &mv).unwrap();
                            assert!(brute.value(&after).is_zero());
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn a_sum_of_different_games_is_the_nim_sum_of_its_parts() {
    let game = grundy::catalog::game("sum").unwrap();
    for text in [
        "nim(3) + turtles(THH) + hackenbush(g-1 1-2 2-g)",
        "ruler(HTH) + rims(2 (1: 1)) + moore:2(1 + 2)",
        "manifold(n2 + o1) + mock-turtles(TH) + digraph(a>b b>c; tokens a)",
        "lasker(3) + rugs(TH/HT) + octal:0.77(4)",
    ] {
        let p = game.parse_position(text).unwrap();
        let whole = Evaluator::new(game.clone()).value(&p);
        assert_eq!(Solver::new(game.clone()).value(&p), whole, "{text}");
    }
}
