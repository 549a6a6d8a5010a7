//! The catalogue of games: what a program asks about a game before it
//! plays it. Each game's module holds its [`Entry`] (its name, how its
//! spec is read, the words for its parts and moves, its notation, presets
//! and default position, which views it has, and its lines in the games
//! index); [`crate::games::CATALOGUE`] lists them, once. Every other list
//! of games (the names an address or the command line reads, the index
//! page, the tabs, the presets, the early requests of the page's code) is
//! derived from it.
//!
//! An entry is data: it names its [`Family`], the code that plays and
//! shows the game, but holds no engine, so a program may read the whole
//! catalogue without carrying any game's code.
//!
//! ```
//! use grundy::catalogue;
//!
//! let kayles = catalogue::entry("octal").expect("in the catalogue");
//! assert_eq!((kayles.check)("0.77").unwrap(), "octal:0.77");
//! assert_eq!(catalogue::checked("Octal:0.77").unwrap().1, "octal:0.77");
//! assert!(catalogue::checked("chess").is_err());
//! ```

mod entry;
mod family;

pub use entry::{
    bare, sources, Add, Entry, Group, Hook, Layout, Listing, Preset, SeriesPage, Tabs, Words, PLAY,
};
pub use family::{BarKind, CoinKind, CounterKind, Family, HeapKind, Record};

use crate::games::CATALOGUE;
use crate::spec::error::SpecError;

/// The entry of the game whose spec starts with `name` (any case).
pub fn entry(name: &str) -> Option<&'static Entry> {
    let name = name.trim();
    CATALOGUE
        .iter()
        .copied()
        .find(|e| e.name.eq_ignore_ascii_case(name))
}

/// The entry a spec names and the spec checked, written as the game
/// writes it; `misère` suffixes are not read here
/// ([`crate::spec::AnyGame::from_spec`] reads them).
pub fn checked(spec: &str) -> Result<(&'static Entry, String), SpecError> {
    let spec = spec.trim();
    let (name, arg) = spec.split_once(':').unwrap_or((spec, ""));
    let named = entry(name).ok_or_else(|| SpecError::Unknown {
        spec: spec.to_string(),
        forms: entries().map(|e| e.form).collect(),
    })?;
    let checked = (named.check)(arg.trim())?;
    // A rule that is a named game's own is that game (`coins:;a` is
    // `turtles`).
    Ok((of(&checked).unwrap_or(named), checked))
}

/// The entry of a checked spec (`octal:0.77`).
pub fn of(spec: &str) -> Option<&'static Entry> {
    entry(spec.split(':').next().unwrap_or(spec))
}

/// Every entry, in the catalogue's order.
pub fn entries() -> impl Iterator<Item = &'static Entry> {
    CATALOGUE.iter().copied()
}

/// Every game's form, as the command line and an unknown spec's message
/// list them: `manifold, nim, octal:CODE (octal:0.77 is Kayles), ...`.
pub fn forms() -> String {
    let forms: Vec<String> = entries()
        .map(|e| match e.about {
            "" => e.form.to_string(),
            about => format!("{} {about}", e.form),
        })
        .collect();
    forms.join(", ")
}

/// The position the game of a checked spec starts from when nothing
/// names one: in misère play its own where it has one, else its first
/// preset.
pub fn start(entry: &Entry, spec: &str, misere: bool) -> String {
    match (entry.misere_start.filter(|_| misere), entry.start) {
        (Some(s), _) | (None, Some(s)) => s.to_string(),
        (None, None) => (entry.presets)(spec)
            .into_iter()
            .next()
            .map_or_else(String::new, |p| p.position),
    }
}

#[cfg(test)]
mod tests;
