//! G-series of the heap games, computed a step at a time ([`HeapRun`], a
//! [`SeriesRun`]), and what they show or prove about periodicity
//! ([`analyze`], with the rule lab's keys: status, pre-period, period,
//! saltus, checked to, window and theorem).
//!
//! How each game's status is reached:
//! - Nim: `G(n) = n`, arithmetic-periodic with period 1 and saltus 1, by
//!   Bouton's theorem.
//! - Lasker's Nim: arithmetic-periodic with period 4 and saltus 4 from
//!   heap 1, proved by its closed form ([`super::lasker`]).
//! - Subtraction games: proved, by the window of `max(S)` values that
//!   repeats ([`super::subtraction`]); the window is where it repeats.
//! - Octal games: the least pre-period and period of the whole series,
//!   proved when Guy and Smith's theorem covers a window of the values for
//!   some period ([`crate::periodicity::prove_guy_smith`]); otherwise a
//!   pattern observed under the rule of [`crate::periodicity::covers`].
//! - Grundy's game (and the rectangle game, whose rows are Grundy's game by
//!   Schrage's theorem): observed or unknown; no period is known.
//! - Schrage's split games `grundy:d=D`: observed or unknown, but for
//!   `d = 0`, proved: every split adds a heap, so `G(n) = (n − 1) mod 2`
//!   ([`super::spread`]).

use super::grundy_game::GrundySparse;
use super::octal::OctalGame;
use super::octal_search::OctalSearch;
use super::rectangles::schrage;
use super::spread::SpreadSeries;
use super::HeapGame;
use crate::games::lab::{KindPeriod, Status};
use crate::periodicity::{find_pattern, prove_guy_smith, Value};
use crate::series::SeriesRun;
use crate::Nimber;
use std::fmt;

pub use super::family::{MAX_OCTAL, MAX_OCTAL_RUN, MAX_RUN};

/// Why a series cannot be run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunError {
    /// The game is not a heap game (the surface games have their own runs;
    /// the coin, graph and loop games have none).
    NotAHeapGame(String),
    /// The series would be longer than the game's method allows.
    TooLong {
        /// The largest last heap allowed.
        max: u64,
    },
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunError::NotAHeapGame(spec) => write!(f, "{spec} is not a heap game"),
            RunError::TooLong { max } => {
                write!(f, "this game's series is computed to heap {max} at most")
            }
        }
    }
}

impl std::error::Error for RunError {}

#[derive(Clone, Debug)]
enum Engine {
    /// Values by a closed form or a table made with the game.
    Closed(HeapGame),
    /// An octal game by the sparse method, and by the definition past a
    /// value or a length the compact store cannot hold.
    Octal(Box<OctalSearch>, OctalGame),
    Sparse(GrundySparse),
    Spread(SpreadSeries),
}

/// `G(0..=last)` of a heap game, a step at a time, so a worker can report
/// progress between steps and stop when asked. For the rectangle game the
/// values are Grundy's game's (with its `d`), `G(1 × n)`;
/// [`rectangle_table`] gives the table from them.
#[derive(Clone, Debug)]
pub struct HeapRun {
    engine: Engine,
    values: Vec<Nimber>,
    last: u64,
}

/// The engine of `game`'s series, and the last heap it may reach.
fn engine(game: &HeapGame) -> (Engine, u64) {
    match (game, game.d()) {
        (HeapGame::Nim(_) | HeapGame::Lasker(_) | HeapGame::Subtraction(_), _) => {
            (Engine::Closed(game.clone()), MAX_RUN)
        }
        (HeapGame::Octal(g), _) => (
            Engine::Octal(Box::new(OctalSearch::new(g)), g.clone()),
            MAX_OCTAL_RUN,
        ),
        (_, Some(1)) => (Engine::Sparse(GrundySparse::new()), MAX_RUN),
        (_, Some(d)) => (Engine::Spread(SpreadSeries::new(d)), MAX_OCTAL),
        // Every other heap game has a d (Grundy's, the bars', the boxes').
        (_, None) => (Engine::Closed(game.clone()), MAX_RUN),
    }
}

