//! The misère outcome of every position up to a weight, bottom up.
//!
//! [`crate::misere::MisereSolver`] answers one position at a time through
//! the game trait. To know every position of weight up to
//! [`MISERE_REACH`], this table instead walks the positions in an order in
//! which each one's options come before it: by weight, and within a weight
//! from the most pieces to the fewest. A cut removes 0, 1 or 2 of the
//! weight, and one that removes none splits a surface in two, so its
//! option has the same weight and one piece more. Each position is a fixed
//! array of surface codes, so the table allocates nothing per position,
//! and each surface's options are worked out once, from the game's own
//! moves. Only the lost positions are kept (every position the table has
//! reached and not kept is won), so a finished table also travels as its
//! lost positions alone ([`MisereTable::lost_codes`],
//! [`MisereTable::from_lost`]): the page's worker builds it, the page
//! reads it.

use super::rules::Rules;
use super::weight::{weight, MISERE_REACH};
use crate::manifold::{Orientability, Position, Surface};
use crate::misere::Outcome;
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

const SLOTS: usize = MISERE_REACH as usize;

/// A position: surface codes in decreasing order, then zeros.
type Key = [u8; SLOTS];

/// `n_g` is `g`, `o_g` is `128 + g`; the sphere has no code.
fn code(s: Surface) -> u8 {
    match s.orientability() {
        Orientability::Nonorientable => s.genus() as u8,
        Orientability::Orientable => 128 + s.genus() as u8,
    }
}

fn surface(code: u8) -> Surface {
    if code >= 128 {
        Surface::orientable(u64::from(code - 128))
    } else {
        Surface::nonorientable(u64::from(code))
    }
}

/// A multiply-and-rotate hash: keys are short, trusted and many.
#[derive(Default)]
struct Mix(u64);

impl Hasher for Mix {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(word))
                .wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
}

/// How far a table has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TableProgress {
    /// Every position of weight below this is done.
    pub weight: u64,
    /// The weight the table goes to.
    pub last: u64,
    /// Positions done.
    pub positions: u64,
}

/// Misère outcomes of every position up to a weight, built a weight at a
/// time ([`MisereTable::step`]).
pub struct MisereTable {
    rules: Rules,
    last: u64,
    next: u64,
    /// Each surface code's options: the pieces a cut leaves, in codes.
    options: HashMap<u8, Vec<Vec<u8>>>,
    /// The lost positions found so far; the others reached are won.
    lost: HashSet<Key, BuildHasherDefault<Mix>>,
    /// How many positions are done.
    positions: u64,
    /// P-positions of each weight, and all positions of each weight.
    lost_by_weight: Vec<u64>,
    all_by_weight: Vec<u64>,
    /// The weight begun and not finished ([`MisereTable::step_part`]).
    partial: Option<Partial>,
}

/// A weight being worked out: its positions in order, how many are done,
/// and how many of those are lost.
struct Partial {
    keys: Vec<Key>,
    done: usize,
    lost: u64,
}

impl MisereTable {
    /// A table for `rules` to weight `last` (at most [`MISERE_REACH`]).
    pub fn new(rules: Rules, last: u64) -> MisereTable {
        let last = last.min(MISERE_REACH);
        let mut options = HashMap::new();
        for w in 1..=last {
            let mut kinds = vec![Surface::nonorientable(w)];
            if w % 2 == 0 {
                kinds.push(Surface::orientable(w / 2));
            }
            for s in kinds {
                let start = Position::new(vec![s]);
                // The positions the allowed cuts leave.
                let mut pieces: Vec<Vec<u8>> = start
                    .moves()
                    .filter(|m| rules.allows(m.cut.kind()))
                    .filter_map(|m| start.apply(&m).ok())
                    .map(|p| {
                        let mut v: Vec<u8> = p
                            .surfaces()
                            .iter()
                            .filter(|s| !s.is_sphere())
                            .map(|&s| code(s))
                            .collect();
                        descending(&mut v);
                        v
                    })
                    .collect();
                pieces.sort_unstable();
                pieces.dedup();
                options.insert(code(s), pieces);
            }
        }
        MisereTable {
            rules,
            last,
            next: 0,
            options,
            lost: HashSet::default(),
            positions: 0,
            lost_by_weight: Vec::new(),
            all_by_weight: Vec::new(),
            partial: None,
        }
    }

    /// The rules.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Whether every weight is done.
    pub fn done(&self) -> bool {
        self.next > self.last
    }

