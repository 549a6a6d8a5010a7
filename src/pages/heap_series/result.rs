//! Heap games' G-series results, drawn from the data the worker sends
//! ([`crate::worker::results`]): the first values, the pre-period, period
//! and the certificate or the bound checked; for Grundy's game the sparse
//! method's time beside the double loop's, the rare values and the largest
//! value; for the rectangle game the table against Schrage's theorem and
//! the printed Table 2. Display only, written with maud.

use crate::text::{
    capitalised, format_ms, period_sentence, status_label, status_words, with_separators,
};
use crate::worker::results::{GrundyRun, HeapResult, HeapSeries, RectangleTable};
use grundy::games::lab::KindPeriod;
use maud::{html, Markup};

/// Schrage's Table 2 as printed (rows M = 1..20, columns N = 1..20), with
/// its misprint, transcribed from the paper into the core's test data.
const TABLE_2: &str = include_str!("../../../crates/grundy/tests/data/schrage_table_2.txt");

fn sep(n: u64) -> String {
    with_separators(u128::from(n))
}

/// A heap run's result, asked for to heap `last` (or, for the rectangle
/// game, to the table's side).
pub fn result(result: &HeapResult, last: u64) -> Markup {
    match result {
        HeapResult::UnknownGame { error } => {
            html! { p.field-error { (format!("Unknown game: {error}.")) } }
        }
        HeapResult::NoSeries { error } => {
            html! { p.field-error { (format!("{}.", capitalised(error))) } }
        }
        HeapResult::Series(s) => series(s, last),
        HeapResult::Grundy { series: s, figures } => html! {
            (series(s, last))
            (grundy(figures, last))
        },
        HeapResult::Rectangles(table) => rectangles(table),
        HeapResult::Boxes(table) => super::boxes::boxes(table),
        HeapResult::Proof { series: s, stopped } => html! {
            (series(s, s.period.checked_to))
            @if let Some(why) = stopped {
                p.muted data-testid="heap-stopped" {
                    (format!("Stopped before a proof: {why}."))
                }
            }
        },
    }
}

/// The class of value `n`'s cell: shaded blocks alternate period by
/// period from the pre-period.
fn cell_class(n: u64, k: &KindPeriod) -> &'static str {
    if k.period == 0 || n < k.preperiod {
        "cell"
    } else if ((n - k.preperiod) / k.period).is_multiple_of(2) {
        "cell block-a"
    } else {
        "cell block-b"
    }
}

/// The whole result for one heap game's series (its first values drawn),
/// computed to heap `last`.
pub fn series(s: &HeapSeries, last: u64) -> Markup {
    let k = &s.period;
    html! {
        section.heap-series data-testid="heap-series-result" data-status=(status_label(k.status))
            data-preperiod=(k.preperiod) data-period=(k.period) {
            p.small.muted {
                (format!(
                    "{}: G(0) to G({}) computed in {}.",
                    s.name,
                    sep(last),
                    format_ms(s.ms)
                ))
            }
            p.verdict data-testid="heap-period" {
                (format!("Status: {}. {}", status_words(k), period_sentence(k, "heap")))
            }
            ol.heap-values start="0" aria-label="The first values, G(0) on" {
                @for (n, v) in s.values.iter().enumerate() {
                    li class=(cell_class(n as u64, k)) title=(format!("G({n}) = {v}")) {
                        span.cell-n { (n) }
                        span.cell-v { (v) }
                    }
                }
            }
            @if s.values.len() as u64 <= last {
                p.small.muted {
                    (format!(
                        "The first {} values are drawn; shaded blocks alternate period by period from the pre-period.",
                        s.values.len()
                    ))
                }
            }
        }
    }
}

/// The rare values of Grundy's game and the timings.
pub fn grundy(f: &GrundyRun, last: u64) -> Markup {
    html! {
        section.panel data-testid="grundy-figures" {
            h3 { "The sparse method" }
            p data-testid="grundy-timing" {
                (format!(
                    "Sparse (rare and common values): {} values in {:.0} ms.",
                    sep(last + 1),
                    f.sparse_ms
                ))
            }
            @if let Some(naive) = f.naive {
                p data-testid="naive-timing" {
                    (format!(
                        "Double loop (every split of every heap): {} values in {:.0} ms, {} the sparse method's.",
                        sep(naive.last + 1),
                        naive.ms,
                        if naive.agree { "equal to" } else { "different from" }
                    ))
                }
            }
            p data-testid="grundy-max" {
                (format!("Largest value found: {}, first at heap {}.", f.max_value, sep(f.max_at)))
            }
            p {
                (format!(
                    "Rare values (those whose binary form has an even number of 1s above its last \
                     digit, as in the sparse method): {} heaps to {}.",
                    f.rare.len(),
                    sep(last)
                ))
            }
            ul.rare-list data-testid="rare-values" {
                @for r in &f.rare {
                    li { (format!("G({}) = {}", r.heap, r.value)) }
                }
            }
        }
    }
}

