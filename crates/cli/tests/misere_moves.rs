//! `moves --json` under `:misere`, for every game: each move's `winning`
//! flag is exactly "what it leaves is a P-position", read back from the
//! command line's own `outcome`, on pseudo-random positions; no move
//! carries a normal-play value. And `quotient`: its JSON and the issue's
//! positions that used to be refused.

mod run;
use run::{grundy, stdout};

/// The moves' results and winning flags, from the JSON lines.
fn moves(spec: &str, position: &str) -> Vec<(String, bool, String)> {
    let text = stdout(&["--game", spec, "moves", position, "--json"]);
    text.lines()
        .filter(|l| l.contains("\"result\""))
        .map(|l| {
            assert!(!l.contains("\"value\""), "{spec} {position}: {l}");
            let field = |name: &str| -> String {
                let at = l.find(&format!("\"{name}\":\"")).expect(name) + name.len() + 4;
                let rest = &l[at..];
                let end = rest.find('"').expect("a string");
                rest[..end].to_string()
            };
            let winning = l.contains("\"winning\":true");
            (field("result"), winning, field("outcome"))
        })
        .collect()
}

/// A small linear congruential generator, for positions that repeat.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

fn heaps(rng: &mut Lcg, count: u64, largest: u64) -> String {
    let parts: Vec<String> = (0..1 + rng.below(count))
        .map(|_| (1 + rng.below(largest)).to_string())
        .collect();
    parts.join(" + ")
}

#[test]
fn every_winning_flag_is_a_move_to_a_p_position() {
    let mut rng = Lcg(7);
    let mut cases: Vec<(&str, String)> = Vec::new();
    for spec in [
        "nim:misere",
        "octal:0.77:misere",
        "octal:0.07:misere",
        "octal:0.75:misere",
        "subtraction:1,3,4:misere",
        "lasker:misere",
        "grundy:misere",
        "moore:2:misere",
    ] {
        for _ in 0..3 {
            cases.push((spec, heaps(&mut rng, 4, 9)));
        }
    }
    for (spec, p) in [
        ("turtles:misere", "THHTH"),
        ("mock-turtles:misere", "HTHHT"),
        ("ruler:misere", "HHTH"),
        ("hackenbush:misere", "g-1 1-2 2-3 3-1"),
        ("rims:misere", "3 (1: 2)"),
        ("sum:misere", "nim(1 + 2) + octal:0.77(3)"),
        ("manifold:misere", "n2 + o1"),
        ("manifold:rules=cgh,misere", "n4"),
    ] {
        cases.push((spec, p.to_string()));
    }
    let mut checked = 0;
    for (spec, position) in &cases {
        for (result, winning, outcome) in moves(spec, position) {
            let after = stdout(&["--game", spec, "outcome", &result]);
            assert_eq!(after.trim(), outcome, "{spec} {position} → {result}");
            assert_eq!(winning, outcome == "P", "{spec} {position} → {result}");
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked} moves");
}

#[test]
fn positions_once_refused_are_answered() {
    for (spec, position) in [
        (
            "octal:0.77:misere",
            "14 + 25 + 11 + 15 + 19 + 15 + 6 + 2 + 1",
        ),
        (
            "octal:0.75:misere",
            "14 + 25 + 11 + 15 + 19 + 15 + 6 + 2 + 1",
        ),
        (
            "sum:misere",
            "octal:0.77(4 + 5) + nim(1) + octal:0.77(1 + 5)",
        ),
        ("moore:=2:misere", "4 + 4 + 4 + 5"),
        ("grundy:d=1:misere", "12 + 15 + 16"),
    ] {
        let out = stdout(&["--game", spec, "outcome", position]);
        assert!(out == "P\n" || out == "N\n", "{spec} {position}: {out}");
    }
}

#[test]
fn the_quotient_of_0_75_as_json() {
    let json = stdout(&["--game", "octal:0.75:misere", "quotient", "--json"]);
    for field in [
        "\"order\":",
        "\"p_portion\":",
        "\"generators\":",
        "\"relations\":",
        "\"heaps\":",
        "\"bound\":",
    ] {
        assert!(json.contains(field), "{field} in {json}");
    }
    assert!(json.contains("\"status\":\"proved\""), "{json}");
}

#[test]
fn misere_period_is_refused_with_its_reason() {
    let out = grundy(&["--game", "manifold:misere", "period"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("normal-play notion"), "{err}");
    let out = grundy(&["--game", "octal:0.77", "quotient"]);
    assert!(!out.status.success());
}
