//! The paper's remark under Theorem 2.3: og is the octal game 4.3.

mod common;

use grundy::manifold::{orientable_series, Orientability};
use grundy::octal::OctalGame;

#[test]
fn octal_4_3_has_the_values_of_og() {
    let game = OctalGame::parse("4.3").unwrap();
    let octal = game.series(500);
    assert_eq!(octal, orientable_series(500));
    let paper = common::g_series()
        .into_iter()
        .find(|s| s.kind == Orientability::Orientable)
        .unwrap();
    for (g, v) in octal.iter().enumerate() {
        assert_eq!(*v, paper.at(g as u64), "heap {g}");
    }
}
