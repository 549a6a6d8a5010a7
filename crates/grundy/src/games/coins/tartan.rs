//! Tartan games: the product `G1 × G2` of two coin-turning games, played on
//! a grid of coins (`tartan:turtles*ruler`, or with any rule as a factor,
//! `tartan:coins:a*ruler`). A move of the product is a
//! move of `G1` in the rows times a move of `G2` in the columns: it flips
//! every coin `(x, y)` with `x` among the rows and `y` among the columns
//! of the two moves, and the south-east coin, the last row of one and the
//! last column of the other, goes from heads to tails. Rugs is Ruler ×
//! Ruler ([`super::rugs`]), whose moves are rectangles.
//!
//! Text is the rug's: rows of `H` and `T` separated by `/`, top row first;
//! row 0 is the leftmost coin of `G1`'s row, column 0 that of `G2`. A move
//! is written as its rows, `×` (or `x`), then its columns, each a list of
//! coin numbers with runs: `1,3 × 0,2` flips the four coins `1,0`, `1,2`,
//! `3,0`, `3,2`, the corner `3,2` a head.
//!
//! # The Tartan theorem
//!
//! A lone head at row `x` and column `y` has `g(x, y) = g1(x) ⊗ g2(y)`,
//! with `g1`, `g2` the values of lone heads in the two row games and `⊗`
//! nim-multiplication; a grid's value is the nim-sum over its heads. The
//! tests check it against a search of every grid to 3 × 3 and many of
//! 4 × 4, for every product of Turning Turtles, Mock Turtles and Ruler, and
//! for products of rules given by their shapes.

use super::rugs::{describe_grid, format_rug, heads, lone_heads, trimmed, Rug};
use super::{parse_coins, CoinRule, Factor, Flips};
use crate::game::{Game, MoveWords, PlayError, Values};
use crate::games::notation::{NotationError, NotationErrorKind, RuleError};
use crate::moves::MoveGroup;
use crate::Nimber;

/// The most rows, and the most columns, of a Tartan game's grid: Mock
/// Turtles × Mock Turtles has 4,489 moves from a head at `11,11`.
pub const MAX_SIDE: usize = 12;

/// The row games a product may take, by spec.
pub const FACTORS: [CoinRule; 3] = [CoinRule::Turtles, CoinRule::MockTurtles, CoinRule::Ruler];

/// The product of two coin-turning games: two named ones ([`CoinRule`]),
/// or any two ([`Factor`]: a named game or a rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tartan<F = CoinRule> {
    /// The game played down the rows (its coin `x` is row `x`).
    pub rows: F,
    /// The game played along the columns.
    pub columns: F,
}

/// A move: the rows of a move of the row game times the columns of one of
/// the column game, each increasing, the last of each the corner's.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TartanMove {
    /// The corner's place among the heads (row by row): the component.
    pub component: usize,
    /// The rows flipped.
    pub rows: Vec<usize>,
    /// The columns flipped.
    pub columns: Vec<usize>,
}

impl TartanMove {
    /// The corner: the coin that goes from heads to tails.
    pub fn corner(&self) -> (usize, usize) {
        (
            self.rows.last().copied().unwrap_or_default(),
            self.columns.last().copied().unwrap_or_default(),
        )
    }

    /// Whether the move flips coin `(r, c)`.
    pub fn flips(&self, r: usize, c: usize) -> bool {
        self.rows.contains(&r) && self.columns.contains(&c)
    }
}

/// The row game a factor of `tartan:A*B` names (`turtles`, `mock-turtles`,
/// `ruler`).
pub fn factor(name: &str) -> Option<CoinRule> {
    FACTORS
        .into_iter()
        .find(|r| r.spec().eq_ignore_ascii_case(name.trim()))
}

/// One head's value by the Tartan theorem, for an explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ProductHead {
    /// The row, from 0 at the top.
    pub row: usize,
    /// The column, from 0 at the left.
    pub column: usize,
    /// The row game's value of a lone head at the row.
    pub row_value: Nimber,
    /// The column game's value of a lone head at the column.
    pub column_value: Nimber,
    /// Their nim-product, the head's value.
    pub value: Nimber,
}

impl Tartan {
    /// Reads `A*B` (`turtles*ruler`); `None` unless both are named row
    /// games (see [`Tartan::parse_factors`] for any two).
    pub fn parse(arg: &str) -> Option<Tartan> {
        let (a, b) = arg.split_once('*')?;
        Some(Tartan::new(factor(a)?, factor(b)?))
    }
}

