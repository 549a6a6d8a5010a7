//! Reading the arguments: the game option, positions and numbers.

use crate::failure::Failure;
use crate::usage::usage;
use grundy::misere::Budget;
use grundy::number::{parse_number, NumberError};
use grundy::spec::{AnyGame, AnyPosition};
use grundy::{Game, TextError};

/// Takes `--game SPEC` out of the arguments wherever it is.
pub fn game_option(args: &[String]) -> Result<(AnyGame, Vec<String>), Failure> {
    let mut rest = Vec::new();
    let mut game = None;
    let mut i = 0;
    while i < args.len() {
        if args[i] == "--game" {
            let spec = args
                .get(i + 1)
                .ok_or_else(|| usage("--game needs a game: manifold, nim or octal:CODE"))?;
            if game.is_some() {
                return Err(usage("--game is given twice"));
            }
            game = Some(grundy::catalog::game(spec).map_err(|e| Failure(e.to_string(), 2))?);
            i += 2;
        } else if let Some(spec) = args[i].strip_prefix("--game=") {
            game = Some(grundy::catalog::game(spec).map_err(|e| Failure(e.to_string(), 2))?);
            i += 1;
        } else {
            rest.push(args[i].clone());
            i += 1;
        }
    }
    Ok((game.unwrap_or_default(), rest))
}

pub fn position(game: &AnyGame, text: &str) -> Result<AnyPosition, Failure> {
    game.parse_position(text)
        .map_err(|e| placed("invalid position", text, e.offset(), &e.to_string()))
}

/// An error in `text` at byte `offset`, said with the character it is at
/// and pointed at under the echoed input.
pub fn placed(what: &str, text: &str, offset: usize, message: &str) -> Failure {
    let col = text[..offset.min(text.len())].chars().count();
    let message = if message.starts_with("at character") {
        message.to_string()
    } else {
        format!("at character {}: {message}", col + 1)
    };
    Failure(
        format!("{what} {message}\n  {text}\n  {}^", " ".repeat(col)),
        1,
    )
}

/// A whole number as the page reads it: digits, optionally grouped
/// (`20,000`), or a power of ten (`10^6`, `1e5`).
pub fn number(text: &str, what: &str) -> Result<u64, Failure> {
    parse_number(text, u64::MAX).map_err(|e| {
        let reason = match e {
            NumberError::TooLarge => format!("is at most {}", u64::MAX),
            NumberError::Empty | NumberError::NotANumber => format!(
                "is a whole number from 0 to {} (20,000, 10^6 and 1e5 are read too)",
                u64::MAX
            ),
        };
        usage(&format!("{what} {reason}, not '{text}'"))
    })
}

/// The longest series of og or ng `series o|n N` computes: the series is
/// held in memory, one byte-sized value per genus and a few bitsets.
pub const MAX_SERIES: u64 = 50_000_000;

pub fn series_bound(n: &str) -> Result<u64, Failure> {
    let n = number(n, "N")?;
    if n > MAX_SERIES {
        return Err(Failure(
            format!("N must be at most {MAX_SERIES} for a brute-force series"),
            2,
        ));
    }
    Ok(n)
}

/// `[--to W] [--json]`, in any order.
pub fn period_options(rest: &[String]) -> Result<(u64, bool), Failure> {
    let (mut to, mut json) = (400, false);
    let mut i = 0;
    while i < rest.len() {
        match rest[i].as_str() {
            "--json" => json = true,
            "--to" => {
                let w = rest
                    .get(i + 1)
                    .ok_or_else(|| usage("--to needs a weight"))?;
                to = number(w, "--to")?;
                if !(20..=20_000).contains(&to) {
                    return Err(usage("--to must be from 20 to 20000"));
                }
                i += 1;
            }
            other => return Err(usage(&format!("period does not take '{other}'"))),
        }
        i += 1;
    }
    Ok((to, json))
}

/// Takes `--time SECONDS` and `--memory GIB` out of the arguments
/// wherever they are: the budget of a misère search or quotient, from
/// [`Budget::NATIVE`] (4 GiB and 60 s) where not given.
pub fn budget_options(args: &[String]) -> Result<(Budget, Vec<String>), Failure> {
    let mut budget = Budget::NATIVE;
    let mut rest = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let (flag, value) = match args[i].split_once('=') {
            Some((f, v)) if f == "--time" || f == "--memory" => (f, Some(v.to_string())),
            _ => (args[i].as_str(), args.get(i + 1).cloned()),
        };
        let inline = args[i].contains('=');
        match flag {
            "--time" => {
                let v = value.ok_or_else(|| usage("--time needs a number of seconds"))?;
                budget.millis = seconds(&v)?;
            }
            "--memory" => {
                let v = value.ok_or_else(|| usage("--memory needs a size in GiB"))?;
                budget.bytes = gibibytes(&v)?;
            }
            _ => {
                rest.push(args[i].clone());
                i += 1;
                continue;
            }
        }
        i += if inline { 1 } else { 2 };
    }
    Ok((budget, rest))
}

/// Seconds, as milliseconds: a whole or decimal number from 0.1 to a
/// year (`90`, `2.5`).
fn seconds(text: &str) -> Result<u64, Failure> {
    match text.trim().parse::<f64>() {
        Ok(s) if (0.1..=31_536_000.0).contains(&s) => Ok((s * 1000.0) as u64),
        _ => Err(usage(&format!(
            "--time is a number of seconds from 0.1 to 31536000, not '{text}'"
        ))),
    }
}

/// GiB, as bytes: a whole or decimal number from 0.01 to 1024 (`8`, `0.5`).
fn gibibytes(text: &str) -> Result<u64, Failure> {
    let number = text.trim().trim_end_matches(['G', 'g', 'B', 'b', 'i']);
    match number.parse::<f64>() {
        Ok(g) if (0.01..=1024.0).contains(&g) => Ok((g * f64::from(1u32 << 30)) as u64),
        _ => Err(usage(&format!(
            "--memory is a size in GiB from 0.01 to 1024, not '{text}'"
        ))),
    }
}
