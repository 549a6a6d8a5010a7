//! The address format: round trips, old addresses, and hostile input.

use super::*;
use grundy::spec::AnyPosition;

fn surfaces(text: &str) -> AnyPosition {
    AnyPosition::new::<grundy::manifold::Position>(text.parse().unwrap())
}

fn heaps(heaps: &[u64]) -> AnyPosition {
    AnyPosition::new(heaps.to_vec())
}

#[test]
fn every_games_default_position_reads() {
    for spec in ["manifold", "nim", "octal:0.77"] {
        let game = AnyGame::from_spec(spec).unwrap();
        assert!(
            game.parse_position(&default_position_text(&game)).is_ok(),
            "{spec}"
        );
    }
    assert_eq!(Route::default().position, surfaces("o2 + n3 + n1"));
}

#[test]
fn reads_game_position_mode_and_turn() {
    let parsed = parse("#game=manifold&p=o3+n5&mode=computer&turn=2");
    assert!(parsed.problems.is_empty());
    assert_eq!(parsed.route.position, surfaces("o3 + n5"));
    assert_eq!(parsed.route.mode, Mode::Computer);
    assert_eq!(parsed.route.turn, Player::Two);
    assert!(parsed.has("p") && parsed.has("game") && !parsed.has("theme"));
}

#[test]
fn addresses_of_earlier_versions_mean_the_surface_game() {
    let parsed = parse("#p=o3+n5&mode=computer&turn=1");
    assert!(parsed.problems.is_empty());
    assert_eq!(parsed.route.game, AnyGame::default());
    assert_eq!(parsed.route.position, surfaces("o3 + n5"));
    let nim = parse("#view=nim");
    assert_eq!(nim.route.game.spec(), "nim");
    assert_eq!(nim.route.view, View::Play);
    assert_eq!(nim.route.position, heaps(&[50, 53, 30, 14]));
    assert!(nim.problems.is_empty());
}

#[test]
fn the_game_decides_how_the_position_reads() {
    let parsed = parse("#p=3+5+7&game=nim");
    assert!(parsed.problems.is_empty(), "{:?}", parsed.problems);
    assert_eq!(parsed.route.position, heaps(&[3, 5, 7]));
    let bad = parse("#game=nim&p=o3");
    assert_eq!(bad.problems.len(), 1);
    assert!(
        bad.problems[0].message.contains("at character 1"),
        "{:?}",
        bad.problems
    );
    let octal = parse("#game=octal:0.77&p=4+4");
    assert_eq!(octal.route.game.spec(), "octal:0.77");
}

#[test]
fn plus_survives_literal_and_encoded() {
    assert_eq!(parse("p=o3+n5").route.position, surfaces("o3 + n5"));
    assert_eq!(parse("p=o3%2Bn5").route.position, surfaces("o3 + n5"));
    assert_eq!(parse("p=o3%20%2B%20n5").route.position, surfaces("o3 + n5"));
}

#[test]
fn empty_address_is_the_default_without_complaint() {
    let parsed = parse("");
    assert!(parsed.problems.is_empty());
    assert_eq!(parsed.route, Route::default());
}

#[test]
fn malformed_position_falls_back_and_says_where_in_characters() {
    let parsed = parse("#p=n-3&mode=computer");
    assert_eq!(parsed.route.position, Route::default().position);
    assert_eq!(parsed.route.mode, Mode::Computer);
    assert_eq!(parsed.problems.len(), 1);
    let message = &parsed.problems[0].message;
    assert!(
        message.contains("at character 2") && message.contains("negative"),
        "{message}"
    );
    assert!(!parsed.has("p"));
}

#[test]
fn a_long_bad_value_is_quoted_short() {
    let junk = "x".repeat(5000);
    let parsed = parse(&format!("#p={junk}"));
    let message = &parsed.problems[0].message;
    assert!(message.len() < 400, "{} characters", message.len());
    assert!(message.contains("(5000 characters)"), "{message}");
}

#[test]
fn bad_mode_turn_game_and_encoding_are_reported() {
    let parsed = parse("#mode=chess&turn=3&p=%ZZ&game=go");
    assert_eq!(parsed.problems.len(), 4);
    assert_eq!(parsed.route, Route::default());
}

