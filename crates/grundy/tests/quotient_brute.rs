//! An independent check of the misère quotients the core computes for
//! heap games, by brute force from the definitions alone.
//!
//! For a heap game, A_n is the set of positions made of heaps of at most
//! n counters. In misère play a position with no move is won by the player
//! to move (N); otherwise it is N exactly when some move leads to a
//! P-position. Two positions X and Y are equivalent when X + Z and Y + Z
//! have the same outcome for every Z in A_n; the classes form the misère
//! quotient Q_n, whose P-portion is the set of classes of P-positions.
//!
//! Here X and Z range over the positions of A_n with at most m heaps of
//! each size, and every outcome comes from a plain memoised search of the
//! game tree, with the moves read straight from the octal code. Positions
//! the bounded set cannot tell apart might still differ with a larger
//! partner, so the count of classes is a lower bound on |Q_n|; it must
//! not change when m grows (checked), and must equal the order the library
//! reports for heaps up to n, its P classes the P-portion. Nothing of the
//! library is used but its public entry point for the quotient.

use grundy::spec::AnyGame;
use rustc_hash::FxHashMap as HashMap;

/// Bits per heap size in a packed position: the count of heaps of size h
/// sits in bits 16(h-1) .. 16h, so sizes 1 to 8 fit in a u128.
const BITS: usize = 16;
const MAX_N: usize = 8;

fn unit(h: usize) -> u128 {
    1u128 << (BITS * (h - 1))
}

fn count(pos: u128, h: usize) -> u128 {
    (pos >> (BITS * (h - 1))) & 0xffff
}

/// For each heap size h up to n, the moves from one heap of h, each as the
/// list of (nonempty) heaps it leaves, read from the octal digits: digit
/// d_j says what taking j counters may do: bit 1 take a whole heap of
/// exactly j, bit 2 leave one nonempty heap, bit 4 leave two nonempty heaps.
fn octal_moves(digits: &[u32], n: usize) -> Vec<Vec<Vec<usize>>> {
    let mut moves = vec![Vec::new(); n + 1];
    for (h, from_h) in moves.iter_mut().enumerate().skip(1) {
        for (i, &d) in digits.iter().enumerate() {
            let j = i + 1;
            if j > h {
                break;
            }
            let rest = h - j;
            if d & 1 != 0 && rest == 0 {
                from_h.push(vec![]);
            }
            if d & 2 != 0 && rest > 0 {
                from_h.push(vec![rest]);
            }
            if d & 4 != 0 && rest >= 2 {
                for a in 1..=rest / 2 {
                    from_h.push(vec![a, rest - a]);
                }
            }
        }
    }
    moves
}

/// Misère outcomes of positions of heaps up to n, memoised.
struct Brute {
    n: usize,
    moves: Vec<Vec<Vec<usize>>>,
    /// Whether the player to move wins (N), per packed position.
    memo: HashMap<u128, bool>,
}

impl Brute {
    fn new(digits: &[u32], n: usize) -> Brute {
        assert!(n <= MAX_N);
        Brute {
            n,
            moves: octal_moves(digits, n),
            memo: HashMap::default(),
        }
    }

    /// Whether heaps of size h have a move at all. A heap with none has no
    /// options, so it is the empty game and adding it changes nothing:
    /// such heaps are left out of positions (fewer states, same outcomes).
    fn live(&self, h: usize) -> bool {
        h >= 1 && !self.moves[h].is_empty()
    }

    /// True when the position is N in misère play: it has no move at all
    /// (whoever cannot move wins), or some move leads to a P-position.
    /// Counts stay far below 2^16: the sums have at most 8 heaps of each
    /// size up to 8, so at most 288 counters.
    fn next_wins(&mut self, pos: u128) -> bool {
        if let Some(&w) = self.memo.get(&pos) {
            return w;
        }
        let mut any_move = false;
        for h in (1..=self.n).filter(|&h| count(pos, h) > 0) {
            for k in 0..self.moves[h].len() {
                any_move = true;
                let left = self.moves[h][k].iter().filter(|&&a| self.live(a));
                let next = left.fold(pos - unit(h), |q, &a| q + unit(a));
                if !self.next_wins(next) {
                    self.memo.insert(pos, true);
                    return true;
                }
            }
        }
        self.memo.insert(pos, !any_move);
        !any_move
    }

    /// Every position with at most m heaps of each (live) size up to n.
    fn bounded(&self, m: u128) -> Vec<u128> {
        let mut all = vec![0u128];
        for h in (1..=self.n).filter(|&h| self.live(h)) {
            all = all
                .iter()
                .flat_map(|&p| (0..=m).map(move |c| p + c * unit(h)))
                .collect();
        }
        all
    }

    /// The index of a position among `bounded(radix - 1)`: its counts as
    /// the digits of a number in base `radix`, the smallest size leading.
    fn index(&self, pos: u128, radix: u128) -> usize {
        let live = (1..=self.n).filter(|&h| self.live(h));
        live.fold(0, |i, h| i * radix + count(pos, h)) as usize
    }

