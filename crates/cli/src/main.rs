//! `grundy`: the command-line face of the core, for scripts, tables and checks.

mod boxes;
mod failure;
mod figure;
mod files;
mod heap;
mod length;
mod limits;
mod misere;
mod moore;
mod moves;
mod quotient;
mod read;
mod report;
mod split;
mod surface;
mod usage;

use failure::{io, Failure};
use grundy::games::heap::HeapGame;
use grundy::games::lab::{self, LabGame};
use grundy::manifold::{Manifold, Position};
use grundy::misere::Outcome;
use grundy::spec::AnyGame;
use grundy::{Game, Solver};
use limits::usage_text;
use read::{budget_options, game_option, number, position};
use std::io::{BufWriter, Write};
use std::process::ExitCode;
use usage::usage;

fn run(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let (game, args) = game_option(args)?;
    let (budget, args) = budget_options(&args)?;
    misere::with_budget(&game, budget);
    // `--help` after any verb is a request for the usage text.
    if args.iter().any(|a| a == "--help" || a == "-h") {
        return writeln!(out, "{}", usage_text()).map_err(io);
    }
    let manifold = game.downcast::<Manifold>().is_some();
    let lab = game.downcast::<LabGame>().is_some();
    let heap = heap::heap_game(&game);
    match args.as_slice() {
        [cmd] if cmd == "--help" || cmd == "-h" || cmd == "help" => {
            writeln!(out, "{}", usage_text()).map_err(io)
        }
        [cmd, pos] if cmd == "value" => {
            if game.misere() {
                return Err(Failure(
                    "misère play has no G-values that decide sums: use outcome".to_string(),
                    2,
                ));
            }
            if let Some((moore, heaps)) = moore::past_search(&game, pos)? {
                return moore::value(&moore, &heaps, out);
            }
            let p = position(&game, pos)?;
            writeln!(out, "{}", Solver::new(game).value(&p)).map_err(io)
        }
        [cmd, pos, rest @ ..] if cmd == "moves" => {
            let mut listing = moves::Listing::default();
            for flag in rest {
                match flag.as_str() {
                    "--json" => listing.json = true,
                    "--all" => listing.all = true,
                    other => {
                        return Err(usage(&format!(
                            "moves takes a position, then --json and --all, not '{other}'"
                        )))
                    }
                }
            }
            if let Some((moore, heaps)) = moore::past_search(&game, pos)? {
                return moore::moves(&moore, &heaps, listing.json, listing.all, out);
            }
            let p = position(&game, pos)?;
            moves::moves(&game, &p, listing, out)
        }
        [cmd, rest @ ..] if cmd == "table" => {
            if !manifold {
                return Err(usage("table is Table 2.1 of the manifold game"));
            }
            surface::table_command(rest, out)
        }
        [cmd, pos, rest @ ..] if cmd == "figure" => figure::figure(&game, pos, rest, out),
        [cmd, x, y] if cmd == "nim-mul" => {
            let (x, y) = (number(x, "X")?, number(y, "Y")?);
            writeln!(out, "{}", grundy::nimber::nim_mul(x, y)).map_err(io)
        }
        [cmd, pos] if cmd == "outcome" => outcome(&game, pos, false, out),
        [cmd, pos, flag] if cmd == "outcome" && flag == "--why" => outcome(&game, pos, true, out),
        [cmd, pos, rest @ ..] if cmd == "length" => length::length_command(&game, pos, rest, out),
        [cmd, rest @ ..] if cmd == "quotient" => {
            quotient::quotient_command(&game, rest, budget, out)
        }
        [cmd, ..] if cmd == "period" && game.misere() => Err(Failure(
            format!(
                "period reports the period of a G-series, a normal-play notion: in misère play \
                 ({}) sums are not decided by G-values, so there is no G-series to be periodic; \
                 the misère analysis is `outcome` and `moves` (and, for a heap game, `quotient`, \
                 whose pretending function has its own period){}",
                game.name(),
                if lab {
                    "; the rule lab's misère section gives each surface's genus and the quotient \
                     observed among light positions"
                } else {
                    ""
                }
            ),
            2,
        )),
        [cmd, rest @ ..] if cmd == "period" && heap.is_some() => match &heap {
            Some(h) => heap::period_command(&game, h, rest, out),
            None => Err(usage("period takes a heap game")),
        },
        // An octal game's series by the sparse method, with the
        // certificate of its period.
        [cmd, n, rest @ ..] if cmd == "series" && heap.is_some() => match &heap {
            Some(HeapGame::Octal(octal)) => heap::octal_series_command(octal, n, rest, out),
            Some(h) => heap::series_command(&game, h, n, rest, out),
            None => Err(usage("series takes a heap count")),
        },
        [cmd, ..] if (cmd == "period" || cmd == "series") && !has_series(&game) => Err(Failure(
            format!(
                "{cmd} is for the heap games and the surface game with its rule sets; {} has \
                     no G-series",
                game.name()
            ),
            2,
        )),
        [cmd, rest @ ..] if cmd == "period" => surface::period_command(&game, rest, out),
        // Both series of a rule set to a weight, as the rule lab downloads them.
        [cmd, w, rest @ ..]
            if cmd == "series"
                && matches!(game, AnyGame::Dyn(_))
                && (game.downcast::<LabGame>().is_some()
                    || game.downcast::<Manifold>().is_some())
                && matches!(
                    rest.first().map(String::as_str),
                    Some("--json" | "--format")
                ) =>
        {
            files::lab_series(&game, w, rest, out)
        }
        [cmd, kind, n, flag] if cmd == "series" && flag == "--json" => {
            surface::series_json_command(&game, kind, n, out)
        }
        [cmd, kind, n] if cmd == "series" && manifold => surface::series_command(kind, n, out),
        [cmd, kind, n] if cmd == "series" && lab => {
            surface::series_text_command(&game, kind, n, out)
        }
        [cmd, _] if cmd == "series" => Err(usage(
            "series takes o or n and a genus for the surface game, or a heap count for a heap game",
        )),
        [] => Err(usage("a command is needed")),
        [cmd, rest @ ..] => Err(usage(&usage::unknown(cmd, rest))),
    }
}

