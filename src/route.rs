//! The address: `#p=o3+n5&mode=computer&turn=1&embed=1` and back. This is
//! the only place that reads or writes the text of the address.

use grundy::Position;

/// The default position, shown for an empty or unreadable address.
pub const DEFAULT_POSITION: &str = "o2 + n3 + n1";

/// Who plays whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    /// Two people at one screen.
    #[default]
    TwoPlayer,
    /// A person against the perfect player, which is always Player 2.
    Computer,
}

impl Mode {
    /// The word used in the address.
    pub const fn key(self) -> &'static str {
        match self {
            Mode::TwoPlayer => "two",
            Mode::Computer => "computer",
        }
    }
}

/// Which page of the explorer is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum View {
    /// The game: surfaces, cuts, values and play.
    #[default]
    Play,
    /// The G-series of og and ng, with brute-force verification.
    Series,
    /// The Nim primer and the octal game 4.3.
    Nim,
    /// Building a surface from handles and cross-caps.
    Builder,
}

impl View {
    /// Every view, in the order of the tabs.
    pub const ALL: [View; 4] = [View::Play, View::Series, View::Nim, View::Builder];

    /// The word used in the address.
    pub const fn key(self) -> &'static str {
        match self {
            View::Play => "play",
            View::Series => "series",
            View::Nim => "nim",
            View::Builder => "builder",
        }
    }

    /// The tab's label.
    pub const fn label(self) -> &'static str {
        match self {
            View::Play => "Play",
            View::Series => "G-series",
            View::Nim => "Nim primer",
            View::Builder => "Surface builder",
        }
    }
}

/// Colour theme; `Auto` follows the system setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Theme {
    /// Follow `prefers-color-scheme`.
    #[default]
    Auto,
    /// Light.
    Light,
    /// Dark.
    Dark,
}

impl Theme {
    /// Every theme, in the order offered.
    pub const ALL: [Theme; 3] = [Theme::Auto, Theme::Light, Theme::Dark];

    /// The word used in the address.
    pub const fn key(self) -> &'static str {
        match self {
            Theme::Auto => "auto",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
}

/// What the address describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    /// The position on the table.
    pub position: Position,
    /// The mode of play.
    pub mode: Mode,
    /// The player to move, 1 or 2.
    pub turn: u8,
    /// The compact view for an iframe.
    pub embed: bool,
    /// The page shown.
    pub view: View,
    /// The colour theme.
    pub theme: Theme,
    /// The projector view: large type, thick strokes, high contrast.
    pub classroom: bool,
}

impl Default for Route {
    fn default() -> Route {
        Route {
            position: default_position(),
            mode: Mode::TwoPlayer,
            turn: 1,
            embed: false,
            view: View::Play,
            theme: Theme::Auto,
            classroom: false,
        }
    }
}

/// The default position (a test checks that its text reads).
pub fn default_position() -> Position {
    DEFAULT_POSITION.parse().unwrap_or_default()
}

/// A route read from an address, with what could not be read in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// The route; defaults stand in for whatever was unreadable.
    pub route: Route,
    /// One sentence per unreadable part; empty for a good address.
    pub problems: Vec<String>,
}

/// Reads the hash part of an address (with or without its `#`). Never fails:
/// unreadable parts fall back to defaults and are reported.
pub fn parse(hash: &str) -> Parsed {
    let mut route = Route::default();
    let mut problems = Vec::new();
    let body = hash.strip_prefix('#').unwrap_or(hash);
    for pair in body.split('&').filter(|s| !s.is_empty()) {
        let (key, raw) = pair.split_once('=').unwrap_or((pair, ""));
        let Some(value) = decode(raw) else {
            problems.push(format!(
                "The address part '{key}' is not valid percent-encoded text."
            ));
            continue;
        };
        match key {
            "p" => match value.parse::<Position>() {
                Ok(p) => route.position = p,
                Err(e) => problems.push(format!(
                    "The position '{value}' in the address could not be read: {e}."
                )),
            },
            "mode" => match value.as_str() {
                "two" => route.mode = Mode::TwoPlayer,
                "computer" => route.mode = Mode::Computer,
                _ => problems.push(format!(
                    "Unknown mode '{value}' in the address: use 'two' or 'computer'."
                )),
            },
            "turn" => match value.as_str() {
                "1" => route.turn = 1,
                "2" => route.turn = 2,
                _ => problems.push(format!(
                    "Unknown turn '{value}' in the address: use 1 or 2."
                )),
            },
            "embed" => route.embed = matches!(value.as_str(), "1" | "true" | ""),
            "classroom" => route.classroom = matches!(value.as_str(), "1" | "true" | ""),
            "view" => match View::ALL.into_iter().find(|v| v.key() == value) {
                Some(v) => route.view = v,
                None => problems.push(format!(
                    "Unknown view '{value}' in the address: use play, series, nim or builder."
                )),
            },
            "theme" => match Theme::ALL.into_iter().find(|t| t.key() == value) {
                Some(t) => route.theme = t,
                None => problems.push(format!(
                    "Unknown theme '{value}' in the address: use auto, light or dark."
                )),
            },
            _ => {}
        }
    }
    Parsed { route, problems }
}