impl Tartan<Factor> {
    /// Reads `A*B`, each a named row game or `coins:RULE`
    /// (`coins:a*ruler`), or why not.
    pub fn parse_factors(arg: &str) -> Result<Tartan<Factor>, String> {
        let (a, b) = arg
            .split_once('*')
            .ok_or_else(|| "a Tartan game is two row games joined by '*'".to_string())?;
        Ok(Tartan::new(Factor::parse(a)?, Factor::parse(b)?))
    }

    /// The product of the named games, when both factors are named.
    pub fn named(&self) -> Option<Tartan> {
        Some(Tartan::new(self.rows.named()?, self.columns.named()?))
    }
}

impl<F: Flips> Tartan<F> {
    /// The product `rows × columns`.
    pub fn new(rows: F, columns: F) -> Tartan<F> {
        Tartan { rows, columns }
    }

    /// The value of a lone head at `(row, column)` by the Tartan theorem.
    pub fn head_value(&self, row: usize, column: usize) -> Nimber {
        self.rows.head_value(row) * self.columns.head_value(column)
    }

    /// Every head, row by row, with its value by the Tartan theorem.
    pub fn explain(&self, rug: &Rug) -> Vec<ProductHead> {
        heads(rug)
            .into_iter()
            .map(|(row, column)| ProductHead {
                row,
                column,
                row_value: self.rows.head_value(row),
                column_value: self.columns.head_value(column),
                value: self.head_value(row, column),
            })
            .collect()
    }

    /// The grid's value by the Tartan theorem: one product per row, of the
    /// row's value and the nim-sum of its heads' column values.
    pub fn value(&self, rug: &Rug) -> Nimber {
        rug.iter()
            .enumerate()
            .map(|(r, line)| {
                let columns: Nimber = (line.iter().enumerate())
                    .filter(|&(_, &h)| h)
                    .map(|(c, _)| self.columns.head_value(c))
                    .sum();
                self.rows.head_value(r) * columns
            })
            .sum()
    }

    /// What flipping `sets` changes a grid's value by: the coins' lone
    /// values summed, which by distributivity is one product.
    pub fn change(&self, rows: &[usize], columns: &[usize]) -> Nimber {
        let sum =
            |rule: &F, set: &[usize]| -> Nimber { set.iter().map(|&i| rule.head_value(i)).sum() };
        sum(&self.rows, rows) * sum(&self.columns, columns)
    }

    /// The two factors' moves from the head at `(row, column)`: the row
    /// sets, then the column sets, each with the head's line last.
    fn sets(&self, row: usize, column: usize) -> (Vec<Vec<usize>>, Vec<Vec<usize>>) {
        let with = |rule: &F, head: usize| -> Vec<Vec<usize>> {
            rule.others(head)
                .map(|mut s| {
                    s.push(head);
                    s
                })
                .collect()
        };
        (with(&self.rows, row), with(&self.columns, column))
    }

    /// The move of the smallest sets through coin `(r, c)` and the head at
    /// `corner` (`r`, `c` at most the corner's): both lines alone for a
    /// turtle game, the runs between them for Ruler; `None` when a factor
    /// has no move through its line.
    pub fn through(
        &self,
        rug: &Rug,
        r: usize,
        c: usize,
        corner: (usize, usize),
    ) -> Option<TartanMove> {
        Some(TartanMove {
            component: component_of_head(rug, corner),
            rows: self.rows.through(corner.0, r)?,
            columns: self.columns.through(corner.1, c)?,
        })
    }

    fn check(&self, mv: &TartanMove) -> Result<(), String> {
        let increasing = |s: &[usize]| !s.is_empty() && s.windows(2).all(|w| w[0] < w[1]);
        if !increasing(&mv.rows) || !increasing(&mv.columns) {
            return Err("a move names its rows and its columns, each at least one".to_string());
        }
        self.rows.check(&mv.rows)?;
        self.columns.check(&mv.columns)
    }
}

/// Reads a grid as a rug is written, at most `max` rows of `max` coins;
/// past the limit the error points at the first row or coin too many.
pub fn parse_grid(text: &str, max: usize) -> Result<Rug, NotationError> {
    super::rugs::parse_grid_within(text, max, "the grid")
}

fn component_of_head(rug: &Rug, (row, column): (usize, usize)) -> usize {
    super::rugs::component_of_head(rug, row, column)
}

