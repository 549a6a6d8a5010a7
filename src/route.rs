//! The address: `#game=manifold&p=o3+n5&mode=computer&turn=1` and back.
//! This is the only place that reads or writes the text of the address.
//!
//! Every address of earlier versions still works: without `game` it means
//! the surface game, and `view=nim` is the Nim primer.

use grundy::games::lab::Rules;
use grundy::manifold::builder::{features_text, parse_features, Feature};
use grundy::spec::{AnyGame, AnyPosition};
use grundy::{Game, Player, TextError};

mod defaults;
mod parts;
mod quote;
mod settings;

pub use defaults::{default_position, default_position_text};
pub use parts::KEYS;
use parts::{decode, encode, repeated, switch, PAGE_KEYS};
pub use quote::{clipped, quoted, quoted_at, MESSAGE_LIMIT, QUOTE_LIMIT};
pub use settings::{Mode, Theme, View};

/// The default G-series range shown.
pub const DEFAULT_SERIES_N: u64 = 40;

/// What the address describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    /// The game.
    pub game: AnyGame,
    /// The position on the table.
    pub position: AnyPosition,
    /// The mode of play.
    pub mode: Mode,
    /// The player to move.
    pub turn: Player,
    /// The compact view for an iframe.
    pub embed: bool,
    /// The page shown.
    pub view: View,
    /// The colour theme.
    pub theme: Theme,
    /// The projector view: large type, thick strokes, high contrast.
    pub classroom: bool,
    /// The G-series page's last genus shown.
    pub series_n: u64,
    /// The G-series page's verification bound, when one was asked for.
    pub verify: Option<u64>,
    /// The surface builder's features, in order.
    pub build: Vec<Feature>,
    /// The rule lab's rule set.
    pub lab_rules: Rules,
}

impl Default for Route {
    fn default() -> Route {
        let game = AnyGame::default();
        Route {
            position: default_position(&game),
            game,
            mode: Mode::TwoPlayer,
            turn: Player::One,
            embed: false,
            view: View::Play,
            theme: Theme::Auto,
            classroom: false,
            series_n: DEFAULT_SERIES_N,
            verify: None,
            build: Vec::new(),
            lab_rules: Rules::ALL,
        }
    }
}

/// One part of an address that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The part's key (`p`, `mode`, ...).
    pub key: String,
    /// What is wrong, as a sentence.
    pub message: String,
}

/// A route read from an address, with what could not be read in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// The route; defaults stand in for whatever was unreadable.
    pub route: Route,
    /// One problem per unreadable part; empty for a good address.
    pub problems: Vec<Problem>,
    /// The keys the address set and could read, so that saved values and
    /// the game on the table fill in only what it leaves out.
    pub keys: Vec<String>,
    /// The address itself, when it is to be read again once its game's
    /// code is here: it gives the position more than once, and which of
    /// them the game reads cannot be told before.
    pub reread: Option<String>,
}

impl Parsed {
    /// True when the address set `key` readably.
    pub fn has(&self, key: &str) -> bool {
        self.keys.iter().any(|k| k == key)
    }
}

/// What an address with an unknown view is told: every view it may name
/// (`nim`, the Nim primer, is read with the game).
fn unknown_view(value: &str) -> String {
    let mut names: Vec<&str> = View::ALL.iter().map(|v| v.key()).collect();
    names.insert(2, "nim");
    let last = names.pop().unwrap_or_default();
    format!(
        "Unknown view {} in the address: use {} or {last}.",
        quoted(value),
        names.join(", ")
    )
}

