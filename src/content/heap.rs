//! Heap games' G-series results as markup, drawn from the data the worker
//! sends ([`crate::worker::results`]): the first values, the pre-period, period and the
//! certificate or the bound checked; for Grundy's game the sparse method's
//! time beside the double loop's, the rare values and the largest value;
//! for the rectangle game the table against Schrage's theorem and the
//! printed Table 2.

use crate::markup::Markup;
use crate::text::{capitalised, format_ms, status_label, with_separators};
use crate::worker::results::{GrundyRun, HeapResult, HeapSeries, RectangleTable};
use grundy::games::lab::{KindPeriod, Status};

/// Schrage's Table 2 as printed (rows M = 1..20, columns N = 1..20), with
/// its misprint, transcribed from the paper into the core's test data.
const TABLE_2: &str = include_str!("../../crates/grundy/tests/data/schrage_table_2.txt");

fn sep(n: u64) -> String {
    with_separators(u128::from(n))
}

/// The period line in words.
fn period_sentence(k: &KindPeriod, unit: &str) -> String {
    match k.status {
        Status::Proved | Status::Arithmetic if k.theorem.is_some() => {
            let window = k
                .window
                .map(|(a, b)| format!(" (the check it needs: {unit}s {} to {})", sep(a), sep(b)))
                .unwrap_or_default();
            let saltus = if k.saltus > 0 {
                format!(", gaining {} each period", k.saltus)
            } else {
                String::new()
            };
            format!(
                "Period {} from {unit} {}{saltus}, for every {unit}: proved by {}{window}.",
                k.period,
                k.preperiod,
                k.theorem.as_deref().unwrap_or_default()
            )
        }
        Status::Observed | Status::Arithmetic => format!(
            "Period {} from {unit} {} seen in the values computed; no theorem covers it: checked to {}.",
            k.period,
            k.preperiod,
            sep(k.checked_to)
        ),
        _ => format!(
            "No period in the values computed: checked to {}.",
            sep(k.checked_to)
        ),
    }
}

/// A heap run's result, asked for to heap `last` (or, for the rectangle
/// game, to the table's side).
pub fn result(result: &HeapResult, last: u64) -> Markup {
    match result {
        HeapResult::UnknownGame { error } => field_error(&format!("Unknown game: {error}.")),
        HeapResult::NoSeries { error } => field_error(&format!("{}.", capitalised(error))),
        HeapResult::Series(s) => series(s, last),
        HeapResult::Grundy { series: s, figures } => {
            let mut m = series(s, last);
            m.markup(&grundy(figures, last));
            m
        }
        HeapResult::Rectangles(table) => rectangles(table),
    }
}

fn field_error(text: &str) -> Markup {
    let mut m = Markup::new();
    m.el("p", &[("class", "field-error")], text);
    m
}

/// The whole result for one heap game's series (its first values drawn),
/// computed to heap `last`.
pub fn series(s: &HeapSeries, last: u64) -> Markup {
    let (name, values, ms, k) = (&s.name, &s.values, s.ms, &s.period);
    let mut m = Markup::new();
    m.open(
        "section",
        &[
            ("class", "heap-series"),
            ("data-testid", "heap-series-result"),
            ("data-status", status_label(k.status)),
            ("data-preperiod", &k.preperiod.to_string()),
            ("data-period", &k.period.to_string()),
        ],
    );
    m.el(
        "p",
        &[("class", "small muted")],
        &format!(
            "{name}: G(0) to G({}) computed in {} in the background worker.",
            sep(last),
            format_ms(ms)
        ),
    );
    m.el(
        "p",
        &[("class", "verdict"), ("data-testid", "heap-period")],
        &format!(
            "Status: {}. {}",
            status_label(k.status),
            period_sentence(k, "heap")
        ),
    );
    m.open(
        "ol",
        &[
            ("class", "heap-values"),
            ("start", "0"),
            ("aria-label", "The first values, G(0) on"),
        ],
    );
    for (n, v) in values.iter().enumerate() {
        let mut class = "cell".to_string();
        if k.period > 0 && n as u64 >= k.preperiod {
            class.push_str(if ((n as u64 - k.preperiod) / k.period).is_multiple_of(2) {
                " block-a"
            } else {
                " block-b"
            });
        }
        m.open(
            "li",
            &[("class", &class), ("title", &format!("G({n}) = {v}"))],
        )
        .el("span", &[("class", "cell-n")], &n.to_string())
        .el("span", &[("class", "cell-v")], &v.to_string())
        .close("li");
    }
    m.close("ol");
    if values.len() as u64 <= last {
        m.el(
            "p",
            &[("class", "small muted")],
            &format!(
                "The first {} values are drawn; shaded blocks alternate period by period from the pre-period.",
                values.len()
            ),
        );
    }
    m.close("section");
    m
}

