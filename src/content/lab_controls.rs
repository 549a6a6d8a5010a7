//! The rule lab's controls as markup: the heading, the rules as
//! checkboxes with play links, and the forms of the series, of misère play
//! and of the catalogue, each drawn from what [`LabView`] says they show.

use crate::markup::Markup;
use grundy::games::lab::{Rules, MISERE_REACH};
use grundy::manifold::CutKind;

/// What the controls show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LabView {
    /// The rule set's bits.
    pub rules: u8,
    /// The weight field's text.
    pub weight: String,
    /// A series is being computed.
    pub running: bool,
    /// What is wrong with the rules or the weight.
    pub problem: Option<String>,
    /// The genus field's text.
    pub genus: String,
    /// Misère play is being computed.
    pub misere_running: bool,
    /// What is wrong with the genus field.
    pub misere_problem: Option<String>,
    /// The catalogue is being computed.
    pub catalogue_running: bool,
    /// The weight the catalogue is computed to.
    pub catalogue_weight: u64,
}

fn flag(on: bool) -> &'static str {
    if on {
        "on"
    } else {
        ""
    }
}

fn problem(m: &mut Markup, text: &Option<String>, testid: &str) {
    if let Some(text) = text {
        m.el(
            "p",
            &[
                ("class", "field-error"),
                ("role", "alert"),
                ("data-testid", testid),
            ],
            text,
        );
    }
}

/// The game spec of the rules, in normal or misère play.
fn spec(rules: Rules, misere: bool) -> String {
    let mut options = Vec::new();
    if rules != Rules::ALL {
        options.push(format!("rules={rules}"));
    }
    if misere {
        options.push("misere".to_string());
    }
    if options.is_empty() {
        "manifold".to_string()
    } else {
        format!("manifold:{}", options.join(","))
    }
}

pub(super) fn top(m: &mut Markup, v: &LabView, rules: Rules) {
    m.el("h2", &[("id", "view-title")], "The rule lab").el(
        "p",
        &[("class", "view-lede")],
        "Change the rules of the surface game: allow any of the cuts (a)–(h) of Theorem 2.1 and \
         see the G-series of og and ng under them, with how much is known about their \
         repetition. \"Proved\" means a periodicity theorem covers a window of the computed \
         values; \"observed\" means the pattern holds as far as it was computed and no more is \
         claimed.",
    );
    m.open("fieldset", &[("class", "lab-rules")])
        .el("legend", &[], "Allowed cuts");
    for kind in CutKind::ALL {
        let letter = kind.letter().to_string();
        let id = format!("lab-kind-{letter}");
        m.open("label", &[("class", "lab-box"), ("for", &id)])
            .open(
                "input",
                &[
                    ("type", "checkbox"),
                    ("id", &id),
                    ("data-testid", &id),
                    ("data-kind", &letter),
                    ("checked?", flag(rules.allows(kind))),
                ],
            )
            .el("span", &[("class", "kind-badge")], &kind.to_string())
            .text(&format!(" {}", kind.summary()))
            .close("label");
    }
    m.close("fieldset");
    problem(m, &v.problem, "lab-error");
    m.open("p", &[("class", "lab-play")])
        .el(
            "a",
            &[
                (
                    "href",
                    &format!("#game={}&mode=computer", spec(rules, false)),
                ),
                ("data-testid", "lab-play"),
            ],
            "Play these rules against the computer",
        )
        .text(" · ")
        .el(
            "a",
            &[
                (
                    "href",
                    &format!("#game={}&mode=computer", spec(rules, true)),
                ),
                ("data-testid", "lab-play-misere"),
            ],
            "Play them in misère play",
        )
        .close("p");
    m.open(
        "form",
        &[
            ("class", "view-controls"),
            ("data-testid", "lab-form"),
            ("novalidate?", "on"),
        ],
    )
    .el("label", &[("for", "lab-weight")], "Compute to weight")
    .open(
        "input",
        &[
            ("id", "lab-weight"),
            ("class", "num"),
            ("type", "text"),
            ("inputmode", "numeric"),
            ("data-testid", "lab-weight"),
            ("value", &v.weight),
        ],
    )
    .el(
        "button",
        &[
            ("type", "submit"),
            ("data-testid", "lab-compute"),
            ("disabled?", flag(v.running)),
        ],
        "Compute",
    )
    .el(
        "button",
        &[
            ("type", "button"),
            ("class", "secondary"),
            ("data-testid", "lab-cancel"),
            ("disabled?", flag(!v.running)),
        ],
        "Cancel",
    )
    .el(
        "span",
        &[("class", "muted small")],
        "Weight w = 2 − χ: 2g for og, g for ng.",
    )
    .close("form");
}

