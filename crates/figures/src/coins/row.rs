//! A row of coins as the board draws it: sixteen to a line, each coin's
//! index under it and, where the notes number from 1, the notes' number.

use super::coin::CoinAt;
use crate::figure::Figure;
use crate::mark::{Font, Look, Mark};
use crate::theme::Colour;
use grundy::games::coins::CoinRule;

/// Coins per line on the board; a longer row wraps.
pub const BOARD_LINE: usize = 16;
/// Distance between coin centres, in SVG units.
pub const PITCH: f64 = 44.0;
/// A coin's radius.
pub const RADIUS: f64 = 17.0;

/// Where the coins of a row go.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RowLayout {
    /// The drawing's width.
    pub width: f64,
    /// Its height.
    pub height: f64,
    /// The height of one line of coins with their numbers.
    pub line_height: f64,
    /// True when the notes' number is written under the index.
    pub numbered: bool,
}

impl RowLayout {
    /// A row of `coins` coins of the game `rule`.
    pub fn new(rule: CoinRule, coins: usize) -> RowLayout {
        let lines = coins.div_ceil(BOARD_LINE).max(1);
        let columns = BOARD_LINE.min(coins).max(1);
        let numbered = rule.number(0) != 0;
        let line_height = if numbered { 94.0 } else { 80.0 };
        RowLayout {
            width: columns as f64 * PITCH,
            height: lines as f64 * line_height,
            line_height,
            numbered,
        }
    }

    /// The centre of coin `k`.
    pub fn centre(&self, k: usize) -> (f64, f64) {
        let (line, col) = (k / BOARD_LINE, k % BOARD_LINE);
        (
            col as f64 * PITCH + PITCH / 2.0,
            line as f64 * self.line_height + 36.0,
        )
    }

    /// The baseline of the index under a coin centred at height `y`.
    pub fn index_y(y: f64) -> f64 {
        y + RADIUS + 16.0
    }

    /// The baseline of the notes' number under a coin centred at `y`.
    pub fn number_y(y: f64) -> f64 {
        y + RADIUS + 30.0
    }

    /// Where "no coins" is written in an empty row.
    pub const EMPTY_AT: (f64, f64) = (22.0, 40.0);
}

/// The row in words: its game, its length and where its heads are.
pub fn row_label(rule: CoinRule, row: &[bool]) -> String {
    let hs: Vec<String> = row
        .iter()
        .enumerate()
        .filter(|(_, &h)| h)
        .map(|(i, _)| i.to_string())
        .collect();
    format!(
        "{}: a row of {} coins, {} heads{}",
        rule.name(),
        row.len(),
        hs.len(),
        if hs.is_empty() {
            String::new()
        } else {
            format!(" at coins {}", hs.join(", "))
        }
    )
}

/// The look of an index under a coin and of the notes' number.
pub fn index_look() -> Look {
    Look::text(Colour::Muted, Font::Mono, 12.0)
}

/// The look of the notes' number under a coin.
pub fn number_look() -> Look {
    Look::text(Colour::Muted, Font::Sans, 11.0).italic()
}

/// A row of the game `rule`, as the board draws it with nothing chosen.
pub fn row_figure(rule: CoinRule, row: &[bool]) -> Figure {
    let l = RowLayout::new(rule, row.len());
    let mut marks = Vec::new();
    if row.is_empty() {
        let (x, y) = RowLayout::EMPTY_AT;
        marks.push(Mark::text(x, y, "no coins", index_look()));
    }
    for (i, &head) in row.iter().enumerate() {
        let (x, y) = l.centre(i);
        marks.extend(CoinAt { x, y, r: RADIUS }.marks(head));
        marks.push(Mark::text(
            x,
            RowLayout::index_y(y),
            i.to_string(),
            index_look(),
        ));
        if l.numbered {
            let n = format!("#{}", rule.number(i));
            marks.push(Mark::text(x, RowLayout::number_y(y), n, number_look()));
        }
    }
    let text: String = row.iter().map(|&h| if h { 'H' } else { 'T' }).collect();
    Figure {
        width: l.width,
        height: l.height,
        title: format!("{}: {text}", rule.name()),
        desc: row_label(rule, row),
        marks,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_row_wraps_at_sixteen_coins() {
        let l = RowLayout::new(CoinRule::Turtles, 20);
        assert_eq!(l.centre(16).0, l.centre(0).0);
        assert_eq!(l.centre(16).1 - l.centre(0).1, l.line_height);
        assert_eq!(l.width, 16.0 * PITCH);
    }

    #[test]
    fn the_notes_numbers_are_written_where_they_count_from_1() {
        let turtles = row_figure(CoinRule::Turtles, &[false, true]);
        assert!(turtles.words().contains(&"#2"));
        let mock = row_figure(CoinRule::MockTurtles, &[false, true]);
        assert!(!mock.words().iter().any(|w| w.starts_with('#')));
    }

    #[test]
    fn a_row_is_told_by_its_heads() {
        let row = [false, true, true, false, true];
        assert_eq!(
            row_label(CoinRule::Turtles, &row),
            "Turning Turtles: a row of 5 coins, 3 heads at coins 1, 2, 4"
        );
    }
}