/// True for the games with a G-series: the heap games and the surface
/// game with its rule sets.
fn has_series(game: &AnyGame) -> bool {
    heap::heap_game(game).is_some()
        || game.downcast::<Manifold>().is_some()
        || game.downcast::<LabGame>().is_some()
}

/// `outcome POSITION [--why]`: N or P, in normal or misère play. Moore's
/// Nim is decided by Moore's theorem at any size.
fn outcome(game: &AnyGame, pos: &str, why: bool, out: &mut impl Write) -> Result<(), Failure> {
    if let Some(k) = game
        .spec()
        .strip_prefix("moore:")
        .and_then(|k| k.parse().ok())
    {
        let heaps = grundy::games::heaps::parse_heaps(pos)
            .map_err(|e| read::placed("invalid position", pos, e.offset, &e.kind.to_string()))?;
        let losing = grundy::games::moore::is_losing(&heaps, k);
        let outcome = if losing {
            Outcome::Previous
        } else {
            Outcome::Next
        };
        return writeln!(out, "{}", outcome.letter()).map_err(io);
    }
    let p = position(game, pos)?;
    let lab = (game.downcast::<LabGame>()).zip(p.get::<Position>());
    let outcome = match (game, lab) {
        (AnyGame::Dyn(_), Some((g, s))) => g.outcome(s).ok_or_else(|| {
            Failure(
                format!(
                    "the misère outcome is computed for positions of weight up to {} \
                     (2g for og, g for ng, summed); this one weighs {}",
                    lab::MISERE_REACH,
                    lab::game::position_weight(s)
                ),
                1,
            )
        })?,
        (AnyGame::Misere(g), _) => return misere::outcome(g, &p, why, out),
        _ if Solver::new(game.clone()).value(&p).is_zero() => Outcome::Previous,
        _ => Outcome::Next,
    };
    writeln!(out, "{}", outcome.letter()).map_err(io)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let result = run(&args, &mut out).and_then(|()| out.flush().map_err(io));
    match result {
        Ok(()) | Err(Failure(_, 0)) => ExitCode::SUCCESS,
        Err(Failure(msg, code)) => {
            failure::note(format_args!("grundy: {msg}"));
            ExitCode::from(code)
        }
    }
}
