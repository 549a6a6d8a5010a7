//! Schrage's games on bars and boxes: a chunk of the page of their own
//! (`bars`), fetched the first time one of them is played. Each bar is
//! drawn on its card as a grid of squares and each box in oblique
//! projection; beside the move list, a click on a score line breaks the
//! piece there. The explanation is the heap games' own: the options of the
//! piece chosen, the mex and Schrage's rule.

mod bar;
mod boxes;
mod score;
mod side;

pub use bar::bar_picture;
pub use side::Side;

use crate::display::raw;
use crate::games::library;
use crate::games::played::{Opened, Opener};
use crate::games::shown::{BoardMsg, Look, Scene, Shown};
use crate::split::{Chunk, LoadError};
use figures::heaps::bars::bars_figure;
use figures::heaps::boxes::boxes_figure;
use figures::theme::Theme;
use grundy::catalogue::{self, Family};
use grundy::dynamic::{DynMove, DynPosition, Shared};
use grundy::games::heap::{Cuboid, HeapGame, Rect};
use std::rc::Rc;
use yew::prelude::*;

/// How a game on bars or boxes is shown: its game (with the spread `d` of
/// its breaks) and its engine.
pub struct Bars {
    d: u64,
    engine: Shared,
}

/// The break across `side` at `at` of piece `index`, as a move of the
/// position: a bar's or a box's.
fn break_move(position: &DynPosition, index: usize, side: Side, at: u64) -> Option<DynMove> {
    if let Some(bars) = position.get::<Vec<Rect>>() {
        return bar::break_move(bars, index, side, at).map(|m| DynMove::new(m, index));
    }
    let boxes = position.get::<Vec<Cuboid>>()?;
    boxes::break_move(boxes, index, side, at).map(|m| DynMove::new(m, index))
}

/// The pieces of `position` from `range`, as the figures crate draws them,
/// in `theme`.
fn drawn(
    name: &str,
    position: &DynPosition,
    d: u64,
    range: std::ops::Range<usize>,
    theme: Theme,
) -> Option<String> {
    let figure = if let Some(bars) = position.get::<Vec<Rect>>() {
        let bars: Vec<(u64, u64)> = bars.get(range)?.iter().map(|b| (b.m, b.n)).collect();
        bars_figure(name, &bars, d)
    } else {
        let boxes = position.get::<Vec<Cuboid>>()?;
        let boxes: Vec<Vec<u64>> = boxes
            .get(range)?
            .iter()
            .map(|c| c.lengths().collect())
            .collect();
        boxes_figure(name, &boxes, d)
    };
    Some(figure.to_svg(theme))
}

impl Shown for Bars {
    fn intro(&self) -> Option<Html> {
        None
    }

    fn picture(&self, scene: &Scene, index: usize, look: Look) -> Html {
        // A break is made on the large picture beside the move list.
        let pick = (scene.live && look.large).then(|| {
            let (send, position) = (scene.send.clone(), scene.position.clone());
            Callback::from(move |(side, at): (Side, u64)| {
                if let Some(mv) = break_move(&position, index, side, at) {
                    send.emit(BoardMsg::Play(mv));
                }
            })
        });
        if let Some(bars) = scene.position.get::<Vec<Rect>>() {
            return bar::bar_picture(bars, index, self.d, pick.as_ref());
        }
        match scene.position.get::<Vec<Cuboid>>() {
            Some(b) => boxes::box_picture(b, index, self.d, pick.as_ref()),
            None => Html::default(),
        }
    }

    fn explain(&self, scene: &Scene) -> Html {
        let game = grundy::AnyGame::Dyn(self.engine.clone());
        raw(crate::games::heaps::explain::panel(
            &game,
            &scene.position,
            scene.selected,
        ))
    }

    fn figure(&self, scene: &Scene, theme: Theme) -> Option<String> {
        let at = scene.selected.unwrap_or(0);
        let name = self.engine.name();
        drawn(&name, &scene.position, self.d, at..at + 1, theme)
    }

    fn whole_figure(&self, scene: &Scene, theme: Theme) -> Option<String> {
        let count = self.engine.components(&scene.position).len();
        let name = self.engine.name();
        drawn(&name, &scene.position, self.d, 0..count, theme)
    }
}

/// A game on bars or boxes by its checked spec.
pub fn open(spec: &str) -> Option<Opened> {
    let Family::Bars(kind) = catalogue::of(spec)?.family else {
        return None;
    };
    let game = HeapGame::bars(kind, spec.split_once(':').map_or("", |(_, a)| a))?;
    let d = game.d().unwrap_or(1);
    let engine = game.open();
    Some(Opened {
        game: engine.clone(),
        shown: Rc::new(Bars { d, engine }),
    })
}

#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(bars, fallible))]
fn entry() -> Result<Opener, LoadError> {
    library::register("bars", |spec| Opened::once(spec, open).map(|o| o.game));
    Ok(Opener(|spec, _| Opened::once(spec, open)))
}

thread_local! {
    /// The chunk.
    pub static CHUNK: Chunk<Opener> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}
