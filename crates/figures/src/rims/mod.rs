//! Rims as the notes describe it: dots in the plane and loops that never
//! cross, drawn nested, each loop a rounded outline sized to hold what it
//! encloses (`layout`), and the figure drawn from it (`figure`).

pub mod figure;
pub mod layout;
pub mod names;
