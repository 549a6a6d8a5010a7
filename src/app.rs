//! `<App/>`: the three state contexts, the page chrome, the router between
//! pages, and the effects that tie the state to the browser (the address,
//! saved data, the computer's pause, the theme, the embed height).

mod masthead;

use crate::pages::builder::BuilderPage;
use crate::pages::lab::LabPage;
use crate::pages::series::SeriesPage;
use crate::play::page::PlayPage;
use crate::play::toolbar::Toolbar;
use crate::route::{self, Route, View};
use crate::state::play::{computer_choice, Nav, PlayAction, PlayState};
use crate::state::ui::{Ui, UiAction};
use crate::state::{PlayContext, UiContext};
use crate::storage::{self, Saved};
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use grundy::catalogue::{Family, Tabs};
use grundy::spec::AnyGame;
use grundy::Game;
use sync::{post_height, watch_size, Synced};
use wasm_bindgen::JsValue;
use yew::prelude::*;

mod sync;

/// How long the computer visibly "thinks" before it moves, in milliseconds.
pub const COMPUTER_PAUSE_MS: u32 = 600;

fn current_hash() -> String {
    gloo::utils::window().location().hash().unwrap_or_default()
}

/// The route the two states describe together.
fn route_of(play: &PlayState, ui: &Ui) -> Route {
    let t = play.table();
    Route {
        game: t.game().clone(),
        position: t.position().clone(),
        mode: t.mode(),
        turn: t.session.to_move(),
        embed: ui.embed,
        view: ui.view,
        theme: ui.theme,
        classroom: ui.classroom,
        series_n: ui.series_n,
        verify: ui.verify,
        build: ui.build.clone(),
        lab_rules: ui.lab_rules,
    }
}

/// One tab of the page's navigation.
struct Tab {
    label: &'static str,
    key: &'static str,
    view: View,
    game: Option<&'static str>,
}

/// The surface game's tabs: its play page, series, lab and builder, the
/// Nim primer its values rest on, and the games index.
const SURFACE_TABS: [Tab; 6] = [
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
        label: "Rule lab",
        key: "lab",
        view: View::Lab,
        game: None,
    },
    Tab {
        label: "Surface builder",
        key: "builder",
        view: View::Builder,
        game: None,
    },
    Tab {
        label: "Games",
        key: "games",
        view: View::Games,
        game: None,
    },
];

/// The tabs of the game on the table, as its entry in the catalogue says:
/// the site's own around the surface game; around another game, the
/// surface game (the site's home), the game's own play page, its
/// G-series where it has one, and the games index.
fn tabs_for(game: &AnyGame) -> Vec<Tab> {
    let entry = game.entry();
    match entry.tabs {
        Tabs::Home => SURFACE_TABS.into_iter().collect(),
        Tabs::Play { label, key } => {
            let [surface, series, _, _, _, games] = SURFACE_TABS;
            // Misère play has a play page of its own (Nim's primer is of
            // normal play).
            let (label, key) = match game.misere() {
                true => ("Play", "game"),
                false => (label, key),
            };
            let mut tabs = vec![
                surface,
                Tab {
                    label,
                    key,
                    view: View::Play,
                    game: None,
                },
            ];
            // A game in misère play has no series of values.
            if entry.series.is_some() && !game.misere() {
                tabs.push(series);
            }
            tabs.push(games);
            tabs
        }
    }
}

/// The name of the game on the table; "Loading…" until its engine is
/// here. (Its face is not needed: a view that draws no board, the G-series
/// of a heap game, never asks for it.)
fn game_name(table: &crate::state::play::Table) -> String {
    if !table.game().engine().ready() {
        "Loading…".to_string()
    } else {
        table.game().name()
    }
}

/// The notation of the game on the table, under every page but the embed.
fn footer(notation: &str) -> Html {
    html! {
        <footer class="foot">
            <p>{format!("Notation: {notation}.")}</p>
        </footer>
    }
}

/// The browser tab's title on the surface game, as index.html has it.
const DEFAULT_TITLE: &str = "The manifold decomposition game, and impartial games around it";

