//! What the heap games whose moves act on one heap have in common: a rule
//! says what a move may leave of a heap (nothing, one heap, or two), and
//! every such rule is a [`Game`] with heaps written `3 + 5 + 7` and moves
//! written `7 → 2 + 4`.
//!
//! Subtraction games, Lasker's Nim and Grundy's game are rules; Nim and the
//! octal games keep their own modules, which came first and share the
//! same text forms.

use super::groups::group_key;
use super::heaps::{
    format_heaps, heap_prefix, parse_heaps, parse_heaps_within, read_arrow, read_heap, HeapError,
    HeapErrorKind,
};
use super::nim::HEAP_WORDS;
use crate::game::{Game, MoveWords, PlayError, Values};
use crate::moves::MoveGroup;
use crate::Nimber;
use std::fmt;

/// The rule of a heap game: what a move may leave of one heap.
///
/// What a move leaves is written smallest heap first, without empty heaps:
/// `[]` (the heap is gone), `[4]`, `[2, 5]`.
pub trait HeapRule: Clone + fmt::Debug + PartialEq {
    /// The game's spec (`lasker`, `subtraction:1,3,4`).
    fn rule_spec(&self) -> String;

    /// The game's name for people.
    fn rule_name(&self) -> String;

    /// Every result of a move from a heap of `h`, lazily (a heap may be
    /// huge), each written as above.
    fn leaves(&self, h: u64) -> Box<dyn Iterator<Item = Vec<u64>> + '_>;

    /// Whether a move may turn a heap of `h` into `leaves`.
    fn allows(&self, h: u64, leaves: &[u64]) -> bool;

    /// The value of one heap, where the game's method knows it.
    fn heap_value(&self, h: u64) -> Option<Nimber>;

    /// The largest heap a position may hold: the reach of the game's
    /// method of valuing heaps.
    fn max_heap(&self) -> u64 {
        u64::MAX
    }

    /// The results of the moves of one group from a heap of `h`, lazily:
    /// `t`, those leaving at most one heap, or `s`, those leaving two.
    fn group_leaves(&self, h: u64, key: &'static str) -> Box<dyn Iterator<Item = Vec<u64>> + '_> {
        Box::new(self.leaves(h).filter(move |l| group_key(l) == key))
    }

    /// How many moves each group has from a heap of `h`, where the game
    /// knows without counting them; a game that knows splits that take
    /// nothing, one for each smaller heap from 1 (Lasker's Nim).
    fn group_sizes(&self, _h: u64) -> Option<(u128, u128)> {
        None
    }

    /// What a move from a heap of `h` leaves to have value `target`, where
    /// the game knows without trying its moves (a closed form).
    fn leaves_of_value(&self, _h: u64, _target: Nimber) -> Option<Vec<u64>> {
        None
    }

    /// Computes at most `budget` more heaps of what the values of heaps to
    /// `largest` rest on ([`Game::prepare`]); `None` once it is there.
    fn prepare_to(&self, _largest: u64, _budget: u64) -> Option<crate::game::Preparing> {
        None
    }
}

/// Whether the heaps have more moves than are tried one by one.
fn too_many<R: HeapRule>(rule: &R, heaps: &[u64]) -> bool {
    let moves: u128 = heaps
        .iter()
        .map(|&h| rule.group_sizes(h).map_or(0, |(t, s)| t + s))
        .sum();
    moves > u128::from(super::groups::SCAN)
}

/// A move of a heap rule: heap `heap` of `from` counters becomes `leaves`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HeapMove {
    /// Index of the heap.
    pub heap: usize,
    /// Its size before.
    pub from: u64,
    /// What is left of it, smallest first: no heap, one, or two.
    pub leaves: Vec<u64>,
}

/// Why a heap move cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeapMoveError {
    /// There is no such heap, or it has another size.
    NoSuchHeap,
    /// The game's rule does not allow this move.
    NotAllowed,
}

impl fmt::Display for HeapMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            HeapMoveError::NoSuchHeap => "the position has no such heap",
            HeapMoveError::NotAllowed => "the game's rule does not allow this move",
        })
    }
}

impl std::error::Error for HeapMoveError {}

/// What a move leaves, in notation: `0` when nothing is left.
pub(crate) fn leaves_text(leaves: &[u64]) -> String {
    if leaves.is_empty() {
        "0".to_string()
    } else {
        format_heaps(leaves)
    }
}

impl<R: HeapRule> Game for R {
    type Position = Vec<u64>;
    type Move = HeapMove;
    type IllegalMove = HeapMoveError;
    type TextError = HeapError;

    fn prepare(&self, heaps: &Vec<u64>, budget: u64) -> Option<crate::game::Preparing> {
        self.prepare_to(heaps.iter().copied().max().unwrap_or(0), budget)
    }

    fn spec(&self) -> String {
        self.rule_spec()
    }

