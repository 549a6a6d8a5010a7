//! The G-series rows: `G(og)` and `G(ng)` by the closed forms of Theorems
//! 2.3 and 2.4, with the pre-period and the repeating block marked and the
//! theorem that proves the period. Each cell is a button whose value names
//! its surface; a click is handed to the page ([`super::series_page`]).

use crate::markup::Markup;
use crate::text::with_separators;
use grundy::manifold::{certificate, closed_value, find_periodicity, Orientability, Periodicity};
use grundy::Nimber;

/// The closed-form series for genus `0..=n`.
pub fn closed_series(kind: Orientability, n: u64) -> Vec<Nimber> {
    (0..=n).map(|g| closed_value(kind, g)).collect()
}

/// Where a genus sits in a periodic series.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Block {
    /// Before the repeating part.
    Pre,
    /// In the repeating part, at `phase` within the block, in its
    /// `repeat`-th copy (0 for the first).
    Period {
        /// Position within the block, `0..period`.
        phase: u64,
        /// Which copy of the block, from 0.
        repeat: u64,
    },
}

/// The block genus `g` belongs to.
pub fn block_of(g: u64, p: &Periodicity) -> Block {
    if g < p.preperiod {
        Block::Pre
    } else {
        let k = g - p.preperiod;
        Block::Period {
            phase: k % p.period,
            repeat: k / p.period,
        }
    }
}

