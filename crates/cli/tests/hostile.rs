//! Every input found to panic, hang or flood gets an answer: refused with
//! the limit that applies, or listed within bounds; and a sweep of hostile
//! inputs over every verb and game ends each run without a panic, with a
//! message for every failure.

mod run;
use run::{grundy, stderr, stdout};
use std::process::{Command, Stdio};

const BIG: &str = "18446744073709551615";

fn heads(side: usize) -> String {
    vec!["H".repeat(side); side].join("/")
}

/// A graph of `n` vertices with `edges` edges, each from a lower vertex to
/// a higher one, and a token on every other vertex.
fn graph(n: usize, edges: usize) -> String {
    let mut list = Vec::new();
    'all: for step in 1..n {
        for a in 0..n - step {
            list.push(format!("v{a}>v{}", a + step));
            if list.len() == edges {
                break 'all;
            }
        }
    }
    let tokens: Vec<String> = (0..n).step_by(2).map(|v| format!("v{v}")).collect();
    format!("{}; tokens {}", list.join(" "), tokens.join(" "))
}

#[test]
fn all_the_moves_of_a_heap_of_the_largest_size_in_a_sum_are_refused_by_count() {
    let out = grundy(&["--game", "sum", "moves", &format!("nim({BIG})"), "--all"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&format!(
            "this position has {BIG} moves; a listing writes at most 200000"
        )),
        "{err}"
    );
}

