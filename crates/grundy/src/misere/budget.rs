//! How much searching learning a quotient's next step may do: the bound
//! the search for outcomes ([`super::oracle`]) works within, and which a
//! stop for want of it ([`super::heaps::Stop::Search`]) reports.

/// The most positions one learning step may search.
pub const SEARCH_BUDGET: usize = 2_000_000;
