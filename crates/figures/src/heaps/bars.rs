//! A bar of Schrage's rectangle game as a grid of squares: every line
//! between two rows or two columns is a score line, and those the game
//! allows to break along (the pieces differing by at least `d`) are
//! marked so. The page draws this layout with its clickable lines; a file
//! draws it plain.

use super::score::{allowed, wood, ScoreLine, Side};
use crate::figure::{pieces, Figure, Panel};
use crate::mark::{Look, Mark};
use crate::text::with_separators;

/// Squares drawn along a side; a longer bar is drawn without its lines.
pub const MAX_GRID: u64 = 40;
/// Bars drawn in a figure of a whole position; the rest are counted.
pub const MAX_BARS: usize = 12;

/// A bar laid out: its squares' size and its score lines.
#[derive(Clone, Debug, PartialEq)]
pub struct BarLayout {
    /// The side of one square.
    pub cell: u64,
    /// The grid's width.
    pub w: u64,
    /// The grid's height.
    pub h: u64,
    /// True when every square is drawn (no side past [`MAX_GRID`]).
    pub grid: bool,
    /// The lines between squares: across the columns, then the rows.
    pub lines: Vec<ScoreLine>,
}

/// A bar of `m` rows by `n` squares in a game whose breaks leave pieces
/// differing by at least `d`.
pub fn bar_layout(m: u64, n: u64, d: u64) -> BarLayout {
    let grid = m <= MAX_GRID && n <= MAX_GRID;
    let (rows, cols) = (m.clamp(1, MAX_GRID), n.clamp(1, MAX_GRID));
    let cell = (320 / rows.max(cols)).clamp(6, 28);
    let (w, h) = (cols * cell, rows * cell);
    let line = |side, at: u64, ends: [u64; 4], length: u64| ScoreLine {
        side,
        at,
        ends: ends.map(|c| c as f64),
        breaks: allowed(length, at, d),
    };
    let lines = if grid {
        let across = (1..n).map(|b| line(Side::N, b, [b * cell, 0, b * cell, h], n));
        let down = (1..m).map(|a| line(Side::M, a, [0, a * cell, w, a * cell], m));
        across.chain(down).collect()
    } else {
        Vec::new()
    };
    BarLayout {
        cell,
        w,
        h,
        grid,
        lines,
    }
}

/// A bar in words.
pub fn bar_label(m: u64, n: u64) -> String {
    format!(
        "a bar of {} by {} squares",
        with_separators(u128::from(m)),
        with_separators(u128::from(n))
    )
}

/// The marks of a bar laid out as `l`, from (0, 0): the bar and its score
/// lines, plain.
fn bar_marks(l: &BarLayout) -> Vec<Mark> {
    let (w, h) = (l.w as f64, l.h as f64);
    let mut marks = vec![Mark::rect(
        0.0,
        0.0,
        w,
        h,
        0.0,
        Look::outlined(wood::FACE, wood::EDGE, 2.0),
    )];
    let score = Look {
        opacity: Some(0.45),
        ..Look::stroke(wood::EDGE, 1.0)
    };
    marks.extend(l.lines.iter().map(|s| Mark::Line {
        ends: s.ends,
        look: score,
    }));
    marks
}

/// A position of the game `name` (breaks differing by `d`): each bar
/// drawn with its sides under it, in rows; past [`MAX_BARS`] the rest
/// are counted.
pub fn bars_figure(name: &str, bars: &[(u64, u64)], d: u64) -> Figure {
    let shown = &bars[..bars.len().min(MAX_BARS)];
    let panels: Vec<Panel> = shown
        .iter()
        .map(|&(m, n)| {
            let l = bar_layout(m, n, d);
            Panel {
                figure: Figure {
                    width: l.w as f64,
                    height: l.h as f64,
                    title: String::new(),
                    desc: String::new(),
                    marks: bar_marks(&l),
                },
                caption: Some(format!(
                    "{} × {}",
                    with_separators(u128::from(m)),
                    with_separators(u128::from(n))
                )),
            }
        })
        .collect();
    let sizes = crate::text::joined(bars.iter().map(|&(m, n)| format!("{m}x{n}")), MAX_BARS);
    let words: Vec<String> = shown.iter().map(|&(m, n)| bar_label(m, n)).collect();
    pieces(
        &panels,
        bars.len(),
        ("bar", "bars"),
        format!("{name}: {sizes}"),
        format!("{name}: {}", words.join("; ")),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bar_has_a_score_line_between_each_two_rows_and_columns() {
        let l = bar_layout(3, 4, 1);
        assert!(l.grid);
        assert_eq!(l.lines.len(), 3 + 2);
        assert_eq!((l.cell, l.w, l.h), (28, 112, 84));
        // 4 columns broken in the middle leave equal pieces: no break for d = 1.
        let middle = l
            .lines
            .iter()
            .find(|s| s.side == Side::N && s.at == 2)
            .unwrap();
        assert!(!middle.breaks);
    }

    #[test]
    fn a_long_bar_is_drawn_without_its_lines() {
        let l = bar_layout(2, 1_000_000, 1);
        assert!(!l.grid && l.lines.is_empty());
        assert_eq!(l.w, 40 * l.cell);
    }

    #[test]
    fn many_bars_are_counted_past_the_limit() {
        let f = bars_figure("Rectangles", &[(2, 3); 30], 1);
        assert!(f.words().contains(&"… and 18 more bars"));
    }
}