#[test]
fn embed_flag_is_read_and_written() {
    let parsed = parse("#p=n5&embed=1");
    assert!(parsed.route.embed);
    assert_eq!(
        format(&parsed.route),
        "#game=manifold&p=n5&mode=two&turn=1&embed=1"
    );
}

#[test]
fn format_round_trips() {
    let route = Route {
        position: surfaces("o3 + 2*n2 + sphere"),
        mode: Mode::Computer,
        turn: Player::Two,
        ..Route::default()
    };
    let text = format(&route);
    assert_eq!(text, "#game=manifold&p=o3+2*n2+o0&mode=computer&turn=2");
    assert_eq!(parse(&text).route, route);
}

#[test]
fn page_settings_round_trip_on_their_page() {
    let series = Route {
        view: View::Series,
        series_n: 200,
        verify: Some(20_000),
        theme: Theme::Dark,
        classroom: true,
        ..Route::default()
    };
    let text = format(&series);
    assert!(
        text.ends_with("&view=series&n=200&verify=20000&theme=dark&classroom=1"),
        "{text}"
    );
    assert_eq!(parse(&text).route, series);
    let builder = Route {
        view: View::Builder,
        build: vec![Feature::Handle, Feature::CrossCap],
        ..Route::default()
    };
    let text = format(&builder);
    assert!(text.ends_with("&view=builder&build=hc"), "{text}");
    assert_eq!(parse(&text).route, builder);
    assert!(!parse("#build=hxq").problems.is_empty());
    assert!(!parse("#verify=10^7").problems.is_empty());
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
    let kind = rng.below(9);
    let spec = [
        "manifold",
        "nim",
        "manifold:rules=cgh,misere",
        "subtraction:1,3,4",
        "lasker",
        "grundy",
        "rectangles",
        "boxes",
        "octal:0.137",
    ][kind as usize];
    let game = crate::games::library::game_from_spec(spec).unwrap();
    let position = match kind {
        0 => AnyPosition::new(grundy::manifold::Position::new(
            (0..rng.below(6))
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
                .collect(),
        )),
        2 => AnyPosition::new(grundy::manifold::Position::new(
            (0..rng.below(6))
                .map(|_| grundy::Surface::nonorientable(rng.below(2001)))
                .collect(),
        )),
        1 => AnyPosition::new::<Vec<u64>>(
            (0..rng.below(6))
                .map(|_| rng.next() >> rng.below(64))
                .collect(),
        ),
        6 => AnyPosition::new::<Vec<grundy::games::heap::Rect>>(
            (0..rng.below(6))
                .map(|_| grundy::games::heap::Rect {
                    m: 1 + rng.below(40),
                    n: 1 + rng.below(40),
                })
                .collect(),
        ),
        7 => AnyPosition::new::<Vec<grundy::games::heap::Cuboid>>(
            (0..rng.below(6))
                .map(|_| {
                    // Three sides, or up to five.
                    let sides: Vec<u64> =
                        (0..3 + rng.below(3)).map(|_| 1 + rng.below(12)).collect();
                    grundy::games::heap::Cuboid::new(&sides).expect("three to five sides")
                })
                .collect(),
        ),
        _ => AnyPosition::new::<Vec<u64>>((0..rng.below(6)).map(|_| 1 + rng.below(40)).collect()),
    };
    let view = *rng.pick(&[View::Play, View::Series, View::Builder, View::Lab]);
    Route {
        game,
        position,
        mode: *rng.pick(&Mode::ALL),
        turn: *rng.pick(&Player::BOTH),
        embed: rng.below(2) == 0,
        view,
        theme: *rng.pick(&Theme::ALL),
        classroom: rng.below(2) == 0,
        series_n: if view == View::Series {
            rng.below(1000)
        } else {
            DEFAULT_SERIES_N
        },
        verify: (view == View::Series && rng.below(2) == 0).then(|| rng.below(1_000_001)),
        build: if view == View::Builder {
            (0..rng.below(10))
                .map(|_| *rng.pick(&[Feature::Handle, Feature::CrossCap]))
                .collect()
        } else {
            Vec::new()
        },
        lab_rules: if view == View::Lab {
            grundy::games::lab::Rules::from_bits(1 + rng.below(255) as u8).unwrap()
        } else {
            grundy::games::lab::Rules::ALL
        },
    }
}

