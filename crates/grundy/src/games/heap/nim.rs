//! Nim, and the paper's way of finding its winning moves with powers of two.

use super::heaps::{
    format_heaps, heap_prefix, parse_heaps, read_arrow, read_heap, HeapError, HeapErrorKind,
};
use crate::game::{Game, MoveWords, PlayError, Values};
use crate::view::{MoveGroup, MoveRow, ParamRange};
use crate::Nimber;
use std::fmt;

/// A Nim move: heap `heap` (0-based) goes from `from` to `to` counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NimMove {
    /// Index of the heap.
    pub heap: usize,
    /// Its size before.
    pub from: u64,
    /// Its size after.
    pub to: u64,
}

/// The nim-sum of the heaps.
pub fn value(heaps: &[u64]) -> Nimber {
    heaps.iter().map(|&h| Nimber(h)).sum()
}

/// Every winning move: each heap `h` with `h ⊕ s < h` (where `s` is the
/// nim-sum) goes to `h ⊕ s`. None when the nim-sum is 0.
pub fn winning_moves(heaps: &[u64]) -> Vec<NimMove> {
    let s = value(heaps).get();
    heaps
        .iter()
        .enumerate()
        .filter(|&(_, &h)| s != 0 && h ^ s < h)
        .map(|(heap, &h)| NimMove {
            heap,
            from: h,
            to: h ^ s,
        })
        .collect()
}

/// One power of two in the multiset of all heaps' powers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PowerCount {
    /// The power of two.
    pub power: u64,
    /// How many heaps contain it.
    pub count: usize,
}

impl PowerCount {
    /// True when the power is left over after pairing.
    pub const fn is_odd(self) -> bool {
        self.count % 2 == 1
    }
}

/// The steps of one winning move, as the paper's introduction spells them:
/// subtract the unpaired powers the heap has, add those it lacks.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoveExplanation {
    /// The move.
    pub mv: NimMove,
    /// Unpaired powers the heap contains: subtracted.
    pub subtract: Vec<u64>,
    /// Unpaired powers the heap lacks: added.
    pub add: Vec<u64>,
}

/// The nim-sum worked out by pairing powers of two, as in the paper's
/// introduction (50, 53, 30, 14 -> 16 + 4 + 2 + 1 = 23).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PowerPairing {
    /// Each heap and its powers of two, largest first.
    pub heaps: Vec<(u64, Vec<u64>)>,
    /// Every power that occurs, largest first, with how often.
    pub powers: Vec<PowerCount>,
    /// The nim-sum: the sum of the powers that occur an odd number of times.
    pub sum: Nimber,
    /// The largest unpaired power, which every winning move must take from
    /// a heap that contains it.
    pub key_power: Option<u64>,
    /// The winning moves, with their subtract / add steps.
    pub moves: Vec<MoveExplanation>,
}

/// Works out the nim-sum of `heaps` by pairing powers of two.
pub fn explain(heaps: &[u64]) -> PowerPairing {
    let split: Vec<(u64, Vec<u64>)> = heaps
        .iter()
        .map(|&h| (h, Nimber(h).powers_of_two()))
        .collect();
    let powers: Vec<PowerCount> = (0..64)
        .rev()
        .map(|bit| 1u64 << bit)
        .map(|power| PowerCount {
            power,
            count: heaps.iter().filter(|&&h| h & power != 0).count(),
        })
        .filter(|p| p.count > 0)
        .collect();
    let sum = value(heaps);
    let odd: Vec<u64> = sum.powers_of_two();
    let moves = winning_moves(heaps)
        .into_iter()
        .map(|mv| MoveExplanation {
            mv,
            subtract: odd.iter().copied().filter(|p| mv.from & p != 0).collect(),
            add: odd.iter().copied().filter(|p| mv.from & p == 0).collect(),
        })
        .collect();
    PowerPairing {
        heaps: split,
        powers,
        sum,
        key_power: odd.first().copied(),
        moves,
    }
}

/// How heap games speak of their moves.
pub const HEAP_WORDS: MoveWords = MoveWords::fixed("move", "took", "take");

/// Nim: take one or more counters from one heap; whoever takes the last
/// counter wins.
///
/// A position is the list of heap sizes, empty heaps kept in their place;
/// its value is their nim-sum (Bouton's theorem).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Nim;

