//! The value of the whole position as a nim-sum, worked out the way the
//! paper's introduction does it: write every value as powers of two, pair
//! equal powers off, and add what is left. The winning cut follows from the
//! largest power left over.

use crate::state::play::PlayAction;
use crate::state::PlayContext;
use grundy::manifold::key_cut;
use grundy::manifold::view::describe_move;
use grundy::nim::explain;
use grundy::spec::AnyMove;
use grundy::Nimber;
use yew::prelude::*;

/// At most this many surfaces get a row; the nim-sum still counts them all.
const MAX_ROWS: usize = 16;

/// "4 + 2", or "0" for no powers.
fn powers_text(powers: &[u64]) -> String {
    if powers.is_empty() {
        "0".to_string()
    } else {
        powers
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" + ")
    }
}

/// The nim-sum panel for the position on the table.
#[component]
pub fn NimSumPanel() -> Html {
    let state = use_context::<PlayContext>().expect("NimSumPanel is inside the app context");
    let table = state.table();
    let Some(position) = table.position().surfaces().cloned() else {
        return Html::default();
    };
    let selected = table.selected;
    let heaps: Vec<u64> = position.values().iter().map(|v| v.get()).collect();
    let pairing = use_memo(heaps.clone(), |h| explain(h));
    let total = pairing.sum.get();
    let columns: Vec<u64> = pairing.powers.iter().map(|p| p.power).collect();

    // Rows for the surfaces that are not spheres; an occurrence of a power is
    // paired off unless it is the last one of an odd count.
    let mut seen = vec![0usize; columns.len()];
    let mut rows = Vec::new();
    let mut spheres = 0usize;
    for (i, (&surface, (value, powers))) in
        position.surfaces().iter().zip(&pairing.heaps).enumerate()
    {
        if surface.is_sphere() {
            spheres += 1;
            continue;
        }
        let cells: Vec<Html> = columns
            .iter()
            .enumerate()
            .map(|(c, &power)| {
                if value & power == 0 {
                    return html! { <td class="bit zero"><span aria-hidden="true">{"·"}</span></td> };
                }
                seen[c] += 1;
                let count = pairing.powers[c].count;
                let paired = seen[c] <= count - count % 2;
                if paired {
                    html! {
                        <td class="bit paired" data-paired="true">
                            <s>{power.to_string()}</s><span class="sr-only">{" (paired)"}</span>
                        </td>
                    }
                } else {
                    html! {
                        <td class="bit unpaired" data-paired="false">
                            <strong>{power.to_string()}</strong><span class="sr-only">{" (left over)"}</span>
                        </td>
                    }
                }
            })
            .collect();
        if rows.len() < MAX_ROWS {
            rows.push(html! {
                <tr data-testid="nim-row" data-surface={surface.to_string()} data-value={value.to_string()}
                    data-binary={format!("{value:b}")}
                    class={classes!(selected.is_some_and(|s| s == i).then_some("selected"))}>
                    <th scope="row" class="nimsum-surface">{format!("G({surface})")}</th>
                    <td class="nimsum-value">{value.to_string()}</td>
                    <td class="nimsum-binary"><code>{format!("{value:b}")}</code></td>
                    <td class="nimsum-powers">{format!("= {}", powers_text(powers))}</td>
                    {for cells}
                </tr>
            });
        }
    }
    let cut_surfaces = position.len() - spheres;
    let hidden = cut_surfaces.saturating_sub(MAX_ROWS);
    let multiset: Vec<String> = pairing
        .powers
        .iter()
        .flat_map(|p| std::iter::repeat_n(p.power.to_string(), p.count))
        .collect();
    let left: Vec<u64> = Nimber(total).powers_of_two();
    let counts: Html = pairing
        .powers
        .iter()
        .map(|p| {
            let text = if p.is_odd() {
                format!("×{}: one left over", p.count)
            } else {
                format!("×{}: all paired", p.count)
            };
            html! { <td class={classes!("count", p.is_odd().then_some("odd"))}>{text}</td> }
        })
        .collect();

    let outcome = if cut_surfaces == 0 {
        html! { <p>{"Only spheres are left: no cut is possible, and the nim-sum is 0."}</p> }
    } else if total == 0 {
        html! {
            <p data-testid="nim-zero">
                {"Every power pairs off, so the nim-sum is 0. Any cut changes one surface's value, \
                  which leaves some power unpaired: the player to move loses against best play."}
            </p>
        }
    } else {
        let key = pairing.key_power.unwrap_or(0);
        match key_cut(&position) {
            Some(k) => {
                let play = k.mv.map(|mv| {
                    let d = state.dispatcher();
                    let disabled = table.session.computer_to_move();
                    html! {
                        <p class="nimsum-cut">
                            {format!("The cut: {}. ", describe_move(&mv))}
                            <button type="button" class="secondary" data-testid="nim-play" {disabled}
                                onclick={move |_| d.dispatch(PlayAction::Play(AnyMove::Cut(mv)))}>{"Play this cut"}</button>
                        </p>
                    }
                });
                let step = &k.step;
                let steps = match (step.subtract.is_empty(), step.add.is_empty()) {
                    (_, true) => format!("subtract {}", powers_text(&step.subtract)),
                    (true, false) => format!("add {}", powers_text(&step.add)),
                    (false, false) => format!(
                        "subtract {} and add {}",
                        powers_text(&step.subtract),
                        powers_text(&step.add)
                    ),
                };
                let (from, to) = (step.mv.from, step.mv.to);
                html! {
                    <div class="nimsum-move" data-testid="nim-move" data-key={key.to_string()}
                        data-surface={k.surface.to_string()} data-index={step.mv.heap.to_string()}
                        data-target={to.to_string()}>
                        <p>
                            {"The largest power left over is "}<strong>{key.to_string()}</strong>
                            {format!(". G({}) = {from} contains it, so cut {} to a position of value ", k.surface, k.surface)}
                            <strong data-testid="nim-target">{format!("{from} ⊕ {total} = {to}")}</strong>
                            {format!(" ({steps}). Then every power pairs off and the opponent faces 0.")}
                        </p>
                        {play}
                    </div>
                }
            }
            None => html! {},
        }
    };

    html! {
        <details class="teach panel nimsum" data-testid="nim-sum" data-total={total.to_string()}>
            <summary><h2>{format!("Nim-sum of the position: {total}")}</h2></summary>
            <p class="small">
                {"Each surface's value written as powers of two, as the paper's introduction does for Nim. \
                  Equal powers pair off (struck through); the powers left over add up to the nim-sum."}
            </p>
            if !rows.is_empty() {
                <div class="table-scroll">
                <table class="nimsum-table">
                    <caption class="sr-only">{"Values of the surfaces as powers of two"}</caption>
                    <thead>
                        <tr>
                            <th scope="col">{"Surface"}</th>
                            <th scope="col">{"G"}</th>
                            <th scope="col">{"binary"}</th>
                            <th scope="col">{"powers"}</th>
                            { for columns.iter().map(|p| html! { <th scope="col" class="bit">{p.to_string()}</th> }) }
                        </tr>
                    </thead>
                    <tbody>{ for rows }</tbody>
                    <tfoot>
                        <tr>
                            <th scope="row" colspan="4">{"How often each power occurs"}</th>
                            {counts}
                        </tr>
                    </tfoot>
                </table>
                </div>
            }
            if hidden > 0 {
                <p class="muted small">{format!("… and {hidden} more surfaces, counted but not listed.")}</p>
            }
            if spheres > 0 {
                <p class="muted small">{format!("{spheres} {} of value 0 not listed.",
                    if spheres == 1 { "sphere" } else { "spheres" })}</p>
            }
            if !multiset.is_empty() {
                <p class="nimsum-multiset">{"The multiset: ["}{multiset.join(", ")}{"]"}</p>
            }
            <p class="nimsum-total" data-testid="nim-total" data-value={total.to_string()}>
                {"Nim-sum = "}
                if left.len() > 1 {
                    {format!("{} = ", powers_text(&left))}
                }
                <strong>{total.to_string()}</strong>
                {format!(" (binary {total:b})")}
            </p>
            {outcome}
        </details>
    }
}
