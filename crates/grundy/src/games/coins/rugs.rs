//! Rugs: a rectangle of coins; a move flips every coin of an axis-aligned
//! rectangle whose bottom-right corner goes from heads to tails.
//!
//! Text: rows of `H` and `T` separated by `/`, top row first
//! (`HTH/THT`). Coins are named `row,column` from `0,0` at the top left; a
//! move is written as its top-left and bottom-right coins, `0,1-2,3`, or a
//! single coin `2,3`.
//!
//! Rugs is the product of Ruler with itself (a Tartan game: a move is a
//! Ruler move in the rows times one in the columns), so by the Tartan
//! theorem a lone head in row `r` and column `c` has value
//! `g(r + 1) ⊗ g(c + 1)`, with `g` Ruler's value (the notes number both
//! from 1, and the bottom row of a rectangle plays the part of Ruler's
//! rightmost coin).

use super::ruler;
use crate::game::{Game, MoveWords, PlayError, Values};
use crate::games::notation::{NotationError, NotationErrorKind, Reader, RuleError};
use crate::moves::{MoveGroup, MoveRow};
use crate::Nimber;
use std::sync::OnceLock;

/// The most rows, and the most columns, a rug may have.
pub const MAX_SIDE: usize = 24;

/// Rugs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rugs;

/// A rug: rows of coins (true for heads), top row first, all of one width.
pub type Rug = Vec<Vec<bool>>;

/// A move: the rectangle of rows `top..=bottom` and columns
/// `left..=right`, whose corner `(bottom, right)` goes from heads to tails.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RugMove {
    /// The corner's place among the heads (row by row): the component.
    pub component: usize,
    /// The first row.
    pub top: usize,
    /// The first column.
    pub left: usize,
    /// The last row, the corner's.
    pub bottom: usize,
    /// The last column, the corner's.
    pub right: usize,
}

/// The value of a lone head at `(row, column)`: the nim-product of Ruler's
/// values of row `row + 1` and column `column + 1`.
pub fn head_value(row: usize, column: usize) -> Nimber {
    ruler::value(row) * ruler::value(column)
}

/// The heads, row by row, left to right.
pub fn heads(rug: &Rug) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (r, row) in rug.iter().enumerate() {
        for (c, &h) in row.iter().enumerate() {
            if h {
                out.push((r, c));
            }
        }
    }
    out
}

/// `a ⊗ b`, from a table for values below 32: Ruler's values of the
/// coins of a rug are at most 16, so every sum of them is below 32.
fn product(a: Nimber, b: Nimber) -> Nimber {
    static TABLE: OnceLock<[[u8; 32]; 32]> = OnceLock::new();
    match (a.get(), b.get()) {
        (x @ 0..32, y @ 0..32) => {
            let table = TABLE.get_or_init(|| {
                let mut t = [[0; 32]; 32];
                for (x, row) in (0u64..).zip(t.iter_mut()) {
                    for (y, cell) in (0u64..).zip(row.iter_mut()) {
                        *cell = crate::nimber::nim_mul(x, y) as u8;
                    }
                }
                t
            });
            Nimber(u64::from(table[x as usize][y as usize]))
        }
        _ => a * b,
    }
}

/// The rug's value by the Tartan theorem. The nim-product distributes
/// over the nim-sum, so each row's column values are summed first and one
/// product is taken per row.
pub fn value(rug: &Rug) -> Nimber {
    rug.iter()
        .enumerate()
        .map(|(r, row)| {
            let columns: Nimber = (row.iter().enumerate())
                .filter(|&(_, &h)| h)
                .map(|(c, _)| ruler::value(c))
                .sum();
            product(ruler::value(r), columns)
        })
        .sum()
}

/// The rug with one head, at the bottom right of `(row + 1) × (column + 1)`.
pub fn lone_head(row: usize, column: usize) -> Rug {
    let mut rug = vec![vec![false; column + 1]; row + 1];
    rug[row][column] = true;
    rug
}

/// Reads rows of `H` and `T` separated by `/`, top row first.
pub fn parse_rug(text: &str) -> Result<Rug, NotationError> {
    parse_grid_within(text, MAX_SIDE, "a rug")
}

