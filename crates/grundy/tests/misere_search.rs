//! The misère search that remembers ([`grundy::misere::HeapSearch`]) and
//! the answers built on it (`outcome`, each move's winning mark) against
//! a brute force written here from the rules of octal games alone: every
//! position of up to 24 counters of Dawson's Kayles (0.07), 0.35,
//! Officers (0.6), Kayles (0.77) and 4.7 (a code whose first digit lets a
//! heap be split without taking). And the quotient with the search beside
//! it against the search alone, on random positions past the heaps the
//! quotient covers.

use grundy::misere::{Budget, HeapSearch, Meter, Outcome, Spent};
use grundy::spec::{quotient, AnyGame, AnyPosition};
use grundy::Game;
use std::collections::HashMap;

/// An octal game's rules, read here from its code: digit `k` (the one
/// before the point for `k = 0`) says what taking `k` counters from a heap
/// may leave: no heap (bit 1), one heap (bit 2), two heaps (bit 4).
struct Rules(Vec<u8>);

impl Rules {
    fn read(code: &str) -> Rules {
        let (whole, fraction) = code.split_once('.').expect("a point");
        let digits = whole
            .chars()
            .chain(fraction.chars())
            .map(|c| c.to_digit(8).expect("an octal digit") as u8)
            .collect();
        Rules(digits)
    }

    /// Every position one move from the sorted `x`, sorted.
    fn options(&self, x: &[u64]) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &h) in x.iter().enumerate() {
            let rest: Vec<u64> = x[..i].iter().chain(&x[i + 1..]).copied().collect();
            let mut with = |left: &[u64]| {
                let mut y = rest.clone();
                y.extend_from_slice(left);
                y.sort_unstable();
                out.push(y);
            };
            for (k, &digit) in self.0.iter().enumerate() {
                let k = k as u64;
                if k > h {
                    break;
                }
                let r = h - k;
                if digit & 1 != 0 && r == 0 && k > 0 {
                    with(&[]);
                }
                if digit & 2 != 0 && r > 0 && k > 0 {
                    with(&[r]);
                }
                if digit & 4 != 0 {
                    for a in 1..=r / 2 {
                        if r - a >= 1 && (k > 0 || a < r) {
                            with(&[a, r - a]);
                        }
                    }
                }
            }
        }
        out.sort();
        out.dedup();
        out
    }
}

/// Misère play from the definition: the player to move loses when there
/// is a move and every move leaves a position the opponent wins.
struct Brute {
    rules: Rules,
    memo: HashMap<Vec<u64>, bool>,
}

impl Brute {
    fn new(code: &str) -> Brute {
        Brute {
            rules: Rules::read(code),
            memo: HashMap::new(),
        }
    }

    fn lost(&mut self, x: &[u64]) -> bool {
        let mut x = x.to_vec();
        x.sort_unstable();
        if let Some(&known) = self.memo.get(&x) {
            return known;
        }
        let options = self.rules.options(&x);
        let lost = !options.is_empty() && options.iter().all(|y| !self.lost(y));
        self.memo.insert(x, lost);
        lost
    }
}

/// Every multiset of heaps with total at most `total`.
fn positions(total: u64) -> Vec<Vec<u64>> {
    fn go(rest: u64, max: u64, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        out.push(prefix.clone());
        for h in 1..=max.min(rest) {
            prefix.push(h);
            go(rest - h, h, prefix, out);
            prefix.pop();
        }
    }
    let mut out = Vec::new();
    go(total, total, &mut Vec::new(), &mut out);
    out
}

