//! Two-dimensional coin turning in general (`coins2d:RULE`): a grid of
//! coins, written as Rugs' is, where a move flips a set of coins whose
//! south-east coin, the corner, goes from heads to tails. The rule lists
//! the shapes a move may take, each as the coins it flips besides the
//! corner, measured up and left from it.
//!
//! # The rule
//!
//! Shapes are separated by `;`, the coins of a shape by `,`; a coin is
//! `UP.LEFT`, each a whole number or a letter standing for any whole number
//! from 1 (one letter is one number throughout its shape). An empty shape
//! is the corner alone. So `coins2d:a.0,0.b,a.b` flips the four corners of
//! a rectangle (Turning Corners), `coins2d:;0.a;a.0` the corner alone or
//! with one coin in its row or its column, and
//! `coins2d:;0.b;a.0;a.0,0.b,a.b` is Turning Turtles × Turning Turtles.
//!
//! # Values
//!
//! The game is the sum of its heads, each alone with tails above and to its
//! left: a lone head's value is the mex, over the moves from it, of the
//! nim-sum of the values of the other coins the move flips (they become
//! heads). These are computed by that search, cell by cell; the tests check
//! them against a search of whole grids, and against the Tartan theorem for
//! rules that are products.

use super::rugs::{describe_grid, format_rug, heads, lone_heads, trimmed, Rug};
use super::step::{letters, Step};
use super::tartan::parse_grid;
use crate::game::{Game, MoveWords, PlayError, Values};
use crate::games::notation::{NotationError, NotationErrorKind, Reader, RuleError};
use crate::Nimber;
use std::cell::OnceCell;
use std::collections::BTreeSet;
use std::fmt;
use std::rc::Rc;

/// The most rows, and the most columns, of the grid.
pub const MAX_SIDE: usize = 12;

/// The most shapes a rule may list, and the most coins of a shape.
pub const MAX_SHAPES: usize = 8;

/// A shape: the coins besides the corner, each `(up, left)`.
type Shape = Vec<(Step, Step)>;

/// Why a rule cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlaneRuleError(pub String);

impl fmt::Display for PlaneRuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}; a rule lists shapes separated by ';', each the coins it flips besides the corner \
             as UP.LEFT separated by ',' (a letter is any number from 1): coins2d:a.0,0.b,a.b",
            self.0
        )
    }
}

impl std::error::Error for PlaneRuleError {}

/// A two-dimensional coin-turning game, given by its shapes.
#[derive(Clone, Debug)]
pub struct PlaneCoins {
    shapes: Vec<Shape>,
    /// Lone heads' values for the largest grid, computed once.
    values: Rc<OnceCell<Vec<Vec<Nimber>>>>,
}

impl PartialEq for PlaneCoins {
    fn eq(&self, other: &PlaneCoins) -> bool {
        self.shapes == other.shapes
    }
}

impl Eq for PlaneCoins {}

impl std::hash::Hash for PlaneCoins {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.shapes.hash(state);
    }
}

/// A move: the coins flipped, row by row, the corner last.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PlaneMove {
    /// The corner's place among the heads (row by row): the component.
    pub component: usize,
    /// The coins, `(row, column)`, row by row, the corner last.
    pub coins: Vec<(usize, usize)>,
}

impl PlaneMove {
    /// The corner: the coin that goes from heads to tails.
    pub fn corner(&self) -> (usize, usize) {
        self.coins.last().copied().unwrap_or_default()
    }
}

fn step(text: &str) -> Result<Step, PlaneRuleError> {
    Step::read(text, 0..MAX_SIDE).ok_or_else(|| {
        PlaneRuleError(format!(
            "'{}' is neither a letter nor a distance below {MAX_SIDE}",
            text.trim()
        ))
    })
}

impl PlaneCoins {
    /// The game a rule names (see the module's documentation).
    pub fn parse(rule: &str) -> Result<PlaneCoins, PlaneRuleError> {
        let mut shapes = Vec::new();
        for text in rule.split(';') {
            let mut shape: Shape = Vec::new();
            for coin in text.split(',').filter(|c| !c.trim().is_empty()) {
                let (up, left) = coin
                    .split_once('.')
                    .ok_or_else(|| PlaneRuleError(format!("'{}' is not UP.LEFT", coin.trim())))?;
                let cell = (step(up)?, step(left)?);
                // The corner itself is always flipped.
                if cell != (Step::Fixed(0), Step::Fixed(0)) && !shape.contains(&cell) {
                    shape.push(cell);
                }
            }
            shape.sort_unstable();
            if shape.len() >= MAX_SHAPES {
                return Err(PlaneRuleError(format!(
                    "a shape flips at most {MAX_SHAPES} coins"
                )));
            }
            if !shapes.contains(&shape) {
                shapes.push(shape);
            }
        }
        if shapes.len() > MAX_SHAPES {
            return Err(PlaneRuleError(format!(
                "a rule lists at most {MAX_SHAPES} shapes"
            )));
        }
        Ok(PlaneCoins {
            shapes,
            values: Rc::default(),
        })
    }

