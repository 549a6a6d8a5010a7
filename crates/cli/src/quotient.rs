//! `quotient [--to N] [--json]`: a heap game's misère quotient (Plambeck
//! and Siegel), computed heap by heap until the periodicity criterion
//! proves it for every heap, to heap N at most.

use crate::failure::{io, Failure};
use crate::read::number;
use crate::report::json_string;
use crate::usage::usage;
use grundy::misere::{
    budget::native_clock, present, Budget, HeapQuotient, Meter, Periodicity, Spent, Stop,
};
use grundy::spec::AnyGame;
use grundy::Game;
use std::io::Write;

/// The largest heap `quotient` computes to.
pub const MAX_HEAP: u64 = 1000;

/// `quotient [--to N] [--json]`, within `budget` (`--time`, `--memory`).
pub fn quotient_command(
    game: &AnyGame,
    rest: &[String],
    budget: Budget,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let (to, json) = options(rest)?;
    let AnyGame::Misere(misere) = game else {
        return Err(Failure(
            format!(
                "the misère quotient belongs to misère play: ask for {}:misere",
                game.spec()
            ),
            2,
        ));
    };
    let inner = misere.inner();
    let mut run = misere.quotient_run().ok_or_else(|| {
        Failure(
            format!(
                "misère quotients are computed for heap games (octal games, subtraction games, \
                 Grundy's game and its variants, Lasker's Nim, Nim), not for {}",
                inner.name()
            ),
            2,
        )
    })?;
    let started = std::time::Instant::now();
    let clock = native_clock();
    let now = || clock();
    let mut listen = |_: &Spent| true;
    let mut meter = Meter::new(budget, &now, &mut listen);
    run.run_within(to, &mut meter, |q| {
        if let Some(step) = q.history.last() {
            if step.heap % 25 == 0 {
                eprintln!(
                    "heap {}, order {}, P-portion {} ({:.1} s)",
                    step.heap,
                    step.order,
                    step.p,
                    started.elapsed().as_secs_f64()
                );
            }
        }
    });
    let q = run.into_quotient();
    if json {
        writeln!(out, "{}", quotient_json(game, &q)).map_err(io)
    } else {
        write_text(game, &q, out).map_err(io)
    }
}

/// `[--to N] [--json]`, in any order.
fn options(rest: &[String]) -> Result<(u64, bool), Failure> {
    let (mut to, mut json) = (MAX_HEAP, false);
    let mut i = 0;
    while i < rest.len() {
        match rest[i].as_str() {
            "--json" => json = true,
            "--to" => {
                let n = rest
                    .get(i + 1)
                    .ok_or_else(|| usage("--to needs a heap size"))?;
                to = number(n, "--to")?;
                if !(1..=MAX_HEAP).contains(&to) {
                    return Err(usage(&format!(
                        "--to is a heap size from 1 to {MAX_HEAP}, not {to}"
                    )));
                }
                i += 1;
            }
            other => return Err(usage(&format!("quotient does not take '{other}'"))),
        }
        i += 1;
    }
    Ok((to, json))
}

fn write_text(game: &AnyGame, q: &HeapQuotient, out: &mut impl Write) -> std::io::Result<()> {
    let p = present(q);
    writeln!(
        out,
        "{}: the misère quotient of the positions made of heaps up to {}",
        game.name(),
        q.bound()
    )?;
    writeln!(out, "{}", q.status())?;
    match &q.stopped {
        Some(stop @ Stop::Budget(_)) => writeln!(
            out,
            "stopped before a proof: {stop}; allow more with --time SECONDS and --memory GIB"
        )?,
        Some(stop) => writeln!(out, "stopped before a proof: {stop}")?,
        None => {}
    }
    writeln!(
        out,
        "order {}, P-portion {}: {{{}}}",
        q.monoid.order(),
        p.p_portion.len(),
        p.p_portion.join(", ")
    )?;
    let gens: Vec<String> = p
        .generators
        .iter()
        .map(|(n, h)| format!("{n} (heap {h})"))
        .collect();
    writeln!(out, "generators: {}", gens.join(", "))?;
    let rels: Vec<String> = p
        .relations
        .iter()
        .map(|(l, r)| format!("{l} = {r}"))
        .collect();
    writeln!(out, "relations: {}", rels.join(", "))?;
    let heaps: Vec<String> = p
        .heaps
        .iter()
        .enumerate()
        .map(|(i, w)| format!("{}:{w}", i + 1))
        .collect();
    writeln!(out, "heaps: {}", heaps.join(" "))?;
    let orders: Vec<String> = q
        .history
        .iter()
        .filter(|s| s.heap <= 40 || s.heap % 10 == 0)
        .map(|s| format!("{}:{}", s.heap, s.order))
        .collect();
    writeln!(out, "order with heaps up to n: {}", orders.join(" "))
}

/// The quotient as JSON.
pub fn quotient_json(game: &AnyGame, q: &HeapQuotient) -> String {
    let p = present(q);
    let strings = |v: &[String]| -> String {
        let parts: Vec<String> = v.iter().map(|s| json_string(s)).collect();
        format!("[{}]", parts.join(","))
    };
    let generators: Vec<String> = p
        .generators
        .iter()
        .map(|(n, h)| format!("{{\"name\":{},\"heap\":{h}}}", json_string(n)))
        .collect();
    let relations: Vec<String> = p
        .relations
        .iter()
        .map(|(l, r)| format!("[{},{}]", json_string(l), json_string(r)))
        .collect();
    let (status, period) = match &q.periodicity {
        Periodicity::Proved {
            preperiod,
            period,
            needed,
            ..
        } => (
            "proved",
            format!(",\"preperiod\":{preperiod},\"period\":{period},\"needed\":{needed}"),
        ),
        Periodicity::Observed {
            preperiod, period, ..
        } => (
            "observed",
            format!(",\"preperiod\":{preperiod},\"period\":{period}"),
        ),
        Periodicity::None => ("observed", String::new()),
    };
    let stopped = q
        .stopped
        .as_ref()
        .map(|s| format!(",\"stopped\":{}", json_string(&s.to_string())))
        .unwrap_or_default();
    format!(
        "{{\"game\":{},\"order\":{},\"p_portion\":{},\"generators\":[{}],\"relations\":[{}],\"heaps\":{},\"bound\":{},\"status\":\"{status}\"{period},\"states\":{}{stopped}}}",
        json_string(&game.spec()),
        q.monoid.order(),
        strings(&p.p_portion),
        generators.join(","),
        relations.join(","),
        strings(&p.heaps),
        q.bound(),
        q.states
    )
}