    /// Where the table stands.
    pub fn progress(&self) -> TableProgress {
        TableProgress {
            weight: self.next,
            last: self.last,
            positions: self.positions,
        }
    }

    /// P-positions of each weight `0..` done so far.
    pub fn lost_by_weight(&self) -> &[u64] {
        &self.lost_by_weight
    }

    /// Positions of each weight `0..` done so far.
    pub fn all_by_weight(&self) -> &[u64] {
        &self.all_by_weight
    }

    /// Works out every position of the next weight.
    pub fn step(&mut self) -> TableProgress {
        while !self.step_part(usize::MAX) {}
        self.progress()
    }

    /// Works out at most `most` positions of the next weight, in the
    /// table's order, so that a caller can stop between parts of a heavy
    /// weight; gives back whether that weight is finished (or every
    /// weight was). Positions of a weight begun are not answered until it
    /// is finished.
    pub fn step_part(&mut self, most: usize) -> bool {
        if self.done() {
            return true;
        }
        let mut part = match self.partial.take() {
            Some(part) => part,
            None => Partial {
                keys: self.keys_of(self.next),
                done: 0,
                lost: 0,
            },
        };
        let end = part.keys.len().min(part.done.saturating_add(most));
        for i in part.done..end {
            let key = part.keys[i];
            if !self.decide(&key) {
                part.lost += 1;
                self.lost.insert(key);
            }
        }
        part.done = end;
        if part.done < part.keys.len() {
            self.partial = Some(part);
            return false;
        }
        self.positions += part.keys.len() as u64;
        self.lost_by_weight.push(part.lost);
        self.all_by_weight.push(part.keys.len() as u64);
        self.next += 1;
        true
    }

    /// Every position of weight `w`, in the order they are worked out:
    /// options of the same weight have one piece more, so most pieces
    /// first.
    fn keys_of(&self, w: u64) -> Vec<Key> {
        let mut keys = Vec::new();
        let mut codes: Vec<u8> = self.options.keys().copied().collect();
        descending(&mut codes);
        let mut now = Vec::new();
        exact(&codes, 0, w, &mut now, &mut keys);
        most_pieces_first(keys)
    }

    fn decide(&self, key: &Key) -> bool {
        let len = key.iter().position(|&c| c == 0).unwrap_or(SLOTS);
        let mut moved = false;
        let mut i = 0;
        while i < len {
            let c = key[i];
            for pieces in &self.options[&c] {
                moved = true;
                let next = replace(key, len, i, pieces);
                // Every option is lighter, or as heavy with more pieces.
                if self.lost.contains(&next) {
                    return true;
                }
            }
            while i < len && key[i] == c {
                i += 1;
            }
        }
        // No move at all: the opponent made the last one, and lost.
        !moved
    }

    /// The outcome of a position the table covers.
    pub fn outcome(&self, position: &Position) -> Option<Outcome> {
        let mut codes: Vec<u8> = Vec::new();
        let mut total = 0u128;
        for &s in position.surfaces() {
            if s.is_sphere() {
                continue;
            }
            total += weight(s);
            if total >= u128::from(self.next) {
                return None;
            }
            codes.push(code(s));
        }
        descending(&mut codes);
        let mut key = [0u8; SLOTS];
        key[..codes.len()].copy_from_slice(&codes);
        // Every position lighter than `next` is done.
        Some(if self.lost.contains(&key) {
            Outcome::Previous
        } else {
            Outcome::Next
        })
    }

    /// The lost positions of a finished table, each as its number of
    /// surfaces then their codes, for [`MisereTable::from_lost`].
    pub fn lost_codes(&self) -> Vec<u8> {
        let mut keys: Vec<&Key> = self.lost.iter().collect();
        keys.sort_unstable();
        let mut out = Vec::new();
        for key in keys {
            let len = key.iter().position(|&c| c == 0).unwrap_or(SLOTS);
            out.push(len as u8);
            out.extend_from_slice(&key[..len]);
        }
        out
    }

