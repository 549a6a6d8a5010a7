//! The value explanation reproduces Table 2.1's rows.

mod common;

use grundy::manifold::explain::explain;
use grundy::manifold::Surface;
use std::collections::BTreeSet;

#[test]
fn explanations_list_table_2_1() {
    for row in common::table_2_1() {
        let e = explain(Surface::nonorientable(row.genus));
        assert!(e.exhaustive);
        let ours: BTreeSet<_> = e.rows.iter().map(|r| (r.pieces.clone(), r.value)).collect();
        let paper: BTreeSet<_> = row.moves.iter().cloned().collect();
        assert_eq!(ours, paper, "n{}", row.genus);
        assert_eq!(e.value, row.value);
    }
}
