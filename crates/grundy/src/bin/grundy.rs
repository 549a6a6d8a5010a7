//! `grundy`: the command-line face of the core, for scripts, tables and checks.

use grundy::manifold::{find_periodicity, series, table_row, Orientability, ParseError, Position};
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

const USAGE: &str = "\
usage:
  grundy value POSITION            the position's G-value
  grundy moves POSITION [--json]   every legal move, with the value it leads to
  grundy table [--max-genus N]     Table 2.1: the moves from ng and G(ng), g = 0..N (default 14)
  grundy series o|n N              the brute-force G-series for genus 0..N and its period

POSITION is in the paper's notation: surfaces o<g> and n<g> (or sphere, torus,
rp2, projective-plane, klein) joined by '+', connected sums with '#', copies
with a multiplier: \"o3 + n5\", \"torus # rp2\", \"3*n2\".";

/// A failure to report: the message and the exit status.
struct Failure(String, u8);

fn usage(msg: &str) -> Failure {
    Failure(format!("{msg}\n\n{USAGE}"), 2)
}

fn position(text: &str) -> Result<Position, Failure> {
    text.parse().map_err(|e: ParseError| {
        // Point at the byte offset under the echoed input.
        let col = text[..e.offset.min(text.len())].chars().count();
        Failure(
            format!("invalid position {}\n  {text}\n  {}^", e, " ".repeat(col)),
            1,
        )
    })
}

fn number(text: &str, what: &str) -> Result<u64, Failure> {
    text.parse().map_err(|_| {
        usage(&format!(
            "{what} must be a whole number from 0 to {}, not '{text}'",
            u64::MAX
        ))
    })
}

/// A write failure; a closed pipe (`grundy moves ... | head`) is a normal
/// end, reported with an empty message and status 0.
fn io(e: io::Error) -> Failure {
    if e.kind() == io::ErrorKind::BrokenPipe {
        Failure(String::new(), 0)
    } else {
        Failure(format!("cannot write output: {e}"), 1)
    }
}

fn run(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    match args {
        [cmd] if cmd == "--help" || cmd == "-h" || cmd == "help" => {
            writeln!(out, "{USAGE}").map_err(io)
        }
        [cmd, pos] if cmd == "value" => {
            let p = position(pos)?;
            writeln!(out, "{}", p.value()).map_err(io)
        }
        [cmd, pos, rest @ ..] if cmd == "moves" => {
            let json = match rest {
                [] => false,
                [flag] if flag == "--json" => true,
                _ => return Err(usage("moves takes a position and an optional --json")),
            };
            let p = position(pos)?;
            moves(&p, json, out).map_err(io)
        }
        [cmd, rest @ ..] if cmd == "table" => {
            let max = match rest {
                [] => 14,
                [flag, n] if flag == "--max-genus" => number(n, "--max-genus")?,
                _ => return Err(usage("table takes an optional --max-genus N")),
            };
            table(max, out).map_err(io)
        }
        [cmd, kind, n] if cmd == "series" => {
            let kind = match kind.to_ascii_lowercase().as_str() {
                "o" => Orientability::Orientable,
                "n" => Orientability::Nonorientable,
                _ => return Err(usage(&format!("series takes o or n, not '{kind}'"))),
            };
            let n = number(n, "N")?;
            // The series is held in memory, one byte-sized value per genus
            // and a few bitsets; beyond this it would not fit comfortably.
            const MAX_SERIES: u64 = 50_000_000;
            if n > MAX_SERIES {
                return Err(Failure(
                    format!("N must be at most {MAX_SERIES} for a brute-force series"),
                    2,
                ));
            }
            series_report(kind, n, out).map_err(io)
        }
        [] => Err(usage("a command is needed")),
        [cmd, ..] => Err(usage(&format!("unknown command or arguments for '{cmd}'"))),
    }
}

fn moves(p: &Position, json: bool, out: &mut impl Write) -> io::Result<()> {
    if json {
        write!(out, "[")?;
    }
    for (i, mv) in p.moves().enumerate() {
        let value = p.value_after(&mv);
        let pieces: Vec<String> = mv.cut.result().iter().map(|s| s.to_string()).collect();
        if json {
            let result: Vec<String> = pieces.iter().map(|s| format!("\"{s}\"")).collect();
            write!(
                out,
                "{}\n{{\"component\":{},\"kind\":\"{}\",\"result\":[{}],\"value\":{},\"winning\":{}}}",
                if i == 0 { "" } else { "," },
                mv.component,
                mv.cut.kind().letter(),
                result.join(","),
                value,
                value.is_zero()
            )?;
        } else {
            writeln!(
                out,
                "{:>3}  {}  value {}{}",
                mv.component,
                mv.cut,
                value,
                if value.is_zero() { "  winning" } else { "" }
            )?;
        }
    }
    if json {
        writeln!(out, "\n]")?;
    }
    Ok(())
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

fn series_report(kind: Orientability, n: u64, out: &mut impl Write) -> io::Result<()> {
    let letter = if kind == Orientability::Orientable {
        'o'
    } else {
        'n'
    };
    let values = series(kind, n);
    writeln!(
        out,
        "G({letter}g) for g = 0..{n}, by brute force from the moves:"
    )?;
    let text: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    writeln!(out, "{}", text.join(" "))?;
    match find_periodicity(&values) {
        Some(p) => {
            let pre = &text[..p.preperiod as usize];
            let block = &text[p.preperiod as usize..(p.preperiod + p.period) as usize];
            writeln!(
                out,
                "pre-period {} ({}), period {} ({}), checked to genus {}",
                p.preperiod,
                if pre.is_empty() {
                    "none".to_string()
                } else {
                    pre.join(" ")
                },
                p.period,
                block.join(" "),
                p.checked_to
            )
        }
        None => writeln!(out, "no period shows within genus 0..{n}"),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let result = run(&args, &mut out).and_then(|()| out.flush().map_err(io));
    match result {
        Ok(()) | Err(Failure(_, 0)) => ExitCode::SUCCESS,
        Err(Failure(msg, code)) => {
            eprintln!("grundy: {msg}");
            ExitCode::from(code)
        }
    }
}