/// Text built from pieces an address might hold, well formed or not.
fn hostile_hash(rng: &mut Rng) -> String {
    let pieces: Vec<&str> = concat!(
        "#|&|=|+|*|p=|mode=|turn=|view=|theme=|embed|classroom=|game=|nim|octal:|n=|verify=|build=|h|c|",
        "o|n|3|12|-| |%|99999999999999999999|%2B|%23|%26|%3D|%ZZ|%E2%82|%FF|%00|(|)|2*|0*|sphere|",
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
        let again = parse(&format(&parsed.route));
        assert_eq!(again.route, parsed.route, "{text:?}");
        assert!(again.problems.is_empty(), "{text:?}: {:?}", again.problems);
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
        position: surfaces(""),
        ..Route::default()
    };
    assert_eq!(parse(&format(&route)).route, route);
}

#[test]
fn an_unknown_view_is_told_every_view_it_may_name() {
    let parsed = parse("#view=nope");
    assert_eq!(parsed.problems.len(), 1);
    let message = &parsed.problems[0].message;
    assert!(message.contains("'nope'"), "{message}");
    for view in ["play", "series", "nim", "builder", "lab", "games"] {
        assert!(message.contains(&format!(" {view}")), "{view}: {message}");
    }
    // Each named view reads back without a problem.
    for view in ["play", "series", "nim", "builder", "lab", "games"] {
        assert!(
            parse(&format!("#view={view}")).problems.is_empty(),
            "{view}"
        );
    }
}
#[test]
fn no_message_repeats_more_than_a_line_of_a_long_address() {
    let big = "x".repeat(100_000);
    let spaced = "3 + ".repeat(25_000);
    let cases = [
        format!("#game={big}"),
        format!("#game=octal:{big}"),
        format!("#game=coins:{big}"),
        format!("#game=coins:{spaced}"),
        format!("#game=subtraction:{big}"),
        format!("#game=moore:{big}"),
        format!("#game=manifold:rules={big}"),
        format!("#game=nim&p={big}"),
        format!("#game=nim&p={spaced}x"),
        format!("#p=o3+{big}"),
        format!("#mode={big}&turn={big}&view={big}&theme={big}"),
        format!("#embed={big}&classroom={big}&{big}=1"),
    ];
    for case in cases {
        let parsed = parse(&case);
        assert!(!parsed.problems.is_empty(), "{}", &case[..30]);
        for p in &parsed.problems {
            let m = &p.message;
            assert!(
                m.chars().count() <= 800,
                "{} characters: {}",
                m.len(),
                &m[..200]
            );
            assert!(m.contains("characters)"), "the length is said: {m}");
        }
    }
}

#[test]
fn a_long_position_is_quoted_where_it_went_wrong() {
    let parsed = parse(&format!("#game=nim&p={}zz", "3+".repeat(5_000)));
    let m = &parsed.problems[0].message;
    assert!(m.contains("3+3+zz' (10,002 characters)"), "{m}");
    assert!(m.contains("at character 10,001"), "{m}");
}

#[test]
fn every_part_left_unread_is_named() {
    let named = |hash: &str, key: &str| {
        let parsed = parse(hash);
        assert!(
            parsed.problems.iter().any(|p| p.key == key),
            "{hash}: {:?}",
            parsed.problems
        );
        parsed
    };
    for value in ["yes", "maybe", "-1", "<b>on</b>"] {
        assert!(!named(&format!("#embed={value}"), "embed").route.embed);
        assert!(
            !named(&format!("#classroom={value}"), "classroom")
                .route
                .classroom
        );
    }
    assert!(parse("#embed=0&classroom=0").problems.is_empty());
    assert!(parse("#embed&classroom=1").route.classroom);
    named("#colour=red", "colour");
    named("#n=50", "n");
    named("#rules=cgh", "rules");
    named("#build=hc", "build");
    named("#game=octal:0.77&view=nim", "view");
    let twice = named("#game=nim&p=3&p=zzz", "p");
    assert_eq!(twice.route.position.get::<Vec<u64>>(), Some(&vec![3]));
    assert!(twice.has("p"));
    let bare = parse("#game&p&mode");
    let keys: Vec<&str> = bare.problems.iter().map(|p| p.key.as_str()).collect();
    assert_eq!(keys, ["game", "mode"]);
}
