//! Rims drawn as the notes describe it: dots in the plane and loops that
//! never cross. The regions form a tree (a loop's inside is a region of its
//! own), so the drawing nests: each loop is a rounded outline sized to hold
//! what it encloses, the dots it passes through sit on its top edge, and
//! each region's free dots are a small grid labelled with their count.
//! A previewed move is drawn as the position after it, with the new loop
//! dashed, so the board shows exactly which dots it takes and encloses.
//!
//! `layout` places the nested regions, `board` draws them and `explain`
//! writes the reduction to Nim under them.

mod board;
mod explain;
mod layout;

use super::protocol::{Block, ModuleView};
use super::{Info, Shown};
use grundy::games::rims::{LoopMove, Region, Rims};
use maud::html;

/// Regions named in a figure's text alternative or the value table.
const MAX_NAMED: usize = 30;

/// A loop's name as move texts use it: indices from the outside in.
fn loop_name(path: &[usize]) -> String {
    path.iter()
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(".")
}

/// A region in words: "outside every loop", "inside loop 0.1".
pub fn region_name(path: &[usize]) -> String {
    if path.is_empty() {
        "outside every loop".to_string()
    } else {
        format!("inside loop {}", loop_name(path))
    }
}

impl Shown for Rims {
    fn info(&self) -> Info {
        Info {
            component: "region".to_string(),
            components: "regions".to_string(),
            one_move: "loop".to_string(),
            moves: "loops".to_string(),
            all_done: "Every dot is on a loop: no new loop can be drawn.".to_string(),
            add: Vec::new(),
            presets: vec![
                ("Seven dots".to_string(), "7".to_string()),
                ("Loops in loops".to_string(), "5 (2: 3 (1:))".to_string()),
                (
                    "A losing position".to_string(),
                    "3 (1: 1 (2: 2))".to_string(),
                ),
            ],
            intro: html! {
                p {
                    "Dots in the plane and closed loops, none crossing another or itself, \
                     each through at least one dot. A move draws a new loop through one or \
                     more free dots; whoever draws the last loop wins. The lecture notes \
                     (the game of rims) show that each region's free dots behave as a Nim \
                     heap."
                }
            }
            .into_string(),
            notation: "a region's free dots, then its loops, a loop through k dots around \
                       region R written (k: R): 5 (2: 3 (1:))"
                .to_string(),
        }
    }

    fn board(
        &self,
        whole: &Region,
        preview: Option<&LoopMove>,
        selected: Option<usize>,
    ) -> ModuleView {
        board::board(whole, preview, selected)
    }

    fn explain(&self, whole: &Region, selected: Option<usize>, _step: usize) -> ModuleView {
        ModuleView {
            blocks: vec![Block::markup(
                explain::explain(whole, selected).into_string(),
            )],
        }
    }
}
