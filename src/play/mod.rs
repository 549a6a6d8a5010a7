//! The play page, the same for every game: the value of the position and
//! its outcome, the components drawn, the selected component's moves
//! grouped with their values, two players or the computer, hint, undo,
//! redo, the record, the position editor, and the game's explanation.

pub mod board;
pub mod chooser;
pub mod controls;
pub mod disclosure;
pub mod editor;
pub mod focus;
pub mod move_button;
pub mod moves;
pub mod page;
pub mod prepare;
pub mod shortcuts;
pub mod toolbar;
pub mod value;
