//! Green Hackenbush as the board draws it: graphs standing on the ground,
//! each part spread as the tree of a search from the ground (`layout`),
//! with the ground, the vertices' names and the parts' labels placed
//! (`figure`).

pub mod figure;
pub mod layout;