    /// The table to weight `last` that [`MisereTable::lost_codes`] wrote
    /// for `rules`, with its counts by weight.
    pub fn from_lost(
        rules: Rules,
        last: u64,
        lost: &[u8],
        counts: Counts,
    ) -> Result<MisereTable, BadTable> {
        if last > MISERE_REACH {
            return Err(BadTable::Weight(last));
        }
        let mut table = MisereTable::new(rules, last);
        let mut at = 0;
        while at < lost.len() {
            let len = usize::from(lost[at]);
            let codes = lost.get(at + 1..at + 1 + len).ok_or(BadTable::Cut)?;
            if len == 0 || len > SLOTS || !codes.windows(2).all(|w| w[0] >= w[1]) {
                return Err(BadTable::Position(at));
            }
            let mut total = 0;
            for &c in codes {
                if c == 0 || c == 128 || (c > 128 && 2 * u64::from(c - 128) > last) {
                    return Err(BadTable::Position(at));
                }
                total += weight(surface(c)) as u64;
            }
            if total > last {
                return Err(BadTable::Position(at));
            }
            let mut key = [0u8; SLOTS];
            key[..len].copy_from_slice(codes);
            table.lost.insert(key);
            at += 1 + len;
        }
        let weights = last as usize + 1;
        if counts.all_by_weight.len() != weights || counts.lost_by_weight.len() != weights {
            return Err(BadTable::Counts);
        }
        table.positions = counts.all_by_weight.iter().sum();
        table.all_by_weight = counts.all_by_weight;
        table.lost_by_weight = counts.lost_by_weight;
        table.next = last + 1;
        Ok(table)
    }

    /// The table's counts by weight.
    pub fn counts(&self) -> Counts {
        Counts {
            all_by_weight: self.all_by_weight.clone(),
            lost_by_weight: self.lost_by_weight.clone(),
        }
    }

    /// The lightest P-positions, up to `count`, in notation.
    pub fn lightest_lost(&self, count: usize) -> Vec<String> {
        let mut lost: Vec<(u64, String)> = self
            .lost
            .iter()
            .map(|key| {
                let mut surfaces: Vec<Surface> = key
                    .iter()
                    .take_while(|&&c| c != 0)
                    .map(|&c| surface(c))
                    .collect();
                surfaces.reverse();
                let p = Position::new(surfaces);
                let w = p.surfaces().iter().map(|&s| weight(s) as u64).sum();
                (w, crate::manifold::format_position(&p))
            })
            .collect();
        lost.sort_unstable();
        lost.truncate(count);
        lost.into_iter().map(|(_, text)| text).collect()
    }
}

/// Positions and lost positions of each weight of a table, from 0.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Counts {
    /// Positions of each weight.
    pub all_by_weight: Vec<u64>,
    /// P-positions of each weight.
    pub lost_by_weight: Vec<u64>,
}

/// Why lost positions handed over do not make a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadTable {
    /// The weight is past [`MISERE_REACH`].
    Weight(u64),
    /// The list ends inside a position.
    Cut,
    /// The position starting at this byte is no position of the table.
    Position(usize),
    /// The counts do not cover each weight once.
    Counts,
}

impl fmt::Display for BadTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadTable::Weight(w) => {
                write!(f, "weight {w} is past the table's reach, {MISERE_REACH}")
            }
            BadTable::Cut => f.write_str("the list of lost positions ends inside a position"),
            BadTable::Position(at) => {
                write!(f, "the position at byte {at} is not one of the table's")
            }
            BadTable::Counts => f.write_str("the counts by weight do not cover each weight once"),
        }
    }
}

impl std::error::Error for BadTable {}

/// `v` from largest to smallest.
fn descending<T: Ord>(v: &mut [T]) {
    v.sort_unstable_by(|a, b| b.cmp(a));
}

/// The keys with the most pieces first, each count's keys in the order
/// they came: each key counted once and put in its count's bucket.
fn most_pieces_first(keys: Vec<Key>) -> Vec<Key> {
    let total = keys.len();
    let mut buckets: Vec<Vec<Key>> = vec![Vec::new(); SLOTS + 1];
    for key in keys {
        let pieces = key.iter().take_while(|&&c| c != 0).count();
        buckets[pieces].push(key);
    }
    let mut out = Vec::with_capacity(total);
    for bucket in buckets.into_iter().rev() {
        out.extend(bucket);
    }
    out
}

/// Every position of weight exactly `left` from `codes[from..]`, codes in
/// decreasing order.
fn exact(codes: &[u8], from: usize, left: u64, now: &mut Vec<u8>, out: &mut Vec<Key>) {
    if left == 0 {
        let mut key = [0u8; SLOTS];
        key[..now.len()].copy_from_slice(now);
        out.push(key);
        return;
    }
    for (i, &c) in codes.iter().enumerate().skip(from) {
        let w = weight(surface(c)) as u64;
        if w <= left {
            now.push(c);
            exact(codes, i, left - w, now, out);
            now.pop();
        }
    }
}

