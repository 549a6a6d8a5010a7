//! Misère quotients of heap games against whole-position search: every
//! position of total size up to a bound, for each game, decided by the
//! quotient and by a memoised search of its game tree; the quotient's
//! claims (proved) checked on larger heaps.

use grundy::misere::{HeapQuotient, MisereSolver, Periodicity};
use grundy::spec::{AnyGame, AnyPosition};

fn game(spec: &str) -> AnyGame {
    AnyGame::from_spec(spec).unwrap_or_else(|e| panic!("{spec}: {e}"))
}

/// The quotient of `spec`'s misère play computed to heap `to` (or until
/// proved).
fn quotient(spec: &str, to: u64) -> HeapQuotient {
    let AnyGame::Misere(m) = game(&format!("{spec}:misere")) else {
        panic!("{spec} has a misère form");
    };
    let mut run = m.quotient_run().expect("a heap game");
    run.run_to(to, |_| {});
    run.into_quotient()
}

/// Every multiset of heaps from 1 to `largest` with total at most `total`.
fn positions(total: u64, largest: u64) -> Vec<Vec<u64>> {
    fn go(rest: u64, max: u64, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        out.push(prefix.clone());
        for h in 1..=max.min(rest) {
            prefix.push(h);
            go(rest - h, h, prefix, out);
            prefix.pop();
        }
    }
    let mut out = Vec::new();
    go(total, largest, &mut Vec::new(), &mut out);
    out
}

/// The quotient and the search agree on every position of total at most
/// `total` whose heaps it covers; returns how many were compared.
fn agrees_with_search(spec: &str, q: &HeapQuotient, total: u64) -> usize {
    let inner = game(spec);
    let mut search = MisereSolver::new(inner);
    let largest = if q.proved() { total } else { q.bound() };
    let all = positions(total, largest);
    for heaps in &all {
        let by_quotient = q.outcome(heaps).expect("covered");
        let by_search = search.outcome(&AnyPosition::new::<Vec<u64>>(heaps.clone()));
        assert_eq!(by_quotient, by_search, "{spec}: {heaps:?}");
    }
    all.len()
}

/// Every position of total size up to 40: past heap 27, the last heap
/// that brings a new generator (heap 25 the one before), so each generator
/// is met with every smaller company that fits.
#[test]
fn kayles_agrees_with_search_to_total_size_40() {
    let q = quotient("octal:0.77", 1000);
    assert!(q.proved(), "{:?}", q.periodicity);
    let n = agrees_with_search("octal:0.77", &q, 40);
    assert!(n > 100_000, "{n}");
}

#[test]
fn dawsons_kayles_agrees_with_search_to_total_size_24() {
    let q = quotient("octal:0.07", 24);
    assert!(q.bound() >= 24 || q.stopped.is_some());
    agrees_with_search("octal:0.07", &q, 24);
}

#[test]
fn octal_games_agree_with_search() {
    // Each to a heap its quotient reaches in a second or so (release).
    for (spec, to, total) in [
        ("octal:0.75", 20, 30),
        ("octal:0.137", 22, 22),
        ("octal:4.7", 16, 18),
        ("octal:0.35", 10, 20),
    ] {
        let q = quotient(spec, to);
        assert_eq!(q.bound(), to, "{spec}");
        agrees_with_search(spec, &q, total);
    }
}

#[test]
fn subtraction_and_grundys_games_agree_with_search() {
    for (spec, to, total) in [
        ("subtraction:1,2,3", 40, 30),
        ("subtraction:1,3,4", 40, 28),
        ("grundy", 16, 20),
        ("grundy:d=2", 16, 20),
    ] {
        let q = quotient(spec, to);
        agrees_with_search(spec, &q, total);
    }
}

#[test]
fn a_proved_quotient_holds_far_past_its_proof() {
    // 0.75 is proved from a short range; its answers for heaps well past
    // that range agree with a quotient computed to them.
    let short = quotient("octal:0.75", 1000);
    let Periodicity::Proved { checked_to, .. } = short.periodicity else {
        panic!("0.75 is proved: {:?}", short.periodicity);
    };
    let mut run = match game("octal:0.75:misere") {
        AnyGame::Misere(m) => m.quotient_run().expect("a heap game"),
        _ => unreachable!(),
    };
    // Computed on without stopping at the proof: heap by heap to four
    // times the range checked.
    while run.quotient().bound() < 4 * checked_to {
        run.step_past_proof();
    }
    let long = run.into_quotient();
    for h in 1..=4 * checked_to {
        for g in 1..=12 {
            let heaps = [h, g, 1];
            assert_eq!(short.outcome(&heaps), long.outcome(&heaps), "{heaps:?}");
        }
    }
}

