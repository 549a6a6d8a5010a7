//! What the game's module shows on the play page (the whole position, the
//! explanation and the editor), drawn by the page from the module's typed
//! views ([`super::drawn`]), where each message of a view goes, and the
//! gate shown while the module loads.

use super::blocks::ViewMsg;
use super::call::{failure, info, load};
pub use super::drawn::use_coming;
use super::drawn::{prefetch, Drawn};
use crate::engines::protocol::{EditorState, EngineRequest};
use crate::state::play::{PlayAction, Table};
use crate::state::ui::UiAction;
use crate::state::{PlayContext, UiContext};
use grundy::dynamic::DynMove;
use grundy::spec::{AnyGame, AnyMove, AnyPosition};
use grundy::Game;
use std::cell::RefCell;
use yew::prelude::*;

thread_local! {
    /// The explanation's walkthrough step and the editor's state, for the
    /// position they were set on.
    static PANEL: RefCell<(String, usize, EditorState)> = const { RefCell::new((String::new(), 0, EditorState::Start)) };
}

/// The game and position of a table of the module's games, as text.
fn parts(table: &Table) -> Option<(String, String)> {
    match (table.game().base(), table.position()) {
        (AnyGame::Dyn(g), AnyPosition::Dyn(p)) if g.ready() => Some((g.spec(), p.clone())),
        _ => None,
    }
}

fn preview_of(mv: Option<&AnyMove>) -> Option<DynMove> {
    match mv {
        Some(AnyMove::Dyn(m)) => Some(m.clone()),
        _ => None,
    }
}

/// The move written `text`, read in the table's position, when a person
/// may move now.
fn read_move(table: &Table, text: &str) -> Option<AnyMove> {
    if table.session.computer_to_move() || table.session.is_over() {
        return None;
    }
    // Read by the game's text interface alone, so the page's own games'
    // move readers stay out of this path.
    match (table.game().base(), table.position()) {
        (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => g.parse_move(p, text).ok().map(AnyMove::Dyn),
        _ => None,
    }
}

/// The whole position as the game draws it, above the cards.
pub fn board(state: &PlayContext, ui: &UiContext) -> Html {
    let table = state.table();
    let Some((spec, position)) = parts(table) else {
        return Html::default();
    };
    let request = EngineRequest::Board {
        spec,
        position,
        preview: preview_of(table.preview.as_ref()),
        selected: table.selected,
        within: table.within(),
    };
    html! {
        <div class="dyn-board" data-testid="dyn-board">
            <Drawn {request} onmsg={messages(state, ui)} />
        </div>
    }
}

/// The explanation and, for games drawn rather than typed, the editor.
/// The walkthrough's step and the editor's state belong to the position
/// they were set on, and start again on another.
pub fn panel(state: &PlayContext, ui: &UiContext) -> Html {
    let table = state.table();
    let Some((spec, position)) = parts(table) else {
        return Html::default();
    };
    let key = format!("{spec}|{position}");
    let (step, editor) = PANEL.with_borrow_mut(|p| {
        if p.0 != key {
            *p = (key, 0, EditorState::Start);
        }
        (p.1, p.2.clone())
    });
    let explain = EngineRequest::Explain {
        spec: spec.clone(),
        position: position.clone(),
        selected: table.selected,
        step,
    };
    let edit = EngineRequest::Editor {
        spec,
        position,
        state: editor,
    };
    let onmsg = messages(state, ui);
    html! {
        <div class="dyn-panel" data-testid="dyn-panel">
            <Drawn request={edit} onmsg={onmsg.clone()} />
            <div class="dyn-explain" data-testid="dyn-explain">
                <Drawn request={explain} {onmsg} />
            </div>
        </div>
    }
}

/// Where a view's messages go: the walkthrough's step and the editor's
/// state are the panel's, a new position, a move or a choice the play
/// state's.
fn messages(state: &PlayContext, ui: &UiContext) -> Callback<ViewMsg> {
    let (state, ui) = (state.clone(), ui.clone());
    Callback::from(move |m: ViewMsg| match m {
        ViewMsg::State(s) => {
            PANEL.with_borrow_mut(|p| p.2 = s);
            ui.dispatch(UiAction::ContentArrived);
        }
        ViewMsg::Step(n) => {
            PANEL.with_borrow_mut(|p| p.1 = n);
            ui.dispatch(UiAction::ContentArrived);
        }
        ViewMsg::Edit(text) => state.dispatch(PlayAction::Preset(text)),
        ViewMsg::Play(text) => {
            if let Some(mv) = read_move(state.table(), &text) {
                state.dispatch(PlayAction::Play(mv));
            }
        }
        ViewMsg::Select(i) => state.dispatch(PlayAction::Select(i)),
        ViewMsg::SelectWithin(c, k) => state.dispatch(PlayAction::SelectWithin(c, k)),
    })
}

/// Shown while the module of the game on the table loads, or when it
/// could not: asks for it and, once here, has the play state read the game
/// again.
pub fn gate(state: &PlayContext, ui: &UiContext) -> Html {
    let spec = state.table().game().base().spec();
    let arrive = {
        let (state, ui) = (state.clone(), ui.clone());
        move |outcome: Result<(), String>| match outcome {
            Ok(()) => state.dispatch(PlayAction::EnginesReady),
            Err(_) => ui.dispatch(UiAction::ContentArrived),
        }
    };
    match failure(&spec) {
        Some(reason) => {
            let retry = move |_| load(&spec, arrive.clone());
            html! {
                <div class="field-error" role="alert" data-testid="engines-failed">
                    <p>{format!("This game could not be loaded ({reason}).")}</p>
                    <button type="button" class="secondary" onclick={retry}>{"Try again"}</button>
                </div>
            }
        }
        None => {
            load(&spec, arrive);
            prefetch();
            html! {
                <p class="muted loading" role="status" data-testid="engines-loading">{"Loading the game…"}</p>
            }
        }
    }
}

/// True when the table's game is one of the module's, not yet here.
pub fn waiting(table: &Table) -> bool {
    matches!(table.game().base(), AnyGame::Dyn(g) if !g.ready())
}

/// True while the play page holds back a game of the modules: its module
/// or the chunk that draws its board is on its way (`views_coming`, from
/// [`use_coming`]; a chunk that could not come is said where the board
/// would be, with Try again).
pub fn held(table: &Table, views_coming: bool) -> bool {
    waiting(table) || (matches!(table.game().base(), AnyGame::Dyn(_)) && views_coming)
}

/// The intro paragraph; `None` until the module is here.
pub fn intro(spec: &str) -> Option<Html> {
    info(spec).map(|f| Html::from_html_unchecked(AttrValue::from(f.info.intro.clone())))
}

/// Said in place of a part of the play page that needs the game's module
/// while it is on its way.
pub fn loading() -> Html {
    html! { <p class="muted loading" role="status">{"Loading…"}</p> }
}
