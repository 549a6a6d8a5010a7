//! The misère jobs of the G-series worker, as plain functions from what is
//! asked to what is found ([`super::results`]), given a clock and a place
//! for progress: a heap game's misère quotient, the search of one
//! position and its options where no quotient decides it, and the surface
//! game's table of misère outcomes. The play page hands each result to the
//! game on its table, which then answers without computing.

use super::results::{QuotientFound, SearchFound, TableFound};
use grundy::games::lab::misere::positions_to_count;
use grundy::games::lab::{MisereTable, Rules};
use grundy::misere::{
    Budget, Halt, HeapQuotient, HeapSearch, Meter, MisereSolver, Outcome, Spent, Step,
};
use grundy::spec::{quotient, AnyGame, AnyPosition};
use grundy::Game;
use std::collections::HashSet;

/// The most heaps a quotient is computed to in the worker (the command
/// line's `quotient --to` at most).
pub const QUOTIENT_HEAPS: u64 = 1_000;

/// What a job in the worker may use: [`Budget::WORKER`], memory only;
/// time runs until the reader cancels.
pub const WORKER_BUDGET: Budget = Budget::WORKER;

/// The misère quotient of the heap game `spec` (in normal play's spec,
/// `octal:0.77`), grown heap by heap until it is proved, it stops, or heap
/// `to` is done, within [`WORKER_BUDGET`]; `progress` hears each heap's
/// step.
pub fn quotient(
    spec: &str,
    to: u64,
    now: &dyn Fn() -> f64,
    progress: &mut dyn FnMut(Step),
) -> QuotientFound {
    let started = now();
    let result = AnyGame::from_spec(spec)
        .map_err(|e| e.to_string())
        .and_then(|game| {
            let mut run = quotient::quotient_run(&game).ok_or_else(|| {
                format!(
                    "{} is not a heap game: no misère quotient is computed for it",
                    game.name()
                )
            })?;
            let mut listen = |_: &Spent| true;
            let mut meter = Meter::new(WORKER_BUDGET, now, &mut listen);
            run.run_within(to.min(QUOTIENT_HEAPS), &mut meter, |q| {
                if let Some(&step) = q.history.last() {
                    progress(step);
                }
            });
            Ok(run.into_quotient())
        });
    QuotientFound {
        game: spec.to_string(),
        to,
        result,
        ms: (now() - started) as u64,
    }
}

/// The two searches a job may use: a heap game's, aided by its quotient
/// where one is given, or any game's.
enum Searcher {
    Heaps(Box<HeapSearch>),
    Plain(MisereSolver<AnyGame>),
}

impl Searcher {
    fn outcome(&mut self, position: &AnyPosition, meter: &mut Meter<'_>) -> Result<Outcome, Halt> {
        match (self, position.get::<Vec<u64>>()) {
            (Searcher::Heaps(search), Some(heaps)) => search.outcome(heaps, meter),
            (Searcher::Heaps(_), _) => unreachable!("a heap game's positions are heaps"),
            (Searcher::Plain(solver), _) => solver.outcome_within(position, meter),
        }
    }
}

/// The misère outcome of `position` (written as the game writes it) in
/// the game `spec` (normal play's spec), and of each position its moves
/// leave, by the search that remembers: for a heap game aided by
/// `quotient` where one is given. Within [`WORKER_BUDGET`] over the whole
/// job; `progress` hears how far it has got.
pub fn search(
    spec: &str,
    position: &str,
    quotient: Option<HeapQuotient>,
    now: &dyn Fn() -> f64,
    progress: &mut dyn FnMut(Spent),
) -> SearchFound {
    let started = now();
    let mut found = SearchFound {
        game: spec.to_string(),
        position: position.to_string(),
        outcome: None,
        options: Vec::new(),
        spent: Spent::default(),
        halted: None,
        ms: 0,
        error: None,
    };
    let game = match AnyGame::from_spec(spec) {
        Ok(game) => game,
        Err(e) => {
            found.error = Some(e.to_string());
            return found;
        }
    };
    let start = match game.parse_position(position) {
        Ok(p) => p,
        Err(e) => {
            found.error = Some(format!(
                "{position} is not a position of {}: {e}",
                game.name()
            ));
            return found;
        }
    };
    let mut searcher = if quotient::quotient_game(&game) && start.get::<Vec<u64>>().is_some() {
        let mut search = HeapSearch::new(quotient::leaves(&game), quotient::has_move(&game));
        if let Some(q) = quotient {
            search.use_quotient(q);
        }
        Searcher::Heaps(Box::new(search))
    } else {
        Searcher::Plain(MisereSolver::new(game.clone()))
    };
    let mut last = Spent::default();
    let mut listen = |s: &Spent| {
        last = *s;
        progress(*s);
        true
    };
    let mut meter = Meter::new(WORKER_BUDGET, now, &mut listen);
    // The position first; then each option once, by its canonical form,
    // for the marks of the winning moves.
    match searcher.outcome(&start, &mut meter) {
        Ok(outcome) => found.outcome = Some(outcome),
        Err(halt) => found.halted = Some(halt),
    }
    if found.halted.is_none() {
        let mut seen = HashSet::new();
        for option in game.options(&start) {
            if !seen.insert(game.canonical(&option)) {
                continue;
            }
            match searcher.outcome(&option, &mut meter) {
                Ok(o) => found.options.push((game.format_position(&option), Some(o))),
                Err(halt) => {
                    found.halted = Some(halt);
                    break;
                }
            }
        }
    }
    found.spent = found.halted.map_or(last, |h| h.spent());
    found.ms = (now() - started) as u64;
    found
}

