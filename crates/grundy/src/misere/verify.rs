//! The check that a candidate quotient is the quotient: that its P-portion
//! holds exactly the positions the player to move loses, for every
//! position made of the heaps, however many.
//!
//! A position `X` is lost by the player to move exactly when it has a move
//! and every move leaves a position the opponent wins. A move takes one
//! heap `h` of `X` to one of its options `o`, and leaves a position whose
//! class is `φ(X − h) · φ(o)`. So what the rule needs to know of `X` is its
//! class `x` and, for each class `g` of a heap in it, the class `r_g` of
//! `X` less one heap of class `g` (any one: they differ by heaps of the
//! same class). These *states* are finitely many, and adding a heap of
//! class `g` moves from one to the next by multiplication alone, so a
//! breadth-first walk from the empty position meets every state that any
//! position has. The candidate is right exactly when, at every state met,
//! `x` is in the P-portion if and only if some heap is there and every
//! option of every heap leads outside it (by induction on positions, since
//! each option is a smaller position). Heaps of one class may differ in
//! that, since the state does not say which of them is there, so a state
//! in the P-portion needs every heap of every class there to have no move
//! into it, and a state outside needs some class all of whose heaps have
//! one.

use super::budget::{Halt, Meter};
use super::monoid::{Element, Table};
use rustc_hash::FxHashMap;

/// States walked between two looks at the meter.
const CHECK_EVERY: usize = 1 << 16;

/// For one class of heaps and a rest `r`: whether every option of its
/// heaps leads outside the P-portion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Every heap of the class: yes.
    Yes,
    /// Every heap of the class: no.
    No,
    /// The heaps of the class disagree.
    Split,
}

impl Status {
    fn of(clear: bool) -> Status {
        if clear {
            Status::Yes
        } else {
            Status::No
        }
    }

    /// What a class says once a heap answering `clear` joins it.
    fn with(self, clear: bool) -> Status {
        if self == Status::of(clear) {
            self
        } else {
            Status::Split
        }
    }
}

/// The data of a check: the monoid's table and P-portion, and each heap's
/// class and the classes of its options.
pub struct Candidate<'a> {
    /// The multiplication table.
    pub table: &'a Table,
    /// The P-portion, by element.
    pub p: &'a [bool],
    /// Each heap with a move: its class and its options' classes.
    pub heaps: Vec<(Element, &'a [Element])>,
}

/// Why a check failed, or that it could not finish.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Some position's outcome differs from what the candidate says; the
    /// classes of the heaps of a position with that state.
    Wrong(Vec<Element>),
    /// The budget ran out before the walk ended.
    Budget(Halt),
}

/// A passed check: the states it met and each class's answers, so that a
/// later heap of a class already there is checked by going over the same
/// states again ([`Passed::admit`]), with no new walk.
#[derive(Clone, Debug, Default)]
pub struct Passed {
    /// The classes of heaps, in order.
    classes: Vec<Element>,
    /// `status[k][r]`: the answer of class `k` at rest `r`.
    status: Vec<Vec<Status>>,
    /// Every state: `x`, then `(k, r)` for each class present, by `k`;
    /// state `i` is `flat[starts[i]..starts[i + 1]]`.
    flat: Vec<u32>,
    starts: Vec<u32>,
    /// The state each was first reached from, and the class added.
    parent: Vec<(u32, u32)>,
}

impl Passed {
    /// How many states the walk met.
    pub fn states(&self) -> usize {
        self.starts.len().saturating_sub(1)
    }

    /// Adds a heap of class `g` whose options' classes are `options`, the
    /// monoid and every other heap unchanged: `Ok(true)` when the check
    /// still passes, `Ok(false)` when `g` is no class of the walk (a walk
    /// is needed), and the failure otherwise.
    pub fn admit(
        &mut self,
        table: &Table,
        p: &[bool],
        g: Element,
        options: &[Element],
    ) -> Result<bool, Failure> {
        let Some(k) = self.classes.iter().position(|&c| c == g) else {
            return Ok(false);
        };
        let column: Vec<Status> = self.status[k]
            .iter()
            .enumerate()
            .map(|(r, s)| s.with(clear(table, p, Element(r as u32), options)))
            .collect();
        if column == self.status[k] {
            return Ok(true);
        }
        let old = std::mem::replace(&mut self.status[k], column);
        if let Some(i) = (0..self.states()).find(|&i| !self.right(p, i)) {
            self.status[k] = old;
            return Err(Failure::Wrong(self.position(i)));
        }
        Ok(true)
    }

    /// Whether state `i` is as the candidate says.
    fn right(&self, p: &[bool], i: usize) -> bool {
        let state = &self.flat[self.starts[i] as usize..self.starts[i + 1] as usize];
        let (mut all_clear, mut some_blocked) = (true, false);
        for pair in state[1..].chunks(2) {
            match self.status[pair[0] as usize][pair[1] as usize] {
                Status::Yes => {}
                Status::No => (all_clear, some_blocked) = (false, true),
                Status::Split => all_clear = false,
            }
        }
        // A lost position has a move and no winning one; a won position
        // has some class all of whose heaps have a winning move (or no
        // move at all).
        match (state.len() > 1, p[state[0] as usize]) {
            (false, lost) => !lost,
            (true, true) => all_clear,
            (true, false) => some_blocked,
        }
    }

    /// The classes of the heaps added on the way to state `i`.
    fn position(&self, mut i: usize) -> Vec<Element> {
        let mut heaps = Vec::new();
        while i != 0 {
            let (from, k) = self.parent[i];
            heaps.push(self.classes[k as usize]);
            i = from as usize;
        }
        heaps.reverse();
        heaps
    }
}

