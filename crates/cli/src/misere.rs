//! Misère play's answers: `outcome` with the route that found it
//! (`--why`), within the budget of `--time` and `--memory`, and past it
//! how far the search got and how to ask for more.

use crate::failure::{io, Failure};
use grundy::game::Game;
use grundy::misere::{budget::native_clock, Budget, Halt, HeapQuotient, Meter, Spent};
use grundy::spec::{
    quotient, AnyGame, AnyPosition, Inbox, MisereGame, MisereReach, MisereSearch, MisereWay,
};
use std::io::Write;
use std::rc::Rc;
use std::sync::mpsc;
use std::thread;

/// Gives a misère game (not the surface game's, which has its own
/// table) the search with `budget`. A heap game's quotient is computed on
/// a thread of its own, started by the first question that needs it, so
/// the search and the quotient run side by side and the first to answer
/// answers; each may hold half the budget's memory.
pub fn with_budget(game: &AnyGame, budget: Budget) {
    if let AnyGame::Misere(g) = game {
        let search = MisereSearch::new(
            g.inner().clone(),
            MisereReach::Native(budget),
            native_clock(),
        );
        let spec = g.inner().spec();
        g.attach(Rc::new(search.with_quotient_elsewhere(Box::new(
            move || quotient_thread(spec, budget),
        ))));
    }
}

/// Computes the quotient of the heap game `spec` on a thread of its own,
/// within the budget's time and half its memory, sending it after each
/// heap; what has arrived is read without waiting.
fn quotient_thread(spec: String, budget: Budget) -> Inbox {
    let (send, arrived) = mpsc::channel::<HeapQuotient>();
    thread::spawn(move || {
        let Some(mut run) = AnyGame::from_spec(&spec)
            .ok()
            .and_then(|game| quotient::quotient_run(&game))
        else {
            return;
        };
        let clock = native_clock();
        let now = || clock();
        let mut listen = |_: &Spent| true;
        let half = Budget {
            bytes: budget.bytes / 2,
            ..budget
        };
        let mut meter = Meter::new(half, &now, &mut listen);
        run.run_within(QUOTIENT_TO, &mut meter, |q| {
            // The question may be answered and the program gone.
            let _ = send.send(q.clone());
        });
    });
    Box::new(move || arrived.try_iter().last())
}

/// The largest heap the quotient's thread goes to, as `quotient` does by
/// default.
const QUOTIENT_TO: u64 = 1000;

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
