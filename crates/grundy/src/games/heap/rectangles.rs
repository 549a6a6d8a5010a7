//! Schrage's rectangle game (Fibonacci Quarterly, 1985): break one `M × N`
//! bar along a score into two rectangles of unequal size, either
//! `m × N` and `(M − m) × N` with `m ≠ M − m`, or `M × n` and `M × (N − n)`
//! with `n ≠ N − n`. A bar with both sides at most 2 cannot be broken.
//! Positions are written `5x7 + 3x4`; a `1 × N` bar is Grundy's game.
//!
//! With `d` (`rectangles:d=2`, Schrage's §4) the two pieces must differ by
//! at least `d` along the side broken: `m × N` and `(M − m) × N` with
//! `|M − 2m| ≥ d`, or the same along `N`; `d = 1` is the game above, and a
//! `1 × N` bar is then the split game `grundy:d=D` ([`super::spread`]).
//!
//! # Schrage's theorem
//!
//! With `G(K)` the value of Grundy's game:
//! `G(M × N) = G(N)` if `G(M) = 0`, `G(M)` if `G(N) = 0`, and `1` when
//! both are positive. Values come from it and Grundy's game's table; the
//! tests check it against the definition to 60 × 60 and against the
//! paper's Table 2. Schrage states that it holds for every `d`, with `G`
//! the split game's values; the tests check that against the definition
//! to 20 × 20 for `d` from 0 to 4.

use super::grundy_game::{GrundyGame, MAX_HEAP};
use super::heaps::{skip_space, HeapError, HeapErrorKind, MAX_HEAPS};
use super::rule::HeapRule;
use super::spread::{is_split, largest_small_part, parse_d, GrundySpecError};
use crate::game::{Game, MoveWords, PlayError};
use crate::Nimber;
use std::fmt;

/// An `m × n` bar: `m` rows of `n` squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rect {
    /// The first side.
    pub m: u64,
    /// The second side.
    pub n: u64,
}

impl fmt::Display for Rect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.m, self.n)
    }
}

/// A break: bar `piece` (0-based), `from`, becomes the two bars `leaves`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RectMove {
    /// Index of the bar.
    pub piece: usize,
    /// The bar before.
    pub from: Rect,
    /// The two bars after, the smaller first.
    pub leaves: [Rect; 2],
}

/// Why a break cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RectMoveError {
    /// There is no such bar, or it has other sides.
    NoSuchBar,
    /// The two pieces are not a break of the bar into unequal rectangles.
    NotABreak,
}

impl fmt::Display for RectMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RectMoveError::NoSuchBar => "the position has no such bar",
            RectMoveError::NotABreak => {
                "a bar breaks along one score into two rectangles of unequal size (with d, \
                 differing by at least d along the side broken)"
            }
        })
    }
}

impl std::error::Error for RectMoveError {}

/// Schrage's rectangle game, with its `d`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rectangles {
    grundy: GrundyGame,
}

/// Schrage's theorem: the value of an `m × n` bar from `G(m)` and `G(n)`.
pub fn schrage(gm: Nimber, gn: Nimber) -> Nimber {
    match (gm.is_zero(), gn.is_zero()) {
        (true, _) => gn,
        (_, true) => gm,
        _ => Nimber(1),
    }
}

/// Every break of `r` into unequal pieces (`d = 1`), along its first side
/// then its second.
pub fn breaks(r: Rect) -> impl Iterator<Item = [Rect; 2]> {
    breaks_with(r, 1)
}

/// Every break of `r` whose pieces differ by at least `d` along the side
/// broken, along its first side then its second.
pub fn breaks_with(r: Rect, d: u64) -> impl Iterator<Item = [Rect; 2]> {
    let along_m = (1..=largest_small_part(r.m, d))
        .map(move |a| [Rect { m: a, n: r.n }, Rect { m: r.m - a, n: r.n }]);
    let along_n = (1..=largest_small_part(r.n, d))
        .map(move |b| [Rect { m: r.m, n: b }, Rect { m: r.m, n: r.n - b }]);
    along_m.chain(along_n)
}

