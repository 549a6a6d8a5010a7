//! Wythoff's game: two heaps of counters; a move takes any number of
//! counters from one heap, or the same number from both. Whoever cannot
//! move loses.
//!
//! The losing positions (P-positions) are the pairs `(⌊kφ⌋, ⌊kφ²⌋)` for
//! k = 0, 1, 2, … (φ the golden ratio) and their mirror images: the two
//! Beatty sequences `⌊kφ⌋` and `⌊kφ²⌋ = ⌊kφ⌋ + k` split the positive whole
//! numbers between them, each exactly once (Wythoff, 1907). So who wins,
//! and a winning move, are known at any size, exactly: [`lower`] works in
//! whole numbers only. The Sprague-Grundy values have no such rule; they
//! are computed, row by row, for heaps up to [`TABLE`] counters, and a
//! larger position is played by who wins, as Moore's Nim is.
//!
//! Positions are written `3, 5` (or `(3, 5)`), a move as the position it
//! leaves: `→ 1, 3`.

pub mod entry;
mod values;

use super::notation::{NotationError, NotationErrorKind, Reader, RuleError};
use crate::game::{Game, MoveWords, PlayError, Values};
use crate::moves::{MoveGroup, MoveRow, ParamRange};
use crate::outcome::Outcome;
use crate::Nimber;
use std::rc::Rc;

pub use values::{lower, p_partner, TABLE};

/// Wythoff's game, with its table of values kept (shared by its copies).
#[derive(Clone, Debug, Default)]
pub struct Wythoff {
    values: Rc<values::Table>,
}

impl PartialEq for Wythoff {
    /// One game: its table is only a cache.
    fn eq(&self, _: &Wythoff) -> bool {
        true
    }
}

impl Eq for Wythoff {}

/// A position: the two heaps, as written.
pub type Heaps = [u64; 2];

/// A move: the heaps before and after.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WythoffMove {
    /// The heaps before the move.
    pub from: Heaps,
    /// The heaps after it.
    pub to: Heaps,
}

impl WythoffMove {
    /// The move from `from` to `to`, if it is one: fewer counters in one
    /// heap, or the same number fewer in both.
    pub fn new(from: Heaps, to: Heaps) -> Option<WythoffMove> {
        let taken = [from[0].checked_sub(to[0])?, from[1].checked_sub(to[1])?];
        let legal = match taken {
            [0, 0] => false,
            [0, _] | [_, 0] => true,
            [a, b] => a == b,
        };
        legal.then_some(WythoffMove { from, to })
    }

    /// How many counters it takes from each heap.
    pub fn taken(&self) -> Heaps {
        [self.from[0] - self.to[0], self.from[1] - self.to[1]]
    }
}

/// True when `heaps` is lost for the player to move (a P-position).
pub fn is_p(heaps: Heaps) -> bool {
    let (a, b) = (heaps[0].min(heaps[1]), heaps[0].max(heaps[1]));
    u128::from(a) == lower(b - a)
}

/// The move to a P-position from `heaps`, if there is one (there is from
/// every position that is not one), found by the Beatty sequences alone.
pub fn winning_move(heaps: Heaps) -> Option<WythoffMove> {
    if is_p(heaps) {
        return None;
    }
    let swap = heaps[0] > heaps[1];
    let (a, b) = (heaps[0].min(heaps[1]), heaps[0].max(heaps[1]));
    let k = b - a;
    // The smaller heap's P-partner, where it is below the larger heap: the
    // larger heap goes down to it (a pair with the smaller heap as its
    // lower number, or as its upper one).
    let to = match p_partner(a) {
        Some(p) if p < b => [a, p],
        // Otherwise the pair of difference k below: take from both.
        _ => {
            let l = lower(k) as u64;
            [l, l + k]
        }
    };
    let to = if swap { [to[1], to[0]] } else { to };
    WythoffMove::new(heaps, to).filter(|m| is_p(m.to))
}

impl Wythoff {
    /// The game.
    pub fn new() -> Wythoff {
        Wythoff::default()
    }

    /// True when `heaps` is past the table of values: played by who wins.
    pub fn past_table(&self, heaps: &Heaps) -> bool {
        heaps[0] >= TABLE || heaps[1] >= TABLE
    }

    /// The value of `heaps`, within the table.
    pub fn value(&self, heaps: &Heaps) -> Option<Nimber> {
        self.values.value(heaps[0], heaps[1])
    }

