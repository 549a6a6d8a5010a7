//! The command line never prints without end: groups of moves too large to
//! list are summarised, tables are capped, and the listings of large coin
//! and graph positions are written at once.

mod run;
use run::{grundy, stdout};

#[test]
fn a_nim_heap_of_the_largest_size_is_summarised() {
    let text = stdout(&["--game", "nim", "moves", "18446744073709551615"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(lines[0].contains("Take from the heap of 18446744073709551615"));
    assert!(lines[0].contains("18446744073709551615 moves, too many to list (--all lists them)"));
    assert!(lines[0].contains("new size from 0 to 18446744073709551614"));
    // The winning move (to 0) is among the values reached.
    assert!(lines
        .iter()
        .any(|l| l.contains("→ 0  gives 0  value 0  winning")));
}

#[test]
fn a_lasker_heap_of_the_largest_size_is_summarised() {
    let text = stdout(&["--game", "lasker", "moves", "18446744073709551614"]);
    let heads: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("too many to list"))
        .collect();
    // Taking and splitting, each summarised.
    assert_eq!(heads.len(), 2, "{text}");
    assert!(
        heads[0].contains("Take from the heap of 18446744073709551614: 18446744073709551614 moves")
    );
    assert!(heads[1].contains("Split the heap of 18446744073709551614 in two"));
}

#[test]
fn a_surface_of_the_largest_genus_is_summarised() {
    let text = stdout(&["moves", "n18446744073709551615"]);
    // Cuts (c), (d), (e) are single moves; (g) and (h) have a parameter.
    assert!(text.contains(
        "(g) separating circle between cross-caps: 9223372036854775807 moves, too many to list"
    ));
    assert!(text.contains("a from 2 to 18446744073709551614 in steps of 2"));
    assert!(text.lines().count() < 50, "{text}");
    let json = stdout(&["moves", "n18446744073709551615", "--json"]);
    assert!(json.contains(r#""group":"g","#), "{json}");
    assert!(json.contains(r#""count":9223372036854775807,"listed":false"#));
}

#[test]
fn all_lists_a_large_group_anyway() {
    let summary = stdout(&["moves", "n3000"]);
    assert!(summary.contains("too many to list"));
    let all = stdout(&["moves", "n3000", "--all"]);
    assert!(!all.contains("too many to list"));
    // Every a of (g) for n3000: a = 1..1500, and more besides.
    assert!(all.lines().filter(|l| l.contains("(g)")).count() == 1500);
}

#[test]
fn the_table_is_capped_with_a_clear_error() {
    let out = grundy(&["table", "--max-genus", "18446744073709551615"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--max-genus must be at most 1000"), "{err}");
    assert!(stdout(&["table", "--max-genus", "2"]).lines().count() == 4);
}

#[test]
fn numbers_are_read_as_the_page_reads_them() {
    assert_eq!(stdout(&["nim-mul", "1e1", "10^0"]), "10\n");
    assert_eq!(stdout(&["table", "--max-genus", "1,0"]).lines().count(), 12);
    assert_eq!(
        stdout(&["series", "o", "1e1", "--json"]),
        stdout(&["series", "o", "10", "--json"])
    );
    let out = grundy(&["nim-mul", "3x", "2"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("10^6 and 1e5 are read too"));
}

/// A graph of `n` vertices, each with edges to up to five later ones, and
/// `tokens` tokens spread over it.
fn graph(n: usize, tokens: usize) -> String {
    let mut edges = Vec::new();
    for a in 0..n {
        for step in [1, 3, 7, 12, 20] {
            if a + step < n {
                edges.push(format!("v{a}>v{}", a + step));
            }
        }
    }
    let placed: Vec<String> = (0..tokens).map(|t| format!("v{}", (t * 37) % n)).collect();
    format!("{}; tokens {}", edges.join(" "), placed.join(" "))
}

#[test]
fn a_rug_of_heads_lists_every_move_with_the_value_after_it() {
    // Each head is the corner of (r + 1)(c + 1) rectangles.
    let rug = ["HHHHHHHHHHHH"; 12].join("/");
    let text = stdout(&["--game", "rugs", "moves", &rug]);
    assert_eq!(text.lines().count(), 78 * 78);
    // The values agree with the search through every move's position.
    let small = ["HTHHT"; 4].join("/");
    assert_eq!(
        stdout(&["--game", "rugs", "moves", &small]),
        stdout(&["--game", "rugs", "moves", &small, "--all"])
    );
    assert_eq!(
        stdout(&["--game", "rugs", "moves", &small, "--json"]),
        stdout(&["--game", "rugs", "moves", &small, "--json", "--all"])
    );
}

#[test]
fn a_graph_of_a_hundred_vertices_and_fifty_tokens_lists_every_move() {
    let board = graph(100, 50);
    let text = stdout(&["--game", "digraph", "moves", &board]);
    // 50 distinct vertices, each with its edges to later vertices.
    let expected: usize = (0..50)
        .map(|t| (t * 37) % 100)
        .map(|v| [1, 3, 7, 12, 20].iter().filter(|&&s| v + s < 100).count())
        .sum();
    assert_eq!(text.lines().count(), expected);
    let small = graph(30, 6);
    assert_eq!(
        stdout(&["--game", "digraph", "moves", &small]),
        stdout(&["--game", "digraph", "moves", &small, "--all"])
    );
}