/// Reads the hash part of an address (with or without its `#`). Never fails:
/// unreadable parts fall back to defaults and are reported.
pub fn parse(hash: &str) -> Parsed {
    let mut route = Route::default();
    let mut problems = Vec::new();
    let mut keys = Vec::new();
    let body = hash.strip_prefix('#').unwrap_or(hash);
    let mut pairs: Vec<(&str, String)> = Vec::new();
    for pair in body.split('&').filter(|s| !s.is_empty()) {
        let (key, raw) = pair.split_once('=').unwrap_or((pair, ""));
        match decode(raw) {
            Some(value) => pairs.push((key, value)),
            None => problems.push(Problem {
                key: key.to_string(),
                message: format!("The address part '{key}' is not valid percent-encoded text."),
            }),
        }
    }
    let mut problem = |key: &str, message: String| {
        problems.push(Problem {
            key: key.to_string(),
            message: clipped(&message),
        })
    };
    // The game first: it decides how the position reads.
    for (key, value) in &pairs {
        match *key {
            "game" => match crate::games::library::game_from_spec(value) {
                Ok(game) => {
                    route.position = default_position(&game);
                    route.game = game;
                    keys.push("game".to_string());
                }
                Err(e) => problem(
                    key,
                    format!("The game {} in the address is unknown: {e}.", quoted(value)),
                ),
            },
            "view" if value == "nim" && !pairs.iter().any(|(k, _)| *k == "game") => {
                route.game = crate::games::library::game_from_spec("nim").unwrap_or_default();
                route.position = default_position(&route.game);
                keys.push("game".to_string());
                keys.push("view".to_string());
            }
            _ => {}
        }
    }
    for (key, value) in &pairs {
        // A position naming games whose code is not here yet (a sum's
        // parts) is kept as it is written until they come.
        if *key == "p" && !crate::games::library::missing(&route.game, value).is_empty() {
            route.game = crate::games::library::waiting(&route.game.spec());
        }
        let ok = match *key {
            "p" => match route.game.parse_position(value) {
                Ok(p) => {
                    route.position = p;
                    true
                }
                Err(e) => {
                    problem(
                        key,
                        format!(
                            "The position {} in the address could not be read: at character {}: {}.",
                            quoted_at(value, e.offset()),
                            crate::text::with_separators(
                                grundy::game::character_at(value, e.offset()) as u128
                            ),
                            e.message()
                        ),
                    );
                    false
                }
            },
            "mode" => match Mode::ALL.into_iter().find(|m| m.key() == value) {
                Some(m) => {
                    route.mode = m;
                    true
                }
                None => {
                    problem(
                        key,
                        format!(
                            "Unknown mode {} in the address: use 'two' or 'computer'.",
                            quoted(value)
                        ),
                    );
                    false
                }
            },
            "turn" => match value.parse().ok().and_then(Player::from_number) {
                Some(p) => {
                    route.turn = p;
                    true
                }
                None => {
                    problem(
                        key,
                        format!("Unknown turn {} in the address: use 1 or 2.", quoted(value)),
                    );
                    false
                }
            },
            "embed" => match switch(value) {
                Some(on) => {
                    route.embed = on;
                    true
                }
                None => {
                    problem(key, format!("The address part embed={} is neither 1 nor 0: the page is shown whole, not as an embed.", quoted(value)));
                    false
                }
            },
            "classroom" => match switch(value) {
                Some(on) => {
                    route.classroom = on;
                    true
                }
                None => {
                    problem(key, format!("The address part classroom={} is neither 1 nor 0: the projector view is left as it was.", quoted(value)));
                    false
                }
            },
            "view" => match value.as_str() {
                "play" => {
                    route.view = View::Play;
                    true
                }
                "series" => {
                    route.view = View::Series;
                    true
                }
                "builder" => {
                    route.view = View::Builder;
                    true
                }
                "lab" => {
                    route.view = View::Lab;
                    true
                }
                "games" => {
                    route.view = View::Games;
                    true
                }
                // Read with the game above, where the address names no game.
                "nim" => {
                    if pairs.iter().any(|(k, _)| *k == "game") {
                        problem(key, "The address part view=nim (the Nim primer) was ignored: the address names a game of its own.".to_string());
                    }
                    false
                }
                _ => {
                    problem(key, unknown_view(value));
                    false
                }
            },
            "theme" => match Theme::ALL.into_iter().find(|t| t.key() == value) {
                Some(t) => {
                    route.theme = t;
                    true
                }
                None => {
                    problem(
                        key,
                        format!(
                            "Unknown theme {} in the address: use auto, light or dark.",
                            quoted(value)
                        ),
                    );
                    false
                }
            },
            "n" => match crate::text::parse_number(value, crate::pages::series::limits::MAX_N) {
                Ok(n) => {
                    route.series_n = n;
                    true
                }
                Err(_) => {
                    problem(key, format!("The G-series range {} in the address is not a genus from 0 to 1,000,000.", quoted(value)));
                    false
                }
            },
            "rules" => match Rules::parse(value) {
                Ok(r) => {
                    route.lab_rules = r;
                    true
                }
                Err(e) => {
                    problem(
                        key,
                        format!(
                            "The rule set {} in the address cannot be read: {e}.",
                            quoted(value)
                        ),
                    );
                    false
                }
            },
            "verify" => match crate::text::parse_number(value, crate::pages::series::limits::MAX_N)
            {
                Ok(n) => {
                    route.verify = Some(n);
                    true
                }
                Err(_) => {
                    problem(key, format!("The verification bound {} in the address is not a genus from 0 to 1,000,000.", quoted(value)));
                    false
                }
            },
            "build" => match parse_features(value)
                .filter(|f| f.len() <= crate::content::builder::MAX_FEATURES)
            {
                Some(f) => {
                    route.build = f;
                    true
                }
                None => {
                    problem(key, format!("The surface being built, {}, should be letters h (handle) and c (cross-cap), at most {}.", quoted(value), crate::content::builder::MAX_FEATURES));
                    false
                }
            },
            // Read with the game above.
            "game" => keys.iter().any(|k| k == "game"),
            _ => {
                problem(key, format!("The address part {} is not one this page reads, and was ignored: it reads {}.", quoted(key), KEYS.join(", ")));
                false
            }
        };
        if ok && !keys.iter().any(|k| k == key) {
            keys.push((*key).to_string());
        }
    }
    for (key, message) in repeated(&pairs) {
        problems.push(Problem { key, message });
    }
    // Page settings belong to their page: the address writes them only
    // there, so they are read only there.
    for (key, page) in PAGE_KEYS {
        if route.view != page && keys.iter().any(|k| k == key) {
            keys.retain(|k| k != key);
            problems.push(Problem {
                key: key.to_string(),
                message: format!(
                    "The address part {key} belongs to the {} page (view={}) and was ignored here.",
                    page.title(),
                    page.key()
                ),
            });
        }
    }
    if route.view != View::Series {
        route.series_n = DEFAULT_SERIES_N;
        route.verify = None;
    }
    if route.view != View::Builder {
        route.build.clear();
    }
    if route.view != View::Lab {
        route.lab_rules = Rules::ALL;
    }
    let reread = (!route.game.engine().ready()
        && pairs.iter().filter(|(k, _)| *k == "p").count() > 1)
        .then(|| hash.to_string());
    Parsed {
        route,
        problems,
        keys,
        reread,
    }
}

