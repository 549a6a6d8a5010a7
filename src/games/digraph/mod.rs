//! The graph game, tokens sliding along the edges of a directed graph: a
//! chunk of the page of its own (`digraph`), fetched the first time it is
//! played. The graph is drawn in rows by the longest path to a sink, each
//! vertex with its Sprague-Grundy value in a badge, the tokens as discs;
//! the notes' labelling procedure is a walkthrough; and an editor builds
//! the graph by pointer or keyboard.

mod board;
mod draw;
mod editor;
mod explain;
mod facts;

use crate::games::library;
use crate::games::played::{Opened, Opener};
use crate::games::shown::{Scene, Shown};
use crate::split::{Chunk, LoadError};
use figures::theme::Theme;
use grundy::games::digraph::{format_board, Board, Digraph};
use yew::prelude::*;

pub use editor::{Editor, EditorProps};
pub use explain::{Walkthrough, WalkthroughProps};

/// How the graph game is shown.
pub struct Graphs;

impl Shown for Graphs {
    fn intro(&self) -> Option<Html> {
        Some(facts::intro())
    }

    fn board(&self, scene: &Scene) -> Html {
        match scene.position.get::<Board>() {
            Some(b) => board::board(b, scene),
            None => Html::default(),
        }
    }

    fn figure(&self, scene: &Scene, theme: Theme) -> Option<String> {
        let b = scene.position.get::<Board>()?;
        Some(figures::digraph::figure::board_figure(b).to_svg(theme))
    }

    fn explain(&self, scene: &Scene) -> Html {
        let Some(b) = scene.position.get::<Board>() else {
            return Html::default();
        };
        html! { <Walkthrough key={format_board(b)} scene={scene.clone()} /> }
    }

    fn editor(&self, scene: &Scene) -> Option<Html> {
        let b = scene.position.get::<Board>()?;
        Some(html! { <Editor key={format_board(b)} scene={scene.clone()} /> })
    }
}

/// The graph game by its checked spec.
pub fn open(spec: &str) -> Option<Opened> {
    (spec == "digraph").then(|| Opened::new(Digraph, Graphs))
}

#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(digraph, fallible))]
fn entry() -> Result<Opener, LoadError> {
    library::register("digraph", |spec| Opened::once(spec, open).map(|o| o.game));
    Ok(Opener(|spec, _| Opened::once(spec, open)))
}

thread_local! {
    /// The chunk.
    pub static CHUNK: Chunk<Opener> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}

#[cfg(test)]
mod tests;