/// The last heap a series of `game` may reach (its line game's, for the
/// rectangle and box games).
pub fn max_last(game: &HeapGame) -> u64 {
    engine(game).1
}

impl HeapRun {
    /// A run of `game` to heap `last`.
    pub fn new(game: &HeapGame, last: u64) -> Result<HeapRun, RunError> {
        let (engine, max) = engine(game);
        if last > max {
            return Err(RunError::TooLong { max });
        }
        Ok(HeapRun {
            engine,
            values: Vec::new(),
            last,
        })
    }
}

/// The value of one heap by a game's closed form or table.
fn closed(game: &HeapGame, n: u64) -> Nimber {
    match game {
        HeapGame::Lasker(_) => super::lasker::value(n).unwrap_or_default(),
        HeapGame::Subtraction(g) => g.value(n),
        HeapGame::Nim(_)
        | HeapGame::Octal(_)
        | HeapGame::Grundy(_)
        | HeapGame::Rectangles(_)
        | HeapGame::Boxes(_) => Nimber(n),
    }
}

impl SeriesRun for HeapRun {
    fn advance(&mut self, steps: u64) -> bool {
        let target = (self.values.len() as u64)
            .saturating_add(steps)
            .min(self.last + 1);
        match &mut self.engine {
            Engine::Closed(game) => {
                while (self.values.len() as u64) < target {
                    let v = closed(game, self.values.len() as u64);
                    self.values.push(v);
                }
            }
            Engine::Octal(search, game) => {
                let from = self.values.len();
                let reached = if target > 0 && search.values().len() == from {
                    search.extend(target - 1, |_, _| {}).is_ok()
                } else {
                    false
                };
                if reached {
                    self.values.extend(
                        search.values()[from..target as usize]
                            .iter()
                            .map(|&v| Nimber(u64::from(v))),
                    );
                }
                // What the store could not hold, by the definition.
                while (self.values.len() as u64) < target {
                    let v = game.next_value(&self.values);
                    self.values.push(v);
                }
            }
            Engine::Sparse(sparse) => {
                if target > 0 {
                    sparse.step(target - 1, u64::MAX);
                }
                let from = self.values.len();
                self.values.extend(
                    sparse.values()[from..target as usize]
                        .iter()
                        .map(|&v| Nimber(u64::from(v))),
                );
            }
            Engine::Spread(spread) => {
                if target > 0 {
                    spread.step(target - 1, u64::MAX);
                }
                let from = self.values.len();
                self.values.extend(
                    spread.values()[from..target as usize]
                        .iter()
                        .map(|&v| Nimber(u64::from(v))),
                );
            }
        }
        self.is_finished()
    }

    fn values(&self) -> &[Nimber] {
        &self.values
    }

    fn total(&self) -> u64 {
        self.last + 1
    }

    /// A split game's heap `n` costs about `n / 2`, so the work done grows
    /// with the square of the values done; the sparse method's, with the
    /// values.
    fn progress(&self) -> f64 {
        let share = self.done() as f64 / self.total().max(1) as f64;
        match self.engine {
            Engine::Spread(_) => share * share,
            _ => share,
        }
    }
}

/// `G(0..=last)` of a heap game, run to the end.
pub fn heap_series(game: &HeapGame, last: u64) -> Result<Vec<Nimber>, RunError> {
    Ok(crate::series::run_to_end(HeapRun::new(game, last)?))
}

/// The rectangle game's values `G(m × n)` for `1 ≤ m, n ≤ size`, row by
/// row, from Grundy's game's values `grundy` (at least `size + 1` of them;
/// the split game's for another `d`) by Schrage's theorem.
pub fn rectangle_table(grundy: &[Nimber], size: usize) -> Vec<Vec<Nimber>> {
    (1..=size)
        .map(|m| (1..=size).map(|n| schrage(grundy[m], grundy[n])).collect())
        .collect()
}

