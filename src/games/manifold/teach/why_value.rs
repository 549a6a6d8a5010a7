//! Why the selected surface has its value: every position one cut away with
//! its G-value, laid out as a row of the paper's Table 2.1, then the mex
//! worked out value by value.

use crate::display::raw;
use crate::state::PlayContext;
use crate::text::with_separators;
use grundy::manifold::explain::{explain, Explanation};
use grundy::manifold::total_count;
use grundy::Surface;
use maud::Markup;
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
    maud::html! {
        p.small {
            "Each cut of " (name) " leads to the position shown with its G-value (a pair of \
             pieces is valued by nim-sum). The value of " (name) " is the least value not among \
             them: the mex. The layout follows the paper's Table 2.1."
        }
        @if !e.exhaustive {
            p.teach-note data-testid="why-sampled" {
                "One example per kind and value; the surface has "
                (with_separators(total_count(surface))) " cuts."
            }
        }
        div.reach-row-wrap {
            span.reach-head aria-hidden="true" { (name) }
            ul.reach-cells aria-label={ "Positions one cut from " (name) ", with G-values" } {
                @for row in &e.rows {
                    li.reach-cell data-testid="reach-row" data-result=(pieces_label(&row.pieces, "+"))
                        data-value=(row.value) {
                        span.reach-kinds {
                            (row.kinds.iter().map(ToString::to_string).collect::<Vec<_>>().join(" "))
                        }
                        span.reach-pieces { (pieces_label(&row.pieces, " + ")) }
                        span.reach-value { span.sr-only { "G-value " } (row.value) }
                    }
                }
            }
        }
        p.mex-set data-testid="mex-set" {
            "mex {" (set) "} = " strong { (e.value) } " = G(" (name) ")"
        }
        ol.mex-steps aria-label="The mex, value by value" {
            @for step in &e.steps {
                @match step.witness.and_then(|w| e.rows.get(w)) {
                    Some(row) => {
                        li.mex-step.present data-testid="mex-step" data-value=(step.value)
                            data-present="true" {
                            span.mex-value { (step.value) }
                            span.mex-mark { "✓" }
                            span.mex-why { "reached by " (pieces_label(&row.pieces, " + ")) }
                        }
                    }
                    None => {
                        li.mex-step.missing data-testid="mex-step" data-value=(step.value)
                            data-present="false" {
                            span.mex-value { (step.value) }
                            span.mex-mark { "✗" }
                            span.mex-why { "not reached" }
                            span.mex-result { "→ G(" (name) ") = " (e.value) }
                        }
                    }
                }
            }
        }
    }
}

/// The "why this value" panel for the selected surface.
pub fn why_value(state: &PlayContext) -> Html {
    let table = state.table();
    let surface = table
        .position()
        .get::<grundy::manifold::Position>()
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
            {raw(body)}
        </details>
    }
}
