//! Playing: mode, who starts, hint, undo, redo, play again, the record of
//! moves and the live announcements.

use crate::play::value::game_over_text;
use crate::route::Mode;
use crate::state::play::{hint_text, PlayAction};
use crate::state::PlayContext;
use grundy::catalogue::Record;
use grundy::session::HistoryLine;
use grundy::spec::AnyGame;
use grundy::Game;
use grundy::Player;
use yew::prelude::*;

/// One line of the record of moves, as the game's family writes it
/// ([`Record`]): `1. P1: (a) o3 → o2`, or `1. P1 flipped coin 1`.
pub fn record_line(game: &AnyGame, line: &HistoryLine) -> String {
    match game.entry().family.record() {
        Record::Notation => line.to_string(),
        Record::Words => format!(
            "{}. P{} {} {}",
            line.number,
            line.by.number(),
            game.words().past,
            line.described
        ),
    }
}

/// The game controls.
pub fn controls(state: &PlayContext) -> Html {
    let table = state.table();
    let session = &table.session;
    let d = state.dispatcher();
    let act = |action: PlayAction| {
        let d = d.clone();
        move |_: MouseEvent| d.dispatch(action.clone())
    };
    let mode = table.mode();
    let starter = session.first();
    let history = session.history();
    let over = session.is_over();
    let (p1, p2) = match mode {
        Mode::Computer => ("You start", "Computer starts"),
        Mode::TwoPlayer => ("Player 1 starts", "Player 2 starts"),
    };
    let to_move = session.to_move();
    let turn = match game_over_text(table) {
        // Said once, in the move list's banner; here the turn only stops.
        Some(_) => "No move is left.".to_string(),
        None => {
            let note = match mode {
                Mode::Computer if session.computer_to_move() => " The computer's turn.",
                Mode::Computer if !table.game_terminal() => " Your turn: choose a move.",
                _ => "",
            };
            format!("{} to move.{note}", table.player_name(to_move))
        }
    };
    let noun = table.game().words().noun;
    let turn_line = html! {
        <p class={classes!("turn", over.then_some("over"))} data-testid="turn">
            <span class={format!("turn-dot p{}", to_move.number())} aria-hidden="true"></span>
            {turn}
        </p>
    };
    // The hint is on show already, and so is the end of a game (in the move
    // list): their announcements are for screen readers alone.
    let mut announce_class = if over { "announce sr-only" } else { "announce" };
    let hint = table.hint.as_ref().map(|hint| {
        let text = hint_text(table, hint);
        if text == table.announce {
            announce_class = "announce sr-only";
        }
        html! { <p class="hint-text" data-testid="hint-text">{text}</p> }
    });
    let moves = html! {
        <>
            <h3>{format!("{}s", crate::games::capitalised(&noun))}</h3>
            if history.is_empty() {
                <p class="muted small" data-testid="history-empty">{format!("No {noun}s yet.")}</p>
            } else {
                <ol class="history" data-testid="history">
                    {for history.iter().map(|line| html! { <li>{record_line(table.game(), line)}</li> })}
                </ol>
            }
        </>
    };
    html! {
        <section class="game panel" aria-labelledby="game-title">
            <h2 id="game-title">{"Play"}</h2>
            <div class="segmented" role="group" aria-label="Mode">
                <button type="button" data-testid="mode-two" aria-pressed={(mode == Mode::TwoPlayer).to_string()}
                    onclick={act(PlayAction::SetMode(Mode::TwoPlayer))}>{"Two players"}</button>
                <button type="button" data-testid="mode-computer" aria-pressed={(mode == Mode::Computer).to_string()}
                    onclick={act(PlayAction::SetMode(Mode::Computer))}>{"Against the computer"}</button>
            </div>
            <div class="segmented" role="group" aria-label="Who starts (a new game from the position on the table)">
                <button type="button" data-testid="start-1" aria-pressed={(starter == Player::One).to_string()}
                    onclick={act(PlayAction::SetTurn(Player::One))}>{p1}</button>
                <button type="button" data-testid="start-2" aria-pressed={(starter == Player::Two).to_string()}
                    onclick={act(PlayAction::SetTurn(Player::Two))}>{p2}</button>
            </div>
            {turn_line}
            <div class="button-row">
                <button type="button" data-testid="hint" onclick={act(PlayAction::Hint)} disabled={over || table.game_terminal()}>
                    {"Hint"}
                </button>
                <button type="button" data-testid="undo" onclick={act(PlayAction::Undo)} disabled={!session.can_undo()}>
                    <span aria-hidden="true">{"↶ "}</span>{"Undo"}
                </button>
                <button type="button" data-testid="redo" onclick={act(PlayAction::Redo)} disabled={!session.can_redo()}>
                    <span aria-hidden="true">{"↷ "}</span>{"Redo"}
                </button>
                <button type="button" class="secondary" data-testid="play-again" onclick={act(PlayAction::PlayAgain)}
                    disabled={session.moves_made() == 0}>
                    {if over { "Play again" } else { "Start over" }}
                </button>
            </div>
            {hint}
            // Announced when its text changes, so an element of its own.
            <p class={announce_class} data-testid="announce" aria-live="polite" role="status">{table.announce.clone()}</p>
            {moves}
        </section>
    }
}