/// A set of lines as text: `1,3`, or a run `2-5`.
fn lines_text(set: &[usize]) -> String {
    match set {
        [a, .., b] if set.len() > 2 && b - a + 1 == set.len() => format!("{a}-{b}"),
        _ => set
            .iter()
            .map(usize::to_string)
            .collect::<Vec<_>>()
            .join(","),
    }
}

/// A set of lines in words: `row 3`, `rows 1 and 3`, `rows 2 to 5`.
pub fn lines_words(word: &str, set: &[usize]) -> String {
    match set {
        [a] => format!("{word} {a}"),
        [a, b] => format!("{word}s {a} and {b}"),
        [a, .., b] if b - a + 1 == set.len() => format!("{word}s {a} to {b}"),
        _ => {
            let (last, rest) = set.split_last().unwrap_or((&0, &[]));
            let rest: Vec<String> = rest.iter().map(usize::to_string).collect();
            format!("{word}s {} and {last}", rest.join(", "))
        }
    }
}

impl<F: Flips> Game for Tartan<F> {
    type Position = Rug;
    type Move = TartanMove;
    type IllegalMove = RuleError;
    type TextError = NotationError;

    fn spec(&self) -> String {
        format!("tartan:{}*{}", self.rows.spec(), self.columns.spec())
    }

    fn name(&self) -> String {
        format!("{} × {}", self.rows.name(), self.columns.name())
    }

    fn moves<'a>(&'a self, rug: &'a Rug) -> Box<dyn Iterator<Item = TartanMove> + 'a> {
        Box::new(
            heads(rug)
                .into_iter()
                .enumerate()
                .flat_map(move |(component, (r, c))| {
                    let (rows, columns) = self.sets(r, c);
                    rows.into_iter().flat_map(move |rs| {
                        columns.clone().into_iter().map(move |cs| TartanMove {
                            component,
                            rows: rs.clone(),
                            columns: cs,
                        })
                    })
                }),
        )
    }

