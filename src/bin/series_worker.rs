//! The G-series verifier, run in a Web Worker so a long brute-force run
//! neither freezes the page nor stops it being cancelled. Built from the
//! core alone; its messages are `manifold_explorer::worker::protocol`, and
//! its results are data (`manifold_explorer::worker::results`), which the
//! page draws.

use grundy::games::heap::boxes::box_table_by_breaks;
use grundy::games::heap::rectangles::table_by_breaks;
use grundy::games::heap::run::{box_table, rectangle_table};
use grundy::games::heap::{analyze as heap_analyze, naive_series, until, GrundySparse, HeapRun};
use grundy::games::lab::{analyze, lab_series, misere_report, LabRun, MisereTable, Rules, Variant};
use grundy::manifold::{closed_value, nonorientable_series, orientable_series, GenusRun};
use grundy::series::{first_mismatch, SeriesRun};
use grundy::spec::AnyGame;
use grundy::{Game, Nimber};
use manifold_explorer::worker::protocol::{Job, Kind, KindReport, Report};
use manifold_explorer::worker::results::{
    BoxTable, Catalogue, GrundyRun, HeapResult, HeapSeries, LabSeries, MiserePlay, NaiveRun,
    RareValue, RectangleTable, HEAP_SHOWN, LAB_SHOWN,
};
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
            Err(_) => {}
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(&scope, &Report::Ready);
}

fn now() -> f64 {
    js_sys::Date::now()
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
    let started = now();
    let mut run = LabRun::new(rules, to);
    let mut last_report = f64::NEG_INFINITY;
    while !run.advance(16) {
        if now() - last_report >= PROGRESS_EVERY_MS {
            last_report = now();
            let permille = (run.progress() * 1000.0) as u32;
            post(scope, &Report::LabProgress { permille });
        }
    }
    let period = analyze(rules, run.o(), run.n());
    post(
        scope,
        &Report::Lab(LabSeries {
            rules,
            to,
            ms: (now() - started) as u64,
            o: first(run.o(), LAB_SHOWN),
            n: first(run.n(), LAB_SHOWN),
            period,
        }),
    );
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
    let mut table = MisereTable::new(rules, last);
    // The table's cost grows with the number of positions, which about
    // doubles every three weights: progress counts in positions.
    let expected = grundy::games::lab::misere::positions_to_count(last).max(1);
    while !table.done() {
        let p = table.step();
        let permille = (p.positions * 900 / expected).min(900) as u32;
        post(scope, &Report::LabProgress { permille });
    }
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

/// The most heaps the double loop is timed to beside the sparse method
/// (its cost grows with the square).
const NAIVE_MAX: u64 = 20_000;

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
    let Some(performance) = scope.performance() else {
        return;
    };
    let answer = heap_answer(scope, spec, last);
    let Some(game) = heap_game(spec, &answer) else {
        return;
    };
    let progress = |share: f64| {
        post(
            scope,
            &Report::LabProgress {
                permille: (share * 1000.0) as u32,
            },
        )
    };
    let started = performance.now();
    let mut last_report = f64::NEG_INFINITY;
    if let AnyGame::Rectangles(g) = &game {
        return answer(rectangles(last.clamp(1, 60) as usize, g.d(), &performance));
    }
    if let AnyGame::Boxes(g) = &game {
        return answer(boxes(last.clamp(1, 24) as usize, g.d(), &performance));
    }
    // Grundy's game itself by its sparse method; its other spreads d go as
    // any heap game does.
    if matches!(&game, AnyGame::GrundyGame(g) if g.d() == 1) {
        let mut sparse = GrundySparse::new();
        while !sparse.step(last, 20_000) {
            if performance.now() - last_report >= PROGRESS_EVERY_MS {
                last_report = performance.now();
                progress(sparse.len() as f64 / (last + 1) as f64 * 0.8);
            }
        }
        let sparse_ms = performance.now() - started;
        let n = last.min(NAIVE_MAX);
        let naive_started = performance.now();
        let naive = naive_series(n as usize);
        let naive_ms = performance.now() - naive_started;
        let agree = naive.as_slice() == &sparse.values()[..naive.len()];
        let values: Vec<Nimber> = sparse
            .values()
            .iter()
            .map(|&v| Nimber(u64::from(v)))
            .collect();
        let period = heap_analyze(&game, &values);
        let rare = sparse
            .rare_heaps()
            .iter()
            .map(|&heap| RareValue {
                heap,
                value: sparse.values()[heap as usize],
            })
            .collect();
        let max_value = sparse.max_value();
        let max_at = sparse
            .values()
            .iter()
            .position(|&v| v == max_value)
            .unwrap_or(0) as u64;
        return answer(HeapResult::Grundy {
            series: HeapSeries {
                name: game.name(),
                values: first(&values, HEAP_SHOWN),
                ms: sparse_ms as u64,
                period,
            },
            figures: GrundyRun {
                sparse_ms,
                naive: Some(NaiveRun {
                    last: n,
                    ms: naive_ms,
                    agree,
                }),
                rare,
                max_value,
                max_at,
            },
        });
    }
    let mut run = match HeapRun::new(&game, last) {
        Ok(r) => r,
        Err(e) => {
            return answer(HeapResult::NoSeries {
                error: e.to_string(),
            })
        }
    };
    while !run.advance(256) {
        if performance.now() - last_report >= PROGRESS_EVERY_MS {
            last_report = performance.now();
            progress(run.progress());
        }
    }
    let period = heap_analyze(&game, run.values());
    answer(HeapResult::Series(HeapSeries {
        name: game.name(),
        values: first(run.values(), HEAP_SHOWN),
        ms: (performance.now() - started) as u64,
        period,
    }))
}