    /// A row for `mv`: its value within the table, else marked by who
    /// wins after it (value 0 for a P-position).
    fn row(&self, mv: WythoffMove) -> MoveRow<WythoffMove> {
        let value =
            self.value(&mv.to)
                .unwrap_or(if is_p(mv.to) { Nimber::ZERO } else { Nimber(1) });
        let text = self.format_move(&mv.from, &mv);
        let mut row = MoveRow::new(mv, String::new(), text, format_heaps(&mv.to), value);
        row.description = self.describe_move(&mv.from, &mv);
        row
    }

    /// The moves of group `key` (`1`, `2`, `both`) from `heaps`, by how
    /// many counters each leaves: heap 1 or 2 down to `a`, or both down by
    /// `a`.
    fn group_move(heaps: &Heaps, key: &str, a: u64) -> Option<WythoffMove> {
        let to = match key {
            "1" => [a, heaps[1]],
            "2" => [heaps[0], a],
            "both" => [heaps[0].checked_sub(a)?, heaps[1].checked_sub(a)?],
            _ => return None,
        };
        WythoffMove::new(*heaps, to)
    }

    /// The groups of `heaps`: from heap 1, from heap 2, from both; each
    /// listed while it has at most `limit` moves, else a chooser with the
    /// winning move (or the first) shown.
    fn groups(&self, heaps: &Heaps, limit: u64) -> Vec<MoveGroup<WythoffMove>> {
        let win = winning_move(*heaps);
        let both = heaps[0].min(heaps[1]);
        let groups = [
            ("1", "From heap 1", heaps[0], "counters left in heap 1"),
            ("2", "From heap 2", heaps[1], "counters left in heap 2"),
            ("both", "From both heaps", both, "counters taken from each"),
        ];
        let mut out = Vec::new();
        for (key, title, count, name) in groups {
            if count == 0 {
                continue;
            }
            // Heap groups by what is left, largest first; both by what is
            // taken, fewest first.
            let moves = (0..count).filter_map(move |i| match key {
                "both" => Self::group_move(heaps, key, i + 1),
                _ => Self::group_move(heaps, key, count - 1 - i),
            });
            let in_group = |m: &WythoffMove| match key {
                "1" => m.taken()[1] == 0,
                "2" => m.taken()[0] == 0,
                _ => m.taken()[0] > 0 && m.taken()[1] > 0,
            };
            let (rows, reach, range) = if count <= limit {
                (moves.map(|m| self.row(m)).collect(), Vec::new(), None)
            } else {
                let shown = win
                    .filter(in_group)
                    .or_else(|| moves.clone().next())
                    .map(|m| self.row(m));
                let (first, last) = match key {
                    "both" => (1, count),
                    _ => (0, count - 1),
                };
                let range = ParamRange {
                    name: name.into(),
                    first,
                    last,
                    step: 1,
                };
                (Vec::new(), shown.into_iter().collect(), Some(range))
            };
            out.push(MoveGroup {
                key: key.to_string(),
                title: title.to_string(),
                count: u128::from(count),
                rows,
                reach,
                range,
            });
        }
        out
    }
}

/// `3, 5`.
pub fn format_heaps(heaps: &Heaps) -> String {
    format!("{}, {}", heaps[0], heaps[1])
}

/// Reads two heaps: `3, 5`, `(3, 5)` or `3 5`.
pub fn parse_heaps(text: &str) -> Result<Heaps, NotationError> {
    let mut r = Reader::new(text);
    let open = r.eat('(');
    let a = r.number("the first heap")?;
    r.eat(',');
    let b = r.number("the second heap")?;
    if open && !r.eat(')') {
        return Err(r.unexpected("a closing parenthesis"));
    }
    if !r.done() {
        return Err(r.unexpected("the end: Wythoff's game has two heaps"));
    }
    Ok([a, b])
}

impl Game for Wythoff {
    type Position = Heaps;
    type Move = WythoffMove;
    type IllegalMove = RuleError;
    type TextError = NotationError;

    fn spec(&self) -> String {
        "wythoff".to_string()
    }

    fn name(&self) -> String {
        "Wythoff's game".to_string()
    }

    fn moves<'a>(&'a self, heaps: &'a Heaps) -> Box<dyn Iterator<Item = WythoffMove> + 'a> {
        let h = *heaps;
        let one = (0..h[0]).rev().map(move |a| [a, h[1]]);
        let two = (0..h[1]).rev().map(move |b| [h[0], b]);
        let both = (1..=h[0].min(h[1])).map(move |k| [h[0] - k, h[1] - k]);
        Box::new(
            one.chain(two)
                .chain(both)
                .filter_map(move |to| WythoffMove::new(h, to)),
        )
    }

