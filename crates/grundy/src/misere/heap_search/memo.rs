//! The positions a [`super::HeapSearch`] has settled: whether the player
//! to move loses each, by canonical position. A position is written as
//! its heaps in increasing order, each a variable-length number (seven
//! bits a byte, the high bit set on all but a number's last byte); no
//! byte of that is 0, since no heap is, so the keys of up to 15 bytes
//! (most positions) are kept padded with zeros in an array of 15 bytes
//! (with the answer, 16 bytes an entry, aligned to one byte, so a probe
//! touches one line of memory), and only longer ones as boxed bytes.

use rustc_hash::FxHashMap;

/// The settled positions, and the key being written.
#[derive(Default)]
pub struct Memo {
    short: FxHashMap<[u8; SHORT], bool>,
    long: FxHashMap<Box<[u8]>, bool>,
    long_bytes: u64,
    key: Vec<u8>,
}

/// The longest key kept inline.
const SHORT: usize = 15;

/// More than the positions a search settles between two looks at its
/// meter (each position opened is settled once, and so is each frame
/// it leaves).
const GROWTH_MARGIN: usize = 4096;

/// Appends `h` as a variable-length number.
fn push_number(out: &mut Vec<u8>, mut h: u64) {
    loop {
        let byte = (h & 0x7f) as u8;
        h >>= 7;
        if h == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

impl Memo {
    /// Makes the key of the sorted heaps `a` merged with the sorted heaps
    /// `b` the one [`Memo::get`] and [`Memo::insert`] use.
    pub fn write(&mut self, a: impl Iterator<Item = u64>, b: &[u64]) {
        self.key.clear();
        let mut b = b.iter().copied().peekable();
        for h in a {
            while let Some(k) = b.next_if(|&k| k < h) {
                push_number(&mut self.key, k);
            }
            push_number(&mut self.key, h);
        }
        for k in b {
            push_number(&mut self.key, k);
        }
    }

    fn short_key(&self) -> Option<[u8; SHORT]> {
        (self.key.len() <= SHORT).then(|| {
            let mut bytes = [0u8; SHORT];
            bytes[..self.key.len()].copy_from_slice(&self.key);
            bytes
        })
    }

    /// Whether the position written is lost, if settled.
    pub fn get(&self) -> Option<bool> {
        match self.short_key() {
            Some(k) => self.short.get(&k).copied(),
            None => self.long.get(self.key.as_slice()).copied(),
        }
    }

    /// Settles the position written.
    pub fn insert(&mut self, lost: bool) {
        match self.short_key() {
            Some(k) => {
                self.short.insert(k, lost);
            }
            None => {
                let len = self.key.len() as u64;
                if self.long.insert(self.key.as_slice().into(), lost).is_none() {
                    // The allocation of a key, rounded as allocators do.
                    self.long_bytes += (len + 8).div_ceil(16) * 16;
                }
            }
        }
    }

    /// How many positions are settled.
    pub fn len(&self) -> usize {
        self.short.len() + self.long.len()
    }

    /// The bytes held, estimated from the tables' capacities (an entry
    /// and a control byte each) and the long keys' allocations; for a
    /// table within [`GROWTH_MARGIN`] entries of growing, what it holds
    /// while it grows (the old table and one of twice its size), so that
    /// a budget checked now is not overrun by the growth before the next
    /// check.
    pub fn bytes(&self) -> u64 {
        fn table<K>(map: &FxHashMap<K, bool>) -> u64 {
            let entry = std::mem::size_of::<(K, bool)>() as u64 + 1;
            let now = map.capacity() as u64 * entry;
            if map.len() + GROWTH_MARGIN >= map.capacity() {
                3 * now
            } else {
                now
            }
        }
        table(&self.short) + table(&self.long) + self.long_bytes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_short_and_long_are_told_apart() {
        let mut memo = Memo::default();
        let positions: Vec<Vec<u64>> = vec![
            vec![],
            vec![1],
            vec![1, 1],
            vec![127],
            vec![128],
            vec![1, 128],
            vec![300, 70_000],
            (1..=15).collect(),
            (1..=16).collect(),
        ];
        for (i, p) in positions.iter().enumerate() {
            memo.write(p.iter().copied(), &[]);
            assert_eq!(memo.get(), None, "{p:?}");
            memo.insert(i % 2 == 0);
        }
        for (i, p) in positions.iter().enumerate() {
            memo.write(p.iter().copied(), &[]);
            assert_eq!(memo.get(), Some(i % 2 == 0), "{p:?}");
        }
        assert_eq!(memo.len(), positions.len());
        assert!(memo.long.len() == 1 && memo.bytes() > 0);
    }

    #[test]
    fn a_merge_writes_the_sorted_position() {
        let mut memo = Memo::default();
        memo.write([2u64, 5, 9].into_iter(), &[1, 5, 12]);
        let merged = memo.key.clone();
        memo.write([1u64, 2, 5, 5, 9, 12].into_iter(), &[]);
        assert_eq!(memo.key, merged);
    }
}
