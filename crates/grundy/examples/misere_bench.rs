//! The misère outcome of every position of weight at most W under a rule
//! set, by the bottom-up table, the memoised search or the plain tree search:
//! `cargo run --release -p grundy --example misere_bench -- memo 36 abcdefgh`
//! (or `table 36`, `plain 10`). Prints the count of positions, of P-positions, and the
//! time.

use grundy::games::lab::misere::positions_to;
use grundy::games::lab::{LabGame, MisereTable, Rules, Variant};
use grundy::misere::{plain_outcome, MisereSolver, Outcome};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let method = args.first().map_or("memo", String::as_str);
    let max: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(20);
    let rules = Rules::parse(args.get(2).map_or("abcdefgh", String::as_str)).unwrap_or(Rules::ALL);
    let game = LabGame::new(Variant {
        rules,
        misere: true,
    });
    let start = Instant::now();
    if method == "table" {
        let mut table = MisereTable::new(rules, max);
        while !table.done() {
            table.step();
        }
        println!(
            "table to weight {max} under {rules}: {} positions, {} P-positions, {:.0} ms",
            table.all_by_weight().iter().sum::<u64>(),
            table.lost_by_weight().iter().sum::<u64>(),
            start.elapsed().as_secs_f64() * 1e3
        );
        return;
    }
    let positions = positions_to(max);
    let mut solver = MisereSolver::new(game.clone());
    let lost = positions
        .iter()
        .filter(|p| {
            let o = match method {
                "plain" => plain_outcome(&game, p),
                _ => solver.outcome(p),
            };
            o == Outcome::Previous
        })
        .count();
    println!(
        "{method} to weight {max} under {rules}: {} positions, {lost} P-positions, {:.0} ms",
        positions.len(),
        start.elapsed().as_secs_f64() * 1e3
    );
}