    fn name(&self) -> String {
        self.rule_name()
    }

    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> Box<dyn Iterator<Item = HeapMove> + 'a> {
        Box::new(heaps.iter().enumerate().flat_map(move |(heap, &from)| {
            self.leaves(from)
                .map(move |leaves| HeapMove { heap, from, leaves })
        }))
    }

    fn play(
        &self,
        mut heaps: Vec<u64>,
        mv: &HeapMove,
    ) -> Result<Vec<u64>, PlayError<Vec<u64>, HeapMoveError>> {
        let error = if heaps.get(mv.heap) != Some(&mv.from) {
            HeapMoveError::NoSuchHeap
        } else if !self.allows(mv.from, &mv.leaves) {
            HeapMoveError::NotAllowed
        } else {
            heaps.splice(mv.heap..=mv.heap, mv.leaves.iter().copied());
            return Ok(heaps);
        };
        Err(PlayError {
            position: heaps,
            error,
        })
    }

    fn parse_position(&self, text: &str) -> Result<Vec<u64>, HeapError> {
        parse_heaps_within(text, self.max_heap())
    }

    fn format_position(&self, heaps: &Vec<u64>) -> String {
        format_heaps(heaps)
    }

    /// `7 -> 2 + 5`, `7 -> 4`, or `7 -> 0` when the heap is taken away.
    fn parse_move(&self, heaps: &Vec<u64>, text: &str) -> Result<HeapMove, HeapError> {
        let (heap, next) = read_heap(heaps, text)?;
        let at = read_arrow(text, next)?;
        let mut leaves =
            parse_heaps(&text[at..]).map_err(|e| HeapError::at(text, e.kind, e.offset + at))?;
        leaves.retain(|&x| x > 0);
        leaves.sort_unstable();
        let from = heaps[heap];
        if self.allows(from, &leaves) {
            Ok(HeapMove { heap, from, leaves })
        } else {
            Err(HeapError::at(text, HeapErrorKind::NotAMove, at))
        }
    }

    fn format_move(&self, heaps: &Vec<u64>, mv: &HeapMove) -> String {
        let prefix = if mv.heap < heaps.len() {
            heap_prefix(heaps, mv.heap)
        } else {
            String::new()
        };
        format!("{prefix}{} → {}", mv.from, leaves_text(&mv.leaves))
    }

    fn components(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        heaps.iter().map(|&h| vec![h]).collect()
    }

    fn join(&self, parts: Vec<Vec<u64>>) -> Option<Vec<u64>> {
        super::heaps::join_heaps(parts)
    }

    fn component_of(&self, mv: &HeapMove) -> usize {
        mv.heap
    }

    fn pieces(&self, mv: &HeapMove) -> String {
        leaves_text(&mv.leaves)
    }

    fn canonical(&self, heaps: &Vec<u64>) -> Vec<u64> {
        let mut v: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        v.sort_unstable();
        v
    }

    fn closed_value(&self, component: &Vec<u64>) -> Option<Nimber> {
        match component.as_slice() {
            [] => Some(Nimber(0)),
            [h] => self.heap_value(*h),
            _ => None,
        }
    }

    fn describe_component(&self, heap: &Vec<u64>) -> String {
        super::heaps::describe_heaps(heap)
    }

    fn describe_move(&self, _heaps: &Vec<u64>, mv: &HeapMove) -> String {
        super::heaps::describe_taking(mv.from, &mv.leaves)
    }

    fn words(&self) -> MoveWords {
        HEAP_WORDS
    }

    /// With too many moves to try, the closed form finds the winning move.
    fn winning_move(&self, heaps: &Vec<u64>, values: Values<'_, Vec<u64>>) -> Option<HeapMove> {
        if !too_many(self, heaps) {
            return crate::game::defaults::first_winning_move(self, heaps, values);
        }
        let total = values(heaps);
        heaps.iter().enumerate().find_map(|(heap, &from)| {
            let target = total ^ values(&vec![from]);
            let leaves = self.leaves_of_value(from, target)?;
            self.allows(from, &leaves)
                .then_some(HeapMove { heap, from, leaves })
        })
    }

    /// With too many moves to weigh, a losing computer takes one counter
    /// from the largest heap.
    fn computer_move(&self, heaps: &Vec<u64>, values: Values<'_, Vec<u64>>) -> Option<HeapMove> {
        if !too_many(self, heaps) {
            return self
                .winning_move(heaps, values)
                .or_else(|| crate::game::defaults::hardest_move(self, heaps, values));
        }
        self.winning_move(heaps, values).or_else(|| {
            let (heap, &from) = heaps.iter().enumerate().max_by_key(|(_, &h)| h)?;
            let leaves = if from > 1 { vec![from - 1] } else { Vec::new() };
            self.allows(from, &leaves)
                .then_some(HeapMove { heap, from, leaves })
        })
    }

    /// `t`: the heap left (0 when it is taken away); `s`: the smaller of
    /// the two heaps left.
    fn move_for(
        &self,
        heaps: &Vec<u64>,
        component: usize,
        group: &str,
        a: u64,
    ) -> Option<HeapMove> {
        let &from = heaps.get(component)?;
        let leaves = match group {
            "t" if a == 0 => Vec::new(),
            "t" => vec![a],
            "s" => vec![a, from.checked_sub(a)?],
            _ => return None,
        };
        let ok = leaves.windows(2).all(|w| w[0] <= w[1]) && self.allows(from, &leaves);
        ok.then_some(HeapMove {
            heap: component,
            from,
            leaves,
        })
    }

    fn move_groups(
        &self,
        heaps: &Vec<u64>,
        component: usize,
        limit: u64,
        values: Values<'_, Vec<u64>>,
    ) -> Vec<MoveGroup<HeapMove>> {
        super::groups::game_groups(
            self,
            heaps,
            component,
            limit,
            values,
            &|from, key| self.group_leaves(from, key),
            &|from| self.group_sizes(from),
            &|from, leaves| HeapMove {
                heap: component,
                from,
                leaves,
            },
        )
    }
}