/// The rare values of Grundy's game and the timings.
pub fn grundy(f: &GrundyRun, last: u64) -> Markup {
    let mut m = Markup::new();
    m.open(
        "section",
        &[("class", "panel"), ("data-testid", "grundy-figures")],
    );
    m.el("h3", &[], "The sparse method");
    m.el(
        "p",
        &[("data-testid", "grundy-timing")],
        &format!(
            "Sparse (rare and common values): {} values in {:.0} ms.",
            sep(last + 1),
            f.sparse_ms
        ),
    );
    if let Some(naive) = f.naive {
        let (n, ms, agree) = (naive.last, naive.ms, naive.agree);
        m.el(
            "p",
            &[("data-testid", "naive-timing")],
            &format!(
                "Double loop (every split of every heap): {} values in {:.0} ms, {} the sparse method's.",
                sep(n + 1),
                ms,
                if agree { "equal to" } else { "different from" }
            ),
        );
    }
    m.el(
        "p",
        &[("data-testid", "grundy-max")],
        &format!(
            "Largest value found: {}, first at heap {}.",
            f.max_value,
            sep(f.max_at)
        ),
    );
    m.el(
        "p",
        &[],
        &format!(
            "Rare values (those whose binary form has an even number of 1s above its last \
             digit, as in the sparse method): {} heaps to {}.",
            f.rare.len(),
            sep(last)
        ),
    );
    m.open(
        "ul",
        &[("class", "rare-list"), ("data-testid", "rare-values")],
    );
    for r in &f.rare {
        m.el("li", &[], &format!("G({}) = {}", r.heap, r.value));
    }
    m.close("ul").close("section");
    m
}

/// The rectangle table against Schrage's theorem and the printed Table 2.
pub fn rectangles(t: &RectangleTable) -> Markup {
    let (moves, rule, ms) = (&t.moves, &t.rule, t.ms);
    let size = moves.len();
    let differ = (0..size)
        .flat_map(|i| (0..size).map(move |j| (i, j)))
        .filter(|&(i, j)| rule.get(i).and_then(|r| r.get(j)) != Some(&moves[i][j]))
        .count();
    // Schrage printed the table of his own game (d = 1) only.
    let printed = if t.d == 1 {
        printed_table()
    } else {
        Vec::new()
    };
    let mut m = Markup::new();
    m.open(
        "section",
        &[("class", "panel"), ("data-testid", "rect-table")],
    );
    m.el(
        "h3",
        &[],
        &if t.d == 1 {
            "Schrage's rectangle game".to_string()
        } else {
            format!("Schrage's rectangle game, d = {}", t.d)
        },
    );
    m.el(
        "p",
        &[("data-testid", "rect-verdict")],
        &format!(
            "G(M × N) from the breaks themselves, for M, N = 1 to {size}, computed in {}: {} \
             with Schrage's theorem (G(M × N) = G(N) when G(M) = 0, G(M) when G(N) = 0, else 1) \
             {}.",
            format_ms(ms),
            if differ == 0 {
                "every cell agrees"
            } else {
                "cells disagree"
            },
            if differ == 0 {
                String::new()
            } else {
                format!("in {differ} cells")
            }
        ),
    );
    let mut notes = Vec::new();
    for &(r, c, value) in &printed {
        if let Some(&computed) = moves.get(r - 1).and_then(|row| row.get(c - 1)) {
            if computed != value {
                notes.push((r, c, value, computed));
            }
        }
    }
    m.open("div", &[("data-testid", "misprint")]);
    if t.d != 1 {
        m.el(
            "p",
            &[],
            "Schrage printed the table of his own game (d = 1) only; this one is checked against his theorem.",
        );
    } else if notes.is_empty() {
        m.el(
            "p",
            &[],
            "Every cell of the printed Table 2 in range agrees.",
        );
    }
    for (r, c, printed, computed) in &notes {
        m.el(
            "p",
            &[("class", "verdict bad")],
            &format!(
                "The printed Table 2 disagrees at row {r}, column {c}: it prints {printed}, but \
                 the rule gives {computed} (Q2 says G(2 × N) = G(N), and Table 1 gives G({c}) = \
                 {computed})."
            ),
        );
    }
    m.close("div");
    let shown = size.min(20);
    m.open("div", &[("class", "table-wrap")])
        .open("table", &[("class", "rect-grid")])
        .el(
            "caption",
            &[],
            &if t.d == 1 {
                format!("G(M × N), M and N from 1 to {shown}; a marked cell is where the printed table differs")
            } else {
                format!("G(M × N), M and N from 1 to {shown}")
            },
        )
        .open("tr", &[])
        .el("th", &[("scope", "col")], "M \\ N");
    for n in 1..=shown {
        m.el("th", &[("scope", "col")], &n.to_string());
    }
    m.close("tr");
    for r in 1..=shown {
        m.open("tr", &[])
            .el("th", &[("scope", "row")], &r.to_string());
        for c in 1..=shown {
            let v = moves[r - 1][c - 1];
            let off = notes.iter().any(|n| n.0 == r && n.1 == c);
            m.el(
                "td",
                &[("class", if off { "off" } else { "" })],
                &v.to_string(),
            );
        }
        m.close("tr");
    }
    m.close("table").close("div").close("section");
    m
}

/// The printed Table 2 as (row, column, value).
fn printed_table() -> Vec<(usize, usize, u64)> {
    let mut cells = Vec::new();
    for line in TABLE_2.lines() {
        let Some((row, rest)) = line.split_once('|') else {
            continue;
        };
        let Ok(r) = row.trim().parse::<usize>() else {
            continue;
        };
        for (c, v) in rest.split_whitespace().enumerate() {
            if let Ok(v) = v.parse() {
                cells.push((r, c + 1, v));
            }
        }
    }
    cells
}
