//! Misère play under a rule set, drawn from the worker's result
//! ([`MiserePlay`]): outcomes by weight, the genus of each surface, and
//! the tame rule or the observed quotient.

use crate::display::raw;
use crate::text::{format_ms, with_separators};
use crate::worker::results::MiserePlay;
use grundy::games::lab::misere::QuotientReport;
use grundy::misere::Genus;
use maud::{html, Markup};
use std::rc::Rc;
use yew::prelude::*;

/// The quotient's sum table is drawn up to this many classes.
const MAX_SUMS_SHOWN: usize = 24;

/// A genus as Conway writes it, its superscript raised, with its text.
fn genus_symbol(g: &Genus) -> Markup {
    power(&g.normal.to_string(), &g.superscript())
}

/// `base` with `exponent` set as a superscript, as genera are written
/// (0¹²⁰, g^γ0γ1… never with a caret).
fn power(base: &str, exponent: &str) -> Markup {
    html! { span.genus { (base) sup { (exponent) } } }
}

/// The three tame genera, written as symbols: 0¹²⁰, 1⁰³¹ and g^g(g⊕2).
fn tame_genera(joiner: &str) -> Markup {
    html! { (power("0", "120")) ", " (power("1", "031")) (joiner) (power("g", "g(g⊕2)")) }
}

