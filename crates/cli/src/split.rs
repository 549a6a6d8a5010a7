//! Grundy's game and Schrage's split games (`grundy`, `grundy:d=D`):
//! `series` and `period` to 2^28 heaps by the sparse method, values kept
//! as two bytes each, with the statistics the literature gives at each
//! power of two (`--stats`) and progress on standard error.

use crate::failure::{io, Failure};
use crate::files::Output;
use crate::read::number;
use crate::report::{heap_period_words, period_json, write_values};
use crate::usage::usage;
use grundy::games::heap::census::{self, Census, MAX_HEAPS};
use grundy::games::heap::{analyze, GrundySparse, HeapGame};
use grundy::spec::AnyGame;
use grundy::Game;
use std::cell::Cell;
use std::io::Write;
use std::time::Instant;

/// Progress lines on standard error come at least this far apart, in
/// seconds (and at each power of two from 2^14 heaps).
const QUIET: f64 = 2.0;

/// The statistics are written to standard error as progress from this
/// many heaps on.
const LOUD_FROM: u64 = 1 << 14;

/// What was asked besides the heap count.
#[derive(Default)]
struct Flags {
    json: bool,
    format: Option<figures::table::Format>,
    stats: bool,
    to: Option<u64>,
}

/// `series N [--json] [--stats]`.
pub fn series_command(
    game: &AnyGame,
    h: &HeapGame,
    d: u64,
    n: &str,
    rest: &[String],
    out: &mut impl Write,
) -> Result<(), Failure> {
    let flags = flags(rest, false)?;
    let last = heap_bound(number(n, "N")?, "N")?;
    let (values, stats) = compute(d, last).map_err(|(e, _)| e)?;
    if flags.stats {
        return write_stats(game, &stats, flags.json, out);
    }
    if flags.json || flags.format.is_some() {
        let how = flags.format.map_or(Output::Json, Output::File);
        let k = analyze(h, &values);
        return crate::files::heap_series(game, &values, &k, how, out, |_| Ok(()));
    }
    writeln!(out, "G(n) of {} for heaps 0..{last}:", game.name()).map_err(io)?;
    write_values(&values, " ", "", "\n", out).map_err(io)?;
    writeln!(out, "{}", heap_period_words(&analyze(h, &values))).map_err(io)
}

/// `period [--to N] [--json] [--stats]`: the pattern the values to heap N
/// show (400 by default); no period is known, so none is proved.
pub fn period_command(
    game: &AnyGame,
    h: &HeapGame,
    d: u64,
    rest: &[String],
    out: &mut impl Write,
) -> Result<(), Failure> {
    let flags = flags(rest, true)?;
    let last = flags.to.unwrap_or(grundy::games::heap::until::FIRST_RANGE);
    let (values, stats, stopped) = match compute(d, last) {
        Ok((values, stats)) => (values, stats, None),
        Err((e, Some((values, stats)))) => (values, stats, Some(e.0)),
        Err((e, None)) => return Err(e),
    };
    let k = analyze(h, &values);
    if flags.json {
        let mut json = period_json(&k);
        if flags.stats {
            json.pop();
            json.push_str(&format!(", \"statistics\": {}}}", stats_json(&stats)));
        }
        writeln!(out, "{json}").map_err(io)?;
    } else {
        writeln!(out, "{}: {}", game.name(), heap_period_words(&k)).map_err(io)?;
        if flags.stats {
            write_stats(game, &stats, false, out)?;
        }
    }
    match stopped {
        Some(why) => Err(Failure(why, 1)),
        None => Ok(()),
    }
}

/// Reads `--json`, `--stats` and (for `period`) `--to N`, in any order.
fn flags(rest: &[String], period: bool) -> Result<Flags, Failure> {
    let mut flags = Flags::default();
    let mut i = 0;
    while i < rest.len() {
        match rest[i].as_str() {
            "--json" => flags.json = true,
            "--stats" => flags.stats = true,
            "--format" if !period => {
                let f = rest
                    .get(i + 1)
                    .ok_or_else(|| usage("--format needs csv, latex or markdown"))?;
                flags.format = Some(figures::table::Format::parse(f).ok_or_else(|| {
                    usage(&format!("--format is csv, latex or markdown, not '{f}'"))
                })?);
                i += 1;
            }
            "--to" if period => {
                let n = rest
                    .get(i + 1)
                    .ok_or_else(|| usage("--to needs a heap size"))?;
                flags.to = Some(heap_bound(number(n, "--to")?, "--to")?);
                i += 1;
            }
            other if period => return Err(usage(&format!("period does not take '{other}'"))),
            _ => {
                return Err(usage(
                    "series takes a heap count and optionally --json and --stats",
                ))
            }
        }
        i += 1;
    }
    Ok(flags)
}

