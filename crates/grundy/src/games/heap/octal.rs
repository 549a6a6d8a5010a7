//! Octal games (Guy and Smith): heap games given by a code such as `4.3` or
//! `0.07`.
//!
//! Digit `k` of the code (digit 0 stands before the point) says what may be
//! done after taking `k` counters from one heap: bit 1 allows it when that
//! empties the heap, bit 2 when one heap is left, bit 4 when the rest is
//! split into two heaps. The game `4.3` (split a heap in two, or take one
//! counter) has the same values as `og` (Theorem 2.3).

use super::groups::move_for;
use super::heaps::{
    format_heaps, heap_prefix, parse_heaps, read_arrow, read_heap, HeapError, HeapErrorKind,
};
use super::octal_search::OctalSearch;
use super::sparse::Method;
use crate::game::{Game, MoveWords, PlayError, Values};
use crate::moves::MoveGroup;
use crate::Nimber;
use std::fmt;
use std::sync::{Arc, Mutex};

/// An octal game.
///
/// Clones share one table of single-heap values, extended as larger heaps
/// come into play; equality and hashing look at the code alone.
#[derive(Clone, Debug)]
pub struct OctalGame {
    digits: Vec<u8>,
    table: Arc<Mutex<Vec<Nimber>>>,
}

impl PartialEq for OctalGame {
    fn eq(&self, other: &OctalGame) -> bool {
        self.digits == other.digits
    }
}

impl Eq for OctalGame {}

impl std::hash::Hash for OctalGame {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.digits.hash(state);
    }
}

/// The largest heap of a position, and of a series ([`super::family::MAX_OCTAL`]).
pub const MAX_OCTAL_HEAP: u64 = 100_000;

/// Why an octal code is not valid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalCodeError(String);

impl fmt::Display for OctalCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for OctalCodeError {}

impl OctalGame {
    /// Reads a code such as `4.3`, `0.07` or `.6`.
    pub fn parse(code: &str) -> Result<OctalGame, OctalCodeError> {
        let code = code.trim();
        let (before, after) = code.split_once('.').unwrap_or((code, ""));
        let before = if before.is_empty() { "0" } else { before };
        if before.len() != 1 {
            return Err(OctalCodeError(format!(
                "'{code}': write one digit before the point, as in 4.3 or 0.07"
            )));
        }
        let mut digits = Vec::new();
        for c in before.chars().chain(after.chars()) {
            match c.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => {
                    return Err(OctalCodeError(format!(
                        "'{code}': octal digits are 0 to 7, not '{c}'"
                    )))
                }
            }
        }
        // Taking no counters, leaving none (from no heap) or the heap as
        // it was (for ever) are no moves; only a split (4) is.
        if !matches!(digits.first(), Some(0 | 4)) {
            return Err(OctalCodeError(format!(
                "'{code}': the digit before the point says what taking no counters may do, and \
                 the only such move is a split into two heaps (4): write 0 or 4 there, as in \
                 0.77 or 4.3"
            )));
        }
        if digits.len() > 64 {
            return Err(OctalCodeError(format!(
                "'{code}' is too long (64 digits at most)"
            )));
        }
        Ok(OctalGame {
            digits,
            table: Arc::default(),
        })
    }

    fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// The values of single heaps of size `0..=n`, by the definition.
    pub fn series(&self, n: usize) -> Vec<Nimber> {
        let mut v: Vec<Nimber> = Vec::with_capacity(n + 1);
        for _ in 0..=n {
            let next = self.next_value(&v);
            v.push(next);
        }
        v
    }

    /// The value of the heap after those valued in `v` (of size `v.len()`),
    /// by the definition: a series one step at a time.
    pub fn next_value(&self, v: &[Nimber]) -> Nimber {
        let h = v.len();
        let mut options = Vec::new();
        for k in 0..=h.min(self.digits.len().saturating_sub(1)) {
            let d = self.digit(k);
            let rest = h - k;
            if d & 1 != 0 && rest == 0 && k > 0 {
                options.push(Nimber(0));
            }
            if d & 2 != 0 && rest > 0 && k > 0 {
                options.push(v[rest]);
            }
            if d & 4 != 0 && rest >= 2 {
                for a in 1..=rest / 2 {
                    options.push(v[a] ^ v[rest - a]);
                }
            }
        }
        Nimber::mex(options)
    }
}

impl fmt::Display for OctalGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s: String = self.digits.iter().map(|d| char::from(b'0' + d)).collect();
        if s.len() > 1 {
            s.insert(1, '.');
        }
        f.write_str(&s)
    }
}