/// The whole page.
#[component]
pub fn App() -> Html {
    crate::play::focus::use_input_kind();
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
    let ui = use_reducer(|| Ui::from_route(&start.0.route));

    // Bring the browser in step with the state, each part when what it
    // holds changes (not on every render: a hover over a move changes
    // none of them): the address (a new history entry per page, position
    // or game; a move rewrites the entry, so Back returns to the page
    // before), saved data (not in an embed, which is a view inside someone
    // else's page), the theme and projector view (attributes of the whole
    // document, so every rule and the background follow them), and, when
    // embedded, the page's height for the parent.
    let embedded = use_mut_ref(Synced::default);
    let route = route_of(&play, &ui);
    {
        let nav = play.nav;
        let embedded = embedded.clone();
        use_effect_with(route.clone(), move |route| {
            let hash = route::format(route);
            let window = gloo::utils::window();
            // Another page (a view or a game) is a new entry whatever the
            // play state says of its last change.
            let page = format!("{:?} {}", route.view, route.game.spec());
            let before = std::mem::replace(&mut embedded.borrow_mut().page, page.clone());
            let current = window.location().hash().unwrap_or_default();
            let written = std::mem::replace(&mut embedded.borrow_mut().written, hash.clone());
            // Where the browser has made the entry itself (a link followed,
            // Back, Forward), the address it shows is only written out in
            // full.
            let nav = if !written.is_empty() && current != written {
                Nav::Replace
            } else if !before.is_empty() && before != page {
                Nav::Push
            } else {
                nav
            };
            if current != hash {
                if let Ok(history) = window.history() {
                    let _ = match nav {
                        Nav::Push => history.push_state_with_url(&JsValue::NULL, "", Some(&hash)),
                        Nav::Replace => {
                            history.replace_state_with_url(&JsValue::NULL, "", Some(&hash))
                        }
                    };
                }
            }
            embedded.borrow_mut().embed = route.embed;
            post_height(&embedded);
        });
    }
    {
        let saved = (!route.embed).then(|| Saved {
            theme: route.theme,
            classroom: route.classroom,
            mode: route.mode,
            game: route.game.clone(),
            position: route.position.clone(),
            turn: route.turn,
        });
        let embedded = embedded.clone();
        let notify = play.dispatcher();
        use_effect_with(saved, move |saved| {
            let text = saved.as_ref().and_then(storage::write_text);
            if let Some(text) = text.filter(|t| *t != embedded.borrow().saved) {
                let saved = storage::save_text(&text);
                embedded.borrow_mut().saved = text;
                // Said once when saving starts failing, not at every move.
                let failed = std::mem::replace(&mut embedded.borrow_mut().save_failed, !saved);
                if !saved && !failed {
                    notify.dispatch(PlayAction::Notice(storage::SAVE_FAILED_NOTICE.to_string()));
                }
            }
        });
    }
    use_effect_with((route.theme, route.classroom), |&(theme, classroom)| {
        if let Some(root) = gloo::utils::document().document_element() {
            let _ = root.set_attribute("data-theme", theme.key());
            let _ = root.set_attribute("data-classroom", if classroom { "on" } else { "off" });
        }
    });

    // Back, Forward and edits of the address; and any change of the page's
    // size (a board drawn once its code has come, a panel opened, the
    // window resized), which changes an embedded page's height.
    {
        let (play, ui) = (play.dispatcher(), ui.dispatcher());
        use_effect_with((), move |_| {
            let window = gloo::utils::window();
            let follow = move |_: &Event| {
                let parsed = route::parse(&current_hash());
                ui.dispatch(UiAction::Follow(Box::new(parsed.clone())));
                play.dispatch(PlayAction::Follow(parsed));
            };
            let listeners = [
                EventListener::new(&window, "hashchange", follow.clone()),
                EventListener::new(&window, "popstate", follow),
            ];
            let watcher = watch_size(embedded);
            move || {
                drop(listeners);
                if let Some((observer, _)) = watcher {
                    observer.disconnect();
                }
            }
        });
    }

    // The computer's turn: show its choice, pause, then move.
    {
        let dispatcher = play.dispatcher();
        let choice = computer_choice(&play);
        let revision = play.table().session.revision();
        // A misère game's computer waits for its search, and for the
        // worker's answer where the page has none of its own.
        let ready = !matches!(play.table().game(),
            AnyGame::Misere(g) if !g.ready() || !g.settled(play.table().position()));
        use_effect_with((play.current, revision, ready), move |&(_, revision, _)| {
            let timer = choice.map(|mv| {
                dispatcher.dispatch(PlayAction::Think(mv.clone(), revision));
                Timeout::new(COMPUTER_PAUSE_MS, move || {
                    dispatcher.dispatch(PlayAction::ComputerPlay(mv, revision))
                })
            });
            move || drop(timer)
        });
    }

    // The browser tab names the game and page on the table; a page opened
    // from another (an index link, a tab) starts at its top.
    {
        let game_name = game_name(play.table());
        let surfaces = play.table().game().entry().family == Family::Surfaces;
        let title = match ui.view {
            View::Play if surfaces => DEFAULT_TITLE.to_string(),
            View::Play => format!("{game_name} · impartial games, played and explained"),
            View::Series => format!("G-series of {game_name} · impartial games"),
            View::Builder => "Surface builder · the manifold decomposition game".to_string(),
            View::Lab => "Rule lab · the manifold decomposition game".to_string(),
            View::Games => "Games · impartial games, played and explained".to_string(),
        };
        // A game of a module loaded later is named once its module is here.
        use_effect_with(title, |title| gloo::utils::document().set_title(title));
        let spec = play.table().game().spec();
        use_effect_with((ui.view, spec), |_| {
            gloo::utils::window().scroll_to_with_x_and_y(0.0, 0.0)
        });
    }

    let notice = play.notice.clone().map(|text| {
        let d = play.dispatcher();
        html! {
            <div class="notice" role="alert" data-testid="notice">
                <p>{text}</p>
                <button type="button" class="ghost" onclick={move |_| d.dispatch(PlayAction::DismissNotice)}>{"Dismiss"}</button>
            </div>
        }
    });
    let embed = ui.embed;
    // On a phone the tabs and the site's controls fold into a menu.
    let menu_open = use_state(|| false);
    let toggle_menu = {
        let menu_open = menu_open.clone();
        move |_| menu_open.set(!*menu_open)
    };
    let spec = play.table().game().spec();
    let tabs: Html = tabs_for(play.table().game())
        .into_iter()
        .map(|tab| {
            let current = ui.view == tab.view && tab.game.is_none_or(|g| g == spec);
            let (play, ui) = (play.dispatcher(), ui.dispatcher());
            let (view, game) = (tab.view, tab.game);
            let menu = menu_open.clone();
            let onclick = move |_| {
                menu.set(false);
                if let Some(game) = game.and_then(|g| crate::games::library::game_from_spec(g).ok()) {
                    play.dispatch(PlayAction::SwitchGame(game));
                }
                ui.dispatch(UiAction::Show(view));
            };
            html! {
                <button type="button" class={classes!("tab", current.then_some("current"))}
                    data-testid={format!("tab-{}", tab.key)} aria-current={current.then_some("page")} {onclick}>
                    {tab.label}
                </button>
            }
        })
        .collect();
    let page = match (embed, ui.view) {
        (false, View::Series) => html! { <SeriesPage /> },
        (false, View::Builder) => html! { <BuilderPage /> },
        (false, View::Lab) => html! { <LabPage /> },
        (false, View::Games) => html! { <crate::pages::games::GamesPage /> },
        _ => html! { <PlayPage /> },
    };
    let title = game_name(play.table());
    let surfaces = play.table().game().entry().family == Family::Surfaces;
    let footer = footer(play.table().game().entry().notation);

    html! {
        <ContextProvider<PlayContext> context={play.clone()}>
        <ContextProvider<UiContext> context={ui.clone()}>
            <div id="app-root" class={classes!("app", embed.then_some("embed"))}>
                if embed {
                    <header class="sr-only"><h1>{title}</h1></header>
                } else if surfaces || ui.view == View::Games {
                    {masthead::masthead(surfaces && play.table().game().misere(), &masthead::values_source(play.table().game(), ui.view))}
                } else {
                    <header class="masthead">
                        <h1>{title.clone()}</h1>
                        <p class="lede">{if play.table().game().misere() {
                            "One of the impartial games played here beside the manifold decomposition game, by the same engine, in misère play: whoever makes the last move loses. Every move with who wins after it where that is known, hints and a computer player that plays perfectly wherever the outcome is known. Games lists the others."
                        } else {
                            "One of the impartial games played here beside the manifold decomposition game, by the same engine: every move with the value it leads to, hints and a perfect computer player. Games lists the others."
                        }}</p>
                    </header>
                }
                {notice}
                if !embed {
                    <nav id="site-nav" class={classes!("tabs", menu_open.then_some("open"))} aria-label="Pages">
                        <button type="button" class="menu-toggle secondary" aria-controls="site-nav"
                            aria-expanded={menu_open.to_string()} onclick={toggle_menu}>
                            {if *menu_open { "✕ Close menu" } else { "☰ Menu" }}
                        </button>
                        {tabs}
                        <Toolbar />
                    </nav>
                }
                {page}
                if !embed {
                    {footer}
                }
            </div>
        </ContextProvider<UiContext>>
        </ContextProvider<PlayContext>>
    }
}
