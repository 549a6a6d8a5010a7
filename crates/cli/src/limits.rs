//! The help text: the usage, then every limit checked before any work,
//! each read from the constant that enforces it.

use crate::usage;

/// The usage text with the limits of every game, each from the constant
/// that enforces it.
pub fn usage_text() -> String {
    format!("{}\n\n{}", usage::usage_text(), limits())
}

/// Every stated limit, one line a game or command.
fn limits() -> String {
    use grundy::games::coins::{plane, rugs, tartan, MAX_COINS};
    use grundy::games::heap::{boxes, census, grundy_game, heaps, octal, run, spread, until};
    use grundy::games::{digraph, hackenbush, moore, rims, sum};
    let lines = [
        format!(
            "manifold: genus to 2^64 - 1; table --max-genus {}; series o|n N to {}; a rule set's \
             series to 20000, period --to 20 to 20000, misère outcome to weight {}",
            crate::surface::MAX_TABLE_GENUS,
            crate::read::MAX_SERIES,
            grundy::games::lab::MISERE_REACH
        ),
        format!(
            "misère play (:misere): outcome and quotient within {} by default where no rule \
             decides (--time SECONDS and --memory GIB allow more)",
            grundy::misere::Budget::NATIVE
        ),
        format!(
            "a position: {} heaps, bars, boxes or surfaces at most; a box of {} sides at most",
            heaps::MAX_HEAPS,
            boxes::MAX_BOX_SIDES
        ),
        format!(
            "nim, lasker, subtraction:SET: heaps of any size (2^64 - 1; lasker one less); series \
             and period --to {}",
            run::MAX_RUN
        ),
        format!(
            "octal:CODE: heaps of {}; series and period --to {} (until proved, by default)",
            octal::MAX_OCTAL_HEAP,
            until::MAX_HEAPS - 1
        ),
        format!(
            "grundy: heaps of {}; series and period --to {}",
            grundy_game::MAX_HEAP,
            census::MAX_HEAPS - 1
        ),
        format!(
            "grundy:d=D (D not 1): heaps of {}; series and period --to {}",
            spread::MAX_SPREAD_HEAP,
            census::MAX_HEAPS - 1
        ),
        format!(
            "rectangles, boxes: sides as their line game's heaps (grundy or grundy:d=D); the \
             rectangle table to side 2000, the box table to {} boxes (side 100 for three sides, \
             31 for four, 15 for five)",
            crate::boxes::MAX_CELLS
        ),
        format!(
            "turtles, mock-turtles, ruler, coins:RULE: rows of {MAX_COINS} coins; a rule of {} \
             shapes of {} terms, {} letters a shape",
            grundy::games::coins::rule::MAX_SHAPES,
            grundy::games::coins::rule::MAX_SHAPES,
            grundy::games::coins::rule::MAX_LETTERS
        ),
        format!(
            "rugs: {0} x {0}; tartan:A*B: {1} x {1}; coins2d:RULE: {2} x {2}",
            rugs::MAX_SIDE,
            tartan::MAX_SIDE,
            plane::MAX_SIDE
        ),
        format!(
            "hackenbush: {} edges; digraph: {} vertices and tokens; rims: {} dots; sum: {} parts",
            hackenbush::MAX_EDGES,
            digraph::MAX_VERTICES,
            rims::MAX_DOTS,
            sum::MAX_PARTS
        ),
        format!(
            "moore:K: values by a search of at most {} steps; past it Moore's rule gives the \
             outcome and the winning move at any size",
            moore::MAX_WORK
        ),
        format!(
            "moves: {} moves a listing, with --all or without; figure: {} surfaces drawn, the \
             rest counted",
            crate::moves::MAX_LISTED,
            figures::surfaces::MAX_SURFACES
        ),
    ];
    let mut text = String::from("Limits, checked before any work:");
    for line in lines {
        text.push_str("\n  ");
        text.push_str(&line);
    }
    text
}
