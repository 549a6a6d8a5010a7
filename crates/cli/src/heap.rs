//! The heap games (and the rectangle game's bars): series and periodicity.

use crate::failure::{io, Failure};
use crate::read::number;
use crate::report::{period_json, period_words, series_report};
use crate::usage::usage;
use grundy::games::heap::until;
use grundy::games::{heap, lab};
use grundy::series::Summary;
use grundy::spec::AnyGame;
use grundy::{Game, Nimber};
use std::io::Write;

/// True for the games played on heaps (and bars), whose series and
/// periodicity come from `grundy::games::heap`.
pub fn is_heap_game(game: &AnyGame) -> bool {
    matches!(
        game,
        AnyGame::Nim(_)
            | AnyGame::Octal(_)
            | AnyGame::Subtraction(_)
            | AnyGame::Lasker(_)
            | AnyGame::GrundyGame(_)
            | AnyGame::Rectangles(_)
            | AnyGame::Boxes(_)
    )
}

/// `period [--to N] [--json]` for a heap game. An octal game with no
/// bound is computed until its period is proved (doubling the range from
/// 400), with progress on standard error; `--to N` caps it. The other heap
/// games are proved by their closed forms, or (Grundy's game, the
/// rectangle game) have no theorem to wait for: their values are analysed
/// to `--to N`, 400 by default.
pub fn period_command(
    game: &AnyGame,
    rest: &[String],
    out: &mut impl Write,
) -> Result<(), Failure> {
    let (to, json) = heap_period_options(game, rest)?;
    let (k, stopped) = match game {
        AnyGame::Octal(octal) => octal_period(octal, to),
        _ => {
            let values = heap::run::heap_series(game, to.unwrap_or(until::FIRST_RANGE))
                .map_err(|e| Failure(e.to_string(), 2))?;
            (heap::analyze(game, &values), None)
        }
    };
    if json {
        return writeln!(out, "{}", period_json(&k)).map_err(io);
    }
    writeln!(out, "{}: {}", game.name(), heap_period_words(&k)).map_err(io)?;
    let why = match stopped {
        None | Some(until::Stop::Cap) => return Ok(()),
        Some(stop) => stop.words(),
    };
    writeln!(out, "stopped before a proof: {why}").map_err(io)
}

/// An octal game's periodicity, computed until proved or to `to`, with
/// progress on standard error.
fn octal_period(
    octal: &grundy::games::octal::OctalGame,
    to: Option<u64>,
) -> (lab::KindPeriod, Option<until::Stop>) {
    let started = std::time::Instant::now();
    let report = until::prove_octal(octal, to, |p| {
        let candidate = match p.candidate {
            Some(c) if c.saltus == 0 => format!("period {} from heap {}", c.period, c.preperiod),
            Some(c) => format!(
                "period {} saltus {} from heap {}",
                c.period, c.saltus, c.preperiod
            ),
            None => "none".to_string(),
        };
        crate::failure::note(format_args!(
            "heap {}, largest value {}, candidate {candidate} ({:.1} s)",
            p.heap,
            p.largest,
            started.elapsed().as_secs_f64()
        ));
    });
    (report.period(), report.stopped)
}

/// The last heap `period --to` may name for `game`: an octal game's search
/// until proved reaches further than the other series.
pub fn period_reach(game: &AnyGame) -> u64 {
    match game {
        AnyGame::Octal(_) => until::MAX_HEAPS - 1,
        _ => heap::run::max_last(game).unwrap_or(0),
    }
}

/// `[--to N] [--json]` for a heap game, in any order: N from 1 to the
/// game's [`period_reach`].
fn heap_period_options(game: &AnyGame, rest: &[String]) -> Result<(Option<u64>, bool), Failure> {
    let (mut to, mut json) = (None, false);
    let mut i = 0;
    while i < rest.len() {
        match rest[i].as_str() {
            "--json" => json = true,
            "--to" => {
                let n = rest
                    .get(i + 1)
                    .ok_or_else(|| usage("--to needs a heap size"))?;
                let n = number(n, "--to")?;
                let max = period_reach(game);
                if !(1..=max).contains(&n) {
                    return Err(usage(&format!(
                        "--to is a heap size from 1 to {max} for {}, not {n}",
                        game.name()
                    )));
                }
                to = Some(n);
                i += 1;
            }
            other => return Err(usage(&format!("period does not take '{other}'"))),
        }
        i += 1;
    }
    Ok((to, json))
}