/// The box game's values `G(l × m × n)` for `1 ≤ l, m, n ≤ size`, indexed
/// `[l - 1][m - 1][n - 1]`, from the line game's values `line` (at least
/// `size + 1` of them) by Schrage's rule for three sides.
pub fn box_table(line: &[Nimber], size: usize) -> Vec<Vec<Vec<Nimber>>> {
    (1..=size)
        .map(|l| {
            (1..=size)
                .map(|m| {
                    (1..=size)
                        .map(|n| super::bars::sides_rule([line[l], line[m], line[n]]))
                        .collect()
                })
                .collect()
        })
        .collect()
}

/// The theorem that proves Lasker's Nim's pattern.
pub const LASKER_THEOREM: &str =
    "the closed form of Lasker's Nim (G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, \
     G(4k+4) = 4k+3), proved by induction";

/// The theorem that proves a subtraction game's period.
pub const SUBTRACTION_THEOREM: &str =
    "the window theorem for subtraction games, each value depending only on the max(S) values before it";

/// The theorem that proves the period of the split game with `d = 0`.
pub const HALVING_THEOREM: &str =
    "every split adds one heap, so a heap of n is split n − 1 times however the game goes: \
     G(n) = (n − 1) mod 2 for n ≥ 1";

fn observe<V: Value>(values: &[V]) -> KindPeriod {
    let checked_to = values.len().saturating_sub(1) as u64;
    let (status, preperiod, period, saltus) = match find_pattern(values, true) {
        Some(p) if p.saltus == 0 => (Status::Observed, p.preperiod, p.period, 0),
        Some(p) => (Status::Arithmetic, p.preperiod, p.period, p.saltus),
        None => (Status::Unknown, 0, 0, 0),
    };
    KindPeriod {
        status,
        preperiod,
        period,
        saltus,
        checked_to,
        window: None,
        theorem: None,
    }
}

