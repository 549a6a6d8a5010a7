//! `grundy`: the command-line face of the core, for scripts, tables and checks.

use figures::export::{position_svg, surface_svg, Theme};
use figures::table::{table_2_1, Format};
use grundy::games::{heap, lab};
use grundy::manifold::{certificate, find_periodicity, series, table_row, Orientability};
use grundy::manifold::{Cut, CutKind};
use grundy::misere::Outcome;
use grundy::series::Summary;
use grundy::spec::{AnyGame, AnyPosition};
use grundy::{Game, Nimber, Solver, TextError};
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

const USAGE: &str = "\
usage:
  grundy [--game SPEC] value POSITION            the position's G-value
  grundy [--game SPEC] moves POSITION [--json]   every legal move, with the position and value it leads to
  grundy table [--max-genus N] [--format F]      Table 2.1: the moves from ng and G(ng), g = 0..N (default 14);
                                                 F is csv, latex (a tabular in the paper's notation) or markdown
  grundy figure POSITION [--cut KIND[:A]] [--theme light|dark] --svg
                                                 the figure as the app exports it: one surface (with the
                                                 curve J of a cut, g:2 for a split) or a whole position
  grundy series o|n N                            the brute-force G-series of og or ng for genus 0..N and its period
  grundy --game SPEC series N [--json]           a heap game's G-series for heaps 0..N and its period
                                                 (for rectangles, the N x N table from 1x1, as rows)
  grundy --game SPEC period [--to N] [--json]    a heap game's periodicity from its values to heap N
                                                 (default 400): proved, arithmetic, observed or unknown
  grundy [--game SPEC] series o|n N --json       G(g) for g = 0..N as a JSON array (any rule set)
  grundy [--game SPEC] period [--to W] [--json]  the periodicity of og and ng under the rules, from the
                                                 values to weight W (default 400): proved, arithmetic,
                                                 observed or unknown
  grundy [--game SPEC] outcome POSITION          N (the player to move wins) or P, in normal or misère play
  grundy nim-mul X Y                             the nim-product of two 64-bit values

SPEC names the game: manifold (the default), nim, octal:CODE (octal:0.77
is Kayles, octal:4.3 plays like og), subtraction:SET (subtraction:1,3,4),
lasker (Lasker's Nim), grundy (Grundy's game) or rectangles (Schrage's
rectangle game, positions as bars \"5x7 + 3x4\"), turtles, mock-turtles and
ruler (a row of coins \"THHTH\", coin 0 leftmost), rugs (rows top first
\"HTH/THT\"), hackenbush (edges \"g-1 1-2 2-3 3-1\", g the ground), digraph
(\"a>b a>c b>c; tokens a c\"), rims (\"5 (2: 3 (1:))\": free dots, and loops
through k dots around a region), moore:K (heaps \"3 + 5 + 6\", a move takes
from 1 to K heaps) or sum (\"nim(3 + 5) + turtles(THHTH)\"). The surface game takes options:
manifold:rules=cgh allows only cuts (c), (g), (h); manifold:misere is misère
play (the last cut loses); manifold:rules=ab,misere both. The option may come
anywhere.

A manifold POSITION is in the paper's notation: surfaces o<g> and n<g> (or
sphere, torus, rp2, projective-plane, klein) joined by '+', connected sums
with '#', copies with a multiplier: \"o3 + n5\", \"torus # rp2\", \"3*n2\".
A heap POSITION is heap sizes joined by '+': \"50 + 53 + 30 + 14\", \"2*4 + 1\".";

/// A failure to report: the message and the exit status.
struct Failure(String, u8);

fn usage(msg: &str) -> Failure {
    Failure(format!("{msg}\n\n{USAGE}"), 2)
}

fn position(game: &AnyGame, text: &str) -> Result<AnyPosition, Failure> {
    game.parse_position(text).map_err(|e| {
        // Point at the place under the echoed input.
        let col = text[..e.offset().min(text.len())].chars().count();
        Failure(
            format!("invalid position {e}\n  {text}\n  {}^", " ".repeat(col)),
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

/// Takes `--game SPEC` out of the arguments wherever it is.
fn game_option(args: &[String]) -> Result<(AnyGame, Vec<String>), Failure> {
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

fn run(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let (game, args) = game_option(args)?;
    let manifold = matches!(game, AnyGame::Manifold(_));
    match args.as_slice() {
        [cmd] if cmd == "--help" || cmd == "-h" || cmd == "help" => {
            writeln!(out, "{USAGE}").map_err(io)
        }
        [cmd, pos] if cmd == "value" => {
            if game.misere() {
                return Err(Failure(
                    "misère play has no G-values that decide sums: use outcome".to_string(),
                    2,
                ));
            }
            let p = position(&game, pos)?;
            writeln!(out, "{}", Solver::new(game).value(&p)).map_err(io)
        }
        [cmd, pos, rest @ ..] if cmd == "moves" => {
            let json = match rest {
                [] => false,
                [flag] if flag == "--json" => true,
                _ => return Err(usage("moves takes a position and an optional --json")),
            };
            let p = position(&game, pos)?;
            moves(&game, &p, json, out).map_err(io)
        }
        [cmd, rest @ ..] if cmd == "table" => {
            if !manifold {
                return Err(usage("table is Table 2.1 of the manifold game"));
            }
            let mut max = 14;
            let mut format = None;
            let mut rest = rest.iter();
            while let Some(flag) = rest.next() {
                let value = rest.next();
                match (flag.as_str(), value) {
                    ("--max-genus", Some(n)) => max = number(n, "--max-genus")?,
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
        [cmd, pos, rest @ ..] if cmd == "figure" => figure(pos, rest, out),
        [cmd, x, y] if cmd == "nim-mul" => {
            let (x, y) = (number(x, "X")?, number(y, "Y")?);
            writeln!(out, "{}", grundy::nimber::nim_mul(x, y)).map_err(io)
        }
        [cmd, pos] if cmd == "outcome" => {
            let p = position(&game, pos)?;
            let outcome = match (&game, &p) {
                (AnyGame::Lab(g), AnyPosition::Surfaces(s)) => g.outcome(s).ok_or_else(|| {
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
                _ if Solver::new(game.clone()).value(&p).is_zero() => Outcome::Previous,
                _ => Outcome::Next,
            };
            writeln!(out, "{}", outcome.letter()).map_err(io)
        }
        [cmd, rest @ ..] if cmd == "period" && is_heap_game(&game) => {
            let (to, json) = period_options(rest)?;
            let values =
                heap::run::heap_series(&game, to).map_err(|e| Failure(e.to_string(), 2))?;
            let k = heap::analyze(&game, &values);
            if json {
                writeln!(out, "{}", period_json(&k)).map_err(io)
            } else {
                writeln!(out, "{}: {}", game.name(), heap_period_words(&k)).map_err(io)
            }
        }
        // An octal game's plain `series N` keeps its report with the
        // certificate (below).
        [cmd, n, rest @ ..]
            if cmd == "series"
                && is_heap_game(&game)
                && !(matches!(game, AnyGame::Octal(_)) && rest.is_empty()) =>
        {
            let json = match rest {
                [] => false,
                [flag] if flag == "--json" => true,
                _ => return Err(usage("series takes a heap count and an optional --json")),
            };
            let n = number(n, "N")?;
            heap_series_command(&game, n, json, out)
        }
        [cmd, rest @ ..] if cmd == "period" => {
            let rules = surface_rules(&game)?;
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
        [cmd, kind, n, flag] if cmd == "series" && flag == "--json" => {
            let rules = surface_rules(&game)?;
            let n = number(n, "N")?;
            if n > 20_000 {
                return Err(Failure(
                    "N must be at most 20000 for a rule set's series".to_string(),
                    2,
                ));
            }
            let values = match kind.to_ascii_lowercase().as_str() {
                "o" => lab::lab_series(rules, 2 * n).0,
                "n" => lab::lab_series(rules, n).1,
                _ => return Err(usage(&format!("series takes o or n, not '{kind}'"))),
            };
            let text: Vec<String> = values.iter().map(|v| v.to_string()).collect();
            writeln!(out, "[{}]", text.join(",")).map_err(io)
        }
        [cmd, kind, n] if cmd == "series" && manifold => {
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
        [cmd, n] if cmd == "series" => match &game {
            AnyGame::Octal(octal) => {
                let n = series_bound(n)?;
                if n > 100_000 {
                    return Err(Failure(
                        "N must be at most 100000 for an octal game's series".to_string(),
                        2,
                    ));
                }
                let values = octal.series(n as usize);
                writeln!(out, "G(n) of octal game {octal} for heaps 0..{n}:").map_err(io)?;
                let summary = Summary::of(&values, |p| {
                    grundy::periodicity::guy_smith(&values, p.preperiod, p.period, octal.max_take())
                });
                series_report(&values, &summary, "heap", out).map_err(io)
            }
            _ => Err(usage(
                "series takes o or n for the manifold game, or a heap count for an octal game",
            )),
        },
        [] => Err(usage("a command is needed")),
        [cmd, ..] => Err(usage(&format!("unknown command or arguments for '{cmd}'"))),
    }
}

/// True for the games played on heaps (and bars), whose series and
/// periodicity come from `grundy::games::heap`.
fn is_heap_game(game: &AnyGame) -> bool {
    matches!(
        game,
        AnyGame::Nim(_)
            | AnyGame::Octal(_)
            | AnyGame::Subtraction(_)
            | AnyGame::Lasker(_)
            | AnyGame::GrundyGame(_)
            | AnyGame::Rectangles(_)
    )
}

/// `series N [--json]` for a heap game: G(0..=N), or for the rectangle
/// game the N × N table from 1 × 1.
fn heap_series_command(
    game: &AnyGame,
    n: u64,
    json: bool,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let values = heap::run::heap_series(game, n).map_err(|e| Failure(e.to_string(), 2))?;
    let list = |v: &[Nimber]| -> Vec<String> { v.iter().map(|x| x.to_string()).collect() };
    if let AnyGame::Rectangles(_) = game {
        if n > 2_000 {
            return Err(Failure(
                "N must be at most 2000 for the rectangle game's table".to_string(),
                2,
            ));
        }
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
            "G(M × N) of Schrage's rectangle game for M, N = 1..{n} (rows M):"
        )
        .map_err(io)?;
        for row in &table {
            writeln!(out, "{}", list(row).join(" ")).map_err(io)?;
        }
        return Ok(());
    }
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
            "proved: period {} from heap {} by {theorem} (window heaps {:?}), computed to heap {}",
            k.period,
            k.preperiod,
            k.window.unwrap_or_default(),
            k.checked_to
        ),
        lab::Status::Arithmetic if !theorem.is_empty() => format!(
            "arithmetic-periodic for every heap: G(n + {}) = G(n) + {} from heap {}, proved by {theorem}",
            k.period, k.saltus, k.preperiod
        ),
        _ => period_words(k).replace("genus", "heap"),
    }
}

/// The rule set of a surface game spec.
fn surface_rules(game: &AnyGame) -> Result<lab::Rules, Failure> {
    match game {
        AnyGame::Manifold(_) => Ok(lab::Rules::ALL),
        AnyGame::Lab(g) => Ok(g.rules()),
        _ => Err(usage(
            "this command is for the surface game and its rule sets (manifold:rules=...)",
        )),
    }
}

/// `[--to W] [--json]`, in any order.
fn period_options(rest: &[String]) -> Result<(u64, bool), Failure> {
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

fn period_json(k: &lab::KindPeriod) -> String {
    let mut s = format!(
        "{{\"status\": \"{}\", \"preperiod\": {}, \"period\": {}, \"saltus\": {}, \"checked_to\": {}",
        k.status.name(),
        k.preperiod,
        k.period,
        k.saltus,
        k.checked_to
    );
    if let Some((first, last)) = k.window {
        s.push_str(&format!(", \"window\": [{first}, {last}]"));
    }
    if let Some(t) = &k.theorem {
        s.push_str(&format!(", \"theorem\": {}", json_string(t)));
    }
    s.push('}');
    s
}

fn period_words(k: &lab::KindPeriod) -> String {
    match k.status {
        lab::Status::Proved => format!(
            "proved: period {} from genus {} by {} (window genus {:?}), computed to genus {}",
            k.period,
            k.preperiod,
            k.theorem.as_deref().unwrap_or(""),
            k.window.unwrap_or_default(),
            k.checked_to
        ),
        lab::Status::Arithmetic => format!(
            "observed arithmetic-periodic: G(g + {}) = G(g) + {} from genus {}, checked to genus {}",
            k.period, k.saltus, k.preperiod, k.checked_to
        ),
        lab::Status::Observed => format!(
            "observed periodic: period {} from genus {}, checked to genus {}",
            k.period, k.preperiod, k.checked_to
        ),
        lab::Status::Unknown => format!("unknown: no pattern to genus {}", k.checked_to),
    }
}

fn series_bound(n: &str) -> Result<u64, Failure> {
    let n = number(n, "N")?;
    // The series is held in memory, one byte-sized value per genus and a
    // few bitsets; beyond this it would not fit comfortably.
    const MAX_SERIES: u64 = 50_000_000;
    if n > MAX_SERIES {
        return Err(Failure(
            format!("N must be at most {MAX_SERIES} for a brute-force series"),
            2,
        ));
    }
    Ok(n)
}

/// A JSON string literal.
fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn moves(game: &AnyGame, p: &AnyPosition, json: bool, out: &mut impl Write) -> io::Result<()> {
    let solver = Solver::new(game.clone());
    if json {
        write!(out, "[")?;
    }
    for (i, mv) in game.moves(p).enumerate() {
        let Ok(after) = game.apply(p, &mv) else {
            continue;
        };
        let value: Nimber = solver.value(&after);
        let text = game.format_move(p, &mv);
        let result = game.format_position(&after);
        let component = game.component_of(&mv);
        if json {
            let pieces: Vec<String> = game
                .pieces(&mv)
                .split('+')
                .filter(|s| !s.is_empty())
                .map(|s| json_string(s.trim()))
                .collect();
            let kind = match &mv {
                grundy::AnyMove::Cut(m) => format!(",\"kind\":\"{}\"", m.cut.kind().letter()),
                _ => String::new(),
            };
            write!(
                out,
                "{}\n{{\"component\":{component}{kind},\"move\":{},\"pieces\":[{}],\"result\":{},\"value\":{value},\"winning\":{}}}",
                if i == 0 { "" } else { "," },
                json_string(&text),
                pieces.join(","),
                json_string(&result),
                value.is_zero()
            )?;
        } else {
            writeln!(
                out,
                "{:>3}  {text}  gives {result}  value {value}{}",
                component,
                if value.is_zero() { "  winning" } else { "" }
            )?;
        }
    }
    if json {
        writeln!(out, "\n]")?;
    }
    Ok(())
}

/// `figure POSITION [--cut KIND[:A]] [--theme light|dark] --svg`: the SVG
/// file the app exports for the same figure.
fn figure(pos: &str, rest: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let p = grundy::manifold::parse_position(pos)
        .map_err(|e| Failure(format!("invalid position {e}"), 2))?;
    let mut theme = Theme::Light;
    let mut cut = None;
    let mut svg = false;
    let mut rest = rest.iter();
    while let Some(flag) = rest.next() {
        match flag.as_str() {
            "--svg" => svg = true,
            "--theme" => {
                let t = rest.next().map(String::as_str).unwrap_or("");
                theme = Theme::parse(t)
                    .ok_or_else(|| usage(&format!("--theme is light or dark, not '{t}'")))?;
            }
            "--cut" => cut = Some(rest.next().cloned().unwrap_or_default()),
            other => return Err(usage(&format!("figure does not take '{other}'"))),
        }
    }
    if !svg {
        return Err(usage("figure writes SVG: add --svg"));
    }
    let text = match (cut, p.surfaces()) {
        (None, [s]) => surface_svg(*s, None, theme),
        (None, surfaces) => position_svg(surfaces, theme),
        (Some(spec), [s]) => {
            let (kind, a) = spec.split_once(':').unwrap_or((spec.as_str(), ""));
            let kind = kind
                .chars()
                .next()
                .filter(|_| kind.chars().count() == 1)
                .and_then(CutKind::from_letter)
                .ok_or_else(|| {
                    usage(&format!("--cut is a kind a to h, as in g:2, not '{spec}'"))
                })?;
            let cut = if a.is_empty() {
                Cut::new(*s, kind)
            } else {
                Cut::split(*s, kind, number(a, "--cut")?)
            }
            .map_err(|e| Failure(format!("no such cut: {e}"), 2))?;
            surface_svg(*s, Some(&cut), theme)
        }
        (Some(_), _) => return Err(usage("--cut is for a position of one surface")),
    };
    out.write_all(text.as_bytes()).map_err(io)
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

fn series_report(
    values: &[Nimber],
    summary: &Summary,
    index: &str,
    out: &mut impl Write,
) -> io::Result<()> {
    let text: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    writeln!(out, "{}", text.join(" "))?;
    let periodicity = summary.periodicity.or_else(|| find_periodicity(values));
    match periodicity {
        Some(p) => {
            let pre = &text[..p.preperiod as usize];
            let block = &text[p.preperiod as usize..(p.preperiod + p.period) as usize];
            writeln!(
                out,
                "pre-period {} ({}), period {} ({}), checked to {index} {}",
                p.preperiod,
                if pre.is_empty() {
                    "none".to_string()
                } else {
                    pre.join(" ")
                },
                p.period,
                block.join(" "),
                p.checked_to
            )?;
            match &summary.certificate {
                Some(c) => writeln!(
                    out,
                    "proved for every {index} by {}: {}",
                    c.theorem, c.statement
                ),
                None => writeln!(out, "no theorem applied: periodic as far as checked"),
            }
        }
        None => writeln!(
            out,
            "no period shows within {index} 0..{}",
            values.len().saturating_sub(1)
        ),
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
