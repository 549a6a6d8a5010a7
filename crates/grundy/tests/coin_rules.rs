//! One-dimensional coin turning given by a rule (`coins:RULE`), and Tartan
//! products whose factors are such rules (`tartan:coins:a*ruler`), against
//! searches written here from each rule's words: the engine's moves from
//! every head against the rule's, every row of 12 coins and every grid of
//! 4 × 4 coins valued by the definition alone (the mex over moves, no sum
//! theorem and no Tartan theorem) against the engine's values.

use grundy::catalog;
use grundy::games::coins::rugs::format_rug;
use grundy::games::coins::tartan::Tartan;
use grundy::games::coins::{format_row, CoinGame, Flips, RowRule};
use grundy::{Game, Nimber, Solver};
use std::collections::BTreeSet;

mod grid_search;
use grid_search::{grid, product_mask, search, SIDE};

/// The coins a move from the head at `h` flips, the head last, for each
/// rule as its words say; the named games as the notes state them.
fn rule_moves(rule: &str, h: usize) -> BTreeSet<Vec<usize>> {
    let mut out = BTreeSet::new();
    let mut add = |mut coins: Vec<usize>| {
        coins.sort_unstable();
        coins.push(h);
        out.insert(coins);
    };
    match rule {
        // Twins: the head and exactly one coin to its left.
        "a" => (0..h).for_each(|j| add(vec![j])),
        // The head and up to three other coins to its left.
        ";a;a,b;a,b,c" => {
            add(vec![]);
            for i in 0..h {
                add(vec![i]);
                for j in 0..i {
                    add(vec![j, i]);
                    for k in 0..j {
                        add(vec![k, j, i]);
                    }
                }
            }
        }
        // The head alone, with the coin two to its left, or with a run
        // ending just left of it.
        ";2;1-a" => {
            add(vec![]);
            if h >= 2 {
                add(vec![h - 2]);
            }
            (0..h).for_each(|j| add((j..h).collect()));
        }
        // A run ending just left of the head and one coin beyond it.
        "1-a,b" => {
            for j in 0..h {
                for k in 0..j {
                    let mut coins: Vec<usize> = (j..h).collect();
                    coins.push(k);
                    add(coins);
                }
            }
        }
        // A run anywhere left of the head.
        "a-b" => {
            for j in 0..h {
                for i in 0..=j {
                    add((i..=j).collect());
                }
            }
        }
        "turtles" => {
            add(vec![]);
            (0..h).for_each(|j| add(vec![j]));
        }
        "ruler" => {
            add(vec![]);
            (0..h).for_each(|j| add((j..h).collect()));
        }
        other => panic!("no words for {other}"),
    }
    out
}

const RULES: [&str; 5] = ["a", ";a;a,b;a,b,c", ";2;1-a", "1-a,b", "a-b"];

#[test]
fn a_rules_moves_are_those_its_words_give() {
    for rule in RULES {
        let r = RowRule::parse(rule).unwrap();
        for h in 0..16 {
            let engine: BTreeSet<Vec<usize>> = r
                .others(h)
                .map(|mut s| {
                    s.push(h);
                    s
                })
                .collect();
            assert_eq!(engine, rule_moves(rule, h), "{rule}, head at {h}");
            // Each move once.
            assert_eq!(r.others(h).count(), engine.len(), "{rule}, head at {h}");
            for mv in &engine {
                assert!(r.check(mv).is_ok(), "{rule}: {mv:?}");
            }
        }
        // Not moves: a tail coin beyond the head, and a set no shape names.
        assert!(r.check(&[0, 1, 2, 3, 9, 12]).is_err(), "{rule}");
    }
}

const COINS: usize = 12;

