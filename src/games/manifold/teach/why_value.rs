//! Why the selected surface has its value: every position one cut away with
//! its G-value, laid out as a row of the paper's Table 2.1, then the mex
//! worked out value by value.

use crate::state::PlayContext;
use crate::text::with_separators;
use grundy::manifold::explain::{explain, Explanation, ReachRow};
use grundy::manifold::total_count;
use grundy::Surface;
use yew::prelude::*;

/// "n1 + n6": the pieces of a reachable position.
pub fn pieces_label(pieces: &[Surface]) -> String {
    pieces
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" + ")
}

fn kinds_label(row: &ReachRow) -> String {
    row.kinds
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn reach_cell(row: &ReachRow) -> Html {
    let pieces = pieces_label(&row.pieces);
    let result: Vec<String> = row.pieces.iter().map(ToString::to_string).collect();
    html! {
        <li class="reach-cell" data-testid="reach-row"
            data-result={result.join("+")} data-value={row.value.to_string()}>
            <span class="reach-kinds">{kinds_label(row)}</span>
            <span class="reach-pieces">{pieces}</span>
            <span class="reach-value"><span class="sr-only">{"G-value "}</span>{row.value.to_string()}</span>
        </li>
    }
}

/// The explanation's body, for any surface that is not a sphere.
fn body(e: &Explanation) -> Html {
    let surface = e.surface;
    let mut distinct: Vec<u64> = e.rows.iter().map(|r| r.value.get()).collect();
    distinct.sort_unstable();
    distinct.dedup();
    let set = distinct
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let steps = e.steps.iter().map(|step| {
        let v = step.value.to_string();
        match step.witness.and_then(|w| e.rows.get(w)) {
            Some(row) => html! {
                <li class="mex-step present" data-testid="mex-step" data-value={v.clone()} data-present="true">
                    <span class="mex-value">{v}</span>
                    <span class="mex-mark">{"✓"}</span>
                    <span class="mex-why">{format!("reached by {}", pieces_label(&row.pieces))}</span>
                </li>
            },
            None => html! {
                <li class="mex-step missing" data-testid="mex-step" data-value={v.clone()} data-present="false">
                    <span class="mex-value">{v}</span>
                    <span class="mex-mark">{"✗"}</span>
                    <span class="mex-why">{"not reached"}</span>
                    <span class="mex-result">{format!("→ G({surface}) = {}", e.value)}</span>
                </li>
            },
        }
    });
    html! {
        <>
            <p class="small">
                {format!("Each cut of {surface} leads to the position shown with its G-value \
                          (a pair of pieces is valued by nim-sum). ")}
                {"The value of "}{surface.to_string()}
                {" is the least value not among them: the mex. The layout follows the paper's Table 2.1."}
            </p>
            if !e.exhaustive {
                <p class="teach-note" data-testid="why-sampled">
                    {format!("One example per kind and value; the surface has {} cuts.",
                        with_separators(total_count(surface)))}
                </p>
            }
            <div class="reach-row-wrap">
                <span class="reach-head" aria-hidden="true">{surface.to_string()}</span>
                <ul class="reach-cells" aria-label={format!("Positions one cut from {surface}, with G-values")}>
                    { for e.rows.iter().map(reach_cell) }
                </ul>
            </div>
            <p class="mex-set" data-testid="mex-set">
                {"mex {"}{set}{"} = "}
                <strong>{e.value.to_string()}</strong>
                {format!(" = G({surface})")}
            </p>
            <ol class="mex-steps" aria-label="The mex, value by value">{ for steps }</ol>
        </>
    }
}

/// The "why this value" panel for the selected surface.
#[component]
pub fn WhyValue() -> Html {
    let state = use_context::<PlayContext>().expect("WhyValue is inside the app context");
    let table = state.table();
    let surface = table
        .position()
        .surfaces()
        .zip(table.selected)
        .and_then(|(p, i)| p.surfaces().get(i).copied())
        .filter(|s| !s.is_sphere());
    let explanation = use_memo(surface, |s| s.map(explain));
    let Some(e) = explanation.as_ref() else {
        return html! {};
    };
    let surface = e.surface;
    html! {
        <details class="teach panel why" open=true data-testid="why-value"
            data-surface={surface.to_string()} data-value={e.value.to_string()}>
            <summary><h2 id="why-title">{format!("Why G({surface}) = {}", e.value)}</h2></summary>
            {body(e)}
        </details>
    }
}
