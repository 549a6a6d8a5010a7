//! The G-series verifier, run in a Web Worker so a long brute-force run
//! neither freezes the page nor stops it being cancelled. Built from the
//! core alone; its messages are `manifold_explorer::worker::protocol`, and
//! its results are data (`manifold_explorer::worker::results`), which the
//! page draws.

use grundy::games::heap::until;
use grundy::games::lab::{analyze, lab_series, misere_report, Rules, Variant};
use grundy::games::octal::OctalGame;
use grundy::manifold::{closed_value, nonorientable_series, orientable_series, GenusRun};
use grundy::series::{first_mismatch, SeriesRun};
use grundy::spec::AnyGame;
use grundy::Game;
use manifold_explorer::worker::protocol::{Job, Kind, KindReport, Report};
use manifold_explorer::worker::results::{
    Catalogue, HeapResult, HeapSeries, MiserePlay, HEAP_SHOWN,
};
use manifold_explorer::worker::{jobs, misere as misere_jobs, tables};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// How often progress is reported, in milliseconds.
const PROGRESS_EVERY_MS: f64 = 100.0;

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        match serde_wasm_bindgen::from_value::<Job>(event.data()) {
            Ok(Job::Verify { n }) => verify(&reply, n),
            Ok(Job::Bench { n }) => bench(&reply, n),
            Ok(Job::Lab { rules, to }) => lab(&reply, rules, to),
            Ok(Job::Catalogue { to }) => catalogue(&reply, to),
            Ok(Job::Misere {
                rules,
                table,
                genus,
            }) => misere(&reply, rules, table, genus),
            Ok(Job::Heap { game, last }) => heap(&reply, &game, last),
            Ok(Job::HeapProof { game, limit }) => heap_proof(&reply, &game, limit),
            Ok(Job::Quotient { game, to }) => quotient(&reply, &game, to),
            Ok(Job::MisereSearch {
                game,
                position,
                quotient,
            }) => {
                let mut last_report = f64::NEG_INFINITY;
                let found = misere_jobs::search(&game, &position, quotient, &now, &mut |spent| {
                    if now() - last_report >= PROGRESS_EVERY_MS {
                        last_report = now();
                        post(&reply, &Report::SearchProgress(spent));
                    }
                });
                post(&reply, &Report::Searched(found));
            }
            Ok(Job::Table { of, format }) => {
                let file = figures::table::Format::parse(&format)
                    .ok_or_else(|| format!("no file format '{format}'"))
                    .and_then(|format| tables::table_file(&of, format, &mut every_while(&reply)));
                post(&reply, &Report::Table(file));
            }
            Ok(Job::MisereTable { rules, to }) => {
                if let Some(rules) = Rules::from_bits(rules) {
                    let found = misere_jobs::table_found(rules, to, &now, &mut every_while(&reply));
                    post(&reply, &Report::MisereTable(found));
                }
            }
            Err(_) => {}
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(&scope, &Report::Ready);
}

/// Milliseconds, from the worker's performance clock (the date's where
/// there is none).
fn now() -> f64 {
    js_sys::global()
        .dyn_into::<DedicatedWorkerGlobalScope>()
        .ok()
        .and_then(|scope| scope.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
}

fn verify(scope: &DedicatedWorkerGlobalScope, n: u64) {
    let started = now();
    let mut kinds = Vec::new();
    for (index, kind) in Kind::BOTH.into_iter().enumerate() {
        let kind_started = now();
        let mut run = GenusRun::new(kind.orientability(), n);
        let mut last_report = f64::NEG_INFINITY;
        // Small steps, since a genus costs about as much as its genus: the
        // clock, not the step count, decides when to report.
        while !run.advance(64) {
            if now() - last_report >= PROGRESS_EVERY_MS {
                last_report = now();
                let whole = (index as f64 + run.progress()) / 2.0;
                post(
                    scope,
                    &Report::Progress {
                        kind,
                        done: run.done(),
                        total: run.total(),
                        permille: (whole * 1000.0) as u32,
                    },
                );
            }
        }
        let mismatch = first_mismatch(run.values(), |g| closed_value(kind.orientability(), g));
        kinds.push(KindReport {
            kind,
            ms: (now() - kind_started) as u64,
            mismatch,
        });
    }
    post(
        scope,
        &Report::Verified {
            n,
            ms: (now() - started) as u64,
            kinds,
        },
    );
}

/// Times both series to `n` for the benchmark, here where verification
/// runs and built the same way.
fn bench(scope: &DedicatedWorkerGlobalScope, n: u64) {
    let Some(performance) = scope.performance() else {
        return;
    };
    let best = |series: fn(u64) -> Vec<grundy::Nimber>| {
        (0..5)
            .map(|_| {
                let start = performance.now();
                std::hint::black_box(series(std::hint::black_box(n)));
                performance.now() - start
            })
            .fold(f64::INFINITY, f64::min)
    };
    let o_ms = best(orientable_series);
    let n_ms = best(nonorientable_series);
    post(scope, &Report::Bench { n, o_ms, n_ms });
}

fn lab(scope: &DedicatedWorkerGlobalScope, bits: u8, to: u64) {
    let Some(rules) = Rules::from_bits(bits) else {
        return;
    };
    let series = jobs::lab(rules, to, &now, &mut every_while(scope));
    post(scope, &Report::Lab(series));
}

/// A place for a job's progress that posts it about every
/// [`PROGRESS_EVERY_MS`].
fn every_while(scope: &DedicatedWorkerGlobalScope) -> impl FnMut(u32) + '_ {
    let mut last_report = f64::NEG_INFINITY;
    move |permille| {
        if now() - last_report >= PROGRESS_EVERY_MS {
            last_report = now();
            post(scope, &Report::LabProgress { permille });
        }
    }
}