#[test]
fn every_row_of_12_coins_has_the_value_of_a_search() {
    for rule in RULES {
        // The moves of every head as bit masks: a move clears its head,
        // the highest bit it flips, so every option is a smaller number.
        let masks: Vec<Vec<u16>> = (0..COINS)
            .map(|h| {
                rule_moves(rule, h)
                    .iter()
                    .map(|m| m.iter().fold(0u16, |a, &c| a | 1 << c))
                    .collect()
            })
            .collect();
        let mut g = vec![0u32; 1 << COINS];
        for p in 1..g.len() {
            let mut seen = BTreeSet::new();
            for (h, flips) in masks.iter().enumerate() {
                if p >> h & 1 == 1 {
                    seen.extend(flips.iter().map(|&m| g[p ^ m as usize]));
                }
            }
            g[p] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
        let game = catalog::game(&format!("coins:{rule}")).unwrap();
        let solver = Solver::new(game.clone());
        let own = Solver::new(CoinGame::new(RowRule::parse(rule).unwrap()));
        for (p, &want) in g.iter().enumerate() {
            let row: Vec<bool> = (0..COINS).map(|c| p >> c & 1 == 1).collect();
            assert_eq!(own.value(&row), Nimber(u64::from(want)), "{rule}");
            if p % 97 == 0 {
                let text = format_row(&row);
                let position = game.parse_position(&text).unwrap();
                assert_eq!(
                    solver.value(&position),
                    Nimber(u64::from(want)),
                    "{rule} {text}"
                );
            }
        }
    }
}

/// G of every 4 × 4 grid of the product `a × b` by the definition.
fn grid_search(a: &str, b: &str) -> Vec<u8> {
    search(|r, c| {
        let mut out = Vec::new();
        for rows in rule_moves(a, r) {
            for columns in rule_moves(b, c) {
                out.push(product_mask(&rows, &columns));
            }
        }
        out
    })
}

fn factor(name: &str) -> String {
    match name {
        "turtles" | "ruler" => name.to_string(),
        rule => format!("coins:{rule}"),
    }
}

#[test]
fn every_grid_of_a_product_of_rules_has_the_value_of_a_search() {
    for (a, b) in [
        ("a", "ruler"),
        (";2;1-a", "turtles"),
        (";a;a,b;a,b,c", "a"),
        ("1-a,b", "a-b"),
        ("a-b", ";2;1-a"),
    ] {
        let spec = format!("tartan:{}*{}", factor(a), factor(b));
        let game = catalog::game(&spec).unwrap();
        // The spec is written with the rule's shapes sorted, and reads back.
        assert_eq!(catalog::game(&game.spec()).unwrap().spec(), game.spec());
        let tartan = Tartan::parse_factors(&spec["tartan:".len()..]).unwrap();
        let solver = Solver::new(tartan.clone());
        let want = grid_search(a, b);
        for (p, &v) in want.iter().enumerate() {
            let rug = grid(p);
            assert_eq!(
                solver.value(&rug),
                Nimber(u64::from(v)),
                "{spec}: {}",
                format_rug(&rug)
            );
            // The engine's moves from the whole grid are the product's, and
            // the game played through its spec agrees.
            if p % 1009 == 0 {
                let text = format_rug(&rug);
                let position = game.parse_position(&text).unwrap();
                assert_eq!(
                    Solver::new(game.clone()).value(&position),
                    Nimber(u64::from(v))
                );
                let count: usize = (0..SIDE * SIDE)
                    .filter(|k| p >> k & 1 == 1)
                    .map(|k| rule_moves(a, k / SIDE).len() * rule_moves(b, k % SIDE).len())
                    .sum();
                assert_eq!(game.moves(&position).count(), count, "{spec}: {text}");
            }
        }
    }
}

#[test]
fn a_rule_of_a_named_game_is_that_game() {
    for (rule, named) in [
        (";a", "turtles"),
        ("a;", "turtles"),
        (";a;a,b", "mock-turtles"),
    ] {
        assert_eq!(
            catalog::game(&format!("coins:{rule}")).unwrap().spec(),
            named
        );
    }
    assert_eq!(
        catalog::game("tartan:coins:;1-a*ruler").unwrap().spec(),
        "rugs"
    );
    assert_eq!(
        catalog::game("tartan:coins:;a*ruler").unwrap().spec(),
        "tartan:turtles*ruler"
    );
    for bad in [
        "coins:0",
        "coins:a,b,c,d",
        "tartan:coins:x1*ruler",
        "tartan:nim*ruler",
    ] {
        assert!(catalog::game(bad).is_err(), "{bad}");
    }
}
