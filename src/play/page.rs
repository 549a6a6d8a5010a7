//! The play page's layout: the value and the board, the selected
//! component's moves beside its picture, the controls and the editor, and
//! the game's explanation.

use crate::games;
use crate::play::board::board;
use crate::play::controls::controls;
use crate::play::editor::PositionEditor;
use crate::play::moves::MoveList;
use crate::play::value::value_panel;
use crate::state::play::PlayAction;
use crate::state::{PlayContext, UiContext};
use yew::prelude::*;

/// A strip with the turn and Undo, kept in view on small screens, so a
/// tap on a move shows its effect at once.
fn turn_strip(state: &PlayContext) -> Html {
    let table = state.table();
    let session = &table.session;
    // The end of a game is said in the move list; the strip only stops.
    let text = match session.winner() {
        Some(_) => "No move is left.".to_string(),
        None => format!("{} to move.", table.player_name(session.to_move())),
    };
    let last = session
        .history()
        .last()
        .map(|l| crate::play::controls::record_line(table.game(), l));
    let (undo, hint) = (state.dispatcher(), state.dispatcher());
    html! {
        <div class="turn-strip" data-testid="turn-strip">
            <p>
                <span class="strip-turn">{text}</span>
                if let Some(last) = last {
                    <span class="strip-last muted">{format!(" Last: {last}")}</span>
                }
            </p>
            <div class="strip-buttons">
                <button type="button" class="secondary" disabled={session.is_over() || table.game_terminal()}
                    onclick={move |_| hint.dispatch(PlayAction::Hint)}>{"Hint"}</button>
                <button type="button" class="secondary" disabled={!session.can_undo()}
                    onclick={move |_| undo.dispatch(PlayAction::Undo)}>{"Undo"}</button>
            </div>
        </div>
    }
}

/// Whether the window is larger than a phone's, held either way (the
/// style sheet folds the page's chrome below these sizes too).
fn wide() -> bool {
    gloo::utils::window()
        .match_media("(min-width: 641px) and (min-height: 501px)")
        .ok()
        .flatten()
        .is_none_or(|m| m.matches())
}

/// The play page.
#[component]
pub fn PlayPage() -> Html {
    let state = use_context::<PlayContext>().expect("PlayPage is inside the app context");
    let ui = use_context::<UiContext>().expect("PlayPage is inside the app context");
    let table = state.table();
    let embed = ui.embed;
    let waiting = games::played::view::waiting(table);
    let beside = games::draws_board(table) && !embed;
    // Drawn only once the values are there: a board asks for them (a row
    // of coins by a rule would otherwise work out at once, on this thread,
    // the table being prepared a slice at a time).
    let drawn = || {
        html! {
            <>
                {games::played::view::board(&state)}
                {board(&state, embed, ui.classroom)}
            </>
        }
    };
    let moves = || {
        html! {
            <>
                {turn_strip(&state)}
                <MoveList classroom={ui.classroom} />
            </>
        }
    };
    html! {
        <main class={classes!("layout", embed.then_some("compact"))}>
            <div class="play-area">
                if let (false, Some(intro)) = (embed, games::intro(table.game())) {
                    // Open where there is room; on a phone and a projector, on demand.
                    <details class="intro" open={wide() && !ui.classroom}>
                        <summary>{"About this game"}</summary>
                        {intro}
                    </details>
                }
                // A game played from text is played once its module is
                // here: until then the page says it is loading, and shows
                // nothing that would need the module's answers.
                if waiting {
                    <games::played::view::Gate />
                } else if !table.prepared() {
                    <crate::play::prepare::Preparing />
                } else {
                    {value_panel(&state)}
                    if beside {
                        // Where there is room, the moves stand beside the
                        // board, as a surface's cuts stand beside its picture.
                        <div class="table-top">
                            <div class="table-board">{drawn()}</div>
                            {moves()}
                        </div>
                    } else {
                        {drawn()}
                        {moves()}
                    }
                    if !embed {
                        {games::explanation(&state, &ui)}
                    }
                }
            </div>
            <aside class="side">
                if !waiting {
                    {controls(&state)}
                    <PositionEditor />
                }
            </aside>
        </main>
    }
}