/// The class table of a quotient, and its table of sums when small.
fn quotient_block(q: &QuotientReport) -> Markup {
    let p_count = q.classes.iter().filter(|c| c.p).count();
    let surfaces: Vec<String> = q
        .surfaces
        .iter()
        .map(|(s, c)| format!("{s} ∈ q{c}"))
        .collect();
    html! {
        div data-testid="misere-quotient" data-classes=(q.classes.len()) {
            p {
                (format!(
                    "The misère quotient observed among the {} positions of weight at most {}: two \
                     positions share a class when adding any of these positions to each gives the same \
                     outcome. {} classes, {p_count} of them P-positions. Observed to weight {} (sums to \
                     weight {}): positions this range cannot tell apart may still differ beyond it.",
                    q.positions,
                    q.weight,
                    q.classes.len(),
                    q.weight,
                    2 * q.weight
                ))
            }
            div.table-scroll {
                table.quotient {
                    caption { "Classes, each with its lightest position" }
                    thead { tr {
                        @for head in ["class", "lightest", "outcome", "positions"] {
                            th scope="col" { (head) }
                        }
                    } }
                    tbody {
                        @for (i, c) in q.classes.iter().enumerate() {
                            tr {
                                th scope="row" { (format!("q{i}")) }
                                td { code { (c.representative) } }
                                td { (if c.p { "P (mover loses)" } else { "N (mover wins)" }) }
                                td.num { (c.members) }
                            }
                        }
                    }
                }
            }
            p.small { (format!("Surfaces: {}.", surfaces.join(", "))) }
            @if q.classes.len() <= MAX_SUMS_SHOWN {
                div.table-scroll {
                    table.quotient-sums data-testid="quotient-sums" {
                        caption {
                            "Sums of classes: the class of the sum of two representatives (· where the sum is beyond the range)"
                        }
                        thead { tr {
                            th scope="col" { "+" }
                            @for j in 0..q.classes.len() { th scope="col" { (format!("q{j}")) } }
                        } }
                        tbody {
                            @for (i, row) in q.sums.iter().enumerate() {
                                tr {
                                    th scope="row" { (format!("q{i}")) }
                                    @for c in row {
                                        @match c {
                                            Some(k) => td.num { (format!("q{k}")) },
                                            None => td class="num muted" title="beyond the range" { "·" },
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// What the genera say about sums: the tame rule to the weight reached,
/// or the first wild position and the observed quotient.
fn verdict(f: &MiserePlay) -> Markup {
    let report = &f.report;
    html! {
        @match (&report.first_wild, &report.quotient) {
            (None, _) => p data-testid="misere-tame" {
                (format!(
                    "Tame to weight {w}: every one of the {} positions of weight at most {w} has a tame genus (",
                    with_separators(report.positions as u128),
                    w = report.weight
                ))
                (tame_genera(", or "))
                "), so Conway's tame rule decides every sum of them: with g the nim-sum of the parts' \
                 normal values, the player to move loses exactly when every part is fickle (genus "
                (power("0", "120")) " or " (power("1", "031"))
                ") and g = 1, or some part is firm (" (power("g", "g(g⊕2)"))
                ") and g = 0, which is Bouton's rule for misère Nim."
            },
            (Some((p, g)), q) => {
                p data-testid="misere-wild" {
                    "Wild: " code { (p) } " has genus " (genus_symbol(g))
                    ", neither " (tame_genera(" nor ")) ", so genera do not decide sums."
                }
                @if let Some(q) = q { (quotient_block(q)) }
            },
        }
    }
}

/// Misère play under a rule set: every position's outcome to a weight,
/// the genus of each surface, and the tame rule or the observed quotient.
pub fn misere(f: &MiserePlay) -> Markup {
    let all: u64 = f.all_by_weight.iter().sum();
    let lost: u64 = f.lost_by_weight.iter().sum();
    let report = &f.report;
    html! {
        div.misere-result data-testid="misere-result" data-rules=(f.rules.letters()) {
            p data-testid="misere-table-done" {
                (format!(
                    "Every position of weight at most {}: {} positions, {} of them P-positions (the player \
                     to move loses), in {} in the background worker.",
                    f.table,
                    with_separators(u128::from(all)),
                    with_separators(u128::from(lost)),
                    format_ms(f.table_ms)
                ))
            }
            details {
                summary { "P-positions by weight, and the lightest" }
                div.table-scroll {
                    table.by-weight {
                        thead { tr {
                            @for head in ["weight", "positions", "P-positions"] { th scope="col" { (head) } }
                        } }
                        tbody {
                            @for (w, (a, l)) in f.all_by_weight.iter().zip(&f.lost_by_weight).enumerate() {
                                tr {
                                    th scope="row" { (w) }
                                    td.num { (with_separators(u128::from(*a))) }
                                    td.num { (with_separators(u128::from(*l))) }
                                }
                            }
                        }
                    }
                }
                p.small { (format!("Lightest P-positions: {}.", f.lightest_lost.join(", "))) }
            }
            h4 {
                (format!(
                    "Genus of each surface to weight {} (computed in {})",
                    report.weight,
                    format_ms(f.report_ms)
                ))
            }
            p.small.muted {
                "Conway's genus " (power("g", "γ0γ1…")) ": g is the normal value; γk is the misère value \
                 of the surface with k heaps of two added, and the last two entries repeat for ever. Each \
                 is exact: the sequence is followed until a repeat that provably lasts."
            }
            ul.genera data-testid="misere-genera" {
                @for s in &report.surfaces {
                    li { code { (s.surface) } " " (genus_symbol(&s.genus)) }
                }
            }
            (verdict(f))
        }
    }
}

/// Properties of [`MisereResult`].
#[derive(Properties, PartialEq)]
pub struct MisereResultProps {
    /// The worker's result.
    pub play: Rc<MiserePlay>,
}

/// Misère play of a rule set, drawn again only when it changes.
#[component]
pub fn MisereResult(props: &MisereResultProps) -> Html {
    raw(misere(&props.play))
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::games::lab::{misere_report, MisereTable, Rules, Variant};

    fn play(letters: &str) -> Option<MiserePlay> {
        let rules = Rules::parse(letters).ok()?;
        let mut table = MisereTable::new(rules, 12);
        while !table.done() {
            table.step();
        }
        let report = misere_report(
            Variant {
                rules,
                misere: true,
            },
            12,
            6,
        )?;
        Some(MiserePlay {
            rules,
            table: 12,
            table_ms: 380,
            all_by_weight: table.all_by_weight().to_vec(),
            lost_by_weight: table.lost_by_weight().to_vec(),
            lightest_lost: table.lightest_lost(24),
            report,
            report_ms: 95,
        })
    }

    #[test]
    fn the_papers_rules_are_wild_with_a_quotient() {
        let html = misere(&play("abcdefgh").expect("computed")).into_string();
        assert!(html.contains("data-testid=\"misere-wild\""));
        assert!(html.contains("data-testid=\"misere-quotient\""));
        assert!(html.contains("<li><code>n1</code> <span class=\"genus\""));
        assert!(!html.contains("misere-tame"));
    }

    #[test]
    fn one_kind_alone_is_tame() {
        let html = misere(&play("a").expect("computed")).into_string();
        assert!(html.contains("data-testid=\"misere-tame\">Tame to weight 12:"));
        assert!(!html.contains("misere-wild"));
    }
}