#[test]
fn a_quotient_installed_from_elsewhere_marks_exactly_the_moves_to_p_positions() {
    use grundy::game::Game;
    use grundy::spec::{MisereSearch, MisereWay};
    use std::rc::Rc;
    // A page's game: it computes no quotient of its own, so a position
    // with a heap of 24 is decided by the quotient the worker hands over.
    let AnyGame::Misere(m) = game("octal:0.77:misere") else {
        unreachable!()
    };
    let clock: grundy::spec::SharedClock = Rc::new(|| 0.0);
    m.attach(Rc::new(MisereSearch::new(
        m.inner().clone(),
        grundy::spec::MisereReach::Page,
        clock,
    )));
    m.install(quotient("octal:0.77", 1000));
    assert!(m.quotient().is_some_and(|q| q.proved()));
    let position = AnyPosition::new::<Vec<u64>>(vec![24, 3]);
    let verdict = m.verdict(&position);
    assert!(matches!(
        verdict.way,
        Some(MisereWay::Quotient { proved: true, .. })
    ));
    let inner = game("octal:0.77");
    let mut search = MisereSolver::new(inner.clone());
    let groups = m.move_groups(&position, 0, 1000, &|_: &AnyPosition| {
        grundy::Nimber::default()
    });
    let mut marked = 0;
    for group in &groups {
        for row in group.rows.iter().chain(&group.reach) {
            let next = inner.apply(&position, &row.mv).expect("a legal move");
            let lost = search.outcome(&next) == grundy::misere::Outcome::Previous;
            assert_eq!(
                row.winning,
                lost,
                "{}",
                inner.format_move(&position, &row.mv)
            );
            marked += usize::from(row.winning);
        }
    }
    assert!(marked > 0 || verdict.outcome == Some(grundy::misere::Outcome::Previous));
}

#[test]
fn a_quotient_step_stopped_by_its_time_is_taken_again_in_a_later_turn() {
    use grundy::misere::Budget;
    use grundy::spec::{MisereReach, MisereSearch, MisereWay};
    use std::cell::Cell;
    use std::rc::Rc;
    // A program's question: the quotient and the search take turns. The
    // clock is counted in reads (25 ms each), so the turns are the
    // same on any machine. The first turn of a quarter of a second stops
    // the quotient before misère Kayles' heap 27 (its last generator); a
    // step stopped by its time must be taken again, with more time, in a
    // later turn, not given up for the rest of the question.
    let AnyGame::Misere(m) = game("octal:0.77:misere") else {
        unreachable!()
    };
    let ticks = Cell::new(0.0);
    let clock: grundy::spec::SharedClock = Rc::new(move || {
        ticks.set(ticks.get() + 25.0);
        ticks.get()
    });
    m.attach(Rc::new(MisereSearch::new(
        m.inner().clone(),
        MisereReach::Native(Budget {
            bytes: 4 << 30,
            millis: 1_000_000,
        }),
        clock,
    )));
    let position = AnyPosition::new::<Vec<u64>>(vec![42, 37, 30, 6, 4, 1]);
    let verdict = m.verdict(&position);
    assert!(verdict.outcome.is_some(), "{:?}", verdict.halted);
    let reached = m.quotient().map(|q| (q.bound(), q.proved()));
    assert!(
        reached.is_some_and(|(bound, proved)| proved || bound >= 27),
        "the quotient stopped growing at {reached:?}; the answer came {:?}",
        verdict.way
    );
    if let Some(MisereWay::Search { quotient_to, .. }) = verdict.way {
        assert!(quotient_to.is_some_and(|b| b >= 27), "{quotient_to:?}");
    }
    // The answer agrees with the quotient proved for every heap.
    let proved = quotient("octal:0.77", 1000);
    assert!(proved.proved());
    assert_eq!(verdict.outcome, proved.outcome(&[42, 37, 30, 6, 4, 1]));
}