    fn play(&self, mut rug: Rug, mv: &TartanMove) -> Result<Rug, PlayError<Rug, RuleError>> {
        let (r, c) = mv.corner();
        let error = match (rug.get(r).and_then(|row| row.get(c)), self.check(mv)) {
            (None, _) => RuleError::NotInPosition(format!("coin {r},{c}")),
            (Some(false), _) => {
                RuleError::AgainstRule(format!("the corner {r},{c} must go from heads to tails"))
            }
            (Some(true), Err(why)) => RuleError::AgainstRule(why),
            (Some(true), Ok(())) => {
                for &x in &mv.rows {
                    for &y in &mv.columns {
                        rug[x][y] = !rug[x][y];
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
        parse_grid(text, MAX_SIDE)
    }

    fn format_position(&self, rug: &Rug) -> String {
        format_rug(rug)
    }

    fn parse_move(&self, rug: &Rug, text: &str) -> Result<TartanMove, NotationError> {
        let split = text
            .char_indices()
            .find(|&(_, ch)| matches!(ch, '×' | 'x' | 'X'));
        let Some((at, ch)) = split else {
            return Err(NotationError::new(
                NotationErrorKind::Expected("rows, × and columns, as in 1,3 × 0,2"),
                text.len(),
                text,
            ));
        };
        let after = at + ch.len_utf8();
        let rows = parse_coins(&text[..at]).map_err(|e| e.shifted(0, text))?;
        let columns = parse_coins(&text[after..]).map_err(|e| e.shifted(after, text))?;
        let sorted = |mut s: Vec<usize>| {
            s.sort_unstable();
            s.dedup();
            s
        };
        let (rows, columns) = (sorted(rows), sorted(columns));
        let corner = (
            rows.last().copied().unwrap_or_default(),
            columns.last().copied().unwrap_or_default(),
        );
        let mv = TartanMove {
            component: component_of_head(rug, corner),
            rows,
            columns,
        };
        self.apply(rug, &mv).map(|_| mv).map_err(|e| {
            NotationError::new(NotationErrorKind::NotAMove(e.error.to_string()), 0, text)
        })
    }

    fn format_move(&self, _rug: &Rug, mv: &TartanMove) -> String {
        format!("{} × {}", lines_text(&mv.rows), lines_text(&mv.columns))
    }

    fn components(&self, rug: &Rug) -> Vec<Rug> {
        lone_heads(rug)
    }

    fn component_of(&self, mv: &TartanMove) -> usize {
        mv.component
    }

    fn pieces(&self, mv: &TartanMove) -> String {
        // The component after the move: the flipped coins but the corner,
        // on the grid up to the corner.
        let (r, c) = mv.corner();
        let mut grid = vec![vec![false; c + 1]; r + 1];
        for &x in &mv.rows {
            for &y in &mv.columns {
                grid[x][y] = (x, y) != (r, c);
            }
        }
        if grid.iter().flatten().any(|&h| h) {
            format_rug(&self.canonical(&grid))
        } else {
            String::new()
        }
    }

    fn canonical(&self, rug: &Rug) -> Rug {
        trimmed(rug)
    }

    fn closed_value(&self, rug: &Rug) -> Option<Nimber> {
        Some(self.value(rug))
    }

    fn describe_component(&self, rug: &Rug) -> String {
        describe_grid(rug)
    }

    /// After "flip": `the coin at 3,2`, or `the coins of rows 1 and 3 and
    /// columns 0 and 2`.
    fn describe_move(&self, _rug: &Rug, mv: &TartanMove) -> String {
        match (mv.rows.as_slice(), mv.columns.as_slice()) {
            ([r], [c]) => format!("the coin at {r},{c}"),
            (rows, columns) => format!(
                "the coins of {} and {}",
                lines_words("row", rows),
                lines_words("column", columns)
            ),
        }
    }

    fn words(&self) -> MoveWords {
        MoveWords::fixed("flip", "flipped", "flip")
    }

    fn winning_move(&self, rug: &Rug, _values: Values<'_, Rug>) -> Option<TartanMove> {
        let total = self.value(rug);
        if total.is_zero() {
            return None;
        }
        self.moves(rug)
            .find(|mv| self.change(&mv.rows, &mv.columns) == total)
    }

    fn move_groups(
        &self,
        rug: &Rug,
        component: usize,
        limit: u64,
        _values: Values<'_, Rug>,
    ) -> Vec<MoveGroup<TartanMove>> {
        // The value after a move is the value before changed by one
        // product: no position is valued twice.
        let Some(&(r, c)) = heads(rug).get(component) else {
            return Vec::new();
        };
        let total = self.value(rug);
        let (row_sets, column_sets) = self.sets(r, c);
        let count = row_sets.len() as u128 * column_sets.len() as u128;
        let moves = row_sets.iter().flat_map(|rs| {
            column_sets.iter().map(move |cs| {
                let mv = TartanMove {
                    component,
                    rows: rs.clone(),
                    columns: cs.clone(),
                };
                (mv, total ^ self.change(rs, cs))
            })
        });
        super::groups::head_group(self, rug, count, limit, moves)
    }

    fn computer_move(&self, rug: &Rug, values: Values<'_, Rug>) -> Option<TartanMove> {
        super::super::modest_computer_move(self, rug, values)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::coins::rugs::parse_rug;

    fn turtles_by_ruler() -> Tartan {
        Tartan::parse("turtles*ruler").unwrap()
    }

    #[test]
    fn specs_name_both_factors() {
        let g = turtles_by_ruler();
        assert_eq!(g.spec(), "tartan:turtles*ruler");
        assert_eq!(g.name(), "Turning Turtles × Ruler");
        assert!(Tartan::parse("turtles*nim").is_none());
        assert!(Tartan::parse("turtles").is_none());
    }

    #[test]
    fn a_move_flips_the_product_of_its_lines() {
        let g = Tartan::parse("turtles*turtles").unwrap();
        let rug = parse_rug("TTT/TTT/TTH").unwrap();
        let mv = g.parse_move(&rug, "0,2 × 0,2").unwrap();
        assert_eq!(format_rug(&g.apply(&rug, &mv).unwrap()), "HTH/TTT/HTT");
        assert_eq!(g.format_move(&rug, &mv), "0,2 × 0,2");
        // Turning Turtles flips at most two coins of a line.
        assert!(g.parse_move(&rug, "0-2 × 2").is_err());
        assert!(g.parse_move(&rug, "1 × 2").is_err());
    }

    #[test]
    fn a_head_counts_its_moves_from_both_factors() {
        // Turtles from row 2: 3 sets; Ruler from column 3: 4 runs.
        let g = turtles_by_ruler();
        let rug = parse_rug("TTTT/TTTT/TTTH").unwrap();
        assert_eq!(g.moves(&rug).count(), 12);
        assert_eq!(g.head_value(2, 3), Nimber(3) * Nimber(4));
    }
}
