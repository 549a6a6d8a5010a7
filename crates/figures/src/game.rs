//! The figure of a position of any game, as the page draws its board or
//! its pictures: the command line's `figure` and a sum's parts come here.
//! The page itself calls each game's figure from that game's own code, so
//! that its first load carries no game's drawing.

use crate::coins::grid::grid_figure;
use crate::coins::row::row_figure;
use crate::digraph::figure::board_figure;
use crate::figure::Figure;
use crate::hackenbush::figure::graph_figure;
use crate::heaps::bars::bars_figure;
use crate::heaps::boxes::boxes_figure;
use crate::heaps::counters::heaps_figure;
use crate::moore::moore_figure;
use crate::rims::figure::rims_figure;
use crate::sum::sum_figure;
use crate::surfaces::surfaces_figure;
use grundy::catalogue::{BarKind, CoinKind, CounterKind, Family};
use grundy::dynamic::DynPosition;
use grundy::games::coins::rugs::Rug;
use grundy::games::coins::CoinRule;
use grundy::games::digraph::Board;
use grundy::games::hackenbush::Graph;
use grundy::games::heap::{Boxes, Cuboid, Rect, Rectangles};
use grundy::games::moore::Moore;
use grundy::games::moore_any::AnySize;
use grundy::games::rims::Region;
use grundy::games::sum::SumPart;
use grundy::manifold::Position;
use grundy::spec::{AnyGame, AnyPosition};
use grundy::Game;
use std::fmt;

/// Why a position has no figure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FigureError {
    /// The position is not one of the game's (a game whose engine is not
    /// linked here, or a position of another game).
    NotDrawn(String),
}

impl fmt::Display for FigureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FigureError::NotDrawn(spec) => write!(f, "no figure of this position of {spec}"),
        }
    }
}

impl std::error::Error for FigureError {}

/// The position `p` held as a `T`, or why not.
fn typed<'a, T: 'static>(p: &'a DynPosition, spec: &str) -> Result<&'a T, FigureError> {
    p.get::<T>()
        .ok_or_else(|| FigureError::NotDrawn(spec.to_string()))
}

/// The figure of `position` in `game` (in misère play, its normal-play
/// twin's: the board is the same), as the game's family draws it.
pub fn figure(game: &AnyGame, position: &AnyPosition) -> Result<Figure, FigureError> {
    let game = game.base();
    let (name, spec) = (game.name(), game.spec());
    let p = position;
    let refused = || FigureError::NotDrawn(spec.clone());
    Ok(match game.entry().family {
        Family::Surfaces => surfaces_figure(&name, typed::<Position>(p, &spec)?.surfaces()),
        Family::Heaps(_) => heaps_figure(&name, typed::<Vec<u64>>(p, &spec)?),
        Family::Bars(BarKind::Rectangles) => {
            let d = game.downcast::<Rectangles>().ok_or_else(refused)?.d();
            let bars: Vec<(u64, u64)> = typed::<Vec<Rect>>(p, &spec)?
                .iter()
                .map(|b| (b.m, b.n))
                .collect();
            bars_figure(&name, &bars, d)
        }
        Family::Bars(BarKind::Boxes) => {
            let d = game.downcast::<Boxes>().ok_or_else(refused)?.d();
            let boxes: Vec<Vec<u64>> = typed::<Vec<Cuboid>>(p, &spec)?
                .iter()
                .map(|c| c.lengths().collect())
                .collect();
            boxes_figure(&name, &boxes, d)
        }
        Family::Coins(CoinKind::Row(rule)) => row_figure(rule, typed::<Vec<bool>>(p, &spec)?),
        // A row by rule is numbered from 0, as Mock Turtles is.
        Family::Coins(CoinKind::Rule) => {
            row_figure(CoinRule::MockTurtles, typed::<Vec<bool>>(p, &spec)?)
        }
        Family::Coins(CoinKind::Rugs | CoinKind::Tartan | CoinKind::Plane) => {
            grid_figure(&name, typed::<Rug>(p, &spec)?)
        }
        Family::Hackenbush => graph_figure(typed::<Graph>(p, &spec)?),
        Family::Digraph => board_figure(typed::<Board>(p, &spec)?),
        Family::Counters(CounterKind::Rims) => rims_figure(typed::<Region>(p, &spec)?),
        Family::Counters(CounterKind::Wythoff) => heaps_figure(&name, typed::<[u64; 2]>(p, &spec)?),
        Family::Counters(CounterKind::Moore) => {
            let moore = game
                .downcast::<AnySize>()
                .map(AnySize::game)
                .or_else(|| game.downcast::<Moore>().copied())
                .ok_or_else(refused)?;
            moore_figure(&moore, typed::<Vec<u64>>(p, &spec)?)
        }
        Family::Sums => sum_figure(typed::<Vec<SumPart>>(p, &spec)?, &|part| {
            figure(&part.game, &part.position)
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theme::Theme;

    fn drawn(spec: &str, position: &str) -> Figure {
        let game = grundy::catalog::game(spec).unwrap();
        let p = game.parse_position(position).unwrap();
        figure(&game, &p).unwrap()
    }

    #[test]
    fn every_game_has_a_figure_with_a_title() {
        for (spec, position) in [
            ("manifold", "o1 + n3"),
            ("nim", "3 + 5 + 7"),
            ("octal:0.77", "7"),
            ("rectangles", "5x7 + 3x4"),
            ("boxes", "3x4x5"),
            ("turtles", "THHTH"),
            ("rugs", "HTH/THT"),
            ("tartan:turtles*ruler", "HTH/THT"),
            ("coins2d:a.0,0.b,a.b", "HTH/THT"),
            ("hackenbush", "g-1 1-2 2-3 3-1"),
            ("digraph", "a>b a>c b>c; tokens a c"),
            ("rims", "5 (2: 3 (1:))"),
            ("moore:2", "3 + 5 + 6"),
            ("nim:misere", "1 + 2"),
        ] {
            let f = drawn(spec, position);
            assert!(!f.title.is_empty() && f.count() > 0, "{spec}");
        }
    }

    #[test]
    fn a_sum_draws_every_part_with_its_value() {
        let f = drawn("sum", "nim(3 + 5) + turtles(THHTH) + hackenbush(g-1 1-2)");
        let words = f.words();
        for part in ["1. Nim", "2. Turning Turtles", "3. Green Hackenbush"] {
            assert!(words.contains(&part), "{part} in {words:?}");
        }
        // Nim 3 + 5 is 6, the row THHTH 4 (heads 1, 2 and 4), the stalk 2.
        for value in ["G = 6", "G = 4", "G = 2"] {
            assert!(words.contains(&value), "{value} in {words:?}");
        }
        assert!(f.title.starts_with("Sum of 3 parts, value 0"));
        let svg = f.to_svg(Theme::Light);
        assert!(
            svg.contains(">part 1</text>"),
            "the Hackenbush part's label"
        );
    }

    #[test]
    fn a_sum_past_its_budget_names_the_rest() {
        let rug = vec!["H".repeat(24); 24].join("/");
        let parts: Vec<String> = (0..64).map(|_| format!("rugs({rug})")).collect();
        let f = drawn("sum", &parts.join(" + "));
        assert!(f.desc.contains("(not drawn)"));
        assert!(f.to_svg(Theme::Light).len() < 4_000_000);
    }
}
