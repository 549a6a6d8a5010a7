//! Games on a grid of coins against a search of whole grids: every Tartan
//! product of Turning Turtles, Mock Turtles and Ruler, and two-dimensional
//! coin turning given by its shapes (`coins2d:RULE`), every grid of 4 × 4
//! coins valued by the definition alone (the mex over moves written here
//! from each rule's words) against the engine; the engine's moves against
//! the rules; `tartan:ruler*ruler` is Rugs; and the rules that are products
//! follow the Tartan theorem.

use grundy::catalog;
use grundy::games::coins::plane::PlaneCoins;
use grundy::games::coins::rugs::{self, format_rug, Rug};
use grundy::games::coins::tartan::Tartan;
use grundy::games::coins::CoinRule;
use grundy::{Game, Nimber};
use std::collections::BTreeSet;

mod grid_search;
use grid_search::{grid, product_mask, search, SIDE};

/// The lines a row game's move from the head at `h` flips, as the notes
/// state the rules: Turning Turtles the head and at most one coin to its
/// left, Mock Turtles at most two, Ruler a run ending at the head.
fn line_moves(rule: &str, h: usize) -> Vec<Vec<usize>> {
    let mut out = vec![vec![h]];
    match rule {
        "turtles" => out.extend((0..h).map(|j| vec![j, h])),
        "mock-turtles" => {
            out.extend((0..h).map(|j| vec![j, h]));
            out.extend((0..h).flat_map(|j| (0..j).map(move |i| vec![i, j, h])));
        }
        _ => out.extend((0..h).map(|j| (j..=h).collect())),
    }
    out
}

/// The flip masks of the grid's moves from the coin at `(r, c)`, a coin
/// at bit `r * SIDE + c`.
fn masks(a: &str, b: &str, r: usize, c: usize) -> Vec<u16> {
    let mut out = Vec::new();
    for rows in line_moves(a, r) {
        for columns in line_moves(b, c) {
            out.push(product_mask(&rows, &columns));
        }
    }
    out
}

const FACTORS: [&str; 3] = ["turtles", "mock-turtles", "ruler"];

#[test]
fn every_product_to_4_by_4_agrees_with_a_search_on_the_grid() {
    for a in FACTORS {
        for b in FACTORS {
            let g = Tartan::parse(&format!("{a}*{b}")).unwrap();
            let values = search(|r, c| masks(a, b, r, c));
            // The theorem's content over every grid: a grid is worth the
            // nim-sum of its heads alone.
            for (p, &v) in values.iter().enumerate() {
                let heads = (0..SIDE * SIDE).filter(|k| p >> k & 1 == 1);
                let sum = heads.fold(0u8, |acc, k| acc ^ values[1 << k]);
                assert_eq!(v, sum, "{a}*{b}, {}", rugs::format_rug(&grid(p)));
            }
            // The engine's values: every lone head, and grids across the
            // whole range.
            let lone = (0..SIDE * SIDE).map(|k| 1usize << k);
            for p in lone.chain((0..values.len()).step_by(61)) {
                let rug = grid(p);
                assert_eq!(
                    g.value(&rug),
                    Nimber(u64::from(values[p])),
                    "{a}*{b}, {}",
                    rugs::format_rug(&rug)
                );
            }
        }
    }
}

#[test]
fn the_engines_moves_are_the_rules_products() {
    for a in FACTORS {
        for b in FACTORS {
            let g = Tartan::parse(&format!("{a}*{b}")).unwrap();
            for p in (0..1usize << (SIDE * SIDE)).step_by(997) {
                let rug = grid(p);
                let listed: BTreeSet<Rug> = g
                    .moves(&rug)
                    .map(|mv| g.apply(&rug, &mv).unwrap())
                    .collect();
                let want: BTreeSet<Rug> = (0..SIDE * SIDE)
                    .filter(|k| p >> k & 1 == 1)
                    .flat_map(|k| masks(a, b, k / SIDE, k % SIDE))
                    .map(|m| grid(p ^ m as usize))
                    .collect();
                assert_eq!(listed, want, "{a}*{b}, {}", rugs::format_rug(&rug));
                // Every move's text reads back as the move.
                for mv in g.moves(&rug) {
                    let text = g.format_move(&rug, &mv);
                    assert_eq!(g.parse_move(&rug, &text).as_ref(), Ok(&mv), "{text}");
                }
            }
        }
    }
}

