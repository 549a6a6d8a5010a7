use super::*;
use std::collections::HashMap;

/// G(a, b) from the rules alone: the mex over every move, remembered.
fn brute(a: u64, b: u64, memo: &mut HashMap<(u64, u64), u64>) -> u64 {
    if let Some(&v) = memo.get(&(a, b)) {
        return v;
    }
    let mut seen = Vec::new();
    for x in 0..a {
        seen.push(brute(x, b, memo));
    }
    for y in 0..b {
        seen.push(brute(a, y, memo));
    }
    for k in 1..=a.min(b) {
        seen.push(brute(a - k, b - k, memo));
    }
    let v = (0..).find(|v| !seen.contains(v)).unwrap_or(0);
    memo.insert((a, b), v);
    v
}

/// The P-positions built by their own rule: a_k the least number not yet
/// in a pair, b_k = a_k + k.
fn pairs(count: u64) -> Vec<(u64, u64)> {
    let mut used = std::collections::HashSet::new();
    let mut out = Vec::new();
    let mut next = 0u64;
    for k in 0..count {
        while used.contains(&next) {
            next += 1;
        }
        let (a, b) = (next, next + k);
        used.insert(a);
        used.insert(b);
        out.push((a, b));
    }
    out
}

#[test]
fn the_table_holds_the_values_of_the_rules() {
    let game = Wythoff::new();
    let mut memo = HashMap::new();
    for a in 0..40 {
        for b in 0..40 {
            assert_eq!(
                game.value(&[a, b]),
                Some(Nimber(brute(a, b, &mut memo))),
                "({a}, {b})"
            );
        }
    }
    assert_eq!(game.value(&[TABLE, 0]), None);
}

#[test]
fn the_p_positions_are_the_beatty_pairs_to_ten_thousand() {
    for (k, (a, b)) in pairs(10_001).into_iter().enumerate() {
        assert_eq!(lower(k as u64), u128::from(a), "k = {k}");
        assert!(is_p([a, b]) && is_p([b, a]), "({a}, {b})");
        assert_eq!(p_partner(a), Some(b));
        assert_eq!(p_partner(b), Some(a));
        assert!(!is_p([a, b + 1]) && !is_p([a + 1, b]));
    }
}

#[test]
fn the_lower_sequence_is_exact_past_128_bits() {
    // Beside the standard library's square root where 5k² fits in 128
    // bits, and for the largest k, where it does not.
    let mut k = 1u64;
    while k < 1 << 62 {
        let root = (5 * u128::from(k) * u128::from(k)).isqrt();
        assert_eq!(lower(k), (u128::from(k) + root) / 2, "k = {k}");
        k = k * 3 + 1;
    }
    // ⌊φ · (2^64 − 1)⌋, worked out to 80 digits elsewhere.
    assert_eq!(lower(u64::MAX), 29_847_458_893_032_750_100);
}

#[test]
fn who_wins_small_positions_is_what_the_values_say() {
    let game = Wythoff::new();
    for a in 0..120 {
        for b in 0..120 {
            let zero = game.value(&[a, b]) == Some(Nimber::ZERO);
            assert_eq!(is_p([a, b]), zero, "({a}, {b})");
        }
    }
}

#[test]
fn every_winning_move_is_legal_and_leaves_a_p_position() {
    let check = |h: Heaps| match winning_move(h) {
        Some(m) => {
            assert!(WythoffMove::new(h, m.to).is_some(), "{h:?} → {:?}", m.to);
            assert!(is_p(m.to), "{h:?} → {:?}", m.to);
        }
        None => assert!(is_p(h), "{h:?} has no winning move"),
    };
    for a in 0..300 {
        for b in 0..300 {
            check([a, b]);
        }
    }
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..2_000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let y = x.rotate_left(17) >> (x % 64);
        check([x, y]);
        check([x >> (x % 64), x]);
    }
    check([u64::MAX, u64::MAX]);
    check([u64::MAX, 0]);
}

#[test]
fn large_positions_are_played_by_who_wins() {
    let game = Wythoff::new();
    let p = game.parse_position("1000000, 1618034").unwrap();
    assert!(game.past_table(&p));
    let outcome = game.rule_outcome(&p).unwrap();
    assert_eq!(outcome == Outcome::Previous, is_p(p));
    let groups = game.move_groups(&p, 0, 1000, &|_| panic!("no value is asked for"));
    assert_eq!(groups.len(), 3);
    assert_eq!(groups[0].count, 1_000_000);
    assert!(groups.iter().all(|g| g.range.is_some()));
    // The winning move, where there is one, is the one shown in its group.
    if let Some(win) = winning_move(p) {
        assert!(groups
            .iter()
            .any(|g| g.reach.iter().any(|r| r.mv == win && r.value.is_zero())));
    }
    let m = game.move_for(&p, 0, "both", 3).unwrap();
    assert_eq!(m.to, [999_997, 1_618_031]);
}

#[test]
fn positions_and_moves_read_and_write() {
    let game = Wythoff::new();
    assert_eq!(game.parse_position(" (3, 5) "), Ok([3, 5]));
    assert_eq!(game.parse_position("3 5"), Ok([3, 5]));
    assert_eq!(game.format_position(&[3, 5]), "3, 5");
    let e = game.parse_position("3, 5, 7").unwrap_err();
    assert_eq!(crate::TextError::offset(&e), 4);
    assert!(game.parse_position("3").is_err());
    let mv = game.parse_move(&[3, 5], "→ 1, 3").unwrap();
    assert_eq!(mv.taken(), [2, 2]);
    assert_eq!(game.format_move(&[3, 5], &mv), "→ 1, 3");
    assert!(game.parse_move(&[3, 5], "1, 4").is_err());
    assert_eq!(game.moves(&[3, 5]).count(), 3 + 5 + 3);
    assert!(game.play([3, 5], &mv).is_ok());
    assert!(game.play([3, 6], &mv).is_err());
}
