//! Bars as text: `3x4x5`, several joined by `+`, `k*bar` for `k` copies.

use super::bar::Bar;
use super::heaps::{skip_space, HeapError, HeapErrorKind, MAX_HEAPS};
use std::fmt;

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
