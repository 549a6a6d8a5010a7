//! Saved preferences (theme, projector view, mode) and the last position,
//! under one localStorage key as versioned JSON. Whatever is found there is
//! treated as untrusted: a value this version did not write is ignored with
//! a notice, and storage that is missing or throws (third-party iframes,
//! disabled storage) is ignored without one.

use crate::json::{Object, Writer};
use crate::route::{self, Mode, Route, Theme};
use crate::state::State;
use grundy::Position;

/// The localStorage key.
pub const KEY: &str = "manifold-explorer";

/// The format version written; any other is not read.
pub const VERSION: u32 = 1;

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
    /// The position on the table.
    pub position: Position,
    /// The player to move in it, 1 or 2.
    pub turn: u8,
}

impl Saved {
    /// The parts of a state worth keeping.
    pub fn of(state: &State) -> Saved {
        Saved {
            theme: state.theme,
            classroom: state.classroom,
            mode: state.mode,
            position: state.position().clone(),
            turn: state.to_move(),
        }
    }
}

/// The stored fields: words and notation rather than Rust's enums, so the
/// stored text stays readable and independent of the code's names.
const FIELDS: [&str; 6] = ["version", "theme", "classroom", "mode", "position", "turn"];

/// The JSON text for a saved value.
pub fn encode(saved: &Saved) -> String {
    Writer::new()
        .num("version", u64::from(VERSION))
        .str("theme", saved.theme.key())
        .bool("classroom", saved.classroom)
        .str("mode", saved.mode.key())
        .str("position", &route::compact_notation(&saved.position))
        .num("turn", u64::from(saved.turn))
        .finish()
}

/// Reads a saved value; `None` for bad JSON, another version, another
/// shape, or any field out of range.
pub fn decode(text: &str) -> Option<Saved> {
    let stored = Object::parse(text)?;
    if !stored.has_exactly(&FIELDS) || stored.num("version")? != u64::from(VERSION) {
        return None;
    }
    let turn = stored.num("turn")?;
    if !(1..=2).contains(&turn) {
        return None;
    }
    let theme = stored.str("theme")?;
    let mode = stored.str("mode")?;
    Some(Saved {
        theme: Theme::ALL.into_iter().find(|t| t.key() == theme)?,
        classroom: stored.bool("classroom")?,
        mode: [Mode::TwoPlayer, Mode::Computer]
            .into_iter()
            .find(|m| m.key() == mode)?,
        position: stored.str("position")?.parse().ok()?,
        turn: turn as u8,
    })
}

/// What was found in storage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Loaded {
    /// Nothing saved, or storage unavailable.
    Nothing,
    /// A value this version wrote.
    Found(Saved),
    /// A value that could not be read.
    Unreadable,
}

impl Loaded {
    /// Classifies the stored text, if any.
    pub fn from_text(text: Option<&str>) -> Loaded {
        match text {
            None => Loaded::Nothing,
            Some(text) => decode(text).map_or(Loaded::Unreadable, Loaded::Found),
        }
    }
}

/// The names of the parts an address sets (`p`, `mode`, ...), so that a
/// saved value fills in only what the address leaves out.
fn address_keys(hash: &str) -> Vec<&str> {
    let body = hash.strip_prefix('#').unwrap_or(hash);
    body.split('&')
        .filter(|s| !s.is_empty())
        .map(|pair| pair.split_once('=').map_or(pair, |(key, _)| key))
        .collect()
}

/// The first state: the address, with what it leaves out taken from the
/// saved value. The address always wins where it says something. An
/// embedded view ignores saved values, being someone else's page.
pub fn initial_state(hash: &str, loaded: Loaded) -> State {
    let mut parsed = route::parse(hash);
    let keys = address_keys(hash);
    let has = |key: &str| keys.contains(&key);
    let mut unreadable = false;
    if !parsed.route.embed {
        match loaded {
            Loaded::Nothing => {}
            Loaded::Unreadable => unreadable = true,
            Loaded::Found(saved) => {
                let route: &mut Route = &mut parsed.route;
                if !has("theme") {
                    route.theme = saved.theme;
                }
                if !has("classroom") {
                    route.classroom = saved.classroom;
                }
                if !has("mode") {
                    route.mode = saved.mode;
                }
                if !has("p") {
                    route.position = saved.position;
                    if !has("turn") {
                        route.turn = saved.turn;
                    }
                }
            }
        }
    }
    let mut state = State::from_route(parsed);
    if unreadable {
        state.notice = Some(match state.notice.take() {
            Some(notice) => format!("{notice} {RESET_NOTICE}"),
            None => RESET_NOTICE.to_string(),
        });
    }
    state
}