/// `series N [--json]` for a heap game, from its arguments.
pub fn series_command(
    game: &AnyGame,
    n: &str,
    rest: &[String],
    out: &mut impl Write,
) -> Result<(), Failure> {
    if let AnyGame::Boxes(_) = game {
        let (sides, json) = crate::boxes::options(rest)?;
        return crate::boxes::series(game, number(n, "N")?, sides, json, out);
    }
    let json = match rest {
        [] => false,
        [flag] if flag == "--json" => true,
        _ => return Err(usage("series takes a heap count and an optional --json")),
    };
    let n = number(n, "N")?;
    heap_series(game, n, json, out)
}

/// `series N` for an octal game: the series with its period and the
/// certificate that proves it.
pub fn octal_series_command(
    octal: &grundy::games::octal::OctalGame,
    n: &str,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let n = number(n, "N")?;
    let max = heap::run::MAX_OCTAL;
    if n > max {
        return Err(Failure(
            format!("N must be at most {max} for an octal game's series"),
            2,
        ));
    }
    // By the sparse method, as `period` computes them.
    let mut search = until::OctalSearch::new(octal);
    search.extend(n, |_, _| {}).map_err(|_| {
        Failure(
            format!("the values of {octal} to heap {n} do not fit in 16 bits"),
            1,
        )
    })?;
    let values: Vec<Nimber> = search
        .values()
        .iter()
        .map(|&v| Nimber(u64::from(v)))
        .collect();
    writeln!(out, "G(n) of octal game {octal} for heaps 0..{n}:").map_err(io)?;
    let summary = Summary::of(&values, |p| {
        grundy::periodicity::guy_smith(&values, p.preperiod, p.period, octal.reach())
    });
    series_report(&values, &summary, "heap", out).map_err(io)
}

/// `series N [--json]` for a heap game: G(0..=N), and for the rectangle
/// game the N × N table from 1 × 1.
fn heap_series(game: &AnyGame, n: u64, json: bool, out: &mut impl Write) -> Result<(), Failure> {
    let list = |v: &[Nimber]| -> Vec<String> { v.iter().map(|x| x.to_string()).collect() };
    if let AnyGame::Rectangles(_) = game {
        if n > 2_000 {
            return Err(Failure(
                "N must be at most 2000 for the rectangle game's table".to_string(),
                2,
            ));
        }
        let values = heap::run::heap_series(game, n).map_err(|e| Failure(e.to_string(), 2))?;
        let table = heap::run::rectangle_table(&values, n as usize);
        if json {
            let rows: Vec<String> = table
                .iter()
                .map(|row| format!("[{}]", list(row).join(",")))
                .collect();
            return writeln!(out, "[{}]", rows.join(",")).map_err(io);
        }
        writeln!(
            out,
            "G(M × N) of {} for M, N = 1..{n} (rows M):",
            game.name()
        )
        .map_err(io)?;
        for row in &table {
            writeln!(out, "{}", list(row).join(" ")).map_err(io)?;
        }
        return Ok(());
    }
    let values = heap::run::heap_series(game, n).map_err(|e| Failure(e.to_string(), 2))?;
    if json {
        return writeln!(out, "[{}]", list(&values).join(",")).map_err(io);
    }
    writeln!(out, "G(n) of {} for heaps 0..{n}:", game.name()).map_err(io)?;
    writeln!(out, "{}", list(&values).join(" ")).map_err(io)?;
    let k = heap::analyze(game, &values);
    writeln!(out, "{}", heap_period_words(&k)).map_err(io)
}

/// A heap game's periodicity in words.
fn heap_period_words(k: &lab::KindPeriod) -> String {
    let theorem = k.theorem.as_deref().unwrap_or("");
    match k.status {
        lab::Status::Proved => format!(
            "proved: period {} from heap {} by {theorem}{}, computed to heap {}",
            k.period,
            k.preperiod,
            k.window
                .map(|w| format!(" (window heaps {w:?})"))
                .unwrap_or_default(),
            k.checked_to
        ),
        lab::Status::Arithmetic if !theorem.is_empty() => format!(
            "arithmetic-periodic for every heap: G(n + {}) = G(n) + {} from heap {}, proved by {theorem}",
            k.period, k.saltus, k.preperiod
        ),
        _ => period_words(k).replace("genus", "heap"),
    }
}