    /// The rule, written as it is read.
    pub fn rule(&self) -> String {
        let shapes: Vec<String> = self
            .shapes
            .iter()
            .map(|s| {
                let coins: Vec<String> = s.iter().map(|(u, l)| format!("{u}.{l}")).collect();
                coins.join(",")
            })
            .collect();
        shapes.join(";")
    }

    /// Each shape in words, for the page.
    pub fn shape_words(&self) -> Vec<String> {
        self.shapes
            .iter()
            .map(|s| {
                if s.is_empty() {
                    return "the corner alone".to_string();
                }
                let coins: Vec<String> = s
                    .iter()
                    .map(|(u, l)| format!("({u} up, {l} left)"))
                    .collect();
                format!("the corner and the coins {}", coins.join(", "))
            })
            .collect()
    }

    /// The sets of coins the moves from a head at `(row, column)` flip,
    /// each row by row with the corner last, every set once.
    pub fn flips(&self, row: usize, column: usize) -> Vec<Vec<(usize, usize)>> {
        let mut out = BTreeSet::new();
        let most = row.max(column).max(1);
        for shape in &self.shapes {
            let letters = letters(shape.iter().flat_map(|&(u, l)| [u, l]));
            let mut choice = vec![1usize; letters.len()];
            loop {
                let at = |s: Step| s.at(&letters, &choice);
                let cells: Option<Vec<(usize, usize)>> = shape
                    .iter()
                    .map(|&(u, l)| Some((row.checked_sub(at(u))?, column.checked_sub(at(l))?)))
                    .collect();
                if let Some(cells) = cells {
                    // A coin named twice is flipped twice: not at all.
                    let mut set = BTreeSet::new();
                    for c in cells {
                        if !set.remove(&c) {
                            set.insert(c);
                        }
                    }
                    let mut coins: Vec<(usize, usize)> = set.into_iter().collect();
                    coins.push((row, column));
                    out.insert(coins);
                }
                // The next choice of the letters' numbers.
                let Some(k) = choice.iter().position(|&v| v < most) else {
                    break;
                };
                choice[k] += 1;
                choice[..k].fill(1);
            }
        }
        out.into_iter().collect()
    }

    /// The value of a lone head at `(row, column)`, by the search of its
    /// moves (both at most [`MAX_SIDE`] − 1).
    pub fn head_value(&self, row: usize, column: usize) -> Nimber {
        let table = self.values.get_or_init(|| {
            let mut g = vec![vec![Nimber::ZERO; MAX_SIDE]; MAX_SIDE];
            for r in 0..MAX_SIDE {
                for c in 0..MAX_SIDE {
                    let reached = self.flips(r, c).into_iter().map(|coins| {
                        coins[..coins.len() - 1]
                            .iter()
                            .map(|&(x, y)| g[x][y])
                            .sum::<Nimber>()
                    });
                    g[r][c] = Nimber::mex(reached);
                }
            }
            g
        });
        table[row][column]
    }

    /// The grid's value: the nim-sum of its heads' values.
    pub fn value(&self, rug: &Rug) -> Nimber {
        heads(rug)
            .into_iter()
            .map(|(r, c)| self.head_value(r, c))
            .sum()
    }
}

fn component_of_head(rug: &Rug, (row, column): (usize, usize)) -> usize {
    super::rugs::component_of_head(rug, row, column)
}

impl Game for PlaneCoins {
    type Position = Rug;
    type Move = PlaneMove;
    type IllegalMove = RuleError;
    type TextError = NotationError;

    fn spec(&self) -> String {
        format!("coins2d:{}", self.rule())
    }

    fn name(&self) -> String {
        match self.rule().as_str() {
            // Winning Ways' name for the four corners of a rectangle.
            "0.b,a.0,a.b" => "Turning Corners".to_string(),
            rule => format!("Two-dimensional coin turning {rule}"),
        }
    }

    fn moves<'a>(&'a self, rug: &'a Rug) -> Box<dyn Iterator<Item = PlaneMove> + 'a> {
        Box::new(
            heads(rug)
                .into_iter()
                .enumerate()
                .flat_map(move |(component, (r, c))| {
                    self.flips(r, c)
                        .into_iter()
                        .map(move |coins| PlaneMove { component, coins })
                }),
        )
    }