fn local_storage() -> Option<web_sys::Storage> {
    // `window.localStorage` itself throws where storage is denied.
    web_sys::window()?.local_storage().ok().flatten()
}

/// Reads the saved value; storage that is missing or throws reads as
/// nothing saved.
pub fn load() -> Loaded {
    let text = local_storage().and_then(|s| s.get_item(KEY).ok().flatten());
    Loaded::from_text(text.as_deref())
}

/// Saves, ignoring storage that is missing, full or throws.
pub fn save(saved: &Saved) {
    if let Some(storage) = local_storage() {
        let _ = storage.set_item(KEY, &encode(saved));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn saved() -> Saved {
        Saved {
            theme: Theme::Dark,
            classroom: true,
            mode: Mode::Computer,
            position: "o3 + 2*n2".parse().unwrap(),
            turn: 2,
        }
    }

    #[test]
    fn encode_then_decode_is_the_same_value() {
        assert_eq!(decode(&encode(&saved())), Some(saved()));
    }

    #[test]
    fn encoded_text_carries_the_version() {
        let text = encode(&saved());
        assert!(text.starts_with(r#"{"version":1,"#), "{text}");
        assert!(text.contains(r#""position":"o3+2*n2""#), "{text}");
    }

    #[test]
    fn text_in_the_published_format_reads() {
        // Version 1 as first released, spacing as another writer might use.
        let text = r#"{"version":1,"theme":"dark","classroom":true,"mode":"computer","position":"o3+2*n2","turn":2}"#;
        assert_eq!(decode(text), Some(saved()));
        assert_eq!(encode(&saved()), text);
        let spaced = "{ \"turn\" : 2, \"position\": \"o3 + 2*n2\", \"mode\": \"computer\",\n \"classroom\": true, \"theme\": \"dark\", \"version\": 1 }";
        assert_eq!(decode(spaced), Some(saved()));
    }

    #[test]
    fn another_version_is_not_read() {
        let text = encode(&saved()).replace(r#""version":1"#, r#""version":2"#);
        assert_eq!(decode(&text), None);
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
            r#"{"version":"1","theme":"dark","classroom":true,"mode":"two","position":"o3","turn":1}"#,
            r#"{"version":1,"theme":"dark","classroom":true,"mode":"two","position":"o3","turn":1,"extra":0}"#,
            r#"{"version":1,"theme":"neon","classroom":true,"mode":"two","position":"o3","turn":1}"#,
            r#"{"version":1,"theme":"dark","classroom":true,"mode":"chess","position":"o3","turn":1}"#,
            r#"{"version":1,"theme":"dark","classroom":true,"mode":"two","position":"n-3","turn":1}"#,
            r#"{"version":1,"theme":"dark","classroom":true,"mode":"two","position":"o3","turn":3}"#,
        ] {
            assert_eq!(decode(text), None, "{text}");
        }
    }

    #[test]
    fn saved_value_fills_an_empty_address() {
        let s = initial_state("", Loaded::Found(saved()));
        assert_eq!(s.route().position, saved().position);
        assert_eq!(s.theme, Theme::Dark);
        assert!(s.classroom);
        assert_eq!(s.mode, Mode::Computer);
        assert_eq!(s.to_move(), 2);
        assert_eq!(s.notice, None);
    }

    #[test]
    fn the_address_wins_where_it_speaks() {
        let s = initial_state("#p=n5&mode=two&turn=1", Loaded::Found(saved()));
        assert_eq!(s.route().position, "n5".parse().unwrap());
        assert_eq!(s.mode, Mode::TwoPlayer);
        assert_eq!(s.to_move(), 1);
        // What the address leaves out still comes from the saved value.
        assert_eq!(s.theme, Theme::Dark);
    }

    #[test]
    fn an_embed_ignores_saved_values() {
        let s = initial_state("#embed=1", Loaded::Found(saved()));
        assert_eq!(s.route().position, route::default_position());
        assert_eq!(s.theme, Theme::Auto);
    }

    #[test]
    fn unreadable_value_gives_the_reset_notice() {
        let s = initial_state("", Loaded::from_text(Some("{not json")));
        assert_eq!(s.notice.as_deref(), Some(RESET_NOTICE));
        assert_eq!(s.route(), Route::default());
    }

    #[test]
    fn nothing_saved_gives_no_notice() {
        let s = initial_state("", Loaded::from_text(None));
        assert_eq!(s.notice, None);
    }
}
