//! Brute force from the moves alone agrees with Theorems 2.3 and 2.4.

mod common;

use grundy::manifold::{
    find_periodicity, nonorientable_series, orientable_series, surface_value, Cuts, Manifold,
    Orientability, Position, Surface,
};
use grundy::{Evaluator, Nimber};

const LIMIT: u64 = 2000;

/// The series by the definition: mex over every cut, enumerated one by one,
/// a split worth the nim-sum of its pieces.
fn naive_series(limit: u64) -> (Vec<Nimber>, Vec<Nimber>) {
    let mut o: Vec<Nimber> = Vec::new();
    for g in 0..=limit {
        let v = Nimber::mex(
            Cuts::new(Surface::orientable(g))
                .map(|c| c.result().iter().map(|s| o[s.genus() as usize]).sum()),
        );
        o.push(v);
    }
    let mut n: Vec<Nimber> = Vec::new();
    for g in 0..=limit {
        let v = Nimber::mex(Cuts::new(Surface::nonorientable(g)).map(|c| {
            c.result()
                .iter()
                .map(|s| {
                    if s.is_orientable() {
                        o[s.genus() as usize]
                    } else {
                        n[s.genus() as usize]
                    }
                })
                .sum()
        }));
        n.push(v);
    }
    (o, n)
}

#[test]
fn the_papers_series_match_the_closed_forms() {
    for series in common::g_series() {
        let make = |g| Surface::new(series.kind, g);
        for g in (0..10_000).chain([u64::MAX - 7, u64::MAX - 3, u64::MAX - 1, u64::MAX]) {
            assert_eq!(surface_value(make(g)), series.at(g), "{}", make(g));
        }
    }
}

#[test]
fn naive_brute_force_equals_closed_forms_to_2000() {
    let (o, n) = naive_series(LIMIT);
    for g in 0..=LIMIT {
        assert_eq!(o[g as usize], surface_value(Surface::orientable(g)), "o{g}");
        assert_eq!(
            n[g as usize],
            surface_value(Surface::nonorientable(g)),
            "n{g}"
        );
    }
}

#[test]
fn fast_series_equals_naive_and_closed_forms() {
    let (o, n) = naive_series(LIMIT);
    assert_eq!(orientable_series(LIMIT), o);
    assert_eq!(nonorientable_series(LIMIT), n);
    let big = 20_000;
    for (g, v) in nonorientable_series(big).into_iter().enumerate() {
        assert_eq!(v, surface_value(Surface::nonorientable(g as u64)), "n{g}");
    }
    for (g, v) in orientable_series(big).into_iter().enumerate() {
        assert_eq!(v, surface_value(Surface::orientable(g as u64)), "o{g}");
    }
}

#[test]
fn series_periods_are_the_papers() {
    for series in common::g_series() {
        let values = match series.kind {
            Orientability::Orientable => orientable_series(LIMIT),
            Orientability::Nonorientable => nonorientable_series(LIMIT),
        };
        let p = find_periodicity(&values).expect("a period shows");
        assert_eq!(p.preperiod as usize, series.prefix.len());
        assert_eq!(p.period as usize, series.block.len());
        assert_eq!(p.checked_to, LIMIT);
    }
}

#[test]
fn whole_position_brute_force_on_single_surfaces() {
    // No sum theorem here: positions are whole collections.
    let mut eval = Evaluator::new(Manifold);
    for g in 0..=14 {
        for s in [Surface::orientable(g), Surface::nonorientable(g)] {
            let p = Position::new(vec![s]);
            assert_eq!(eval.value(&p), surface_value(s), "{s}");
        }
    }
}
