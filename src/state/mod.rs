//! The page's state, in two parts with a context each: play (the games on
//! the table, which change with every move) and everything else (the page
//! shown, preferences, the other pages), so a move redraws only what reads
//! the games.

pub mod play;
pub mod ui;

use yew::UseReducerHandle;

/// The play state's handle, as components read it from the context.
pub type PlayContext = UseReducerHandle<play::PlayState>;
/// The rest of the page's handle.
pub type UiContext = UseReducerHandle<ui::Ui>;