/// Reads a grid as [`parse_rug`] does, at most `max` rows of `max` coins
/// (`noun` names the grid in the error past that), a row past the limit
/// refused at its first coin too many before the row is read.
pub fn parse_grid_within(text: &str, max: usize, noun: &str) -> Result<Rug, NotationError> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    let too_big = |at: usize| {
        NotationError::new(
            NotationErrorKind::TooBig(format!("{noun} has at most {max} rows of {max} coins")),
            at,
            text,
        )
    };
    let mut rug: Rug = Vec::new();
    let mut start = 0;
    for piece in text.split('/') {
        if rug.len() == max {
            return Err(too_big(start));
        }
        let coins = piece.char_indices().filter(|(_, c)| !c.is_whitespace());
        if let Some((i, _)) = coins.clone().nth(max) {
            return Err(too_big(start + i));
        }
        let row = super::parse_row(piece).map_err(|e| e.shifted(start, text))?;
        let here = start + piece.len() - piece.trim_start().len();
        if row.is_empty() {
            return Err(NotationError::new(
                NotationErrorKind::Expected("a row of H and T"),
                here,
                text,
            ));
        }
        if let Some(first) = rug.first() {
            if first.len() != row.len() {
                return Err(NotationError::new(
                    NotationErrorKind::NotAMove(format!(
                        "every row needs {} coins, as the first; this one has {}",
                        first.len(),
                        row.len()
                    )),
                    here,
                    text,
                ));
            }
        }
        rug.push(row);
        start += piece.len() + 1;
    }
    Ok(rug)
}

/// Writes a rug as rows separated by `/`.
pub fn format_rug(rug: &Rug) -> String {
    let mut text = String::with_capacity(rug.iter().map(|row| row.len() + 1).sum());
    for (r, row) in rug.iter().enumerate() {
        if r > 0 {
            text.push('/');
        }
        text.extend(row.iter().map(|&h| if h { 'H' } else { 'T' }));
    }
    text
}

/// The place among the heads (row by row) of the head at `(row, column)`:
/// the component a move with that corner belongs to.
pub fn component_of_head(rug: &Rug, row: usize, column: usize) -> usize {
    heads(rug)
        .iter()
        .filter(|&&(r, c)| (r, c) < (row, column))
        .count()
}

/// Each head alone with tails above and to its left: the components of
/// every game played on a grid of coins.
pub fn lone_heads(rug: &Rug) -> Vec<Rug> {
    heads(rug)
        .into_iter()
        .map(|(r, c)| lone_head(r, c))
        .collect()
}

/// The grid cut after its last row and column with a head: rows below and
/// columns right of every head never take part in a move.
pub fn trimmed(rug: &Rug) -> Rug {
    let hs = heads(rug);
    let rows = hs.iter().map(|&(r, _)| r + 1).max().unwrap_or(0);
    let columns = hs.iter().map(|&(_, c)| c + 1).max().unwrap_or(0);
    rug[..rows]
        .iter()
        .map(|row| row[..columns].to_vec())
        .collect()
}

/// A grid's component in words: `a head in row 1, column 2`, or its text.
pub fn describe_grid(rug: &Rug) -> String {
    match heads(rug).as_slice() {
        [(r, c)] => format!("a head in row {r}, column {c}"),
        _ => format_rug(rug),
    }
}

/// The nim-sums of Ruler's values over `0..=i`, for `i` in `0..n`.
fn prefix(n: usize) -> Vec<Nimber> {
    let mut acc = Nimber::ZERO;
    (0..n)
        .map(|i| {
            acc ^= ruler::value(i);
            acc
        })
        .collect()
}

impl Game for Rugs {
    type Position = Rug;
    type Move = RugMove;
    type IllegalMove = RuleError;
    type TextError = NotationError;

    fn spec(&self) -> String {
        "rugs".to_string()
    }

    fn name(&self) -> String {
        "Rugs".to_string()
    }

    fn moves<'a>(&'a self, rug: &'a Rug) -> Box<dyn Iterator<Item = RugMove> + 'a> {
        Box::new(
            heads(rug)
                .into_iter()
                .enumerate()
                .flat_map(|(component, (bottom, right))| {
                    (0..=bottom).rev().flat_map(move |top| {
                        (0..=right).rev().map(move |left| RugMove {
                            component,
                            top,
                            left,
                            bottom,
                            right,
                        })
                    })
                }),
        )
    }

