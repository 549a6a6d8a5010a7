//! Octal games whose periods the literature gives, proved by computing
//! until Guy and Smith's theorem applies (`heap::until`). The eight take
//! a few seconds together in an optimised build and much longer in a
//! debug one, where they are skipped: run them with
//! `cargo test --release -p grundy --test literature`.

use grundy::games::heap::until::{prove_octal, Claim};
use grundy::octal::OctalGame;

/// (code, pre-period, period): 0.45; 0.156 (Kenyon 1967); 0.356, 0.644
/// and 0.165 (Austin 1976); 0.16, 0.56 and 0.127 (Gangolli and Plambeck
/// 1989).
const PERIODS: [(&str, u64, u64); 8] = [
    ("0.45", 498, 20),
    ("0.156", 3479, 349),
    ("0.356", 7315, 142),
    ("0.644", 3256, 442),
    ("0.165", 5181, 1550),
    ("0.16", 105351, 149459),
    ("0.56", 326640, 144),
    ("0.127", 46578, 4),
];

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "seconds in a debug build; run with --release"
)]
fn the_literatures_periods_are_proved_with_no_bound() {
    for (code, pre, period) in PERIODS {
        let report = prove_octal(&OctalGame::parse(code).unwrap(), None, |_| {});
        match report.claim {
            Claim::Proved(c) => assert_eq!((c.preperiod, c.period), (pre, period), "{code}"),
            other => panic!("{code}: {other:?} to heap {}", report.checked_to),
        }
    }
}
