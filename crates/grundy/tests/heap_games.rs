//! The heap games against what the documents print, and their fast methods
//! against plain brute force over the `Game` trait.

use grundy::games::heap::run::{analyze, heap_series, rectangle_table};
use grundy::games::heap::HeapGame;
use grundy::games::heap::{naive_series, GrundySparse, Rect, Rectangles};
use grundy::games::lab::Status;
use grundy::octal::OctalGame;
use grundy::{AnyGame, Game, Nimber, Solver};

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

/// The data lines of a file, split at `|` and trimmed.
fn rows(name: &str) -> Vec<Vec<String>> {
    data(name)
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split('|').map(|c| c.trim().to_string()).collect())
        .collect()
}

fn game(spec: &str) -> AnyGame {
    AnyGame::from_spec(spec).unwrap()
}

/// Table 1 of Schrage's paper: `G(K)` for `K = 1..=100`, index 0 unused.
fn table_1() -> Vec<u64> {
    let mut g = vec![0];
    for row in rows("schrage_table_1.txt") {
        assert_eq!(row[0].parse::<usize>().unwrap(), g.len());
        g.extend(
            row[1]
                .chars()
                .filter(|c| !c.is_whitespace())
                .map(|c| u64::from(c.to_digit(10).unwrap())),
        );
    }
    assert_eq!(g.len(), 101);
    g
}

#[test]
fn grundys_game_matches_schrages_table_1() {
    let values = heap_series(&HeapGame::of_game(&game("grundy")).unwrap(), 100).unwrap();
    let expected = table_1();
    for k in 1..=100 {
        assert_eq!(values[k], Nimber(expected[k]), "G({k})");
    }
}

#[test]
fn the_rectangle_game_matches_table_2_except_its_misprint() {
    let rows = rows("schrage_table_2.txt");
    let misprint = rows.iter().find(|r| r[0] == "misprint").unwrap();
    let (mr, mc, printed, correct): (usize, usize, u64, u64) = (
        misprint[1].parse().unwrap(),
        misprint[2].parse().unwrap(),
        misprint[3].parse().unwrap(),
        misprint[4].parse().unwrap(),
    );
    let game = Rectangles::new();
    let mut differences = Vec::new();
    for row in rows.iter().filter(|r| r[0] != "misprint") {
        let m: u64 = row[0].parse().unwrap();
        let cells: Vec<u64> = row[1]
            .split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect();
        assert_eq!(cells.len(), 20);
        for (n, &cell) in (1u64..).zip(&cells) {
            let v = game.value(Rect { m, n }).unwrap();
            if v != Nimber(cell) {
                differences.push((m as usize, n as usize, cell, v.get()));
            }
        }
    }
    assert_eq!(differences, [(mr, mc, printed, correct)]);
}

#[test]
fn schrages_theorem_equals_brute_force_to_60_by_60() {
    let game = Rectangles::new();
    let solver = Solver::brute_force(game.clone());
    let grundy = heap_series(
        &HeapGame::of_game(&AnyGame::from_spec("grundy").unwrap()).unwrap(),
        60,
    )
    .unwrap();
    let table = rectangle_table(&grundy, 60);
    for m in 1..=60u64 {
        for n in 1..=60u64 {
            let brute = solver.value(&vec![Rect { m, n }]);
            assert_eq!(brute, table[m as usize - 1][n as usize - 1], "{m}x{n}");
            assert_eq!(Some(brute), game.value(Rect { m, n }), "{m}x{n}");
        }
    }
}

#[test]
fn the_sparse_method_equals_the_double_loop_to_20000() {
    let mut sparse = GrundySparse::new();
    sparse.step(20_000, u64::MAX);
    assert_eq!(sparse.values(), naive_series(20_000).as_slice());
}

#[test]
fn the_lecture_subtraction_game_loses_on_multiples_of_four() {
    let game = game("subtraction:1,2,3");
    let solver = Solver::new(game.clone());
    for row in rows("subtraction_1_2_3.txt") {
        let pile = game.parse_position(&row[0]).unwrap();
        let lost = solver.value(&pile).is_zero();
        assert_eq!(lost, row[1] == "P", "pile {}", row[0]);
    }
    let k = analyze(
        &HeapGame::of_game(&game).unwrap(),
        &heap_series(&HeapGame::of_game(&game).unwrap(), 100).unwrap(),
    );
    assert_eq!((k.status, k.preperiod, k.period), (Status::Proved, 0, 4));
}

