//! Page-wide settings: colour theme, the projector (classroom) view, full
//! screen, and the keyboard shortcuts.

use crate::panels::share::ShareProps;
use crate::panels::SharePanel;
use crate::play::shortcuts::Shortcuts;
use crate::route::Theme;
use crate::state::ui::UiAction;
use crate::state::{PlayContext, UiContext};
use gloo::events::EventListener;
use grundy::Game;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

fn is_fullscreen() -> bool {
    gloo::utils::document().fullscreen_element().is_some()
}

/// Asks for full screen (or leaves it); a refusal (no permission, an
/// iframe without `allowfullscreen`) is reported through `on_error`.
fn toggle_fullscreen(on_error: Callback<String>) {
    let document = gloo::utils::document();
    if is_fullscreen() {
        document.exit_fullscreen();
        return;
    }
    if !document.fullscreen_enabled() {
        on_error.emit("This browser or page does not allow full screen here.".to_string());
        return;
    }
    let Some(root) = document.document_element() else {
        return;
    };
    // requestFullscreen returns a promise in current browsers; its rejection
    // must be caught, or it surfaces as an uncaught error.
    let request = js_sys::Reflect::get(&root, &JsValue::from_str("requestFullscreen"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(request) = request else {
        on_error.emit("This browser does not support full screen.".to_string());
        return;
    };
    match request.call0(&root) {
        Ok(result) => {
            if let Ok(promise) = result.dyn_into::<js_sys::Promise>() {
                let refused = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| {
                    on_error.emit("Full screen was refused by the browser.".to_string())
                });
                let _ = promise.catch(&refused);
                // The browser calls it at most once, after this function returns.
                refused.forget();
            }
        }
        Err(_) => on_error.emit("Full screen was refused by the browser.".to_string()),
    }
}

/// Theme, classroom, full-screen and shortcut controls.
#[component]
pub fn Toolbar() -> Html {
    let state = use_context::<UiContext>().expect("the app provides its preferences");
    // Drawn again on every move, so the Share panel's link is the view's;
    // the embedded frame is titled by the game on the table.
    let share_title = use_context::<PlayContext>()
        .map(|p| p.table().game().name())
        .unwrap_or_default();
    let sharing = use_state(|| false);
    let fullscreen = use_state(is_fullscreen);
    let problem = use_state(|| None::<String>);
    {
        let fullscreen = fullscreen.clone();
        use_effect_with((), move |_| {
            let listener =
                EventListener::new(&gloo::utils::document(), "fullscreenchange", move |_| {
                    fullscreen.set(is_fullscreen())
                });
            move || drop(listener)
        });
    }
    let on_theme = {
        let d = state.dispatcher();
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(t) = Theme::ALL.into_iter().find(|t| t.key() == value) {
                d.dispatch(UiAction::SetTheme(t));
            }
        })
    };
    let classroom = state.classroom;
    let toggle = {
        let d = state.dispatcher();
        move |_| d.dispatch(UiAction::SetClassroom(!classroom))
    };
    let on_fullscreen = {
        let problem = problem.clone();
        move |_| {
            problem.set(None);
            let problem = problem.clone();
            toggle_fullscreen(Callback::from(move |text| problem.set(Some(text))));
        }
    };
    html! {
        <div class="toolbar">
            <label class="theme-select">
                {"Theme "}
                <select data-testid="theme" onchange={on_theme}>
                    { for Theme::ALL.into_iter().map(|t| html! {
                        <option value={t.key()} selected={state.theme == t}>{t.key()}</option>
                    }) }
                </select>
            </label>
            <button type="button" class="secondary" data-testid="classroom" aria-pressed={classroom.to_string()} onclick={toggle}>
                {"Classroom view"}
            </button>
            <button type="button" class="secondary" data-testid="fullscreen" onclick={on_fullscreen}>
                if *fullscreen { {"Exit full screen"} } else { {"Full screen"} }
            </button>
            <button type="button" class="secondary" data-testid="share-open" aria-expanded={sharing.to_string()}
                onclick={{ let sharing = sharing.clone(); move |_| sharing.set(!*sharing) }}>{"Share"}</button>
            <Shortcuts />
            if let Some(text) = (*problem).clone() {
                <p class="toolbar-problem" role="status" data-testid="fullscreen-problem">{text}</p>
            }
            if *sharing {
                <div class="share-wrap">
                    <SharePanel ..ShareProps {
                        address: gloo::utils::window().location().href().unwrap_or_default().into(),
                        title: share_title.clone().into(),
                    } />
                </div>
            }
        </div>
    }
}
