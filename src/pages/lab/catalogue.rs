//! The catalogue of every rule set, drawn from the worker's result
//! ([`Catalogue`]): each rule set's status, pre-period, period and saltus
//! for og and ng, each row a link to its rules in the lab, and the same
//! table as files to download.

use crate::text::{format_ms, status_label};
use crate::worker::results::Catalogue;
use figures::table::{Cell, Format, Table};
use grundy::games::lab::{KindPeriod, LabPeriod, Rules, Status};
use std::rc::Rc;
use yew::prelude::*;

/// A number of a repetition, or a dash when nothing repeats.
fn known(k: &KindPeriod, v: u64, dash: &str) -> String {
    if k.status == Status::Unknown {
        dash.to_string()
    } else {
        v.to_string()
    }
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
                row.push(Cell::plain(k.status.name()));
                row.push(Cell::plain(known(k, k.preperiod, "-")));
                row.push(Cell::plain(known(k, k.period, "-")));
                row.push(Cell::plain(known(k, k.saltus, "-")));
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

/// One kind's four cells of a row.
fn cells(k: &KindPeriod) -> Html {
    html! {
        <>
            <td>{status_label(k.status)}</td>
            <td class="num">{known(k, k.preperiod, "–")}</td>
            <td class="num">{known(k, k.period, "–")}</td>
            <td class="num">{known(k, k.saltus, "–")}</td>
        </>
    }
}

/// The links that download the catalogue as CSV, LaTeX and Markdown.
fn downloads(c: &Catalogue) -> Html {
    let table = catalogue_table(&c.rows, c.to);
    let links = [
        (Format::Csv, "csv", "text/csv", "CSV"),
        (Format::Latex, "tex", "application/x-tex", "LaTeX"),
        (Format::Markdown, "md", "text/markdown", "Markdown"),
    ]
    .into_iter()
    .map(|(format, extension, mime, label)| {
        let href = format!(
            "data:{mime};charset=utf-8,{}",
            percent_encoded(&table.write(format))
        );
        html! {
            <a class="button-link" download={format!("rule-sets-weight-{}.{extension}", c.to)}
                {href} data-testid={format!("catalogue-export-{extension}")}>{label}</a>
        }
    });
    html! {
        <p class="export-buttons">
            <span class="small">{"Download the catalogue:"}</span>
            {for links}
        </p>
    }
}

/// Properties of [`CatalogueResult`].
#[derive(Properties, PartialEq)]
pub struct CatalogueResultProps {
    /// The worker's result.
    pub catalogue: Rc<Catalogue>,
}

/// The catalogue: every rule set's status, pre-period, period and saltus
/// for og and ng, each row a link to its rules in the lab; drawn again
/// only when it changes.
#[component]
pub fn CatalogueResult(props: &CatalogueResultProps) -> Html {
    let c = &*props.catalogue;
    let rows = c.rows.iter().map(|(rules, p)| {
        let letters = rules.letters();
        html! {
            <tr data-testid="catalogue-row" data-rules={letters.clone()}>
                <th scope="row"><a href={format!("#view=lab&rules={letters}")}>{letters}</a></th>
                {cells(&p.o)}
                {cells(&p.n)}
            </tr>
        }
    });
    let heads = ["status", "pre-period", "period", "saltus"]
        .repeat(2)
        .into_iter()
        .map(|head| html! { <th scope="col">{head}</th> });
    html! {
        <>
            {downloads(c)}
            <p data-testid="catalogue-done">
                {format!(
                    "{} rule sets, each to weight {to} (genus {} for og, {to} for ng), in {} in the background worker.",
                    c.rows.len(),
                    c.to / 2,
                    format_ms(c.ms),
                    to = c.to
                )}
            </p>
            <div class="table-scroll">
                <table class="catalogue">
                    <caption>
                        {"Every rule set: the status of G(og) and G(ng), with pre-period, period and saltus counted in genus"}
                    </caption>
                    <thead>
                        <tr>
                            <th scope="col" rowspan="2">{"Rules"}</th>
                            <th scope="colgroup" colspan="4">{"og"}</th>
                            <th scope="colgroup" colspan="4">{"ng"}</th>
                        </tr>
                        <tr>{for heads}</tr>
                    </thead>
                    <tbody>{for rows}</tbody>
                </table>
            </div>
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::games::lab::{analyze, lab_series};

    #[test]
    fn the_catalogue_table_has_a_row_per_rule_set() {
        let rows: Vec<(Rules, LabPeriod)> = ["abcdefgh", "a"]
            .iter()
            .filter_map(|r| Rules::parse(r).ok())
            .map(|rules| {
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
