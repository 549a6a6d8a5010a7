//! One component per file.

pub mod cut_button;
pub mod cut_list;
pub mod game_controls;
pub mod position_editor;
pub mod split_chooser;
pub mod surface_card;
pub mod surface_diagram;
pub mod value_panel;
