//! Saved preferences (theme, projector view, mode) and the last game and
//! position, under one localStorage key (reached through gloo's storage) as
//! versioned JSON: a serde type, carried to and from a JavaScript value by
//! `serde-wasm-bindgen` and written as text by the browser's own `JSON`.
//! Whatever is found there is untrusted: a value this version cannot read
//! is ignored with a notice, and storage that is missing or throws (a
//! third-party frame, disabled storage) is ignored without one.

use crate::route::{self, Mode, Parsed, Theme};
use gloo::storage::{LocalStorage, Storage};
use grundy::spec::{AnyGame, AnyPosition};
use grundy::{Game, Player};
use serde::{Deserialize, Serialize};

/// The localStorage key.
pub const KEY: &str = "manifold-explorer";

/// The format version written. Version 1 (no game: the surface game) is
/// still read.
pub const VERSION: u32 = 2;

/// The notice shown when a saved value could not be read.
pub const RESET_NOTICE: &str = "Saved settings could not be read and were reset.";

/// What is kept between visits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    /// The colour theme.
    pub theme: Theme,
    /// The projector view.
    pub classroom: bool,
    /// Who plays whom.
    pub mode: Mode,
    /// The game on the table.
    pub game: AnyGame,
    /// Its position.
    pub position: AnyPosition,
    /// The player to move in it.
    pub turn: Player,
}

/// The stored form: words and notation rather than the code's types, so the
/// stored text stays readable and independent of the code's names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stored {
    /// The format version.
    pub version: u32,
    /// `auto`, `light` or `dark`.
    pub theme: String,
    /// The projector view.
    pub classroom: bool,
    /// `two` or `computer`.
    pub mode: String,
    /// The game's spec; absent in version 1, which knew one game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// The position in the game's notation.
    pub position: String,
    /// 1 or 2.
    pub turn: u8,
}

impl Stored {
    /// The stored form of a saved value.
    pub fn of(saved: &Saved) -> Stored {
        Stored {
            version: VERSION,
            theme: saved.theme.key().to_string(),
            classroom: saved.classroom,
            mode: saved.mode.key().to_string(),
            game: Some(saved.game.spec()),
            position: route::compact_notation(&saved.game, &saved.position),
            turn: saved.turn.number(),
        }
    }

    /// The saved value, when every field is one this version can read.
    pub fn read(&self) -> Option<Saved> {
        let game = match (self.version, &self.game) {
            (1, None) => AnyGame::default(),
            (2, Some(spec)) => crate::games::library::game_from_spec(spec).ok()?,
            _ => return None,
        };
        Some(Saved {
            theme: Theme::ALL.into_iter().find(|t| t.key() == self.theme)?,
            classroom: self.classroom,
            mode: Mode::ALL.into_iter().find(|m| m.key() == self.mode)?,
            position: game.parse_position(&self.position).ok()?,
            game,
            turn: Player::from_number(self.turn)?,
        })
    }
}

/// What was found in storage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Loaded {
    /// Nothing saved, or storage unavailable.
    Nothing,
    /// A value this version can read.
    Found(Saved),
    /// A value that could not be read.
    Unreadable,
}

/// The address, with what it leaves out taken from the saved value (the
/// address always wins where it says something), and whether a saved value
/// had to be reset. An embedded view ignores saved values, being someone
/// else's page.
pub fn merge(mut parsed: Parsed, loaded: Loaded) -> (Parsed, bool) {
    if parsed.route.embed {
        return (parsed, false);
    }
    match loaded {
        Loaded::Nothing => (parsed, false),
        Loaded::Unreadable => (parsed, true),
        Loaded::Found(saved) => {
            let route = &mut parsed.route;
            if !parsed.keys.iter().any(|k| k == "theme") {
                route.theme = saved.theme;
            }
            if !parsed.keys.iter().any(|k| k == "classroom") {
                route.classroom = saved.classroom;
            }
            if !parsed.keys.iter().any(|k| k == "mode") {
                route.mode = saved.mode;
            }
            let same_game = !parsed.keys.iter().any(|k| k == "game") || route.game == saved.game;
            if same_game && !parsed.keys.iter().any(|k| k == "p") {
                route.game = saved.game;
                route.position = saved.position;
                if !parsed.keys.iter().any(|k| k == "turn") {
                    route.turn = saved.turn;
                }
            }
            (parsed, false)
        }
    }
}

