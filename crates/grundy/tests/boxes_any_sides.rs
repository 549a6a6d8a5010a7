//! Schrage's box game with more than three sides (his §4: "the theorem can
//! be generalized to more than two dimensions"). The engine's values, which
//! fold his rule over the sides, against a plain recursion over the breaks
//! written here from the rule of the game: every box of four sides to 8 on
//! each side, and of five sides to 6, for d = 1, and smaller for other d.

use grundy::games::heap::boxes::{bar_table_by_breaks, bar_table_by_rule};
use grundy::games::heap::run::heap_series;
use grundy::games::heap::HeapGame;
use grundy::{AnyGame, Game, Nimber, Solver};
use std::collections::{BTreeSet, HashMap};

fn game(spec: &str) -> AnyGame {
    AnyGame::from_spec(spec).unwrap()
}

fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let seen: BTreeSet<u64> = values.into_iter().collect();
    (0..).find(|v| !seen.contains(v)).unwrap()
}

/// G of a box by recursion: a break cuts one side into two non-empty
/// lengths differing by at least `d` and leaves the other sides; the
/// value is the mex of the nim-sums of the two pieces.
fn box_value(sides: &[u64], d: u64, memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
    if let Some(&v) = memo.get(sides) {
        return v;
    }
    let mut options = Vec::new();
    for k in 0..sides.len() {
        for a in 1..sides[k] {
            let b = sides[k] - a;
            if a > b || b - a < d {
                continue;
            }
            let (mut x, mut y) = (sides.to_vec(), sides.to_vec());
            (x[k], y[k]) = (a, b);
            options.push(box_value(&x, d, memo) ^ box_value(&y, d, memo));
        }
    }
    let v = mex(options);
    memo.insert(sides.to_vec(), v);
    v
}

/// Every box of `count` sides, each from 1 to `size`, the last side
/// varying fastest.
fn boxes(count: usize, size: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    for _ in 0..count {
        all = all
            .into_iter()
            .flat_map(|b| {
                (1..=size).map(move |s| {
                    let mut b = b.clone();
                    b.push(s);
                    b
                })
            })
            .collect();
    }
    all
}

fn check(count: usize, size: u64, d: u64) {
    let spec = format!("boxes:d={d}");
    let g = game(&spec);
    let solver = Solver::new(g.clone());
    let mut memo = HashMap::new();
    let by_breaks = bar_table_by_breaks(count, d, size as usize);
    let line = heap_series(&HeapGame::of_game(&g).unwrap(), size + 1).unwrap();
    let by_rule = bar_table_by_rule(count, &line, size as usize);
    let all = boxes(count, size);
    assert_eq!(all.len(), by_breaks.len());
    for (i, b) in all.iter().enumerate() {
        let want = Nimber(box_value(b, d, &mut memo));
        let text: Vec<String> = b.iter().map(u64::to_string).collect();
        let text = text.join("x");
        let p = g.parse_position(&text).unwrap();
        assert_eq!(solver.value(&p), want, "{spec}, {text}");
        assert_eq!(by_breaks[i], want, "{spec}, breaks, {text}");
        assert_eq!(by_rule[i], want, "{spec}, rule, {text}");
    }
}

#[test]
fn every_box_of_four_sides_to_8_agrees_with_the_recursion() {
    check(4, 8, 1);
}

#[test]
fn every_box_of_five_sides_to_6_agrees_with_the_recursion() {
    check(5, 6, 1);
}

#[test]
fn other_differences_agree_on_four_sides_to_6() {
    for d in [0, 2, 3] {
        check(4, 6, d);
    }
}

#[test]
fn a_box_of_more_sides_has_its_moves_and_its_value_at_any_size() {
    let g = game("boxes");
    let p = g.parse_position("2x3x4x5 + 1000x999x7x6x5").unwrap();
    // Sides 3, 4, 5 of the first box break in 1, 1 and 2 ways (unequal
    // pieces); the sides of 2 do not break.
    let first = g.moves(&p).filter(|m| g.component_of(m) == 0).count();
    assert_eq!(first, 4);
    let mut memo = HashMap::new();
    let solver = Solver::new(g.clone());
    let one = g.parse_position("2x3x4x5").unwrap();
    assert_eq!(
        solver.value(&one),
        Nimber(box_value(&[2, 3, 4, 5], 1, &mut memo))
    );
    // The large box has its value by the rule, at once.
    let _ = solver.value(&p);
}