    fn play(&self, mut rug: Rug, mv: &RugMove) -> Result<Rug, PlayError<Rug, RuleError>> {
        let inside = rug.get(mv.bottom).and_then(|row| row.get(mv.right));
        let error = match inside {
            None => RuleError::NotInPosition(format!("coin {},{}", mv.bottom, mv.right)),
            Some(false) => RuleError::AgainstRule(format!(
                "the corner {},{} must go from heads to tails",
                mv.bottom, mv.right
            )),
            Some(true) if mv.top > mv.bottom || mv.left > mv.right => RuleError::AgainstRule(
                "a rectangle runs from its top-left coin to its bottom-right one".to_string(),
            ),
            Some(true) => {
                for row in &mut rug[mv.top..=mv.bottom] {
                    for coin in &mut row[mv.left..=mv.right] {
                        *coin = !*coin;
                    }
                }
                return Ok(rug);
            }
        };
        Err(PlayError {
            position: rug,
            error,
        })
    }

    fn parse_position(&self, text: &str) -> Result<Rug, NotationError> {
        parse_rug(text)
    }

    fn format_position(&self, rug: &Rug) -> String {
        format_rug(rug)
    }

    fn parse_move(&self, rug: &Rug, text: &str) -> Result<RugMove, NotationError> {
        let mut r = Reader::new(text);
        let coin = |r: &mut Reader| -> Result<(usize, usize), NotationError> {
            let row = r.number("a row number")?;
            if !r.eat(',') {
                return Err(r.unexpected("a comma between row and column"));
            }
            let column = r.number("a column number")?;
            Ok((row as usize, column as usize))
        };
        let first = coin(&mut r)?;
        let last = if r.eat('-') { coin(&mut r)? } else { first };
        if !r.done() {
            return Err(r.unexpected("the end of the move"));
        }
        let mv = RugMove {
            component: component_of_head(rug, last.0, last.1),
            top: first.0,
            left: first.1,
            bottom: last.0,
            right: last.1,
        };
        self.apply(rug, &mv).map(|_| mv).map_err(|e| {
            NotationError::new(NotationErrorKind::NotAMove(e.error.to_string()), 0, text)
        })
    }

    fn format_move(&self, _rug: &Rug, mv: &RugMove) -> String {
        if (mv.top, mv.left) == (mv.bottom, mv.right) {
            format!("{},{}", mv.bottom, mv.right)
        } else {
            format!("{},{}-{},{}", mv.top, mv.left, mv.bottom, mv.right)
        }
    }

    fn components(&self, rug: &Rug) -> Vec<Rug> {
        lone_heads(rug)
    }

    fn component_of(&self, mv: &RugMove) -> usize {
        mv.component
    }

    fn pieces(&self, mv: &RugMove) -> String {
        // The component after the move, as one rug whose heads are the
        // pieces: the rectangle but its corner, cut after the last row and
        // column with a head (a rectangle may leave hundreds of heads, and
        // one rug writes them in the space of the rectangle).
        let RugMove {
            top,
            left,
            bottom,
            right,
            ..
        } = *mv;
        let (rows, columns) = match (top < bottom, left < right) {
            (false, false) => return String::new(),
            (tall, wide) => (bottom + usize::from(wide), right + usize::from(tall)),
        };
        let mut text = String::with_capacity(rows * (columns + 1));
        for r in 0..rows {
            if r > 0 {
                text.push('/');
            }
            for c in 0..columns {
                let inside = (top..=bottom).contains(&r) && (left..=right).contains(&c);
                text.push(if inside && (r, c) != (bottom, right) {
                    'H'
                } else {
                    'T'
                });
            }
        }
        text
    }

    fn canonical(&self, rug: &Rug) -> Rug {
        trimmed(rug)
    }

    fn closed_value(&self, rug: &Rug) -> Option<Nimber> {
        Some(value(rug))
    }

    fn describe_component(&self, rug: &Rug) -> String {
        describe_grid(rug)
    }

    /// After "flip": `the coin at 0,2`, or `the rectangle from 0,1 to
    /// 1,2` (row, column; the corner last).
    fn describe_move(&self, _rug: &Rug, mv: &RugMove) -> String {
        if (mv.top, mv.left) == (mv.bottom, mv.right) {
            format!("the coin at {},{}", mv.bottom, mv.right)
        } else {
            format!(
                "the rectangle from {},{} to {},{}",
                mv.top, mv.left, mv.bottom, mv.right
            )
        }
    }

    fn words(&self) -> MoveWords {
        MoveWords::fixed("flip", "flipped", "flip")
    }