/// True when the page may use localStorage: reading `window.localStorage`
/// itself throws where storage is denied, and gloo would pass that on.
fn available() -> bool {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .is_some()
}

/// Classifies a stored text.
pub fn read_text(text: &str) -> Loaded {
    let stored = js_sys::JSON::parse(text)
        .ok()
        .and_then(|value| serde_wasm_bindgen::from_value::<Stored>(value).ok());
    match stored.and_then(|s| s.read()) {
        Some(saved) => Loaded::Found(saved),
        None => Loaded::Unreadable,
    }
}

/// The text saved for a value.
pub fn write_text(saved: &Saved) -> Option<String> {
    let value = serde_wasm_bindgen::to_value(&Stored::of(saved)).ok()?;
    js_sys::JSON::stringify(&value).ok()?.as_string()
}

/// Reads the saved value.
pub fn load() -> Loaded {
    if !available() {
        return Loaded::Nothing;
    }
    match LocalStorage::raw().get_item(KEY).ok().flatten() {
        Some(text) => read_text(&text),
        None => Loaded::Nothing,
    }
}

/// The notice shown when a save was refused.
pub const SAVE_FAILED_NOTICE: &str =
    "This position could not be saved in the browser: its storage \
     is full or refuses to keep it, so a later visit will not find it. The address still holds \
     it: bookmark or copy the link to keep it.";

