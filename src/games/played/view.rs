//! What a game shows on the play page (the whole position or its parts'
//! pictures, the explanation and the editor), where each of its messages
//! goes, and the gate shown while its chunk loads.

use super::{failure, load, shown};
use crate::games::shown::{BoardMsg, Look, Scene, Shown};
use crate::state::play::{PlayAction, Table};
use crate::state::ui::UiAction;
use crate::state::{PlayContext, UiContext};
use grundy::catalogue::Layout;
use grundy::spec::AnyMove;
use grundy::Game;
use std::rc::Rc;
use yew::prelude::*;

/// How the table's game is shown, once its code is here.
pub fn shown_at(table: &Table) -> Option<Rc<dyn Shown>> {
    let engine = table.game().engine();
    if !engine.ready() {
        return None;
    }
    shown(&engine.spec())
}

/// The scene the table's game is drawn in, with `preview`'s effect drawn.
pub fn scene_with(state: &PlayContext, preview: Option<&AnyMove>) -> Scene {
    let table = state.table();
    Scene {
        position: table.position().clone(),
        preview: preview.cloned(),
        selected: table.selected,
        within: table.within(),
        live: !table.session.computer_to_move() && !table.session.is_over(),
        part: None,
        send: messages(state),
    }
}

/// The scene the table's game is drawn in, with the table's preview.
fn scene(state: &PlayContext) -> Scene {
    scene_with(state, state.table().preview.as_ref())
}

/// The whole position as the game draws it, above the cards; nothing for
/// a game whose parts are drawn on their cards.
pub fn board(state: &PlayContext) -> Html {
    let table = state.table();
    if table.game().entry().layout == Layout::Cards {
        return Html::default();
    }
    let Some(shown) = shown_at(table) else {
        return Html::default();
    };
    html! {
        <div class="dyn-board" data-testid="dyn-board">
            {shown.board(&scene(state))}
        </div>
    }
}

/// The picture of part `index`, as the game draws it on a card or beside
/// its move list, with `preview`'s effect drawn.
pub fn picture(state: &PlayContext, index: usize, preview: Option<&AnyMove>, look: Look) -> Html {
    match shown_at(state.table()) {
        Some(shown) => shown.picture(&scene_with(state, preview), index, look),
        None => Html::default(),
    }
}

/// The explanation and, for games drawn rather than typed, the editor.
pub fn panel(state: &PlayContext) -> Html {
    let Some(shown) = shown_at(state.table()) else {
        return Html::default();
    };
    let scene = scene(state);
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
                state.dispatch(PlayAction::PlayOnBoard(mv));
            }
        }
        BoardMsg::Select(i) => state.dispatch(PlayAction::Select(i)),
        BoardMsg::SelectWithin(c, k) => state.dispatch(PlayAction::SelectWithin(c, k)),
        BoardMsg::Edit(p) => state.dispatch(PlayAction::Start(p)),
    })
}

/// Shown while the chunk of the game on the table loads, or when it could
/// not: asks for it once (again after Try again) and, once here, has the
/// play state read the game again.
#[component]
pub fn Gate() -> Html {
    let state = use_context::<PlayContext>().expect("Gate is inside the app context");
    let ui = use_context::<UiContext>().expect("Gate is inside the app context");
    let table = state.table();
    let spec = table.game().engine().spec();
    // The games its position names whose code is not here (a sum's parts),
    // known once its own code is.
    let typed = table.game().format_position(table.position());
    let parts = crate::games::library::missing(table.game(), &typed);
    let tries = use_state(|| 0u32);
    // Drawn again as each chunk comes: the games the position names are
    // known once the game's own code is here, though the play state (whose
    // engines may all have come before) need not change.
    let refresh = use_force_update();
    {
        let (play, ui) = (state.dispatcher(), ui.dispatcher());
        use_effect_with(
            (spec.clone(), parts.clone(), *tries),
            move |(spec, parts, _)| {
                for asked in std::iter::once(spec).chain(parts) {
                    let (play, ui, what) = (play.clone(), ui.clone(), asked.clone());
                    let refresh = refresh.clone();
                    load(
                        asked,
                        Callback::from(move |()| {
                            match failure(&what) {
                                None => play.dispatch(PlayAction::EnginesReady),
                                Some(_) => ui.dispatch(UiAction::ContentArrived),
                            }
                            refresh.force_update();
                        }),
                    );
                }
            },
        );
    }
    let failed = std::iter::once(&spec)
        .chain(&parts)
        .find_map(|s| failure(s));
    match failed {
        Some(reason) => {
            let retry = move |_| tries.set(*tries + 1);
            html! {
                <div class="field-error" role="alert" data-testid="engines-failed">
                    <p>{format!("This game could not be loaded ({reason}).")}</p>
                    <button type="button" class="secondary" onclick={retry}>{"Try again"}</button>
                    <crate::release::NewRelease />
                </div>
            }
        }
        None => html! {
            <p class="muted loading" role="status" data-testid="engines-loading">{"Loading the game…"}</p>
        },
    }
}

/// True while the table's game waits for its chunk: its engine, or its face.
pub fn waiting(table: &Table) -> bool {
    let engine = table.game().engine();
    !engine.ready() || shown(&engine.spec()).is_none()
}

/// The intro paragraph, if the game has one; `None` until its code is
/// here.
pub fn intro(spec: &str) -> Option<Html> {
    shown(spec).and_then(|s| s.intro())
}

/// Said in place of a part of the play page that needs the game's chunk
/// while it is on its way.
pub fn loading() -> Html {
    html! { <p class="muted loading" role="status">{"Loading…"}</p> }
}
