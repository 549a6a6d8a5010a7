//! The misère jobs of the G-series worker, as plain functions from what is
//! asked to what is found ([`super::results`]), given a clock and a place
//! for progress: a heap game's misère quotient, the search of one
//! position and its options where no quotient decides it, and the surface
//! game's table of misère outcomes. The play page hands each result to the
//! game on its table, which then answers without computing.

use super::results::{QuotientFound, SearchFound, TableFound};
use grundy::games::lab::misere::positions_to_count;
use grundy::games::lab::{MisereTable, Rules};
use grundy::misere::{AidedSearch, HeapQuotient, MisereSolver, Outcome, Step};
use grundy::spec::{quotient, AnyGame, AnyPosition};
use grundy::Game;
use std::collections::HashSet;

/// The most heaps a quotient is computed to in the worker (the command
/// line's reach).
pub const QUOTIENT_HEAPS: u64 = 1_000;

/// The most moves of positions not settled before that one search job
/// may look at, over the position and all its options: twice the command
/// line's reach, since the worker shows its progress and can be cancelled.
pub const SEARCH_REACH: usize = 2_000_000;

/// Moves looked at between two reports of a search's progress.
const SEARCH_STEP: usize = 50_000;

/// The largest heap the quotient-aided search takes on: each heap's
/// options are listed once, which for larger heaps costs more memory
/// than a search within the reach could use.
const AIDED_LARGEST: u64 = 2_000;

/// The misère quotient of the heap game `spec` (in normal play's spec,
/// `octal:0.77`), grown heap by heap until it is proved, it stops, or heap
/// `to` is done; `progress` hears each heap's step.
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
            let mut run = quotient::quotient_run(&game, quotient::MAX_ORDER).ok_or_else(|| {
                format!(
                    "{} is not a heap game: no misère quotient is computed for it",
                    game.name()
                )
            })?;
            run.run_to(to.min(QUOTIENT_HEAPS), |q| {
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

/// The two searches a job may use.
enum Searcher {
    /// For a heap game with its quotient: every position of heaps the
    /// quotient covers is read from it.
    Aided(Box<AidedSearch>),
    /// Any game: a memoised search of the whole game tree.
    Plain(MisereSolver<AnyGame>),
}

impl Searcher {
    /// Whether `position` is lost, within `budget` moves; with the moves
    /// spent on it.
    fn lost_within(&mut self, position: &AnyPosition, budget: usize) -> (Option<bool>, usize) {
        match (self, position.get::<Vec<u64>>()) {
            (Searcher::Aided(search), Some(heaps)) => {
                let before = search.searched();
                let lost = search.lost_within(heaps, budget);
                (lost, search.searched() - before)
            }
            (Searcher::Aided(_), _) => (None, 0),
            (Searcher::Plain(solver), _) => {
                let before = solver.known();
                let lost = solver
                    .outcome_within(position, budget)
                    .map(|o| o == Outcome::Previous);
                // Past the budget every move of it was spent.
                let spent = lost.map_or(budget, |_| solver.known() - before);
                (lost, spent)
            }
        }
    }
}

/// The misère outcome of `position` (written as the game writes it) in
/// the game `spec` (normal play's spec), and of each position its moves
/// leave, by search: aided by `quotient` where one is given for a heap
/// game. At most [`SEARCH_REACH`] moves are looked at in all; `progress`
/// hears the moves spent and the share of the reach, in thousandths.
pub fn search(
    spec: &str,
    position: &str,
    quotient: Option<HeapQuotient>,
    now: &dyn Fn() -> f64,
    progress: &mut dyn FnMut(u64, u32),
) -> SearchFound {
    let started = now();
    let mut found = SearchFound {
        game: spec.to_string(),
        position: position.to_string(),
        outcome: None,
        options: Vec::new(),
        moves: 0,
        reach: SEARCH_REACH as u64,
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
    let largest = start
        .get::<Vec<u64>>()
        .map(|h| h.iter().copied().max().unwrap_or(0));
    let mut searcher = match (quotient, largest) {
        (Some(q), Some(largest)) if largest <= AIDED_LARGEST && quotient::quotient_game(&game) => {
            Searcher::Aided(Box::new(AidedSearch::new(q, quotient::leaves(&game))))
        }
        _ => Searcher::Plain(MisereSolver::new(game.clone())),
    };
    // Each option once, by its canonical form.
    let mut seen = HashSet::new();
    let options: Vec<AnyPosition> = game
        .options(&start)
        .into_iter()
        .filter(|o| seen.insert(game.canonical(o)))
        .collect();
    let mut left = SEARCH_REACH;
    let mut any_lost = false;
    let mut all_known = true;
    for option in &options {
        let mut lost = None;
        while left > 0 {
            let (answer, spent) = searcher.lost_within(option, left.min(SEARCH_STEP));
            left = left.saturating_sub(spent.max(1));
            let moves = (SEARCH_REACH - left) as u64;
            progress(moves, (moves * 1000 / SEARCH_REACH as u64) as u32);
            if answer.is_some() {
                lost = answer;
                break;
            }
        }
        any_lost |= lost == Some(true);
        all_known &= lost.is_some();
        let outcome = lost.map(|l| if l { Outcome::Previous } else { Outcome::Next });
        found.options.push((game.format_position(option), outcome));
    }
    // Won with a move to a lost position, or with no move at all (the
    // opponent made the last one); lost when every move leaves a win.
    found.outcome = if any_lost || options.is_empty() {
        Some(Outcome::Next)
    } else if all_known {
        Some(Outcome::Previous)
    } else {
        None
    };
    found.moves = (SEARCH_REACH - left) as u64;
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
        let found = search("octal:0.77", "4 + 4", None, &clock, &mut |_, _| {});
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
        let aided = search(
            "octal:0.07",
            "14 + 9 + 3",
            Some(short),
            &clock,
            &mut |_, _| {},
        );
        let plain = search("octal:0.07", "14 + 9 + 3", None, &clock, &mut |_, _| {});
        assert_eq!(aided.options, plain.options);
        assert_eq!(aided.outcome, plain.outcome);
        assert!(aided.outcome.is_some());
    }

    #[test]
    fn a_search_reports_progress_and_bad_input_is_said() {
        let mut heard = Vec::new();
        search("octal:0.77", "9 + 3", None, &clock, &mut |m, p| {
            heard.push((m, p))
        });
        assert!(!heard.is_empty());
        assert!(heard.windows(2).all(|w| w[0].0 <= w[1].0));
        let found = search("octal:0.77", "three", None, &clock, &mut |_, _| {});
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
