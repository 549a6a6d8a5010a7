//! `series --format` writes the file the page downloads, and `series
//! --json` the same values with the same period: every value computed,
//! the pre-period, the period and the status.

mod run;
use run::{grundy, stdout};

/// The data rows of a CSV file (its `#` notes and header left out).
fn rows(csv: &str) -> Vec<Vec<String>> {
    csv.lines()
        .filter(|l| !l.starts_with('#'))
        .skip(1)
        .map(|l| l.split(',').map(str::to_string).collect())
        .collect()
}

#[test]
fn kayles_to_1000_as_csv_has_every_value_and_its_proved_period() {
    let csv = stdout(&["--game", "octal:0.77", "series", "1000", "--format", "csv"]);
    let rows = rows(&csv);
    assert_eq!(rows.len(), 1001);
    // Kayles: 0 1 2 3 1 4 3 2 1 4 2 6, then from heap 71 the period 12
    // (Berlekamp, Conway and Guy, Winning Ways).
    let values: Vec<u64> = rows.iter().map(|r| r[1].parse().unwrap()).collect();
    assert_eq!(values[..12], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    assert!((71..989).all(|n| values[n] == values[n + 12]));
    assert!(
        csv.contains("# Status: proved. Period 12 from heap 71"),
        "{}",
        &csv[..500]
    );
    assert!(csv.contains("# Pre-period 71, period 12.\n"));
    // The JSON holds the same values and says the same.
    let json = stdout(&["--game", "octal:0.77", "series", "1000", "--json"]);
    let listed: Vec<String> = values.iter().map(u64::to_string).collect();
    assert!(json.contains(&format!("\"values\": [{}]", listed.join(","))));
    assert!(
        json.contains("\"status\": \"proved\", \"preperiod\": 71, \"period\": 12"),
        "{}",
        &json[json.len() - 300..]
    );
}

#[test]
fn every_format_writes_the_same_values() {
    let args = |f: &str| stdout(&["--game", "lasker", "series", "40", "--format", f]);
    let md = args("markdown");
    let tex = args("latex");
    // Lasker's Nim: 0 1 2 4 3 5 6 8 7, the blocks 4k+1..4k+4 as 1 2 4 3 (lecture notes).
    assert!(md.contains("| 3 | 4 |\n| 4 | 3 |\n"), "{md}");
    assert!(tex.contains("3 & 4 \\\\\n4 & 3 \\\\\n"), "{tex}");
    assert_eq!(md.matches("\n| ").count(), 2 + 41);
    let out = grundy(&["--game", "lasker", "series", "40", "--format", "pdf"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_rule_sets_two_series_as_the_lab_downloads_them() {
    let csv = stdout(&[
        "--game",
        "manifold:rules=abcdefgh",
        "series",
        "12",
        "--format",
        "csv",
    ]);
    let rows = rows(&csv);
    // Every rule: the paper's game. Theorems 2.3 and 2.4: G(og) = 0 1 2 0
    // 2 0 2, G(ng) = 0 1 2 4 6 0 3 4 6 0 3 4 6.
    let column = |i: usize| -> Vec<String> { rows.iter().map(|r| r[i].clone()).collect() };
    assert_eq!(column(1)[..7], ["0", "1", "2", "0", "2", "0", "2"]);
    assert!(column(1)[7..].iter().all(String::is_empty));
    assert_eq!(
        column(2),
        ["0", "1", "2", "4", "6", "0", "3", "4", "6", "0", "3", "4", "6"]
    );
    let json = stdout(&[
        "--game",
        "manifold:rules=abcdefgh",
        "series",
        "12",
        "--json",
    ]);
    assert!(json.starts_with("{\"rules\": \"abcdefgh\", \"to\": 12, \"o\": [0,1,2,0,2,0,2], \"n\": [0,1,2,4,6,0,3,4,6,0,3,4,6], \"period\": {\"o\": {\"status\": "), "{json}");
}
