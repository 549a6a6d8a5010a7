//! What a game of a chunk shows on the play page (the whole position, the
//! explanation and the editor), where each of its messages goes, and the
//! gate shown while its chunk loads.

use super::{facts, failure, load, shown};
use crate::games::shown::{BoardMsg, Scene, Shown};
use crate::state::play::{PlayAction, Table};
use crate::state::ui::UiAction;
use crate::state::{PlayContext, UiContext};
use grundy::dynamic::{DynMove, DynPosition};
use grundy::spec::{AnyGame, AnyMove, AnyPosition};
use grundy::Game;
use std::rc::Rc;
use yew::prelude::*;

/// How the table's game is shown and the position on it, once its
/// chunk is here.
fn shown_at(table: &Table) -> Option<(Rc<dyn Shown>, DynPosition)> {
    match (table.game().base(), table.position()) {
        (AnyGame::Dyn(g), AnyPosition::Dyn(p)) if g.ready() => Some((shown(&g.spec())?, p.clone())),
        _ => None,
    }
}

/// The scene the table's game is drawn in.
fn scene(state: &PlayContext, position: DynPosition) -> Scene {
    let table = state.table();
    let preview: Option<DynMove> = match &table.preview {
        Some(AnyMove::Dyn(m)) => Some(m.clone()),
        _ => None,
    };
    Scene {
        position,
        preview,
        selected: table.selected,
        within: table.within(),
        live: !table.session.computer_to_move() && !table.session.is_over(),
        part: None,
        send: messages(state),
    }
}

/// The whole position as the game draws it, above the cards.
pub fn board(state: &PlayContext) -> Html {
    let Some((shown, position)) = shown_at(state.table()) else {
        return Html::default();
    };
    html! {
        <div class="dyn-board" data-testid="dyn-board">
            {shown.board(&scene(state, position))}
        </div>
    }
}

/// The explanation and, for games drawn rather than typed, the editor.
pub fn panel(state: &PlayContext) -> Html {
    let Some((shown, position)) = shown_at(state.table()) else {
        return Html::default();
    };
    let scene = scene(state, position);
    html! {
        <div class="dyn-panel" data-testid="dyn-panel">
            if let Some(editor) = shown.editor(&scene) {
                <section class="panel dyn-editor" data-testid="dyn-editor">{editor}</section>
            }
            <div class="dyn-explain" data-testid="dyn-explain">{shown.explain(&scene)}</div>
        </div>
    }
}

/// Where the board's messages go: a move (while a person may move), a
/// choice or a new position, to the play state.
fn messages(state: &PlayContext) -> Callback<BoardMsg> {
    let state = state.clone();
    Callback::from(move |m: BoardMsg| match m {
        BoardMsg::Play(mv) => {
            let session = &state.table().session;
            if !session.computer_to_move() && !session.is_over() {
                state.dispatch(PlayAction::PlayOnBoard(AnyMove::Dyn(mv)));
            }
        }
        BoardMsg::Select(i) => state.dispatch(PlayAction::Select(i)),
        BoardMsg::SelectWithin(c, k) => state.dispatch(PlayAction::SelectWithin(c, k)),
        BoardMsg::Edit(p) => state.dispatch(PlayAction::Start(AnyPosition::Dyn(p))),
    })
}

/// Shown while the chunk of the game on the table loads, or when it could
/// not: asks for it and, once here, has the play state read the game
/// again.
pub fn gate(state: &PlayContext, ui: &UiContext) -> Html {
    let spec = state.table().game().base().spec();
    let arrive = {
        let (state, ui) = (state.clone(), ui.clone());
        Callback::from(
            move |()| match failure(&state.table().game().base().spec()) {
                None => state.dispatch(PlayAction::EnginesReady),
                Some(_) => ui.dispatch(UiAction::ContentArrived),
            },
        )
    };
    match failure(&spec) {
        Some(reason) => {
            let retry = move |_| load(&spec, arrive.clone());
            html! {
                <div class="field-error" role="alert" data-testid="engines-failed">
                    <p>{format!("This game could not be loaded ({reason}).")}</p>
                    <button type="button" class="secondary" onclick={retry}>{"Try again"}</button>
                    <crate::release::NewRelease />
                </div>
            }
        }
        None => {
            load(&spec, arrive);
            html! {
                <p class="muted loading" role="status" data-testid="engines-loading">{"Loading the game…"}</p>
            }
        }
    }
}

/// True when the table's game is one of a chunk's, not yet here.
pub fn waiting(table: &Table) -> bool {
    matches!(table.game().base(), AnyGame::Dyn(g) if !g.ready())
}

/// The intro paragraph; `None` until the chunk is here.
pub fn intro(spec: &str) -> Option<Html> {
    facts(spec).map(|f| f.intro)
}

/// Said in place of a part of the play page that needs the game's chunk
/// while it is on its way.
pub fn loading() -> Html {
    html! { <p class="muted loading" role="status">{"Loading…"}</p> }
}
