//! Grundy's game to heap N by the sparse method, and to a smaller heap by
//! the plain double loop, with times, the largest value and the number of
//! rare values.
//!
//! `cargo run --release -p grundy --example grundy_bench -- [N] [NAIVE_N]`
//! (defaults 10,000,000 and 100,000; the double loop's cost grows with the
//! square of its N).

use grundy::games::heap::grundy_game::{is_rare, MAX_SERIES};
use grundy::games::heap::{naive_series, GrundySparse};
use std::time::Instant;

fn arg(i: usize, default: u64) -> u64 {
    match std::env::args().nth(i) {
        None => default,
        Some(text) => text.replace(['_', ','], "").parse().unwrap_or_else(|_| {
            eprintln!("grundy_bench: '{text}' is not a whole number");
            std::process::exit(2)
        }),
    }
}

fn main() {
    let n = arg(1, 10_000_000);
    let naive_n = arg(2, 100_000);
    if n > MAX_SERIES || naive_n > MAX_SERIES {
        eprintln!("grundy_bench: N must be at most {MAX_SERIES}");
        std::process::exit(2);
    }

    let start = Instant::now();
    let mut sparse = GrundySparse::new();
    // In steps, as a worker runs it; a step of a million heaps.
    while !sparse.step(n, 1_000_000) {}
    let sparse_time = start.elapsed();
    let rare = sparse.rare_heaps().len();
    println!(
        "sparse to N = {n}: {:.3} s; largest value {}; {rare} heaps with rare values \
         (the last at heap {}); {} splits checked for rare values",
        sparse_time.as_secs_f64(),
        sparse.max_value(),
        sparse.rare_heaps().last().copied().unwrap_or(0),
        sparse.checks()
    );

    let start = Instant::now();
    let naive = naive_series(naive_n as usize);
    let naive_time = start.elapsed();
    let naive_rare = naive[1..]
        .iter()
        .filter(|&&v| is_rare(u64::from(v)))
        .count();
    println!(
        "double loop to N = {naive_n}: {:.3} s; largest value {}; {naive_rare} heaps with rare values",
        naive_time.as_secs_f64(),
        naive.iter().max().copied().unwrap_or(0)
    );
    let agree = naive_n.min(n) as usize + 1;
    let same = sparse.values()[..agree] == naive[..agree];
    println!("the two agree on heaps 0..={}: {same}", agree - 1);
    if !same {
        std::process::exit(1);
    }
}
