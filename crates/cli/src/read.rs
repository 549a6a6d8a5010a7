//! Reading the arguments: the game option, positions and numbers.

use crate::failure::Failure;
use crate::usage::usage;
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
