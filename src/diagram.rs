//! Geometry of the surface diagrams, free of Yew so it can be tested natively.
