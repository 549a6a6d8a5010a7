//! The graph game as the board draws it: vertices in rows by their longest
//! path to a sink (`layout`), edges as arrows, each vertex with its value
//! in a badge, tokens as discs beside their vertices (`figure`).

pub mod figure;
pub mod layout;
