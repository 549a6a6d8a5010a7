//! The series page's limits, which the address's reader checks too.

/// The largest genus accepted, for the series and for verification.
pub const MAX_N: u64 = 1_000_000;

/// The default genus to verify to.
pub const DEFAULT_VERIFY_N: u64 = 20_000;

/// At most this many cells per series are drawn; the rest are summarised.
pub const MAX_CELLS: u64 = 240;
