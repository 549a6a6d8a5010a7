//! Display-ready data for front ends: what a surface, a position or a cut
//! list looks like once computed, so a user interface only draws it.