    fn play(&self, mut rug: Rug, mv: &PlaneMove) -> Result<Rug, PlayError<Rug, RuleError>> {
        let (r, c) = mv.corner();
        let error = match rug.get(r).and_then(|row| row.get(c)) {
            None => RuleError::NotInPosition(format!("coin {r},{c}")),
            Some(false) => {
                RuleError::AgainstRule(format!("the corner {r},{c} must go from heads to tails"))
            }
            Some(true) if !self.flips(r, c).contains(&mv.coins) => RuleError::AgainstRule(format!(
                "the rule {} has no move of these coins",
                self.rule()
            )),
            Some(true) => {
                for &(x, y) in &mv.coins {
                    rug[x][y] = !rug[x][y];
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

    /// The coins, `row,column` separated by spaces, in any order.
    fn parse_move(&self, rug: &Rug, text: &str) -> Result<PlaneMove, NotationError> {
        let mut r = Reader::new(text);
        let mut coins = Vec::new();
        while !r.done() {
            let row = r.number("a row number")? as usize;
            if !r.eat(',') {
                return Err(r.unexpected("a comma between row and column"));
            }
            let column = r.number("a column number")? as usize;
            coins.push((row, column));
        }
        coins.sort_unstable();
        coins.dedup();
        let Some(&corner) = coins.last() else {
            return Err(r.error(NotationErrorKind::Expected("the coins of the move")));
        };
        let mv = PlaneMove {
            component: component_of_head(rug, corner),
            coins,
        };
        self.apply(rug, &mv).map(|_| mv).map_err(|e| {
            NotationError::new(NotationErrorKind::NotAMove(e.error.to_string()), 0, text)
        })
    }

    fn format_move(&self, _rug: &Rug, mv: &PlaneMove) -> String {
        let coins: Vec<String> = mv.coins.iter().map(|(r, c)| format!("{r},{c}")).collect();
        coins.join(" ")
    }

    fn components(&self, rug: &Rug) -> Vec<Rug> {
        lone_heads(rug)
    }

    fn component_of(&self, mv: &PlaneMove) -> usize {
        mv.component
    }

    fn pieces(&self, mv: &PlaneMove) -> String {
        let (r, c) = mv.corner();
        let mut grid = vec![vec![false; c + 1]; r + 1];
        for &(x, y) in &mv.coins[..mv.coins.len().saturating_sub(1)] {
            grid[x][y] = true;
        }
        if mv.coins.len() > 1 {
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

    /// After "flip": `the coin at 2,2`, or `the coins at 0,0, 0,2 and 2,2`.
    fn describe_move(&self, _rug: &Rug, mv: &PlaneMove) -> String {
        let coins: Vec<String> = mv.coins.iter().map(|(r, c)| format!("{r},{c}")).collect();
        match coins.split_last() {
            Some((last, [])) => format!("the coin at {last}"),
            Some((last, rest)) => format!("the coins at {} and {last}", rest.join(", ")),
            None => String::new(),
        }
    }

    fn words(&self) -> MoveWords {
        MoveWords::fixed("flip", "flipped", "flip")
    }

    /// A flip changes the value by the nim-sum of its coins' lone values:
    /// no position is valued twice.
    fn winning_move(&self, rug: &Rug, _values: Values<'_, Rug>) -> Option<PlaneMove> {
        let total = self.value(rug);
        if total.is_zero() {
            return None;
        }
        self.moves(rug).find(|mv| {
            mv.coins
                .iter()
                .map(|&(r, c)| self.head_value(r, c))
                .sum::<Nimber>()
                == total
        })
    }

    fn computer_move(&self, rug: &Rug, values: Values<'_, Rug>) -> Option<PlaneMove> {
        super::super::modest_computer_move(self, rug, values)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::coins::rugs::parse_rug;

    #[test]
    fn rules_read_back_as_written() {
        let g = PlaneCoins::parse("a.0, 0.b ,a.b").unwrap();
        assert_eq!(g.spec(), "coins2d:0.b,a.0,a.b");
        assert_eq!(g.name(), "Turning Corners");
        assert_eq!(
            PlaneCoins::parse("a.a").unwrap().name(),
            "Two-dimensional coin turning a.a"
        );
        assert_eq!(PlaneCoins::parse(";0.a;a.0").unwrap().rule(), ";0.a;a.0");
        for bad in ["a", "a.", "1.x2", "99.0"] {
            assert!(PlaneCoins::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn turning_corners_flips_four_corners() {
        let g = PlaneCoins::parse("a.0,0.b,a.b").unwrap();
        let rug = parse_rug("TTT/TTT/TTH").unwrap();
        // A head at 2,2: rectangles of 1 or 2 rows by 1 or 2 columns.
        assert_eq!(g.moves(&rug).count(), 4);
        let mv = g.parse_move(&rug, "0,0 0,2 2,0 2,2").unwrap();
        assert_eq!(format_rug(&g.apply(&rug, &mv).unwrap()), "HTH/TTT/HTT");
        assert!(g.parse_move(&rug, "2,2").is_err());
    }
}
