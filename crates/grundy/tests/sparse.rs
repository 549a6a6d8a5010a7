//! The sparse method gives the values of the definition: every octal code
//! with at most three digits after the point (before the point 0 or 4), to
//! heap 5,000 in an optimised build and 800 in a debug one; and Grundy's
//! game to heap 100,000 from four starting points of the pass (optimised
//! build only: the definition takes minutes in a debug one).

use grundy::games::heap::sparse::{Class, HeapValues, Method, SplitRules};
use grundy::games::heap::until::OctalSearch;
use grundy::games::heap::{naive_series, GrundySparse};
use grundy::octal::OctalGame;

#[cfg(debug_assertions)]
const LAST: u64 = 800;
#[cfg(not(debug_assertions))]
const LAST: u64 = 5_000;

fn octal_codes() -> impl Iterator<Item = String> {
    ["0", "4"]
        .into_iter()
        .flat_map(|d0| (0..512).map(move |d| format!("{d0}.{:03o}", d)))
}

#[test]
fn sparse_equals_plain_for_every_octal_code_of_three_digits() {
    let mut sparse_at_the_end = 0;
    for code in octal_codes() {
        let game = OctalGame::parse(&code).unwrap();
        let mut plain = OctalSearch::with_method(&game, Method::Plain);
        let mut sparse = OctalSearch::with_method(&game, Method::Sparse);
        plain.extend(LAST, |_, _| {}).unwrap();
        sparse.extend(LAST, |_, _| {}).unwrap();
        assert_eq!(sparse.values(), plain.values(), "{code}");
        let digits: Vec<u8> = code
            .bytes()
            .filter(|&b| b != b'.')
            .map(|b| b - b'0')
            .collect();
        let rules = SplitRules::octal(&digits);
        let mut always = HeapValues::new(rules, Method::Sparse, Class::Chosen, 1).always_sparse();
        for _ in 0..=LAST {
            always.push_next().unwrap();
        }
        assert_eq!(always.values(), plain.values(), "{code}, sparse steps only");
        if 3 * sparse.series().rare_heaps().len() < LAST as usize {
            sparse_at_the_end += 1;
        }
    }
    // The method is at work, not replaced by the definition, for many of
    // them.
    assert!(sparse_at_the_end > 100, "{sparse_at_the_end}");
}

#[test]
fn the_pass_alone_finds_the_values_of_kayles_and_dawsons_kayles() {
    // Kayles (0.77): 0 1 2 3 1 4 3 2 1 4 2 6, Dawson's Kayles (0.07):
    // 0 0 1 1 2 0 3 1 1 0 3 3 (Winning Ways), each with every value's class
    // fixed and the sparse steps taken from heap 256 on, however many
    // heaps are rare.
    for (digits, first) in [
        ([0u8, 7, 7], [0u16, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]),
        ([0, 0, 7], [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]),
    ] {
        let rules = SplitRules::octal(&digits);
        for mask in [1, 2, 3, 4, 6, 7] {
            let mut s = HeapValues::new(rules.clone(), Method::Sparse, Class::Fixed(mask), 1)
                .always_sparse();
            let mut p = HeapValues::new(rules.clone(), Method::Plain, Class::Fixed(mask), 1);
            for _ in 0..=3000 {
                s.push_next().unwrap();
                p.push_next().unwrap();
            }
            assert_eq!(&s.values()[..12], &first, "{digits:?}");
            assert_eq!(s.values(), p.values(), "{digits:?} mask {mask}");
        }
    }
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "minutes in a debug build; run with --release"
)]
fn grundys_game_from_four_starting_points_to_a_hundred_thousand() {
    let naive = naive_series(100_000);
    for start in [1, 97, 20_000, 49_999] {
        let mut s = GrundySparse::starting_at(start);
        s.step(100_000, u64::MAX);
        assert_eq!(s.values(), naive.as_slice(), "start {start}");
    }
}