/// Why a Nim move cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NimMoveError {
    /// The heap index is past the end.
    NoSuchHeap {
        /// The index asked for.
        heap: usize,
        /// How many heaps there are.
        len: usize,
    },
    /// The heap does not have the size the move starts from.
    WrongSize {
        /// The size found.
        found: u64,
        /// The size the move expected.
        expected: u64,
    },
    /// The move takes no counters.
    TakesNothing,
}

impl fmt::Display for NimMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NimMoveError::NoSuchHeap { heap, len } => {
                write!(f, "there is no heap {}: the position has {len}", heap + 1)
            }
            NimMoveError::WrongSize { found, expected } => {
                write!(f, "the heap has {found} counters, not {expected}")
            }
            NimMoveError::TakesNothing => write!(f, "a move takes at least one counter"),
        }
    }
}

impl std::error::Error for NimMoveError {}

/// The number of heaps (after a move from a position of value 0) that
/// hold the power `bit`: each of them is a winning answer.
fn holders(heaps: &[u64], bit: u32) -> usize {
    heaps.iter().filter(|&&h| h >> bit & 1 == 1).count()
}

/// The computer's move: a winning move where there is one (the first, as
/// the paper lists them); otherwise, from a position of value 0, the move
/// that leaves the fewest winning answers. Every move from value 0 changes
/// some highest bit of one heap, and the answers are the heaps holding that
/// bit afterwards; so the computer picks the bit held by fewest heaps (the
/// highest such bit, to take many counters) and clears it in the largest
/// heap that has it. `None` when every heap is empty.
pub fn computer_move(heaps: &[u64]) -> Option<NimMove> {
    if let Some(mv) = winning_moves(heaps).into_iter().next() {
        return Some(mv);
    }
    let bit = (0..64u32)
        .rev()
        .filter(|&b| holders(heaps, b) > 0)
        .min_by_key(|&b| holders(heaps, b))?;
    let (heap, &from) = heaps
        .iter()
        .enumerate()
        .filter(|&(_, &h)| h >> bit & 1 == 1)
        .max_by_key(|&(i, &h)| (h, std::cmp::Reverse(i)))?;
    Some(NimMove {
        heap,
        from,
        to: from & !(1 << bit),
    })
}

impl Game for Nim {
    type Position = Vec<u64>;
    type Move = NimMove;
    type IllegalMove = NimMoveError;
    type TextError = HeapError;

    fn spec(&self) -> String {
        "nim".to_string()
    }

