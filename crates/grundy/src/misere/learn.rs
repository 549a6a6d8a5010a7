//! The quotient of heaps up to `n` learned from outcomes, for the steps
//! where a class of the smaller quotient splits ([`super::heaps`]).
//!
//! The quotient is the smallest commutative monoid whose P-portion holds
//! exactly the lost positions, so it can be learned from questions "is
//! this position lost?" as an automaton is (Angluin; Rivest and Schapire):
//! a set of lightest positions, one per class found, and a set of
//! positions added to them as tests; two positions share a class while no
//! test tells them apart. The hypothesis is checked on every position
//! ([`super::verify`]); a failure yields a position it gets wrong, and the
//! test that separates two positions it confused. The answers come from a
//! search that asks the last quotient checked about every position of
//! smaller heaps, so only positions holding the new heap are searched.

use super::budget::{Halt, Meter};
use super::monoid::{Element, Monoid};
use super::verify::{self, Candidate, Failure, Passed};
use std::collections::HashMap;

/// Outcomes of positions: whether the player to move loses.
pub trait Oracle {
    /// Whether `heaps` (sorted) is lost by the player to move, found
    /// within the meter's budget.
    fn lost(&mut self, heaps: &[u64], meter: &mut Meter<'_>) -> Result<bool, Halt>;

    /// The bytes the oracle holds, estimated.
    fn bytes(&self) -> u64;
}

/// A learned quotient: the monoid, each heap's class (heap 0 first), and
/// what its check found.
pub struct Learned {
    /// The monoid and P-portion.
    pub monoid: Monoid,
    /// The class of each heap from 0.
    pub phi: Vec<Element>,
    /// What the check met.
    pub passed: Passed,
}

/// Why learning stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LearnStop {
    /// The budget ran out.
    Budget(Halt),
    /// No position the hypothesis gets wrong was found where the check
    /// says one is, or the answers contradict each other: learning
    /// cannot go on (a true oracle and a true check never lead here).
    Stuck,
}

impl From<Halt> for LearnStop {
    fn from(halt: Halt) -> LearnStop {
        LearnStop::Budget(halt)
    }
}

/// Learns the quotient of the positions made of heaps `1..=n`, given
/// each heap's options (`options[h]`, what each move leaves).
pub fn learn(
    options: &[Vec<Vec<u64>>],
    oracle: &mut dyn Oracle,
    meter: &mut Meter<'_>,
) -> Result<Learned, LearnStop> {
    let n = options.len() - 1;
    let letters: Vec<u64> = (1..=n as u64)
        .filter(|&h| !options[h as usize].is_empty())
        .collect();
    let mut table = Table {
        access: vec![Vec::new()],
        tests: vec![Vec::new()],
        rows: Vec::new(),
        letters,
    };
    table.rows.push(table.row(&[], oracle, meter)?);
    loop {
        let hyp = table.close(oracle, meter)?;
        // The two orders of two letters must reach one state.
        if let Some(test) = hyp.commuting_test(&table, oracle, meter)? {
            table.add_test(test, oracle, meter)?;
            continue;
        }
        let reduction = Monoid::reduced(hyp.act.clone(), &hyp.p);
        let monoid = reduction.monoid;
        let tab = monoid.table();
        let mut phi = vec![Element::ONE; n + 1];
        for (i, &h) in table.letters.iter().enumerate() {
            phi[h as usize] = reduction.map[hyp.act[i][0] as usize];
        }
        let classes = option_classes(&tab, &phi, options);
        let p: Vec<bool> = (0..monoid.order() as u32)
            .map(|x| monoid.is_p(Element(x)))
            .collect();
        let heaps = table
            .letters
            .iter()
            .map(|&h| (phi[h as usize], classes[h as usize].as_slice()))
            .collect();
        let candidate = Candidate {
            table: &tab,
            p: &p,
            heaps,
        };
        let held = oracle.bytes() + table.bytes();
        match verify::check(&candidate, meter, held) {
            Ok(passed) => {
                return Ok(Learned {
                    monoid,
                    phi,
                    passed,
                })
            }
            Err(Failure::Budget(halt)) => return Err(LearnStop::Budget(halt)),
            Err(Failure::Wrong(state)) => {
                // A concrete position of that state, then one the
                // hypothesis gets wrong.
                let word = hyp.wrong_position(&state, &phi, options, oracle, meter)?;
                table.refine(&word, &hyp, oracle, meter)?;
            }
        }
    }
}

/// The classes of what each heap's moves leave, without repeats.
pub fn option_classes(
    table: &super::monoid::Table,
    phi: &[Element],
    options: &[Vec<Vec<u64>>],
) -> Vec<Vec<Element>> {
    options
        .iter()
        .map(|leaves| {
            let mut c: Vec<Element> = leaves
                .iter()
                .map(|l| {
                    l.iter()
                        .fold(Element::ONE, |x, &h| table.mul(x, phi[h as usize]))
                })
                .collect();
            c.sort();
            c.dedup();
            c
        })
        .collect()
}