/// `G(m × n)` for `1 ≤ m, n ≤ size`, row by row, from the breaks with
/// pieces differing by at least `d` alone (the mex of each bar's options,
/// no theorem): what Schrage's theorem is checked against.
pub fn table_by_breaks(d: u64, size: usize) -> Vec<Vec<Nimber>> {
    let mut g = vec![vec![0u64; size + 1]; size + 1];
    let mut seen = Vec::new();
    for m in 1..=size {
        for n in 1..=size {
            seen.clear();
            let r = Rect {
                m: m as u64,
                n: n as u64,
            };
            for [a, b] in breaks_with(r, d) {
                seen.push(g[a.m as usize][a.n as usize] ^ g[b.m as usize][b.n as usize]);
            }
            g[m][n] = (0..).find(|v| !seen.contains(v)).unwrap_or(0);
        }
    }
    g.into_iter()
        .skip(1)
        .map(|row| row.into_iter().skip(1).map(Nimber).collect())
        .collect()
}

fn is_break(r: Rect, d: u64, leaves: &[Rect; 2]) -> bool {
    let [x, y] = *leaves;
    let along_m = x.n == r.n && y.n == r.n && is_split(r.m, d, &[x.m, y.m]);
    let along_n = x.m == r.m && y.m == r.m && is_split(r.n, d, &[x.n, y.n]);
    along_m || along_n
}

