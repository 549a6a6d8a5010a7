//! Sums of different games: a chunk of the page of their own (`sums`),
//! fetched the first time a sum is played. A sum may hold any game, so the
//! chunk reaches the code of every other family: each part is drawn as its
//! own game draws it.

mod board;
mod explain;

use crate::display::raw;
use crate::games::library;
use crate::games::played::{no_faces, Faces, Opened, Opener};
use crate::games::shown::{PartFigure, Scene, Shown};
use crate::split::{Chunk, LoadError};
use figures::figure::Figure;
use figures::game::FigureError;
use figures::theme::Theme;
use grundy::games::sum::{SumGame, SumPart};
use yew::prelude::*;

/// A part of a sum drawn as its game draws its board.
fn draw_part(part: &SumPart) -> Result<Figure, FigureError> {
    figures::game::figure(&part.game, &part.position)
}

/// How sums are shown: each part by its own game's face, from `faces`.
pub struct Sums {
    pub faces: Faces,
}

impl Shown for Sums {
    fn intro(&self) -> Option<Html> {
        Some({
            html! {
                <p class="view-lede">
                    {"A sum of different games: a move is made in one part, by that part's rules. \
                      The Sprague-Grundy theorem does not ask the parts to be the same game, so the \
                      value of the whole is the nim-sum of the parts' values."}
                </p>
            }
        })
    }

    fn board(&self, scene: &Scene) -> Html {
        board::board(self.faces, scene)
    }

    fn figure(&self, scene: &Scene, theme: Theme) -> Option<String> {
        let parts = scene.position.get::<Vec<SumPart>>()?;
        Some(figures::sum::sum_figure(parts, &draw_part).to_svg(theme))
    }

    fn part_figure(&self, scene: &Scene, theme: Theme) -> Option<PartFigure> {
        let parts = scene.position.get::<Vec<SumPart>>()?;
        let at = board::locate(parts, scene.selected?)?;
        let figure = figures::sum::part_figure(parts, at, &draw_part)?;
        Some(PartFigure {
            name: format!("part-{}-{}", at + 1, figures::sum::part_text(&parts[at])),
            svg: figure.to_svg(theme),
        })
    }

    fn explain(&self, scene: &Scene) -> Html {
        match scene.position.get::<Vec<SumPart>>() {
            Some(parts) => raw(explain::explanation(parts)),
            None => Html::default(),
        }
    }
}

/// Sums by their checked spec.
pub fn open(spec: &str, faces: Faces) -> Option<Opened> {
    // Each part's engine from its family's chunk, which the page asks for
    // before it reads a sum ([`library::missing`]).
    (spec == "sum").then(|| Opened::new(SumGame::new(library::part_engine), Sums { faces }))
}

#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(sums, fallible))]
fn entry() -> Result<Opener, LoadError> {
    library::register("sums", |spec| open(spec, no_faces).map(|o| o.game));
    Ok(Opener(open))
}

thread_local! {
    /// The chunk.
    pub static CHUNK: Chunk<Opener> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}

#[cfg(test)]
mod tests;