/// A position's notation without spaces (`o3+2*n2`), as the address and the
/// saved data keep it.
pub fn compact_notation(game: &AnyGame, position: &AnyPosition) -> String {
    let text = game.format_position(position);
    // Other notations separate edges and names by spaces, so theirs are
    // kept.
    if !game.entry().compact {
        return text;
    }
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// Writes a route as a hash, `#game=manifold&p=o3+n5&mode=computer&turn=1`;
/// page settings only for the page shown.
pub fn format(route: &Route) -> String {
    let notation = compact_notation(&route.game, &route.position);
    let mut out = format!(
        "#game={}&p={}&mode={}&turn={}",
        encode(&route.game.spec()),
        encode(&notation),
        route.mode.key(),
        route.turn.number()
    );
    if route.embed {
        out.push_str("&embed=1");
    }
    match route.view {
        View::Play => {}
        View::Series => {
            out.push_str("&view=series");
            if route.series_n != DEFAULT_SERIES_N {
                out.push_str(&format!("&n={}", route.series_n));
            }
            if let Some(v) = route.verify {
                out.push_str(&format!("&verify={v}"));
            }
        }
        View::Games => out.push_str("&view=games"),
        View::Lab => {
            out.push_str("&view=lab");
            if route.lab_rules != Rules::ALL {
                out.push_str("&rules=");
                out.push_str(&route.lab_rules.letters());
            }
        }
        View::Builder => {
            out.push_str("&view=builder");
            if !route.build.is_empty() {
                out.push_str("&build=");
                out.push_str(&features_text(&route.build));
            }
        }
    }
    if route.theme != Theme::Auto {
        out.push_str("&theme=");
        out.push_str(route.theme.key());
    }
    if route.classroom {
        out.push_str("&classroom=1");
    }
    out
}

#[cfg(test)]
mod tests;