/// Whether every option leads outside the P-portion from the rest `r`.
pub fn clear(table: &Table, p: &[bool], r: Element, options: &[Element]) -> bool {
    options.iter().all(|&o| !p[table.mul(r, o).index()])
}

impl Passed {
    /// The bytes its tables hold, estimated.
    pub fn bytes(&self) -> u64 {
        (4 * (self.flat.capacity() + self.starts.capacity()) + 8 * self.parent.capacity()) as u64
            + self.status.iter().map(|s| s.capacity() as u64).sum::<u64>()
    }
}

/// Runs the check: the walk over every state, then each state's rule,
/// within the meter's budget (`held`: the bytes the caller holds beside).
pub fn check(
    candidate: &Candidate<'_>,
    meter: &mut Meter<'_>,
    held: u64,
) -> Result<Passed, Failure> {
    let order = candidate.table.order();
    let (table, p) = (candidate.table, candidate.p);
    let mut classes: Vec<Element> = candidate.heaps.iter().map(|h| h.0).collect();
    classes.sort();
    classes.dedup();
    // Each class's answer at each rest, heap by heap.
    let mut status: Vec<Option<Vec<Status>>> = vec![None; classes.len()];
    for (g, options) in &candidate.heaps {
        let k = classes.binary_search(g).expect("a class");
        let column = (0..order as u32).map(|r| clear(table, p, Element(r), options));
        status[k] = Some(match status[k].take() {
            None => column.map(Status::of).collect(),
            Some(old) => old.iter().zip(column).map(|(s, c)| s.with(c)).collect(),
        });
    }
    let mut passed = Passed {
        status: status
            .into_iter()
            .map(|s| s.expect("each class has a heap"))
            .collect(),
        classes,
        flat: vec![Element::ONE.0],
        starts: vec![0, 1],
        parent: vec![(0, 0)],
    };
    let mut index: FxHashMap<Vec<u32>, u32> = FxHashMap::default();
    index.insert(vec![Element::ONE.0], 0);
    let mut next: Vec<u32> = Vec::new();
    let mut i = 0;
    while i < passed.states() {
        if i % CHECK_EVERY == 0 {
            // The index holds each state's key again, and a slot for it.
            let index_bytes = index.capacity() as u64 * 33
                + (passed.flat.len() as u64) * 4
                + index.len() as u64 * 16;
            meter
                .check(i as u64, held + passed.bytes() + index_bytes)
                .map_err(Failure::Budget)?;
        }
        if !passed.right(p, i) {
            return Err(Failure::Wrong(passed.position(i)));
        }
        let state = passed.flat[passed.starts[i] as usize..passed.starts[i + 1] as usize].to_vec();
        let x = Element(state[0]);
        for (k, &g) in passed.classes.iter().enumerate() {
            let k = k as u32;
            next.clear();
            next.push(table.mul(x, g).0);
            let mut added = false;
            for pair in state[1..].chunks(2) {
                if pair[0] == k {
                    // The heap added is one to take away: the rest is x.
                    next.extend([k, x.0]);
                    added = true;
                } else {
                    if !added && pair[0] > k {
                        next.extend([k, x.0]);
                        added = true;
                    }
                    next.extend([pair[0], table.mul(Element(pair[1]), g).0]);
                }
            }
            if !added {
                next.extend([k, x.0]);
            }
            if !index.contains_key(next.as_slice()) {
                index.insert(next.clone(), passed.states() as u32);
                passed.flat.extend(&next);
                passed.starts.push(passed.flat.len() as u32);
                passed.parent.push((i as u32, k));
            }
        }
        i += 1;
    }
    Ok(passed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::misere::budget::without_limits;
    use crate::misere::monoid::Monoid;

    /// Misère Nim with heaps of one only: the group of order two, the
    /// heap of one its generator and P the odd counts.
    fn ones() -> (Monoid, Table) {
        let act = vec![vec![1, 2, 3, 0]];
        let m = Monoid::reduced(act, &[false, true, false, true]).monoid;
        let t = m.table();
        (m, t)
    }

    #[test]
    fn heaps_of_one_pass() {
        let (m, t) = ones();
        let a = Element(1);
        let p: Vec<bool> = (0..2).map(|x| m.is_p(Element(x))).collect();
        // A heap of one has one option, the empty heap.
        let options = [Element::ONE];
        let c = Candidate {
            table: &t,
            p: &p,
            heaps: vec![(a, &options)],
        };
        let passed = without_limits(|m| check(&c, m, 0)).expect("misère Nim of ones");
        assert_eq!(passed.states(), 3);
    }

    #[test]
    fn a_wrong_p_portion_is_caught_with_a_position() {
        let (m, t) = ones();
        // Claim the empty position and even counts lost instead.
        let p: Vec<bool> = (0..2).map(|x| !m.is_p(Element(x))).collect();
        let options = [Element::ONE];
        let c = Candidate {
            table: &t,
            p: &p,
            heaps: vec![(Element(1), &options)],
        };
        assert_eq!(
            without_limits(|m| check(&c, m, 0)).unwrap_err(),
            Failure::Wrong(Vec::new())
        );
    }

    #[test]
    fn heaps_of_one_class_must_agree() {
        let (m, t) = ones();
        let p: Vec<bool> = (0..2).map(|x| m.is_p(Element(x))).collect();
        // A second heap claimed to act as a heap of one, whose only option
        // is a heap of one: it plays like a heap of two, not of one.
        let one = [Element::ONE];
        let two = [Element::ONE, Element(1)];
        let c = Candidate {
            table: &t,
            p: &p,
            heaps: vec![(Element(1), &one), (Element(1), &two)],
        };
        assert!(matches!(
            without_limits(|m| check(&c, m, 0)),
            Err(Failure::Wrong(_))
        ));
    }
}
