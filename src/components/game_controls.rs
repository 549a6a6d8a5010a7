//! Playing: mode, who starts, hint, undo, redo, the move history and the
//! live announcements.

use crate::app::AppContext;
use crate::route::Mode;
use crate::state::{hint_text, Action, COMPUTER};
use yew::prelude::*;

/// The game controls.
#[component]
pub fn GameControls() -> Html {
    let state = use_context::<AppContext>().expect("GameControls is inside the app context");
    let d = state.dispatcher();
    let act = |action: Action| {
        let d = d.clone();
        move |_: MouseEvent| d.dispatch(action.clone())
    };
    let mode = state.mode;
    let starter = state.first;
    let history = state.history();
    let (p1, p2) = match mode {
        Mode::Computer => ("You start", "Computer starts"),
        Mode::TwoPlayer => ("Player 1 starts", "Player 2 starts"),
    };
    let your_turn_note = match mode {
        Mode::Computer if state.to_move() == COMPUTER && !state.is_over() => "The computer's turn.",
        Mode::Computer if !state.is_over() => "Your turn: choose a cut.",
        _ => "",
    };
    html! {
        <section class="game panel" aria-labelledby="game-title">
            <h2 id="game-title">{"Play"}</h2>
            <div class="segmented" role="group" aria-label="Mode">
                <button type="button" data-testid="mode-two" aria-pressed={(mode == Mode::TwoPlayer).to_string()}
                    onclick={act(Action::SetMode(Mode::TwoPlayer))}>{"Two players"}</button>
                <button type="button" data-testid="mode-computer" aria-pressed={(mode == Mode::Computer).to_string()}
                    onclick={act(Action::SetMode(Mode::Computer))}>{"Against the computer"}</button>
            </div>
            <div class="segmented" role="group" aria-label="Who starts (restarts from the position on the table)">
                <button type="button" data-testid="start-1" aria-pressed={(starter == 1).to_string()}
                    onclick={act(Action::SetTurn(1))}>{p1}</button>
                <button type="button" data-testid="start-2" aria-pressed={(starter == 2).to_string()}
                    onclick={act(Action::SetTurn(2))}>{p2}</button>
            </div>
            <p class="turn" data-testid="turn">
                <span class={classes!("turn-dot", format!("p{}", state.to_move()))} aria-hidden="true"></span>
                {format!("{} to move. {your_turn_note}", state.player_name(state.to_move()))}
            </p>
            <div class="button-row">
                <button type="button" data-testid="hint" onclick={act(Action::Hint)} disabled={state.is_over()}>
                    {"Hint"}
                </button>
                <button type="button" data-testid="undo" onclick={act(Action::Undo)} disabled={!state.can_undo()}>
                    <span aria-hidden="true">{"↶ "}</span>{"Undo"}
                </button>
                <button type="button" data-testid="redo" onclick={act(Action::Redo)} disabled={!state.can_redo()}>
                    <span aria-hidden="true">{"↷ "}</span>{"Redo"}
                </button>
            </div>
            if let Some(hint) = &state.hint {
                <p class="hint-text" data-testid="hint-text">{hint_text(hint)}</p>
            }
            <p class="announce" data-testid="announce" aria-live="polite" role="status">{state.announce.clone()}</p>
            <h3>{"Moves"}</h3>
            if history.is_empty() {
                <p class="muted small" data-testid="history-empty">{"No moves yet."}</p>
            } else {
                <ol class="history" data-testid="history">
                    {history.into_iter().map(|line| html! { <li>{line}</li> }).collect::<Html>()}
                </ol>
            }
        </section>
    }
}