#[test]
fn each_head_is_the_product_of_its_lines_values() {
    // Lone heads in the row games, from the notes: Turning Turtles' coin n
    // is the heap n (from 1), Ruler's the largest power of 2 dividing n
    // (from 1); Mock Turtles' values (from 0) are the odious numbers.
    let turtles = [1, 2, 3, 4];
    let ruler = [1, 2, 1, 4];
    let mock = [1, 2, 4, 7];
    let g = Tartan::new(CoinRule::MockTurtles, CoinRule::Turtles);
    for r in 0..SIDE {
        for c in 0..SIDE {
            assert_eq!(
                g.head_value(r, c),
                Nimber(mock[r]) * Nimber(turtles[c]),
                "{r},{c}"
            );
            let t = Tartan::new(CoinRule::Turtles, CoinRule::Ruler);
            assert_eq!(t.head_value(r, c), Nimber(turtles[r]) * Nimber(ruler[c]));
        }
    }
}

#[test]
fn ruler_by_ruler_is_rugs_under_its_own_name() {
    let g = catalog::game("tartan:ruler*ruler").unwrap();
    assert_eq!(g.spec(), "rugs");
    let t = Tartan::new(CoinRule::Ruler, CoinRule::Ruler);
    for p in (0..1usize << (SIDE * SIDE)).step_by(101) {
        assert_eq!(t.value(&grid(p)), rugs::value(&grid(p)));
    }
    let g = catalog::game("tartan:turtles*mock-turtles").unwrap();
    assert_eq!(g.spec(), "tartan:turtles*mock-turtles");
    assert_eq!(g.name(), "Turning Turtles × Mock Turtles");
    for bad in [
        "tartan:turtles",
        "tartan:nim*ruler",
        "tartan:ruler*ruler*ruler",
    ] {
        assert!(catalog::game(bad).is_err(), "{bad}");
    }
}

fn bit(r: usize, c: usize) -> u16 {
    1 << (r * SIDE + c)
}

fn check(rule: &str, masks: impl Fn(usize, usize) -> Vec<u16>) {
    let g = PlaneCoins::parse(rule).unwrap();
    let values = search(masks);
    let lone = (0..SIDE * SIDE).map(|k| 1usize << k);
    for p in lone.chain((0..values.len()).step_by(37)) {
        let rug = grid(p);
        assert_eq!(
            g.value(&rug),
            Nimber(u64::from(values[p])),
            "{rule}, {}",
            format_rug(&rug)
        );
    }
}

#[test]
fn turning_corners_and_the_acrostic_rule_agree_with_a_search_of_every_grid() {
    // The four corners of a rectangle at least 2 by 2, its corner a head.
    check("a.0,0.b,a.b", |r, c| {
        let mut out = Vec::new();
        for x in 0..r {
            for y in 0..c {
                out.push(bit(x, y) | bit(x, c) | bit(r, y) | bit(r, c));
            }
        }
        out
    });
    // The corner alone, or with one coin left of it in its row or above it
    // in its column.
    check(";0.a;a.0", |r, c| {
        let mut out = vec![bit(r, c)];
        out.extend((0..c).map(|y| bit(r, y) | bit(r, c)));
        out.extend((0..r).map(|x| bit(x, c) | bit(r, c)));
        out
    });
}

#[test]
fn turning_corners_is_the_nim_product_of_the_coordinates() {
    // Twins × Twins: Twins' coin n (from 0) is worth n, so a head at
    // (x, y) is worth x ⊗ y.
    let g = PlaneCoins::parse("a.0,0.b,a.b").unwrap();
    for x in 0..12u64 {
        for y in 0..12u64 {
            assert_eq!(
                g.head_value(x as usize, y as usize),
                Nimber(x) * Nimber(y),
                "{x},{y}"
            );
        }
    }
}

#[test]
fn rules_that_are_products_follow_the_tartan_theorem() {
    for (rule, rows, columns) in [
        (";0.b;a.0;a.0,0.b,a.b", CoinRule::Turtles, CoinRule::Turtles),
        (
            ";0.c;a.0;a.0,b.0;a.0,0.c,a.c;a.0,b.0,0.c,a.c,b.c",
            CoinRule::MockTurtles,
            CoinRule::Turtles,
        ),
    ] {
        let g = PlaneCoins::parse(rule).unwrap();
        let t = Tartan::new(rows, columns);
        for r in 0..12 {
            for c in 0..12 {
                assert_eq!(g.head_value(r, c), t.head_value(r, c), "{rule}: {r},{c}");
            }
        }
    }
}

#[test]
fn the_game_is_read_from_its_spec_and_plays() {
    let g = catalog::game("coins2d:a.0,0.b,a.b").unwrap();
    assert_eq!(g.spec(), "coins2d:0.b,a.0,a.b");
    let p = g.parse_position("HTH/THT/TTH").unwrap();
    for mv in g.moves(&p) {
        let text = g.format_move(&p, &mv);
        assert_eq!(g.parse_move(&p, &text).as_ref(), Ok(&mv), "{text}");
    }
    assert!(catalog::game("coins2d:a.").is_err());
    let e = g.parse_position("HTHTHTHTHTHTH").unwrap_err();
    assert!(e.to_string().contains("at most 12"), "{e}");
}
