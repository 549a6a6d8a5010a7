//! The `grundy` command line, run as a user would.

mod common;

use std::process::{Command, Output};

fn grundy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(args: &[&str]) -> String {
    let out = grundy(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

#[test]
fn value_prints_the_nim_sum() {
    // G(o3) = 0, G(n5) = 0, G(n4) = 6, G(o2) = 2 (Theorems 2.3 and 2.4).
    assert_eq!(stdout(&["value", "o3 + n5"]), "0\n");
    assert_eq!(stdout(&["value", "n4 + o2"]), "4\n");
}

#[test]
fn moves_as_json() {
    let text = stdout(&["moves", "n2 + o1", "--json"]);
    let compact: String = text.split_whitespace().collect();
    // G(n2 + o1) = 2 xor 1; the Klein bottle's cuts, then the torus's one.
    let expected = concat!(
        "[",
        r#"{"component":0,"kind":"c","result":["n1"],"value":0,"winning":true},"#,
        r#"{"component":0,"kind":"e","result":["o0"],"value":1,"winning":false},"#,
        r#"{"component":0,"kind":"f","result":["o0"],"value":1,"winning":false},"#,
        r#"{"component":0,"kind":"g","result":["n1","n1"],"value":1,"winning":false},"#,
        r#"{"component":1,"kind":"a","result":["o0"],"value":2,"winning":false}"#,
        "]"
    );
    assert_eq!(compact, expected);
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
    let text = stdout(&["series", "o", "50"]);
    assert!(
        text.contains("pre-period 2 (0 1), period 2 (2 0), checked to genus 50"),
        "{text}"
    );
}

#[test]
fn errors_go_to_stderr_with_a_failing_status() {
    for (args, needle) in [
        (vec!["value", "n-3"], "cannot be negative"),
        (vec!["value", "x5"], "'x5' is not a surface"),
        (vec!["series", "q", "5"], "series takes o or n"),
        (vec!["series", "n", "ten"], "whole number"),
        (vec!["frobnicate"], "unknown command"),
        (vec![], "a command is needed"),
    ] {
        let out = grundy(&args);
        assert!(!out.status.success(), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}