/// The surface game's misère table under `rules` to weight `last`;
/// `progress` hears the share done, in thousandths of `share`.
pub fn table(rules: Rules, last: u64, share: u32, progress: &mut dyn FnMut(u32)) -> MisereTable {
    let mut table = MisereTable::new(rules, last);
    // The cost grows with the number of positions, which about doubles
    // every three weights: progress counts in positions.
    let expected = positions_to_count(last).max(1);
    while !table.done() {
        let p = table.step();
        progress((p.positions * u64::from(share) / expected).min(u64::from(share)) as u32);
    }
    table
}

/// The surface game's misère table under `rules` to weight `last`, as its
/// lost positions, for the play page.
pub fn table_found(
    rules: Rules,
    last: u64,
    now: &dyn Fn() -> f64,
    progress: &mut dyn FnMut(u32),
) -> TableFound {
    let started = now();
    let t = table(rules, last, 1000, progress);
    TableFound {
        rules,
        last: t.progress().last,
        lost: t.lost_codes(),
        counts: t.counts(),
        ms: (now() - started) as u64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock() -> f64 {
        0.0
    }

    #[test]
    fn kayles_quotient_is_proved_in_the_worker_s_reach() {
        let mut heard = Vec::new();
        let found = quotient("octal:0.77", QUOTIENT_HEAPS, &clock, &mut |s| heard.push(s));
        let q = found.result.expect("a heap game");
        assert!(q.proved(), "{:?}", q.periodicity);
        assert_eq!(heard.len() as u64, q.bound());
        assert_eq!(heard.last().map(|s| s.order), Some(q.monoid.order()));
    }

    #[test]
    fn a_game_without_a_quotient_says_why() {
        let found = quotient("rectangles", 10, &clock, &mut |_| {});
        assert!(found.result.unwrap_err().contains("not a heap game"));
        let found = quotient("octal:9", 10, &clock, &mut |_| {});
        assert!(found.result.is_err());
    }

    #[test]
    fn a_search_gives_each_option_s_outcome_and_the_position_s() {
        // Misère Kayles 4 + 4: the mirror strategy fails in misère play,
        // so the search, not a rule, decides each option.
        let found = search("octal:0.77", "4 + 4", None, &clock, &mut |_| {});
        let game = AnyGame::from_spec("octal:0.77").unwrap();
        let mut solver = MisereSolver::new(game.clone());
        for (text, outcome) in &found.options {
            let p = game.parse_position(text).unwrap();
            assert_eq!(*outcome, Some(solver.outcome(&p)), "{text}");
        }
        let p = game.parse_position("4 + 4").unwrap();
        assert_eq!(found.outcome, Some(solver.outcome(&p)));
        assert!(found.error.is_none());
    }

    #[test]
    fn a_search_aided_by_a_quotient_agrees_with_the_plain_one() {
        let short = quotient("octal:0.07", 8, &clock, &mut |_| {})
            .result
            .unwrap();
        let aided = search("octal:0.07", "14 + 9 + 3", Some(short), &clock, &mut |_| {});
        let plain = search("octal:0.07", "14 + 9 + 3", None, &clock, &mut |_| {});
        assert_eq!(aided.options, plain.options);
        assert_eq!(aided.outcome, plain.outcome);
        assert!(aided.outcome.is_some());
    }

    #[test]
    fn a_search_reports_progress_and_bad_input_is_said() {
        let mut heard = Vec::new();
        let found = search("octal:0.77", "19 + 13 + 3", None, &clock, &mut |s| {
            heard.push(s.positions)
        });
        assert!(found.outcome.is_some() && found.halted.is_none());
        assert!(!heard.is_empty());
        assert!(heard.windows(2).all(|w| w[0] <= w[1]));
        assert!(found.spent.positions >= *heard.last().unwrap());
        let found = search("octal:0.77", "three", None, &clock, &mut |_| {});
        assert!(found.error.unwrap().contains("not a position"));
    }

    #[test]
    fn a_table_travels_as_its_lost_positions() {
        let rules = Rules::parse("cgh").unwrap();
        let found = table_found(rules, 14, &clock, &mut |_| {});
        let copy = MisereTable::from_lost(rules, found.last, &found.lost, found.counts.clone())
            .expect("the worker's own list");
        let whole = table(rules, 14, 1000, &mut |_| {});
        assert_eq!(copy.lightest_lost(30), whole.lightest_lost(30));
        assert_eq!(copy.progress(), whole.progress());
    }
}
