//! The heap games (Nim, subtraction games, Lasker's Nim, the octal games,
//! Grundy's game): a chunk of the page of their own (`heaps`), fetched the
//! first time one of them is played. Each heap is drawn on its card as a
//! row of counters, a click on a counter taking it and every counter after
//! it; Nim is explained by its primer, every other heap game by the
//! options of the heap chosen and the mex.

pub mod counters;
pub mod explain;
pub mod primer;

use crate::display::raw;
use crate::games::library;
use crate::games::played::{Opened, Opener};
use crate::games::shown::{BoardMsg, Look, Scene, Shown};
use crate::split::{Chunk, LoadError};
use figures::heaps::counters::{heap_figure, heaps_figure};
use figures::theme::Theme;
use grundy::catalogue::{self, Family};
use grundy::dynamic::{DynMove, DynPosition, Shared};
use grundy::games::heap::HeapGame;
use grundy::Game;
use std::rc::Rc;
use yew::prelude::*;

/// How a heap game is shown: its game, and its engine, which a click on a
/// counter asks for the move it makes.
pub struct Heaps {
    game: HeapGame,
    engine: Shared,
}

impl Heaps {
    /// The move that leaving heap `index` of `position` at counter `to`
    /// makes: take the rest of the heap; where the game cannot, split it
    /// there.
    fn counter_move(&self, position: &DynPosition, index: usize, to: u64) -> Option<DynMove> {
        let from = *position.get::<Vec<u64>>()?.get(index)?;
        if to >= from {
            return None;
        }
        let e = &self.engine;
        e.move_for(position, index, "t", to)
            .or_else(|| e.move_for(position, index, "s", to.min(from - to)))
            .or_else(|| e.move_for(position, index, "s", to.min(from - to - 1)))
    }
}

impl Shown for Heaps {
    fn intro(&self) -> Option<Html> {
        match &self.game {
            HeapGame::Nim(_) => Some(primer::intro()),
            HeapGame::Octal(g) => Some(html! {
                <p class="view-lede">{format!("{}: the code says how many counters a move may take from one heap and whether the rest may be left as one heap or split in two.", g.name())}</p>
            }),
            HeapGame::Subtraction(_)
            | HeapGame::Lasker(_)
            | HeapGame::Grundy(_)
            | HeapGame::Rectangles(_)
            | HeapGame::Boxes(_) => None,
        }
    }

    fn picture(&self, scene: &Scene, index: usize, look: Look) -> Html {
        let Some(heaps) = scene.position.get::<Vec<u64>>() else {
            return Html::default();
        };
        let pick = scene.live.then(|| {
            let (send, position) = (scene.send.clone(), scene.position.clone());
            let this = Heaps {
                game: self.game.clone(),
                engine: self.engine.clone(),
            };
            Callback::from(move |to: u64| {
                if let Some(mv) = this.counter_move(&position, index, to) {
                    send.emit(BoardMsg::Play(mv));
                }
            })
        });
        counters::picture(heaps, index, scene.preview.as_ref(), look.large, pick)
    }

    fn explain(&self, scene: &Scene) -> Html {
        if let (HeapGame::Nim(_), Some(heaps)) = (&self.game, scene.position.get::<Vec<u64>>()) {
            return raw(crate::content::primer::panels(heaps));
        }
        let game = grundy::AnyGame::Dyn(self.engine.clone());
        raw(explain::panel(&game, &scene.position, scene.selected))
    }

    fn figure(&self, scene: &Scene, theme: Theme) -> Option<String> {
        let heaps = scene.position.get::<Vec<u64>>()?;
        let heap = *heaps.get(scene.selected.unwrap_or(0))?;
        Some(heap_figure(&self.engine.name(), heap).to_svg(theme))
    }

    fn whole_figure(&self, scene: &Scene, theme: Theme) -> Option<String> {
        let heaps = scene.position.get::<Vec<u64>>()?;
        Some(heaps_figure(&self.engine.name(), heaps).to_svg(theme))
    }
}

/// A heap game by its checked spec.
pub fn open(spec: &str) -> Option<Opened> {
    let Family::Heaps(kind) = catalogue::of(spec)?.family else {
        return None;
    };
    let game = HeapGame::heap(kind, spec.split_once(':').map_or("", |(_, a)| a))?;
    // The engine the play state holds, opened in the first module: the
    // face reads what it has worked out (Grundy's game's table, prepared
    // between frames) rather than working it out again.
    let engine = library::engine(spec).unwrap_or_else(|| game.clone().open());
    Some(Opened {
        game: engine.clone(),
        shown: Rc::new(Heaps { game, engine }),
    })
}

#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(heaps, fallible))]
fn entry() -> Result<Opener, LoadError> {
    library::register("heaps", |spec| open(spec).map(|o| o.game));
    Ok(Opener(|spec, _| open(spec)))
}

thread_local! {
    /// The chunk.
    pub static CHUNK: Chunk<Opener> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}