/// `key` with its entry `at` replaced by `pieces`, kept in order.
fn replace(key: &Key, len: usize, at: usize, pieces: &[u8]) -> Key {
    let mut out = [0u8; SLOTS];
    let (mut a, mut b, mut o) = (0, 0, 0);
    while a < len || b < pieces.len() {
        if a == at {
            a += 1;
            continue;
        }
        let take_key = b >= pieces.len() || (a < len && key[a] >= pieces[b]);
        out[o] = if take_key {
            a += 1;
            key[a - 1]
        } else {
            b += 1;
            pieces[b - 1]
        };
        o += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::lab::misere::positions_to;
    use crate::games::lab::{LabGame, Variant};
    use crate::misere::MisereSolver;

    /// The table of `rules` to weight `last`, finished.
    fn built(rules: Rules, last: u64) -> MisereTable {
        let mut table = MisereTable::new(rules, last);
        while !table.done() {
            table.step();
        }
        table
    }

    #[test]
    fn a_table_built_in_small_parts_is_the_table_built_a_weight_at_a_time() {
        let rules = Rules::parse("cgh").unwrap();
        let whole = built(rules, 20);
        let mut parts = MisereTable::new(rules, 20);
        let mut weights = 0;
        while !parts.done() {
            let before = parts.progress().weight;
            if parts.step_part(37) {
                weights += 1;
                assert_eq!(parts.progress().weight, before + 1);
            } else {
                // Inside a weight: nothing of it is answered yet.
                assert_eq!(parts.progress().weight, before);
                let heavy = Position::new(vec![Surface::nonorientable(before)]);
                assert_eq!(parts.outcome(&heavy), None);
            }
        }
        assert_eq!(weights, 21);
        assert_eq!(parts.lost_codes(), whole.lost_codes());
        assert_eq!(parts.counts(), whole.counts());
        assert_eq!(parts.progress(), whole.progress());
    }

    #[test]
    fn the_table_agrees_with_the_search() {
        for rules in ["abcdefgh", "cgh", "a", "bd", "h", "ef"] {
            let rules = Rules::parse(rules).unwrap();
            let table = built(rules, 12);
            let mut solver = MisereSolver::new(LabGame::new(Variant {
                rules,
                misere: true,
            }));
            for p in positions_to(12) {
                assert_eq!(
                    table.outcome(&p),
                    Some(solver.outcome(&p)),
                    "{rules}: {p:?}"
                );
            }
            assert_eq!(table.all_by_weight().iter().sum::<u64>(), 734);
        }
    }

    #[test]
    fn a_table_read_back_from_its_lost_positions_answers_alike() {
        let rules = Rules::parse("cgh").unwrap();
        let table = built(rules, 12);
        let copy = MisereTable::from_lost(rules, 12, &table.lost_codes(), table.counts())
            .expect("a table's own list");
        for p in positions_to(12) {
            assert_eq!(copy.outcome(&p), table.outcome(&p), "{p:?}");
        }
        assert_eq!(copy.progress(), table.progress());
        assert_eq!(copy.lightest_lost(8), table.lightest_lost(8));
    }

    #[test]
    fn a_list_that_is_no_table_is_refused() {
        let rules = Rules::ALL;
        let counts = |n: usize| Counts {
            all_by_weight: vec![1; n],
            lost_by_weight: vec![0; n],
        };
        assert_eq!(
            MisereTable::from_lost(rules, 4, &[2, 3], counts(5)).err(),
            Some(BadTable::Cut)
        );
        // Codes must fall, and weigh no more than the table.
        assert_eq!(
            MisereTable::from_lost(rules, 4, &[2, 1, 3], counts(5)).err(),
            Some(BadTable::Position(0))
        );
        assert_eq!(
            MisereTable::from_lost(rules, 4, &[1, 5], counts(5)).err(),
            Some(BadTable::Position(0))
        );
        assert_eq!(
            MisereTable::from_lost(rules, 4, &[1, 3], counts(4)).err(),
            Some(BadTable::Counts)
        );
        assert_eq!(
            MisereTable::from_lost(rules, 40, &[], counts(41)).err(),
            Some(BadTable::Weight(40))
        );
    }

    #[test]
    fn past_the_table_there_is_no_answer() {
        let mut table = MisereTable::new(Rules::ALL, 4);
        table.step();
        table.step();
        assert!(table
            .outcome(&Position::new(vec![Surface::nonorientable(1)]))
            .is_some());
        assert_eq!(
            table.outcome(&Position::new(vec![Surface::nonorientable(2)])),
            None
        );
    }
}
