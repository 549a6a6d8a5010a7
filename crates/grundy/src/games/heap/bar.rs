//! A bar of any number of sides, and what the games on bars share: a
//! break, Schrage's rule of the sides, every break of a bar, and bars as
//! text. The games themselves are [`super::bars::Bars`].

use super::heaps::{skip_space, HeapError, HeapErrorKind, MAX_HEAPS};
use super::spread::{is_split, largest_small_part};
use crate::Nimber;
use std::fmt;
use std::hash::Hash;

/// A bar of a game's number of sides, each at least 1.
pub trait Bar: Copy + Eq + Ord + Hash + fmt::Debug + fmt::Display {
    /// The fewest sides a bar of the game has.
    const MIN_SIDES: usize;
    /// The most sides a bar of the game has.
    const MAX_SIDES: usize;
    /// The game's spec (`rectangles`, `boxes`).
    const SPEC: &'static str;
    /// The game's name.
    const NAME: &'static str;
    /// What one bar is called (`bar`, `box`).
    const NOUN: &'static str;
    /// What a position written with too few or too many sides, or with a
    /// side of 0, is told.
    const BAD_SHAPE: HeapErrorKind;
    /// How many sides this bar has.
    fn sides(&self) -> usize;
    /// Side `k`, from 0.
    fn side(&self, k: usize) -> u64;
    /// The bar with side `k` set to `length`.
    fn with_side(self, k: usize, length: u64) -> Self;
    /// The bar with these sides (from [`Bar::MIN_SIDES`] to
    /// [`Bar::MAX_SIDES`] of them).
    fn from_sides(sides: &[u64]) -> Self;
}

/// A break: bar `piece` (0-based), `from`, becomes the two bars `leaves`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BarMove<B> {
    /// Index of the bar.
    pub piece: usize,
    /// The bar before.
    pub from: B,
    /// The two bars after, the smaller first.
    pub leaves: [B; 2],
}

/// Why a break cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BarMoveError {
    /// There is no such bar, or it has other sides.
    NoSuchBar,
    /// The two pieces are not a break of the bar into unequal bars.
    NotABreak,
}

impl fmt::Display for BarMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BarMoveError::NoSuchBar => "the position has no such bar",
            BarMoveError::NotABreak => {
                "a bar breaks along one score into two bars of unequal size (with d, \
                 differing by at least d along the side broken)"
            }
        })
    }
}

impl std::error::Error for BarMoveError {}

/// Schrage's theorem for two values: `b` when `a = 0`, `a` when `b = 0`,
/// else 1.
pub fn schrage(a: Nimber, b: Nimber) -> Nimber {
    match (a.is_zero(), b.is_zero()) {
        (true, _) => b,
        (_, true) => a,
        _ => Nimber(1),
    }
}

/// The rule of the sides: [`schrage`] folded over the sides' values.
pub fn sides_rule(values: impl IntoIterator<Item = Nimber>) -> Nimber {
    values.into_iter().fold(Nimber(0), schrage)
}

/// Every break of `bar` whose pieces differ by at least `d` along the side
/// broken, side by side.
pub fn breaks_with<B: Bar>(bar: B, d: u64) -> impl Iterator<Item = [B; 2]> {
    (0..bar.sides()).flat_map(move |k| {
        let s = bar.side(k);
        (1..=largest_small_part(s, d)).map(move |a| [bar.with_side(k, a), bar.with_side(k, s - a)])
    })
}

pub(super) fn is_break<B: Bar>(bar: B, d: u64, [x, y]: [B; 2]) -> bool {
    let sides = bar.sides();
    if x.sides() != sides || y.sides() != sides {
        return false;
    }
    (0..sides).any(|k| {
        (0..sides).all(|j| j == k || (x.side(j) == bar.side(j) && y.side(j) == bar.side(j)))
            && is_split(bar.side(k), d, &[x.side(k), y.side(k)])
    })
}

/// The bar with its sides sorted: a bar turned over is the same game.
pub fn turned<B: Bar>(bar: B) -> B {
    let mut sides: Vec<u64> = (0..bar.sides()).map(|k| bar.side(k)).collect();
    sides.sort_unstable();
    B::from_sides(&sides)
}