#[test]
fn lasker_follows_the_lecture_notes() {
    let game = game("lasker");
    let brute = Solver::brute_force(game.clone());
    let solver = Solver::new(game.clone());
    for row in rows("lasker_lecture.txt") {
        if row[0] == "example" {
            let p = game.parse_position(&row[1]).unwrap();
            assert_eq!(solver.value(&p), Nimber(row[2].parse().unwrap()));
            let wins: Vec<String> = game
                .moves(&p)
                .filter(|m| solver.value(&game.apply(&p, m).unwrap()).is_zero())
                .map(|m| game.format_move(&p, &m))
                .collect();
            let expected: Vec<&str> = row[3].split(';').map(str::trim).collect();
            assert_eq!(wins, expected);
            continue;
        }
        let residue: u64 = row[0].parse().unwrap();
        let shift: i64 = row[1].parse().unwrap();
        for n in (1..=120u64).filter(|n| n % 4 == residue) {
            let p = game.parse_position(&n.to_string()).unwrap();
            let expected = Nimber((n as i64 + shift) as u64);
            assert_eq!(solver.value(&p), expected, "heap {n}");
            assert_eq!(brute.value(&p), expected, "heap {n} by brute force");
        }
    }
}

#[test]
fn kayles_and_dawsons_periods_are_proved_by_guy_and_smith() {
    for row in rows("octal_periods.txt") {
        let game = game(&format!("octal:{}", row[0]));
        let (last, pre, period): (u64, u64, u64) = (
            row[2].parse().unwrap(),
            row[3].parse().unwrap(),
            row[4].parse().unwrap(),
        );
        let values = heap_series(&HeapGame::of_game(&game).unwrap(), 400).unwrap();
        let k = analyze(&HeapGame::of_game(&game).unwrap(), &values);
        assert_eq!(k.status, Status::Proved, "{}", row[1]);
        assert_eq!((k.preperiod, k.period), (pre, period), "{}", row[1]);
        assert_eq!(pre, last + 1);
        let (first, end) = k.window.unwrap();
        assert_eq!(first, pre);
        assert!(end + period <= k.checked_to);
    }
}

#[test]
fn dawsons_kayles_is_dawsons_chess_one_heap_later() {
    // 0.07 counts the heap one larger than 0.137: G_0.07(n + 1) =
    // G_0.137(n), so its last exceptional heap is 52 and its pre-period 53.
    let kayles = heap_series(&HeapGame::of_game(&game("octal:0.07")).unwrap(), 400).unwrap();
    let chess = heap_series(&HeapGame::of_game(&game("octal:0.137")).unwrap(), 400).unwrap();
    assert_eq!(&kayles[1..], &chess[..400]);
    let k = analyze(&HeapGame::of_game(&game("octal:0.07")).unwrap(), &kayles);
    assert_eq!((k.status, k.preperiod, k.period), (Status::Proved, 53, 34));
}

/// Every octal code `d0.d1d2` with `d0` of 0 or 4: a first digit of 1, 2
/// or 3 adds nothing (taking no counters and leaving none or one heap is
/// no move), so 5, 6, 7 play as 4.
fn codes() -> impl Iterator<Item = String> {
    [0, 4]
        .into_iter()
        .flat_map(|d0| (0..64).map(move |rest| format!("{d0}.{}{}", rest / 8, rest % 8)))
}

#[test]
fn the_octal_engine_equals_brute_force_for_every_short_code_to_heap_60() {
    // A quick first check; the test below goes to heap 200.
    let last: u64 = 60;
    for code in codes() {
        let octal = OctalGame::parse(&code).unwrap();
        let engine = octal.series(last as usize);
        let solver = Solver::brute_force(octal);
        for n in 0..=last {
            assert_eq!(
                engine[n as usize],
                solver.value(&vec![n]),
                "{code}, heap {n}"
            );
        }
    }
}

#[test]
fn the_octal_engine_equals_brute_force_to_heap_200() {
    for code in codes() {
        let octal = OctalGame::parse(&code).unwrap();
        let engine = octal.series(200);
        let solver = Solver::brute_force(octal);
        for n in 0..=200u64 {
            assert_eq!(
                engine[n as usize],
                solver.value(&vec![n]),
                "{code}, heap {n}"
            );
        }
    }
}

#[test]
fn bad_specs_are_clear_errors() {
    for (spec, words) in [
        ("subtraction:", "needs its set"),
        ("subtraction:1,0", "0 is not a take"),
        ("subtraction:2,x", "'x' is not a whole number"),
        ("octal:0.79", "octal digits are 0 to 7"),
        ("lasker:3", "is not a game"),
        ("rectangle", "is not a game"),
    ] {
        let e = AnyGame::from_spec(spec).unwrap_err().to_string();
        assert!(e.contains(words), "{spec}: {e}");
    }
}