    fn winning_move(&self, rug: &Rug, _values: Values<'_, Rug>) -> Option<RugMove> {
        // A rectangle changes the value by the nim-sum of its coins' lone
        // values, which by distributivity is the product of the row and
        // column sums: one product per rectangle.
        let total = value(rug);
        let rows = prefix(rug.len());
        let columns = prefix(rug.first().map_or(0, Vec::len));
        let span = |p: &[Nimber], from: usize, to: usize| {
            p[to] ^ if from == 0 { Nimber::ZERO } else { p[from - 1] }
        };
        for (component, (bottom, right)) in heads(rug).into_iter().enumerate() {
            for top in (0..=bottom).rev() {
                for left in (0..=right).rev() {
                    let change = span(&rows, top, bottom) * span(&columns, left, right);
                    if change == total {
                        return Some(RugMove {
                            component,
                            top,
                            left,
                            bottom,
                            right,
                        });
                    }
                }
            }
        }
        None
    }

    fn move_groups(
        &self,
        rug: &Rug,
        component: usize,
        _limit: u64,
        _values: Values<'_, Rug>,
    ) -> Vec<MoveGroup<RugMove>> {
        // The value after a move is the value before, changed by the
        // rectangle's nim-sum: a product of row and column prefix sums.
        let Some(&(bottom, right)) = heads(rug).get(component) else {
            return Vec::new();
        };
        let total = value(rug);
        let (rows, columns) = (prefix(bottom + 1), prefix(right + 1));
        let span = |p: &[Nimber], from: usize| {
            p[p.len() - 1] ^ from.checked_sub(1).map_or(Nimber::ZERO, |i| p[i])
        };
        let mut list = Vec::with_capacity((bottom + 1) * (right + 1));
        for top in (0..=bottom).rev() {
            for left in (0..=right).rev() {
                let mv = RugMove {
                    component,
                    top,
                    left,
                    bottom,
                    right,
                };
                let after = total ^ product(span(&rows, top), span(&columns, left));
                let (text, pieces) = (self.format_move(rug, &mv), self.pieces(&mv));
                let mut row = MoveRow::new(mv, String::new(), text, pieces, after);
                row.description = self.describe_move(rug, &row.mv);
                list.push(row);
            }
        }
        vec![MoveGroup {
            key: String::new(),
            title: "Moves".to_string(),
            count: list.len() as u128,
            rows: list,
            reach: Vec::new(),
            range: None,
        }]
    }

    fn computer_move(&self, rug: &Rug, values: Values<'_, Rug>) -> Option<RugMove> {
        super::super::modest_computer_move(self, rug, values)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rugs_read_top_row_first() {
        let rug = parse_rug("HTH/THT").unwrap();
        assert_eq!(heads(&rug), vec![(0, 0), (0, 2), (1, 1)]);
        assert_eq!(format_rug(&rug), "HTH/THT");
    }

    #[test]
    fn ragged_rows_are_refused() {
        let e = parse_rug("HT/H").unwrap_err();
        assert_eq!(e.offset, 3);
    }

    #[test]
    fn a_move_flips_its_rectangle() {
        let rug = parse_rug("TT/TH").unwrap();
        let mv = Rugs.parse_move(&rug, "0,0-1,1").unwrap();
        assert_eq!(format_rug(&Rugs.apply(&rug, &mv).unwrap()), "HH/HT");
    }

    #[test]
    fn pieces_are_the_component_after_the_move() {
        let rug = parse_rug("TTT/TTH").unwrap();
        let mv = |top, left| RugMove {
            component: 0,
            top,
            left,
            bottom: 1,
            right: 2,
        };
        for (top, left) in [(0, 0), (0, 2), (1, 0), (1, 2), (0, 1)] {
            let after = Rugs.apply(&rug, &mv(top, left)).unwrap();
            let one = format_rug(&Rugs.canonical(&after));
            assert_eq!(Rugs.pieces(&mv(top, left)), one, "{top},{left}");
        }
        assert_eq!(Rugs.pieces(&mv(0, 0)), "HHH/HHT");
        assert_eq!(Rugs.pieces(&mv(1, 2)), "");
    }

    #[test]
    fn a_head_at_row_one_column_one_is_three() {
        // Ruler gives 2 to both coordinates; 2 ⊗ 2 = 3.
        assert_eq!(head_value(1, 1), Nimber(3));
    }
}
