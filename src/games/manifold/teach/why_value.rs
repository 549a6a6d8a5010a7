//! Why the selected surface has its value: every position one cut away with
//! its G-value, laid out as a row of the paper's Table 2.1, then the mex
//! worked out value by value.

use crate::markup::{Builder as _, Markup};
use crate::state::PlayContext;
use crate::text::with_separators;
use grundy::manifold::explain::{explain, Explanation};
use grundy::manifold::total_count;
use grundy::Surface;
use yew::prelude::*;

/// "n1 + n6": the pieces of a reachable position.
pub fn pieces_label(pieces: &[Surface], sep: &str) -> String {
    pieces
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(sep)
}

/// The explanation's body, for any surface that is not a sphere.
pub fn body(e: &Explanation) -> Markup {
    let surface = e.surface;
    let name = surface.to_string();
    let mut distinct: Vec<u64> = e.rows.iter().map(|r| r.value.get()).collect();
    distinct.sort_unstable();
    distinct.dedup();
    let set = distinct
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let mut m = Markup::new();
    m.el(
        "p",
        &[("class", "small")],
        &format!(
            "Each cut of {name} leads to the position shown with its G-value (a pair of pieces is \
             valued by nim-sum). The value of {name} is the least value not among them: the mex. \
             The layout follows the paper's Table 2.1."
        ),
    );
    if !e.exhaustive {
        m.el(
            "p",
            &[("class", "teach-note"), ("data-testid", "why-sampled")],
            &format!(
                "One example per kind and value; the surface has {} cuts.",
                with_separators(total_count(surface))
            ),
        );
    }
    m.open("div", &[("class", "reach-row-wrap")])
        .el(
            "span",
            &[("class", "reach-head"), ("aria-hidden", "true")],
            &name,
        )
        .open(
            "ul",
            &[
                ("class", "reach-cells"),
                (
                    "aria-label",
                    &format!("Positions one cut from {name}, with G-values"),
                ),
            ],
        );
    for row in &e.rows {
        let kinds: Vec<String> = row.kinds.iter().map(ToString::to_string).collect();
        let value = row.value.to_string();
        m.open(
            "li",
            &[
                ("class", "reach-cell"),
                ("data-testid", "reach-row"),
                ("data-result", &pieces_label(&row.pieces, "+")),
                ("data-value", &value),
            ],
        )
        .el("span", &[("class", "reach-kinds")], &kinds.join(" "))
        .el(
            "span",
            &[("class", "reach-pieces")],
            &pieces_label(&row.pieces, " + "),
        )
        .open("span", &[("class", "reach-value")])
        .el("span", &[("class", "sr-only")], "G-value ")
        .text(&value)
        .close("span")
        .close("li");
    }
    m.close("ul").close("div");
    m.open("p", &[("class", "mex-set"), ("data-testid", "mex-set")])
        .text(&format!("mex {{{set}}} = "))
        .el("strong", &[], &e.value.to_string())
        .text(&format!(" = G({name})"))
        .close("p");
    m.open(
        "ol",
        &[
            ("class", "mex-steps"),
            ("aria-label", "The mex, value by value"),
        ],
    );
    for step in &e.steps {
        let v = step.value.to_string();
        match step.witness.and_then(|w| e.rows.get(w)) {
            Some(row) => {
                m.open(
                    "li",
                    &[
                        ("class", "mex-step present"),
                        ("data-testid", "mex-step"),
                        ("data-value", &v),
                        ("data-present", "true"),
                    ],
                )
                .el("span", &[("class", "mex-value")], &v)
                .el("span", &[("class", "mex-mark")], "✓")
                .el(
                    "span",
                    &[("class", "mex-why")],
                    &format!("reached by {}", pieces_label(&row.pieces, " + ")),
                );
            }
            None => {
                m.open(
                    "li",
                    &[
                        ("class", "mex-step missing"),
                        ("data-testid", "mex-step"),
                        ("data-value", &v),
                        ("data-present", "false"),
                    ],
                )
                .el("span", &[("class", "mex-value")], &v)
                .el("span", &[("class", "mex-mark")], "✗")
                .el("span", &[("class", "mex-why")], "not reached")
                .el(
                    "span",
                    &[("class", "mex-result")],
                    &format!("→ G({name}) = {}", e.value),
                );
            }
        }
        m.close("li");
    }
    m.close("ol");
    m
}

/// The "why this value" panel for the selected surface.
pub fn why_value(state: &PlayContext) -> Html {
    let table = state.table();
    let surface = table
        .position()
        .surfaces()
        .zip(table.selected)
        .and_then(|(p, i)| p.surfaces().get(i).copied())
        .filter(|s| !s.is_sphere());
    let Some(surface) = surface else {
        return html! {};
    };
    let body = body(&explain(surface));
    let value = grundy::manifold::surface_value(surface);
    html! {
        <details class="teach panel why" open=true data-testid="why-value"
            data-surface={surface.to_string()} data-value={value.to_string()}>
            <summary><h2 id="why-title">{format!("Why G({surface}) = {value}")}</h2></summary>
            {body.html()}
        </details>
    }
}