/// Writes a bar's sides joined by `x` (`3x4x5`).
pub fn write_sides<B: Bar>(bar: &B, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    for k in 0..bar.sides() {
        if k > 0 {
            f.write_str("x")?;
        }
        write!(f, "{}", bar.side(k))?;
    }
    Ok(())
}

/// Reads `MxN` (or `M×N`; `*` counts copies) with as many sides as `B`
/// allows, from byte `i`, sides at most `max`; gives the bar and the byte
/// after it.
pub(super) fn read_bar<B: Bar>(text: &str, i: usize, max: u64) -> Result<(B, usize), HeapError> {
    let side = |at: usize| -> Result<(u64, usize), HeapError> {
        let (n, next) = super::heaps::number(text, at);
        match n {
            Some(Ok(0)) => Err(HeapError::at(text, B::BAD_SHAPE, at)),
            Some(Ok(v)) if v > max => Err(HeapError::at(text, HeapErrorKind::BeyondReach(max), at)),
            Some(Ok(v)) => Ok((v, next)),
            Some(Err(())) => Err(HeapError::at(text, HeapErrorKind::TooLarge, at)),
            None => Err(HeapError::at(
                text,
                match text[at..].chars().next() {
                    None | Some('+') => HeapErrorKind::MissingHeap,
                    Some(c) => HeapErrorKind::UnexpectedCharacter(c),
                },
                at,
            )),
        }
    };
    let mut sides = Vec::with_capacity(B::MIN_SIDES);
    let (first, mut next) = side(i)?;
    sides.push(first);
    loop {
        let at = skip_space(text, next);
        let rest = &text[at..];
        let after_x = if rest.starts_with('x') || rest.starts_with('X') {
            at + 1
        } else if rest.starts_with('×') {
            at + '×'.len_utf8()
        } else if sides.len() < B::MIN_SIDES {
            return Err(HeapError::at(text, B::BAD_SHAPE, at));
        } else {
            break;
        };
        if sides.len() == B::MAX_SIDES {
            // A game of one shape leaves the `x` to its caller, which
            // finds no place for it; the box game says how many sides.
            if B::MIN_SIDES == B::MAX_SIDES {
                break;
            }
            return Err(HeapError::at(text, B::BAD_SHAPE, at));
        }
        let (s, after) = side(skip_space(text, after_x))?;
        sides.push(s);
        next = after;
    }
    Ok((B::from_sides(&sides), next))
}

/// Reads bars: `""`, or bars joined by `+`, each optionally `k*bar`, sides
/// at most `max`.
pub fn parse_bars<B: Bar>(text: &str, max: u64) -> Result<Vec<B>, HeapError> {
    let mut out = Vec::new();
    let mut i = skip_space(text, 0);
    if i == text.len() {
        return Ok(out);
    }
    loop {
        let start = i;
        let (first, next) = super::heaps::number(text, i);
        let after = skip_space(text, next);
        let count = if first.is_some() && text[after..].starts_with('*') {
            match first {
                Some(Ok(k)) if (1..=MAX_HEAPS).contains(&k) => {
                    i = skip_space(text, after + 1);
                    k
                }
                _ => return Err(HeapError::at(text, HeapErrorKind::BadMultiplier, start)),
            }
        } else {
            1
        };
        let (bar, next) = read_bar::<B>(text, i, max)?;
        if out.len() as u64 + count > MAX_HEAPS {
            return Err(HeapError::at(text, HeapErrorKind::TooManyHeaps, start));
        }
        out.extend(std::iter::repeat_n(bar, count as usize));
        i = skip_space(text, next);
        match text[i..].chars().next() {
            None => return Ok(out),
            Some('+') => i = skip_space(text, i + 1),
            Some(c) => {
                return Err(HeapError::at(
                    text,
                    HeapErrorKind::UnexpectedCharacter(c),
                    i,
                ))
            }
        }
    }
}

/// Writes bars joined by ` + ` (`5x7 + 3x4`).
pub fn format_bars<B: Bar>(bars: &[B]) -> String {
    let parts: Vec<String> = bars.iter().map(B::to_string).collect();
    parts.join(" + ")
}
