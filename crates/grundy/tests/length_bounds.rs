//! Corollary 2.2 (game length) checked by brute force over every line of play.

use grundy::manifold::{length_bounds, Manifold, Position, Surface};
use grundy::Game;
use std::collections::HashMap;

/// (fewest, most) moves to the end, over all plays.
fn brute(p: &Position, memo: &mut HashMap<Position, (u128, u128)>) -> (u128, u128) {
    if let Some(&r) = memo.get(p) {
        return r;
    }
    let options: Vec<Position> = Manifold
        .options(p)
        .iter()
        .map(|q| Manifold.canonical(q))
        .collect();
    let r = if options.is_empty() {
        (0, 0)
    } else {
        let mut lo = u128::MAX;
        let mut hi = 0;
        for q in &options {
            let (a, b) = brute(q, memo);
            lo = lo.min(a + 1);
            hi = hi.max(b + 1);
        }
        (lo, hi)
    };
    memo.insert(p.clone(), r);
    r
}

#[test]
fn single_surfaces_follow_corollary_2_2() {
    let mut memo = HashMap::new();
    for g in 0..=12u64 {
        for s in [Surface::orientable(g), Surface::nonorientable(g)] {
            let p = Position::new(vec![s]);
            let (fewest, most) = brute(&Manifold.canonical(&p), &mut memo);
            // The corollary: at most 2g moves; n(2k) in k, n(2k+1) in k + 1.
            assert!(most <= 2 * u128::from(g), "{s}: {most}");
            if !s.is_orientable() {
                let k = u128::from(g / 2);
                assert_eq!(fewest, if g % 2 == 0 { k } else { k + 1 }, "{s}");
            }
            let b = length_bounds(&p);
            assert_eq!((b.fewest, b.most), (fewest, most), "{s}");
        }
    }
}

#[test]
fn positions_add_their_lengths() {
    let mut memo = HashMap::new();
    for text in [
        "o2 + n3",
        "n4 + n1 + o1",
        "o3 + o0 + n2",
        "2*n3",
        "klein + torus # rp2",
    ] {
        let p: Position = text.parse().unwrap();
        let (fewest, most) = brute(&Manifold.canonical(&p), &mut memo);
        let b = length_bounds(&p);
        assert_eq!((b.fewest, b.most), (fewest, most), "{p}");
    }
}