pub fn values_text(values: &[Nimber]) -> String {
    values
        .iter()
        .map(|v| v.get().to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// One series, as markup: its summary, its proof, then its cells grouped
/// into the pre-period and the copies of the repeating block. The cells are
/// buttons; a click is handed to the page, which loads the surface.
pub fn series_row(kind: Orientability, n: u64, shown: u64) -> Markup {
    let l = match kind {
        Orientability::Orientable => "o",
        Orientability::Nonorientable => "n",
    };
    let values = closed_series(kind, n);
    let periodicity = find_periodicity(&values);
    let proof = periodicity.and_then(|p| certificate(kind, &values, &p));
    let (theorem, name) = match kind {
        Orientability::Orientable => ("Theorem 2.3", "orientable"),
        Orientability::Nonorientable => ("Theorem 2.4", "nonorientable"),
    };
    let mut m = Markup::new();
    m.open(
        "section",
        &[
            ("class", "panel series"),
            ("data-testid", &format!("series-row-{l}")),
            ("aria-labelledby", &format!("series-{l}-title")),
        ],
    )
    .open("h3", &[("id", &format!("series-{l}-title"))])
    .text(&format!("G({l}"))
    .el("var", &[], "g")
    .text(&format!("), the {name} surfaces ({theorem})"))
    .close("h3");
    let testid = format!("period-{l}");
    match periodicity {
        Some(p) => {
            let pre = &values[..p.preperiod as usize];
            let block = &values[p.preperiod as usize..(p.preperiod + p.period) as usize];
            m.open(
                "p",
                &[
                    ("class", "series-summary"),
                    ("data-testid", &testid),
                    ("data-preperiod", &p.preperiod.to_string()),
                    ("data-period", &p.period.to_string()),
                    ("data-block-values", &values_text(block)),
                ],
            )
            .el(
                "span",
                &[("class", "key pre-key")],
                &format!("pre-period: {}", values_text(pre)),
            )
            .text(" then ")
            .el(
                "span",
                &[("class", "key period-key")],
                &format!("period {}: {}", p.period, values_text(block)),
            )
            .text(&format!(
                " repeating from genus {}, checked to genus {}.",
                p.preperiod,
                with_separators(u128::from(p.checked_to))
            ))
            .close("p");
        }
        None => {
            m.el(
                "p",
                &[("class", "series-summary muted"), ("data-testid", &testid)],
                "Too few values to see the series repeat; show more genera.",
            );
        }
    }
    m.el(
        "p",
        &[
            ("class", "series-proof small"),
            ("data-testid", &format!("proof-{l}")),
        ],
        &match &proof {
            Some(c) => format!("Proved for every genus by {}: {}.", c.theorem, c.statement),
            None => "Too few values for the theorem's check; show more genera.".to_string(),
        },
    );
    let period_label = periodicity.map(|p| {
        let block = &values[p.preperiod as usize..(p.preperiod + p.period) as usize];
        format!("period {}: {}", p.period, values_text(block))
    });
    m.open(
        "ol",
        &[
            ("class", "groups"),
            ("aria-label", &format!("G-values of {l}0 to {l}{shown}")),
        ],
    );
    // Consecutive genera of the same block copy share a group, so the
    // bracket under a group spans exactly one block.
    let mut open_group: Option<Option<Block>> = None;
    let close_group = |m: &mut Markup, key: Option<Block>| {
        let label = match key {
            Some(Block::Pre) => Some("pre-period".to_string()),
            Some(Block::Period { repeat: 0, .. }) => period_label.clone(),
            _ => None,
        };
        m.close("ol")
            .open("span", &[("class", "bracket"), ("aria-hidden", "true")]);
        if let Some(label) = label {
            m.el("span", &[("class", "bracket-label")], &label);
        }
        m.close("span").close("li");
    };
    for (g, value) in values.iter().enumerate().take(shown as usize + 1) {
        let block = periodicity.map(|p| block_of(g as u64, &p));
        let key = block.map(|b| match b {
            Block::Period { repeat, .. } => Block::Period { phase: 0, repeat },
            b => b,
        });
        if open_group != Some(key) {
            if let Some(previous) = open_group {
                close_group(&mut m, previous);
            }
            let class = match key {
                Some(Block::Pre) => "group pre",
                Some(Block::Period { repeat: 0, .. }) => "group period first",
                Some(Block::Period { .. }) => "group period",
                None => "group plain",
            };
            m.open("li", &[("class", class)])
                .open("ol", &[("class", "cells")]);
            open_group = Some(key);
        }
        let v = value.get().to_string();
        let (data_block, phase, note) = match block {
            Some(Block::Pre) => ("pre", String::new(), ", pre-period"),
            Some(Block::Period { phase, repeat }) => (
                "period",
                phase.to_string(),
                if phase == 0 && repeat == 0 {
                    ", the repeating block starts here"
                } else {
                    ""
                },
            ),
            None => ("", String::new(), ""),
        };
        let start = block
            == Some(Block::Period {
                phase: 0,
                repeat: 0,
            });
        let genus = g.to_string();
        m.open("li", &[])
            .open(
                "button",
                &[
                    ("type", "button"),
                    ("class", if start { "cell period-start" } else { "cell" }),
                    ("data-testid", "series-cell"),
                    ("value", &format!("{l}{g}")),
                    ("data-kind", l),
                    ("data-genus", &genus),
                    ("data-value", &v),
                    ("data-block", data_block),
                    ("data-period-index", &phase),
                    (
                        "aria-label",
                        &format!("{l}{g}: G-value {v}{note}. Play this surface."),
                    ),
                ],
            )
            .open("span", &[("class", "cell-genus")])
            .text(l)
            .el("sub", &[], &genus)
            .close("span")
            .el("span", &[("class", "cell-value")], &v)
            .close("button")
            .close("li");
    }
    if let Some(previous) = open_group {
        close_group(&mut m, previous);
    }
    m.close("ol");
    let more = n.saturating_sub(shown);
    if more > 0 {
        m.el(
            "p",
            &[("class", "muted small")],
            &format!(
                "… and {} more genera, not drawn.",
                with_separators(u128::from(more))
            ),
        );
    }
    m.close("section");
    m
}

/// The largest genus accepted, for the series and for verification.
pub const MAX_N: u64 = 1_000_000;
/// At most this many cells per series are drawn; the rest are summarised.
pub const MAX_CELLS: u64 = 240;

/// Both series to genus `n`, each with at most [`MAX_CELLS`] cells.
pub fn rows(n: u64) -> Markup {
    let shown = n.min(MAX_CELLS - 1);
    let mut m = Markup::new();
    for kind in [Orientability::Orientable, Orientability::Nonorientable] {
        m.markup(&series_row(kind, n, shown));
    }
    let last = n.min(figures::table::MAX_SERIES_ROWS - 1);
    m.open("p", &[("class", "export-buttons series-export")])
        .el(
            "span",
            &[("class", "small")],
            &format!(
                "Download G(og) and G(ng) for genus 0 to {}:",
                with_separators(u128::from(last))
            ),
        );
    for (format, label) in [("csv", "CSV"), ("latex", "LaTeX"), ("markdown", "Markdown")] {
        m.el(
            "button",
            &[
                ("type", "button"),
                ("class", "secondary"),
                ("data-testid", &format!("series-export-{format}")),
                ("value", &last.to_string()),
            ],
            label,
        );
    }
    m.close("p");
    m
}

/// Downloads the series to genus `n` in `format` (`csv`, `latex`,
/// `markdown`), as the G-series page's buttons ask.
pub fn download(format: &str, n: u64) {
    use figures::table::{series_table, Format};
    let (f, extension, mime) = match format {
        "csv" => (Format::Csv, "csv", "text/csv"),
        "latex" => (Format::Latex, "tex", "application/x-tex"),
        _ => (Format::Markdown, "md", "text/markdown"),
    };
    let text = series_table(n).write(f);
    crate::download::text(&format!("g-series-0-{n}.{extension}"), &text, mime);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonorientable_series_has_preperiod_three_and_period_four() {
        let p = find_periodicity(&closed_series(Orientability::Nonorientable, 40)).unwrap();
        assert_eq!((p.preperiod, p.period), (3, 4));
        assert_eq!(block_of(2, &p), Block::Pre);
        assert_eq!(
            block_of(3, &p),
            Block::Period {
                phase: 0,
                repeat: 0
            }
        );
        assert_eq!(
            block_of(8, &p),
            Block::Period {
                phase: 1,
                repeat: 1
            }
        );
    }

    #[test]
    fn orientable_series_has_preperiod_two_and_period_two() {
        let p = find_periodicity(&closed_series(Orientability::Orientable, 40)).unwrap();
        assert_eq!((p.preperiod, p.period), (2, 2));
    }
}