/// The observation table: lightest positions found per class, tests, and
/// each access position's row of answers.
struct Table {
    access: Vec<Vec<u64>>,
    tests: Vec<Vec<u64>>,
    rows: Vec<Vec<bool>>,
    letters: Vec<u64>,
}

/// A hypothesis: the access positions as states, the letters' actions.
struct Hypothesis {
    act: Vec<Vec<u32>>,
    p: Vec<bool>,
}

fn join(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut v: Vec<u64> = a.iter().chain(b).copied().collect();
    v.sort_unstable();
    v
}

impl Table {
    /// The bytes the table holds, estimated.
    fn bytes(&self) -> u64 {
        let positions: usize = self
            .access
            .iter()
            .chain(&self.tests)
            .map(|p| 24 + 8 * p.len())
            .sum();
        (positions + self.rows.len() * (24 + self.tests.len())) as u64
    }

    fn row(
        &self,
        x: &[u64],
        oracle: &mut dyn Oracle,
        meter: &mut Meter<'_>,
    ) -> Result<Vec<bool>, LearnStop> {
        self.tests
            .iter()
            .map(|t| oracle.lost(&join(x, t), meter).map_err(LearnStop::Budget))
            .collect()
    }

    /// Adds access positions until every one-letter extension matches a
    /// row, and returns the hypothesis.
    fn close(
        &mut self,
        oracle: &mut dyn Oracle,
        meter: &mut Meter<'_>,
    ) -> Result<Hypothesis, LearnStop> {
        let mut index: HashMap<Vec<bool>, u32> = self
            .rows
            .iter()
            .enumerate()
            .map(|(i, r)| (r.clone(), i as u32))
            .collect();
        let mut act = vec![Vec::new(); self.letters.len()];
        let mut i = 0;
        while i < self.access.len() {
            for (l, &h) in self.letters.clone().iter().enumerate() {
                let next = join(&self.access[i], &[h]);
                let row = self.row(&next, oracle, meter)?;
                let target = match index.get(&row) {
                    Some(&t) => t,
                    None => {
                        // A new element: its row, and the actions' and
                        // the table's share of it to come.
                        let order = self.access.len() as u64 + 1;
                        let held = oracle.bytes() + self.bytes() + 4 * order * order;
                        meter.check(order, held)?;
                        let t = self.access.len() as u32;
                        index.insert(row.clone(), t);
                        self.access.push(next);
                        self.rows.push(row);
                        t
                    }
                };
                act[l].push(target);
            }
            i += 1;
        }
        let p = self.rows.iter().map(|r| r[0]).collect();
        Ok(Hypothesis { act, p })
    }

    /// Adds the test that a position the hypothesis gets wrong yields
    /// (Rivest and Schapire's split of the position's letters).
    fn refine(
        &mut self,
        word: &[u64],
        hyp: &Hypothesis,
        oracle: &mut dyn Oracle,
        meter: &mut Meter<'_>,
    ) -> Result<(), LearnStop> {
        let letter = |h: u64| self.letters.iter().position(|&x| x == h).expect("a letter");
        // States along the word, then q(j): the access position of the
        // state after j letters, plus the rest of the word.
        let mut states = vec![0u32];
        for &h in word {
            let s = *states.last().expect("state 0");
            states.push(hyp.act[letter(h)][s as usize]);
        }
        let m = word.len();
        let q = |j: usize, oracle: &mut dyn Oracle, meter: &mut Meter<'_>| {
            let x = join(&self.access[states[j] as usize], &word[j..]);
            oracle.lost(&x, meter).map_err(LearnStop::Budget)
        };
        let (mut lo, mut hi) = (0usize, m);
        let (q_lo, q_hi) = (q(lo, oracle, meter)?, q(hi, oracle, meter)?);
        debug_assert!(q_lo != q_hi, "the word is a counterexample");
        // Invariant: q(lo) != q(hi).
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if q(mid, oracle, meter)? == q_lo {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        let test = join(&word[hi..], &[]);
        self.add_test(test, oracle, meter)
    }

    /// Adds a test and the answers of every access position to it.
    fn add_test(
        &mut self,
        test: Vec<u64>,
        oracle: &mut dyn Oracle,
        meter: &mut Meter<'_>,
    ) -> Result<(), LearnStop> {
        if self.tests.contains(&test) {
            // A test already there separates nothing new: the answers
            // contradict each other, which a true oracle never does.
            return Err(LearnStop::Stuck);
        }
        for (a, row) in self.access.iter().zip(self.rows.iter_mut()) {
            row.push(oracle.lost(&join(a, &test), meter)?);
        }
        self.tests.push(test);
        Ok(())
    }
}

