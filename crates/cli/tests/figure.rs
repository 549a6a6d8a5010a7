//! `figure --svg` for every game: a well-formed file with a title and a
//! description, its own colours, nothing to click, and a bounded size
//! however large the position.

mod run;
use run::{grundy, stderr, stdout};

/// A position of each game, as its spec and text.
const EVERY_GAME: [(&str, &str); 20] = [
    ("manifold", "o1 + n3"),
    ("manifold:rules=cgh", "n5"),
    ("nim", "3 + 5 + 7"),
    ("octal:0.77", "7 + 4"),
    ("subtraction:1,3,4", "9"),
    ("lasker", "2 + 5"),
    ("grundy", "7 + 10"),
    ("rectangles", "5x7 + 3x4"),
    ("boxes", "3x4x5 + 2x2x7"),
    ("turtles", "THHTH"),
    ("mock-turtles", "HTTHTHHTTTHH"),
    ("ruler", "THHTH"),
    ("rugs", "HTTH/THHT/TTHT/HTTH"),
    ("tartan:turtles*ruler", "HTTHTT/TTHTHT/THTTTH"),
    ("coins2d:a.0,0.b,a.b", "HTH/THT"),
    ("hackenbush", "g-1 1-2 2-3 3-1 g-4"),
    ("digraph", "a>b a>c b>c c>d; tokens a c"),
    ("rims", "5 (2: 3 (1:))"),
    ("moore:2", "3 + 5 + 6"),
    (
        "sum",
        "nim(3 + 5) + turtles(THHTH) + hackenbush(g-1 1-2) + rims(4) + manifold(o1)",
    ),
];

/// The figure of `position` in `spec`, in `theme`.
fn figure(spec: &str, position: &str, theme: &str) -> String {
    stdout(&[
        "--game", spec, "figure", position, "--theme", theme, "--svg",
    ])
}

/// The text of the element `name` directly under the root.
fn child_text(doc: &roxmltree::Document, name: &str) -> Option<String> {
    doc.root_element()
        .children()
        .find(|n| n.has_tag_name(name))
        .and_then(|n| n.text())
        .map(str::to_string)
}

#[test]
fn every_game_writes_a_well_formed_svg_with_a_title() {
    for (spec, position) in EVERY_GAME {
        for theme in ["light", "dark"] {
            let svg = figure(spec, position, theme);
            let doc = roxmltree::Document::parse(&svg)
                .unwrap_or_else(|e| panic!("{spec} {theme}: {e}\n{svg}"));
            let root = doc.root_element();
            assert!(
                root.has_tag_name(("http://www.w3.org/2000/svg", "svg")),
                "{spec}"
            );
            let title = child_text(&doc, "title").unwrap_or_default();
            assert!(!title.trim().is_empty(), "{spec}: a title");
            assert!(
                child_text(&doc, "desc").is_some_and(|d| !d.is_empty()),
                "{spec}"
            );
            let width: f64 = root.attribute("width").unwrap().parse().unwrap();
            assert!(width > 24.0, "{spec}: drawn at {width}");
            assert_eq!(root.attribute("data-theme"), Some(theme));
        }
    }
}

#[test]
fn no_figure_has_anything_to_click_or_a_move_to_tell() {
    for (spec, position) in EVERY_GAME
        .iter()
        .filter(|(s, _)| !s.starts_with("manifold"))
    {
        let svg = figure(spec, position, "light");
        for word in [
            "role=\"button\"",
            "tabindex",
            "data-testid",
            "aria-pressed",
            "class=",
            "Cut the edge",
            "var(--",
        ] {
            assert!(!svg.contains(word), "{spec}: {word}");
        }
    }
}

#[test]
fn the_themes_write_their_own_colours() {
    let light = figure("rugs", "HTH/THT", "light");
    let dark = figure("rugs", "HTH/THT", "dark");
    // The page's --surface-2 behind, and its accent on the heads.
    assert!(light.contains("fill=\"#f0f2f8\"") && light.contains("stroke=\"#4338ca\""));
    assert!(dark.contains("fill=\"#1f2439\"") && dark.contains("stroke=\"#a5b4fc\""));
}

#[test]
fn a_sum_holds_every_part_with_its_value() {
    let svg = figure(
        "sum",
        "nim(3 + 5) + turtles(THHTH) + hackenbush(g-1 1-2)",
        "light",
    );
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let words: Vec<&str> = doc
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .filter_map(|n| n.text())
        .collect();
    for part in ["1. Nim", "2. Turning Turtles", "3. Green Hackenbush"] {
        assert!(words.contains(&part), "{part}");
    }
    // Nim: 3 ^ 5 = 6. Turning Turtles: the heads at coins 1, 2 and 4 are
    // the notes' coins 2, 3 and 5, heaps of those sizes: 2 ^ 3 ^ 5 = 4. A
    // stalk of two edges is a heap of 2.
    for value in ["G = 6", "G = 4", "G = 2"] {
        assert!(words.contains(&value), "{value} in {words:?}");
    }
    // The 8 counters of the heaps, the 5 coins (3 of them heads, with a
    // rim each) and the stalk's 2 vertices.
    let circles = doc
        .descendants()
        .filter(|n| n.has_tag_name("circle"))
        .count();
    assert_eq!(circles, 8 + 5 + 3 + 2);
}

#[test]
fn a_huge_position_is_drawn_in_part_within_bounds() {
    let rug = vec!["H".repeat(24); 24].join("/");
    let rugs: Vec<String> = (0..64).map(|_| format!("rugs({rug})")).collect();
    let heaps = vec!["18446744073709551615"; 5_000].join(" + ");
    let edges: Vec<String> = (1..=200).map(|v| format!("g-{v}")).collect();
    let chain: Vec<String> = (0..499).map(|i| format!("v{i}>v{}", i + 1)).collect();
    for (spec, position, most, counted) in [
        (
            "manifold",
            "10000*n5".to_string(),
            200_000,
            "9,988 more surfaces",
        ),
        ("nim", heaps, 400_000, "4,976 more heaps"),
        ("sum", rugs.join(" + "), 4_000_000, "(not drawn)"),
        ("hackenbush", edges.join(" "), 200_000, "188 more parts"),
        (
            "digraph",
            format!("{}; tokens v0", chain.join(" ")),
            400_000,
            "420 more vertices",
        ),
        (
            "boxes",
            vec!["30x30x30"; 40].join(" + "),
            400_000,
            "28 more boxes",
        ),
    ] {
        let svg = figure(spec, &position, "light");
        assert!(svg.len() < most, "{spec}: {} bytes", svg.len());
        assert!(svg.contains(counted), "{spec}: says what it leaves out");
        roxmltree::Document::parse(&svg).unwrap_or_else(|e| panic!("{spec}: {e}"));
    }
}

#[test]
fn a_cut_is_drawn_on_surfaces_only() {
    let err = stderr(&[
        "--game", "turtles", "figure", "THHTH", "--cut", "d", "--svg",
    ]);
    assert!(err.contains("--cut is for the surface game"), "{err}");
    let err = stderr(&["--game", "rugs", "figure", "HT/TX", "--svg"]);
    assert!(err.contains("at character 5"), "{err}");
    assert!(!grundy(&["--game", "nim", "figure", "3"]).status.success());
}
