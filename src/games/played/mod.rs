//! Every game, opened by its family's code: the surface game from the
//! page's first module, every other family (the heap games, the bars and
//! boxes, the coin games, Green Hackenbush, graph games, Rims and Moore's
//! Nim_k, sums) from a chunk of the page's one binary ([`crate::split`]),
//! fetched the first time one of its games is played. What a chunk hands
//! the page is a Rust function that opens a game by its spec, giving the
//! core's game held without its types ([`grundy::dynamic::Shared`]) and
//! its face ([`Shown`]), both in the page's own memory.
//!
//! Until its chunk is here a game is [`Pending`]: the play state holds it
//! with the position it was given as typed, the play page draws the
//! chunk's loading in its place, and once the chunk has come the play
//! state reads the game again ([`crate::state::play::PlayAction::EnginesReady`]).

mod opened;
pub mod view;

pub use opened::{Opened, Opener};

use super::shown::Shown;
use crate::split::{request, Chunk, Load};
use grundy::catalogue;
use grundy::catalogue::Family;
use grundy::dynamic::{DynError, DynGame, DynMove, DynPosition, Shared};
use grundy::game::MoveWords;
use grundy::moves::MoveGroup;
use grundy::spec::{AnyGame, SpecError};
use grundy::{Game, Nimber};
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
    /// Each game opened in this visit, by spec: its values are kept with it.
    static OPENED: RefCell<HashMap<String, Opened>> = RefCell::new(HashMap::new());
}

/// The game named by its checked spec, opened now: a game of the first
/// module at once, a game of a chunk if its chunk is here.
fn opened(spec: &str) -> Option<Opened> {
    if let Some(o) = OPENED.with_borrow(|m| m.get(spec).cloned()) {
        return Some(o);
    }
    let family = catalogue::of(spec)?.family;
    let o = match chunk(family) {
        None => super::manifold::open(spec)?,
        Some((_, chunk)) => {
            // A native build (the shell's tests) has every chunk's code at
            // hand: asked for, it is here at once.
            #[cfg(not(target_arch = "wasm32"))]
            request(chunk, Callback::noop());
            let Load::Ready(Opener(open)) = chunk.with(|c| c.load()) else {
                return None;
            };
            open(spec)?
        }
    };
    OPENED.with_borrow_mut(|m| m.insert(spec.to_string(), o.clone()));
    Some(o)
}

/// The game `spec` names: one of the page's own, or one of a chunk's
/// ([`Pending`] until its chunk is here).
pub fn game_from_spec(spec: &str) -> Result<AnyGame, SpecError> {
    AnyGame::from_spec_with(spec, &|_, checked| {
        Some(opened(checked).map_or_else(|| Shared::new(Pending::new(checked)), |o| o.game))
    })
}

/// `game` read again now that its chunk may be here: the same game when it
/// is not a game of a chunk or its chunk is still on its way.
pub fn reopened(game: &AnyGame) -> AnyGame {
    match game.engine().ready() {
        true => game.clone(),
        false => game_from_spec(&game.spec()).unwrap_or(game.clone()),
    }
}

/// How the game `spec` names is shown; `None` until its chunk is here.
pub fn shown(spec: &str) -> Option<Rc<dyn Shown>> {
    opened(spec).map(|o| o.shown)
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

/// A game of a chunk that is not here yet. It holds each position as the
/// text it was given, to be read by the game once its chunk has come, and
/// answers nothing else: the play page draws the chunk's loading in its
/// place, so none of its answers is shown.
#[derive(Debug)]
pub struct Pending {
    spec: String,
}

impl Pending {
    /// The game `spec` (checked) until its chunk comes.
    pub fn new(spec: &str) -> Pending {
        Pending {
            spec: spec.to_string(),
        }
    }

    fn text(position: &DynPosition) -> String {
        position.get::<String>().cloned().unwrap_or_default()
    }
}

impl DynGame for Pending {
    fn spec(&self) -> String {
        self.spec.clone()
    }

    fn name(&self) -> String {
        self.spec.clone()
    }

    fn words(&self) -> MoveWords {
        MoveWords::fixed("move", "made", "makes")
    }

    fn ready(&self) -> bool {
        false
    }

    /// Kept as typed: only the game can read it.
    fn parse_position(&self, text: &str) -> Result<DynPosition, DynError> {
        Ok(DynPosition::new(text.trim().to_string()))
    }

    fn format_position(&self, position: &DynPosition) -> String {
        Pending::text(position)
    }

    fn components(&self, _: &DynPosition) -> Vec<DynPosition> {
        Vec::new()
    }

    fn moves(&self, _: &DynPosition) -> Vec<DynMove> {
        Vec::new()
    }

    fn is_terminal(&self, _: &DynPosition) -> bool {
        true
    }

    fn play(&self, _: &DynPosition, _: &DynMove) -> Result<DynPosition, String> {
        Err("the game's code is not here yet".to_string())
    }

    fn parse_move(&self, _: &DynPosition, _: &str) -> Result<DynMove, DynError> {
        Err(DynError::whole("the game's code is not here yet"))
    }

    fn format_move(&self, _: &DynPosition, _: &DynMove) -> String {
        String::new()
    }

    fn pieces(&self, _: &DynMove) -> String {
        String::new()
    }

    fn value(&self, _: &DynPosition) -> Nimber {
        Nimber::ZERO
    }

    fn describe_component(&self, component: &DynPosition) -> String {
        Pending::text(component)
    }

    fn describe_move(&self, _: &DynPosition, _: &DynMove) -> String {
        String::new()
    }

    fn winning_move(&self, _: &DynPosition) -> Option<DynMove> {
        None
    }

    fn computer_move(&self, _: &DynPosition) -> Option<DynMove> {
        None
    }

    fn move_for(&self, _: &DynPosition, _: usize, _: &str, _: u64) -> Option<DynMove> {
        None
    }

    fn move_groups(&self, _: &DynPosition, _: usize, _: u64) -> Vec<MoveGroup<DynMove>> {
        Vec::new()
    }

    fn move_groups_within(
        &self,
        _: &DynPosition,
        _: usize,
        _: usize,
        _: u64,
    ) -> Vec<MoveGroup<DynMove>> {
        Vec::new()
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
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
    fn a_pending_game_keeps_the_position_as_typed() {
        let pending = Pending::new("turtles");
        let p = pending.parse_position(" THHTH ").unwrap();
        assert_eq!(pending.format_position(&p), "THHTH");
        assert!(!pending.ready());
        assert!(pending.moves(&p).is_empty());
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
            let o = open(spec).unwrap_or_else(|| panic!("{spec} opens"));
            assert_eq!(o.game.spec(), spec);
            assert!(o.game.ready());
        }
    }
}