impl Hypothesis {
    /// Where two orders of two letters lead to different states, the test
    /// that separates a position from the state it was wrongly put in.
    fn commuting_test(
        &self,
        table: &Table,
        oracle: &mut dyn Oracle,
        meter: &mut Meter<'_>,
    ) -> Result<Option<Vec<u64>>, LearnStop> {
        for s in 0..self.p.len() {
            for a in 0..self.act.len() {
                for b in a + 1..self.act.len() {
                    let (sa, sb) = (self.act[a][s] as usize, self.act[b][s] as usize);
                    let ab = self.act[b][sa] as usize;
                    let ba = self.act[a][sb] as usize;
                    if ab == ba {
                        continue;
                    }
                    // The two states' rows differ at some test t; the
                    // position access(s) + a + b + t has one outcome, so
                    // one path put a one-letter extension in the wrong
                    // state, and b + t (or a + t) shows it.
                    let t = (0..table.tests.len())
                        .find(|&t| table.rows[ab][t] != table.rows[ba][t])
                        .expect("distinct states have distinct rows");
                    let (ha, hb) = (table.letters[a], table.letters[b]);
                    let x = join(&table.access[s], &join(&[ha, hb], &table.tests[t]));
                    let truth = oracle.lost(&x, meter)?;
                    let test = if truth != table.rows[ab][t] {
                        join(&[hb], &table.tests[t])
                    } else {
                        join(&[ha], &table.tests[t])
                    };
                    return Ok(Some(test));
                }
            }
        }
        Ok(None)
    }

    /// The state after reading a word.
    fn run(&self, letters: &[u64], word: &[u64]) -> u32 {
        word.iter().fold(0u32, |s, &h| {
            let l = letters.iter().position(|&x| x == h).expect("a letter");
            self.act[l][s as usize]
        })
    }

    /// A position the hypothesis gets wrong, from a failed state of the
    /// check (the classes of the heaps added to reach it).
    fn wrong_position(
        &self,
        state: &[Element],
        phi: &[Element],
        options: &[Vec<Vec<u64>>],
        oracle: &mut dyn Oracle,
        meter: &mut Meter<'_>,
    ) -> Result<Vec<u64>, LearnStop> {
        // Each class by every heap of it; try the combinations, smallest
        // heaps first, until one position's rule fails locally.
        let heaps_of = |g: Element| -> Vec<u64> {
            (1..phi.len() as u64)
                .filter(|&h| phi[h as usize] == g && !options[h as usize].is_empty())
                .collect()
        };
        let choices: Vec<Vec<u64>> = state.iter().map(|&g| heaps_of(g)).collect();
        let mut pick = vec![0usize; choices.len()];
        loop {
            let mut x: Vec<u64> = pick.iter().zip(&choices).map(|(&i, c)| c[i]).collect();
            x.sort_unstable();
            if let Some(w) = self.descend(&x, options, oracle, meter)? {
                return Ok(w);
            }
            // Next combination.
            let mut k = 0;
            loop {
                if k == pick.len() {
                    return Err(LearnStop::Stuck);
                }
                pick[k] += 1;
                if pick[k] < choices[k].len() {
                    break;
                }
                pick[k] = 0;
                k += 1;
            }
        }
    }

    /// From a position, one the hypothesis predicts wrongly: itself, or
    /// an option; `None` when it and all its options are right.
    fn descend(
        &self,
        x: &[u64],
        options: &[Vec<Vec<u64>>],
        oracle: &mut dyn Oracle,
        meter: &mut Meter<'_>,
    ) -> Result<Option<Vec<u64>>, LearnStop> {
        let letters: Vec<u64> = (1..options.len() as u64)
            .filter(|&h| !options[h as usize].is_empty())
            .collect();
        let predicted = |w: &[u64]| -> bool {
            let w: Vec<u64> = w.iter().copied().filter(|h| letters.contains(h)).collect();
            self.p[self.run(&letters, &w) as usize]
        };
        let truth = oracle.lost(x, meter)?;
        if predicted(x) != truth {
            return Ok(Some(x.to_vec()));
        }
        for (i, &h) in x.iter().enumerate() {
            for leaves in &options[h as usize] {
                let mut y: Vec<u64> = x[..i]
                    .iter()
                    .chain(&x[i + 1..])
                    .chain(leaves)
                    .copied()
                    .collect();
                y.sort_unstable();
                let t = oracle.lost(&y, meter)?;
                if predicted(&y) != t {
                    return Ok(Some(y));
                }
            }
        }
        Ok(None)
    }
}
