//! Green Hackenbush on screen: graphs standing on the ground, each edge a
//! button that cuts it; the value of each part found by the fusion and
//! colon principles, step by step; and an editor to draw graphs. A chunk
//! of the page of its own (`hackenbush`), fetched the first time it is
//! played.

mod draw;
mod editor;
mod explain;

use crate::games::library;
use crate::games::played::{Opened, Opener};
use crate::games::shown::{Scene, Shown};
use crate::split::{Chunk, LoadError};
use draw::{falling, Look};
use figures::hackenbush::figure::{graph_label, BOARD};
use figures::hackenbush::layout::Frame;
use figures::theme::Theme;
use grundy::games::hackenbush::{Cut, Graph, Hackenbush};
use grundy::Game;
use yew::prelude::*;

/// The edge a previewed cut removes, if it is an edge of `whole`.
fn cut_edge(whole: &Graph, preview: Option<&Cut>) -> Option<usize> {
    let c = preview?;
    (whole.edges.get(c.edge) == Some(&c.ends)).then_some(c.edge)
}

/// A sentence on what a previewed cut does.
fn preview_said(whole: &Graph, cut: usize) -> String {
    let drops = falling(whole, cut).iter().filter(|&&f| f).count();
    let text = draw::move_text(whole, &whole.parts(), cut);
    match drops {
        0 => format!("Cutting {text} (dashed): nothing else falls."),
        1 => format!("Cutting {text} (dashed): 1 more edge falls (faded)."),
        n => format!("Cutting {text} (dashed): {n} more edges fall (faded)."),
    }
}

/// How Green Hackenbush is shown.
pub struct Shows;

/// The board's frame: the figure's, with no more room around a small
/// graph than its labels need, since the style sheet scales the board to
/// its graph rather than to a fixed width.
const BOARD_FIT: Frame = Frame {
    min_width: 160.0,
    min_height: 130.0,
    ..BOARD
};

/// The board of `whole` in `scene`.
fn board(whole: &Graph, scene: &Scene) -> Html {
    let preview = scene.preview.as_ref().and_then(|m| m.get::<Cut>());
    let cut = cut_edge(whole, preview);
    let mut label = graph_label(whole);
    if let Some(c) = cut {
        label.push_str(". ");
        label.push_str(&preview_said(whole, c));
    }
    let look = Look {
        names: true,
        selected: scene.selected,
        cut,
        falls: cut.map(|c| falling(whole, c)).unwrap_or_default(),
        ..Look::plain("hb-svg hb-board", label, BOARD_FIT)
    };
    html! {
        <figure class="hb-figure hb-board-figure">
            {draw::board(whole, &look, scene)}
            if let Some(c) = cut {
                <figcaption class="hb-caption">{preview_said(whole, c)}</figcaption>
            }
        </figure>
    }
}

impl Shown for Shows {
    fn intro(&self) -> Option<Html> {
        Some({
            html! {
                <p>
                    {"Graphs stand on the ground. A move cuts one edge, and whatever no longer \
                      connects to the ground falls away; a player with nothing to cut loses. Each \
                      part standing on the ground is worth a Nim heap, found by the fusion and \
                      colon principles."}
                </p>
            }
        })
    }

    fn board(&self, scene: &Scene) -> Html {
        match scene.position.get::<Graph>() {
            Some(whole) => board(whole, scene),
            None => Html::default(),
        }
    }

    fn figure(&self, scene: &Scene, theme: Theme) -> Option<String> {
        let graph = scene.position.get::<Graph>()?;
        Some(figures::hackenbush::figure::graph_figure(graph).to_svg(theme))
    }

    fn explain(&self, scene: &Scene) -> Html {
        match scene.position.get::<Graph>() {
            Some(whole) => {
                explain::explain(whole, &Hackenbush.components(whole), scene.selected, 0)
            }
            None => Html::default(),
        }
    }

    fn editor(&self, scene: &Scene) -> Option<Html> {
        let graph = scene.position.get::<Graph>()?.clone();
        // One editor for the game: an end chosen in it holds while it is an
        // end of the graph on the table (a cut elsewhere keeps it).
        let send = scene.send.clone();
        Some(html! { <editor::Editor {graph} {send} /> })
    }
}

/// Green Hackenbush by its checked spec.
pub fn open(spec: &str) -> Option<Opened> {
    (spec == "hackenbush").then(|| Opened::new(Hackenbush, Shows))
}

#[cfg_attr(
    feature = "split",
    wasm_split_helpers::wasm_split(hackenbush, fallible)
)]
fn entry() -> Result<Opener, LoadError> {
    library::register("hackenbush", |spec| {
        Opened::once(spec, open).map(|o| o.game)
    });
    Ok(Opener(|spec, _| Opened::once(spec, open)))
}

thread_local! {
    /// The chunk.
    pub static CHUNK: Chunk<Opener> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}

#[cfg(test)]
mod tests;