/// Saves a text from [`write_text`]: false when the browser refused it
/// (its storage full, say). Storage that is missing or denied altogether
/// (a third-party frame, storage turned off) is not an error: nothing is
/// ever kept there, as the reader chose.
pub fn save_text(text: &str) -> bool {
    !available() || LocalStorage::raw().set_item(KEY, text).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn saved() -> Saved {
        Saved {
            theme: Theme::Dark,
            classroom: true,
            mode: Mode::Computer,
            game: AnyGame::default(),
            position: AnyPosition::new::<grundy::manifold::Position>("o3 + 2*n2".parse().unwrap()),
            turn: Player::Two,
        }
    }

    /// The same serde type read natively from JSON (the page carries it
    /// through the browser's JSON and `serde-wasm-bindgen`, as
    /// `tests/web.rs` checks).
    fn read(text: &str) -> Option<Saved> {
        serde_json::from_str::<Stored>(text).ok()?.read()
    }

    #[test]
    fn written_then_read_is_the_same_value() {
        let text = serde_json::to_string(&Stored::of(&saved())).unwrap();
        assert_eq!(read(&text), Some(saved()));
        assert!(text.starts_with(r#"{"version":2,"#), "{text}");
        assert!(text.contains(r#""game":"manifold""#), "{text}");
        assert!(text.contains(r#""position":"o3+2*n2""#), "{text}");
    }

    #[test]
    fn text_in_the_first_published_format_reads() {
        // Version 1 as first released, and spaced as another writer might.
        let text = r#"{"version":1,"theme":"dark","classroom":true,"mode":"computer","position":"o3+2*n2","turn":2}"#;
        assert_eq!(read(text), Some(saved()));
        let spaced = "{ \"turn\" : 2, \"position\": \"o3 + 2*n2\", \"mode\": \"computer\",\n \"classroom\": true, \"theme\": \"dark\", \"version\": 1 }";
        assert_eq!(read(spaced), Some(saved()));
    }

    #[test]
    fn another_games_position_reads_in_its_notation() {
        let text = r#"{"version":2,"theme":"auto","classroom":false,"mode":"two","game":"nim","position":"50+53+30+14","turn":1}"#;
        let s = read(text).unwrap();
        assert_eq!(
            s.position,
            AnyPosition::new::<Vec<u64>>(vec![50, 53, 30, 14])
        );
    }

    #[test]
    fn bad_json_and_foreign_shapes_are_not_read() {
        for text in [
            "",
            "{",
            "null",
            "42",
            "\"o3\"",
            "[1,2]",
            r#"{"version":1}"#,
            r#"{"version":3,"theme":"dark","classroom":true,"mode":"two","game":"nim","position":"3","turn":1}"#,
            r#"{"version":2,"theme":"dark","classroom":true,"mode":"two","position":"o3","turn":1}"#,
            r#"{"version":1,"theme":"dark","classroom":true,"mode":"two","game":"nim","position":"3","turn":1}"#,
            r#"{"version":"1","theme":"dark","classroom":true,"mode":"two","position":"o3","turn":1}"#,
            r#"{"version":1,"theme":"dark","classroom":true,"mode":"two","position":"o3","turn":1,"extra":0}"#,
            r#"{"version":1,"theme":"neon","classroom":true,"mode":"two","position":"o3","turn":1}"#,
            r#"{"version":1,"theme":"dark","classroom":true,"mode":"chess","position":"o3","turn":1}"#,
            r#"{"version":1,"theme":"dark","classroom":true,"mode":"two","position":"n-3","turn":1}"#,
            r#"{"version":1,"theme":"dark","classroom":true,"mode":"two","position":"o3","turn":3}"#,
            r#"{"version":2,"theme":"dark","classroom":true,"mode":"two","game":"go","position":"3","turn":1}"#,
            r#"{"version":2,"theme":"dark","classroom":true,"mode":"two","game":"nim","position":"o3","turn":1}"#,
        ] {
            assert_eq!(read(text), None, "{text}");
        }
    }

    #[test]
    fn saved_value_fills_an_empty_address() {
        let (p, reset) = merge(route::parse(""), Loaded::Found(saved()));
        assert!(!reset);
        assert_eq!(p.route.position, saved().position);
        assert_eq!(p.route.theme, Theme::Dark);
        assert!(p.route.classroom);
        assert_eq!(p.route.mode, Mode::Computer);
        assert_eq!(p.route.turn, Player::Two);
    }

    #[test]
    fn the_address_wins_where_it_speaks() {
        let (p, _) = merge(
            route::parse("#p=n5&mode=two&turn=1"),
            Loaded::Found(saved()),
        );
        assert_eq!(
            p.route.position,
            AnyPosition::new::<grundy::manifold::Position>("n5".parse().unwrap())
        );
        assert_eq!(p.route.mode, Mode::TwoPlayer);
        assert_eq!(p.route.turn, Player::One);
        // What the address leaves out still comes from the saved value.
        assert_eq!(p.route.theme, Theme::Dark);
    }

    #[test]
    fn another_game_in_the_address_keeps_its_own_position() {
        let (p, _) = merge(route::parse("#game=nim"), Loaded::Found(saved()));
        assert_eq!(
            p.route.position,
            AnyPosition::new::<Vec<u64>>(vec![50, 53, 30, 14])
        );
    }

    #[test]
    fn an_embed_ignores_saved_values() {
        let (p, _) = merge(route::parse("#embed=1"), Loaded::Found(saved()));
        assert_eq!(p.route.position, route::Route::default().position);
        assert_eq!(p.route.theme, Theme::Auto);
    }

    #[test]
    fn an_unreadable_value_asks_for_the_reset_notice() {
        let (p, reset) = merge(route::parse(""), Loaded::Unreadable);
        assert!(reset);
        assert_eq!(p.route, route::Route::default());
        assert!(!merge(route::parse(""), Loaded::Nothing).1);
    }
}
