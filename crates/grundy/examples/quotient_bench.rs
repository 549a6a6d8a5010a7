//! A heap game's misère outcomes two ways, timed: by its misère quotient
//! (computed from the start, then one product of classes a position) and
//! by the memoised search of the game tree, over every position of total
//! size at most T whose heaps the quotient covers:
//! `cargo run --release -p grundy --example quotient_bench -- octal:0.77 40`.
//! Prints the count of positions, of P-positions by each, and the times.

use grundy::misere::{MisereSolver, Outcome};
use grundy::spec::{AnyGame, AnyPosition};
use std::time::Instant;

/// The multisets of heaps of at most `largest` counters with total at most
/// `total`, each in decreasing order, built level by level.
fn positions(total: u64, largest: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    let mut level: Vec<(Vec<u64>, u64)> = vec![(Vec::new(), 0)];
    while !level.is_empty() {
        let mut next = Vec::new();
        for (heaps, sum) in &level {
            let top = heaps.last().copied().unwrap_or(largest).min(total - sum);
            for h in 1..=top {
                let mut more = heaps.clone();
                more.push(h);
                all.push(more.clone());
                next.push((more, sum + h));
            }
        }
        level = next;
    }
    all
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let spec = args.first().map_or("octal:0.77", String::as_str);
    let total: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(30);
    let misere = AnyGame::from_spec(&format!("{spec}:misere")).expect("a game");
    let AnyGame::Misere(misere) = misere else {
        panic!("{spec} has no misère play here");
    };

    let start = Instant::now();
    let mut run = misere.quotient_run().expect("a heap game");
    run.run_to(1000, |_| {});
    let quotient = run.into_quotient();
    let computed = start.elapsed();
    let largest = if quotient.proved() {
        total
    } else {
        quotient.bound().min(total)
    };
    let all = positions(total, largest);
    let start = Instant::now();
    let by_quotient = all
        .iter()
        .filter(|h| quotient.outcome(h) == Some(Outcome::Previous))
        .count();
    let answered = start.elapsed();

    let start = Instant::now();
    let mut search = MisereSolver::new(misere.inner().clone());
    let by_search = all
        .iter()
        .filter(|h| search.outcome(&AnyPosition::new::<Vec<u64>>(h.to_vec())) == Outcome::Previous)
        .count();
    let searched = start.elapsed();

    println!(
        "{spec}: {} positions of total at most {total} (heaps to {largest}); P-positions {by_quotient} \
         by the quotient, {by_search} by search",
        all.len()
    );
    println!(
        "  quotient: computed (order {}, to heap {}) in {:.0} ms, every position answered in {:.0} ms",
        quotient.monoid.order(),
        quotient.bound(),
        computed.as_secs_f64() * 1e3,
        answered.as_secs_f64() * 1e3
    );
    println!(
        "  search:   every position in {:.0} ms ({} positions remembered)",
        searched.as_secs_f64() * 1e3,
        search.known()
    );
}
