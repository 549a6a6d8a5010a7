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
use crate::Nimber;

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

/// One head's value by the Tartan theorem, for an explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TartanHead {
    /// The row, from 0 at the top.
    pub row: usize,
    /// The column, from 0 at the left.
    pub column: usize,
    /// Ruler's value of the notes' row number `row + 1`.
    pub row_value: Nimber,
    /// Ruler's value of the notes' column number `column + 1`.
    pub column_value: Nimber,
    /// Their nim-product, the head's value.
    pub value: Nimber,
}

/// Every head of a rug, row by row, with its value by the Tartan theorem;
/// the rug's value is their nim-sum.
pub fn explain(rug: &Rug) -> Vec<TartanHead> {
    heads(rug)
        .into_iter()
        .map(|(row, column)| TartanHead {
            row,
            column,
            row_value: ruler::value(row),
            column_value: ruler::value(column),
            value: head_value(row, column),
        })
        .collect()
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

/// The rug's value by the Tartan theorem.
pub fn value(rug: &Rug) -> Nimber {
    heads(rug).into_iter().map(|(r, c)| head_value(r, c)).sum()
}

/// The rug with one head, at the bottom right of `(row + 1) × (column + 1)`.
pub fn lone_head(row: usize, column: usize) -> Rug {
    let mut rug = vec![vec![false; column + 1]; row + 1];
    rug[row][column] = true;
    rug
}

/// Reads rows of `H` and `T` separated by `/`, top row first.
pub fn parse_rug(text: &str) -> Result<Rug, NotationError> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    let mut rug: Rug = Vec::new();
    let mut start = 0;
    for piece in text.split('/') {
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
        if row.len() > MAX_SIDE || rug.len() == MAX_SIDE {
            return Err(NotationError::new(
                NotationErrorKind::TooBig(format!(
                    "a rug has at most {MAX_SIDE} rows of {MAX_SIDE} coins"
                )),
                here,
                text,
            ));
        }
        rug.push(row);
        start += piece.len() + 1;
    }
    Ok(rug)
}

/// Writes a rug as rows separated by `/`.
pub fn format_rug(rug: &Rug) -> String {
    rug.iter()
        .map(|row| super::format_row(row))
        .collect::<Vec<_>>()
        .join("/")
}

fn component_of_head(rug: &Rug, row: usize, column: usize) -> usize {
    heads(rug)
        .iter()
        .filter(|&&(r, c)| (r, c) < (row, column))
        .count()
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
        heads(rug)
            .into_iter()
            .map(|(r, c)| lone_head(r, c))
            .collect()
    }

    fn component_of(&self, mv: &RugMove) -> usize {
        mv.component
    }

    fn pieces(&self, mv: &RugMove) -> String {
        let rug = lone_head(mv.bottom, mv.right);
        let after = self.play(rug, mv).unwrap_or_default();
        heads(&after)
            .into_iter()
            .map(|(r, c)| format_rug(&lone_head(r, c)))
            .collect::<Vec<_>>()
            .join(" + ")
    }

    fn canonical(&self, rug: &Rug) -> Rug {
        // Rows below and columns right of every head never take part.
        let hs = heads(rug);
        let rows = hs.iter().map(|&(r, _)| r + 1).max().unwrap_or(0);
        let columns = hs.iter().map(|&(_, c)| c + 1).max().unwrap_or(0);
        rug[..rows]
            .iter()
            .map(|row| row[..columns].to_vec())
            .collect()
    }

    fn closed_value(&self, rug: &Rug) -> Option<Nimber> {
        Some(value(rug))
    }

    fn describe_component(&self, rug: &Rug) -> String {
        match heads(rug).as_slice() {
            [(r, c)] => format!("a head in row {r}, column {c}"),
            _ => format_rug(rug),
        }
    }

    fn describe_move(&self, rug: &Rug, mv: &RugMove) -> String {
        format!("the rectangle {}", self.format_move(rug, mv))
    }

    fn words(&self) -> MoveWords {
        MoveWords {
            noun: "flip",
            past: "flipped",
            present: "flip",
        }
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
    fn a_head_at_row_one_column_one_is_three() {
        // Ruler gives 2 to both coordinates; 2 ⊗ 2 = 3.
        assert_eq!(head_value(1, 1), Nimber(3));
    }
}