/// An octal move: from heap `heap` of `from` counters, take some and
/// leave the heaps in `leaves` (none, one, or two, none of them empty).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OctalMove {
    /// Index of the heap.
    pub heap: usize,
    /// Its size before.
    pub from: u64,
    /// What is left of it: no heap, one, or two.
    pub leaves: Vec<u64>,
}

/// Why an octal move cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OctalMoveError {
    /// There is no such heap, or it has another size.
    NoSuchHeap,
    /// The code does not allow this move.
    NotAllowed,
}

impl fmt::Display for OctalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            OctalMoveError::NoSuchHeap => "the position has no such heap",
            OctalMoveError::NotAllowed => "the game's code does not allow this move",
        })
    }
}

impl std::error::Error for OctalMoveError {}

impl OctalGame {
    /// The moves from one heap of `h` counters, as what each leaves.
    fn heap_moves(&self, h: u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for k in 0..=h.min(self.digits.len() as u64 - 1) {
            let d = self.digit(k as usize);
            let rest = h - k;
            if d & 1 != 0 && rest == 0 && k > 0 {
                out.push(Vec::new());
            }
            if d & 2 != 0 && rest > 0 && k > 0 {
                out.push(vec![rest]);
            }
            if d & 4 != 0 && rest >= 2 {
                for a in 1..=rest / 2 {
                    out.push(vec![a, rest - a]);
                }
            }
        }
        out
    }

    /// Whether a move from a heap of `from` may leave `leaves` (as
    /// [`OctalGame::heap_moves`] writes them), read from the digit of the
    /// counters it takes without listing the heap's moves.
    fn allows(&self, from: u64, leaves: &[u64]) -> bool {
        let Some(k) = leaves.iter().try_fold(from, |left, &h| left.checked_sub(h)) else {
            return false;
        };
        if k >= self.digits.len() as u64 {
            return false;
        }
        let d = self.digit(k as usize);
        match *leaves {
            [] => k > 0 && d & 1 != 0,
            [rest] => k > 0 && rest > 0 && d & 2 != 0,
            [a, b] => 1 <= a && a <= b && d & 4 != 0,
            _ => false,
        }
    }

    /// Whether a heap of `h` has a move, read from the digits without
    /// listing the moves (a heap of 100,000 has 100,000 of them).
    fn heap_has_move(&self, h: u64) -> bool {
        (1..=h.min(self.digits.len() as u64 - 1)).any(|k| {
            let d = self.digit(k as usize);
            let rest = h - k;
            (d & 1 != 0 && rest == 0) || (d & 2 != 0 && rest > 0) || (d & 4 != 0 && rest >= 2)
        }) || (self.digit(0) & 4 != 0 && h >= 2)
    }

    /// The most counters a move takes: the place of the code's last
    /// non-zero digit (the `t` of the periodicity theorem).
    pub fn max_take(&self) -> u64 {
        self.digits.iter().rposition(|&d| d != 0).unwrap_or(0) as u64
    }

    /// The most counters a move takes, and whether that move may split.
    pub fn reach(&self) -> crate::periodicity::Reach {
        let (take, last) = (self.max_take(), self.digits.iter().rfind(|&&d| d != 0));
        let last_splits = last.is_some_and(|d| d & 4 != 0);
        crate::periodicity::Reach { take, last_splits }
    }

    /// The code as written (`4.3`).
    pub fn code(&self) -> String {
        self.to_string()
    }
}

impl Game for OctalGame {
    type Position = Vec<u64>;
    type Move = OctalMove;
    type IllegalMove = OctalMoveError;
    type TextError = HeapError;

    fn spec(&self) -> String {
        format!("octal:{self}")
    }

