//! The games' engines as the address, the saved data and the play state
//! meet them: each game opened by its spec from the code that plays it,
//! with no view of it. The surface game's engine is in the page's first
//! module; every other family's comes with its chunk
//! ([`crate::games::played`]), whose code, once it has arrived, tells this
//! library how to open its games ([`register`]). Until then a game of a
//! chunk is [`Pending`], holding its position as typed.

mod pending;

pub use pending::Pending;

use grundy::catalogue::{self, Entry, Family};
use grundy::dynamic::Shared;
use grundy::games::heap::HeapGame;
use grundy::spec::{AnyGame, SpecError};
use grundy::Game;
use std::cell::RefCell;
use std::collections::HashMap;

/// How a chunk's code opens one of its games' engines by its checked spec.
pub type EngineOpener = fn(&str) -> Option<Shared>;

thread_local! {
    /// Each chunk's opener, by the chunk's name, once its code is here.
    static OPENERS: RefCell<HashMap<&'static str, EngineOpener>> = RefCell::new(HashMap::new());
    /// Each engine opened in this visit, by spec: its values are kept with
    /// it.
    static ENGINES: RefCell<HashMap<String, Shared>> = RefCell::new(HashMap::new());
}

/// Called by a chunk's code as it arrives: its games open with `open`.
pub fn register(chunk: &'static str, open: EngineOpener) {
    OPENERS.with_borrow_mut(|m| m.insert(chunk, open));
}

/// Whether the code of the chunk named `chunk` has told the library how to
/// open its games.
pub fn registered(chunk: &str) -> bool {
    OPENERS.with_borrow(|m| m.contains_key(chunk))
}

/// A variant of the surface game in misère play grows its table of
/// outcomes on the main thread only for positions lighter than this (the
/// steps to weight 24 take about 10 ms natively together, the step of
/// weight 36 alone 70 to 120 ms); the worker builds the rest.
const MISERE_WEIGHT_HERE: u64 = 25;

/// The engine of the game of `family` named by its checked spec, opened
/// now if its code is here.
fn open(family: Family, spec: &str) -> Option<Shared> {
    let arg = spec.split_once(':').map_or("", |(_, arg)| arg);
    let chunk = match family {
        // The surface game, in the first module.
        Family::Surfaces => {
            let engine = grundy::games::lab::open(arg)?;
            if let Some(variant) = engine.game::<grundy::games::lab::LabGame>() {
                variant.grow_here_below(MISERE_WEIGHT_HERE);
            }
            return Some(engine);
        }
        // The heap games' engines are in the first module too, so an
        // address's heaps are read at once; their faces come with their
        // chunk.
        Family::Heaps(kind) => return Some(HeapGame::heap(kind, arg)?.open()),
        Family::Bars(_)
        | Family::Coins(_)
        | Family::Hackenbush
        | Family::Digraph
        | Family::Counters(_)
        | Family::Sums => family.chunk()?,
    };
    if let Some(open) = OPENERS.with_borrow(|m| m.get(chunk).copied()) {
        return open(spec);
    }
    // A native build (the shell's tests) links every game's code.
    #[cfg(not(target_arch = "wasm32"))]
    return catalogue::of(spec).and_then(|e| grundy::catalog::engine(e, spec));
    #[cfg(target_arch = "wasm32")]
    None
}

/// Whether the code that shows the game named by its checked spec is
/// here: its chunk has told the library how to open its games (a part of
/// a sum is drawn by its own game's face).
fn face_here(spec: &str) -> bool {
    // A native build (the shell's tests) links every game's code.
    if cfg!(not(target_arch = "wasm32")) {
        return true;
    }
    catalogue::of(spec)
        .and_then(|e| e.family.chunk())
        .is_none_or(registered)
}

/// The engine of the game named by its checked spec, if its code is here.
pub fn engine(spec: &str) -> Option<Shared> {
    if let Some(e) = ENGINES.with_borrow(|m| m.get(spec).cloned()) {
        return Some(e);
    }
    let e = open(catalogue::of(spec)?.family, spec)?;
    ENGINES.with_borrow_mut(|m| m.insert(spec.to_string(), e.clone()));
    Some(e)
}

/// The game `spec` names: its engine, or [`Pending`] until its chunk is
/// here.
pub fn game_from_spec(spec: &str) -> Result<AnyGame, SpecError> {
    AnyGame::from_spec_with(spec, &|_, checked| {
        Some(engine(checked).unwrap_or_else(|| Shared::new(Pending::new(checked))))
    })
}

/// The game `spec` names, waiting for its code (and the code of the games
/// its position names): the position is kept as it is written.
pub fn waiting(spec: &str) -> AnyGame {
    AnyGame::Dyn(Shared::new(Pending::new(spec)))
}

/// `game` read again now that its chunk may be here: the same game when it
/// is not a game of a chunk or its chunk is still on its way.
pub fn reopened(game: &AnyGame) -> AnyGame {
    match game.engine().ready() {
        true => game.clone(),
        false => game_from_spec(&game.spec()).unwrap_or(game.clone()),
    }
}

/// The engine of a game of the catalogue, for a part of a sum, if its
/// family's code is here.
pub fn part_engine(_entry: &'static Entry, spec: &str) -> Option<Shared> {
    engine(spec)
}

/// The games a position of `game` written `text` names besides its own (a
/// sum's parts) whose code is not here yet: reading it waits for them. No
/// text stands for the game's default position, which is read in its place.
pub fn missing(game: &AnyGame, text: &str) -> Vec<String> {
    let game = reopened(game);
    let default;
    let text = if text.trim().is_empty() {
        default = catalogue::start(game.entry(), &game.base().spec(), game.misere());
        default.as_str()
    } else {
        text
    };
    // A sum names its parts' games in its text, read without the sum's
    // own code, so their chunks are asked for with the sum's, not after.
    let needs = if !game.engine().ready() && game.entry().family == Family::Sums {
        grundy::games::sum::part_specs(text)
    } else {
        game.engine().needs(text)
    };
    let mut missing: Vec<String> = needs
        .into_iter()
        .filter_map(|spec| catalogue::checked(&spec).ok().map(|(_, checked)| checked))
        .filter(|spec| engine(spec).is_none() || !face_here(spec))
        .collect();
    missing.sort();
    missing.dedup();
    missing
}
