//! One component per file.

pub mod builder_view;
pub mod cut_button;
pub mod cut_list;
pub mod extras_host;
pub mod game_controls;
pub mod length_panel;
pub mod nim_sum;
pub mod nim_view;
pub mod position_editor;
pub mod series_view;
pub mod shortcuts;
pub mod split_chooser;
pub mod surface_card;
pub mod surface_diagram;
pub mod toolbar;
pub mod value_panel;
pub mod why_value;
