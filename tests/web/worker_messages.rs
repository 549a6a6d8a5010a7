//! The G-series worker's messages survive the trip through
//! serde-wasm-bindgen, the way the page and the worker send them: every
//! [`Job`] and every [`Report`], each with the data a real run sends.

use figures::table::Format;
use grundy::games::heap::run::rectangle_table;
use grundy::games::heap::{
    analyze as heap_analyze, naive_series, GrundySparse, HeapGame, HeapRun, RunError,
};
use grundy::games::lab::{analyze, lab_series, misere_report, MisereTable, Rules, Variant};
use grundy::series::{Mismatch, SeriesRun};
use grundy::spec::AnyGame;
use grundy::{Game, Nimber};
use manifold_explorer::worker::protocol::{Job, Kind, KindReport, Report};
use manifold_explorer::worker::results::{
    Catalogue, GrundyRun, HeapResult, HeapSeries, LabSeries, MiserePlay, NaiveRun, RareValue,
    RectangleTable, HEAP_SHOWN, LAB_SHOWN,
};
use manifold_explorer::worker::tables::{table_file, TableOf};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;
use wasm_bindgen_test::*;

/// `value` as the other side reads it.
fn round_trip<T: Serialize + DeserializeOwned + PartialEq + Debug>(value: &T) {
    let js = serde_wasm_bindgen::to_value(value).expect("serialised");
    let back: T = serde_wasm_bindgen::from_value(js).expect("read back");
    assert_eq!(&back, value);
}

fn first(values: &[Nimber], count: usize) -> Vec<u64> {
    values.iter().take(count).map(|v| v.0).collect()
}

fn lab_result(letters: &str, to: u64) -> LabSeries {
    let rules = Rules::parse(letters).unwrap();
    let (o, n) = lab_series(rules, to);
    LabSeries {
        rules,
        to,
        ms: 42,
        o: first(&o, LAB_SHOWN),
        n: first(&n, LAB_SHOWN),
        period: analyze(rules, &o, &n),
    }
}

fn misere_result(letters: &str) -> MiserePlay {
    let rules = Rules::parse(letters).unwrap();
    let mut table = MisereTable::new(rules, 12);
    while !table.done() {
        table.step();
    }
    let variant = Variant {
        rules,
        misere: true,
    };
    MiserePlay {
        rules,
        table: 12,
        table_ms: 380,
        all_by_weight: table.all_by_weight().to_vec(),
        lost_by_weight: table.lost_by_weight().to_vec(),
        lightest_lost: table.lightest_lost(24),
        report: misere_report(variant, 12, 6).unwrap(),
        report_ms: 95,
    }
}

fn heap_series(spec: &str, last: u64) -> HeapSeries {
    let game = HeapGame::from_spec(spec).unwrap();
    let mut run = HeapRun::new(&game, last).unwrap();
    while !run.advance(256) {}
    HeapSeries {
        name: AnyGame::from_spec(spec).unwrap().name(),
        values: first(run.values(), HEAP_SHOWN),
        ms: 3,
        period: heap_analyze(&game, run.values()),
    }
}

fn grundy_result(last: u64) -> HeapResult {
    let game = HeapGame::from_spec("grundy").unwrap();
    let mut sparse = GrundySparse::new();
    while !sparse.step(last, 20_000) {}
    let values: Vec<Nimber> = sparse
        .values()
        .iter()
        .map(|&v| Nimber(u64::from(v)))
        .collect();
    let naive = naive_series(last as usize);
    HeapResult::Grundy {
        series: HeapSeries {
            name: AnyGame::from_spec("grundy").unwrap().name(),
            values: first(&values, HEAP_SHOWN),
            ms: 12,
            period: heap_analyze(&game, &values),
        },
        figures: GrundyRun {
            sparse_ms: 11.5,
            naive: Some(NaiveRun {
                last,
                ms: 30.25,
                agree: naive.as_slice() == &sparse.values()[..naive.len()],
            }),
            rare: sparse
                .rare_heaps()
                .iter()
                .map(|&heap| RareValue {
                    heap,
                    value: sparse.values()[heap as usize],
                })
                .collect(),
            max_value: sparse.max_value(),
            max_at: 1_000,
        },
    }
}