    fn play(&self, heaps: Heaps, mv: &WythoffMove) -> Result<Heaps, PlayError<Heaps, RuleError>> {
        if mv.from != heaps || WythoffMove::new(mv.from, mv.to).is_none() {
            return Err(PlayError {
                position: heaps,
                error: RuleError::AgainstRule(format!(
                    "{} → {} is not a move: take from one heap, or the same number from both",
                    format_heaps(&mv.from),
                    format_heaps(&mv.to)
                )),
            });
        }
        Ok(mv.to)
    }

    fn parse_position(&self, text: &str) -> Result<Heaps, NotationError> {
        parse_heaps(text)
    }

    fn format_position(&self, heaps: &Heaps) -> String {
        format_heaps(heaps)
    }

    /// A move is written as the position it leaves: `→ 1, 3` (the arrow
    /// may be left out).
    fn parse_move(&self, heaps: &Heaps, text: &str) -> Result<WythoffMove, NotationError> {
        let rest = text.trim_start();
        let skipped = text.len() - rest.len();
        let (body, at) = match rest.strip_prefix('→').or_else(|| rest.strip_prefix("->")) {
            Some(body) => (body, text.len() - body.len()),
            None => (rest, skipped),
        };
        let to = parse_heaps(body).map_err(|e| e.shifted(at, text))?;
        WythoffMove::new(*heaps, to).ok_or_else(|| {
            NotationError::new(
                NotationErrorKind::NotAMove(format!(
                    "{} → {}: take from one heap, or the same number from both",
                    format_heaps(heaps),
                    format_heaps(&to)
                )),
                at,
                text,
            )
        })
    }

    fn format_move(&self, _: &Heaps, mv: &WythoffMove) -> String {
        format!("→ {}", format_heaps(&mv.to))
    }

    /// One component, the whole position: a move may take from both heaps.
    fn components(&self, heaps: &Heaps) -> Vec<Heaps> {
        if *heaps == [0, 0] {
            Vec::new()
        } else {
            vec![*heaps]
        }
    }

    fn component_of(&self, _: &WythoffMove) -> usize {
        0
    }

    fn pieces(&self, mv: &WythoffMove) -> String {
        format_heaps(&mv.to)
    }

    fn rule_outcome(&self, heaps: &Heaps) -> Option<Outcome> {
        self.past_table(heaps).then(|| {
            if is_p(*heaps) {
                Outcome::Previous
            } else {
                Outcome::Next
            }
        })
    }

    fn is_terminal(&self, heaps: &Heaps) -> bool {
        *heaps == [0, 0]
    }

    fn closed_value(&self, heaps: &Heaps) -> Option<Nimber> {
        self.value(heaps)
    }

    fn describe_component(&self, heaps: &Heaps) -> String {
        format!("heaps of {} and {}", heaps[0], heaps[1])
    }

    fn describe_move(&self, _: &Heaps, mv: &WythoffMove) -> String {
        match mv.taken() {
            [0, b] => format!("{b} from heap 2, leaving {}", format_heaps(&mv.to)),
            [a, 0] => format!("{a} from heap 1, leaving {}", format_heaps(&mv.to)),
            [a, _] => format!("{a} from both heaps, leaving {}", format_heaps(&mv.to)),
        }
    }

    fn words(&self) -> MoveWords {
        MoveWords::fixed("move", "took", "take")
    }

    /// A move to a P-position, by the Beatty sequences: the values are
    /// not needed.
    fn winning_move(&self, heaps: &Heaps, _: Values<'_, Heaps>) -> Option<WythoffMove> {
        winning_move(*heaps)
    }

    /// The winning move; from a lost position, one counter from the larger
    /// heap, so the game lasts.
    fn computer_move(&self, heaps: &Heaps, _: Values<'_, Heaps>) -> Option<WythoffMove> {
        winning_move(*heaps).or_else(|| {
            let to = if heaps[0] >= heaps[1] {
                [heaps[0].checked_sub(1)?, heaps[1]]
            } else {
                [heaps[0], heaps[1] - 1]
            };
            WythoffMove::new(*heaps, to)
        })
    }

    fn move_for(&self, heaps: &Heaps, _: usize, group: &str, a: u64) -> Option<WythoffMove> {
        Self::group_move(heaps, group, a)
    }

    fn move_groups(
        &self,
        heaps: &Heaps,
        component: usize,
        limit: u64,
        _: Values<'_, Heaps>,
    ) -> Vec<MoveGroup<WythoffMove>> {
        if component != 0 || self.is_terminal(heaps) {
            return Vec::new();
        }
        self.groups(heaps, limit)
    }
}

#[cfg(test)]
mod tests;