fn catalogue(scope: &DedicatedWorkerGlobalScope, to: u64) {
    let started = now();
    let mut last_report = f64::NEG_INFINITY;
    let mut rows = Vec::new();
    for (i, rules) in Rules::every().enumerate() {
        let (o, n) = lab_series(rules, to);
        rows.push((rules, analyze(rules, &o, &n)));
        if now() - last_report >= PROGRESS_EVERY_MS {
            last_report = now();
            let permille = ((i + 1) * 1000 / 255) as u32;
            post(scope, &Report::LabProgress { permille });
        }
    }
    post(
        scope,
        &Report::CatalogueDone(Catalogue {
            to,
            ms: (now() - started) as u64,
            rows,
        }),
    );
}

/// How many of the lightest P-positions are listed.
const LIGHTEST: usize = 24;

fn misere(scope: &DedicatedWorkerGlobalScope, bits: u8, last: u64, genus: u64) {
    let Some(rules) = Rules::from_bits(bits) else {
        return;
    };
    let started = now();
    let table = misere_jobs::table(rules, last, 900, &mut |permille| {
        post(scope, &Report::LabProgress { permille })
    });
    let table_ms = (now() - started) as u64;
    let started = now();
    let variant = Variant {
        rules,
        misere: true,
    };
    let Some(report) = misere_report(variant, genus, (genus / 2).min(10)) else {
        return;
    };
    post(
        scope,
        &Report::Misere(MiserePlay {
            rules,
            table: last,
            table_ms,
            all_by_weight: table.all_by_weight().to_vec(),
            lost_by_weight: table.lost_by_weight().to_vec(),
            lightest_lost: table.lightest_lost(LIGHTEST),
            report,
            report_ms: (now() - started) as u64,
        }),
    );
}

/// A heap game's misère quotient, with each heap's step as progress
/// about every [`PROGRESS_EVERY_MS`].
fn quotient(scope: &DedicatedWorkerGlobalScope, spec: &str, to: u64) {
    let mut last_report = f64::NEG_INFINITY;
    let found = misere_jobs::quotient(spec, to, &now, &mut |step| {
        if now() - last_report >= PROGRESS_EVERY_MS {
            last_report = now();
            post(
                scope,
                &Report::QuotientProgress {
                    heap: step.heap,
                    order: step.order as u64,
                    p: step.p as u64,
                },
            );
        }
    });
    post(scope, &Report::Quotient(found));
}

/// How a heap job answers: its result posted for `spec` and `last`.
fn heap_answer<'a>(
    scope: &'a DedicatedWorkerGlobalScope,
    spec: &'a str,
    last: u64,
) -> impl Fn(HeapResult) + 'a {
    move |result| {
        post(
            scope,
            &Report::Heap {
                game: spec.to_string(),
                last,
                result,
            },
        )
    }
}

/// The game `spec` names, or, having answered that it names none, `None`.
fn heap_game(spec: &str, answer: &impl Fn(HeapResult)) -> Option<AnyGame> {
    AnyGame::from_spec(spec)
        .map_err(|e| {
            answer(HeapResult::UnknownGame {
                error: e.to_string(),
            })
        })
        .ok()
}

fn heap(scope: &DedicatedWorkerGlobalScope, spec: &str, last: u64) {
    let answer = heap_answer(scope, spec, last);
    let Some(game) = heap_game(spec, &answer) else {
        return;
    };
    answer(jobs::heap(&game, last, &now, &mut every_while(scope)));
}

/// An octal game's values until a theorem proves its period, or to heap
/// `limit`, with the share of the limit reached as progress.
fn heap_proof(scope: &DedicatedWorkerGlobalScope, spec: &str, limit: u64) {
    let Some(performance) = scope.performance() else {
        return;
    };
    let answer = heap_answer(scope, spec, limit);
    let Some(game) = heap_game(spec, &answer) else {
        return;
    };
    let Some(octal) = game.downcast::<OctalGame>().cloned() else {
        let error = format!(
            "{} is not an octal game: its period comes from its closed forms or is observed",
            game.name()
        );
        return answer(HeapResult::NoSeries { error });
    };
    let started = performance.now();
    let mut last_report = f64::NEG_INFINITY;
    let (report, search) = until::prove_octal_search(&octal, Some(limit), |p| {
        if performance.now() - last_report >= PROGRESS_EVERY_MS {
            last_report = performance.now();
            let share = p.heap as f64 / limit.max(1) as f64;
            post(
                scope,
                &Report::LabProgress {
                    permille: (share.min(1.0) * 1000.0) as u32,
                },
            );
        }
    });
    let values = search
        .values()
        .iter()
        .take(HEAP_SHOWN)
        .map(|&v| u64::from(v))
        .collect();
    answer(HeapResult::Proof {
        series: HeapSeries {
            name: octal.name(),
            values,
            ms: (performance.now() - started) as u64,
            period: report.period(),
        },
        stopped: report.stopped.map(|s| s.words()),
    });
}

fn post(scope: &DedicatedWorkerGlobalScope, report: &Report) {
    if let Ok(message) = serde_wasm_bindgen::to_value(report) {
        let _ = scope.post_message(&message);
    }
}
