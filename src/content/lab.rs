//! The rule lab's results as markup: a rule set's two series with what they
//! prove, and the catalogue of every rule set (misère play is drawn by
//! [`super::lab_misere`]). The G-series worker computes them and sends the
//! results as data ([`crate::worker::results`]); the content module draws
//! them here.

use crate::markup::Markup;
use crate::text::format_ms;
use crate::worker::results::{Catalogue, LabSeries};
use figures::table::{Cell, Format, Table};
use grundy::games::lab::{KindPeriod, LabPeriod, Rules, Status};

/// The status's label for people.
pub fn label(status: Status) -> &'static str {
    match status {
        Status::Proved => "proved",
        Status::Arithmetic => "observed arithmetic-periodic",
        Status::Observed => "observed periodic",
        Status::Unknown => "unknown",
    }
}

/// One kind's status in a sentence.
pub fn sentence(kind: &str, k: &KindPeriod) -> String {
    match k.status {
        Status::Proved => {
            let (a, b) = k.window.unwrap_or_default();
            format!(
                "G({kind}g) has period {} from genus {}, for every genus: {} covers the \
                 values checked at genus {a} to {b} (computed to genus {}).",
                k.period,
                k.preperiod,
                k.theorem.as_deref().unwrap_or("a periodicity theorem"),
                k.checked_to
            )
        }
        Status::Arithmetic => format!(
            "G({kind}(g + {})) = G({kind}g) + {} from genus {}, checked to genus {}; no theorem applied.",
            k.period, k.saltus, k.preperiod, k.checked_to
        ),
        Status::Observed => format!(
            "G({kind}g) repeats with period {} from genus {}, checked to genus {}; no theorem covers these rules at this range.",
            k.period, k.preperiod, k.checked_to
        ),
        Status::Unknown => format!(
            "No period or arithmetic period shows in G({kind}g) to genus {}.",
            k.checked_to
        ),
    }
}

fn kind_block(m: &mut Markup, kind: &str, values: &[u64], k: &KindPeriod) {
    let repeating = k.status != Status::Unknown;
    let (pre, period, saltus) = (
        k.preperiod.to_string(),
        k.period.to_string(),
        k.saltus.to_string(),
    );
    m.open(
        "div",
        &[
            ("class", "lab-kind"),
            ("data-testid", &format!("lab-{kind}")),
            ("data-status", k.status.name()),
            ("data-preperiod", &pre),
            ("data-period", &period),
            ("data-saltus", &saltus),
        ],
    )
    .open("h4", &[])
    .text(&format!("{kind}g: "))
    .el(
        "span",
        &[("class", &format!("status {}", k.status.name()))],
        label(k.status),
    )
    .close("h4")
    .el("p", &[], &sentence(kind, k))
    .open(
        "p",
        &[
            ("class", "lab-values"),
            ("data-testid", &format!("lab-values-{kind}")),
            (
                "aria-label",
                &format!(
                    "G({kind}g) for genus 0 to {}",
                    values.len().saturating_sub(1)
                ),
            ),
        ],
    );
    for (g, v) in values.iter().enumerate() {
        let g = g as u64;
        let first_block = repeating && g >= k.preperiod && g < k.preperiod + k.period;
        let class = if first_block {
            "lab-cell block"
        } else {
            "lab-cell"
        };
        m.el(
            "span",
            &[("class", class), ("title", &format!("G({kind}{g}) = {v}"))],
            &v.to_string(),
        );
    }
    m.close("p").close("div");
}

/// A rule set's series: the first values of each kind, and what the whole
/// computed series show.
pub fn series_result(s: &LabSeries) -> Markup {
    let (rules, to, ms) = (s.rules, s.to, s.ms);
    let mut m = Markup::new();
    m.open(
        "div",
        &[
            ("class", "lab-result"),
            ("data-testid", "lab-result"),
            ("data-rules", &rules.letters()),
        ],
    )
    .el(
        "p",
        &[("class", "small muted")],
        &format!(
            "Rules {}: computed to weight {to} in {}.",
            rules.letters(),
            format_ms(ms)
        ),
    );
    kind_block(&mut m, "o", &s.o, &s.period.o);
    kind_block(&mut m, "n", &s.n, &s.period.n);
    m.close("div");
    m
}

fn cells(m: &mut Markup, k: &KindPeriod) {
    let known = k.status != Status::Unknown;
    let dash = |v: u64| {
        if known {
            v.to_string()
        } else {
            "–".to_string()
        }
    };
    m.el("td", &[], label(k.status))
        .el("td", &[("class", "num")], &dash(k.preperiod))
        .el("td", &[("class", "num")], &dash(k.period))
        .el("td", &[("class", "num")], &dash(k.saltus));
}

