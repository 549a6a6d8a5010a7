//! `<App/>`: the three state contexts, the page chrome, the router between
//! pages, and the effects that tie the state to the browser (the address,
//! saved data, the computer's pause, the theme, the embed height).

use crate::pages::builder::BuilderPage;
use crate::pages::series::{use_verification, SeriesPage, Verification};
use crate::play::page::PlayPage;
use crate::play::toolbar::Toolbar;
use crate::route::{self, Route, View};
use crate::state::pages::{Pages, PagesAction};
use crate::state::play::{computer_choice, Nav, PlayAction, PlayState};
use crate::state::prefs::{Prefs, PrefsAction};
use crate::state::{PagesContext, PlayContext, PrefsContext};
use crate::storage::{self, Saved};
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use grundy::spec::AnyGame;
use grundy::Game;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// How long the computer visibly "thinks" before it moves, in milliseconds.
pub const COMPUTER_PAUSE_MS: u32 = 600;

fn current_hash() -> String {
    gloo::utils::window().location().hash().unwrap_or_default()
}

/// The route the three states describe together.
fn route_of(play: &PlayState, prefs: &Prefs, pages: &Pages) -> Route {
    let t = play.table();
    Route {
        game: t.game().clone(),
        position: t.position().clone(),
        mode: t.mode(),
        turn: t.session.to_move(),
        embed: prefs.embed,
        view: pages.view,
        theme: prefs.theme,
        classroom: prefs.classroom,
        series_n: pages.series_n,
        verify: pages.verify,
        build: pages.build.clone(),
    }
}

/// One tab of the page's navigation.
struct Tab {
    label: &'static str,
    key: &'static str,
    view: View,
    game: Option<&'static str>,
}

const TABS: [Tab; 4] = [
    Tab {
        label: "Surface game",
        key: "play",
        view: View::Play,
        game: Some("manifold"),
    },
    Tab {
        label: "G-series",
        key: "series",
        view: View::Series,
        game: None,
    },
    Tab {
        label: "Nim primer",
        key: "nim",
        view: View::Play,
        game: Some("nim"),
    },
    Tab {
        label: "Surface builder",
        key: "builder",
        view: View::Builder,
        game: None,
    },
];