/// An octal game's values until a theorem proves its period, or to heap
/// `limit`, with the share of the limit reached as progress.
fn heap_proof(scope: &DedicatedWorkerGlobalScope, spec: &str, limit: u64) {
    let Some(performance) = scope.performance() else {
        return;
    };
    let answer = heap_answer(scope, spec, limit);
    let octal = match heap_game(spec, &answer) {
        Some(AnyGame::Octal(octal)) => octal,
        Some(game) => {
            let error = format!(
                "{} is not an octal game: its period comes from its closed forms \
                 or is observed",
                game.name()
            );
            return answer(HeapResult::NoSeries { error });
        }
        None => return,
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

/// The first `count` values of a series, as numbers.
fn first(values: &[Nimber], count: usize) -> Vec<u64> {
    values.iter().take(count).map(|v| v.0).collect()
}

/// The rectangle game's table from its breaks (pieces differing by at
/// least `d` in the broken side), beside Schrage's theorem over the values
/// of the line game with the same `d` (Grundy's game for `d = 1`).
fn rectangles(size: usize, d: u64, performance: &web_sys::Performance) -> HeapResult {
    let started = performance.now();
    let moves: Vec<Vec<u64>> = table_by_breaks(d, size)
        .into_iter()
        .map(|row| row.into_iter().map(|v| v.0).collect())
        .collect();
    let line = line_values(size, d);
    let rule: Vec<Vec<u64>> = if line.len() > size {
        rectangle_table(&line, size)
            .into_iter()
            .map(|row| row.into_iter().map(|v| v.0).collect())
            .collect()
    } else {
        Vec::new()
    };
    HeapResult::Rectangles(RectangleTable {
        moves,
        rule,
        ms: (performance.now() - started) as u64,
        d,
    })
}

/// `G(0..=size + 1)` of the split game with difference `d` (Grundy's game
/// for `d = 1`), whose values give the bars' values.
fn line_values(size: usize, d: u64) -> Vec<Nimber> {
    if d == 1 {
        return naive_series(size + 1)
            .into_iter()
            .map(|v| Nimber(u64::from(v)))
            .collect();
    }
    let spec = format!("grundy:d={d}");
    let run = AnyGame::from_spec(&spec)
        .ok()
        .and_then(|g| HeapRun::new(&g, size as u64 + 1).ok());
    match run {
        Some(mut run) => {
            while !run.advance(4096) {}
            run.values().to_vec()
        }
        None => Vec::new(),
    }
}

/// The box game's values from its breaks, beside Schrage's rule for three
/// sides over the line game's values.
fn boxes(size: usize, d: u64, performance: &web_sys::Performance) -> HeapResult {
    let started = performance.now();
    let numbers = |t: Vec<Vec<Vec<Nimber>>>| -> Vec<Vec<Vec<u64>>> {
        t.into_iter()
            .map(|layer| {
                layer
                    .into_iter()
                    .map(|row| row.into_iter().map(|v| v.0).collect())
                    .collect()
            })
            .collect()
    };
    let moves = numbers(box_table_by_breaks(d, size));
    let line = line_values(size, d);
    let rule = if line.len() > size {
        numbers(box_table(&line, size))
    } else {
        Vec::new()
    };
    HeapResult::Boxes(BoxTable {
        moves,
        rule,
        ms: (performance.now() - started) as u64,
        d,
    })
}

fn post(scope: &DedicatedWorkerGlobalScope, report: &Report) {
    if let Ok(message) = serde_wasm_bindgen::to_value(report) {
        let _ = scope.post_message(&message);
    }
}
