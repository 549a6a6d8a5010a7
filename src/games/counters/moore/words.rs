//! How Moore's heaps are written: a count of counters (as the figures
//! write it), heaps joined as the notation joins them, and how many heaps
//! are drawn.

use crate::text::with_separators;
pub(super) use figures::moore::counters;

/// Heaps drawn (and listed in tables and the composer); moves' heaps are
/// drawn as well.
pub(super) const MAX_ROWS: usize = figures::moore::MAX_ROWS;

/// Heap sizes as the notation writes them: 3 + 5 + 6.
pub(super) fn join_heaps(heaps: &[u64]) -> String {
    heaps
        .iter()
        .map(|h| with_separators(u128::from(*h)))
        .collect::<Vec<_>>()
        .join(" + ")
}
