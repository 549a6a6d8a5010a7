//! The rule lab's catalogue natively: both G-series of every one of the
//! 255 rule sets to weight W, by the lab's run over weights (`run`) or by
//! the plain method, the engine's memoised brute force over the variant
//! game's cuts (`plain`):
//! `cargo run --release -p grundy --example lab_bench -- run 400`.
//! Prints a checksum of the values, so the two can be compared.

use grundy::games::lab::{lab_series, LabGame, Rules, Variant};
use grundy::manifold::{Position, Surface};
use grundy::Solver;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let method = args.first().map_or("run", String::as_str);
    let w: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(400);
    let start = Instant::now();
    let mut sum = 0u64;
    for rules in Rules::every() {
        let (o, n) = match method {
            "plain" => {
                let solver = Solver::brute_force(LabGame::new(Variant {
                    rules,
                    misere: false,
                }));
                let value = |s: Surface| solver.value(&Position::new(vec![s]));
                (
                    (0..=w / 2).map(|g| value(Surface::orientable(g))).collect(),
                    (0..=w).map(|g| value(Surface::nonorientable(g))).collect(),
                )
            }
            _ => lab_series(rules, w),
        };
        let o: Vec<_> = o;
        let n: Vec<_> = n;
        sum = o
            .iter()
            .chain(&n)
            .fold(sum, |acc, v| acc.wrapping_mul(31).wrapping_add(v.0));
    }
    println!(
        "{method}: 255 rule sets to weight {w} in {:.1} ms (checksum {sum:x})",
        start.elapsed().as_secs_f64() * 1e3
    );
}
