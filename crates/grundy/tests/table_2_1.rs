//! The core reproduces Table 2.1 of the paper row by row.

mod common;

use grundy::manifold::{nonorientable_series, nonorientable_value, table_row};
use std::collections::BTreeSet;

#[test]
fn every_row_of_table_2_1_is_reproduced() {
    let rows = common::table_2_1();
    assert_eq!(rows.len(), 15, "the table covers g = 0..14");
    for row in rows {
        let core = table_row(row.genus);
        let ours: BTreeSet<_> = core.moves.iter().cloned().collect();
        let paper: BTreeSet<_> = row.moves.iter().cloned().collect();
        assert_eq!(ours, paper, "moves from n{}", row.genus);
        assert_eq!(
            core.moves.len(),
            row.moves.len(),
            "n{} lists each position once",
            row.genus
        );
        assert_eq!(core.value, row.value, "G(n{})", row.genus);
    }
}

#[test]
fn closed_form_and_brute_force_agree_with_the_table() {
    let rows = common::table_2_1();
    let brute = nonorientable_series(14);
    for row in rows {
        assert_eq!(
            nonorientable_value(row.genus),
            row.value,
            "closed form at n{}",
            row.genus
        );
        assert_eq!(
            brute[row.genus as usize], row.value,
            "brute force at n{}",
            row.genus
        );
    }
}
