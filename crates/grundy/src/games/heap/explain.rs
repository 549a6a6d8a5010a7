//! Why one heap (or bar) has its value, as a page draws it: every option
//! with the values of its pieces and their nim-sum, the mex of those, and
//! the closed form or certificate that gives the value in words.

use super::run::{analyze, heap_series};
use super::{Cuboid, HeapGame, Rect};
use crate::games::lab::Status;
use crate::spec::{AnyGame, AnyPosition};
use crate::{Game, Nimber, Solver};
use std::fmt;

/// One option of the component: a move and what it leaves.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct OptionRow {
    /// The move in notation (`7 → 2 + 5`).
    pub text: String,
    /// Each piece left, in notation (`2`, `5`; `3x4`), none when nothing is
    /// left.
    pub pieces: Vec<String>,
    /// The value of each piece, in the same order.
    pub values: Vec<Nimber>,
    /// Their nim-sum: the value of the option.
    pub value: Nimber,
}

/// A component's options, their values, the mex and the reason in words.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Explanation {
    /// The component, in notation (`7`, `5x7`).
    pub component: String,
    /// The options, in the game's order; at most the limit asked for.
    pub options: Vec<OptionRow>,
    /// How many options are not listed (past the limit), counted to
    /// [`COUNTED`] at most.
    pub omitted: u64,
    /// True when more options than [`COUNTED`] were left uncounted.
    pub uncounted: bool,
    /// The distinct values the listed options reach, smallest first.
    pub reached: Vec<Nimber>,
    /// The mex of the options: the component's value.
    pub mex: Nimber,
    /// The closed form, theorem or method that gives the value, in words.
    pub reason: String,
}

/// Why a component cannot be explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExplainError {
    /// The position is not a single heap or bar of the game.
    NotOneComponent,
}

impl fmt::Display for ExplainError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExplainError::NotOneComponent => {
                f.write_str("an explanation is for one heap or one bar of the game")
            }
        }
    }
}

impl std::error::Error for ExplainError {}

/// The most options counted past those listed: a heap of Lasker's Nim
/// may have 2^64 of them.
pub const COUNTED: u64 = 100_000;

/// How far the octal series is computed to look for a certificate.
const OCTAL_LOOK: u64 = 600;

/// The reason a heap game's component has its value, in words.
fn reason(game: &AnyGame, component: &AnyPosition, value: Nimber) -> String {
    let heap = component.get::<Vec<u64>>().and_then(|h| h.first().copied());
    let Some(heap_game) = HeapGame::of_game(game) else {
        return format!("the mex of the options, {value}");
    };
    match heap_game {
        HeapGame::Nim(_) => format!("Bouton: a Nim heap's value is its size, {value}"),
        HeapGame::Lasker(_) => super::lasker::reason(heap.unwrap_or(0)),
        HeapGame::Subtraction(g) => format!(
            "{}; heap {} folds to heap {} of the first period",
            g.reason(),
            heap.unwrap_or(0),
            fold(heap.unwrap_or(0), g.preperiod(), g.period())
        ),
        HeapGame::Octal(ref g) => {
            let values = heap_series(&heap_game, OCTAL_LOOK).unwrap_or_default();
            let k = analyze(&heap_game, &values);
            if k.status == Status::Proved {
                let (first, last) = k.window.unwrap_or_default();
                format!(
                    "the mex of the options; octal game {g} is periodic with period {} from heap \
                     {}, proved by {} (checked for heaps {first} to {last})",
                    k.period,
                    k.preperiod,
                    k.theorem.unwrap_or_default()
                )
            } else {
                format!("the mex of the options; no period of octal game {g} is proved")
            }
        }
        HeapGame::Grundy(g) if g.d() == 0 => {
            format!("the mex of the options; {}", super::run::HALVING_THEOREM)
        }
        HeapGame::Grundy(g) if g.d() != 1 => format!(
            "the mex of the options: every split into two heaps differing by at least {}, \
             each the nim-sum of its two heaps' values, split by split",
            g.d()
        ),
        HeapGame::Grundy(_) => "the mex of the options: Grundy's game has no known closed form \
                                or period; its values come from the sparse method of rare and \
                                common values"
            .to_string(),
        HeapGame::Rectangles(g) => match component.get::<Vec<Rect>>().map(Vec::as_slice) {
            Some([r]) => g.reason(*r),
            _ => String::new(),
        },
        HeapGame::Boxes(g) => match component.get::<Vec<Cuboid>>().map(Vec::as_slice) {
            Some([b]) => g.reason(*b),
            _ => String::new(),
        },
    }
}

