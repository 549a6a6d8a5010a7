//! A computed series as the page downloads it: `series N --format
//! csv|latex|markdown` writes the page's file byte for byte
//! (`figures::series`), and `series N --json` gives the same values with
//! the same pre-period, period and status.

use crate::failure::{io, Failure};
use crate::read::number;
use crate::report::{json_string, period_json, write_values};
use crate::usage::usage;
use figures::series::{heap_series_file, lab_series_file};
use figures::table::Format;
use grundy::games::lab::{self, KindPeriod};
use grundy::periodicity::Value;
use grundy::spec::AnyGame;
use grundy::Game;
use std::io::Write;

/// How a series is written: as text for reading, as JSON, or as the
/// page's file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Output {
    /// The values and their period in words.
    Text,
    /// `{"game": ..., "values": [...], "status": ..., ...}`.
    Json,
    /// The page's file in this format.
    File(Format),
}

/// Reads `--json` or `--format F` (one of them at most).
pub fn output(rest: &[String]) -> Result<Output, Failure> {
    match rest {
        [] => Ok(Output::Text),
        [flag] if flag == "--json" => Ok(Output::Json),
        [flag, f] if flag == "--format" => Format::parse(f)
            .map(Output::File)
            .ok_or_else(|| usage(&format!("--format is csv, latex or markdown, not '{f}'"))),
        _ => Err(usage(
            "series takes a count and then --json or --format csv|latex|markdown",
        )),
    }
}

/// `{"game": ..., "name": ..., "values": [...], "status": ..., ...}`:
/// every value with what is known of its repetition.
pub fn series_json<V: Value>(
    spec: &str,
    name: &str,
    values: &[V],
    k: &KindPeriod,
    out: &mut impl Write,
) -> Result<(), Failure> {
    write!(
        out,
        "{{\"game\": {}, \"name\": {}, \"values\": ",
        json_string(spec),
        json_string(name)
    )
    .map_err(io)?;
    write_values(values, ",", "[", "]", out).map_err(io)?;
    let period = period_json(k);
    writeln!(out, ", {}", &period[1..]).map_err(io)
}

/// A heap game's series written as `how` asks: JSON, the page's file, or
/// `text` for reading.
pub fn heap_series<V: Value>(
    game: &AnyGame,
    values: &[V],
    k: &KindPeriod,
    how: Output,
    out: &mut impl Write,
    text: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), Failure> {
    match how {
        Output::Json => series_json(&game.spec(), &game.name(), values, k, out),
        Output::File(format) => out
            .write_all(
                heap_series_file(&game.name(), &game.spec(), values, k, None, format).as_bytes(),
            )
            .map_err(io),
        Output::Text => text(out).map_err(io),
    }
}

/// The most weight a rule set's two series are written to.
const LAB_MAX: u64 = 20_000;

/// `series W --json` or `series W --format F` under a rule set: both
/// series to weight W, as the rule lab downloads them.
pub fn lab_series(
    game: &AnyGame,
    w: &str,
    rest: &[String],
    out: &mut impl Write,
) -> Result<(), Failure> {
    // The paper's game is every rule; a rule set is its variant's.
    let rules = game
        .downcast::<lab::LabGame>()
        .map(|g| g.rules())
        .or_else(|| {
            game.downcast::<grundy::manifold::Manifold>()
                .map(|_| lab::Rules::ALL)
        });
    let rules = match rules {
        Some(rules) if !game.misere() => rules,
        _ => {
            return Err(usage(
                "series W --format is for a rule set of the surface game",
            ))
        }
    };
    let to = number(w, "W")?;
    if to > LAB_MAX {
        return Err(Failure(
            format!("W must be at most {LAB_MAX} for a rule set's series"),
            2,
        ));
    }
    let (o, n) = lab::lab_series(rules, to);
    let period = lab::analyze(rules, &o, &n);
    match output(rest)? {
        Output::File(format) => out
            .write_all(lab_series_file(&rules.letters(), to, &o, &n, &period, format).as_bytes())
            .map_err(io),
        Output::Json => {
            write!(
                out,
                "{{\"rules\": {}, \"to\": {to}, \"o\": ",
                json_string(&rules.letters())
            )
            .map_err(io)?;
            write_values(&o, ",", "[", "]", out).map_err(io)?;
            write!(out, ", \"n\": ").map_err(io)?;
            write_values(&n, ",", "[", "]", out).map_err(io)?;
            writeln!(
                out,
                ", \"period\": {{\"o\": {}, \"n\": {}}}}}",
                period_json(&period.o),
                period_json(&period.n)
            )
            .map_err(io)
        }
        Output::Text => Err(usage(
            "series takes o or n and a genus, or a weight with --json or --format",
        )),
    }
}
