//! Misère play under a rule set as markup, drawn from the G-series
//! worker's result ([`MiserePlay`]): outcomes by weight, the genus of each
//! surface, and the tame rule or the observed quotient.

use crate::markup::Markup;
use crate::text::{format_ms, with_separators};
use crate::worker::results::MiserePlay;
use grundy::games::lab::misere::QuotientReport;
use grundy::misere::Genus;

/// The quotient's sum table is drawn up to this many classes.
const MAX_SUMS_SHOWN: usize = 24;

/// A genus as Conway writes it, its superscript raised, with its text.
fn genus_symbol(m: &mut Markup, g: &Genus) {
    m.open(
        "span",
        &[("class", "genus"), ("title", &format!("genus {g}"))],
    )
    .text(&g.normal.to_string())
    .el("sup", &[], &g.superscript())
    .close("span");
}

fn quotient_block(m: &mut Markup, q: &QuotientReport) {
    let p_count = q.classes.iter().filter(|c| c.p).count();
    let classes = q.classes.len().to_string();
    m.open(
        "div",
        &[
            ("data-testid", "misere-quotient"),
            ("data-classes", &classes),
        ],
    )
    .el(
        "p",
        &[],
        &format!(
            "The misère quotient observed among the {} positions of weight at most {}: two \
             positions share a class when adding any of these positions to each gives the same \
             outcome. {} classes, {p_count} of them P-positions. Observed to weight {} (sums to \
             weight {}): positions this range cannot tell apart may still differ beyond it.",
            q.positions,
            q.weight,
            q.classes.len(),
            q.weight,
            2 * q.weight
        ),
    )
    .open("div", &[("class", "table-scroll")])
    .open("table", &[("class", "quotient")])
    .el("caption", &[], "Classes, each with its lightest position")
    .open("thead", &[])
    .open("tr", &[]);
    for head in ["class", "lightest", "outcome", "positions"] {
        m.el("th", &[("scope", "col")], head);
    }
    m.close("tr").close("thead").open("tbody", &[]);
    for (i, c) in q.classes.iter().enumerate() {
        m.open("tr", &[])
            .el("th", &[("scope", "row")], &format!("q{i}"))
            .open("td", &[])
            .el("code", &[], &c.representative)
            .close("td")
            .el(
                "td",
                &[],
                if c.p {
                    "P (mover loses)"
                } else {
                    "N (mover wins)"
                },
            )
            .el("td", &[("class", "num")], &c.members.to_string())
            .close("tr");
    }
    m.close("tbody").close("table").close("div");
    let surfaces: Vec<String> = q
        .surfaces
        .iter()
        .map(|(s, c)| format!("{s} ∈ q{c}"))
        .collect();
    m.el(
        "p",
        &[("class", "small")],
        &format!("Surfaces: {}.", surfaces.join(", ")),
    );
    if q.classes.len() <= MAX_SUMS_SHOWN {
        m.open("div", &[("class", "table-scroll")])
            .open(
                "table",
                &[("class", "quotient-sums"), ("data-testid", "quotient-sums")],
            )
            .el(
                "caption",
                &[],
                "Sums of classes: the class of the sum of two representatives (· where the sum is beyond the range)",
            )
            .open("thead", &[])
            .open("tr", &[])
            .el("th", &[("scope", "col")], "+");
        for j in 0..q.classes.len() {
            m.el("th", &[("scope", "col")], &format!("q{j}"));
        }
        m.close("tr").close("thead").open("tbody", &[]);
        for (i, row) in q.sums.iter().enumerate() {
            m.open("tr", &[])
                .el("th", &[("scope", "row")], &format!("q{i}"));
            for c in row {
                match c {
                    Some(k) => m.el("td", &[("class", "num")], &format!("q{k}")),
                    None => m.el(
                        "td",
                        &[("class", "num muted"), ("title", "beyond the range")],
                        "·",
                    ),
                };
            }
            m.close("tr");
        }
        m.close("tbody").close("table").close("div");
    }
    m.close("div");
}

