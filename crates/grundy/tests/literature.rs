//! Octal games whose periods the literature gives, proved by computing
//! until Guy and Smith's theorem applies (`heap::until`). The first eight
//! take a few seconds together in an optimised build and much longer in a
//! debug one, where they are skipped: run them with
//! `cargo test --release -p grundy --test literature`. The last two take
//! tens of seconds and are run only when asked for (`-- --ignored`).

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

/// 0.376 (Gangolli and Plambeck 1989) and 0.354 (Flammenkamp 2002), which
/// need 6.5 and 26 million heaps: tens of seconds each in an optimised
/// build, run with
/// `cargo test --release -p grundy --test literature -- --ignored`.
const LONG_PERIODS: [(&str, u64, u64); 2] = [("0.376", 2268248, 4), ("0.354", 10061916, 1180)];

fn proved(periods: &[(&str, u64, u64)]) {
    for &(code, pre, period) in periods {
        let report = prove_octal(&OctalGame::parse(code).unwrap(), None, |_| {});
        match report.claim {
            Claim::Proved(c) => assert_eq!((c.preperiod, c.period), (pre, period), "{code}"),
            other => panic!("{code}: {other:?} to heap {}", report.checked_to),
        }
    }
}

#[test]
#[ignore = "tens of seconds in an optimised build; run with --release -- --ignored"]
fn the_longest_periods_are_proved_with_no_bound() {
    proved(&LONG_PERIODS);
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "seconds in a debug build; run with --release"
)]
fn the_literatures_periods_are_proved_with_no_bound() {
    proved(&PERIODS);
}
