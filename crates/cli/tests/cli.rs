//! The `grundy` command line, run as a user would.

mod run;
use run::{grundy, stdout};

#[path = "../../grundy/tests/common/mod.rs"]
mod common;

#[test]
fn value_prints_the_nim_sum() {
    // G(o3) = 0, G(n5) = 0, G(n4) = 6, G(o2) = 2 (Theorems 2.3 and 2.4).
    assert_eq!(stdout(&["value", "o3 + n5"]), "0\n");
    assert_eq!(stdout(&["value", "n4 + o2"]), "4\n");
}

#[test]
fn moves_as_json() {
    let text = stdout(&["moves", "n2 + o1", "--json"]);
    let compact: String = text.lines().map(str::trim).collect();
    // G(n2 + o1) = 2 xor 1; the Klein bottle's cuts, then the torus's one.
    // `result` is the whole position after the move, `pieces` what replaces
    // the surface cut.
    let expected = concat!(
        "[",
        r#"{"component":0,"kind":"c","move":"(c) n2 → n1","pieces":["n1"],"result":"n1 + o1","value":0,"winning":true},"#,
        r#"{"component":0,"kind":"e","move":"(e) n2 → o0","pieces":["o0"],"result":"o0 + o1","value":1,"winning":false},"#,
        r#"{"component":0,"kind":"f","move":"(f) n2 → o0","pieces":["o0"],"result":"o0 + o1","value":1,"winning":false},"#,
        r#"{"component":0,"kind":"g","move":"(g) n2 → n1 + n1","pieces":["n1","n1"],"result":"2*n1 + o1","value":1,"winning":false},"#,
        r#"{"component":1,"kind":"a","move":"(a) o1 → o0","pieces":["o0"],"result":"n2 + o0","value":2,"winning":false}"#,
        "]"
    );
    assert_eq!(compact, expected);
}

