//! Heap values by the sparse method and by the definition, side by side:
//! at each power of two from 2^16, the time, the time per heap over the
//! last doubling, the resident memory of the process (two bytes a heap
//! for the values, reserved at the start and resident as they fill; while
//! the definition runs, the sparse method's values are kept too, to
//! compare), the heaps with rare values, the largest
//! value and where it first occurs, the mask of the rare class, and the
//! splits read per heap to find rare values from two common heaps.
//!
//! `cargo run --release -p grundy --example heap_bench -- GAME LOG [PLAIN_LOG]`
//!
//! GAME is `grundy` (Grundy's game) or an octal code such as `0.16`; the
//! sparse method runs to 2^LOG heaps, the definition to 2^PLAIN_LOG (16 by
//! default; its cost grows with the square).

use grundy::games::heap::sparse::{Class, HeapValues, Method, SplitRules};
use grundy::octal::OctalGame;
use std::time::Instant;

/// Resident memory of this process, in MiB (Linux).
fn resident_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

fn series(game: &str, method: Method) -> Result<HeapValues, String> {
    if game == "grundy" {
        return Ok(HeapValues::new(
            SplitRules::grundy(),
            method,
            Class::Fixed(!1),
            20_000,
        ));
    }
    let octal = OctalGame::parse(game).map_err(|e| e.to_string())?;
    let digits: Vec<u8> = octal
        .code()
        .bytes()
        .filter(|&b| b != b'.')
        .map(|b| b - b'0')
        .collect();
    Ok(HeapValues::new(
        SplitRules::octal(&digits),
        method,
        Class::Chosen,
        std::env::var("START")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(1),
    ))
}

/// Runs one method to 2^log heaps, printing a row at each power of two.
fn run(game: &str, method: Method, log: u32) -> Result<HeapValues, String> {
    let mut s = series(game, method)?;
    let last = 1usize << log;
    if !s.reserve(last + 1) {
        return Err("no memory for the values".to_string());
    }
    println!("{game}, {method:?} method:");
    println!(
        "{:>10} {:>9} {:>8} {:>9} {:>10} {:>7} {:>10} {:>6} {:>10}",
        "heaps",
        "time s",
        "ns/heap",
        "RSS MiB",
        "rare heaps",
        "largest",
        "first at",
        "mask",
        "reads/heap"
    );
    let started = Instant::now();
    let (mut largest, mut first_at) = (0u16, 0usize);
    let (mut lap, mut lap_heaps, mut lap_checks) = (0.0f64, 0usize, 0u64);
    let mut mark = 1usize << 16;
    for heap in 0..=last {
        let v = s
            .push_next()
            .ok_or_else(|| format!("heap {heap}: value above 16 bits"))?;
        if v > largest {
            (largest, first_at) = (v, heap);
        }
        if heap == mark {
            let time = started.elapsed().as_secs_f64();
            let per = (time - lap) / (heap - lap_heaps) as f64 * 1e9;
            let reads = (s.checks() - lap_checks) as f64 / (heap - lap_heaps) as f64;
            // The definition reads every split and has no rare class.
            let (rare, mask, reads) = match method {
                Method::Sparse => (
                    s.rare_heaps().len().to_string(),
                    format!("{:x}", s.mask()),
                    format!("{reads:.0}"),
                ),
                Method::Plain => ("-".to_string(), "-".to_string(), "all".to_string()),
            };
            println!(
                "{:>10} {:>9.2} {:>8.0} {:>9.1} {:>10} {:>7} {:>10} {:>6} {:>10}",
                heap,
                time,
                per,
                resident_mib(),
                rare,
                largest,
                first_at,
                mask,
                reads
            );
            (lap, lap_heaps, lap_checks) = (time, heap, s.checks());
            mark *= 2;
        }
    }
    Ok(s)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let log = |i: usize, default: u32| -> u32 {
        args.get(i).map_or(default, |t| {
            t.parse()
                .ok()
                .filter(|&l| (16..=28).contains(&l))
                .unwrap_or_else(|| {
                    eprintln!("heap_bench: '{t}' is not a power from 16 to 28");
                    std::process::exit(2)
                })
        })
    };
    let game = args.first().map_or("grundy", String::as_str);
    let (sparse_log, plain_log) = (log(1, 20), log(2, 16));
    let outcome = run(game, Method::Sparse, sparse_log).and_then(|sparse| {
        let plain = run(game, Method::Plain, plain_log)?;
        let (plain, sparse) = (plain.values(), sparse.values());
        let n = plain.len().min(sparse.len());
        let same = plain[..n] == sparse[..n];
        println!("the two agree on heaps 0..{}: {same}", n - 1);
        Ok(same)
    });
    match outcome {
        Ok(true) => {}
        Ok(false) => std::process::exit(1),
        Err(e) => {
            eprintln!("heap_bench: {e}");
            std::process::exit(2)
        }
    }
}
