//! Positions of heap games written as text: `3 + 5 + 7`, with `2*4` for
//! two heaps of 4, and moves written `7 → 2` (with the heap's number first,
//! `3: 7 → 2`, when an equal heap comes before it).

use super::box_sides::MAX_BOX_SIDES;
use crate::game::{character_at, TextError};
use std::fmt;

/// The most heaps one text may describe, so a typo such as `99999999*1`
/// gets an error instead of exhausting memory.
pub const MAX_HEAPS: u64 = 10_000;

/// What is wrong with a heap position or move.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum HeapErrorKind {
    /// A `+` with nothing on one side.
    MissingHeap,
    /// A heap larger than `u64::MAX`.
    TooLarge,
    /// A multiplier of zero or more than [`MAX_HEAPS`].
    BadMultiplier,
    /// More than [`MAX_HEAPS`] heaps.
    TooManyHeaps,
    /// A character with no place here.
    UnexpectedCharacter(char),
    /// A move names a heap number the position does not have.
    NoSuchHeap(usize),
    /// A move's heap size is not in the position.
    NoHeapOfSize(u64),
    /// A move that the game does not allow from that heap.
    NotAMove,
    /// A heap (or side of a bar) larger than the game's method can value.
    BeyondReach(u64),
    /// A bar written without its second side, or with a side of 0.
    BadRectangle,
    /// A box written with fewer than three sides or more than
    /// [`MAX_BOX_SIDES`], or with a side of 0.
    BadBox,
}

impl fmt::Display for HeapErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeapErrorKind::MissingHeap => {
                write!(f, "a heap is missing here: write its size, as in 3 + 5 + 7")
            }
            HeapErrorKind::TooLarge => {
                write!(
                    f,
                    "this heap is larger than {}, the largest supported",
                    u64::MAX
                )
            }
            HeapErrorKind::BadMultiplier => {
                write!(f, "a multiplier must be between 1 and {MAX_HEAPS}")
            }
            HeapErrorKind::TooManyHeaps => {
                write!(f, "a position may hold at most {MAX_HEAPS} heaps")
            }
            HeapErrorKind::UnexpectedCharacter(c) => write!(f, "unexpected character '{c}'"),
            HeapErrorKind::NoSuchHeap(n) => write!(f, "the position has no heap {n}"),
            HeapErrorKind::NoHeapOfSize(h) => write!(f, "the position has no heap of {h}"),
            HeapErrorKind::NotAMove => write!(f, "the game has no such move from this heap"),
            HeapErrorKind::BeyondReach(max) => {
                write!(
                    f,
                    "this game values heaps of at most {max}; this one is larger"
                )
            }
            HeapErrorKind::BadRectangle => write!(
                f,
                "write a bar as its two sides, each at least 1, as in 5x7 + 3x4"
            ),
            HeapErrorKind::BadBox => write!(
                f,
                "write a box as its sides, three sides or more ({} at most), each at least 1, \
                 as in 3x4x5 + 2x3x4x5",
                MAX_BOX_SIDES
            ),
        }
    }
}

/// A heap position or move that could not be read, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapError {
    /// What is wrong.
    pub kind: HeapErrorKind,
    /// Byte offset into the text.
    pub offset: usize,
    /// The same place in characters, from 1.
    pub column: usize,
}

impl HeapError {
    pub(crate) fn at(text: &str, kind: HeapErrorKind, offset: usize) -> HeapError {
        HeapError {
            kind,
            offset,
            column: character_at(text, offset),
        }
    }
}

impl fmt::Display for HeapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at character {}: {}", self.column, self.kind)
    }
}

impl std::error::Error for HeapError {}

impl TextError for HeapError {
    fn offset(&self) -> usize {
        self.offset
    }

    fn message(&self) -> String {
        self.kind.to_string()
    }
}

/// Heaps side by side, at most [`MAX_HEAPS`] of them: how the heap games
/// join positions ([`crate::Game::join`]).
pub fn join_heaps(parts: Vec<Vec<u64>>) -> Option<Vec<u64>> {
    let heaps: Vec<u64> = parts.into_iter().flatten().collect();
    (heaps.len() as u64 <= MAX_HEAPS).then_some(heaps)
}

/// Reads heaps as [`parse_heaps`] does, drops empty ones, and refuses a
/// heap larger than `max` at the place where it is written.
pub fn parse_heaps_within(text: &str, max: u64) -> Result<Vec<u64>, HeapError> {
    let heaps = parse_heaps(text)?;
    if let Some(&big) = heaps.iter().find(|&&h| h > max) {
        return Err(HeapError::at(
            text,
            HeapErrorKind::BeyondReach(max),
            find_number(text, big),
        ));
    }
    Ok(heaps.into_iter().filter(|&h| h > 0).collect())
}