/// Misère play under a rule set: every position's outcome to a weight, the
/// genus of each surface, and the tame rule or the observed quotient.
pub fn misere(f: &MiserePlay) -> Markup {
    let all: u64 = f.all_by_weight.iter().sum();
    let lost: u64 = f.lost_by_weight.iter().sum();
    let mut m = Markup::new();
    m.open(
        "div",
        &[
            ("class", "misere-result"),
            ("data-testid", "misere-result"),
            ("data-rules", &f.rules.letters()),
        ],
    )
    .el(
        "p",
        &[("data-testid", "misere-table-done")],
        &format!(
            "Every position of weight at most {}: {} positions, {} of them P-positions (the player \
             to move loses), in {} in the background worker.",
            f.table,
            with_separators(u128::from(all)),
            with_separators(u128::from(lost)),
            format_ms(f.table_ms)
        ),
    )
    .open("details", &[])
    .el("summary", &[], "P-positions by weight, and the lightest")
    .open("div", &[("class", "table-scroll")])
    .open("table", &[("class", "by-weight")])
    .open("thead", &[])
    .open("tr", &[]);
    for head in ["weight", "positions", "P-positions"] {
        m.el("th", &[("scope", "col")], head);
    }
    m.close("tr").close("thead").open("tbody", &[]);
    for (w, (a, l)) in f.all_by_weight.iter().zip(&f.lost_by_weight).enumerate() {
        m.open("tr", &[])
            .el("th", &[("scope", "row")], &w.to_string())
            .el("td", &[("class", "num")], &with_separators(u128::from(*a)))
            .el("td", &[("class", "num")], &with_separators(u128::from(*l)))
            .close("tr");
    }
    m.close("tbody")
        .close("table")
        .close("div")
        .el(
            "p",
            &[("class", "small")],
            &format!("Lightest P-positions: {}.", f.lightest_lost.join(", ")),
        )
        .close("details");
    let report = &f.report;
    m.el(
        "h4",
        &[],
        &format!(
            "Genus of each surface to weight {} (computed in {})",
            report.weight,
            format_ms(f.report_ms)
        ),
    )
    .el(
        "p",
        &[("class", "small muted")],
        "Conway's genus g^γ0γ1…: g is the normal value; γk is the misère value of the surface \
         with k heaps of two added, and the last two entries repeat for ever. Each is exact: \
         the sequence is followed until a repeat that provably lasts.",
    )
    .open(
        "ul",
        &[("class", "genera"), ("data-testid", "misere-genera")],
    );
    for s in &report.surfaces {
        m.open("li", &[]).el("code", &[], &s.surface).text(" ");
        genus_symbol(&mut m, &s.genus);
        m.close("li");
    }
    m.close("ul");
    match (&report.first_wild, &report.quotient) {
        (None, _) => {
            m.el(
                "p",
                &[("data-testid", "misere-tame")],
                &format!(
                    "Tame to weight {w}: every one of the {} positions of weight at most {w} has \
                     a tame genus (0^120, 1^031, or g^g(g⊕2)), so Conway's tame rule decides \
                     every sum of them: with g the nim-sum of the parts' normal values, the \
                     player to move loses exactly when every part is fickle (genus 0^120 or \
                     1^031) and g = 1, or some part is firm (g^g(g⊕2)) and g = 0, which is \
                     Bouton's rule for misère Nim.",
                    with_separators(report.positions as u128),
                    w = report.weight
                ),
            );
        }
        (Some((p, g)), q) => {
            m.open("p", &[("data-testid", "misere-wild")])
                .text("Wild: ")
                .el("code", &[], p)
                .text(" has genus ");
            genus_symbol(&mut m, g);
            m.text(", neither 0^120, 1^031 nor g^g(g⊕2), so genera do not decide sums.")
                .close("p");
            if let Some(q) = q {
                quotient_block(&mut m, q);
            }
        }
    }
    m.close("div");
    m
}
