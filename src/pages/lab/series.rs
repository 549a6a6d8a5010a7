//! A rule set's two series as the worker sent them ([`LabSeries`]): the
//! first values of each kind, the first repeating block marked, and what
//! the whole computed series show, in a sentence that says whether it is
//! proved or only observed.

use crate::display::raw;
use crate::text::{format_ms, status_label};
use crate::worker::results::LabSeries;
use grundy::games::lab::{KindPeriod, Status};
use maud::{html, Markup};
use std::rc::Rc;
use yew::prelude::*;

use figures::series::lab_sentence as sentence;

/// One kind's values and status; the first block of the repeating part
/// is marked.
fn kind_block(kind: &str, values: &[u64], k: &KindPeriod) -> Markup {
    let repeating = k.status != Status::Unknown;
    let in_block = |g: u64| repeating && g >= k.preperiod && g < k.preperiod + k.period;
    let last = values.len().saturating_sub(1);
    html! {
        div.lab-kind data-testid=(format!("lab-{kind}")) data-status=(k.status.name())
            data-preperiod=(k.preperiod) data-period=(k.period) data-saltus=(k.saltus) {
            h4 {
                (format!("{kind}g: "))
                span class=(format!("status {}", k.status.name())) { (status_label(k.status)) }
            }
            p { (sentence(kind, k)) }
            p.lab-values data-testid=(format!("lab-values-{kind}"))
                aria-label=(format!("G({kind}g) for genus 0 to {last}")) {
                @for (g, v) in (0u64..).zip(values) {
                    span class=(if in_block(g) { "lab-cell block" } else { "lab-cell" })
                        title=(format!("G({kind}{g}) = {v}")) { (v) }
                }
            }
        }
    }
}

/// A rule set's series: the first values of each kind, and what the
/// whole computed series show.
pub fn series_result(s: &LabSeries) -> Markup {
    let letters = s.rules.letters();
    html! {
        div.lab-result data-testid="lab-result" data-rules=(letters) {
            p.small.muted {
                (format!("Rules {letters}: computed to weight {} in {}.", s.to, format_ms(s.ms)))
            }
            (kind_block("o", &s.o, &s.period.o))
            (kind_block("n", &s.n, &s.period.n))
        }
    }
}

/// Properties of [`SeriesResult`].
#[derive(Properties, PartialEq)]
pub struct SeriesResultProps {
    /// The worker's result.
    pub series: Rc<LabSeries>,
}

/// A rule set's series, drawn again only when it changes.
#[component]
pub fn SeriesResult(props: &SeriesResultProps) -> Html {
    raw(series_result(&props.series))
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::games::lab::{analyze, lab_series, Rules};

    fn result(letters: &str, to: u64) -> LabSeries {
        let rules = Rules::parse(letters).expect("rules read");
        let (o, n) = lab_series(rules, to);
        let period = analyze(rules, &o, &n);
        LabSeries {
            rules,
            to,
            ms: 12,
            o: o.iter().take(30).map(|v| v.get()).collect(),
            n: n.iter().take(30).map(|v| v.get()).collect(),
            period,
        }
    }

    #[test]
    fn the_papers_rules_show_their_periods_and_marked_blocks() {
        let html = series_result(&result("abcdefgh", 120)).into_string();
        assert!(html.contains(
            "data-testid=\"lab-o\" data-status=\"proved\" data-preperiod=\"2\" data-period=\"2\""
        ));
        assert!(html.contains(
            "data-testid=\"lab-n\" data-status=\"proved\" data-preperiod=\"3\" data-period=\"4\""
        ));
        assert_eq!(html.matches("lab-cell block").count(), 2 + 4);
        assert_eq!(html.matches("class=\"lab-cell").count(), 60);
    }

    #[test]
    fn an_unknown_series_claims_nothing() {
        let k = KindPeriod {
            status: Status::Unknown,
            preperiod: 0,
            period: 0,
            saltus: 0,
            checked_to: 50,
            window: None,
            theorem: None,
        };
        assert_eq!(
            sentence("n", &k),
            "No period or arithmetic period shows in G(ng) to genus 50."
        );
    }
}