fn fold(n: u64, pre: u64, p: u64) -> u64 {
    if n < pre + p {
        n
    } else {
        pre + (n - pre) % p
    }
}

/// The options of one heap or bar (`component`, a position of one
/// component) with their values, at most `limit` of them, and the mex.
pub fn explain(
    game: &AnyGame,
    component: &AnyPosition,
    limit: usize,
) -> Result<Explanation, ExplainError> {
    if game.components(component).len() != 1 {
        return Err(ExplainError::NotOneComponent);
    }
    let solver = Solver::new(game.clone());
    let mut options = Vec::new();
    let mut omitted = 0u64;
    let mut uncounted = false;
    for mv in game.moves(component) {
        if options.len() >= limit {
            if omitted == COUNTED {
                uncounted = true;
                break;
            }
            omitted += 1;
            continue;
        }
        let Ok(after) = game.apply(component, &mv) else {
            continue;
        };
        let parts = game.components(&after);
        let values: Vec<Nimber> = parts.iter().map(|p| solver.value(p)).collect();
        options.push(OptionRow {
            text: game.format_move(component, &mv),
            pieces: parts.iter().map(|p| game.format_position(p)).collect(),
            value: values.iter().copied().sum(),
            values,
        });
    }
    let mut reached: Vec<Nimber> = options.iter().map(|o| o.value).collect();
    reached.sort_unstable();
    reached.dedup();
    let mex = solver.value(component);
    Ok(Explanation {
        component: game.format_position(component),
        reason: reason(game, component, mex),
        options,
        omitted,
        uncounted,
        reached,
        mex,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lasker_heap_lists_its_options_and_mex() {
        let game = AnyGame::from_spec("lasker").unwrap();
        let e = explain(&game, &game.parse_position("3").unwrap(), 100).unwrap();
        let texts: Vec<&str> = e.options.iter().map(|o| o.text.as_str()).collect();
        assert_eq!(texts, ["3 → 2", "3 → 1", "3 → 0", "3 → 1 + 2"]);
        assert_eq!(e.reached, [0, 1, 2, 3].map(Nimber));
        assert_eq!(e.mex, Nimber(4));
        assert!(e.reason.contains("swaps"));
    }

    #[test]
    fn a_long_list_is_cut_at_the_limit() {
        let game = AnyGame::from_spec("grundy").unwrap();
        let e = explain(&game, &game.parse_position("100").unwrap(), 10).unwrap();
        assert_eq!((e.options.len(), e.omitted), (10, 39));
    }

    #[test]
    fn kayles_gives_its_certificate() {
        let game = AnyGame::from_spec("octal:0.77").unwrap();
        let e = explain(&game, &game.parse_position("9").unwrap(), 100).unwrap();
        assert!(e.reason.contains("period 12 from heap 71"), "{}", e.reason);
    }

    #[test]
    fn a_box_names_the_rule_for_three_sides() {
        let game = AnyGame::from_spec("boxes").unwrap();
        let e = explain(&game, &game.parse_position("3x4x5").unwrap(), 100).unwrap();
        // G(3) = 1, G(4) = 0, G(5) = 2 (Table 1): two sides positive, so 1.
        assert_eq!(e.mex, Nimber(1));
        assert!(e.reason.contains("three sides"), "{}", e.reason);
        assert_eq!(e.options.len(), 4);
    }

    #[test]
    fn a_bar_names_schrages_theorem() {
        let game = AnyGame::from_spec("rectangles").unwrap();
        let e = explain(&game, &game.parse_position("5x7").unwrap(), 100).unwrap();
        // G(7) = 0 and G(5) = 2 (Table 1), so G(5 × 7) = 2.
        assert_eq!(e.mex, Nimber(2));
        assert!(e.reason.contains("Schrage"));
        assert!(explain(&game, &game.parse_position("5x7 + 1x3").unwrap(), 9).is_err());
    }
}
