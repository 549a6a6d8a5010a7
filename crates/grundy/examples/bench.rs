//! Prints the core's speed figures:
//! `cargo run --release -p grundy --example bench`.
//! With `--series N` it prints only the time of both brute-force series to
//! genus N as JSON (`{"n":N,"o_ms":..,"n_ms":..}`), for comparing with the
//! same computation in the browser.
//!
//! Each figure is the best of several runs, to keep noise from other
//! processes out of it.

use grundy::manifold::{nonorientable_series, orientable_series, Position, Surface};
use std::hint::black_box;
use std::time::{Duration, Instant};

fn best_of<T>(runs: u32, mut f: impl FnMut() -> T) -> Duration {
    (0..runs)
        .map(|_| {
            let t = Instant::now();
            black_box(f());
            t.elapsed()
        })
        .min()
        .expect("at least one run")
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1e3)
}

/// A position of `n` surfaces of both kinds and assorted genera.
fn mixed(n: u64, max_genus: u64) -> Position {
    (0..n)
        .map(|i| {
            let g = 1 + (i * 7919) % max_genus;
            if i % 2 == 0 {
                Surface::orientable(g)
            } else {
                Surface::nonorientable(g)
            }
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [flag, n] = args.as_slice() {
        if flag == "--series" {
            let n: u64 = n.parse().expect("--series takes a genus");
            let o = best_of(5, || orientable_series(n));
            let nn = best_of(5, || nonorientable_series(n));
            let ms = |d: Duration| d.as_secs_f64() * 1e3;
            println!("{{\"n\":{n},\"o_ms\":{:.3},\"n_ms\":{:.3}}}", ms(o), ms(nn));
            return;
        }
    }
    println!("grundy core benchmark (best of several runs, one thread)");
    for n in [10_000u64, 100_000] {
        let runs = if n > 10_000 { 3 } else { 10 };
        let o = best_of(runs, || orientable_series(n));
        let nn = best_of(runs, || nonorientable_series(n));
        println!("series o to {n:>7}: {:>12}", ms(o));
        println!("series n to {n:>7}: {:>12}", ms(nn));
        println!("both kinds to {n:>5}: {:>12}", ms(o + nn));
    }

    let p = mixed(1000, 1_000_000_000);
    let reps = 10_000u32;
    let t = best_of(5, || {
        (0..reps).fold(0u64, |acc, _| acc ^ black_box(&p).value().get())
    });
    println!(
        "value of a 1000-surface position: {:>9.3} us",
        t.as_secs_f64() * 1e6 / f64::from(reps)
    );

    let p = mixed(100, 200);
    let mut count = 0usize;
    let t = best_of(10, || {
        let mut acc = 0u64;
        count = 0;
        for m in p.moves() {
            acc ^= black_box(p.value_after(&m)).get();
            count += 1;
        }
        acc
    });
    println!(
        "moves of a 100-surface position (genus 1..200, {count} moves, each with its value): {}",
        ms(t)
    );
}
