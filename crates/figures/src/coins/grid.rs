//! A grid of coins as the board draws it (Rugs and every other Tartan game,
//! two-dimensional coin turning): row numbers at the left, column numbers
//! on top, each coin a head or a tail.

use super::coin::CoinAt;
use super::row::index_look;
use crate::figure::Figure;
use crate::mark::Mark;
use crate::text::plural;

/// Distance between coin centres on the board, in SVG units.
pub const PITCH: f64 = 40.0;
/// A coin's radius on the board.
pub const RADIUS: f64 = 15.0;
/// Room for the row numbers at the left and the column numbers on top.
pub const MARGIN: f64 = 26.0;
/// Heads listed by name in a label before the rest is counted.
pub const LISTED: usize = 12;

/// Where the coins of a grid go.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GridLayout {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub columns: usize,
    /// The drawing's width.
    pub width: f64,
    /// Its height.
    pub height: f64,
}

impl GridLayout {
    /// The grid of `rug` (rows top first).
    pub fn new(rug: &[Vec<bool>]) -> GridLayout {
        let rows = rug.len();
        let columns = rug.first().map_or(0, Vec::len);
        GridLayout {
            rows,
            columns,
            width: MARGIN + columns.max(1) as f64 * PITCH + 4.0,
            height: MARGIN + rows.max(1) as f64 * PITCH + 4.0,
        }
    }

    /// The centre of the coin in row `r`, column `c`.
    pub fn centre(r: usize, c: usize) -> (f64, f64) {
        (
            MARGIN + c as f64 * PITCH + PITCH / 2.0,
            MARGIN + r as f64 * PITCH + PITCH / 2.0,
        )
    }

    /// Where column `c`'s number is written.
    pub fn column_label(c: usize) -> (f64, f64) {
        (GridLayout::centre(0, c).0, 16.0)
    }

    /// Where row `r`'s number is written.
    pub fn row_label(r: usize) -> (f64, f64) {
        (MARGIN / 2.0, GridLayout::centre(r, 0).1 + 4.0)
    }

    /// Where "no coins" is written in an empty grid.
    pub const EMPTY_AT: (f64, f64) = (MARGIN + 30.0, MARGIN + 24.0);

    /// The rectangle around the coins from (`top`, `left`) to (`bottom`,
    /// `right`): x, y, width and height.
    pub fn outline((top, left): (usize, usize), (bottom, right): (usize, usize)) -> [f64; 4] {
        let (x0, y0) = GridLayout::centre(top, left);
        let (x1, y1) = GridLayout::centre(bottom, right);
        let pad = PITCH / 2.0 - 1.0;
        [x0 - pad, y0 - pad, x1 - x0 + 2.0 * pad, y1 - y0 + 2.0 * pad]
    }

    /// The rectangle of the coins a click can take with the head in row
    /// `r`, column `c` (those above and left of it): width and height from
    /// (`MARGIN + 3`, `MARGIN + 3`).
    pub fn reach(r: usize, c: usize) -> (f64, f64) {
        let pad = PITCH / 2.0 - 3.0;
        let (x1, y1) = GridLayout::centre(r, c);
        (x1 + pad - MARGIN - 3.0, y1 + pad - MARGIN - 3.0)
    }
}

/// The heads of `rug`, row by row: (row, column).
fn heads(rug: &[Vec<bool>]) -> Vec<(usize, usize)> {
    rug.iter()
        .enumerate()
        .flat_map(|(r, line)| {
            line.iter()
                .enumerate()
                .filter(|(_, &h)| h)
                .map(move |(c, _)| (r, c))
        })
        .collect()
}

/// A grid of the game `name` in words: its size and where its heads are,
/// the first few by name.
pub fn grid_label(name: &str, rug: &[Vec<bool>]) -> String {
    let hs = heads(rug);
    let columns = rug.first().map_or(0, Vec::len);
    let mut places: Vec<String> = hs
        .iter()
        .take(LISTED)
        .map(|(r, c)| format!("{r},{c}"))
        .collect();
    if hs.len() > LISTED {
        places.push(format!("and {} more", hs.len() - LISTED));
    }
    format!(
        "{name}: {} rows of {columns} coins, {} head{}{}",
        rug.len(),
        hs.len(),
        plural(hs.len() as u64, "", "s"),
        if hs.is_empty() {
            String::new()
        } else {
            format!(" at {}", places.join(", "))
        }
    )
}

/// A grid of the game `name`, as the board draws it with nothing chosen.
pub fn grid_figure(name: &str, rug: &[Vec<bool>]) -> Figure {
    let l = GridLayout::new(rug);
    let mut marks = Vec::new();
    for c in 0..l.columns {
        let (x, y) = GridLayout::column_label(c);
        marks.push(Mark::text(x, y, c.to_string(), index_look()));
    }
    for r in 0..l.rows {
        let (x, y) = GridLayout::row_label(r);
        marks.push(Mark::text(x, y, r.to_string(), index_look()));
    }
    if l.rows == 0 {
        let (x, y) = GridLayout::EMPTY_AT;
        marks.push(Mark::text(x, y, "no coins", index_look()));
    }
    for (r, line) in rug.iter().enumerate() {
        for (c, &head) in line.iter().enumerate() {
            let (x, y) = GridLayout::centre(r, c);
            marks.extend(CoinAt { x, y, r: RADIUS }.marks(head));
        }
    }
    let text: Vec<String> = rug
        .iter()
        .map(|line| line.iter().map(|&h| if h { 'H' } else { 'T' }).collect())
        .collect();
    Figure {
        width: l.width,
        height: l.height,
        title: format!("{name}: {}", text.join("/")),
        desc: grid_label(name, rug),
        marks,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rug(text: &str) -> Vec<Vec<bool>> {
        text.split('/')
            .map(|l| l.chars().map(|c| c == 'H').collect())
            .collect()
    }

    #[test]
    fn a_grid_is_numbered_along_both_sides() {
        let f = grid_figure("Rugs", &rug("HTH/THT"));
        let words = f.words();
        assert_eq!(&words[..5], ["0", "1", "2", "0", "1"]);
        assert_eq!(f.title, "Rugs: HTH/THT");
        assert_eq!(f.desc, "Rugs: 2 rows of 3 coins, 3 heads at 0,0, 0,2, 1,1");
    }

    #[test]
    fn the_outline_of_one_coin_surrounds_it() {
        let [x, y, w, h] = GridLayout::outline((1, 2), (1, 2));
        let (cx, cy) = GridLayout::centre(1, 2);
        assert_eq!((x + w / 2.0, y + h / 2.0), (cx, cy));
        assert!(w > 2.0 * RADIUS);
    }

    #[test]
    fn many_heads_are_named_a_dozen_then_counted() {
        let label = grid_label("Rugs", &rug("HHHHHHHHHHHHHHHH"));
        assert!(label.ends_with("0,11, and 4 more"), "{label}");
    }
}