/// Where the printed Table 2 differs from the values computed: (row,
/// column, printed, computed).
fn misprints(t: &RectangleTable) -> Vec<(usize, usize, u64, u64)> {
    // Schrage printed the table of his own game (d = 1) only.
    if t.d != 1 {
        return Vec::new();
    }
    printed_table()
        .into_iter()
        .filter_map(|(r, c, value)| {
            let computed = *t.moves.get(r - 1)?.get(c - 1)?;
            (computed != value).then_some((r, c, value, computed))
        })
        .collect()
}

/// The rectangle table against Schrage's theorem and the printed Table 2.
pub fn rectangles(t: &RectangleTable) -> Markup {
    let (moves, rule) = (&t.moves, &t.rule);
    let size = moves.len();
    let differ = (0..size)
        .flat_map(|i| (0..size).map(move |j| (i, j)))
        .filter(|&(i, j)| rule.get(i).and_then(|r| r.get(j)) != Some(&moves[i][j]))
        .count();
    let notes = misprints(t);
    let shown = size.min(20);
    let title = if t.d == 1 {
        "Schrage's rectangle game".to_string()
    } else {
        format!("Schrage's rectangle game, d = {}", t.d)
    };
    let verdict = format!(
        "G(M × N) from the breaks themselves, for M, N = 1 to {size}, computed in {}: {} \
         with Schrage's theorem (G(M × N) = G(N) when G(M) = 0, G(M) when G(N) = 0, else 1) \
         {}.",
        format_ms(t.ms),
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
    );
    let caption = if t.d == 1 {
        format!(
            "G(M × N), M and N from 1 to {shown}; a marked cell is where the printed table differs"
        )
    } else {
        format!("G(M × N), M and N from 1 to {shown}")
    };
    html! {
        section.panel data-testid="rect-table" {
            h3 { (title) }
            p data-testid="rect-verdict" { (verdict) }
            div data-testid="misprint" {
                @if t.d != 1 {
                    p { "Schrage printed the table of his own game (d = 1) only; this one is checked against his theorem." }
                } @else if notes.is_empty() {
                    p { "Every cell of the printed Table 2 in range agrees." }
                }
                @for (r, c, printed, computed) in &notes {
                    p.verdict.bad {
                        (format!(
                            "The printed Table 2 disagrees at row {r}, column {c}: it prints {printed}, but \
                             the rule gives {computed} (Q2 says G(2 × N) = G(N), and Table 1 gives G({c}) = \
                             {computed})."
                        ))
                    }
                }
            }
            div.table-wrap {
                table.rect-grid {
                    caption { (caption) }
                    tr {
                        th scope="col" { "M \\ N" }
                        @for n in 1..=shown {
                            th scope="col" { (n) }
                        }
                    }
                    @for r in 1..=shown {
                        tr {
                            th scope="row" { (r) }
                            @for c in 1..=shown {
                                td class=[notes.iter().any(|n| n.0 == r && n.1 == c).then_some("off")] {
                                    (moves[r - 1][c - 1])
                                }
                            }
                        }
                    }
                }
            }
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::games::lab::Status;

    #[test]
    fn the_printed_table_has_twenty_rows_of_twenty() {
        let cells = printed_table();
        assert_eq!(cells.len(), 400);
        assert!(cells
            .iter()
            .all(|&(r, c, _)| (1..=20).contains(&r) && (1..=20).contains(&c)));
    }

    #[test]
    fn cells_alternate_shades_period_by_period() {
        let k = KindPeriod {
            status: Status::Observed,
            preperiod: 2,
            period: 3,
            saltus: 0,
            checked_to: 20,
            theorem: None,
            window: None,
        };
        assert_eq!(cell_class(1, &k), "cell");
        assert_eq!(cell_class(4, &k), "cell block-a");
        assert_eq!(cell_class(5, &k), "cell block-b");
    }

    #[test]
    fn an_unreadable_game_is_said() {
        let m = result(
            &HeapResult::UnknownGame {
                error: "no such game".into(),
            },
            10,
        );
        assert_eq!(
            m.into_string(),
            "<p class=\"field-error\">Unknown game: no such game.</p>"
        );
    }
}