#[test]
fn every_game_answers_value_and_moves() {
    // Nim: 50 xor 53 xor 30 xor 14 = 23 (the paper's introduction).
    assert_eq!(
        stdout(&["--game", "nim", "value", "50 + 53 + 30 + 14"]),
        "23\n"
    );
    let text = stdout(&["moves", "50 + 53 + 30 + 14", "--json", "--game", "nim"]);
    let winning: Vec<&str> = text
        .lines()
        .filter(|l| l.contains(r#""winning":true"#))
        .collect();
    // The paper's three possibilities: 50 -> 37, 53 -> 34, 30 -> 9.
    assert_eq!(winning.len(), 3, "{text}");
    assert!(winning[0].contains(r#""move":"50 → 37","pieces":["37"],"result":"37 + 53 + 30 + 14""#));
    // Kayles, octal 0.77: a row of 3 pins has value 3.
    assert_eq!(stdout(&["--game=octal:0.77", "value", "3"]), "3\n");
}

#[test]
fn an_octal_series_reports_its_proved_period() {
    // Kayles: period 12 from heap 71 on (Guy and Smith).
    let text = stdout(&["--game", "octal:0.77", "series", "200"]);
    assert!(text.contains("pre-period 71"), "{text}");
    assert!(
        text.contains("period 12 (7 4 1 2 8 1 4 7 2 1 8 2)"),
        "{text}"
    );
    assert!(
        text.contains("proved for every heap by the periodicity theorem of Guy and Smith"),
        "{text}"
    );
}

#[test]
fn table_matches_the_paper() {
    let text = stdout(&["table"]);
    let rows: Vec<&str> = text.lines().skip(1).collect();
    let paper = common::table_2_1();
    assert_eq!(rows.len(), paper.len());
    for (line, row) in rows.iter().zip(&paper) {
        let cols: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(cols[0], row.genus.to_string());
        assert_eq!(cols[1], row.value.to_string(), "{line}");
    }
    assert_eq!(stdout(&["table", "--max-genus", "20"]).lines().count(), 22);
}

#[test]
fn series_reports_the_period() {
    let text = stdout(&["series", "n", "100"]);
    assert!(
        text.contains("pre-period 3 (0 1 2), period 4 (4 6 0 3), checked to genus 100"),
        "{text}"
    );
    assert!(
        text.contains("proved for every genus by Theorem 2.4"),
        "{text}"
    );
    let text = stdout(&["series", "o", "50"]);
    assert!(
        text.contains("pre-period 2 (0 1), period 2 (2 0), checked to genus 50"),
        "{text}"
    );
}

#[test]
fn errors_go_to_stderr_with_a_failing_status() {
    for (args, needle) in [
        (
            vec!["value", "n-3"],
            "at character 2: a genus cannot be negative",
        ),
        (
            vec!["--game", "chess", "value", "3"],
            "'chess' is not a game",
        ),
        (
            vec!["--game", "octal:4.9", "value", "3"],
            "octal digits are 0 to 7",
        ),
        (
            vec!["--game", "nim", "value", "3 + x"],
            "at character 5: unexpected character 'x'",
        ),
        (
            vec!["--game", "nim", "table"],
            "Table 2.1 of the manifold game",
        ),
        (vec!["value", "x5"], "'x5' is not a surface"),
        (vec!["series", "q", "5"], "series takes o or n"),
        (vec!["series", "n", "ten"], "whole number"),
        (vec!["frobnicate"], "'frobnicate' is not a command"),
        (vec![], "a command is needed"),
    ] {
        let out = grundy(&args);
        assert!(!out.status.success(), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

#[test]
fn heap_games_answer_series_and_period_as_json() {
    // The lecture notes' subtraction game: a pile loses exactly when it is
    // divisible by 4, and G(n) = n mod 4.
    // The values with what is known of their period, as the page's file has them.
    let json = stdout(&["series", "--game", "subtraction:1,2,3", "8", "--json"]);
    assert!(
        json.starts_with(r#"{"game": "subtraction:1,2,3", "name": "Subtraction game {1, 2, 3}", "values": [0,1,2,3,0,1,2,3,0], "status": "proved", "preperiod": 0, "period": 4, "#),
        "{json}"
    );
    // Table 2 of Schrage, from 1x1: rows 1, 2 and 3 up to column 3.
    assert_eq!(
        stdout(&["series", "--game", "rectangles", "3", "--json"]),
        "[[0,0,1],[0,0,1],[1,1,1]]\n"
    );
    assert_eq!(
        stdout(&["period", "--game", "octal:0.77", "--json"]),
        concat!(
            r#"{"status": "proved", "preperiod": 71, "period": 12, "saltus": 0, "#,
            r#""checked_to": 400, "window": [71, 155], "#,
            r#""theorem": "the periodicity theorem of Guy and Smith"}"#,
            "\n"
        )
    );
    let lasker = stdout(&["period", "--game", "lasker", "--json"]);
    assert!(
        lasker.starts_with(
            r#"{"status": "arithmetic", "preperiod": 1, "period": 4, "saltus": 4, "checked_to": 400"#
        ),
        "{lasker}"
    );
    assert!(lasker.contains("closed form of Lasker's Nim"), "{lasker}");
    let grundy = stdout(&["period", "--game", "grundy", "--to", "2000", "--json"]);
    assert!(grundy.starts_with(r#"{"status": "unknown""#), "{grundy}");
}

#[test]
fn heap_games_list_their_moves_as_json() {
    let text = stdout(&["moves", "--game", "lasker", "3", "--json"]);
    let compact: String = text.lines().map(str::trim).collect();
    // G(2) = 2, G(1) = 1, G(0) = 0, G(1 + 2) = 1 xor 2.
    let expected = concat!(
        "[",
        r#"{"component":0,"move":"3 → 2","pieces":["2"],"result":"2","value":2,"winning":false},"#,
        r#"{"component":0,"move":"3 → 1","pieces":["1"],"result":"1","value":1,"winning":false},"#,
        r#"{"component":0,"move":"3 → 0","pieces":["0"],"result":"","value":0,"winning":true},"#,
        r#"{"component":0,"move":"3 → 1 + 2","pieces":["1","2"],"result":"1 + 2","value":3,"winning":false}"#,
        "]"
    );
    assert_eq!(compact, expected);
    // Grundy's game: 7 → 1 + 6 leaves G(1) xor G(6) = 0 xor 1 (Table 1).
    let text = stdout(&["moves", "--game", "grundy", "7", "--json"]);
    assert!(text.contains(r#""move":"7 → 1 + 6","pieces":["1","6"],"result":"1 + 6","value":1"#));
    assert_eq!(
        stdout(&["value", "--game", "rectangles", "5x7 + 3x4"]),
        "3\n"
    );
}

#[test]
fn heap_game_errors_are_clear() {
    for (args, needle) in [
        (
            vec!["--game", "subtraction:0,2", "value", "3"],
            "0 is not a take",
        ),
        (
            vec!["--game", "grundy", "value", "5 + 2000000"],
            "at character 5: this game values heaps of at most 100000",
        ),
        (
            vec!["--game", "rectangles", "value", "5x"],
            "a heap is missing here",
        ),
        (
            vec!["--game", "octal:0.77", "series", "300000000", "--json"],
            "N is a heap from 0 to 268435455 for an octal game",
        ),
    ] {
        let out = grundy(&args);
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

#[test]
fn figure_writes_the_standalone_svg_of_a_cut() {
    let svg = stdout(&["figure", "n5", "--cut", "d", "--theme", "dark", "--svg"]);
    assert!(svg.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "));
    assert!(svg.contains("<title id=\"figure-title\">"));
    assert!(
        svg.contains("n5 = o2 # n1"),
        "the mixed form is the caption"
    );
    assert!(svg.contains("data-theme=\"dark\""));
    let position = stdout(&["figure", "o1 + n2", "--svg"]);
    assert_eq!(position.matches("<g transform=").count(), 2);
}

#[test]
fn figure_refuses_what_it_cannot_draw() {
    assert!(!grundy(&["figure", "n5", "--cut", "z", "--svg"])
        .status
        .success());
    assert!(!grundy(&["figure", "o1 + n2", "--cut", "a", "--svg"])
        .status
        .success());
    assert!(!grundy(&["figure", "n5"]).status.success());
}

#[test]
fn table_writes_csv_latex_and_markdown() {
    let csv = stdout(&["table", "--max-genus", "3", "--format", "csv"]);
    assert_eq!(csv.lines().count(), 1 + 4);
    assert!(csv.contains("3,\"n2=2 n1=1 o1=1 (n1,n2)=3 (o1,n1)=0\",4"));
    let tex = stdout(&["table", "--format", "latex"]);
    assert!(tex.contains("\\begin{tabular}{rlr}"));
    let md = stdout(&["table", "--max-genus", "1", "--format", "markdown"]);
    assert!(md.starts_with("| g |"));
    assert!(!grundy(&["table", "--format", "pdf"]).status.success());
}

#[test]
fn coin_graph_and_loop_games_answer_value_and_moves() {
    // Turning Turtles: heaps 2, 3, 5 (coins numbered from 1): 2 ⊕ 3 ⊕ 5 = 4.
    assert_eq!(stdout(&["--game", "turtles", "value", "THHTH"]), "4\n");
    // Rugs: 1 ⊗ 1 ⊕ 1 ⊗ 1 ⊕ 2 ⊗ 2 = 3.
    assert_eq!(stdout(&["--game", "rugs", "value", "HTH/THT"]), "3\n");
    // A triangle above one edge: the triangle fuses to a loop, a stalk of 1, on the edge: 2.
    assert_eq!(
        stdout(&["--game", "hackenbush", "value", "g-1 1-2 2-3 3-1"]),
        "2\n"
    );
    assert_eq!(stdout(&["--game", "moore:2", "value", "1 + 1 + 1"]), "0\n");
    assert_eq!(stdout(&["nim-mul", "16", "16"]), "24\n");
    let text = stdout(&["--game", "sum", "moves", "nim(3) + ruler(TH)", "--json"]);
    assert!(text.contains(
        r#"{"component":0,"move":"1: 3 → 2","pieces":["2"],"result":"nim(2) + ruler(TH)","value":0,"winning":true}"#
    ));
}

#[test]
fn a_cycle_in_a_graph_game_is_refused_by_name() {
    let out = grundy(&["--game", "digraph", "value", "a>b b>a; tokens a"]);
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("b > a > b is a cycle"), "{err}");
}

/// G(n) of the split game with parts differing by at least `d`, from the
/// rule: the mex of `G(a) ⊕ G(n − a)` over `1 ≤ a ≤ n − a`, `n − 2a ≥ d`.
fn split_values(last: u64, d: u64) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..=last {
        let options: Vec<u64> = (1..n)
            .filter(|&a| a <= n - a && n - 2 * a >= d)
            .map(|a| g[a as usize] ^ g[(n - a) as usize])
            .collect();
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    g
}

#[test]
fn schrages_split_games_answer_every_command() {
    let g = split_values(60, 2);
    let text = stdout(&["--game", "grundy:d=2", "series", "60", "--json"]);
    let want: Vec<String> = g.iter().map(u64::to_string).collect();
    assert!(
        text.contains(&format!("\"values\": [{}]", want.join(","))),
        "{text}"
    );
    assert_eq!(
        stdout(&["--game", "grundy:d=2", "value", "9 + 14"]),
        format!("{}\n", g[9] ^ g[14])
    );
    // 7 splits as 1 + 6 and 2 + 5; 3 + 4 differ by 1 only. A heap of 3
    // has no move.
    let moves = stdout(&["--game", "grundy:d=2", "moves", "7 + 3"]);
    let listed: Vec<&str> = moves.lines().collect();
    assert_eq!(listed.len(), 2, "{moves}");
    assert!(listed[0].contains("7 → 1 + 6") && listed[1].contains("7 → 2 + 5"));
    let period = stdout(&["--game", "grundy:d=2", "period"]);
    assert!(period.starts_with("Grundy's game, d = 2: "), "{period}");
    // With d = 0 a game from a heap of n lasts n − 1 moves.
    assert_eq!(
        stdout(&["--game", "grundy:d=0", "period"]),
        "Grundy's game, d = 0: proved: period 2 from heap 1 by every split adds one heap, so a \
         heap of n is split n − 1 times however the game goes: G(n) = (n − 1) mod 2 for n ≥ 1, \
         computed to heap 400\n"
    );
    // d = 1 is Grundy's game itself.
    assert_eq!(
        stdout(&["--game", "grundy:d=1", "series", "100", "--json"]),
        stdout(&["--game", "grundy", "series", "100", "--json"])
    );
    let out = grundy(&["--game", "grundy:d=two", "value", "5"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not 'two'"));
}

#[test]
fn schrages_rectangles_with_d_answer_series_and_value() {
    // Schrage's theorem with the split game's values (checked against the
    // definition in the core's tests): G(M × N) = G(N) if G(M) = 0, G(M)
    // if G(N) = 0, 1 otherwise.
    let g = split_values(12, 2);
    let theorem = |m: usize, n: usize| match (g[m], g[n]) {
        (0, v) | (v, 0) => v,
        _ => 1,
    };
    let text = stdout(&["--game", "rectangles:d=2", "series", "12"]);
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("G(M × N) of Schrage's rectangle game, d = 2 for M, N = 1..12 (rows M):")
    );
    for m in 1..=12 {
        let row: Vec<String> = (1..=12).map(|n| theorem(m, n).to_string()).collect();
        assert_eq!(lines.next(), Some(row.join(" ").as_str()), "row {m}");
    }
    assert_eq!(
        stdout(&["--game", "rectangles:d=2", "value", "8x6 + 5x12"]),
        format!("{}\n", theorem(8, 6) ^ theorem(5, 12))
    );
    let moves = stdout(&["--game", "rectangles:d=2", "moves", "7x4"]);
    assert_eq!(moves.lines().count(), 3, "{moves}");
}

#[test]
fn schrages_boxes_answer_value_moves_series_and_errors() {
    // Schrage's rule for three sides over Grundy's game's values (checked
    // against the definition in the core's tests).
    let g = split_values(6, 1);
    let rule = |s: [usize; 3]| {
        let positive: Vec<u64> = s.iter().map(|&k| g[k]).filter(|&v| v > 0).collect();
        match positive.as_slice() {
            [] => 0,
            [v] => *v,
            _ => 1,
        }
    };
    assert_eq!(
        stdout(&["--game", "boxes", "value", "3x4x5 + 2x2x6"]),
        format!("{}\n", rule([3, 4, 5]) ^ rule([2, 2, 6]))
    );
    let text = stdout(&["--game", "boxes", "series", "5"]);
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("G(L × M × N) of Schrage's box game for L, M, N = 1..5 (a layer for each L, rows M):")
    );
    for l in 1..=5 {
        assert_eq!(lines.next(), Some(format!("L = {l}:").as_str()));
        for m in 1..=5 {
            let row: Vec<String> = (1..=5).map(|n| rule([l, m, n]).to_string()).collect();
            assert_eq!(
                lines.next(),
                Some(row.join(" ").as_str()),
                "layer {l}, row {m}"
            );
        }
    }
    // 3: 1 + 2; 4: 1 + 3; 5: 1 + 4 and 2 + 3.
    assert_eq!(
        stdout(&["--game", "boxes", "moves", "3x4x5"])
            .lines()
            .count(),
        4
    );
    let out = grundy(&["--game", "boxes", "value", "3x4 + 1x1x1"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("at character 5") && err.contains("three sides"),
        "{err}"
    );
}
