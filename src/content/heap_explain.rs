//! Why a heap (or a bar) has its value, in the documents' terms: its
//! options with their values, the mex, and the closed form, certificate or
//! theorem behind it; for Grundy's game, Schrage's Table 1 beside the
//! values computed here.

use crate::markup::Markup;
use grundy::games::heap::explain::explain;
use grundy::spec::{AnyGame, AnyPosition};
use grundy::{Game, Nimber};

/// The most options listed; the rest are counted.
const LISTED: usize = 40;

/// Schrage's Table 1 as the paper prints it (G(K) of Grundy's game for
/// K = 1..100), the same transcription the core's tests read.
const TABLE_1: &str = include_str!("../../crates/grundy/tests/data/schrage_table_1.txt");

/// The printed values of Table 1, `printed[k - 1]` for heap `k`.
pub fn table_1() -> Vec<u64> {
    let mut values = Vec::new();
    for line in TABLE_1.lines().filter(|l| !l.starts_with('#')) {
        if let Some((_, digits)) = line.split_once('|') {
            values.extend(digits.chars().filter_map(|c| c.to_digit(10)).map(u64::from));
        }
    }
    values
}

fn set(values: &[Nimber]) -> String {
    let items: Vec<String> = values.iter().map(|v| v.get().to_string()).collect();
    format!("{{{}}}", items.join(", "))
}

/// Lasker's closed form, as a small table of the four residues.
fn lasker(m: &mut Markup) {
    m.el(
        "p",
        &[],
        "Lasker's Nim in closed form: G(n) by n mod 4, for k ≥ 0.",
    )
    .open(
        "table",
        &[("class", "closed-form"), ("data-testid", "lasker-form")],
    )
    .open("thead", &[])
    .open("tr", &[])
    .el("th", &[("scope", "col")], "heap")
    .el("th", &[("scope", "col")], "value")
    .close("tr")
    .close("thead")
    .open("tbody", &[]);
    for (heap, value) in [
        ("4k + 1", "4k + 1"),
        ("4k + 2", "4k + 2"),
        ("4k + 3", "4k + 4"),
        ("4k + 4", "4k + 3"),
    ] {
        m.open("tr", &[])
            .el("th", &[("scope", "row")], heap)
            .el("td", &[], value)
            .close("tr");
    }
    m.close("tbody").close("table");
}

/// Table 1 of Schrage beside Grundy's game as computed here.
fn schrage_table(m: &mut Markup, game: &AnyGame) {
    let printed = table_1();
    let computed: Vec<Option<u64>> = (1..=printed.len() as u64)
        .map(|k| {
            game.closed_value(&AnyPosition::Heaps(vec![k]))
                .map(Nimber::get)
        })
        .collect();
    let agree = printed
        .iter()
        .zip(&computed)
        .filter(|(p, c)| Some(**p) == **c)
        .count();
    m.open("details", &[("data-testid", "schrage-table-1")])
        .el(
            "summary",
            &[],
            &format!(
                "Schrage's Table 1 beside the values computed here: {agree} of {} heaps agree",
                printed.len()
            ),
        )
        .open("div", &[("class", "table-scroll")])
        .open("table", &[("class", "schrage-1")])
        .open("thead", &[])
        .open("tr", &[])
        .el("th", &[("scope", "col")], "K");
    for k in 0..10 {
        m.el("th", &[("scope", "col")], &format!("+{k}"));
    }
    m.close("tr").close("thead").open("tbody", &[]);
    for row in printed.chunks(10).enumerate() {
        let (r, values) = row;
        m.open("tr", &[])
            .el("th", &[("scope", "row")], &(r * 10 + 1).to_string());
        for (i, p) in values.iter().enumerate() {
            let k = r * 10 + i;
            let same = computed[k] == Some(*p);
            let title = match computed[k] {
                Some(c) => format!("G({}) printed {p}, computed {c}", k + 1),
                None => format!("G({}) printed {p}", k + 1),
            };
            let shown = if same {
                p.to_string()
            } else {
                format!(
                    "{p} ≠ {}",
                    computed[k].map_or("?".into(), |c| c.to_string())
                )
            };
            m.el(
                "td",
                &[
                    ("class", if same { "num" } else { "num differs" }),
                    ("title", &title),
                ],
                &shown,
            );
        }
        m.close("tr");
    }
    m.close("tbody")
        .close("table")
        .close("div")
        .close("details");
}

