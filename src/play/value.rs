//! The total value as a nim-sum, the outcome in words, and the end of the
//! game where the player is looking, with "Play again".

use crate::state::play::{PlayAction, Table};
use crate::state::PlayContext;
use grundy::games::lab::game::position_weight;
use grundy::games::lab::MISERE_REACH;
use grundy::manifold::Position;
use grundy::misere::Outcome;
use grundy::spec::AnyGame;
use grundy::view::{outcome_text, value_expression};
use grundy::Game;
use yew::prelude::*;

/// The game-over message for a finished game, or `None`.
pub fn game_over_text(table: &Table) -> Option<String> {
    let winner = table.session.winner()?;
    let loser = winner.other();
    let noun = table.game().words().noun;
    Some(if table.game().misere() {
        format!(
            "Game over: {} wins. {} made the last {noun}, which loses in misère play.",
            table.player_name(winner),
            table.player_name(loser)
        )
    } else {
        format!(
            "Game over: {} wins, having made the last {noun}. {} cannot move.",
            table.player_name(winner),
            table.player_name(loser)
        )
    })
}

/// The end of the game and one click to play again, said once, in the
/// move list where the last move was made: `testid` names the banner;
/// `focus_id` gives its button an id the move list focuses when a game
/// ends there. Screen readers hear the end from the live announcement.
pub fn game_over(
    state: &PlayContext,
    testid: &'static str,
    focus_id: Option<&'static str>,
) -> Html {
    let Some(text) = game_over_text(state.table()) else {
        return Html::default();
    };
    let d = state.dispatcher();
    html! {
        <div class="game-over" data-testid={testid}>
            <p>{text}</p>
            <button type="button" id={focus_id} data-testid={format!("{testid}-again")}
                onclick={move |_| d.dispatch(PlayAction::PlayAgain)}>{"Play again"}</button>
        </div>
    }
}

/// The outcome in words in misère play (`None` in normal play).
fn misere_outcome(table: &Table) -> Option<String> {
    let game = table.game();
    if !game.misere() {
        return None;
    }
    let to_move = table.player_name(table.session.to_move());
    let noun = game.words().noun;
    if matches!(game, AnyGame::Misere(g) if !g.ready()) {
        return Some("Working out who wins in misère play…".to_string());
    }
    Some(match game.misere_outcome(table.position()) {
        Some(Outcome::Next) => format!("{to_move} to move wins with best play (misère): there is a {noun} after which the opponent loses."),
        Some(Outcome::Previous) => format!("{to_move} to move loses against best play (misère): every {noun} leaves a win for the opponent."),
        None => match (game, table.position().get::<Position>()) {
            (AnyGame::Dyn(_), Some(p)) if position_weight(p) <= u128::from(MISERE_REACH) => {
                "Working out who wins in misère play: the table of outcomes is being computed…"
                    .to_string()
            }
            (AnyGame::Dyn(_), Some(p)) => format!(
                "Not computed: misère outcomes are searched for positions of weight up to {MISERE_REACH} \
                 (2g for og, g for ng, summed); this one weighs {}.",
                position_weight(p)
            ),
            (AnyGame::Misere(g), _) => match g.verdict(table.position()).halted {
                Some(halt) if g.settled(table.position()) => format!(
                    "Not computed: the search stopped before an answer ({halt}); Misère play, below, says more."
                ),
                _ => "Working out who wins in misère play: the position is searched in the background…"
                    .to_string(),
            },
            _ => "Not computed.".to_string(),
        },
    })
}

/// Who wins a position whose values are past every search, by the
/// game's rule: no value is shown, or asked for.
fn rule_panel(table: &Table, outcome: Outcome) -> Html {
    let to_move = table.player_name(table.session.to_move());
    let noun = table.game().words().noun;
    let text = match outcome {
        Outcome::Next => format!(
            "{to_move} to move wins with best play, by the game's rule: \
             there is a {noun} after which the opponent loses."
        ),
        Outcome::Previous => format!(
            "{to_move} to move loses against best play, by the game's rule: \
             every {noun} leaves a win for the opponent."
        ),
    };
    html! {
        <section class="values panel" aria-label="Outcome of the position">
            <p class="expression" data-testid="rule-play">
                <span class="label">{"G: "}</span><span>{"not computed"}</span>
            </p>
            <p class="muted small">
                {"No formula gives this position's value, and a search of it would be too large; who wins is known at any size."}
            </p>
            <p class="outcome" data-testid="outcome">{text}</p>
            if table.pending.is_some() {
                <p class="thinking" data-testid="thinking">{"The computer is choosing its move…"}</p>
            }
        </section>
    }
}

/// The value and outcome of the position on the table.
pub fn value_panel(state: &PlayContext) -> Html {
    let table = state.table();
    if let Some(outcome) = table.rule_outcome() {
        return rule_panel(table, outcome);
    }
    let values = table.solver.component_values(table.position());
    let total: grundy::Nimber = values.iter().copied().sum();
    let expression = value_expression(&values);
    // The expression ends with "= total" unless it is the total alone.
    let terms = expression
        .rsplit_once(" = ")
        .map(|(terms, _)| format!("{terms} = "))
        .unwrap_or_default();
    let to_move = table.session.to_move();
    // The end of a game is said once, where the moves were (the move
    // list's banner); here the outcome only changes state.
    let status = if table.session.is_over() {
        html! { <p class="outcome over" data-testid="outcome">{"No move is left."}</p> }
    } else if table.session.moves_made() == 0 && table.game().is_terminal(table.position()) {
        html! {
            <p class="outcome" data-testid="outcome">
                {format!("Nothing to play: {} to move has no move. Add to the position to play.", table.player_name(to_move))}
            </p>
        }
    } else if let Some(text) = misere_outcome(table) {
        html! { <p class="outcome" data-testid="outcome">{text}</p> }
    } else {
        html! {
            <p class="outcome" data-testid="outcome">
                {outcome_text(total, &table.player_name(to_move), &table.player_name(to_move.other()))}
            </p>
        }
    };
    if table.game().misere() {
        return html! {
            <section class="values panel" aria-label="Outcome of the position">
                if matches!(table.game(), AnyGame::Misere(_)) {
                    <crate::games::misere::MisereLoader />
                }
                // Nim needs no worker: Bouton's rule decides every position.
                if table.game().downcast::<grundy::nim::Nim>().is_none() {
                    <crate::games::misere::MisereJobs />
                }
                <p class="expression" data-testid="misere-play">{format!("Misère play: the last {} loses", table.game().words().noun)}</p>
                {status}
                if table.pending.is_some() {
                    <p class="thinking" data-testid="thinking">{"The computer is choosing its move…"}</p>
                }
            </section>
        };
    }
    html! {
        <section class="values panel" aria-label="Value of the position">
            <p class="expression" data-testid="value-expression">
                <span class="label">{"G = "}</span>
                <span>{terms}</span>
                <output class="total" data-testid="total-value">{total.to_string()}</output>
            </p>
            {status}
            if table.pending.is_some() {
                <p class="thinking" data-testid="thinking">{"The computer is choosing its move…"}</p>
            }
        </section>
    }
}