#[test]
fn a_closed_standard_error_loses_the_message_without_a_panic() {
    // The reader closes the pipe before the usage error is written.
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["nim-mul", "-1", "1"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    drop(child.stderr.take());
    let status = child.wait().expect("it ends");
    assert_eq!(status.code(), Some(2), "{status:?}");
}

#[test]
fn a_sum_keeps_its_parts_large_groups_summarised() {
    for part in [format!("nim({BIG})"), format!("manifold(n{BIG})")] {
        let text = stdout(&["--game", "sum", "moves", &part]);
        assert!(text.contains("too many to list"), "{part}: {text}");
        assert!(text.lines().count() < 40, "{part}: {text}");
    }
    // A part's winning move in a heap of the largest size: Bouton's rule.
    let text = stdout(&["--game", "sum", "moves", &format!("nim({BIG}) + nim(5)")]);
    assert!(text.contains(&format!(
        "1: {BIG} → 5  gives nim(5) + nim(5)  value 0  winning"
    )));
}

#[test]
fn the_sums_of_a_million_are_summarised_too() {
    for part in ["nim(1000000)", "manifold(n1000000)"] {
        let text = stdout(&["--game", "sum", "moves", part]);
        assert!(text.len() < 10_000, "{part}: {} bytes", text.len());
        assert!(text.contains("too many to list"), "{part}");
    }
}

#[test]
fn tartan_grids_of_heads_list_their_moves_and_all_of_them_alike() {
    let listing = stdout(&["--game", "tartan:turtles*ruler", "moves", &heads(12)]);
    assert!(listing.lines().count() > 1000);
    // Mock Turtles × Mock Turtles from a 12 × 12 grid: 88,804 moves, a
    // long listing summarised group by group; --all lists every one.
    let spec = "tartan:mock-turtles*mock-turtles";
    let listing = stdout(&["--game", spec, "moves", &heads(12)]);
    assert!(
        listing.starts_with("88804 moves in all, a long listing"),
        "{}",
        listing.lines().next().unwrap_or_default()
    );
    assert!(listing.len() < 100_000, "{} bytes", listing.len());
    let all = stdout(&["--game", spec, "moves", &heads(12), "--all"]);
    assert_eq!(all.lines().count(), 88_804);
    // Mock Turtles × Mock Turtles from an 8 × 8 grid: no head has over
    // 1,000 moves, so --all lists the same moves.
    let spec = "tartan:mock-turtles*mock-turtles";
    assert_eq!(
        stdout(&["--game", spec, "moves", &heads(8)]),
        stdout(&["--game", spec, "moves", &heads(8), "--all"])
    );
}

#[test]
fn a_graph_of_thousands_of_edges_lists_its_moves_without_the_graph_on_each() {
    let board = graph(120, 5_000);
    let text = stdout(&["--game", "digraph", "moves", &board]);
    // A token on each even vertex; a row per edge from it.
    let rows = text.lines().count();
    assert!(rows > 1000, "{rows}");
    assert!(
        text.len() < rows * 80,
        "{} bytes for {rows} rows",
        text.len()
    );
    assert!(!text.contains("tokens"), "the graph is written on a row");
}

#[test]
fn the_tables_too_large_are_refused_before_any_work() {
    let err = stderr(&["--game", "boxes", "series", "10000000"]);
    assert!(err.contains("N is from 1 to 100"), "{err}");
    let err = stderr(&["--game", "rectangles", "series", "10000000"]);
    assert!(err.contains("at most 2000"), "{err}");
}

#[test]
fn a_rug_of_24_by_24_heads_is_listed_in_a_few_megabytes() {
    let text = stdout(&["--game", "rugs", "moves", &heads(24), "--all"]);
    // (r + 1)(c + 1) moves from the head at r, c: 300² in all.
    assert_eq!(text.lines().count(), 300 * 300);
    assert!(text.len() < 5_000_000, "{} bytes", text.len());
    // Without --all, a long listing: each head's group by its count.
    let short = stdout(&["--game", "rugs", "moves", &heads(24)]);
    assert!(short.starts_with("90000 moves in all, a long listing"));
    assert!(short.len() < 100_000, "{} bytes", short.len());
}

#[test]
fn many_large_heaps_are_summarised_without_the_position_on_each_row() {
    let position = vec![BIG; 5_000].join(" + ");
    let text = stdout(&["--game", "nim", "moves", &position]);
    assert_eq!(text.matches("too many to list").count(), 5_000);
    assert!(text.len() < 3_000_000, "{} bytes", text.len());
}

#[test]
fn a_listing_past_its_limit_is_refused_with_the_limit() {
    let position: Vec<String> = (1..=10_000).map(|h| h.to_string()).collect();
    let err = stderr(&["--game", "nim", "moves", &position.join(" + ")]);
    assert!(
        err.contains("a listing writes at most 200000 moves"),
        "{err}"
    );
    let err = stderr(&["--game", "nim", "moves", BIG, "--all"]);
    assert!(
        err.contains(&format!("this position has {BIG} moves")),
        "{err}"
    );
}

#[test]
fn a_figure_of_ten_thousand_surfaces_draws_a_few_and_counts_the_rest() {
    // Drawn in part: the first surfaces, and the rest counted in words,
    // so the file stays small however large the position.
    let svg = stdout(&["figure", "10000*n5", "--svg"]);
    assert!(svg.len() < 200_000, "{} bytes", svg.len());
    assert!(svg.contains("9,988 more surfaces"), "{svg}");
}

#[test]
fn octal_codes_that_take_nothing_and_leave_a_heap_are_refused() {
    for code in ["2.0", "6.0", "1.0", "3.0", "5.3", "7.3"] {
        let err = stderr(&["--game", &format!("octal:{code}"), "period"]);
        assert!(err.contains("write 0 or 4 there"), "{code}: {err}");
    }
}

#[test]
fn the_limits_are_said_as_they_are() {
    for (args, said) in [
        (
            vec!["--game", "octal:0.77", "series", "10^12"],
            "N is a heap from 0 to 268435455 for an octal game",
        ),
        (
            vec!["--game", "octal:0.77", "series", "300000000"],
            "N is a heap from 0 to 268435455 for an octal game",
        ),
        (
            vec!["--game", "boxes", "series", "10^12"],
            "N is from 1 to 100 for the box game's table of 3 sides",
        ),
        (
            vec!["--game", "boxes", "series", "300"],
            "N is from 1 to 100 for the box game's table of 3 sides",
        ),
        (
            vec!["--game", "lasker", "period", "--to", "268435455"],
            "--to is a heap size from 1 to 10000000 for Lasker's Nim",
        ),
        (
            vec!["--game", "turtles", "period"],
            "period is for the heap games and the surface game with its rule sets; Turning \
             Turtles has no G-series",
        ),
    ] {
        let err = stderr(&args);
        assert!(err.contains(said), "{args:?}: {err}");
    }
    let rug = vec!["H".repeat(200); 200].join("/");
    let err = stderr(&["--game", "rugs", "value", &rug]);
    assert!(
        err.contains("at character 25") && err.contains("a rug has at most 24 rows of 24 coins"),
        "{err}"
    );
    // A rule set's series in words, as the surface game's.
    let text = stdout(&["--game", "manifold:rules=cgh", "series", "n", "10"]);
    assert!(text.starts_with("G(ng) of"), "{text}");
}

#[test]
fn a_summary_says_what_it_lists() {
    let text = stdout(&["--game", "nim", "moves", "2000"]);
    assert!(
        text.contains("a move to each value below, winning moves first"),
        "{text}"
    );
    assert!(!text.contains("one move for each value they reach"));
    // Lasker's splits of 100000: every smaller heap from 1 to 50000.
    let text = stdout(&["--game", "lasker", "moves", "100000"]);
    assert!(
        text.contains("Split the heap of 100000 in two: 50000 moves")
            && text.contains("smaller heap from 1 to 50000"),
        "{text}"
    );
}

#[test]
fn a_certificate_states_the_window_the_theorem_needs() {
    let json = stdout(&["--game", "octal:0.105", "period", "--json"]);
    assert!(json.contains(r#""preperiod": 0, "period": 2"#), "{json}");
    assert!(json.contains(r#""window": [0, 5]"#), "{json}");
}

/// Every game's spec, with a small position of it.
const GAMES: [&str; 22] = [
    "manifold",
    "manifold:rules=cgh",
    "nim",
    "octal:0.77",
    "subtraction:1,3,4",
    "lasker",
    "grundy",
    "grundy:d=3",
    "rectangles",
    "boxes",
    "turtles",
    "coins:;a;a,b",
    "rugs",
    "tartan:coins:a*ruler",
    "coins2d:0.b,a.0,a.b",
    "hackenbush",
    "digraph",
    "rims",
    "moore:2",
    "moore:=2",
    "sum",
    "nim:misere",
];

#[test]
fn a_sweep_of_hostile_inputs_over_every_verb_and_game_never_panics() {
    let nested = format!("{}3{}", "(".repeat(5_000), ")".repeat(5_000));
    let long = "H".repeat(100_000);
    let positions = [
        "",
        "   ",
        "x",
        "ℵ₀ + 🂡",
        "18446744073709551616",
        "99999999999999999999*3",
        "10001*1",
        "1e400",
        "-1",
        "3 +",
        "+ 3",
        "3x",
        "0x0x0",
        BIG,
        "nim(",
        "nim(3) + sum(nim(3))",
        "a>b b>a; tokens a",
        "g-1 1-1 1-g",
        "5 (2: 3 (1:",
        nested.as_str(),
        long.as_str(),
    ];
    let verbs: [&[&str]; 6] = [
        &["value"],
        &["moves"],
        &["moves", "--all"],
        &["moves", "--json"],
        &["outcome"],
        &["length"],
    ];
    let mut runs = 0;
    for game in GAMES {
        for verb in verbs {
            for position in positions {
                let mut args = vec!["--game", game];
                args.extend_from_slice(&verb[..1]);
                args.push(position);
                args.extend_from_slice(&verb[1..]);
                let out = grundy(&args);
                runs += 1;
                let code = out.status.code();
                assert!(
                    matches!(code, Some(0..=2)),
                    "{game} {verb:?} {:.40}: {code:?} {}",
                    position,
                    String::from_utf8_lossy(&out.stderr)
                );
                if code != Some(0) {
                    assert!(!out.stderr.is_empty(), "{game} {verb:?} {position:.40}");
                }
                assert!(
                    out.stdout.len() < 1_000_000,
                    "{game} {verb:?} {position:.40}"
                );
            }
        }
        for numbers in [
            ["series", "10^12"],
            ["series", "-5"],
            ["period", "--to"],
            ["series", "n"],
        ] {
            let mut args = vec!["--game", game];
            args.extend_from_slice(&numbers);
            let code = grundy(&args).status.code();
            assert!(matches!(code, Some(0..=2)), "{game} {numbers:?}: {code:?}");
            runs += 1;
        }
    }
    for args in [
        vec!["--game"],
        vec!["--game", "octal:"],
        vec!["--game", "moore:4294967296"],
        vec!["--game", "moore:4294967295", "value", "3 + 5"],
        vec!["--game", "tartan:coins:a*coins:a,b,c,d", "value", "H"],
        vec!["--game", "boxes:d=18446744073709551616", "value", "3x4x5"],
        vec!["nim-mul", BIG, BIG],
        vec!["table", "--max-genus", BIG],
        vec!["figure", "n5", "--cut", "g:18446744073709551615", "--svg"],
    ] {
        let code = grundy(&args).status.code();
        assert!(matches!(code, Some(0..=2)), "{args:?}: {code:?}");
        runs += 1;
    }
    assert!(runs > 2_000, "{runs}");
}
