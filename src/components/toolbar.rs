//! Page-wide settings: colour theme and the projector (classroom) view.

use crate::app::AppContext;
use crate::route::Theme;
use crate::state::Action;
use yew::prelude::*;

/// Theme and classroom switches.
#[component]
pub fn Toolbar() -> Html {
    let state = use_context::<AppContext>().expect("the app provides its state");
    let on_theme = {
        let d = state.dispatcher();
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(t) = Theme::ALL.into_iter().find(|t| t.key() == value) {
                d.dispatch(Action::SetTheme(t));
            }
        })
    };
    let classroom = state.classroom;
    let toggle = {
        let d = state.dispatcher();
        move |_| d.dispatch(Action::SetClassroom(!classroom))
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
            <button type="button" data-testid="classroom" aria-pressed={classroom.to_string()} onclick={toggle}>
                {"Classroom view"}
            </button>
        </div>
    }
}
