//! Per-kind summaries and the perfect player agree with full enumeration.

use grundy::manifold::{
    best_move, count, summarize, winning_move, winning_moves, CutKind, Cuts, Position, Surface,
};
use grundy::Nimber;
use std::collections::BTreeSet;

#[test]
fn summaries_match_enumeration_up_to_genus_300() {
    for g in 0..=300 {
        for s in [Surface::orientable(g), Surface::nonorientable(g)] {
            for kind in CutKind::ALL {
                let all: BTreeSet<Nimber> =
                    Cuts::of_kind(s, kind).map(|c| c.result_value()).collect();
                let sum = summarize(s, kind);
                let got: BTreeSet<Nimber> = sum.reach.iter().map(|r| r.value).collect();
                assert_eq!(got, all, "{s} {kind}");
                assert_eq!(sum.count, count(s, kind));
                for r in &sum.reach {
                    assert_eq!(r.witness.kind(), kind);
                    assert_eq!(r.witness.surface(), s);
                    assert_eq!(r.witness.result_value(), r.value);
                }
            }
        }
    }
}

#[test]
fn summaries_repeat_with_the_period_at_huge_genus() {
    let base = 1_000_000_000_000_000u64;
    for r in 0..8 {
        let small = Surface::nonorientable(400 + r);
        let huge = Surface::nonorientable(base + r);
        for kind in CutKind::ALL {
            let a: Vec<Nimber> = summarize(small, kind)
                .reach
                .iter()
                .map(|x| x.value)
                .collect();
            let b: Vec<Nimber> = summarize(huge, kind)
                .reach
                .iter()
                .map(|x| x.value)
                .collect();
            assert_eq!(a, b, "{small} vs {huge} {kind}");
        }
    }
}

#[test]
fn perfect_player_finds_a_winning_move_whenever_one_exists() {
    for a in 0..=12u64 {
        for b in 0..=12u64 {
            let p = Position::new(vec![
                Surface::nonorientable(a),
                Surface::orientable(b),
                Surface::nonorientable(b),
            ]);
            let exists = winning_moves(&p).next().is_some();
            assert_eq!(exists, !p.value().is_zero(), "{p}");
            match winning_move(&p) {
                Some(m) => assert!(p.apply(&m).unwrap().value().is_zero(), "{p}"),
                None => assert!(!exists, "{p}"),
            }
            if let Some(m) = best_move(&p) {
                p.apply(&m).expect("the perfect player's move is legal");
            } else {
                assert!(p.is_terminal());
            }
        }
    }
}