/// The panel for component `selected` (or the first) of `position` in the
/// game `spec`.
pub fn panel(spec: &str, position: &str, selected: Option<usize>) -> Markup {
    let mut m = Markup::new();
    let parsed = AnyGame::from_spec(spec)
        .ok()
        .and_then(|g| g.parse_position(position).ok().map(|p| (g, p)));
    let Some((game, position)) = parsed else {
        m.el(
            "p",
            &[("class", "field-error")],
            "This panel could not read the position.",
        );
        return m;
    };
    let parts = game.components(&position);
    m.open(
        "section",
        &[
            ("class", "panel heap-explain"),
            ("aria-labelledby", "heap-explain-title"),
            ("data-testid", "heap-explain"),
        ],
    );
    let Some(component) = parts.get(selected.unwrap_or(0)).or(parts.first()) else {
        m.el("h3", &[("id", "heap-explain-title")], "Why this value")
            .el("p", &[], "Nothing is left to play: the value is 0.")
            .close("section");
        return m;
    };
    match explain(&game, component, LISTED) {
        Ok(e) => {
            m.el(
                "h3",
                &[("id", "heap-explain-title")],
                &format!("Why {} has value {}", e.component, e.mex),
            )
            .el(
                "p",
                &[],
                "A position's value is the least value none of its options has (the mex); a \
                 move that splits leaves a sum, whose value is the nim-sum of its parts.",
            );
            m.open("div", &[("class", "table-scroll")])
                .open(
                    "table",
                    &[("class", "options"), ("data-testid", "heap-options")],
                )
                .open("thead", &[])
                .open("tr", &[]);
            for head in ["move", "leaves", "values", "value (nim-sum)"] {
                m.el("th", &[("scope", "col")], head);
            }
            m.close("tr").close("thead").open("tbody", &[]);
            for o in &e.options {
                let values: Vec<String> = o.values.iter().map(|v| v.get().to_string()).collect();
                m.open("tr", &[])
                    .el("td", &[("class", "mono")], &o.text)
                    .el("td", &[("class", "mono")], &o.pieces.join(" + "))
                    .el("td", &[], &values.join(" ⊕ "))
                    .el("td", &[("class", "num")], &o.value.get().to_string())
                    .close("tr");
            }
            m.close("tbody").close("table").close("div");
            if e.omitted > 0 {
                m.el(
                    "p",
                    &[("class", "small muted")],
                    &format!("{} more options are not listed.", e.omitted),
                );
            }
            m.el(
                "p",
                &[("class", "mex-line"), ("data-testid", "heap-mex")],
                &format!(
                    "The options reach {}; the least value missing is {}, so G({}) = {}.",
                    set(&e.reached),
                    e.mex,
                    e.component,
                    e.mex
                ),
            )
            .el(
                "p",
                &[("data-testid", "heap-reason")],
                &format!("Why: {}.", e.reason),
            );
        }
        Err(err) => {
            m.el("h3", &[("id", "heap-explain-title")], "Why this value")
                .el("p", &[], &err.to_string());
        }
    }
    match game {
        AnyGame::Lasker(_) => lasker(&mut m),
        // Schrage's Table 1 is of Grundy's game itself (d = 1).
        AnyGame::GrundyGame(ref g) if g.d() == 1 => schrage_table(&mut m, &game),
        _ => {}
    }
    m.open("p", &[])
        .el(
            "a",
            &[
                ("href", &format!("#game={spec}&view=series")),
                ("data-testid", "heap-series-link"),
            ],
            "Every heap's value: the G-series of this game",
        )
        .close("p")
        .close("section");
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_1_reads_a_hundred_values() {
        let t = table_1();
        assert_eq!(t.len(), 100);
        assert_eq!(&t[..10], &[0, 0, 1, 0, 2, 1, 0, 2, 1, 0]);
    }

    #[test]
    fn a_lasker_heap_is_explained_with_its_closed_form() {
        let html = panel("lasker", "3 + 5", Some(0));
        let html = html.as_str();
        assert!(html.contains("Why 3 has value 4"), "{html}");
        assert!(html.contains("data-testid=\"lasker-form\""));
    }

    #[test]
    fn grundys_game_shows_table_1_in_full_agreement() {
        let html = panel("grundy", "7", None);
        assert!(
            html.as_str().contains("100 of 100 heaps agree"),
            "{}",
            html.as_str()
        );
    }
}
