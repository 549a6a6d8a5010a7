//! The heap games (and the rectangle game's bars): series and periodicity.

use crate::failure::{io, Failure};
use crate::files::Output;
use crate::read::number;
use crate::report::{heap_period_words, period_json, series_report};
use crate::usage::usage;
use grundy::games::heap::{until, HeapGame};
use grundy::games::{heap, lab};
use grundy::series::Summary;
use grundy::spec::AnyGame;
use grundy::{Game, Nimber};
use std::io::Write;

/// The game played on heaps (or bars, or boxes) that `game` is, whose
/// series and periodicity come from `grundy::games::heap`.
pub fn heap_game(game: &AnyGame) -> Option<HeapGame> {
    HeapGame::of_game(game)
}

/// `period [--to N] [--json]` for a heap game. An octal game with no
/// bound is computed until its period is proved (doubling the range from
/// 400), with progress on standard error; `--to N` caps it. The other heap
/// games are proved by their closed forms, or (Grundy's game, the
/// rectangle game) have no theorem to wait for: their values are analysed
/// to `--to N`, 400 by default.
pub fn period_command(
    game: &AnyGame,
    h: &HeapGame,
    rest: &[String],
    out: &mut impl Write,
) -> Result<(), Failure> {
    if let HeapGame::Grundy(g) = h {
        return crate::split::period_command(game, h, g.d(), rest, out);
    }
    let (to, json) = heap_period_options(game, h, rest)?;
    let (k, stopped) = match h {
        HeapGame::Octal(octal) => octal_period(octal, to),
        _ => {
            let values = heap::run::heap_series(h, to.unwrap_or(until::FIRST_RANGE))
                .map_err(|e| Failure(e.to_string(), 2))?;
            (heap::analyze(h, &values), None)
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
pub fn period_reach(h: &HeapGame) -> u64 {
    match h {
        HeapGame::Octal(_) => until::MAX_HEAPS - 1,
        _ => heap::run::max_last(h),
    }
}

/// `[--to N] [--json]` for a heap game, in any order: N from 1 to the
/// game's [`period_reach`].
fn heap_period_options(
    game: &AnyGame,
    h: &HeapGame,
    rest: &[String],
) -> Result<(Option<u64>, bool), Failure> {
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
                let max = period_reach(h);
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
    h: &HeapGame,
    n: &str,
    rest: &[String],
    out: &mut impl Write,
) -> Result<(), Failure> {
    if let HeapGame::Grundy(g) = h {
        return crate::split::series_command(game, h, g.d(), n, rest, out);
    }
    if let HeapGame::Boxes(_) = h {
        let (sides, json) = crate::boxes::options(rest)?;
        return crate::boxes::series(game, h, number(n, "N")?, sides, json, out);
    }
    let how = crate::files::output(rest)?;
    let n = number(n, "N")?;
    heap_series(game, h, n, how, out)
}

/// `series N [--json]` for an octal game: the series with its period and
/// the certificate that proves it (or the values alone, as JSON), by the
/// sparse method to heap 2^28 - 1 as `period` computes them, with
/// progress on standard error.
pub fn octal_series_command(
    octal: &grundy::games::octal::OctalGame,
    n: &str,
    rest: &[String],
    out: &mut impl Write,
) -> Result<(), Failure> {
    let how = crate::files::output(rest)?;
    let n = number(n, "N")?;
    let max = until::MAX_HEAPS - 1;
    if n > max {
        return Err(Failure(
            format!(
                "N is a heap from 0 to {max} for an octal game (two bytes a value: 512 MiB at \
                 the most), not {n}"
            ),
            2,
        ));
    }
    let started = std::time::Instant::now();
    let mut said = 0.0;
    let mut search = until::OctalSearch::new(octal);
    search
        .extend(n, |heap, largest| {
            let now = started.elapsed().as_secs_f64();
            if now - said >= 2.0 {
                eprintln!("heap {heap} of {n}, largest value {largest} ({now:.1} s)");
                said = now;
            }
        })
        .map_err(|stop| Failure(format!("stopped before heap {n}: {}", stop.words()), 1))?;
    let values = search.values();
    if how != Output::Text {
        // What the page's G-series says of the same values.
        let h = HeapGame::Octal(octal.clone());
        let game = AnyGame::Dyn(h.clone().open());
        let k = heap::analyze(&h, values);
        return crate::files::heap_series(&game, values, &k, how, out, |_| Ok(()));
    }
    writeln!(out, "G(n) of octal game {octal} for heaps 0..{n}:").map_err(io)?;
    let summary = Summary::of(values, |p| {
        grundy::periodicity::guy_smith(values, p.preperiod, p.period, octal.reach())
    });
    series_report(values, &summary, "heap", out).map_err(io)
}

/// `series N [--json | --format F]` for a heap game: G(0..=N), and for
/// the rectangle game the N × N table from 1 × 1.
fn heap_series(
    game: &AnyGame,
    h: &HeapGame,
    n: u64,
    how: Output,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let json = how == Output::Json;
    let list = |v: &[Nimber]| -> Vec<String> { v.iter().map(|x| x.to_string()).collect() };
    if let HeapGame::Rectangles(_) = h {
        if n > 2_000 {
            return Err(Failure(
                "N must be at most 2000 for the rectangle game's table".to_string(),
                2,
            ));
        }
        let values = heap::run::heap_series(h, n).map_err(|e| Failure(e.to_string(), 2))?;
        let table = heap::run::rectangle_table(&values, n as usize);
        if let Output::File(_) = how {
            return Err(usage(
                "--format is for a series of heaps; the rectangle game's table is --json",
            ));
        }
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
    let values = heap::run::heap_series(h, n).map_err(|e| Failure(e.to_string(), 2))?;
    let k = heap::analyze(h, &values);
    crate::files::heap_series(game, &values, &k, how, out, |out| {
        writeln!(out, "G(n) of {} for heaps 0..{n}:", game.name())?;
        writeln!(out, "{}", list(&values).join(" "))?;
        writeln!(out, "{}", heap_period_words(&k))
    })
}
