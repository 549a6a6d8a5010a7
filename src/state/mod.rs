//! The page's state, in three parts with a context each: play (the games on
//! the table), preferences (theme, projector view) and pages (which page is
//! shown and what the other pages hold), so a change to one redraws only
//! what reads it.

pub mod pages;
pub mod play;
pub mod prefs;

use yew::UseReducerHandle;

/// The play state's handle, as components read it from the context.
pub type PlayContext = UseReducerHandle<play::PlayState>;
/// The preferences' handle.
pub type PrefsContext = UseReducerHandle<prefs::Prefs>;
/// The pages' handle.
pub type PagesContext = UseReducerHandle<pages::Pages>;