fn unbounded<T>(run: impl FnOnce(&mut Meter<'_>) -> T) -> T {
    let now = || 0.0;
    let mut listen = |_: &Spent| true;
    let mut meter = Meter::new(
        Budget {
            bytes: u64::MAX,
            millis: u64::MAX,
        },
        &now,
        &mut listen,
    );
    run(&mut meter)
}

const GAMES: [&str; 5] = ["0.07", "0.35", "0.6", "0.77", "4.7"];

#[test]
fn the_search_agrees_with_brute_force_on_every_position_to_24_counters() {
    for code in GAMES {
        let game = AnyGame::from_spec(&format!("octal:{code}")).unwrap();
        let mut brute = Brute::new(code);
        let mut search = HeapSearch::new(quotient::leaves(&game), quotient::has_move(&game));
        let all = positions(24);
        let mut lost = 0;
        // Largest first, so the small ones are met settled as well as fresh.
        for x in all.iter().rev() {
            let by_search = unbounded(|m| search.lost(x, m)).expect("no budget");
            assert_eq!(by_search, brute.lost(x), "{code}: {x:?}");
            lost += usize::from(by_search);
        }
        assert_eq!(all.len(), 7_338, "positions of at most 24 counters");
        // Both outcomes occur often enough that a constant answer fails.
        assert!(lost > 100 && lost < all.len() - 100, "{code}: {lost}");
    }
}

#[test]
fn outcome_and_winning_marks_agree_with_brute_force_to_24_counters() {
    for code in GAMES {
        let AnyGame::Misere(game) = grundy::catalog::game(&format!("octal:{code}:misere")).unwrap()
        else {
            panic!("octal:{code}:misere is a misère game");
        };
        let mut brute = Brute::new(code);
        // Every position of 24 counters or fewer, of at most four heaps,
        // from each one's own question (the marks ask about every option).
        for x in positions(24).into_iter().filter(|x| x.len() <= 4) {
            let p = AnyPosition::new::<Vec<u64>>(x.clone());
            let expected = if brute.lost(&x) {
                Outcome::Previous
            } else {
                Outcome::Next
            };
            assert_eq!(game.outcome(&p), Some(expected), "{code}: {x:?}");
            let solver = grundy::Solver::new(game.inner().clone());
            let values = |part: &AnyPosition| solver.value(part);
            for (c, _) in game.components(&p).iter().enumerate() {
                for group in game.move_groups(&p, c, u64::MAX, &values) {
                    for row in group.rows {
                        let next = game.inner().apply(&p, &row.mv).unwrap();
                        let after = next.get::<Vec<u64>>().unwrap().to_vec();
                        assert_eq!(
                            row.winning,
                            brute.lost(&after),
                            "{code}: {x:?} to {after:?}"
                        );
                    }
                }
            }
        }
    }
}

/// A small deterministic generator (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) % n
    }
}

#[test]
fn the_quotient_and_the_search_agree_past_the_heaps_it_covers() {
    for (code, to) in [
        ("0.07", 12),
        ("0.35", 6),
        ("0.6", 10),
        ("4.7", 9),
        ("0.77", 8),
    ] {
        let game = AnyGame::from_spec(&format!("octal:{code}")).unwrap();
        let mut run = quotient::quotient_run(&game).unwrap();
        run.run_to(to, |_| {});
        let q = run.into_quotient();
        assert_eq!(q.bound(), to, "{code}");
        let mut aided = HeapSearch::new(quotient::leaves(&game), quotient::has_move(&game));
        aided.use_quotient(q);
        let mut brute = Brute::new(code);
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ to);
        let mut past = 0;
        for _ in 0..60 {
            // One or two heaps a little past the quotient's last, and a
            // few it covers: at most 36 counters, for the brute force.
            let mut x: Vec<u64> = (0..1 + rng.below(2))
                .map(|_| to + 1 + rng.below(4))
                .collect();
            while x.iter().sum::<u64>() < 30 && rng.below(3) > 0 {
                x.push(1 + rng.below(6));
            }
            let by_both = unbounded(|m| aided.lost(&x, m)).expect("no budget");
            assert_eq!(by_both, brute.lost(&x), "{code}: {x:?}");
            past += 1;
        }
        assert_eq!(past, 60);
        assert!(aided.opened() > 0, "{code}: the search had work to do");
    }
}

/// A position with a heap of 100,000 has 100,000 moves, and each heap it
/// leaves as many again: the search looks at its clock by the moves it
/// reads, not only by the positions it opens, so a budget of a few
/// milliseconds stops it after a few positions. The clock here moves one
/// millisecond at each read, so the test is the same on any machine.
#[test]
fn a_search_from_a_heap_of_100000_looks_at_its_clock_after_each_large_position() {
    for code in ["0.77", "0.07"] {
        let game = AnyGame::from_spec(&format!("octal:{code}")).unwrap();
        let mut search = HeapSearch::new(quotient::leaves(&game), quotient::has_move(&game));
        let reads = std::cell::Cell::new(0.0);
        let now = || {
            reads.set(reads.get() + 1.0);
            reads.get()
        };
        let mut listen = |_: &Spent| true;
        let budget = Budget {
            bytes: u64::MAX,
            millis: 3,
        };
        let mut meter = Meter::new(budget, &now, &mut listen);
        let halted = search.outcome(&[100_000], &mut meter);
        assert!(halted.is_err(), "{code}: settled {halted:?}");
        assert!(
            search.opened() <= 6,
            "{code}: {} positions opened before the clock was read past its budget",
            search.opened()
        );
    }
}