pub(super) fn misere(m: &mut Markup, v: &LabView) {
    m.el("h3", &[("id", "misere-title")], "Misère play").el(
        "p",
        &[("class", "muted")],
        &format!(
            "In misère play the player who makes the last cut loses, and sums are not \
             nim-sums. The worker decides every position of weight up to {MISERE_REACH} and \
             gives each surface its genus."
        ),
    );
    m.open(
        "form",
        &[
            ("class", "view-controls"),
            ("data-testid", "misere-form"),
            ("novalidate?", "on"),
        ],
    )
    .el("label", &[("for", "misere-genus")], "Genera to weight")
    .open(
        "input",
        &[
            ("id", "misere-genus"),
            ("class", "num"),
            ("type", "text"),
            ("inputmode", "numeric"),
            ("data-testid", "misere-genus"),
            ("value", &v.genus),
        ],
    )
    .el(
        "button",
        &[
            ("type", "submit"),
            ("data-testid", "misere-start"),
            ("disabled?", flag(v.misere_running)),
        ],
        "Compute misère play",
    )
    .el(
        "button",
        &[
            ("type", "button"),
            ("class", "secondary"),
            ("data-testid", "misere-cancel"),
            ("disabled?", flag(!v.misere_running)),
        ],
        "Cancel",
    )
    .close("form");
    problem(m, &v.misere_problem, "misere-error");
}

pub(super) fn catalogue(m: &mut Markup, v: &LabView) {
    m.el(
        "h3",
        &[("id", "catalogue-title")],
        "The catalogue of all 255 rule sets",
    )
    .el(
        "p",
        &[("class", "muted")],
        &format!(
            "Each rule set's series to weight {}, computed here in the background worker; a \
             row opens its rules in the lab.",
            v.catalogue_weight
        ),
    )
    .open("p", &[])
    .el(
        "button",
        &[
            ("type", "button"),
            ("data-testid", "catalogue-start"),
            ("disabled?", flag(v.catalogue_running)),
        ],
        "Compute the catalogue",
    )
    .text(" ")
    .el(
        "button",
        &[
            ("type", "button"),
            ("class", "secondary"),
            ("data-testid", "catalogue-cancel"),
            ("disabled?", flag(!v.catalogue_running)),
        ],
        "Cancel",
    )
    .close("p");
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view() -> LabView {
        LabView {
            rules: Rules::parse("cgh").unwrap().bits(),
            weight: "400".into(),
            running: true,
            problem: Some("At least one cut kind must stay allowed.".into()),
            genus: "20".into(),
            misere_running: false,
            misere_problem: None,
            catalogue_running: false,
            catalogue_weight: 400,
        }
    }

    #[test]
    fn the_rules_show_as_ticked_boxes_and_play_links() {
        let mut m = Markup::new();
        top(&mut m, &view(), Rules::parse("cgh").unwrap());
        let html = m.as_str();
        assert_eq!(html.matches("type=\"checkbox\"").count(), 8);
        assert_eq!(html.matches(" checked").count(), 3);
        assert!(html.contains("#game=manifold:rules=cgh,misere&amp;mode=computer"));
        assert!(html.contains("data-testid=\"lab-error\""));
        assert!(html.contains("data-testid=\"lab-compute\" disabled"));
    }

    #[test]
    fn the_paper_rules_play_as_the_paper_game() {
        assert_eq!(spec(Rules::ALL, false), "manifold");
        assert_eq!(spec(Rules::ALL, true), "manifold:misere");
    }
}
