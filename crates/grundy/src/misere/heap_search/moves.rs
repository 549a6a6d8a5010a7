//! A heap game's moves as the search reads them: each heap's options
//! (only the heaps with a move that each leaves, sorted), read once from
//! the game, and the normal-play values that order the search.

use super::super::heaps::{Leaves, Movable};
use rustc_hash::FxHashMap;
use std::rc::Rc;

/// Normal-play values are worked out, for the order of the search, for
/// heaps up to this; larger heaps are opened in the order met.
const VALUED: u64 = 1024;

/// Heaps below this have their options in a list by heap.
const LISTED: u64 = 4096;

/// Each heap's options and value, as far as they are asked for.
pub struct Moves {
    leaves: Leaves,
    has_move: Movable,
    /// Options of heaps below [`LISTED`] by heap, of larger heaps by map.
    small: Vec<Option<Rc<[Vec<u64>]>>>,
    options: FxHashMap<u64, Rc<[Vec<u64>]>>,
    option_bytes: u64,
    /// Whether a heap has a move, for heaps met only as what a move leaves.
    movable: FxHashMap<u64, bool>,
    /// Normal-play values of heaps `0..values.len()`.
    values: Vec<u32>,
}

impl Moves {
    /// The moves `leaves` gives (`has_move` says whether a heap has
    /// any), none read yet.
    pub fn new(leaves: Leaves, has_move: Movable) -> Moves {
        Moves {
            leaves,
            has_move,
            small: Vec::new(),
            options: FxHashMap::default(),
            option_bytes: 0,
            movable: FxHashMap::default(),
            values: vec![0],
        }
    }

    /// The bytes held, estimated.
    pub fn bytes(&self) -> u64 {
        self.option_bytes
            + self.small.capacity() as u64 * 16
            + self.movable.capacity() as u64 * 17
            + self.values.capacity() as u64 * 4
    }

    /// Whether a heap of `h` has a move.
    pub fn moves_from(&mut self, h: u64) -> bool {
        if h == 0 {
            return false;
        }
        if let Some(o) = self.cached(h) {
            return !o.is_empty();
        }
        let has_move = &self.has_move;
        *self.movable.entry(h).or_insert_with(|| has_move(h))
    }

    /// The options of a heap of `h`, each as the heaps with a move it
    /// leaves, sorted.
    pub fn options_of(&mut self, h: u64) -> Rc<[Vec<u64>]> {
        if let Some(o) = self.cached(h) {
            return o.clone();
        }
        let raw = if h == 0 { Vec::new() } else { (self.leaves)(h) };
        let mut out: Vec<Vec<u64>> = Vec::with_capacity(raw.len());
        for mut left in raw {
            left.retain(|&k| self.moves_from(k));
            left.sort_unstable();
            out.push(left);
        }
        out.sort();
        out.dedup();
        self.option_bytes += 48 + out.iter().map(|l| 24 + 8 * l.len() as u64).sum::<u64>();
        let out: Rc<[Vec<u64>]> = out.into();
        if h < LISTED {
            if self.small.len() <= h as usize {
                self.small.resize(h as usize + 1, None);
            }
            self.small[h as usize] = Some(out.clone());
        } else {
            self.options.insert(h, out.clone());
        }
        out
    }

    fn cached(&self, h: u64) -> Option<&Rc<[Vec<u64>]>> {
        if h < LISTED {
            self.small.get(h as usize)?.as_ref()
        } else {
            self.options.get(&h)
        }
    }

    /// The normal-play value of a heap of `h`, where it is worked out.
    pub fn value(&mut self, h: u64) -> Option<u32> {
        if h > VALUED {
            return None;
        }
        while (self.values.len() as u64) <= h {
            let n = self.values.len() as u64;
            let mut seen: Vec<u32> = (self.leaves)(n)
                .iter()
                .map(|l| l.iter().fold(0, |x, &k| x ^ self.values[k as usize]))
                .collect();
            seen.sort_unstable();
            seen.dedup();
            let mex = seen
                .iter()
                .enumerate()
                .find(|&(i, &v)| v != i as u32)
                .map_or(seen.len() as u32, |(i, _)| i as u32);
            self.values.push(mex);
        }
        Some(self.values[h as usize])
    }

    /// The nim-sum of the values of `heaps`, where each is worked out.
    pub fn sum(&mut self, heaps: &[u64]) -> Option<u32> {
        heaps
            .iter()
            .try_fold(0u32, |s, &h| self.value(h).map(|g| s ^ g))
    }
}
