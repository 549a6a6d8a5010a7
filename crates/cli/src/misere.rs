//! Misère play's answers: `outcome` with the route that found it
//! (`--why`), within the budget of `--time` and `--memory`, and past it
//! how far the search got and how to ask for more.

use crate::failure::{io, Failure};
use grundy::misere::{budget::native_clock, Budget, Halt};
use grundy::spec::{AnyGame, AnyPosition, MisereGame, MisereReach, MisereSearch, MisereWay};
use std::io::Write;
use std::rc::Rc;

/// Gives a misère game (not the surface game's, which has its own
/// table) the search with `budget`.
pub fn with_budget(game: &AnyGame, budget: Budget) {
    if let AnyGame::Misere(g) = game {
        g.attach(Rc::new(MisereSearch::new(
            g.inner().clone(),
            MisereReach::Native(budget),
            native_clock(),
        )));
    }
}

/// The route that found an outcome, in words.
pub fn way_text(way: &MisereWay) -> String {
    match way {
        MisereWay::Bouton => "by Bouton's rule for misère Nim".to_string(),
        MisereWay::Quotient {
            order,
            bound,
            proved,
        } => format!(
            "by the game's misère quotient (order {order}, {})",
            if *proved {
                "proved for every heap".to_string()
            } else {
                format!("exact for heaps up to {bound}")
            }
        ),
        MisereWay::Tame(_) => "by Conway's rule for sums of tame parts".to_string(),
        MisereWay::Search {
            positions,
            quotient_to,
        } => format!(
            "by a search that settled {} position{}{}",
            grundy::misere::budget::grouped(*positions),
            if *positions == 1 { "" } else { "s" },
            quotient_to.map_or(String::new(), |q| format!(
                " (those of heaps up to {q} read from the quotient)"
            ))
        ),
        MisereWay::Worker => "by a search elsewhere".to_string(),
    }
}

/// Why no outcome was found, and how to ask for more.
pub fn refusal(g: &MisereGame, halted: Option<Halt>) -> Failure {
    let budget = g.budget();
    let how_far = halted.map_or(String::new(), |h| format!(": {h}"));
    let quotient = g.quotient().map_or(String::new(), |q| {
        format!("; the quotient reached heap {}", q.bound())
    });
    Failure(
        format!(
            "the misère outcome is not computed: no rule decides this position (Bouton's for \
             Nim, the game's quotient where its heaps are covered, Conway's for sums of tame \
             parts), and the search stopped at its budget of {budget}{how_far}{quotient}; allow \
             more with --time SECONDS and --memory GIB"
        ),
        1,
    )
}

/// `outcome POSITION [--why]` in misère play: N or P, and with `--why`
/// the route.
pub fn outcome(
    g: &MisereGame,
    p: &AnyPosition,
    why: bool,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let verdict = g.verdict(p);
    let outcome = verdict.outcome.ok_or_else(|| refusal(g, verdict.halted))?;
    match (why, &verdict.way) {
        (true, Some(way)) => writeln!(out, "{} {}", outcome.letter(), way_text(way)),
        _ => writeln!(out, "{}", outcome.letter()),
    }
    .map_err(io)
}
