//! The jobs whose results the G-series worker sends and that the page may
//! also compute itself: a rule set's series, and a heap game's. Each is a
//! plain function from what is asked to its result (data,
//! [`super::results`]), given a clock and a place for its progress, so
//! the worker (`src/bin/series_worker.rs`) reports it and the page, for a
//! job light enough ([`light_lab`], [`light_heap`]), computes it at once
//! without starting the worker.

use super::results::{
    BoxTable, GrundyRun, HeapResult, HeapSeries, LabSeries, NaiveRun, RareValue, RectangleTable,
    SidesCheck, HEAP_SHOWN, LAB_SHOWN,
};
use grundy::catalogue::HeapKind;
use grundy::games::heap::boxes::{bar_table_by_breaks, bar_table_by_rule, box_table_by_breaks};
use grundy::games::heap::rectangles::table_by_breaks;
use grundy::games::heap::run::{box_table, rectangle_table};
use grundy::games::heap::{
    analyze as heap_analyze, naive_series, GrundySparse, HeapGame, HeapRun, RunError,
};
use grundy::games::lab::{analyze, LabRun, Rules};
use grundy::series::SeriesRun;
use grundy::spec::AnyGame;
use grundy::{Game, Nimber};

/// The heaviest weight of a rule set's series the page computes itself:
/// both series to 1,000 cost about a millisecond natively (the lab's
/// default, 400, a fifth of that).
pub const LIGHT_LAB_WEIGHT: u64 = 1_000;

/// Whether the page computes a rule set's series to weight `to` itself.
pub fn light_lab(to: u64) -> bool {
    to <= LIGHT_LAB_WEIGHT
}

/// Whether the page computes `game`'s series to `last` itself: the games
/// with closed forms to 100,000 heaps, the octal and split games to 1,000
/// heaps (each heap scans its splits: 0.77 to 1,000 costs under 2 ms
/// natively), the rectangle game's table to side 30 and the box game's to
/// 12; a game in misère play has no series of values, which is said at
/// once. Anything heavier, and the games played from text, go to the worker.
pub fn light_heap(game: &AnyGame, last: u64) -> bool {
    match game {
        // No series of values: answered at once.
        AnyGame::Misere(_) => true,
        AnyGame::Dyn(g) => HeapGame::of(g).is_some_and(|h| last <= h.series_bounds().light_to),
    }
}

/// Both series of `rules` to weight `to`, with what they show; `progress`
/// hears the share done, in thousandths, as often as `now` (milliseconds)
/// says a report is due.
pub fn lab(
    rules: Rules,
    to: u64,
    now: &dyn Fn() -> f64,
    progress: &mut dyn FnMut(u32),
) -> LabSeries {
    let started = now();
    let mut run = LabRun::new(rules, to);
    while !run.advance(16) {
        progress((run.progress() * 1000.0) as u32);
    }
    let period = analyze(rules, run.o(), run.n());
    LabSeries {
        rules,
        to,
        ms: (now() - started) as u64,
        o: first(run.o(), LAB_SHOWN),
        n: first(run.n(), LAB_SHOWN),
        period,
    }
}

/// The most heaps the double loop is timed to beside the sparse method
/// (its cost grows with the square).
const NAIVE_MAX: u64 = 20_000;

/// `game`'s series to heap `last` (for the rectangle and box games, their
/// tables to side `last`), with what it shows; `progress` hears the share
/// done, in thousandths.
pub fn heap(
    game: &AnyGame,
    last: u64,
    now: &dyn Fn() -> f64,
    progress: &mut dyn FnMut(u32),
) -> HeapResult {
    let started = now();
    let h = match game {
        AnyGame::Dyn(g) => HeapGame::of(g),
        // Misère play has no series of values.
        AnyGame::Misere(_) => None,
    };
    let Some(h) = h else {
        return HeapResult::NoSeries {
            error: RunError::NotAHeapGame(game.spec()).to_string(),
        };
    };
    match &h {
        HeapGame::Rectangles(g) => return rectangles(last.clamp(1, 60) as usize, g.d(), now),
        HeapGame::Boxes(g) => return boxes(last.clamp(1, 24) as usize, g.d(), now),
        // Grundy's game itself by its sparse method; its other spreads d
        // go as any heap game does.
        HeapGame::Grundy(g) if g.d() == 1 => return grundy(&h, &game.name(), last, now, progress),
        _ => {}
    }
    let mut run = match HeapRun::new(&h, last) {
        Ok(r) => r,
        Err(e) => {
            return HeapResult::NoSeries {
                error: e.to_string(),
            }
        }
    };
    while !run.advance(256) {
        progress((run.progress() * 1000.0) as u32);
    }
    let period = heap_analyze(&h, run.values());
    HeapResult::Series(HeapSeries {
        name: game.name(),
        values: first(run.values(), HEAP_SHOWN),
        ms: (now() - started) as u64,
        period,
    })
}

