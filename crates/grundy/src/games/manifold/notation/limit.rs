//! How much one text of notation may describe: the bound that keeps a typo
//! from exhausting memory, shared by the reader and its error messages.

/// The most surfaces one text may describe, so a typo such as `99999999*o1`
/// gets an error instead of exhausting memory.
pub const MAX_SURFACES: u64 = 10_000;
