//! The value of a collection is the nim-sum of its parts, checked by brute
//! force on whole positions.

use grundy::manifold::{surface_value, Manifold, Position, Surface};
use grundy::{Evaluator, Nimber};

/// Every multiset of up to `parts` non-sphere surfaces with genus sum <= `max`.
fn positions(max: u64, parts: usize) -> Vec<Vec<Surface>> {
    let mut kinds: Vec<Surface> = Vec::new();
    for g in 1..=max {
        kinds.push(Surface::orientable(g));
        kinds.push(Surface::nonorientable(g));
    }
    let mut out = vec![Vec::new()];
    fn extend(
        kinds: &[Surface],
        from: usize,
        budget: u64,
        left: usize,
        cur: &mut Vec<Surface>,
        out: &mut Vec<Vec<Surface>>,
    ) {
        if left == 0 {
            return;
        }
        for i in from..kinds.len() {
            let s = kinds[i];
            if s.genus() <= budget {
                cur.push(s);
                out.push(cur.clone());
                extend(kinds, i, budget - s.genus(), left - 1, cur, out);
                cur.pop();
            }
        }
    }
    extend(&kinds, 0, max, parts, &mut Vec::new(), &mut out);
    out
}

#[test]
fn sum_theorem_holds_for_every_small_position() {
    let all = positions(12, 4);
    assert!(all.len() > 1_000, "{} positions", all.len());
    let mut eval = Evaluator::new(Manifold);
    for surfaces in all {
        let p = Position::new(surfaces);
        let brute = eval.value(&p);
        let sum: Nimber = p.surfaces().iter().map(|&s| surface_value(s)).sum();
        assert_eq!(brute, sum, "{p}");
        assert_eq!(p.value(), sum, "{p}");
    }
}

#[test]
fn spheres_change_nothing() {
    let mut eval = Evaluator::new(Manifold);
    let p: Position = "n5 + o0 + o0 + o2".parse().unwrap();
    let q: Position = "n5 + o2".parse().unwrap();
    assert_eq!(eval.value(&p), eval.value(&q));
    assert_eq!(p.value(), q.value());
}
