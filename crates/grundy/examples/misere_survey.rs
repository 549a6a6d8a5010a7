//! Prints the misère report of some rule sets and how long each took:
//! `cargo run --release -p grundy --example misere_survey -- 16 8 abcdefgh cgh`.

use grundy::games::lab::{misere_report, Rules, Variant};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let genus: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(16);
    let quotient: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(8);
    for rules in args.iter().skip(2) {
        let Ok(rules) = Rules::parse(rules) else {
            eprintln!("'{rules}' is not a rule set");
            continue;
        };
        let start = Instant::now();
        let Some(r) = misere_report(
            Variant {
                rules,
                misere: true,
            },
            genus,
            quotient,
        ) else {
            eprintln!("a genus did not settle");
            continue;
        };
        let took = start.elapsed();
        let genera: Vec<String> = r
            .surfaces
            .iter()
            .map(|s| format!("{} {}", s.surface, s.genus))
            .collect();
        println!(
            "{rules}: {} positions, {:.1} ms",
            r.positions,
            took.as_secs_f64() * 1e3
        );
        println!("  {}", genera.join(", "));
        match (&r.first_wild, &r.quotient) {
            (None, _) => println!("  tame to weight {genus}"),
            (Some((p, g)), Some(q)) => println!(
                "  wild: {p} has genus {g}; {} classes ({} P) among {} positions to weight {}",
                q.classes.len(),
                q.classes.iter().filter(|c| c.p).count(),
                q.positions,
                q.weight
            ),
            (Some((p, g)), None) => println!("  wild: {p} has genus {g}"),
        }
    }
}