/// The byte where the number `n` is first written in `text` (0 if nowhere).
pub(crate) fn find_number(text: &str, n: u64) -> usize {
    let mut i = 0;
    while i < text.len() {
        match number(text, i) {
            (Some(Ok(x)), _) if x == n => return i,
            (Some(_), next) => i = next,
            (None, _) => i += text[i..].chars().next().map_or(1, char::len_utf8),
        }
    }
    0
}

/// Digits from byte `i`, with the first byte past them.
pub(crate) fn number(text: &str, i: usize) -> (Option<Result<u64, ()>>, usize) {
    let len = text[i..].bytes().take_while(u8::is_ascii_digit).count();
    if len == 0 {
        return (None, i);
    }
    (Some(text[i..i + len].parse().map_err(|_| ())), i + len)
}

pub(crate) fn skip_space(text: &str, mut i: usize) -> usize {
    while let Some(c) = text[i..].chars().next().filter(|c| c.is_whitespace()) {
        i += c.len_utf8();
    }
    i
}

/// Reads heaps: `""`, or sizes joined by `+`, each optionally `count*size`.
pub fn parse_heaps(text: &str) -> Result<Vec<u64>, HeapError> {
    let err = |kind, at| Err(HeapError::at(text, kind, at));
    let mut heaps = Vec::new();
    let mut i = skip_space(text, 0);
    if i == text.len() {
        return Ok(heaps);
    }
    loop {
        let start = i;
        let (first, next) = number(text, i);
        let Some(first) = first else {
            return match text[i..].chars().next() {
                None | Some('+') | Some('*') => err(HeapErrorKind::MissingHeap, i),
                Some(c) => err(HeapErrorKind::UnexpectedCharacter(c), i),
            };
        };
        i = skip_space(text, next);
        let (count, size) = if text[i..].starts_with('*') {
            let count = match first {
                Ok(n) if (1..=MAX_HEAPS).contains(&n) => n,
                _ => return err(HeapErrorKind::BadMultiplier, start),
            };
            let at = skip_space(text, i + 1);
            let (size, next) = number(text, at);
            i = skip_space(text, next);
            match size {
                Some(Ok(s)) => (count, s),
                Some(Err(())) => return err(HeapErrorKind::TooLarge, at),
                None => {
                    return match text[at..].chars().next() {
                        None | Some('+') => err(HeapErrorKind::MissingHeap, at),
                        Some(c) => err(HeapErrorKind::UnexpectedCharacter(c), at),
                    }
                }
            }
        } else {
            match first {
                Ok(s) => (1, s),
                Err(()) => return err(HeapErrorKind::TooLarge, start),
            }
        };
        if heaps.len() as u64 + count > MAX_HEAPS {
            return err(HeapErrorKind::TooManyHeaps, start);
        }
        heaps.extend(std::iter::repeat_n(size, count as usize));
        match text[i..].chars().next() {
            None => return Ok(heaps),
            Some('+') => i = skip_space(text, i + 1),
            Some(c) => return err(HeapErrorKind::UnexpectedCharacter(c), i),
        }
    }
}

/// A heap in words (`a heap of 10 counters`), for a card; several heaps
/// as notation.
pub fn describe_heaps(heaps: &[u64]) -> String {
    match heaps {
        [0] => "an empty heap".to_string(),
        [1] => "a heap of 1 counter".to_string(),
        [h] => format!("a heap of {h} counters"),
        _ => format_heaps(heaps),
    }
}

/// A move on the heap of `from` that leaves `leaves` in its place, in
/// words after the verb "take": `3 counters from the heap of 7, leaving
/// 4` (or `leaving nothing`, or `leaving 1 + 3`), and a split that takes
/// nothing `the heap of 7 apart, into 1 + 6`.
pub fn describe_taking(from: u64, leaves: &[u64]) -> String {
    let taken = from - leaves.iter().sum::<u64>();
    match (taken, leaves) {
        (0, [a, b]) => format!("the heap of {from} apart, into {a} + {b}"),
        _ => format!(
            "{taken} {} from the heap of {from}, leaving {}",
            if taken == 1 { "counter" } else { "counters" },
            if leaves.is_empty() {
                "nothing".to_string()
            } else {
                format_heaps(leaves)
            }
        ),
    }
}

/// Writes heaps joined by ` + ` (`50 + 53 + 30 + 14`); no heaps is empty.
pub fn format_heaps(heaps: &[u64]) -> String {
    heaps
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" + ")
}

