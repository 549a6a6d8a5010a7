//! The components of the position as cards: picture, notation, value, a
//! description (no picture where the game draws its whole board above). A click anywhere on a card selects it; its "Show moves"
//! button does the same from the keyboard.

use crate::display::raw;
use crate::games::{self, capitalised, terms};
use crate::state::play::{PlayAction, Table};
use crate::state::PlayContext;
use grundy::catalogue::Hook;
use grundy::misere::Outcome;
use grundy::spec::{AnyGame, AnyPosition};
use grundy::view::{components, ComponentView};
use grundy::Game;
use maud::Markup;
use yew::prelude::*;

/// At most this many cards are drawn; the rest are counted.
pub const MAX_CARDS: usize = 120;

/// What a card's chip says in misère play, where G-values decide nothing:
/// the outcome of the part alone.
fn misere_chip(game: &AnyGame, component: &AnyPosition) -> Option<(String, String)> {
    if !game.misere() {
        return None;
    }
    let part = games::terms(game).component;
    Some(match game.misere_outcome(component) {
        Some(Outcome::Next) => (
            "alone: N".to_string(),
            format!("Misère play, this {part} alone: the player to move wins"),
        ),
        Some(Outcome::Previous) => (
            "alone: P".to_string(),
            format!("Misère play, this {part} alone: the player to move loses"),
        ),
        None => (
            "alone: ?".to_string(),
            format!(
                "Misère play, this {part} alone: not known yet, either being worked out in the \
                 background or past the reach"
            ),
        ),
    })
}

/// The longest notation set at the card's full size.
const LONG_NOTATION: usize = 12;

/// A card's words: notation, value (or, in misère play, outcome), name and
/// facts.
fn card_text(table: &Table, c: &ComponentView<AnyPosition>) -> Markup {
    let game = table.game();
    let (chip, title) = misere_chip(game, &c.position)
        .unwrap_or_else(|| (format!("G = {}", c.value), "G-value".to_string()));
    // A long notation (a heap of twenty digits) is set smaller, so that
    // a number fits the card's width rather than breaking inside it.
    let long = c.text.chars().count() > LONG_NOTATION;
    maud::html! {
        div.card-title.long[long] {
            span.notation { (c.text) }
            span.value-chip title=(title) { (chip) }
        }
        // A name that only repeats the notation (a graph's edges) is not
        // said twice.
        @if c.name != c.text {
            p.name { (c.name) }
        }
        (games::card_facts(table, &c.position))
    }
}

/// The cards of the position on the table; `compact` for the embed view,
/// `narrow` where the cards share a row (classroom): Remove as a sign.
pub fn board(state: &PlayContext, compact: bool, narrow: bool) -> Html {
    let table = state.table();
    let game = table.game();
    if crate::games::played::view::waiting(table) {
        return crate::games::played::view::loading();
    }
    let words = terms(game);
    // The game's board names its parts itself: only what the cards would
    // add is said.
    if !words.cards {
        let over = table.game().is_terminal(table.position()) && !table.session.is_over();
        return html! {
            if over {
                <p class="muted">{words.all_done.clone()}</p>
            }
        };
    }
    let drawn = games::draws_board(table);
    // A board of one part says all its card would: the value above it
    // and the moves beside it. (Its value is not asked for: a position
    // played by who wins has none.)
    if drawn && game.components(table.position()).len() == 1 {
        let over = table.game().is_terminal(table.position()) && !table.session.is_over();
        return html! {
            if over {
                <p class="muted">{words.all_done.clone()}</p>
            }
        };
    }
    let parts = components(game, table.position(), &|p| table.solver.value(p));
    let cards: Html = parts
        .iter()
        .take(MAX_CARDS)
        .map(|c| {
            let i = c.index;
            let fresh = table.fresh.contains(&i);
            let selected = table.selected == Some(i);
            // A card's key is its text and which of the equal texts it is,
            // so a move elsewhere leaves it (and its drawing) in place. A
            // fresh key remounts the card, so its entry transition plays.
            let copy = parts[..c.index].iter().filter(|p| p.text == c.text).count();
            let key = if fresh {
                format!("{}#{copy}-r{}", c.text, table.session.revision())
            } else {
                format!("{}#{copy}", c.text)
            };
            let (select, remove) = (state.clone(), state.dispatcher());
            let live = c.live;
            // A click on a heap's counter moves (the picture plays it);
            // anywhere else on the card selects it.
            let onclick = move |_: MouseEvent| {
                if live {
                    select.dispatch(PlayAction::Select(i));
                }
            };
            let on_remove = move |e: MouseEvent| {
                e.stop_propagation();
                remove.dispatch(PlayAction::RemoveComponent(i))
            };
            let label = match (compact, selected) {
                (true, _) => capitalised(&words.moves),
                (false, true) => format!("{} shown", capitalised(&words.moves)),
                (false, false) => format!("Show {}", words.moves),
            };
            let preview = table.preview.as_ref().filter(|_| !compact);
            let class = classes!(
                "card",
                (!live).then_some("sphere"),
                selected.then_some("selected"),
                fresh.then_some("fresh"),
                live.then_some("selectable"),
                drawn.then_some("plain"),
            );
            // The tests find a surface's card by its notation, any other
            // game's part by the same attribute.
            let surfaces = words.hook == Hook::Surface;
            html! {
                <li {key} {class} data-testid="component" data-value={c.value.to_string()} {onclick}
                    data-surface={surfaces.then(|| c.text.clone())} data-heap={(!surfaces).then(|| c.text.clone())}>
                    if !drawn {
                        {games::picture(state, i, preview, false, true)}
                    }
                    <div class="card-body">
                        {raw(card_text(table, c))}
                        <div class="card-actions">
                            if live {
                                <button type="button" class="secondary" aria-pressed={selected.to_string()}
                                    data-testid="select-surface"
                                    aria-label={format!("{label}: {}, {} {}", c.text, words.component, i + 1)}>
                                    {label.clone()}
                                </button>
                            } else {
                                <span class="muted small">{"no moves left"}</span>
                            }
                            <button type="button" class="ghost" data-testid="remove-surface" onclick={on_remove}
                                aria-label={format!("Remove {} ({} {})", c.text, words.component, i + 1)}>
                                {if compact || narrow || drawn { "×" } else { "Remove" }}
                            </button>
                        </div>
                    </div>
                </li>
            }
        })
        .collect();
    let hidden = parts.len().saturating_sub(MAX_CARDS);
    html! {
        <section class="board" aria-label={format!("{} in play", capitalised(&words.components))}>
            <ul class="cards">{cards}</ul>
            if hidden > 0 {
                <p class="muted">{format!("… and {hidden} more {}, not drawn.", words.components)}</p>
            }
            if parts.is_empty() {
                <p class="muted">{format!("No {}: add one or pick a preset.", words.components)}</p>
            }
            if table.game().is_terminal(table.position()) && !parts.is_empty() && !table.session.is_over() {
                <p class="muted">{words.all_done.clone()}</p>
            }
        </section>
    }
}
