//! The G-series verifier, run in a Web Worker so a long brute-force run
//! neither freezes the page nor stops it being cancelled.
//!
//! Protocol (plain objects both ways):
//! - in: `{ kind: "o" | "n" | "both", n }`, one job per worker;
//! - out: `{ type: "ready" }` once listening, then `{ type: "progress",
//!   kind, done, total, fraction }` about every 100 ms, and finally
//!   `{ type: "result", n, ms, kinds: [{ kind, ms, mismatch, expected,
//!   found }] }` where `mismatch` is the first genus whose brute-force value
//!   differs from the closed form, or `null`. Only that summary crosses the
//!   boundary, never the series itself.
//! - for the benchmark (`tests/bench/bench.mjs`): in `{ kind: "bench", n }`,
//!   out `{ type: "bench", n, o_ms, n_ms }`, the time of each whole series
//!   to `n`, the best of five runs.
//!
//! The page cancels with `worker.terminate()`, so the run loop never needs
//! to yield to the event loop.

use grundy::manifold::value::SeriesRun;
use grundy::manifold::{nonorientable_value, orientable_value, Orientability};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// How often progress is reported, in milliseconds.
const PROGRESS_EVERY_MS: f64 = 100.0;

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let data = event.data();
        let kind = Reflect::get(&data, &"kind".into())
            .ok()
            .and_then(|k| k.as_string())
            .unwrap_or_default();
        let n = Reflect::get(&data, &"n".into())
            .ok()
            .and_then(|n| n.as_f64())
            .filter(|n| n.is_finite() && *n >= 0.0)
            .map_or(0, |n| n as u64);
        if kind == "bench" {
            bench(&reply, n);
            return;
        }
        let kinds: &[Orientability] = match kind.as_str() {
            "o" => &[Orientability::Orientable],
            "n" => &[Orientability::Nonorientable],
            _ => &[Orientability::Orientable, Orientability::Nonorientable],
        };
        run(&reply, kinds, n);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(&scope, &object(&[("type", "ready".into())]));
}

fn run(scope: &DedicatedWorkerGlobalScope, kinds: &[Orientability], n: u64) {
    let started = js_sys::Date::now();
    let reports = Array::new();
    for &kind in kinds {
        let kind_started = js_sys::Date::now();
        let mut series = SeriesRun::new(kind, n);
        let mut last_report = f64::NEG_INFINITY;
        // Small steps, since a genus costs about as much as its genus: the
        // clock, not the step count, decides when to report.
        while !series.advance(64) {
            let now = js_sys::Date::now();
            if now - last_report >= PROGRESS_EVERY_MS {
                last_report = now;
                post(
                    scope,
                    &object(&[
                        ("type", "progress".into()),
                        ("kind", key(kind).into()),
                        ("done", (series.done() as f64).into()),
                        ("total", (series.total() as f64).into()),
                        ("fraction", series.progress().into()),
                    ]),
                );
            }
        }
        let closed = |g: u64| match kind {
            Orientability::Orientable => orientable_value(g),
            Orientability::Nonorientable => nonorientable_value(g),
        };
        let mismatch = series
            .values()
            .iter()
            .zip(0u64..)
            .find(|&(&v, g)| v != closed(g))
            .map(|(&v, g)| (g, closed(g), v));
        let (at, expected, found) = match mismatch {
            Some((g, e, f)) => (
                JsValue::from(g as f64),
                JsValue::from(e.get() as f64),
                JsValue::from(f.get() as f64),
            ),
            None => (JsValue::NULL, JsValue::NULL, JsValue::NULL),
        };
        reports.push(&object(&[
            ("kind", key(kind).into()),
            ("ms", (js_sys::Date::now() - kind_started).into()),
            ("mismatch", at),
            ("expected", expected),
            ("found", found),
        ]));
    }
    post(
        scope,
        &object(&[
            ("type", "result".into()),
            ("n", (n as f64).into()),
            ("ms", (js_sys::Date::now() - started).into()),
            ("kinds", reports.into()),
        ]),
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
    let o_ms = best(grundy::manifold::orientable_series);
    let n_ms = best(grundy::manifold::nonorientable_series);
    post(
        scope,
        &object(&[
            ("type", "bench".into()),
            ("n", (n as f64).into()),
            ("o_ms", o_ms.into()),
            ("n_ms", n_ms.into()),
        ]),
    );
}

const fn key(kind: Orientability) -> &'static str {
    match kind {
        Orientability::Orientable => "o",
        Orientability::Nonorientable => "n",
    }
}

fn object(fields: &[(&str, JsValue)]) -> Object {
    let o = Object::new();
    for (name, value) in fields {
        let _ = Reflect::set(&o, &(*name).into(), value);
    }
    o
}

fn post(scope: &DedicatedWorkerGlobalScope, message: &Object) {
    let _ = scope.post_message(message);
}
