//! The surface game and its rule sets: Table 2.1, series and periodicity.

use crate::failure::{io, Failure};
use crate::read::{number, period_options, series_bound};
use crate::report::{period_json, period_words, series_report};
use crate::usage::usage;
use figures::table::{table_2_1, Format};
use grundy::games::lab;
use grundy::manifold::{certificate, series, table_row, Orientability};
use grundy::series::Summary;
use grundy::spec::AnyGame;
use grundy::Game;
use std::io::{self, Write};

/// The rule set of a surface game spec.
fn surface_rules(game: &AnyGame) -> Result<lab::Rules, Failure> {
    if game.downcast::<grundy::manifold::Manifold>().is_some() {
        return Ok(lab::Rules::ALL);
    }
    game.downcast::<lab::LabGame>()
        .map(|g| g.rules())
        .ok_or_else(|| {
            usage("this command is for the surface game and its rule sets (manifold:rules=...)")
        })
}

/// The largest genus `table` goes to.
pub const MAX_TABLE_GENUS: u64 = 1000;

/// `table [--max-genus N] [--format F]`.
pub fn table_command(rest: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let mut max = 14;
    let mut format = None;
    let mut rest = rest.iter();
    while let Some(flag) = rest.next() {
        let value = rest.next();
        match (flag.as_str(), value) {
            ("--max-genus", Some(n)) => {
                max = number(n, "--max-genus")?;
                if max > MAX_TABLE_GENUS {
                    return Err(Failure(
                        format!(
                            "--max-genus must be at most {MAX_TABLE_GENUS}: the table has a row \
                             per genus and each row a move per genus below it, so it grows as \
                             the square (genus 1000 is already 9 MB)"
                        ),
                        2,
                    ));
                }
            }
            ("--format", Some(f)) => {
                format = Some(Format::parse(f).ok_or_else(|| {
                    usage(&format!("--format is csv, latex or markdown, not '{f}'"))
                })?)
            }
            _ => {
                return Err(usage(
                    "table takes an optional --max-genus N and --format csv|latex|markdown",
                ))
            }
        }
    }
    match format {
        Some(f) => out
            .write_all(table_2_1(max).write(f).as_bytes())
            .map_err(io),
        None => table(max, out).map_err(io),
    }
}

fn table(max: u64, out: &mut impl Write) -> io::Result<()> {
    writeln!(
        out,
        "{:>3}  {:>5}  moves from ng with their G-values",
        "g", "G(ng)"
    )?;
    for g in 0..=max {
        let row = table_row(g);
        let cells: Vec<String> = row
            .moves
            .iter()
            .map(|(pieces, v)| {
                let names: Vec<String> = pieces.iter().map(|s| s.to_string()).collect();
                if names.len() == 1 {
                    format!("{}, {v}", names[0])
                } else {
                    format!("({}), {v}", names.join(", "))
                }
            })
            .collect();
        let cells = if cells.is_empty() {
            "none".to_string()
        } else {
            cells.join("   ")
        };
        writeln!(out, "{g:>3}  {:>5}  {cells}", row.value)?;
    }
    Ok(())
}

/// `period [--to W] [--json]` for og and ng under the game's rules.
pub fn period_command(
    game: &AnyGame,
    rest: &[String],
    out: &mut impl Write,
) -> Result<(), Failure> {
    let rules = surface_rules(game)?;
    let (to, json) = period_options(rest)?;
    let (o, n) = lab::lab_series(rules, to);
    let lab = lab::analyze(rules, &o, &n);
    if json {
        writeln!(
            out,
            "{{\"o\": {}, \"n\": {}}}",
            period_json(&lab.o),
            period_json(&lab.n)
        )
        .map_err(io)
    } else {
        for (letter, k) in [('o', &lab.o), ('n', &lab.n)] {
            writeln!(out, "{letter}g: {}", period_words(k)).map_err(io)?;
        }
        Ok(())
    }
}

/// `series o|n N --json` under the game's rules: G(g) for g = 0..N.
pub fn series_json_command(
    game: &AnyGame,
    kind: &str,
    n: &str,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let (_, values, _) = rule_set_series(game, kind, n)?;
    let text: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    writeln!(out, "[{}]", text.join(",")).map_err(io)
}

/// G(g) of og or ng (`kind`) for g = 0..N under the game's rules, with
/// the kind's letter and what the values show about periodicity.
fn rule_set_series(
    game: &AnyGame,
    kind: &str,
    n: &str,
) -> Result<(char, Vec<grundy::Nimber>, lab::KindPeriod), Failure> {
    let rules = surface_rules(game)?;
    let n = number(n, "N")?;
    if n > 20_000 {
        return Err(Failure(
            "N must be at most 20000 for a rule set's series".to_string(),
            2,
        ));
    }
    // The weight of og is 2g, of ng g: each kind to genus N.
    let orientable = match kind.to_ascii_lowercase().as_str() {
        "o" => true,
        "n" => false,
        _ => return Err(usage(&format!("series takes o or n, not '{kind}'"))),
    };
    let (o, ng) = lab::lab_series(rules, if orientable { 2 * n } else { n });
    let analysis = lab::analyze(rules, &o, &ng);
    let (letter, mut values, k) = if orientable {
        ('o', o, analysis.o)
    } else {
        ('n', ng, analysis.n)
    };
    values.truncate(n as usize + 1);
    Ok((letter, values, k))
}

/// `series o|n N`: the brute-force series of the manifold game with its
/// period and the theorem that proves it.
pub fn series_command(kind: &str, n: &str, out: &mut impl Write) -> Result<(), Failure> {
    let kind = match kind.to_ascii_lowercase().as_str() {
        "o" => Orientability::Orientable,
        "n" => Orientability::Nonorientable,
        _ => return Err(usage(&format!("series takes o or n, not '{kind}'"))),
    };
    let n = series_bound(n)?;
    let values = series(kind, n);
    let letter = if kind == Orientability::Orientable {
        'o'
    } else {
        'n'
    };
    writeln!(
        out,
        "G({letter}g) for g = 0..{n}, by brute force from the moves:"
    )
    .map_err(io)?;
    let summary = Summary::of(&values, |p| certificate(kind, &values, p));
    series_report(&values, &summary, "genus", out).map_err(io)
}

/// `series o|n N` under a rule set: G(g) for g = 0..N, and what they show
/// about periodicity.
pub fn series_text_command(
    game: &AnyGame,
    kind: &str,
    n: &str,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let (letter, values, k) = rule_set_series(game, kind, n)?;
    let text: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    let last = values.len().saturating_sub(1);
    writeln!(out, "G({letter}g) of {} for g = 0..{last}:", game.name()).map_err(io)?;
    writeln!(out, "{}", text.join(" ")).map_err(io)?;
    writeln!(out, "{}", period_words(&k)).map_err(io)
}
