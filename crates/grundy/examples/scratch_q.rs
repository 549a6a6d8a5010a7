use grundy::misere::{QuotientRun, Reach};
use grundy::octal::OctalGame;
use grundy::Game;
use std::rc::Rc;

fn main() {
    let code = std::env::args().nth(1).unwrap_or("0.77".into());
    let last: u64 = std::env::args()
        .nth(2)
        .map(|s| s.parse().unwrap())
        .unwrap_or(200);
    let g = OctalGame::parse(&code).unwrap();
    let g2 = g.clone();
    let leaves = Rc::new(move |n: u64| {
        let p = vec![n];
        g2.moves(&p)
            .map(|m| {
                let mut l = m.leaves.clone();
                l.sort();
                l
            })
            .collect::<Vec<_>>()
    });
    let splits = code
        .chars()
        .skip(1)
        .any(|c| c.to_digit(8).is_some_and(|d| d & 4 != 0))
        || code.starts_with('4');
    let mut run = QuotientRun::new(
        leaves,
        Reach::Octal {
            take: g.max_take(),
            splits,
        },
        4000,
    );
    let t = std::time::Instant::now();
    run.run_to(last, |q| {
        let s = q.history.last().unwrap();
        if s.heap % 10 == 0 {
            eprintln!(
                "heap {} order {} p {} states {} {:.2}s",
                s.heap,
                s.order,
                s.p,
                q.states,
                t.elapsed().as_secs_f64()
            );
        }
    });
    let q = run.quotient();
    println!(
        "{code}: bound {} order {} P {} states {} stopped {:?} period {:?} in {:.2}s",
        q.bound(),
        q.monoid.order(),
        q.monoid.p_portion().len(),
        q.states,
        q.stopped,
        q.periodicity,
        t.elapsed().as_secs_f64()
    );
    let orders: Vec<String> = q
        .history
        .iter()
        .map(|s| format!("{}:{}", s.heap, s.order))
        .collect();
    println!("{}", orders.join(" "));
}
