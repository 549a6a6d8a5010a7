//! Grundy's game from the command line past the old limit of 10^7 heaps:
//! the statistics at each power of two as a published analyser prints
//! them (`grundy/tests/data/grundy_statistics.txt`), progress on standard
//! error, and one limit, 2^28 - 1, for the series and the period of
//! Grundy's game, its split games and the octal games.

mod run;
use run::{grundy, stderr, stdout};

#[path = "../../grundy/tests/common/mod.rs"]
mod common;

#[test]
fn the_statistics_are_the_published_analysers() {
    let args = ["--game", "grundy", "series", "16383", "--stats"];
    let out = grundy(&args);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let json = stdout(&[&args[..], &["--json"]].concat());
    let theirs = common::grundy_statistics();
    for s in theirs.iter().filter(|s| s.log <= 14) {
        let row = format!(
            "2^{} {} {} {} {} {}",
            s.log, s.largest, s.first_at, s.mask, s.rare, s.last_rare
        );
        let found = text
            .lines()
            .any(|l| l.split_whitespace().collect::<Vec<_>>().join(" ") == row);
        assert!(found, "{row} in\n{text}");
        let object = format!(
            "{{\"heaps\": {}, \"largest\": {}, \"first_at\": {}, \"class\": \"{}\", \
             \"rare\": {}, \"last_rare\": {}}}",
            1u64 << s.log,
            s.largest,
            s.first_at,
            s.mask,
            s.rare,
            s.last_rare
        );
        assert!(json.contains(&object), "{object} in {json}");
    }
    // The last power of two is also progress on standard error.
    let s = theirs.iter().find(|s| s.log == 14).unwrap();
    let progress = format!(
        "2^14 heaps: largest {} at heap {}, rare class {}, {} rare values, the last at heap {}",
        s.largest, s.first_at, s.mask, s.rare, s.last_rare
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains(&progress));
}

#[test]
fn the_period_of_grundys_game_comes_with_its_statistics() {
    let text = stdout(&["--game", "grundy", "period", "--to", "4095", "--stats"]);
    assert!(text.starts_with("Grundy's game: unknown: no pattern to heap 4095\n"));
    let theirs = common::grundy_statistics();
    let s = theirs.iter().find(|s| s.log == 12).unwrap();
    let last = text.lines().last().unwrap();
    let row = format!(
        "2^12 {} {} {} {} {}",
        s.largest, s.first_at, s.mask, s.rare, s.last_rare
    );
    assert_eq!(last.split_whitespace().collect::<Vec<_>>().join(" "), row);
    let json = stdout(&[
        "--game", "grundy", "period", "--to", "1023", "--stats", "--json",
    ]);
    assert!(json.starts_with(r#"{"status": "unknown""#), "{json}");
    assert!(json.contains(r#", "statistics": [{"heaps": 1, "#), "{json}");
}

#[test]
fn one_limit_for_the_series_and_the_period() {
    let limit = "268435455";
    for spec in ["grundy", "grundy:d=2", "octal:0.77"] {
        let err = stderr(&["--game", spec, "series", "268435456"]);
        assert!(err.contains(&format!("from 0 to {limit}")), "{spec}: {err}");
        let err = stderr(&["--game", spec, "period", "--to", "268435456"]);
        assert!(err.contains(limit), "{spec}: {err}");
    }
}

#[test]
fn an_octal_series_goes_past_the_old_limit_of_its_definition() {
    // 0.16's values to heap 200,000 by the sparse method: the series ends
    // with no period shown (it starts at heap 105,351 and is 149,459 long).
    let json = stdout(&["--game", "octal:0.16", "series", "200000", "--json"]);
    let values = &json[json.find('[').unwrap()..json.find(']').unwrap()];
    assert_eq!(values.matches(',').count(), 200_000);
    let text = stdout(&["--game", "octal:0.16", "series", "200000"]);
    assert!(
        text.contains("no period shows within heap 0..200000"),
        "{}",
        &text[text.len() - 200..]
    );
}