/// Reads `MxN` (or `M×N`, `M*N` is not accepted: `*` counts copies) from
/// byte `i`, sides at most `max`; returns the bar and the byte after it.
fn read_rect(text: &str, i: usize, max: u64) -> Result<(Rect, usize), HeapError> {
    let err = |kind, at| Err(HeapError::at(text, kind, at));
    let side = |at: usize| -> Result<(u64, usize), HeapError> {
        let (n, next) = super::heaps::number(text, at);
        match n {
            Some(Ok(0)) => Err(HeapError::at(text, HeapErrorKind::BadRectangle, at)),
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
    let (m, next) = side(i)?;
    let at = skip_space(text, next);
    let rest = &text[at..];
    let after_x = if rest.starts_with('x') || rest.starts_with('X') {
        at + 1
    } else if rest.starts_with('×') {
        at + '×'.len_utf8()
    } else {
        return err(HeapErrorKind::BadRectangle, at);
    };
    let (n, next) = side(skip_space(text, after_x))?;
    Ok((Rect { m, n }, next))
}

/// Reads bars: `""`, or `MxN` joined by `+`, each optionally `k*MxN`.
pub fn parse_rects(text: &str) -> Result<Vec<Rect>, HeapError> {
    parse_rects_within(text, MAX_HEAP)
}

/// Reads bars as [`parse_rects`] does, with sides at most `max`.
pub fn parse_rects_within(text: &str, max: u64) -> Result<Vec<Rect>, HeapError> {
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
        let (r, next) = read_rect(text, i, max)?;
        if out.len() as u64 + count > MAX_HEAPS {
            return Err(HeapError::at(text, HeapErrorKind::TooManyHeaps, start));
        }
        out.extend(std::iter::repeat_n(r, count as usize));
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
pub fn format_rects(rects: &[Rect]) -> String {
    let parts: Vec<String> = rects.iter().map(Rect::to_string).collect();
    parts.join(" + ")
}

impl Rectangles {
    /// The game.
    pub fn new() -> Rectangles {
        Rectangles::default()
    }

    /// The game whose breaks leave pieces differing by at least `d` along
    /// the side broken (`d = 1` is the game of the paper).
    pub fn with_d(d: u64) -> Rectangles {
        Rectangles {
            grundy: GrundyGame::with_d(d),
        }
    }

    /// The game a spec's options name: nothing, or `d=D`.
    pub fn parse(options: &str) -> Result<Rectangles, GrundySpecError> {
        parse_d(options).map(Rectangles::with_d)
    }

    /// How much the two pieces of a break must differ.
    pub fn d(&self) -> u64 {
        self.grundy.d()
    }

    /// The one-dimensional game whose values give the bars' values.
    pub fn line_game(&self) -> &GrundyGame {
        &self.grundy
    }

    /// `G(m × n)` by Schrage's theorem; `None` past Grundy's game's reach.
    pub fn value(&self, r: Rect) -> Option<Nimber> {
        Some(schrage(self.grundy.value(r.m)?, self.grundy.value(r.n)?))
    }

    /// The theorem applied to `r`, in words.
    pub fn reason(&self, r: Rect) -> String {
        let (Some(gm), Some(gn)) = (self.grundy.value(r.m), self.grundy.value(r.n)) else {
            return String::new();
        };
        let case = match (gm.is_zero(), gn.is_zero()) {
            (true, _) => format!("G({}) = 0, so G({r}) = G({}) = {gn}", r.m, r.n),
            (_, true) => format!("G({}) = 0, so G({r}) = G({}) = {gm}", r.n, r.m),
            _ => format!(
                "G({}) = {gm} and G({}) = {gn} are both positive, so G({r}) = 1",
                r.m, r.n
            ),
        };
        format!("Schrage's theorem from {}: {case}", self.grundy.name())
    }
}

impl Game for Rectangles {
    type Position = Vec<Rect>;
    type Move = RectMove;
    type IllegalMove = RectMoveError;
    type TextError = HeapError;

    fn spec(&self) -> String {
        match self.d() {
            1 => "rectangles".to_string(),
            d => format!("rectangles:d={d}"),
        }
    }

    fn name(&self) -> String {
        match self.d() {
            1 => "Schrage's rectangle game".to_string(),
            d => format!("Schrage's rectangle game, d = {d}"),
        }
    }

    fn moves<'a>(&'a self, rects: &'a Vec<Rect>) -> Box<dyn Iterator<Item = RectMove> + 'a> {
        Box::new(rects.iter().enumerate().flat_map(|(piece, &from)| {
            breaks_with(from, self.d()).map(move |leaves| RectMove {
                piece,
                from,
                leaves,
            })
        }))
    }

    fn play(
        &self,
        mut rects: Vec<Rect>,
        mv: &RectMove,
    ) -> Result<Vec<Rect>, PlayError<Vec<Rect>, RectMoveError>> {
        let error = if rects.get(mv.piece) != Some(&mv.from) {
            RectMoveError::NoSuchBar
        } else if !is_break(mv.from, self.d(), &mv.leaves) {
            RectMoveError::NotABreak
        } else {
            rects.splice(mv.piece..=mv.piece, mv.leaves);
            return Ok(rects);
        };
        Err(PlayError {
            position: rects,
            error,
        })
    }

    fn parse_position(&self, text: &str) -> Result<Vec<Rect>, HeapError> {
        parse_rects_within(text, self.grundy.max_heap())
    }

    fn format_position(&self, rects: &Vec<Rect>) -> String {
        format_rects(rects)
    }

    /// `5x7 -> 2x7 + 3x7`, with `N:` first to pick among equal bars.
    fn parse_move(&self, rects: &Vec<Rect>, text: &str) -> Result<RectMove, HeapError> {
        let mut i = skip_space(text, 0);
        let (first, next) = super::heaps::number(text, i);
        let after = skip_space(text, next);
        let mut chosen = None;
        if text[after..].starts_with(':') {
            match first {
                Some(Ok(k)) if k >= 1 && k <= rects.len() as u64 => chosen = Some(k as usize - 1),
                _ => return Err(HeapError::at(text, HeapErrorKind::NoSuchHeap(0), i)),
            }
            i = skip_space(text, after + 1);
        }
        let (from, next) = read_rect(text, i, u64::MAX)?;
        let piece = match chosen {
            Some(k) if rects[k] == from => k,
            Some(_) => return Err(HeapError::at(text, HeapErrorKind::NotAMove, i)),
            None => rects
                .iter()
                .position(|&r| r == from)
                .ok_or_else(|| HeapError::at(text, HeapErrorKind::NotAMove, i))?,
        };
        let at = super::heaps::read_arrow(text, next)?;
        let mut leaves =
            parse_rects(&text[at..]).map_err(|e| HeapError::at(text, e.kind, e.offset + at))?;
        // Smaller piece first (only a pair can be a break).
        if let [x, y] = leaves.as_mut_slice() {
            if x.m * x.n > y.m * y.n {
                std::mem::swap(x, y);
            }
        }
        match leaves.as_slice() {
            [x, y] if is_break(from, self.d(), &[*x, *y]) => Ok(RectMove {
                piece,
                from,
                leaves: [*x, *y],
            }),
            _ => Err(HeapError::at(text, HeapErrorKind::NotAMove, at)),
        }
    }

    fn format_move(&self, rects: &Vec<Rect>, mv: &RectMove) -> String {
        let prefix = if mv.piece < rects.len() && rects[..mv.piece].contains(&mv.from) {
            format!("{}: ", mv.piece + 1)
        } else {
            String::new()
        };
        format!("{prefix}{} → {}", mv.from, self.pieces(mv))
    }

    fn components(&self, rects: &Vec<Rect>) -> Vec<Vec<Rect>> {
        rects.iter().map(|&r| vec![r]).collect()
    }

    fn component_of(&self, mv: &RectMove) -> usize {
        mv.piece
    }

    fn pieces(&self, mv: &RectMove) -> String {
        format_rects(&mv.leaves)
    }

    /// Each bar with its shorter side first (a bar turned over is the same
    /// game), sorted.
    fn canonical(&self, rects: &Vec<Rect>) -> Vec<Rect> {
        let mut v: Vec<Rect> = rects
            .iter()
            .map(|r| Rect {
                m: r.m.min(r.n),
                n: r.m.max(r.n),
            })
            .collect();
        v.sort_unstable();
        v
    }

    fn closed_value(&self, component: &Vec<Rect>) -> Option<Nimber> {
        match component.as_slice() {
            [] => Some(Nimber(0)),
            [r] => self.value(*r),
            _ => None,
        }
    }

    fn describe_component(&self, rects: &Vec<Rect>) -> String {
        match rects.as_slice() {
            [r] => format!("a bar of {} by {}", r.m, r.n),
            _ => format_rects(rects),
        }
    }

    fn describe_move(&self, _rects: &Vec<Rect>, mv: &RectMove) -> String {
        format!(
            "the bar {} into {} and {}",
            mv.from, mv.leaves[0], mv.leaves[1]
        )
    }

    fn words(&self) -> MoveWords {
        MoveWords::fixed("break", "broke", "break")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Solver;

    #[test]
    fn bars_read_and_print() {
        let p = parse_rects(" 5x7 + 3 X 4+2*1×2").unwrap();
        assert_eq!(format_rects(&p), "5x7 + 3x4 + 1x2 + 1x2");
        assert_eq!(parse_rects(""), Ok(vec![]));
        assert_eq!(
            parse_rects("5x").unwrap_err().kind,
            HeapErrorKind::MissingHeap
        );
        assert_eq!(
            parse_rects("5").unwrap_err().kind,
            HeapErrorKind::BadRectangle
        );
        assert_eq!(
            parse_rects("0x3").unwrap_err().kind,
            HeapErrorKind::BadRectangle
        );
    }

    #[test]
    fn small_bars_cannot_be_broken() {
        let g = Rectangles::new();
        for r in ["1x1", "1x2", "2x1", "2x2"] {
            assert!(g.is_terminal(&parse_rects(r).unwrap()), "{r}");
        }
        assert!(!g.is_terminal(&parse_rects("2x3").unwrap()));
    }

    #[test]
    fn schrage_equals_brute_force_on_small_bars() {
        let g = Rectangles::new();
        let solver = Solver::brute_force(g.clone());
        for m in 1..=12 {
            for n in 1..=12 {
                let r = Rect { m, n };
                assert_eq!(Some(solver.value(&vec![r])), g.value(r), "{r}");
            }
        }
    }

    #[test]
    fn moves_round_trip_as_text() {
        let g = Rectangles::new();
        let p = parse_rects("5x4 + 3x3 + 5x4").unwrap();
        for mv in g.moves(&p) {
            let text = g.format_move(&p, &mv);
            assert_eq!(g.parse_move(&p, &text), Ok(mv), "{text}");
        }
        assert!(g.parse_move(&p, "3x3 -> 1x3 + 2x3").is_ok());
        assert!(g.parse_move(&p, "5x4 -> 5x2 + 5x2").is_err());
        assert!(g.parse_move(&p, "5x4 -> 2x4 + 3x3").is_err());
    }
}