/// The heap a move text names: `[N:] SIZE` followed by the rest of the
/// move. Returns the heap's index and the byte where the rest begins;
/// without a number, the first heap of that size.
pub fn read_heap(heaps: &[u64], text: &str) -> Result<(usize, usize), HeapError> {
    let err = |kind, at| Err(HeapError::at(text, kind, at));
    let start = skip_space(text, 0);
    let (first, next) = number(text, start);
    let Some(first) = first else {
        return match text[start..].chars().next() {
            None => err(HeapErrorKind::MissingHeap, start),
            Some(c) => err(HeapErrorKind::UnexpectedCharacter(c), start),
        };
    };
    let after = skip_space(text, next);
    if text[after..].starts_with(':') {
        let n = match first {
            Ok(n) if n >= 1 && n <= heaps.len() as u64 => n as usize,
            Ok(n) => return err(HeapErrorKind::NoSuchHeap(n as usize), start),
            Err(()) => return err(HeapErrorKind::NoSuchHeap(usize::MAX), start),
        };
        let at = skip_space(text, after + 1);
        let (size, next) = number(text, at);
        return match size {
            Some(Ok(s)) if s == heaps[n - 1] => Ok((n - 1, next)),
            Some(Ok(s)) => err(HeapErrorKind::NoHeapOfSize(s), at),
            Some(Err(())) => err(HeapErrorKind::TooLarge, at),
            None => err(HeapErrorKind::MissingHeap, at),
        };
    }
    let size = match first {
        Ok(s) => s,
        Err(()) => return err(HeapErrorKind::TooLarge, start),
    };
    match heaps.iter().position(|&h| h == size) {
        Some(i) => Ok((i, next)),
        None => err(HeapErrorKind::NoHeapOfSize(size), start),
    }
}

/// The arrow between a move's heap and its result (`->` or `→`), skipping
/// space; returns the byte after it.
pub fn read_arrow(text: &str, i: usize) -> Result<usize, HeapError> {
    let i = skip_space(text, i);
    if text[i..].starts_with("->") {
        Ok(skip_space(text, i + 2))
    } else if text[i..].starts_with('→') {
        Ok(skip_space(text, i + '→'.len_utf8()))
    } else {
        Err(HeapError::at(
            text,
            match text[i..].chars().next() {
                Some(c) => HeapErrorKind::UnexpectedCharacter(c),
                None => HeapErrorKind::MissingHeap,
            },
            i,
        ))
    }
}

/// `N: ` when an equal heap comes before heap `index`, so a move's text
/// names exactly one heap; empty otherwise.
pub fn heap_prefix(heaps: &[u64], index: usize) -> String {
    if heaps[..index].contains(&heaps[index]) {
        format!("{}: ", index + 1)
    } else {
        String::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heaps_read_and_print() {
        assert_eq!(parse_heaps(" 3 + 5+7 "), Ok(vec![3, 5, 7]));
        assert_eq!(parse_heaps("2*4 + 1"), Ok(vec![4, 4, 1]));
        assert_eq!(parse_heaps(""), Ok(vec![]));
        assert_eq!(format_heaps(&[50, 53, 30, 14]), "50 + 53 + 30 + 14");
    }

    #[test]
    fn errors_point_at_the_problem() {
        let at = |t: &str| {
            let e = parse_heaps(t).unwrap_err();
            (e.kind, e.offset)
        };
        assert_eq!(at("3 + + 5"), (HeapErrorKind::MissingHeap, 4));
        assert_eq!(at("3 + x"), (HeapErrorKind::UnexpectedCharacter('x'), 4));
        assert_eq!(at("99999999999999999999"), (HeapErrorKind::TooLarge, 0));
        assert_eq!(at("0*3"), (HeapErrorKind::BadMultiplier, 0));
        assert_eq!(at("3 +"), (HeapErrorKind::MissingHeap, 3));
        let e = parse_heaps("⊕3").unwrap_err();
        assert_eq!(e.column, 1);
        assert_eq!(e.to_string(), "at character 1: unexpected character '⊕'");
    }

    #[test]
    fn no_text_makes_the_reader_panic() {
        let alphabet: Vec<char> = "0123456789+* -x⊕:→>".chars().collect();
        let mut x = 7u64;
        for _ in 0..20_000 {
            let mut s = String::new();
            for _ in 0..(x % 12) {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                s.push(alphabet[(x % alphabet.len() as u64) as usize]);
            }
            if let Ok(h) = parse_heaps(&s) {
                assert_eq!(parse_heaps(&format_heaps(&h)), Ok(h));
            }
            let _ = read_heap(&[3, 5, 3], &s);
        }
    }
}
