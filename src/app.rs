//! `<App/>`: one reducer shared through a context, and the effects that tie
//! it to the browser (the address, the computer's pause, the embed height).

use crate::bridge::{Snapshot, REQUEST_EVENT};
use crate::components::cut_list::CutList;
use crate::components::extras_host::ExtrasHost;
use crate::components::game_controls::GameControls;
use crate::components::position_editor::PositionEditor;
use crate::components::surface_card::SurfaceCard;
use crate::components::toolbar::Toolbar;
use crate::components::value_panel::ValuePanel;
use crate::route::{self, View};
use crate::state::{computer_choice, Action, Nav, State};
use crate::storage;
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use grundy::Move;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// The shared state handle every component reads and dispatches to.
pub type AppContext = UseReducerHandle<State>;

/// How long the computer visibly "thinks" before it cuts, in milliseconds.
pub const COMPUTER_PAUSE_MS: u32 = 600;

/// At most this many surface cards are drawn; the rest are counted.
const MAX_CARDS: usize = 120;

fn current_hash() -> String {
    gloo::utils::window().location().hash().unwrap_or_default()
}

/// The whole page.
#[component]
pub fn App() -> Html {
    // The address, with what it leaves out restored from the last visit.
    let state = use_reducer(|| storage::initial_state(&current_hash(), storage::load()));

    // Remember preferences and the position for the next visit (not in an
    // embed, which is a view inside someone else's page).
    {
        let saved = (!state.embed).then(|| storage::Saved::of(&state));
        use_effect_with(saved, |saved| {
            if let Some(saved) = saved {
                storage::save(saved);
            }
        });
    }

    // Keep the address in step: a new history entry per move, so Back and
    // Forward walk through the game.
    {
        let nav = state.nav;
        use_effect_with(state.route(), move |route| {
            let hash = route::format(route);
            let window = gloo::utils::window();
            if window.location().hash().unwrap_or_default() != hash {
                if let Ok(history) = window.history() {
                    let _ = match nav {
                        Nav::Push => history.push_state_with_url(&JsValue::NULL, "", Some(&hash)),
                        Nav::Replace => {
                            history.replace_state_with_url(&JsValue::NULL, "", Some(&hash))
                        }
                    };
                }
            }
        });
    }

    // Back, Forward and edits of the address.
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            let window = gloo::utils::window();
            let follow =
                move |_: &Event| dispatcher.dispatch(Action::Route(route::parse(&current_hash())));
            let listeners = [
                EventListener::new(&window, "hashchange", follow.clone()),
                EventListener::new(&window, "popstate", follow),
            ];
            move || drop(listeners)
        });
    }

    // The computer's turn: show its choice, pause, then cut.
    {
        let dispatcher = state.dispatcher();
        let choice = computer_choice(&state);
        use_effect_with(state.revision, move |&revision| {
            let timer = choice.map(|mv: Move| {
                dispatcher.dispatch(Action::Think(mv, revision));
                Timeout::new(COMPUTER_PAUSE_MS, move || {
                    dispatcher.dispatch(Action::ComputerPlay(mv, revision))
                })
            });
            move || drop(timer)
        });
    }

    // Embedded: tell the parent page our height after every render and resize.
    {
        let embed = state.embed;
        use_effect(move || {
            if embed {
                post_height();
            }
        });
        use_effect_with(embed, |&embed| {
            let listener = embed
                .then(|| EventListener::new(&gloo::utils::window(), "resize", |_| post_height()));
            move || drop(listener)
        });
    }

    // Theme and projector view are attributes of the whole document, so
    // every rule (and the page background) can follow them.
    use_effect_with((state.theme, state.classroom), |&(theme, classroom)| {
        if let Some(root) = gloo::utils::document().document_element() {
            let _ = root.set_attribute("data-theme", theme.key());
            let _ = root.set_attribute("data-classroom", if classroom { "on" } else { "off" });
        }
    });

    // Requests from the extras module (a move from a teaching panel, a
    // surface from the builder); the reducer checks them.
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            let listener = EventListener::new(&gloo::utils::window(), REQUEST_EVENT, move |e| {
                let text = e
                    .dyn_ref::<web_sys::CustomEvent>()
                    .and_then(|e| e.detail().as_string());
                if let Some(text) = text {
                    dispatcher.dispatch(Action::FromExtras(text));
                }
            });
            move || drop(listener)
        });
    }
    let snapshot = Snapshot {
        position: state.position().clone(),
        selected: state.selected,
        over: state.is_over(),
        computer_to_move: state.computer_to_move(),
    }
    .to_text();

    let position = state.position().clone();
    let values = position.values();
    let preview = state.preview;
    let on_select = {
        let d = state.dispatcher();
        Callback::from(move |i: usize| d.dispatch(Action::Select(i)))
    };
    let on_remove = {
        let d = state.dispatcher();
        Callback::from(move |i: usize| d.dispatch(Action::RemoveSurface(i)))
    };
    let cards: Html = position
        .surfaces()
        .iter()
        .take(MAX_CARDS)
        .enumerate()
        .map(|(i, &surface)| {
            let fresh = state.fresh.contains(&i);
            // A fresh key remounts the card, so its entry transition plays.
            let key = if fresh {
                format!("{i}-{surface}-r{}", state.revision)
            } else {
                format!("{i}-{surface}")
            };
            html! {
                <SurfaceCard
                    {key}
                    index={i}
                    {surface}
                    value={values[i].get()}
                    selected={state.selected == Some(i)}
                    cut={preview.filter(|m| m.component == i).map(|m| m.cut)}
                    {fresh}
                    compact={state.embed}
                    on_select={on_select.clone()}
                    on_remove={on_remove.clone()}
                />
            }
        })
        .collect();
    let hidden = position.len().saturating_sub(MAX_CARDS);
    let notice = state.notice.clone().map(|text| {
        let d = state.dispatcher();
        html! {
            <div class="notice" role="alert" data-testid="notice">
                <p>{text}</p>
                <button type="button" class="ghost" onclick={move |_| d.dispatch(Action::DismissNotice)}>{"Dismiss"}</button>
            </div>
        }
    });

    html! {
        <ContextProvider<AppContext> context={state.clone()}>
            <div id="app-root" class={classes!("app", state.embed.then_some("embed"))}>
                if !state.embed {
                    <header class="masthead">
                        <h1>{"The manifold decomposition game"}</h1>
                        <p class="lede">
                            {"Two players take turns cutting a surface along a closed curve and capping the holes. "}
                            {"Whoever cannot cut loses. Values from Berman and Leonard's closed forms, exact at every genus."}
                        </p>
                    </header>
                }
                if state.embed {
                    <header class="sr-only"><h1>{"The manifold decomposition game"}</h1></header>
                }
                {notice}
                if !state.embed {
                    <nav class="tabs" aria-label="Pages">
                        { for View::ALL.into_iter().map(|v| {
                            let d = state.dispatcher();
                            let current = state.view == v;
                            html! {
                                <button type="button" class={classes!("tab", current.then_some("current"))}
                                    data-testid={format!("tab-{}", v.key())}
                                    aria-current={current.then_some("page")}
                                    onclick={move |_| d.dispatch(Action::SetView(v))}>
                                    {v.label()}
                                </button>
                            }
                        }) }
                        <Toolbar />
                    </nav>
                }
                if state.view != View::Play && !state.embed {
                    <main class="page"><ExtrasHost part={state.view.key()} /></main>
                } else {
                <main class="layout">
                    <div class="play-area">
                        <ValuePanel />
                        <section class="board" aria-label="Surfaces in play">
                            <ul class="cards">{cards}</ul>
                            if hidden > 0 {
                                <p class="muted">{format!("… and {hidden} more surfaces, not drawn.")}</p>
                            }
                            if position.is_empty() {
                                <p class="muted">{"No surfaces: add one or pick a preset."}</p>
                            }
                        </section>
                        <CutList />
                        if !state.embed {
                            <ExtrasHost part="teach" state={snapshot} />
                        }
                    </div>
                    <aside class="side">
                        <GameControls />
                        <PositionEditor />
                    </aside>
                </main>
                }
                if !state.embed {
                    <footer class="foot">
                        <p>{"Notation: o"}<var>{"g"}</var>{" is a sphere with g handles, n"}<var>{"g"}</var>
                        {" a sphere with g cross-caps; join surfaces with +, connected sums with #, copies with 3*n2."}</p>
                    </footer>
                }
            </div>
        </ContextProvider<AppContext>>
    }
}

fn post_height() {
    let window = gloo::utils::window();
    let Ok(Some(parent)) = window.parent() else {
        return;
    };
    let Some(root) = gloo::utils::document().get_element_by_id("app-root") else {
        return;
    };
    let height = root.scroll_height();
    let message = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&message, &"context".into(), &"iframe.resize".into());
    let _ = js_sys::Reflect::set(&message, &"height".into(), &JsValue::from(height));
    let _ = parent.post_message(&message, "*");
}