    fn name(&self) -> String {
        // The games of the literature by their own names.
        let known = match self.to_string().as_str() {
            "0.77" => Some("Kayles"),
            "0.07" => Some("Dawson's Kayles"),
            "0.137" => Some("Dawson's Chess"),
            "0.6" => Some("Officers"),
            _ => None,
        };
        match known {
            Some(name) => format!("{name} (octal game {self})"),
            None => format!("Octal game {self}"),
        }
    }

    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> Box<dyn Iterator<Item = OctalMove> + 'a> {
        Box::new(heaps.iter().enumerate().flat_map(move |(heap, &from)| {
            self.heap_moves(from)
                .into_iter()
                .map(move |leaves| OctalMove { heap, from, leaves })
        }))
    }

    fn play(
        &self,
        mut heaps: Vec<u64>,
        mv: &OctalMove,
    ) -> Result<Vec<u64>, PlayError<Vec<u64>, OctalMoveError>> {
        if heaps.get(mv.heap) != Some(&mv.from) {
            return Err(PlayError {
                position: heaps,
                error: OctalMoveError::NoSuchHeap,
            });
        }
        if !self.allows(mv.from, &mv.leaves) {
            return Err(PlayError {
                position: heaps,
                error: OctalMoveError::NotAllowed,
            });
        }
        heaps.splice(mv.heap..=mv.heap, mv.leaves.iter().copied());
        Ok(heaps)
    }

    fn parse_position(&self, text: &str) -> Result<Vec<u64>, HeapError> {
        super::heaps::parse_heaps_within(text, MAX_OCTAL_HEAP)
            .map(|h| h.into_iter().filter(|&x| x > 0).collect())
    }

    /// A single heap's value from the shared table.
    fn closed_value(&self, component: &Vec<u64>) -> Option<Nimber> {
        match component.as_slice() {
            [] => Some(Nimber(0)),
            &[h] if h <= MAX_OCTAL_HEAP => {
                let mut table = self.table.lock().unwrap_or_else(|e| e.into_inner());
                if table.len() as u64 <= h {
                    // The sparse method, whose cost grows with the heap and
                    // not its square; past 16-bit values, the definition.
                    let mut search =
                        OctalSearch::for_code(&self.code(), self.reach(), Method::Sparse);
                    if search.extend(h, |_, _| {}).is_ok() {
                        let found = &search.values()[table.len()..=h as usize];
                        table.extend(found.iter().map(|&v| Nimber(u64::from(v))));
                    }
                }
                while table.len() as u64 <= h {
                    let v = self.next_value(&table);
                    table.push(v);
                }
                Some(table[h as usize])
            }
            _ => None,
        }
    }

    /// The heap's moves that take and leave at most one heap, and those
    /// that leave two, each listed or offered through a chooser.
    fn move_groups(
        &self,
        heaps: &Vec<u64>,
        component: usize,
        limit: u64,
        values: Values<'_, Vec<u64>>,
    ) -> Vec<MoveGroup<OctalMove>> {
        let all = heaps
            .get(component)
            .map_or_else(Vec::new, |&from| self.heap_moves(from));
        super::groups::game_groups(
            self,
            heaps,
            component,
            limit,
            values,
            &|_, key| {
                Box::new(
                    all.iter()
                        .filter(move |l| super::groups::group_key(l) == key)
                        .cloned(),
                )
            },
            &|_| None,
            &|from, leaves| OctalMove {
                heap: component,
                from,
                leaves,
            },
        )
    }

    fn move_for(
        &self,
        heaps: &Vec<u64>,
        component: usize,
        group: &str,
        a: u64,
    ) -> Option<OctalMove> {
        let &from = heaps.get(component)?;
        let moves = self.heap_moves(from).into_iter().map(|leaves| OctalMove {
            heap: component,
            from,
            leaves,
        });
        move_for(moves, |m| &m.leaves, group, a)
    }

    fn format_position(&self, heaps: &Vec<u64>) -> String {
        format_heaps(heaps)
    }

    /// `7 -> 2 + 3`, `7 -> 6`, or `7 -> 0` when the heap is taken away.
    fn parse_move(&self, heaps: &Vec<u64>, text: &str) -> Result<OctalMove, HeapError> {
        let (heap, next) = read_heap(heaps, text)?;
        let at = read_arrow(text, next)?;
        let mut leaves =
            parse_heaps(&text[at..]).map_err(|e| HeapError::at(text, e.kind, e.offset + at))?;
        leaves.retain(|&x| x > 0);
        let mv = OctalMove {
            heap,
            from: heaps[heap],
            leaves,
        };
        if self.heap_moves(mv.from).contains(&mv.leaves) {
            Ok(mv)
        } else {
            Err(HeapError::at(text, HeapErrorKind::NotAMove, at))
        }
    }

    fn format_move(&self, heaps: &Vec<u64>, mv: &OctalMove) -> String {
        let prefix = if mv.heap < heaps.len() {
            heap_prefix(heaps, mv.heap)
        } else {
            String::new()
        };
        format!("{prefix}{} → {}", mv.from, self.pieces(mv))
    }

    fn components(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        heaps.iter().map(|&h| vec![h]).collect()
    }

    fn join(&self, parts: Vec<Vec<u64>>) -> Option<Vec<u64>> {
        super::heaps::join_heaps(parts)
    }

    fn component_of(&self, mv: &OctalMove) -> usize {
        mv.heap
    }

    fn pieces(&self, mv: &OctalMove) -> String {
        if mv.leaves.is_empty() {
            "0".to_string()
        } else {
            format_heaps(&mv.leaves)
        }
    }

    fn words(&self) -> MoveWords {
        super::nim::HEAP_WORDS
    }

    fn describe_component(&self, heap: &Vec<u64>) -> String {
        super::heaps::describe_heaps(heap)
    }

    fn describe_move(&self, _heaps: &Vec<u64>, mv: &OctalMove) -> String {
        super::heaps::describe_taking(mv.from, &mv.leaves)
    }

    fn is_terminal(&self, heaps: &Vec<u64>) -> bool {
        !heaps.iter().any(|&h| self.heap_has_move(h))
    }

    fn canonical(&self, heaps: &Vec<u64>) -> Vec<u64> {
        let mut v: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        v.sort_unstable();
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Evaluator;

    #[test]
    fn a_heap_is_described_in_words() {
        let kayles = OctalGame::parse("0.77").unwrap();
        assert_eq!(
            kayles.describe_component(&vec![10]),
            "a heap of 10 counters"
        );
        assert_eq!(kayles.describe_component(&vec![1]), "a heap of 1 counter");
    }

    #[test]
    fn codes_print_as_read() {
        assert_eq!(OctalGame::parse("4.3").unwrap().to_string(), "4.3");
        assert_eq!(OctalGame::parse(".07").unwrap().to_string(), "0.07");
        assert!(OctalGame::parse("4.9").is_err());
        assert!(OctalGame::parse("44.3").is_err());
    }

    #[test]
    fn dawsons_kayles_is_0_07() {
        // Dawson's Kayles: 0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3 (a
        // standard sequence, Winning Ways).
        let v: Vec<u64> = OctalGame::parse("0.07")
            .unwrap()
            .series(20)
            .iter()
            .map(|n| n.0)
            .collect();
        assert_eq!(
            v,
            [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3]
        );
    }

    #[test]
    fn series_equals_brute_force_on_heaps() {
        let game = OctalGame::parse("4.3").unwrap();
        let series = game.series(12);
        let mut eval = Evaluator::new(game.clone());
        let solver = crate::Solver::new(game);
        for (h, v) in series.iter().enumerate() {
            let p = vec![h as u64];
            assert_eq!(eval.value(&p), *v, "heap {h}");
            assert_eq!(solver.value(&p), *v, "heap {h}");
        }
    }

    #[test]
    fn a_heap_has_a_move_exactly_when_its_moves_are_listed() {
        for code in [
            "0.77", "0.07", "0.137", "0.6", "0.4", "4.7", "0.35", "0.1", "0.2", "4.0", "0.004",
        ] {
            let game = OctalGame::parse(code).unwrap();
            for h in 0..40 {
                let listed = game.heap_moves(h).is_empty();
                assert_eq!(game.is_terminal(&vec![h]), listed, "{code}, heap {h}");
                assert_eq!(
                    game.is_terminal(&vec![h, 0]),
                    listed,
                    "{code}, heaps {h} and 0"
                );
            }
        }
    }

    #[test]
    fn a_move_is_allowed_exactly_when_it_is_listed() {
        let mut candidates: Vec<Vec<u64>> = vec![vec![]];
        for a in 0..14 {
            candidates.push(vec![a]);
            for b in 0..14 {
                candidates.push(vec![a, b]);
            }
        }
        candidates.push(vec![1, 1, 1]);
        for code in [
            "0.77", "0.07", "0.137", "0.6", "0.4", "4.7", "0.35", "0.1", "0.2", "4.0", "0.004",
        ] {
            let game = OctalGame::parse(code).unwrap();
            for from in 0..14 {
                let listed = game.heap_moves(from);
                for leaves in &candidates {
                    assert_eq!(
                        game.allows(from, leaves),
                        listed.contains(leaves),
                        "{code}: {from} -> {leaves:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn moves_round_trip_as_text_and_follow_the_code() {
        let game = OctalGame::parse("0.77").unwrap();
        let p = vec![5, 2, 5];
        for mv in game.moves(&p) {
            let text = game.format_move(&p, &mv);
            assert_eq!(game.parse_move(&p, &text), Ok(mv), "{text}");
        }
        // Kayles: take 1 or 2, from the end or the middle.
        assert!(game.parse_move(&p, "5 -> 1 + 2").is_ok());
        assert!(game.parse_move(&p, "5 -> 1 + 1").is_err());
        assert!(game.parse_move(&p, "5 -> 0").is_err());
    }

    #[test]
    fn a_first_digit_other_than_0_or_4_is_refused() {
        for code in ["2.0", "6.0", "1.0", "3.0", "5.3", "7.3"] {
            let e = OctalGame::parse(code).unwrap_err();
            assert!(e.to_string().contains("write 0 or 4 there"), "{code}: {e}");
        }
        for code in ["4.3", "0.77", ".07", "4"] {
            assert!(OctalGame::parse(code).is_ok(), "{code}");
        }
    }
}
