//! Coin-turning games: a row of coins, heads `H` and tails `T`, coin 0
//! leftmost (`THHTH`); a move flips some coins, the rightmost of them from
//! heads to tails. Turning Turtles, Mock Turtles and Ruler differ only in
//! which sets of coins a move may flip, so they share one game
//! ([`CoinGame`]) with a [`CoinRule`]; any other row game is given by its
//! rule of shapes ([`rule`], `coins:RULE`), played by the same game through
//! what both say of their moves ([`Flips`]). The products of two of them,
//! the Tartan games, are [`tartan`], and Rugs (Ruler × Ruler) is [`rugs`];
//! [`plane`] plays any two-dimensional coin game given by its shapes.
//!
//! Each head is a game of its own: a row is the sum of the rows with one
//! head each (`THHTH = TH + TTH + TTTTH`), so the components of a row are
//! its heads, and a move belongs to the head it turns to tails.
//!
//! Text keeps coin 0 leftmost for every game; each rule says how the notes
//! number its coins ([`CoinRule::number`]): from 1 in Turning Turtles and
//! Ruler, from 0 in Mock Turtles.

pub mod entries;
pub mod flips;
pub mod groups;
mod limit;
pub mod mock;
mod named;
pub mod plane;
mod row_moves;
pub mod rugs;
pub mod rule;
pub mod ruler;
pub mod step;
pub mod tartan;
pub mod turtles;

pub use flips::Factor;
pub use limit::MAX_COINS;
pub use named::CoinRule;
pub use row_moves::Flips;
pub use rule::RowRule;

use super::notation::{NotationError, NotationErrorKind, Reader, RuleError};
use crate::game::{Game, MoveWords, PlayError, Values};
use crate::moves::MoveGroup;
use crate::Nimber;

/// A coin-turning game on a row: a named game ([`CoinRule`]) or any rule
/// ([`RowRule`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CoinGame<R = CoinRule> {
    /// Which coins a move may flip.
    pub rule: R,
}

/// A move: the coins flipped, increasing, the last one a head turned to
/// tails.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CoinMove {
    /// The head's place among the heads, left to right: the component.
    pub component: usize,
    /// The coins flipped, by index from 0, increasing.
    pub coins: Vec<usize>,
}

impl CoinMove {
    /// The coin turned from heads to tails.
    pub fn head(&self) -> usize {
        self.coins.last().copied().unwrap_or_default()
    }
}

/// Reads a row of `H` and `T` (either case; spaces ignored).
pub fn parse_row(text: &str) -> Result<Vec<bool>, NotationError> {
    let mut row = Vec::new();
    for (at, c) in text.char_indices() {
        match c {
            'H' | 'h' => row.push(true),
            'T' | 't' => row.push(false),
            c if c.is_whitespace() => continue,
            c => {
                return Err(NotationError::new(
                    NotationErrorKind::UnexpectedCharacter(c),
                    at,
                    text,
                ))
            }
        }
        if row.len() > MAX_COINS {
            return Err(NotationError::new(
                NotationErrorKind::TooBig(format!("a row holds at most {MAX_COINS} coins")),
                at,
                text,
            ));
        }
    }
    Ok(row)
}

/// Writes a row as `H` and `T`.
pub fn format_row(row: &[bool]) -> String {
    row.iter().map(|&h| if h { 'H' } else { 'T' }).collect()
}

/// The indices of the heads, left to right.
pub fn heads(row: &[bool]) -> Vec<usize> {
    row.iter()
        .enumerate()
        .filter(|&(_, &h)| h)
        .map(|(i, _)| i)
        .collect()
}

/// The row with one head, at `i`: a component.
pub fn lone_head(i: usize) -> Vec<bool> {
    let mut row = vec![false; i + 1];
    row[i] = true;
    row
}

/// Reads a list of coin numbers: `4`, `1,4`, runs `2-4`, in any order.
pub fn parse_coins(text: &str) -> Result<Vec<usize>, NotationError> {
    let mut r = Reader::new(text);
    let mut coins = Vec::new();
    loop {
        let first = r.number("a coin number")?;
        let last = if r.eat('-') {
            r.number("the last coin of the run")?
        } else {
            first
        };
        if first > last || last >= MAX_COINS as u64 * MAX_COINS as u64 {
            return Err(r.error(NotationErrorKind::NotAMove(
                "a run is written first-last, first at most last".to_string(),
            )));
        }
        coins.extend(first as usize..=last as usize);
        if r.done() {
            break;
        }
        if !r.eat(',') {
            return Err(r.unexpected("a comma"));
        }
    }
    coins.sort_unstable();
    coins.dedup();
    Ok(coins)
}

/// Coin numbers, a run of three or more consecutive coins written as
/// `range(first, last)` and any other coin as its number.
fn runs(coins: &[usize], range: impl Fn(usize, usize) -> String) -> Vec<String> {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < coins.len() {
        let mut j = i;
        while j + 1 < coins.len() && coins[j + 1] == coins[j] + 1 {
            j += 1;
        }
        if j >= i + 2 {
            parts.push(range(coins[i], coins[j]));
        } else {
            parts.extend(coins[i..=j].iter().map(|c| c.to_string()));
        }
        i = j + 1;
    }
    parts
}

