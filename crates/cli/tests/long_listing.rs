//! A listing of very many moves without `--all` (Mock Turtles on a row of
//! heads: tens of thousands of flips) is summarised: the count of every
//! move, then each group by its count and a winning move in it, each
//! checked to leave a position of value 0; `--all` still lists them.

mod run;
use run::stdout;

#[test]
fn mock_turtles_on_a_long_row_is_summarised_with_its_winning_moves() {
    // Heads everywhere but coins 0, 3 and 4: a won position.
    let row: String = (0..64)
        .map(|i| if [0, 3, 4].contains(&i) { 'T' } else { 'H' })
        .collect();
    let out = stdout(&["--game", "mock-turtles", "moves", &row]);
    assert!(out.len() < 20_000, "{} bytes", out.len());
    let first = out.lines().next().unwrap();
    assert!(first.contains("a long listing"), "{first}");
    let count: u64 = first.split(' ').next().unwrap().parse().unwrap();
    // Each head i (from 0) flips itself and up to two coins to its left.
    let heads: Vec<u64> = (0..64u64).filter(|i| ![0, 3, 4].contains(i)).collect();
    let expected: u64 = heads
        .iter()
        .map(|&i| 1 + i + i * i.saturating_sub(1) / 2)
        .sum();
    assert_eq!(count, expected);
    let winning: Vec<&str> = out.lines().filter(|l| l.ends_with("winning")).collect();
    assert!(!winning.is_empty());
    for line in winning {
        // "  2  0,3,5  gives HH…  value 0  winning": what it leaves is lost.
        let after = line
            .split("gives ")
            .nth(1)
            .unwrap()
            .split_whitespace()
            .next()
            .unwrap();
        assert_eq!(
            stdout(&["--game", "mock-turtles", "value", after]),
            "0\n",
            "{line}"
        );
    }
    // With --all every move is listed.
    let all = stdout(&["--game", "mock-turtles", "moves", &row, "--all"]);
    assert_eq!(all.lines().count() as u64, expected);
}
