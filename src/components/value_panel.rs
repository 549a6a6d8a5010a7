//! The total value as a nim-sum and the outcome in words.

use crate::app::AppContext;
use grundy::manifold::view::{outcome_text, value_expression};
use yew::prelude::*;

/// The value and outcome of the position on the table.
#[component]
pub fn ValuePanel() -> Html {
    let state = use_context::<AppContext>().expect("ValuePanel is inside the app context");
    let position = state.position();
    let total = position.value();
    let expression = value_expression(position);
    // The expression ends with "= total" unless it is the total alone.
    let terms = expression
        .rsplit_once(" = ")
        .map(|(terms, _)| format!("{terms} = "))
        .unwrap_or_default();
    let to_move = state.to_move();
    let status = match state.winner() {
        Some(winner) => html! {
            <p class="game-over" data-testid="game-over" role="status">
                {format!("Game over: {} wins, having made the last cut. {} cannot move.",
                    state.player_name(winner), state.player_name(3 - winner))}
            </p>
        },
        None => html! {
            <p class="outcome" data-testid="outcome">
                {outcome_text(total, &state.player_name(to_move), &state.player_name(3 - to_move))}
            </p>
        },
    };
    html! {
        <section class="values panel" aria-label="Value of the position">
            <p class="expression" data-testid="value-expression">
                <span class="label">{"G = "}</span>
                <span>{terms}</span>
                <output class="total" data-testid="total-value">{total.to_string()}</output>
            </p>
            {status}
            if state.pending.is_some() {
                <p class="thinking" data-testid="thinking">{"The computer is choosing its cut…"}</p>
            }
        </section>
    }
}