/// Grundy's game to `last` by its sparse method, beside the double loop
/// to [`NAIVE_MAX`] heaps, with its rare heaps and its largest value.
fn grundy(
    game: &HeapGame,
    name: &str,
    last: u64,
    now: &dyn Fn() -> f64,
    progress: &mut dyn FnMut(u32),
) -> HeapResult {
    let started = now();
    let mut sparse = GrundySparse::new();
    while !sparse.step(last, 20_000) {
        progress((sparse.len() as f64 / (last + 1) as f64 * 800.0) as u32);
    }
    let sparse_ms = now() - started;
    let n = last.min(NAIVE_MAX);
    let naive_started = now();
    let naive = naive_series(n as usize);
    let naive_ms = now() - naive_started;
    let agree = naive.as_slice() == &sparse.values()[..naive.len()];
    let values: Vec<Nimber> = sparse
        .values()
        .iter()
        .map(|&v| Nimber(u64::from(v)))
        .collect();
    let period = heap_analyze(game, &values);
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
    HeapResult::Grundy {
        series: HeapSeries {
            name: name.to_string(),
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
    }
}

/// The rectangle game's table from its breaks (pieces differing by at
/// least `d` in the broken side), beside Schrage's theorem over the values
/// of the line game with the same `d` (Grundy's game for `d = 1`).
fn rectangles(size: usize, d: u64, now: &dyn Fn() -> f64) -> HeapResult {
    let started = now();
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
        ms: (now() - started) as u64,
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
    let run = HeapGame::heap(HeapKind::Grundy, &format!("d={d}"))
        .and_then(|g| HeapRun::new(&g, size as u64 + 1).ok());
    match run {
        Some(mut run) => {
            while !run.advance(4096) {}
            run.values().to_vec()
        }
        None => Vec::new(),
    }
}

/// The longest side of the boxes of four and five sides checked beside a
/// table of three sides: (13 + 1)^4 and (9 + 1)^5 cells at most, a few
/// milliseconds natively.
const MORE_SIDES: [(usize, usize); 2] = [(4, 12), (5, 8)];

/// The box game's values from its breaks, beside Schrage's rule for three
/// sides over the line game's values; and every box of four and five sides
/// (to `size`, or less) from its breaks beside the rule folded over them.
fn boxes(size: usize, d: u64, now: &dyn Fn() -> f64) -> HeapResult {
    let started = now();
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
    let more = MORE_SIDES
        .iter()
        .filter(|_| line.len() > size)
        .map(|&(sides, most)| sides_check(sides, size.min(most), d, &line))
        .collect();
    HeapResult::Boxes(BoxTable {
        moves,
        rule,
        ms: (now() - started) as u64,
        d,
        more,
    })
}

/// Every box of `sides` sides to `size` from its breaks against the rule
/// over `line`, the line game's values.
fn sides_check(sides: usize, size: usize, d: u64, line: &[Nimber]) -> SidesCheck {
    let by_breaks = bar_table_by_breaks(sides, d, size);
    let by_rule = bar_table_by_rule(sides, line, size);
    let mut off = (0..by_breaks.len()).filter(|&i| by_breaks[i] != by_rule[i]);
    let first = off.next();
    SidesCheck {
        sides,
        size,
        differ: u64::from(first.is_some()) + off.count() as u64,
        first: first.map(|i| {
            // The box at cell `i`: its sides are `i`'s digits in base `size`.
            let mut lengths = vec![0; sides];
            let mut rest = i;
            for s in lengths.iter_mut().rev() {
                *s = rest % size + 1;
                rest /= size;
            }
            let each: Vec<String> = lengths.iter().map(usize::to_string).collect();
            each.join("x")
        }),
    }
}

/// The first `count` values of a series, as numbers.
pub fn first(values: &[Nimber], count: usize) -> Vec<u64> {
    values.iter().take(count).map(|v| v.0).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(spec: &str) -> AnyGame {
        AnyGame::from_spec(spec).expect("a game")
    }

    fn clock() -> f64 {
        0.0
    }

    #[test]
    fn each_game_s_first_run_is_light_but_grundy_s_game_to_100000() {
        assert!(light_lab(400));
        assert!(!light_lab(2_000));
        assert!(light_heap(&game("octal:0.77"), 1_000));
        assert!(!light_heap(&game("octal:0.77"), 1_001));
        assert!(light_heap(&game("grundy:d=2"), 1_000));
        assert!(!light_heap(&game("grundy"), 100_000));
        assert!(light_heap(&game("rectangles"), 20));
        assert!(light_heap(&game("boxes"), 8));
        assert!(light_heap(&game("subtraction:1,2,3"), 1_000));
    }

    #[test]
    fn kayles_to_1000_comes_with_its_values_from_the_literature() {
        // Kayles: 0 1 2 3 1 4 3 2 1 4 2 6 (Berlekamp, Conway and Guy).
        let HeapResult::Series(series) = heap(&game("octal:0.77"), 1_000, &clock, &mut |_| {})
        else {
            panic!("a series");
        };
        assert_eq!(series.values[..12], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
        assert_eq!(series.values.len(), HEAP_SHOWN);
    }

    #[test]
    fn a_lab_series_reports_progress_up_to_its_end() {
        let mut heard = Vec::new();
        let series = lab(Rules::ALL, 100, &clock, &mut |p| heard.push(p));
        assert_eq!(series.to, 100);
        assert_eq!(series.o.len(), 51);
        assert!(heard.windows(2).all(|w| w[0] <= w[1]));
        assert!(heard.iter().all(|&p| p <= 1000));
    }

    #[test]
    fn a_box_table_checks_boxes_of_four_and_five_sides_too() {
        let HeapResult::Boxes(table) = heap(&game("boxes"), 6, &clock, &mut |_| {}) else {
            panic!("a box table");
        };
        let checked: Vec<(usize, usize, u64)> = table
            .more
            .iter()
            .map(|c| (c.sides, c.size, c.differ))
            .collect();
        assert_eq!(checked, [(4, 6, 0), (5, 6, 0)]);
    }
}
