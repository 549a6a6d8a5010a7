//! Grundy's game's statistics at each power of two equal those of a
//! published analyser (tczajka/octal-games), read from
//! `data/grundy_statistics.txt`: the largest value and its first heap,
//! the rare class, the rare values counted from heap 0 (the heaps from 1
//! are one fewer: 1,273 of them at 2^20 against the 1,274 values) and
//! the last rare heap. To 2^20 heaps in an optimised build, 2^13 in a
//! debug one.

mod common;

use grundy::games::heap::census::{extend, Census};
use grundy::games::heap::GrundySparse;

#[cfg(debug_assertions)]
const LOG: u32 = 13;
#[cfg(not(debug_assertions))]
const LOG: u32 = 20;

#[test]
fn the_statistics_are_the_published_analysers() {
    let mut run = GrundySparse::new();
    let mut ours: Vec<Census> = Vec::new();
    extend(&mut run, (1 << LOG) - 1, |c| ours.push(*c), |_| {}).unwrap();
    let theirs: Vec<_> = common::grundy_statistics()
        .into_iter()
        .filter(|s| s.log <= LOG)
        .collect();
    assert!(theirs.len() >= 8, "{} lines", theirs.len());
    for s in theirs {
        let c = ours
            .iter()
            .find(|c| c.heaps == 1 << s.log)
            .unwrap_or_else(|| panic!("no statistics at 2^{}", s.log));
        let got = (
            u64::from(c.largest),
            c.largest_at,
            c.class_words(),
            c.rare,
            c.last_rare,
        );
        let want = (s.largest, s.first_at, s.mask.clone(), s.rare, s.last_rare);
        assert_eq!(got, want, "2^{}", s.log);
        if s.log == LOG {
            // The run lists the rare heaps from 1; heap 0 is the one more.
            assert_eq!(run.rare_heaps().len() as u64 + 1, s.rare);
        }
    }
}
