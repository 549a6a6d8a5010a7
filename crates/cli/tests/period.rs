//! `grundy period` makes no false claim: the three reported in issue 19,
//! and bad bounds.

mod run;
use run::{grundy, stdout};

/// Dawson's Kayles (0.07): period 34 from heap 53 (Guy and Smith; 0.137
/// counts the same heaps one lower, last exceptional value at heap 51).
/// The theorem's window ends at heap 2·53 + 34 + 2 − 1 = 141, so from
/// `--to 175` on it is proved, whatever the last values are; never period 1.
#[test]
fn dawsons_kayles_is_proved_period_34_at_any_range_that_covers_the_window() {
    for to in ["175", "176", "200", "299", "300", "301", "400", "1000"] {
        let text = stdout(&["--game", "octal:0.07", "period", "--to", to]);
        assert!(
            text.contains("proved: period 34 from heap 53"),
            "--to {to}: {text}"
        );
    }
    let text = stdout(&["--game", "octal:0.07", "period"]);
    assert!(text.contains("proved: period 34 from heap 53"), "{text}");
    for to in ["60", "100", "120", "174"] {
        let text = stdout(&["--game", "octal:0.07", "period", "--to", to]);
        assert!(!text.contains("period 1 "), "--to {to}: {text}");
        assert!(!text.contains("proved"), "--to {to}: {text}");
    }
}

/// Without a bound the search reports its progress on standard error.
#[test]
fn an_unbounded_search_reports_progress() {
    // Kayles (0.77): period 12 from heap 71, proved within the first range.
    let out = grundy(&["--game", "octal:0.77", "period"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("proved: period 12 from heap 71"));
    // 0.156 (Kenyon): proved only past heap 2·3479 + 2·349 + 3, so the
    // range doubles and each range is reported.
    let out = grundy(&["--game", "octal:0.156", "period", "--to", "1600"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("heap 400, largest value"), "{err}");
    assert!(err.contains("heap 800, largest value"), "{err}");
    assert!(err.contains("candidate"), "{err}");
}

/// ng under rules (a), (d), (e): 0 1 1 0 repeated from genus 0.
#[test]
fn ng_under_rules_ade_is_period_4_from_genus_0() {
    let text = stdout(&["--game", "manifold:rules=ade", "period"]);
    let ng = text.lines().find(|l| l.starts_with("ng:")).unwrap();
    assert!(ng.contains("period 4 from genus 0"), "{text}");
    assert!(ng.starts_with("ng: proved"), "{text}");
}

/// Grundy's game is not known to be periodic.
#[test]
fn grundys_game_is_never_called_periodic() {
    for args in [
        &["--game", "grundy", "period"][..],
        &["--game", "grundy", "period", "--to", "1000"],
        &["--game", "grundy", "period", "--to", "3001"],
    ] {
        let text = stdout(args);
        assert!(text.contains("unknown"), "{args:?}: {text}");
        assert!(!text.contains("periodic"), "{args:?}: {text}");
    }
}

#[test]
fn bad_bounds_are_clear_errors() {
    for (bound, words) in [
        ("0", "--to is a heap size from 1"),
        ("-5", "--to is a whole number"),
        ("1e40", "--to is at most"),
        ("lots", "--to is a whole number"),
        ("999999999999", "--to is a heap size from 1"),
        ("", "--to is a whole number"),
    ] {
        let out = grundy(&["--game", "octal:0.07", "period", "--to", bound]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "--to {bound:?}: {err}");
        assert!(err.contains(words), "--to {bound:?}: {err}");
        assert!(!err.contains("panicked"), "--to {bound:?}: {err}");
    }
    let out = grundy(&["--game", "octal:0.07", "period", "--to"]);
    assert_eq!(out.status.code(), Some(2));
}
