//! prototype
use grundy::misere::{Budget, HeapSearch, Meter};
use grundy::spec::{quotient, AnyGame};
use std::time::Instant;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let spec = args.first().map_or("octal:0.07", String::as_str);
    let count: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(20);
    let lo: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(20);
    let hi: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(120);
    let game = AnyGame::from_spec(spec).unwrap();
    let qto: u64 = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(0);
    let q = if qto > 0 {
        let t = Instant::now();
        let mut run = quotient::quotient_run(&game).unwrap();
        run.run_to(qto, |_| {});
        let q = run.into_quotient();
        println!(
            "quotient to {} order {} in {:?}",
            q.bound(),
            q.monoid.order(),
            t.elapsed()
        );
        Some(q)
    } else {
        None
    };
    let mut rng = Rng(0x9e3779b97f4a7c15);
    let t0 = Instant::now();
    let now = move || t0.elapsed().as_secs_f64() * 1e3;
    for _ in 0..count {
        let total = lo + rng.below(hi - lo + 1);
        let mut heaps = Vec::new();
        let mut left = total;
        while left > 0 {
            let h = 1 + rng.below(left.min(40));
            heaps.push(h);
            left -= h;
        }
        let mut search = HeapSearch::new(quotient::leaves(&game), quotient::has_move(&game));
        if let Some(q) = &q {
            search.use_quotient(q.clone());
        }
        let mut listen = |_: &grundy::misere::Spent| true;
        let mut meter = Meter::new(
            Budget {
                bytes: 4 << 30,
                millis: 20_000,
            },
            &now,
            &mut listen,
        );
        let start = now();
        let r = search.lost(&heaps, &mut meter);
        println!(
            "{total:4} {:>9.1} ms {:>10} opened {:>10} known {:>6} MB {:?} {heaps:?}",
            now() - start,
            search.opened(),
            search.known(),
            search.bytes() >> 20,
            r.map(|l| if l { "P" } else { "N" })
        );
    }
}
