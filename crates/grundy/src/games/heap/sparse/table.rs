//! The tables that mark which values are options of the heaps in hand:
//! one place for every 16-bit value, and one table for each heap of a
//! batch.

/// The 16-bit values.
pub const VALUES: usize = 1 << 16;

/// Heaps whose rare splits are marked together.
pub(super) const BATCH: usize = 4;

/// `table[v] == stamp` when `v` is an option of the heap in hand: a place
/// for every 16-bit value, so a nim-sum needs no check.
pub(super) type Table = Box<[u32; VALUES]>;

/// A table with no value marked.
pub(super) fn table() -> Table {
    // Made on the heap directly, never on the stack.
    vec![0; VALUES]
        .into_boxed_slice()
        .try_into()
        .unwrap_or_else(|_| unreachable!("the vector has a place for every value"))
}
