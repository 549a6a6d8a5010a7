//! Two-dimensional coin turning given by its shapes (`coins2d:RULE`):
//! every 4 × 4 grid valued by a search of whole grids, with moves written
//! here from each rule's words, against the engine; and the rules that are
//! products against the Tartan theorem.

use grundy::catalog;
use grundy::games::coins::plane::PlaneCoins;
use grundy::games::coins::rugs::{format_rug, Rug};
use grundy::games::coins::tartan::Tartan;
use grundy::games::coins::CoinRule;
use grundy::{Game, Nimber};

const SIDE: usize = 4;

fn bit(r: usize, c: usize) -> u16 {
    1 << (r * SIDE + c)
}

/// G of every 4 × 4 grid by the definition, from each coin's move masks
/// (a move clears its corner, its highest bit, so options are smaller).
fn search(masks: impl Fn(usize, usize) -> Vec<u16>) -> Vec<u8> {
    let moves: Vec<Vec<u16>> = (0..SIDE * SIDE)
        .map(|k| masks(k / SIDE, k % SIDE))
        .collect();
    let mut g = vec![0u8; 1 << (SIDE * SIDE)];
    let mut seen = [false; 256];
    for p in 1..g.len() {
        seen.fill(false);
        for (k, flips) in moves.iter().enumerate() {
            if p >> k & 1 == 1 {
                for &m in flips {
                    seen[g[p ^ m as usize] as usize] = true;
                }
            }
        }
        g[p] = (0..=255u8).find(|&v| !seen[v as usize]).unwrap();
    }
    g
}

fn grid(p: usize) -> Rug {
    (0..SIDE)
        .map(|r| (0..SIDE).map(|c| p >> (r * SIDE + c) & 1 == 1).collect())
        .collect()
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