    /// (number of classes, number of P classes) of the bounded positions,
    /// X and Z both drawn from those with at most m heaps of each size.
    fn classes(&mut self, m: u128) -> (usize, usize) {
        // The outcome of every X + Z: each sum has at most 2m heaps of each
        // size, and with counts as base 2m + 1 digits (no carries) the index
        // of X + Z is the index of X plus the index of Z.
        let sums = self.bounded(2 * m);
        let wins: Vec<bool> = sums.iter().map(|&s| self.next_wins(s)).collect();
        let all = self.bounded(m);
        let at: Vec<usize> = all.iter().map(|&p| self.index(p, 2 * m + 1)).collect();
        assert!(all.iter().zip(&at).all(|(&p, &i)| sums[i] == p), "indices");
        // Signature of X: the outcomes of X + Z for every Z, as bits; the
        // first Z is the empty position, so bit 0 is X's own outcome.
        let mut seen: HashMap<Vec<u64>, bool> = HashMap::default();
        for &x in &at {
            let mut sig = vec![0u64; at.len().div_ceil(64)];
            for (i, &z) in at.iter().enumerate() {
                if wins[x + z] {
                    sig[i / 64] |= 1 << (i % 64);
                }
            }
            let p = sig[0] & 1 == 0;
            seen.insert(sig, p);
        }
        (seen.len(), seen.values().filter(|&&p| p).count())
    }
}

/// The library's (order, P-portion) for heaps up to 1, 2, …, `to`.
fn library(spec: &str, to: u64) -> Vec<(usize, usize)> {
    let Ok(AnyGame::Misere(misere)) = AnyGame::from_spec(&format!("{spec}:misere")) else {
        panic!("{spec}: no misère form");
    };
    let mut run = misere.quotient_run().expect("a heap game");
    run.run_to(to, |_| {});
    let q = run.into_quotient();
    assert!(q.stopped.is_none(), "{spec}: stopped {:?}", q.stopped);
    assert_eq!(q.history.len() as u64, to, "{spec}: heaps computed");
    assert!(q.history.iter().zip(1..).all(|(s, n)| s.heap == n));
    q.history.iter().map(|s| (s.order, s.p)).collect()
}

/// Brute force against the library for heaps up to n = 1, 2, …, `to`.
/// The bounded count of classes must be the same for m = 2, 3 and 4 heaps
/// of each size (for n = `to` only 2 and 3, as 4 takes too long there),
/// so more copies of a heap show nothing new; it must then be the
/// library's order, and the P classes its P-portion.
fn compare(name: &str, spec: &str, digits: &[u32], to: usize) {
    let lib = library(spec, to as u64);
    for n in 1..=to {
        let mut brute = Brute::new(digits, n);
        let last_m = if n < to { 4 } else { 3 };
        let counts: Vec<(usize, usize)> = (2..=last_m).map(|m| brute.classes(m)).collect();
        let ((order, p), (lib_order, lib_p)) = (counts[0], lib[n - 1]);
        // Shown with --nocapture.
        eprintln!(
            "{name} n={n}: brute (order, P) for m = 2.. {counts:?}, library {:?}",
            lib[n - 1]
        );
        assert!(
            counts.iter().all(|&c| c == counts[0]),
            "{name} n={n}: the bounded count still changes with m: {counts:?}"
        );
        assert_eq!(
            order, lib_order,
            "{name} n={n}: brute-force order {order}, library order {lib_order}"
        );
        assert_eq!(
            p, lib_p,
            "{name} n={n} (order {order}): brute-force P-portion {p}, library P-portion {lib_p}"
        );
    }
}

/// The brute force's outcomes are right where the answer is known: misère
/// Nim (Bouton): the player to move loses exactly when every heap has at
/// most one counter and their number is odd, or some heap has two or more
/// and the nim-sum is 0.
#[test]
fn brute_force_plays_misere_nim_by_boutons_rule() {
    let mut brute = Brute::new(&[3; 5], 5);
    for pos in brute.bounded(3) {
        let heaps: Vec<usize> = (1..=5)
            .flat_map(|h| std::iter::repeat_n(h, count(pos, h) as usize))
            .collect();
        let xor = heaps.iter().fold(0, |x, &h| x ^ h);
        let lost = if heaps.iter().all(|&h| h <= 1) {
            heaps.len() % 2 == 1
        } else {
            xor == 0
        };
        assert_eq!(brute.next_wins(pos), !lost, "misère Nim {heaps:?}");
    }
}

// Nim is octal 0.333…: any number of counters, the whole heap or leaving
// one heap. The sizes reach each game's first few changes of order.

#[test]
fn nim_quotients_match_brute_force() {
    compare("Nim", "nim", &[3; MAX_N], 6);
}

#[test]
fn kayles_quotients_match_brute_force() {
    compare("Kayles 0.77", "octal:0.77", &[7, 7], 6);
}

#[test]
fn dawsons_kayles_quotients_match_brute_force() {
    compare("Dawson's Kayles 0.07", "octal:0.07", &[0, 7], 7);
}

#[test]
fn octal_0_75_quotients_match_brute_force() {
    compare("0.75", "octal:0.75", &[7, 5], 6);
}