/// Writes coin numbers, runs of three or more as `a-b`.
pub fn format_coins(coins: &[usize]) -> String {
    runs(coins, |a, b| format!("{a}-{b}")).join(",")
}

/// Coins in words, runs of three or more as ranges: `0 and 4`,
/// `1, 2 and 4`, `0 to 4`.
pub fn coins_in_words(coins: &[usize]) -> String {
    crate::view::listed(&runs(coins, |a, b| format!("{a} to {b}")))
}

/// One head's share of a row's value, for an explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HeadValue {
    /// The coin's index, from 0 leftmost.
    pub coin: usize,
    /// The coin's number as the notes count.
    pub number: u64,
    /// The value of the head alone.
    pub value: Nimber,
    /// Why, in the notes' words.
    pub reason: String,
}

impl<R: Flips> CoinGame<R> {
    /// The game with `rule`.
    pub fn new(rule: R) -> CoinGame<R> {
        CoinGame { rule }
    }

    /// Each head's value and why; the row's value is their nim-sum.
    pub fn explain(&self, row: &[bool]) -> Vec<HeadValue> {
        heads(row)
            .into_iter()
            .map(|coin| HeadValue {
                coin,
                number: self.rule.number(coin),
                value: self.rule.head_value(coin),
                reason: self.rule.reason(coin),
            })
            .collect()
    }

    /// The row's value by the closed form: the nim-sum of its heads'.
    pub fn value(&self, row: &[bool]) -> Nimber {
        heads(row)
            .into_iter()
            .map(|i| self.rule.head_value(i))
            .sum()
    }

    fn move_from(&self, row: &[bool], head: usize, others: Vec<usize>) -> CoinMove {
        let component = row[..head].iter().filter(|&&h| h).count();
        let mut coins = others;
        coins.push(head);
        CoinMove { component, coins }
    }
}

impl<R: Flips> Game for CoinGame<R> {
    type Position = Vec<bool>;
    type Move = CoinMove;
    type IllegalMove = RuleError;
    type TextError = NotationError;

    fn prepare(&self, row: &Vec<bool>, budget: u64) -> Option<crate::game::Preparing> {
        heads(row)
            .last()
            .and_then(|&last| self.rule.prepare_to(last, budget))
    }

    fn spec(&self) -> String {
        self.rule.spec()
    }

    fn name(&self) -> String {
        self.rule.name()
    }

    fn moves<'a>(&'a self, row: &'a Vec<bool>) -> Box<dyn Iterator<Item = CoinMove> + 'a> {
        Box::new(heads(row).into_iter().flat_map(move |head| {
            self.rule
                .others(head)
                .map(move |others| self.move_from(row, head, others))
        }))
    }

    /// Without listing a move: a head at coin 99 of a rule of three
    /// letters has 161,700 of them.
    fn is_terminal(&self, row: &Vec<bool>) -> bool {
        heads(row).into_iter().all(|head| !self.rule.has_move(head))
    }

    fn play(
        &self,
        mut row: Vec<bool>,
        mv: &CoinMove,
    ) -> Result<Vec<bool>, PlayError<Vec<bool>, RuleError>> {
        let head = mv.head();
        let error = if mv.coins.is_empty() {
            RuleError::AgainstRule("a move flips at least one coin".to_string())
        } else if head >= row.len() {
            RuleError::NotInPosition(format!("coin {head}"))
        } else if !row[head] {
            RuleError::AgainstRule(format!(
                "coin {head}, the rightmost flipped, must go from heads to tails"
            ))
        } else if !mv.coins.windows(2).all(|w| w[0] < w[1]) {
            RuleError::AgainstRule("the coins must be listed once each, increasing".to_string())
        } else {
            match self.rule.check(&mv.coins) {
                Err(why) => RuleError::AgainstRule(why),
                Ok(()) => {
                    for &c in &mv.coins {
                        row[c] = !row[c];
                    }
                    return Ok(row);
                }
            }
        };
        Err(PlayError {
            position: row,
            error,
        })
    }

    fn parse_position(&self, text: &str) -> Result<Vec<bool>, NotationError> {
        parse_row(text)
    }

    fn format_position(&self, row: &Vec<bool>) -> String {
        format_row(row)
    }

    fn parse_move(&self, row: &Vec<bool>, text: &str) -> Result<CoinMove, NotationError> {
        let coins = parse_coins(text)?;
        let head = coins.last().copied().unwrap_or_default();
        let mv = CoinMove {
            component: row[..head.min(row.len())].iter().filter(|&&h| h).count(),
            coins,
        };
        match self.apply(row, &mv) {
            Ok(_) => Ok(mv),
            Err(e) => Err(NotationError::new(
                NotationErrorKind::NotAMove(e.error.to_string()),
                0,
                text,
            )),
        }
    }