/// Text as it may stand in a `data:` address: unreserved characters as
/// they are, everything else percent-encoded byte by byte.
fn percent_encoded(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The catalogue as a table for files: the rules, then status,
/// pre-period, period and saltus of og and of ng.
pub fn catalogue_table(rows: &[(Rules, LabPeriod)], to: u64) -> Table {
    let mut header = vec![Cell::plain("rules")];
    for kind in ["og", "ng"] {
        for what in ["status", "pre-period", "period", "saltus"] {
            header.push(Cell::plain(format!("{kind} {what}")));
        }
    }
    let body = rows
        .iter()
        .map(|(rules, p)| {
            let mut row = vec![Cell::plain(rules.letters())];
            for k in [&p.o, &p.n] {
                let known = k.status != Status::Unknown;
                let dash = |v: u64| {
                    if known {
                        v.to_string()
                    } else {
                        "-".to_string()
                    }
                };
                row.push(Cell::plain(k.status.name()));
                row.push(Cell::plain(dash(k.preperiod)));
                row.push(Cell::plain(dash(k.period)));
                row.push(Cell::plain(dash(k.saltus)));
            }
            row
        })
        .collect();
    Table {
        caption: format!(
            "The surface game under every set of the cuts (a)-(h): the repetition of G(og) and G(ng), computed to weight {to}"
        ),
        header,
        numeric: vec![false, false, true, true, true, false, true, true, true],
        rows: body,
    }
}

/// The catalogue: every rule set's status, pre-period, period and saltus
/// for og and ng, each row a link to its rules in the lab.
pub fn catalogue(c: &Catalogue) -> Markup {
    let (rows, to, ms) = (c.rows.as_slice(), c.to, c.ms);
    let mut m = Markup::new();
    // The same table as files: plain download links, nothing to run.
    let table = catalogue_table(rows, to);
    m.open("p", &[("class", "export-buttons")]).el(
        "span",
        &[("class", "small")],
        "Download the catalogue:",
    );
    for (format, extension, mime, label) in [
        (Format::Csv, "csv", "text/csv", "CSV"),
        (Format::Latex, "tex", "application/x-tex", "LaTeX"),
        (Format::Markdown, "md", "text/markdown", "Markdown"),
    ] {
        m.el(
            "a",
            &[
                ("class", "button-link"),
                ("download", &format!("rule-sets-weight-{to}.{extension}")),
                (
                    "href",
                    &format!(
                        "data:{mime};charset=utf-8,{}",
                        percent_encoded(&table.write(format))
                    ),
                ),
                ("data-testid", &format!("catalogue-export-{extension}")),
            ],
            label,
        );
    }
    m.close("p");
    m.el(
        "p",
        &[("data-testid", "catalogue-done")],
        &format!(
            "{} rule sets, each to weight {to} (genus {} for og, {to} for ng), in {} in the background worker.",
            rows.len(),
            to / 2,
            format_ms(ms)
        ),
    )
    .open("div", &[("class", "table-scroll")])
    .open("table", &[("class", "catalogue")])
    .el(
        "caption",
        &[],
        "Every rule set: the status of G(og) and G(ng), with pre-period, period and saltus counted in genus",
    )
    .open("thead", &[])
    .open("tr", &[])
    .el("th", &[("scope", "col"), ("rowspan", "2")], "Rules")
    .el("th", &[("scope", "colgroup"), ("colspan", "4")], "og")
    .el("th", &[("scope", "colgroup"), ("colspan", "4")], "ng")
    .close("tr")
    .open("tr", &[]);
    for _ in 0..2 {
        for head in ["status", "pre-period", "period", "saltus"] {
            m.el("th", &[("scope", "col")], head);
        }
    }
    m.close("tr").close("thead").open("tbody", &[]);
    for (rules, p) in rows {
        let letters = rules.letters();
        m.open(
            "tr",
            &[("data-testid", "catalogue-row"), ("data-rules", &letters)],
        )
        .open("th", &[("scope", "row")])
        .el(
            "a",
            &[("href", &format!("#view=lab&rules={letters}"))],
            &letters,
        )
        .close("th");
        cells(&mut m, &p.o);
        cells(&mut m, &p.n);
        m.close("tr");
    }
    m.close("tbody").close("table").close("div");
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::games::lab::{analyze, lab_series};

    #[test]
    fn the_catalogue_table_has_a_row_per_rule_set() {
        let rows: Vec<(Rules, LabPeriod)> = ["abcdefgh", "a"]
            .iter()
            .map(|r| {
                let rules = Rules::parse(r).unwrap();
                let (o, n) = lab_series(rules, 60);
                (rules, analyze(rules, &o, &n))
            })
            .collect();
        let csv = catalogue_table(&rows, 60).write(Format::Csv);
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines.len(), 3);
        assert!(
            lines[1].starts_with("abcdefgh,proved,2,2,0,proved,3,4,0"),
            "{}",
            lines[1]
        );
    }

    #[test]
    fn data_addresses_are_percent_encoded() {
        assert_eq!(percent_encoded("a b,\n"), "a%20b%2C%0A");
        assert_eq!(percent_encoded("é"), "%C3%A9");
    }
}