    fn name(&self) -> String {
        "Nim".to_string()
    }

    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> Box<dyn Iterator<Item = NimMove> + 'a> {
        Box::new(
            heaps.iter().enumerate().flat_map(|(heap, &from)| {
                (0..from).rev().map(move |to| NimMove { heap, from, to })
            }),
        )
    }

    fn play(
        &self,
        mut heaps: Vec<u64>,
        mv: &NimMove,
    ) -> Result<Vec<u64>, PlayError<Vec<u64>, NimMoveError>> {
        let error = match heaps.get(mv.heap) {
            None => NimMoveError::NoSuchHeap {
                heap: mv.heap,
                len: heaps.len(),
            },
            Some(&found) if found != mv.from => NimMoveError::WrongSize {
                found,
                expected: mv.from,
            },
            Some(_) if mv.to >= mv.from => NimMoveError::TakesNothing,
            Some(_) => {
                heaps[mv.heap] = mv.to;
                return Ok(heaps);
            }
        };
        Err(PlayError {
            position: heaps,
            error,
        })
    }

    fn parse_position(&self, text: &str) -> Result<Vec<u64>, HeapError> {
        parse_heaps(text)
    }

    fn format_position(&self, heaps: &Vec<u64>) -> String {
        format_heaps(heaps)
    }

    /// `50 -> 37` (or `50 → 37`), with `N:` first to pick among equal heaps.
    fn parse_move(&self, heaps: &Vec<u64>, text: &str) -> Result<NimMove, HeapError> {
        let (heap, next) = read_heap(heaps, text)?;
        let at = read_arrow(text, next)?;
        let to =
            parse_heaps(&text[at..]).map_err(|e| HeapError::at(text, e.kind, e.offset + at))?;
        match to.as_slice() {
            [to] if *to < heaps[heap] => Ok(NimMove {
                heap,
                from: heaps[heap],
                to: *to,
            }),
            _ => Err(HeapError::at(text, HeapErrorKind::NotAMove, at)),
        }
    }

    fn format_move(&self, heaps: &Vec<u64>, mv: &NimMove) -> String {
        let prefix = if mv.heap < heaps.len() {
            heap_prefix(heaps, mv.heap)
        } else {
            String::new()
        };
        format!("{prefix}{} → {}", mv.from, mv.to)
    }

    fn components(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        heaps.iter().map(|&h| vec![h]).collect()
    }

    fn join(&self, parts: Vec<Vec<u64>>) -> Option<Vec<u64>> {
        super::heaps::join_heaps(parts)
    }

    fn component_of(&self, mv: &NimMove) -> usize {
        mv.heap
    }

    fn pieces(&self, mv: &NimMove) -> String {
        mv.to.to_string()
    }

    fn is_terminal(&self, heaps: &Vec<u64>) -> bool {
        heaps.iter().all(|&h| h == 0)
    }

    /// Sorted, without empty heaps.
    fn canonical(&self, heaps: &Vec<u64>) -> Vec<u64> {
        let mut v: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        v.sort_unstable();
        v
    }

    fn closed_value(&self, heaps: &Vec<u64>) -> Option<Nimber> {
        Some(value(heaps))
    }

    fn describe_component(&self, heap: &Vec<u64>) -> String {
        super::heaps::describe_heaps(heap)
    }

    fn describe_move(&self, _heaps: &Vec<u64>, mv: &NimMove) -> String {
        let leaves: &[u64] = if mv.to == 0 { &[] } else { &[mv.to] };
        super::heaps::describe_taking(mv.from, leaves)
    }

    fn words(&self) -> MoveWords {
        HEAP_WORDS
    }

    fn winning_move(&self, heaps: &Vec<u64>, _values: Values<'_, Vec<u64>>) -> Option<NimMove> {
        winning_moves(heaps).into_iter().next()
    }

    fn computer_move(&self, heaps: &Vec<u64>, _values: Values<'_, Vec<u64>>) -> Option<NimMove> {
        computer_move(heaps)
    }

    fn move_for(
        &self,
        heaps: &Vec<u64>,
        component: usize,
        _group: &str,
        a: u64,
    ) -> Option<NimMove> {
        let &from = heaps.get(component)?;
        (a < from).then_some(NimMove {
            heap: component,
            from,
            to: a,
        })
    }

    /// A heap of at most `limit` lists every move; a larger one has a
    /// chooser for the new size, with the winning move, taking one counter
    /// and taking them all.
    fn move_groups(
        &self,
        heaps: &Vec<u64>,
        component: usize,
        limit: u64,
        _values: Values<'_, Vec<u64>>,
    ) -> Vec<MoveGroup<NimMove>> {
        let Some(&from) = heaps.get(component) else {
            return Vec::new();
        };
        if from == 0 {
            return Vec::new();
        }
        let total = value(heaps);
        let row = |to: u64| {
            let mv = NimMove {
                heap: component,
                from,
                to,
            };
            let mut row = MoveRow::new(
                mv,
                String::new(),
                self.format_move(heaps, &mv),
                to.to_string(),
                total ^ Nimber(from) ^ Nimber(to),
            );
            row.description = self.describe_move(heaps, &mv);
            row
        };
        let title = format!("Take from the heap of {from}");
        if from <= limit {
            return vec![MoveGroup {
                key: String::new(),
                title,
                count: u128::from(from),
                rows: (0..from).rev().map(row).collect(),
                reach: Vec::new(),
                range: None,
            }];
        }
        let mut sizes = vec![from - 1, 0];
        let target = from ^ total.get();
        if target < from && !sizes.contains(&target) {
            sizes.insert(0, target);
        }
        vec![MoveGroup {
            key: String::new(),
            title,
            count: u128::from(from),
            rows: Vec::new(),
            reach: sizes.into_iter().map(row).collect(),
            range: Some(ParamRange {
                name: "new size".into(),
                first: 0,
                last: from - 1,
                step: 1,
            }),
        }]
    }
}

#[cfg(test)]
mod tests;