/// The last heap, checked against the reach of a run.
fn heap_bound(n: u64, what: &str) -> Result<u64, Failure> {
    if n >= MAX_HEAPS {
        return Err(Failure(
            format!(
                "{what} is a heap from 0 to {} for Grundy's game and its split games (two bytes \
                 a value: 512 MiB at the most), not {n}",
                MAX_HEAPS - 1
            ),
            2,
        ));
    }
    Ok(n)
}

/// The values and the statistics at each power of two.
type Computed = (Vec<u16>, Vec<Census>);

/// The values to heap `last`, the statistics at each power of two (and at
/// the end), and progress on standard error; when the run stops early,
/// the failure with what was computed.
fn compute(d: u64, last: u64) -> Result<Computed, (Failure, Option<Computed>)> {
    let started = Instant::now();
    let said = Cell::new(0.0);
    let mut stats = Vec::new();
    let mut run = GrundySparse::with_d(d);
    let outcome = census::extend(
        &mut run,
        last,
        |c| {
            if c.heaps >= LOUD_FROM {
                eprintln!("{c} ({:.1} s)", started.elapsed().as_secs_f64());
                said.set(started.elapsed().as_secs_f64());
            }
            stats.push(*c);
        },
        |heap| {
            let now = started.elapsed().as_secs_f64();
            if now - said.get() >= QUIET {
                eprintln!("heap {heap} of {last} ({now:.1} s)");
                said.set(now);
            }
        },
    );
    if !run.is_empty() && !run.len().is_power_of_two() {
        stats.push(Census::of(run.series()));
    }
    let computed = |run: GrundySparse| (run.series().values().to_vec(), stats);
    match outcome {
        Ok(()) => Ok(computed(run)),
        Err(stop @ census::Stop::Dense { .. }) => {
            let why = format!("stopped before heap {last}: {stop}");
            Err((Failure(why, 1), Some(computed(run))))
        }
        Err(stop) => Err((Failure(format!("{stop}"), 1), None)),
    }
}

/// The statistics as the literature tabulates them, or as JSON.
fn write_stats(
    game: &AnyGame,
    stats: &[Census],
    json: bool,
    out: &mut impl Write,
) -> Result<(), Failure> {
    if json {
        return writeln!(out, "{}", stats_json(stats)).map_err(io);
    }
    writeln!(
        out,
        "{} at each power of two: the values G(0) to G(heaps - 1), the largest and the first \
         heap with it, the rare class of fewest rare values, and its rare values counted from \
         heap 0 with the last heap among them",
        game.name()
    )
    .map_err(io)?;
    writeln!(
        out,
        "{:>10} {:>8} {:>10} {:>7} {:>6} {:>10}",
        "heaps", "largest", "first at", "class", "rare", "last rare"
    )
    .map_err(io)?;
    for c in stats {
        writeln!(
            out,
            "{:>10} {:>8} {:>10} {:>7} {:>6} {:>10}",
            c.heaps_words(),
            c.largest,
            c.largest_at,
            c.class_words(),
            c.rare,
            c.last_rare
        )
        .map_err(io)?;
    }
    Ok(())
}

fn stats_json(stats: &[Census]) -> String {
    let rows: Vec<String> = stats
        .iter()
        .map(|c| {
            format!(
                "{{\"heaps\": {}, \"largest\": {}, \"first_at\": {}, \"class\": \"{}\", \
                 \"rare\": {}, \"last_rare\": {}}}",
                c.heaps,
                c.largest,
                c.largest_at,
                c.class_words(),
                c.rare,
                c.last_rare
            )
        })
        .collect();
    format!("[{}]", rows.join(", "))
}
