//! Every game, opened by its family's code: the surface game from the
//! page's first module, every other family (the heap games, the bars and
//! boxes, the coin games, Green Hackenbush, graph games, Rims and Moore's
//! Nim_k, sums) from a chunk of the page's one binary ([`crate::split`]),
//! fetched the first time one of its games is played. What a chunk hands
//! the page is a Rust function that opens a game by its spec, giving the
//! core's game held without its types ([`grundy::dynamic::Shared`]) and
//! its face ([`Shown`]), both in the page's own memory; as it arrives it
//! tells the [`library`] of engines how to open its games.
//!
//! Until its chunk is here a game is [`library::Pending`]: the play state
//! holds it with the position it was given as typed, the play page draws
//! the chunk's loading in its place, and once the chunk has come the play
//! state reads the game again ([`crate::state::play::PlayAction::EnginesReady`]).

mod opened;
pub mod view;

pub use opened::{no_faces, Faces, Opened, Opener};

use super::library;
use super::shown::Shown;
use crate::split::{request, Chunk, Load};
use grundy::catalogue::{self, Family};
use grundy::spec::AnyGame;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::thread::LocalKey;
use yew::Callback;

/// The chunk holding the code of a family of games, with the name its
/// split point has ([`Family::chunk`], and the build's list of each
/// chunk's files); `None` for the family the page's first module holds.
pub fn chunk(family: Family) -> Option<(&'static str, &'static LocalKey<Chunk<Opener>>)> {
    let key: &'static LocalKey<Chunk<Opener>> = match family {
        Family::Surfaces => return None,
        Family::Heaps(_) => &super::heaps::CHUNK,
        Family::Bars(_) => &super::bars::CHUNK,
        Family::Coins(_) => &super::coins::CHUNK,
        Family::Hackenbush => &super::hackenbush::CHUNK,
        Family::Digraph => &super::digraph::CHUNK,
        Family::Counters(_) => &super::counters::CHUNK,
        Family::Sums => &super::sums::CHUNK,
    };
    Some((family.chunk()?, key))
}

/// The chunk of the game a checked spec names, if its code is one.
fn chunk_of(spec: &str) -> Option<&'static LocalKey<Chunk<Opener>>> {
    chunk(catalogue::of(spec)?.family).map(|(_, c)| c)
}

thread_local! {
    /// How each game opened in this visit is shown, by spec.
    static SHOWN: RefCell<HashMap<String, Rc<dyn Shown>>> = RefCell::new(HashMap::new());
}

/// How the game named by its checked spec is shown, opened now: a game of
/// the first module at once, a game of a chunk if its chunk is here.
pub fn shown(spec: &str) -> Option<Rc<dyn Shown>> {
    if let Some(o) = SHOWN.with_borrow(|m| m.get(spec).cloned()) {
        return Some(o);
    }
    let family = catalogue::of(spec)?.family;
    let o = match chunk(family) {
        None => super::manifold::face::open(spec)?,
        Some((_, chunk)) => {
            // A native build (the shell's tests) has every chunk's code at
            // hand: asked for, it is here at once.
            #[cfg(not(target_arch = "wasm32"))]
            request(chunk, Callback::noop());
            let Load::Ready(Opener(open)) = chunk.with(|c| c.load()) else {
                return None;
            };
            open(spec, shown)?
        }
    };
    SHOWN.with_borrow_mut(|m| m.insert(spec.to_string(), o.shown.clone()));
    Some(o.shown)
}

/// Calls `then` once the code of every game a position of `game` written
/// `text` names is here: at once when it is, else when the last comes
/// (once; a chunk that cannot come leaves the position unread, and the
/// reading then says why).
pub fn when_here(game: &AnyGame, text: &str, then: Callback<()>) {
    let wanted = library::missing(game, text);
    if wanted.is_empty() {
        then.emit(());
        return;
    }
    let done = Rc::new(std::cell::Cell::new(false));
    for spec in &wanted {
        let (game, text, then, done) = (game.clone(), text.to_string(), then.clone(), done.clone());
        load(
            spec,
            Callback::from(move |()| {
                let settled = library::missing(&game, &text)
                    .iter()
                    .all(|s| failure(s).is_some());
                if !done.get() && settled {
                    done.set(true);
                    then.emit(());
                }
            }),
        );
    }
}

/// Asks for the chunk of the game `spec` names unless it is here or on
/// its way; `done` hears when it has come or failed.
pub fn load(spec: &str, done: Callback<()>) {
    if let Some(chunk) = chunk_of(spec) {
        request(chunk, done);
    }
}

/// Why the chunk of the game `spec` names could not be loaded, if it could
/// not.
pub fn failure(spec: &str) -> Option<String> {
    chunk_of(spec)?
        .with(|c| matches!(c.load(), Load::Failed).then(|| c.reason()))
        .filter(|r| !r.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spec_is_played_with_the_chunk_of_its_family() {
        let name = |spec: &str| chunk(catalogue::of(spec).unwrap().family).map(|(n, _)| n);
        assert_eq!(name("turtles"), Some("coins"));
        assert_eq!(name("tartan:turtles*ruler"), Some("coins"));
        assert_eq!(name("coins:;a;a,b;a,b,c"), Some("coins"));
        assert_eq!(name("hackenbush"), Some("hackenbush"));
        assert_eq!(name("digraph"), Some("digraph"));
        assert_eq!(name("moore:=2"), Some("counters"));
        assert_eq!(name("sum"), Some("sums"));
        assert_eq!(name("nim"), Some("heaps"));
        assert_eq!(name("boxes"), Some("bars"));
        assert_eq!(name("manifold:rules=cgh"), None);
    }

    #[test]
    fn every_game_of_a_chunk_opens_by_its_spec() {
        let specs = catalogue::entries().flat_map(|e| e.listings.iter().map(|l| l.spec));
        for spec in specs.filter(|s| !s.ends_with(":misere")) {
            let Some(chunk) = chunk_of(spec) else {
                continue;
            };
            let Load::Ready(Opener(open)) = chunk.with(|c| {
                crate::split::request(chunk, Callback::noop());
                c.load()
            }) else {
                panic!("the chunk of {spec} is here at once in a native build");
            };
            let o = open(spec, shown).unwrap_or_else(|| panic!("{spec} opens"));
            assert_eq!(o.game.spec(), spec);
            assert!(o.game.ready());
            // Its code, arrived, has told the library how to open it.
            let name = catalogue::of(spec).unwrap().family.chunk().unwrap();
            assert!(library::registered(name), "{name}");
        }
    }
}
