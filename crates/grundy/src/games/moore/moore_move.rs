//! A move of Moore's Nim_k: the heaps it takes from and every heap's size
//! after it.

/// A move: new sizes for some heaps, each smaller than before.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MooreMove {
    /// `(heap index, from, to)` for each heap taken from, by index.
    pub takes: Vec<(usize, u64, u64)>,
    /// Every heap's size after the move: what it leaves of the position,
    /// which is its one component.
    pub after: Vec<u64>,
}

impl MooreMove {
    /// The move `takes` makes on `heaps` (a take naming no heap of them
    /// changes nothing in `after`; playing the move refuses it).
    pub fn new(heaps: &[u64], takes: Vec<(usize, u64, u64)>) -> Self {
        let mut after = heaps.to_vec();
        for &(i, _, to) in &takes {
            if let Some(h) = after.get_mut(i) {
                *h = to;
            }
        }
        MooreMove { takes, after }
    }
}
