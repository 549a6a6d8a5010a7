//! How Moore's heaps are written: a count of counters, heaps joined as the
//! notation joins them, and how many heaps are drawn.

use crate::text::{plural, with_separators};

/// Heaps drawn (and listed in tables and the composer); moves' heaps are
/// drawn as well.
pub(super) const MAX_ROWS: usize = 20;

/// "4,000 counters".
pub(super) fn counters(n: u64) -> String {
    format!(
        "{} {}",
        with_separators(u128::from(n)),
        plural(n, "counter", "counters")
    )
}

/// Heap sizes as the notation writes them: 3 + 5 + 6.
pub(super) fn join_heaps(heaps: &[u64]) -> String {
    heaps
        .iter()
        .map(|h| with_separators(u128::from(*h)))
        .collect::<Vec<_>>()
        .join(" + ")
}