/// The whole page.
#[component]
pub fn App() -> Html {
    // The address, with what it leaves out restored from the last visit.
    let start = use_memo((), |_| {
        storage::merge(route::parse(&current_hash()), storage::load())
    });
    let play = use_reducer(|| {
        let mut s = PlayState::from_route(&start.0);
        if start.1 {
            s.notice = Some(match s.notice.take() {
                Some(n) => format!("{n} {}", storage::RESET_NOTICE),
                None => storage::RESET_NOTICE.to_string(),
            });
        }
        s
    });
    let prefs = use_reducer(|| Prefs::from_route(&start.0.route));
    let pages = use_reducer(|| Pages::from_route(&start.0.route));
    let verification = use_verification();

    // Remember preferences and the game for the next visit (not in an
    // embed, which is a view inside someone else's page).
    {
        let t = play.table();
        let saved = (!prefs.embed).then(|| Saved {
            theme: prefs.theme,
            classroom: prefs.classroom,
            mode: t.mode(),
            game: t.game().clone(),
            position: t.position().clone(),
            turn: t.session.to_move(),
        });
        use_effect_with(saved, |saved| {
            if let Some(saved) = saved {
                storage::save(saved);
            }
        });
    }

    // Keep the address in step: a new history entry per move, so Back and
    // Forward walk through the game.
    {
        let nav = play.nav;
        use_effect_with(route_of(&play, &prefs, &pages), move |route| {
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
        let (play, prefs, pages) = (play.dispatcher(), prefs.dispatcher(), pages.dispatcher());
        use_effect_with((), move |_| {
            let window = gloo::utils::window();
            let follow = move |_: &Event| {
                let parsed = route::parse(&current_hash());
                let r = parsed.route.clone();
                prefs.dispatch(PrefsAction::Follow(r.theme, r.classroom, r.embed));
                pages.dispatch(PagesAction::Follow(Box::new(r)));
                play.dispatch(PlayAction::Follow(parsed));
            };
            let listeners = [
                EventListener::new(&window, "hashchange", follow.clone()),
                EventListener::new(&window, "popstate", follow),
            ];
            move || drop(listeners)
        });
    }

    // The computer's turn: show its choice, pause, then move.
    {
        let dispatcher = play.dispatcher();
        let choice = computer_choice(&play);
        let revision = play.table().session.revision();
        use_effect_with((play.current, revision), move |&(_, revision)| {
            let timer = choice.map(|mv| {
                dispatcher.dispatch(PlayAction::Think(mv.clone(), revision));
                Timeout::new(COMPUTER_PAUSE_MS, move || {
                    dispatcher.dispatch(PlayAction::ComputerPlay(mv, revision))
                })
            });
            move || drop(timer)
        });
    }

    // Embedded: tell the parent page our height when it changes.
    {
        let embed = prefs.embed;
        let last = use_mut_ref(|| -1);
        let posted = last.clone();
        use_effect(move || {
            if embed {
                post_height(&posted);
            }
        });
        use_effect_with(embed, move |&embed| {
            let listener = embed.then(|| {
                EventListener::new(&gloo::utils::window(), "resize", move |_| {
                    post_height(&last)
                })
            });
            move || drop(listener)
        });
    }

    // Theme and projector view are attributes of the whole document, so
    // every rule (and the page background) can follow them.
    use_effect_with((prefs.theme, prefs.classroom), |&(theme, classroom)| {
        if let Some(root) = gloo::utils::document().document_element() {
            let _ = root.set_attribute("data-theme", theme.key());
            let _ = root.set_attribute("data-classroom", if classroom { "on" } else { "off" });
        }
    });

    let notice = play.notice.clone().map(|text| {
        let d = play.dispatcher();
        html! {
            <div class="notice" role="alert" data-testid="notice">
                <p>{text}</p>
                <button type="button" class="ghost" onclick={move |_| d.dispatch(PlayAction::DismissNotice)}>{"Dismiss"}</button>
            </div>
        }
    });
    let embed = prefs.embed;
    let spec = play.table().game().spec();
    let tabs: Html = TABS
        .iter()
        .map(|tab| {
            let current = pages.view == tab.view && tab.game.is_none_or(|g| g == spec);
            let (play, pages) = (play.dispatcher(), pages.dispatcher());
            let (view, game) = (tab.view, tab.game);
            let onclick = move |_| {
                if let Some(game) = game.and_then(|g| AnyGame::from_spec(g).ok()) {
                    play.dispatch(PlayAction::SwitchGame(game));
                }
                pages.dispatch(PagesAction::Show(view));
            };
            html! {
                <button type="button" class={classes!("tab", current.then_some("current"))}
                    data-testid={format!("tab-{}", tab.key)} aria-current={current.then_some("page")} {onclick}>
                    {tab.label}
                </button>
            }
        })
        .collect();
    let page = match (embed, pages.view) {
        (false, View::Series) => html! { <SeriesPage /> },
        (false, View::Builder) => html! { <BuilderPage /> },
        _ => html! { <PlayPage /> },
    };
    let title = play.table().game().name();

    html! {
        <ContextProvider<PlayContext> context={play.clone()}>
        <ContextProvider<PrefsContext> context={prefs.clone()}>
        <ContextProvider<PagesContext> context={pages.clone()}>
        <ContextProvider<Rc<Verification>> context={verification}>
            <div id="app-root" class={classes!("app", embed.then_some("embed"))}>
                if embed {
                    <header class="sr-only"><h1>{title}</h1></header>
                } else {
                    <header class="masthead">
                        <h1>{"The manifold decomposition game"}</h1>
                        <p class="lede">
                            {"Two players take turns cutting a surface along a closed curve and capping the holes. "}
                            {"Whoever cannot cut loses. Values from Berman and Leonard's closed forms, exact at every genus."}
                        </p>
                    </header>
                }
                {notice}
                if !embed {
                    <nav class="tabs" aria-label="Pages">
                        {tabs}
                        <Toolbar />
                    </nav>
                }
                {page}
                if !embed {
                    <footer class="foot">
                        <p>{"Notation: o"}<var>{"g"}</var>{" is a sphere with g handles, n"}<var>{"g"}</var>
                        {" a sphere with g cross-caps; join surfaces with +, connected sums with #, copies with 3*n2. Heaps are written 3 + 5 + 7."}</p>
                    </footer>
                }
            </div>
        </ContextProvider<Rc<Verification>>>
        </ContextProvider<PagesContext>>
        </ContextProvider<PrefsContext>>
        </ContextProvider<PlayContext>>
    }
}

/// Posts the page's height to the parent frame, once per change of height.
fn post_height(last: &RefCell<i32>) {
    let window = gloo::utils::window();
    let Ok(Some(parent)) = window.parent() else {
        return;
    };
    let Some(root) = gloo::utils::document().get_element_by_id("app-root") else {
        return;
    };
    let height = root.scroll_height();
    if last.replace(height) == height {
        return;
    }
    let message = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&message, &"context".into(), &"iframe.resize".into());
    let _ = js_sys::Reflect::set(&message, &"height".into(), &JsValue::from(height));
    let _ = parent.post_message(&message, "*");
}