/// What `values` (`G(0), G(1), ...` of `game`'s heaps, as a [`HeapRun`]
/// gives them, or compact) show about periodicity, and what a theorem
/// proves. For the surface games use the rule lab's analysis instead; here
/// they come out as the values alone show.
pub fn analyze<V: Value>(game: &HeapGame, values: &[V]) -> KindPeriod {
    let mut k = observe(values);
    match game {
        HeapGame::Nim(_) => {
            k.status = Status::Arithmetic;
            (k.preperiod, k.period, k.saltus) = (0, 1, 1);
            k.theorem = Some("Bouton's theorem: a heap of n has value n".to_string());
        }
        HeapGame::Lasker(_) => {
            k.status = Status::Arithmetic;
            (k.preperiod, k.period, k.saltus) = (1, 4, 4);
            k.theorem = Some(LASKER_THEOREM.to_string());
        }
        HeapGame::Subtraction(g) => {
            k.status = Status::Proved;
            (k.preperiod, k.period, k.saltus) = (g.preperiod(), g.period(), 0);
            k.window = Some((g.preperiod(), g.preperiod() + g.max_take() - 1));
            k.theorem = Some(SUBTRACTION_THEOREM.to_string());
        }
        HeapGame::Octal(g) => {
            if let Some(c) = prove_guy_smith(values, g.reach()) {
                k.status = Status::Proved;
                (k.preperiod, k.period, k.saltus) = (c.preperiod, c.period, 0);
                k.window = Some(c.window);
                k.theorem = Some(c.theorem);
            }
        }
        HeapGame::Grundy(_) | HeapGame::Rectangles(_) | HeapGame::Boxes(_) => {
            if game.d() == Some(0) {
                k.status = Status::Proved;
                (k.preperiod, k.period, k.saltus) = (1, 2, 0);
                k.theorem = Some(HALVING_THEOREM.to_string());
            }
        }
    }
    k
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(spec: &str) -> HeapGame {
        HeapGame::of_game(&crate::spec::AnyGame::from_spec(spec).unwrap()).unwrap()
    }

    #[test]
    fn a_run_stops_and_resumes_with_progress() {
        let mut run = HeapRun::new(&game("octal:0.77"), 99).unwrap();
        assert!(!run.advance(50));
        assert_eq!(run.done(), 50);
        // The sparse method's work grows with the values done.
        assert!((run.progress() - 0.5).abs() < 1e-9, "{}", run.progress());
        assert!(run.advance(1000));
        assert_eq!(run.values(), game_series("octal:0.77", 99).as_slice());
        // A split game's grows with their square.
        let mut spread = HeapRun::new(&game("grundy:d=2"), 99).unwrap();
        assert!(!spread.advance(50));
        assert!(
            (spread.progress() - 0.25).abs() < 1e-9,
            "{}",
            spread.progress()
        );
    }

    /// `G(0..=last)` of the octal game of `code` by its definition: from a
    /// heap of n, take k (digit k's bit 1: all of it, bit 2: leaving one
    /// heap, bit 4: leaving two), the value the mex of the options'.
    fn octal_by_definition(code: &str, last: usize) -> Vec<Nimber> {
        let digits: Vec<u32> = code.chars().filter_map(|c| c.to_digit(8)).collect();
        let mut g: Vec<u64> = Vec::new();
        for n in 0..=last {
            let mut seen = std::collections::BTreeSet::new();
            for (k, &d) in digits.iter().enumerate().filter(|&(k, _)| k <= n) {
                let rest = n - k;
                if d & 1 != 0 && rest == 0 && k > 0 {
                    seen.insert(0);
                }
                if d & 2 != 0 && rest > 0 && k > 0 {
                    seen.insert(g[rest]);
                }
                if d & 4 != 0 && rest >= 2 {
                    for a in 1..=rest / 2 {
                        seen.insert(g[a] ^ g[rest - a]);
                    }
                }
            }
            g.push((0..).find(|v| !seen.contains(v)).unwrap());
        }
        g.into_iter().map(Nimber).collect()
    }

    #[test]
    fn an_octal_run_equals_the_games_definition() {
        for code in ["0.77", "0.07", "0.137", "4.3", "0.6", "0.16"] {
            assert_eq!(
                game_series(&format!("octal:{code}"), 600),
                octal_by_definition(code, 600),
                "{code}"
            );
        }
    }

    fn game_series(spec: &str, last: u64) -> Vec<Nimber> {
        heap_series(&game(spec), last).unwrap()
    }

    #[test]
    fn the_sparse_run_equals_the_game_values() {
        let g = super::super::GrundyGame::new();
        let values = game_series("grundy", 300);
        for (n, v) in values.iter().enumerate() {
            assert_eq!(Some(*v), g.value(n as u64));
        }
    }

    #[test]
    fn too_long_runs_are_refused() {
        assert_eq!(
            HeapRun::new(&game("octal:0.77"), MAX_OCTAL_RUN + 1).unwrap_err(),
            RunError::TooLong { max: MAX_OCTAL_RUN }
        );
        assert_eq!(
            HeapRun::new(&game("grundy:d=2"), MAX_OCTAL + 1).unwrap_err(),
            RunError::TooLong { max: MAX_OCTAL }
        );
        let surfaces = crate::spec::AnyGame::from_spec("manifold").unwrap();
        assert!(HeapGame::of_game(&surfaces).is_none());
    }

    #[test]
    fn lasker_is_arithmetic_by_its_closed_form() {
        let k = analyze(&game("lasker"), &game_series("lasker", 100));
        assert_eq!(
            (k.status, k.preperiod, k.period, k.saltus),
            (Status::Arithmetic, 1, 4, 4)
        );
        // The values agree with what the theorem says.
        let p = find_pattern(&game_series("lasker", 100), true).unwrap();
        assert_eq!((p.preperiod, p.period, p.saltus), (1, 4, 4));
    }

    #[test]
    fn grundys_game_shows_no_period() {
        let k = analyze(&game("grundy"), &game_series("grundy", 2000));
        assert_eq!(k.status, Status::Unknown);
    }
}