    fn format_move(&self, _row: &Vec<bool>, mv: &CoinMove) -> String {
        format_coins(&mv.coins)
    }

    fn components(&self, row: &Vec<bool>) -> Vec<Vec<bool>> {
        heads(row).into_iter().map(lone_head).collect()
    }

    fn component_of(&self, mv: &CoinMove) -> usize {
        mv.component
    }

    fn pieces(&self, mv: &CoinMove) -> String {
        // The head's own game after the move: its row with the flips.
        let head = mv.head();
        let mut row = lone_head(head);
        for &c in &mv.coins {
            row[c] = !row[c];
        }
        let left = heads(&row);
        left.iter()
            .map(|&i| format_row(&lone_head(i)))
            .collect::<Vec<_>>()
            .join(" + ")
    }

    fn canonical(&self, row: &Vec<bool>) -> Vec<bool> {
        // Tails at the right end never take part in a move.
        let end = row.iter().rposition(|&h| h).map_or(0, |i| i + 1);
        row[..end].to_vec()
    }

    fn closed_value(&self, row: &Vec<bool>) -> Option<Nimber> {
        Some(self.value(row))
    }

    fn describe_component(&self, row: &Vec<bool>) -> String {
        match heads(row).as_slice() {
            [i] => format!(
                "a head at coin {} (the notes' coin {})",
                i,
                self.rule.number(*i)
            ),
            _ => format_row(row),
        }
    }

    fn describe_move(&self, _row: &Vec<bool>, mv: &CoinMove) -> String {
        match mv.coins.as_slice() {
            [one] => format!("coin {one}"),
            coins => format!("coins {}", coins_in_words(coins)),
        }
    }

    fn words(&self) -> MoveWords {
        MoveWords::fixed("flip", "flipped", "flip")
    }

    fn winning_move(&self, row: &Vec<bool>, _values: Values<'_, Vec<bool>>) -> Option<CoinMove> {
        // Flipping coins changes the value by the nim-sum of their lone-head
        // values, so a move wins when the other coins' values cancel the
        // rest; searching the flip sets this way needs no positions.
        let total = self.value(row);
        for head in heads(row).into_iter().rev() {
            let want = total ^ self.rule.head_value(head);
            if let Some(others) = self.rule.others_worth(head, want) {
                return Some(self.move_from(row, head, others));
            }
        }
        None
    }

    fn computer_move(&self, row: &Vec<bool>, values: Values<'_, Vec<bool>>) -> Option<CoinMove> {
        super::modest_computer_move(self, row, values)
    }

    /// A head's flips, each valued by the change its coins make; past
    /// `limit`, one flip for each value reached.
    fn move_groups(
        &self,
        row: &Vec<bool>,
        component: usize,
        limit: u64,
        _values: Values<'_, Vec<bool>>,
    ) -> Vec<MoveGroup<CoinMove>> {
        let Some(&head) = heads(row).get(component) else {
            return Vec::new();
        };
        let total = self.value(row) ^ self.rule.head_value(head);
        let count = self.rule.others(head).count() as u128;
        let moves = self.rule.others(head).map(|others| {
            let change: Nimber = others.iter().map(|&c| self.rule.head_value(c)).sum();
            (self.move_from(row, head, others), total ^ change)
        });
        groups::head_group(self, row, count, limit, moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_read_and_write_back() {
        assert_eq!(
            parse_row("THHTH").unwrap(),
            vec![false, true, true, false, true]
        );
        assert_eq!(format_row(&parse_row("t h h").unwrap()), "THH");
        assert!(parse_row("THX").is_err());
    }

    #[test]
    fn components_are_lone_heads() {
        let g = CoinGame::new(CoinRule::Turtles);
        let parts: Vec<String> = g
            .components(&parse_row("THHTH").unwrap())
            .iter()
            .map(|r| format_row(r))
            .collect();
        assert_eq!(parts, ["TH", "TTH", "TTTTH"]);
    }

    #[test]
    fn coin_lists_read_runs() {
        assert_eq!(parse_coins("4,1").unwrap(), vec![1, 4]);
        assert_eq!(parse_coins("2-4").unwrap(), vec![2, 3, 4]);
        assert_eq!(format_coins(&[0, 2, 3, 4, 6, 7]), "0,2-4,6,7");
    }

    #[test]
    fn a_tail_cannot_be_the_rightmost_flip() {
        let g = CoinGame::new(CoinRule::Ruler);
        let row = parse_row("HT").unwrap();
        assert!(g.parse_move(&row, "0-1").is_err());
        assert!(g.parse_move(&row, "0").is_ok());
    }

    #[test]
    fn mock_turtles_of_the_notes_tth_has_value_four() {
        let g = CoinGame::new(CoinRule::MockTurtles);
        assert_eq!(g.value(&parse_row("TTH").unwrap()), Nimber(4));
    }
}