/// A position's notation without spaces (`o3+2*n2`), as the address and the
/// saved data keep it.
pub fn compact_notation(position: &Position) -> String {
    position
        .to_string()
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect()
}

/// Writes a route as a hash, `#p=o3+n5&mode=computer&turn=1`.
pub fn format(route: &Route) -> String {
    let notation = compact_notation(&route.position);
    let mut out = format!(
        "#p={}&mode={}&turn={}",
        encode(&notation),
        route.mode.key(),
        route.turn
    );
    if route.embed {
        out.push_str("&embed=1");
    }
    if route.view != View::Play {
        out.push_str("&view=");
        out.push_str(route.view.key());
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

/// Percent-encodes everything but unreserved characters and the notation's
/// `+` and `*`, which are legal in a fragment and keep links readable.
fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~+*".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Percent-decodes. A literal `+` stays `+` (a fragment is not a form, and
/// `+` is the notation's own separator); `%2B` also gives `+`.
fn decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(text: &str) -> Position {
        text.parse().unwrap()
    }

    #[test]
    fn the_default_position_reads() {
        assert_eq!(DEFAULT_POSITION.parse::<Position>(), Ok(default_position()));
        assert_eq!(default_position(), pos("o2 + n3 + n1"));
    }

    #[test]
    fn reads_position_mode_and_turn() {
        let parsed = parse("#p=o3+n5&mode=computer&turn=2");
        assert!(parsed.problems.is_empty());
        assert_eq!(parsed.route.position, pos("o3 + n5"));
        assert_eq!(parsed.route.mode, Mode::Computer);
        assert_eq!(parsed.route.turn, 2);
        assert!(!parsed.route.embed);
    }

    #[test]
    fn plus_survives_literal_and_encoded() {
        assert_eq!(parse("p=o3+n5").route.position, pos("o3 + n5"));
        assert_eq!(parse("p=o3%2Bn5").route.position, pos("o3 + n5"));
        assert_eq!(parse("p=o3%20%2B%20n5").route.position, pos("o3 + n5"));
    }

    #[test]
    fn empty_address_is_the_default_without_complaint() {
        let parsed = parse("");
        assert!(parsed.problems.is_empty());
        assert_eq!(parsed.route, Route::default());
    }

    #[test]
    fn malformed_position_falls_back_and_says_why() {
        let parsed = parse("#p=n-3&mode=computer");
        assert_eq!(parsed.route.position, default_position());
        assert_eq!(parsed.route.mode, Mode::Computer);
        assert_eq!(parsed.problems.len(), 1);
        assert!(
            parsed.problems[0].contains("negative"),
            "{:?}",
            parsed.problems
        );
    }

    #[test]
    fn bad_mode_turn_and_encoding_are_reported() {
        let parsed = parse("#mode=chess&turn=3&p=%ZZ");
        assert_eq!(parsed.problems.len(), 3);
        assert_eq!(parsed.route, Route::default());
    }

    #[test]
    fn embed_flag_is_read_and_written() {
        let parsed = parse("#p=n5&embed=1");
        assert!(parsed.route.embed);
        assert_eq!(format(&parsed.route), "#p=n5&mode=two&turn=1&embed=1");
    }

    #[test]
    fn format_round_trips() {
        let route = Route {
            position: pos("o3 + 2*n2 + sphere"),
            mode: Mode::Computer,
            turn: 2,
            ..Route::default()
        };
        let text = format(&route);
        assert_eq!(text, "#p=o3+2*n2+o0&mode=computer&turn=2");
        assert_eq!(parse(&text).route, route);
    }

    #[test]
    fn view_theme_and_classroom_round_trip() {
        let route = Route {
            view: View::Series,
            theme: Theme::Dark,
            classroom: true,
            ..Route::default()
        };
        let text = format(&route);
        assert!(
            text.ends_with("&view=series&theme=dark&classroom=1"),
            "{text}"
        );
        assert_eq!(parse(&text).route, route);
    }

    #[test]
    fn unknown_view_and_theme_are_reported() {
        let parsed = parse("#view=chess&theme=neon");
        assert_eq!(parsed.problems.len(), 2);
        assert_eq!(parsed.route, Route::default());
    }

    /// A small deterministic generator (xorshift), so failures reproduce.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
        fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
            &items[self.below(items.len() as u64) as usize]
        }
    }

    const CASES: u32 = 100_000;

    fn random_route(rng: &mut Rng) -> Route {
        let surfaces = (0..rng.below(6))
            .map(|_| {
                // Mostly small genera, sometimes huge ones.
                let genus = if rng.below(8) == 0 {
                    rng.next() >> rng.below(64)
                } else {
                    rng.below(12)
                };
                if rng.below(2) == 0 {
                    grundy::Surface::orientable(genus)
                } else {
                    grundy::Surface::nonorientable(genus)
                }
            })
            .collect();
        Route {
            position: Position::new(surfaces),
            mode: *rng.pick(&[Mode::TwoPlayer, Mode::Computer]),
            turn: 1 + rng.below(2) as u8,
            embed: rng.below(2) == 0,
            view: *rng.pick(&View::ALL),
            theme: *rng.pick(&Theme::ALL),
            classroom: rng.below(2) == 0,
        }
    }

    /// Text built from pieces an address might hold, well formed or not.
    fn hostile_hash(rng: &mut Rng) -> String {
        // Pieces separated by `|`, one of them a space.
        let pieces: Vec<&str> = concat!(
            "#|&|=|+|*|p=|mode=|turn=|view=|theme=|embed|classroom=|o|n|3|12|-| |%|",
            "99999999999999999999|%2B|%23|%26|%3D|%ZZ|%E2%82|%FF|%00|(|)|2*|0*|sphere|",
            "<script>|<img src=x onerror=alert(1)>|\"|'|é|∞|\u{0}|\u{202e}",
        )
        .split('|')
        .collect();
        let mut text = String::new();
        for _ in 0..rng.below(24) {
            if rng.below(10) == 0 {
                text.push(char::from_u32(rng.below(0x11_0000) as u32).unwrap_or('?'));
            } else {
                let piece: &&str = rng.pick(&pieces);
                text.push_str(piece);
            }
        }
        text
    }

    #[test]
    fn generated_routes_round_trip() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        for case in 0..CASES {
            let route = random_route(&mut rng);
            let text = format(&route);
            let parsed = parse(&text);
            assert!(
                parsed.problems.is_empty(),
                "case {case}: {text}: {:?}",
                parsed.problems
            );
            assert_eq!(parsed.route, route, "case {case}: {text}");
        }
    }

    #[test]
    fn hostile_addresses_never_panic_and_give_a_valid_route() {
        let mut rng = Rng(0xD1B5_4A32_D192_ED03);
        for _ in 0..CASES {
            let text = hostile_hash(&mut rng);
            let parsed = parse(&text);
            // Whatever was read prints as an address that reads back the same.
            assert_eq!(
                parse(&format(&parsed.route)).route,
                parsed.route,
                "{text:?}"
            );
        }
    }

    #[test]
    fn very_long_and_deeply_nested_addresses_are_read_without_panic() {
        let long = format!("#p={}", "o1+".repeat(40_000));
        let nested = format!("#p={}", "#+".repeat(50_000));
        let encoded = "%25".repeat(30_000);
        for text in [long, nested, encoded, "&".repeat(100_000)] {
            let _ = parse(&text);
        }
    }

    #[test]
    fn empty_position_round_trips() {
        let route = Route {
            position: Position::default(),
            ..Route::default()
        };
        assert_eq!(parse(&format(&route)).route, route);
    }
}