fn rectangle_result(size: usize) -> HeapResult {
    let grundy: Vec<Nimber> = naive_series(size + 1)
        .into_iter()
        .map(|v| Nimber(u64::from(v)))
        .collect();
    let rule: Vec<Vec<u64>> = rectangle_table(&grundy, size)
        .into_iter()
        .map(|row| row.into_iter().map(|v| v.0).collect())
        .collect();
    let mut moves = rule.clone();
    moves[1][2] += 1;
    HeapResult::Rectangles(RectangleTable {
        moves,
        rule,
        ms: 2,
        d: 1,
    })
}

#[wasm_bindgen_test]
fn every_job_survives_the_trip() {
    let jobs = [
        Job::Verify { n: 20_000 },
        Job::Bench { n: 5_000 },
        Job::Lab {
            rules: Rules::parse("cgh").unwrap().bits(),
            to: 400,
        },
        Job::Catalogue { to: 400 },
        Job::Misere {
            rules: Rules::ALL.bits(),
            table: 24,
            genus: 20,
        },
        Job::Heap {
            game: "octal:0.07".to_string(),
            last: 1_000,
        },
        Job::Table {
            of: TableOf::HeapProof {
                game: "octal:0.16".to_string(),
                limit: 1_000_000,
            },
            format: "csv".to_string(),
        },
        Job::Table {
            of: TableOf::Lab {
                rules: Rules::parse("cgh").unwrap().bits(),
                to: 2_000,
            },
            format: "latex".to_string(),
        },
    ];
    for job in &jobs {
        round_trip(job);
    }
}

#[wasm_bindgen_test]
fn every_report_survives_the_trip() {
    let rows = ["abcdefgh", "a", "cgh", "bd"]
        .into_iter()
        .map(|letters| {
            let rules = Rules::parse(letters).unwrap();
            let (o, n) = lab_series(rules, 60);
            (rules, analyze(rules, &o, &n))
        })
        .collect();
    let wild = misere_result("abcdefgh");
    assert!(wild.report.quotient.is_some(), "a wild rule set's quotient");
    let reports = [
        Report::Ready,
        Report::Progress {
            kind: Kind::N,
            done: 1_200,
            total: 20_001,
            permille: 530,
        },
        Report::Verified {
            n: 2_000,
            ms: 1_234,
            kinds: vec![
                KindReport {
                    kind: Kind::O,
                    ms: 400,
                    mismatch: None,
                },
                KindReport {
                    kind: Kind::N,
                    ms: 834,
                    mismatch: Some(Mismatch {
                        at: 17,
                        expected: Nimber(3),
                        found: Nimber(5),
                    }),
                },
            ],
        },
        Report::Bench {
            n: 5_000,
            o_ms: 12.5,
            n_ms: 20.75,
        },
        Report::LabProgress { permille: 999 },
        Report::Lab(lab_result("abcdefgh", 400)),
        Report::Lab(lab_result("a", 60)),
        Report::Misere(wild),
        Report::Misere(misere_result("a")),
        Report::CatalogueDone(Catalogue {
            to: 60,
            ms: 5_400,
            rows,
        }),
        Report::Heap {
            game: "octal:0.07".to_string(),
            last: 500,
            result: HeapResult::Series(heap_series("octal:0.07", 500)),
        },
        Report::Heap {
            game: "subtraction:1,2,5".to_string(),
            last: 50,
            result: HeapResult::Series(heap_series("subtraction:1,2,5", 50)),
        },
        Report::Heap {
            game: "grundy".to_string(),
            last: 3_000,
            result: grundy_result(3_000),
        },
        Report::Heap {
            game: "rectangles".to_string(),
            last: 8,
            result: rectangle_result(8),
        },
        Report::Heap {
            game: "octal:9".to_string(),
            last: 10,
            result: HeapResult::UnknownGame {
                error: AnyGame::from_spec("octal:9").unwrap_err().to_string(),
            },
        },
        Report::Heap {
            game: "manifold".to_string(),
            last: 10,
            result: HeapResult::NoSeries {
                error: RunError::NotAHeapGame("manifold".to_string()).to_string(),
            },
        },
        // A file as a run writes it, and a file that could not be written.
        Report::Table(table_file(
            &TableOf::Heap {
                game: "octal:0.77".to_string(),
                last: 300,
            },
            Format::Markdown,
            &mut |_| {},
        )),
        Report::Table(Err("octal:9 is not an octal game".to_string())),
    ];
    for report in &reports {
        round_trip(report);
    }
}
