//! The games index: every game on the engine, what it is in a line, the
//! document it comes from, and a position to start from. Each entry is a
//! plain link to the game's address, so it opens in the play page and can
//! be opened in a new tab or shared. Loaded on first use (chunk
//! `games_index`).

use crate::split::{use_chunk, Chunk, Load, LoadError, Pending};
use grundy::catalogue::{self, Group, Listing};
use yew::prelude::*;

/// The games listed in `group`, in the catalogue's order.
fn listed(group: Group) -> impl Iterator<Item = &'static Listing> {
    catalogue::entries()
        .flat_map(|e| e.listings)
        .filter(move |l| l.group == group)
}

/// The spec of every game the index lists (`octal:0.77`, `turtles`, …).
pub fn specs() -> impl Iterator<Item = &'static str> {
    Group::ALL.into_iter().flat_map(listed).map(|l| l.spec)
}

/// The address of a game started from `start`, with `&`, `#`, `+` and
/// spaces written so the address reads them back.
fn address(spec: &str, start: &str) -> String {
    let mut out = format!("#game={spec}&p=");
    for c in start.chars() {
        match c {
            ' ' => out.push_str("%20"),
            '&' => out.push_str("%26"),
            '#' => out.push_str("%23"),
            '+' => out.push_str("%2B"),
            c => out.push(c),
        }
    }
    out
}

/// The index's view, in its chunk.
fn index() -> Html {
    let groups = Group::ALL.into_iter().map(|group| {
        let entries = listed(group).map(|e| {
            html! {
                <li class="games-entry" data-game={e.spec}>
                    <a href={address(e.spec, e.start)} data-testid="game-link">{e.title}</a>
                    <span class="notation muted small">{format!(" {}", e.spec)}</span>
                    <p class="games-line">{e.line}</p>
                    <p class="games-source muted small">
                        {format!("From: {}. Starts from {}.", e.source, e.start)}
                    </p>
                </li>
            }
        });
        html! {
            <section class="panel games-group">
                <h3>{group.title()}</h3>
                <ul class="games-list" data-testid="games-list">{for entries}</ul>
            </section>
        }
    });
    html! {
        <section class="view games-view" aria-labelledby="view-title">
            <h2 id="view-title">{"Every game on the engine"}</h2>
            <p class="view-lede">
                {"Each is played on the same page by the same engine: moves listed with the value \
                  they lead to, hints, a perfect computer player, and the reason for each value in \
                  its document's terms. Any of them can be a part of a sum."}
            </p>
            {for groups}
        </section>
    }
}

/// What the chunk hands the page.
type View = fn() -> Html;

#[cfg_attr(
    feature = "split",
    wasm_split_helpers::wasm_split(games_index, fallible)
)]
fn entry() -> Result<View, LoadError> {
    Ok(index)
}

thread_local! {
    static CHUNK: Chunk<View> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}

/// The games index page.
#[component]
pub fn GamesPage() -> Html {
    let body = match use_chunk(&CHUNK) {
        Load::Ready(index) => index(),
        _ => html! { <Pending<View> chunk={&CHUNK} /> },
    };
    html! { <main class="page">{body}</main> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::catalog;
    use grundy::Game;

    #[test]
    fn every_game_of_the_catalogue_is_listed() {
        let listed: Vec<&str> = specs().collect();
        for entry in catalogue::entries() {
            assert!(
                listed
                    .iter()
                    .any(|s| catalogue::of(s).is_some_and(|e| e.name == entry.name)),
                "{} is missing",
                entry.name
            );
        }
    }

    #[test]
    fn every_address_opens_its_game_at_its_start() {
        for group in Group::ALL {
            for e in listed(group) {
                let parsed = crate::route::parse(&address(e.spec, e.start));
                assert!(
                    parsed.problems.is_empty(),
                    "{}: {:?}",
                    e.spec,
                    parsed.problems
                );
                let game = &parsed.route.game;
                assert_eq!(game.spec(), catalog::game(e.spec).unwrap().spec());
                assert_eq!(
                    game.format_position(&parsed.route.position),
                    game.format_position(&game.parse_position(e.start).unwrap()),
                    "{}",
                    e.spec
                );
            }
        }
    }

    #[test]
    fn addresses_keep_plus_and_hash() {
        assert_eq!(address("sum", "nim(3 + 5)"), "#game=sum&p=nim(3%20%2B%205)");
        assert_eq!(
            address("hackenbush", "g-1 1-2"),
            "#game=hackenbush&p=g-1%201-2"
        );
    }
}
